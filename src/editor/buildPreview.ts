/**
 * One build of the editor's preview: the site the build makes from a data folder, written into an
 * output folder instead of dist/, so the band's dist/ and demo.html stay as they are until it
 * publishes. A refusal is the build's own message (its English, as `npm start` prints it), and
 * nothing is written.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BuildError } from '../build/BuildError';
import { produce } from '../build/produce';

/** How a build ended: its size report, or the build's refusal (or the error it met). */
export type PreviewBuild = { ok: true; report: string } | { ok: false; refusal: string };

/** Builds the site of the data folder `folder` (absolute) into the folder `out`. */
export async function buildPreview(folder: string, out: string): Promise<PreviewBuild> {
  try {
    const { files, report } = await produce(folder);
    for (const [path, content] of Object.entries(files)) {
      // The site as uploaded is dist/; the developer's demo.html is no part of it.
      if (!path.startsWith('dist/')) continue;
      const target = join(out, path.slice('dist/'.length));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, content);
    }
    return { ok: true, report };
  } catch (error) {
    return { ok: false, refusal: error instanceof BuildError ? error.message : String((error as Error)?.stack ?? error) };
  }
}
