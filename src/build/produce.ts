/**
 * A whole build, in the order the checks run: the data check, the bundle, the
 * budget, the venue kit, the static pages. Everything is computed in memory
 * first; only a build that passes every check writes anything.
 */
import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { findPlaceholders } from '../deploy/placeholders';
import { checkBudget, emptyData, pageWarning } from './budget';
import { buildBundle, widgetCss } from './bundle';
import { buildDayFromEnv } from './buildDayFromEnv';
import type { DaySource } from '../static/buildDay';
import { buildKit } from './kit';
import { buildMedia } from './buildMedia';
import { buildPressKit } from './buildPressKit';
import type { BandData } from '../data/readData';
import { loadData } from './loadData';
import { DATA_DIR, OUTFILE, ROOT } from './paths';
// The static pages render the app's components, which import their pictures (.svg) as text, as in the bundle.
import './textAssets.mjs';

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
  const { mediaSource, ...checked } = await loadData(dir);
  // The band's photos, posters, portrait and recordings, made first: band.js carries what the pages show of them.
  const built = await buildMedia(mediaSource);
  // The press page's downloads, only where the band has press texts: band.js and the pages carry their record.
  const press = checked.press ? await buildPressKit(mediaSource, checked.band.name) : undefined;
  const data: BandData = {
    ...checked,
    ...(built.media && { media: built.media }),
    ...(press && { pressKit: press.pressKit }),
  };
  const bundle = await buildBundle(data);
  const { report } = checkBudget(bundle, await buildBundle(emptyData(data)));
  const { day, source } = buildDayFromEnv();
  const kit = await buildKit();
  // Loaded only now: the static pages render UI components, whose data context imports the band's
  // files (src/data/shipped.ts, for a widget given no data; never read here, the pages get `data`).
  // A typo in those files must be named by the data check above (file, line, what to type), not
  // met first as a compile error while importing.
  const { renderStatic } = await import('../static/index');
  const files: Record<string, Uint8Array | string> = {
    ...built.files,
    ...press?.files,
    [OUTFILE]: bundle,
    'dist/gigs.js': kit['gigs.js'],
    'dist/konfigurator.js': kit['konfigurator.js'],
    'dist/auftritt.js': kit['auftritt.js'],
    ...renderStatic(data, bundle, kit, { widgetCss: await widgetCss(), day }),
  };
  // The sample details may be built (the repository's own data is sample data), but deploy refuses them.
  const samples = findPlaceholders(await readFile(resolve(ROOT, dir, 'band.ts'), 'utf8'));
  const lines = [...new Set(samples.map((p) => p.line))];
  const warning = samples.length
    ? `\nWarning: ${dir}/band.ts still holds sample details (line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}); \`npm run deploy\` lists them and refuses to publish them.`
    : '';
  return { files, report: `${report}\n${pageReport(files['dist/index.html'] as string, day, source)}${warning}` };
}

/** The prerendered page comes in addition to the code budget: a target (budget.ts), warned about, never refused. */
function pageReport(page: string, day: string, source: DaySource): string {
  const gzip = gzipSync(page, { level: 9 }).length;
  const warning = pageWarning(gzip);
  const why = {
    SOURCE_DATE_EPOCH: 'SOURCE_DATE_EPOCH',
    'last commit': 'the last commit of the sources',
    clock: 'today: sources not yet committed, or no git history',
  }[source];
  return `dist/index.html: ${gzip.toLocaleString('en-US')} B gzip, the site prerendered for ${day} (${why})${warning ? `\n${warning}` : ''}`;
}

/**
 * Writes what `produce` made into the repository, or into `root` (`node build.mjs --out DIR`). The
 * folders of dist/ (the gigs' pages and calendar files) are the build's alone: a file there that it
 * no longer writes (a gig taken out of the data) is removed, and a folder it writes nothing into
 * goes with its files (no dist/presse/ once the band took out press.ts).
 */
export async function write({ files }: Output, root: string = ROOT): Promise<void> {
  const folders = new Set([
    // The media's folders and the press page's are the build's even when the data names nothing for them any more: their old files go.
    'dist/photos',
    'dist/audio',
    'dist/presse',
    ...Object.keys(files)
      .filter((path) => /^dist\/.+\//.test(path))
      .map(dirname),
  ]);
  for (const folder of folders) {
    for (const name of await readdir(join(root, folder)).catch(() => [])) {
      if (!(`${folder}/${name}` in files)) await rm(join(root, folder, name));
    }
    // Emptied, and nothing to write into it: gone (rmdir leaves a folder that still holds something).
    if (!Object.keys(files).some((path) => path.startsWith(`${folder}/`))) await rmdir(join(root, folder)).catch(() => {});
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}
