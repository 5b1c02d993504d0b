/**
 * A whole build, in the order the checks run: the data check, the bundle, the
 * budget, the venue kit, the static pages. Everything is computed in memory
 * first; only a build that passes every check writes anything.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkBudget, emptyData } from './budget';
import { buildBundle, widgetCss } from './bundle';
import { buildDayFromEnv } from './buildDay';
import { buildKit } from './kit';
import { loadData } from './loadData';
import { DATA_DIR, OUTFILE, ROOT } from './paths';

/** What a build writes, by path relative to the repository, and its size report. */
export interface Output {
  files: Record<string, Uint8Array | string>;
  report: string;
}

/**
 * Everything a build writes, computed in memory from the data folder `dir`. Throws
 * a BuildError, before anything is written, when the data or the budget refuses.
 */
export async function produce(dir: string = DATA_DIR): Promise<Output> {
  const data = await loadData(dir);
  const bundle = await buildBundle(data);
  const { report } = checkBudget(bundle, await buildBundle(emptyData(data)));
  const kit = await buildKit();
  // Loaded only now: the static pages render UI components, and the UI's data context reads
  // src/data/shipped.ts, which checks the band's data strictly as it loads. The data check
  // above must be the one to refuse bad data: it names the file, the line and the entry.
  const { renderStatic } = await import('../static/index');
  const files = {
    [OUTFILE]: bundle,
    'dist/gigs.js': kit['gigs.js'],
    'dist/konfigurator.js': kit['konfigurator.js'],
    ...renderStatic(data, bundle, kit, { widgetCss: await widgetCss(), buildDay: buildDayFromEnv() }),
  };
  return { files, report };
}

/** Writes what `produce` made. */
export async function write({ files }: Output): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(ROOT, path)), { recursive: true });
    await writeFile(join(ROOT, path), content);
  }
}
