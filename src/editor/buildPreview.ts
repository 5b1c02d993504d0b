// One build of the editor's preview, in a process of its own (as `npm start` runs each build): the
// site the build makes from a data folder, written into an output folder instead of dist/, so the
// band's dist/ and demo.html stay as they are until it publishes. A refusal prints the build's own
// message on stderr and exits with 1, writing nothing.
//
//   node --import tsx src/editor/buildPreview.ts DATA_FOLDER OUT_FOLDER
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BuildError } from '../build/BuildError';
import { produce } from '../build/produce';

const [folder, out] = process.argv.slice(2);
try {
  if (!folder || !out) throw new BuildError('buildPreview takes the data folder and the output folder.');
  const { files, report } = await produce(folder);
  for (const [path, content] of Object.entries(files)) {
    // The site as uploaded is dist/; the developer's demo.html is no part of it.
    if (!path.startsWith('dist/')) continue;
    const target = join(out, path.slice('dist/'.length));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  console.log(report);
} catch (error) {
  console.error(error instanceof BuildError ? error.message : error);
  process.exitCode = 1;
}
