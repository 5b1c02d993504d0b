// Builds the site: checks the band's data, bundles dist/band.js (code, CSS, images, texts and
// the checked data in one minified IIFE), checks the size budget, and renders the static files.
// Everything is computed in memory first; only a build that passes every check writes anything.
//
//   node build.mjs                 build and write dist/ (the site as uploaded: index.html, band.js, feeds,
//                                  host configuration) and demo.html, the developer's copy of the page
//   node build.mjs --serve         the same, then rebuild on every change in src/ and serve demo.html (src/dev/serve.mjs)
//   node build.mjs --check DIR     only read and check a data folder (band.ts, gigs.ts, songs.ts)
//   node build.mjs --og-image      render dist/og-image.png, the link-preview picture, in Chromium
//
// The react -> preact/compat alias is not here: esbuild reads it from tsconfig.json,
// the one place it is declared for the build, the type checker and the tests.
import * as esbuild from 'esbuild';
import { minify as terser } from 'terser';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));

/**
 * The size budget of the code and styles, gzip bytes: dist/band.js built with
 * an empty data set. The band's data is measured beside it but never budgeted,
 * so a hundred new gigs cannot fail the build while code and CSS cannot creep.
 * It stands just above what the code needs (22,205 B in November 2026: the 2026
 * legal texts, the any-host hardening, the song finder, wish list and inquiry,
 * map links and the place filter, then the compile hint (+25 B) and one set of
 * calendar-link listeners per list (+50 B), which made Home and Auftritte start
 * faster; README "Performance" has the split; then the prerendered band page: the
 * app's route prop (+6 B) and mounting after the page's first paint (+40 B), which
 * keeps its Largest Contentful Paint at the static page's). A feature that adds
 * bytes raises it in its own commit, saying what for.
 */
export const CODE_BUDGET_GZIP = 22_300;
export const OUTFILE = 'dist/band.js';
export const DATA_DIR = 'src/data';

/** A refusal the band can act on: printed as it is, without a stack trace. */
export class BuildError extends Error {
  name = 'BuildError';
}

// CSS files are minified by esbuild and imported as strings, so the
// stylesheets travel inside the one JS file and go into the shadow root.
const cssAsText = {
  name: 'css-as-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const { code } = await esbuild.transform(await readFile(args.path, 'utf8'), {
        loader: 'css',
        minify: true,
        target: shared.target,
      });
      return { contents: code, loader: 'text' };
    });
  },
};

/** Options every build of the bundle shares. */
export const shared = {
  absWorkingDir: root,
  bundle: true,
  minify: true,
  // Browsers of the last three years, Safari 15 included.
  target: ['chrome109', 'edge109', 'firefox115', 'safari15'],
  // Preact ships no license comments today; should a dependency add one, keep it at the end.
  legalComments: 'eof',
  // ASCII output, non-ASCII as \u escapes: the bundle reads the same on a host page in any
  // charset (windows-1252 included) and served without one. About 1 % more gzip.
  charset: 'ascii',
  // preact/compat's client entry is ESM in client.mjs beside a CommonJS client.js:
  // prefer .mjs so the bundle holds one copy of Preact, not two.
  resolveExtensions: ['.tsx', '.ts', '.mjs', '.js'],
  loader: { '.svg': 'text' },
  define: { __VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'silent',
};

/**
 * Puts the build's reading of the data into the bundle in place of
 * src/data/shipped.ts, so the checks themselves never ship.
 */
function shippedData(data) {
  const serialized = serializeData(data);
  return {
    name: 'shipped-data',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]data[\\/]shipped\.ts$/ }, () => ({
        contents: `import { hydrate } from './hydrate';\nexport const shipped = hydrate(${JSON.stringify(serialized)});`,
        loader: 'ts',
        resolveDir: join(root, DATA_DIR),
      }));
    },
  };
}

/**
 * The checked data as the bundle carries it. Entries are arrays, not objects: the
 * keys would repeat in every entry. src/data/hydrate.ts reads them back.
 */
export function serializeData(data) {
  return {
    band: data.band,
    gigs: data.gigs.map((gig) => [isoDate(gig.date), gig.location, gig.info, ...(gig.private ? [1] : [])]),
    songs: data.songs.map((song) => [song.title, song.artist, ...(song.style || song.year ? [song.style ?? 0, song.year ?? 0] : [])]),
  };
}

const pad = (n) => String(n).padStart(2, '0');
const isoDate = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Options of the shipped bundle, with the data it carries. */
export function bundleOptions(data) {
  return {
    ...shared,
    entryPoints: ['src/main.tsx'],
    outfile: OUTFILE,
    format: 'iife',
    platform: 'browser',
    plugins: [cssAsText, shippedData(data)],
  };
}

/** esbuild's messages as the band should read them: file:line:column, the line, a caret. */
function describeEsbuildErrors(errors) {
  return errors
    .map(({ text, location: at }) => {
      if (!at) return text;
      const number = String(at.line);
      return `${at.file}:${at.line}:${at.column + 1}: ${text}\n  ${number} | ${at.lineText}\n  ${' '.repeat(number.length)} | ${' '.repeat(at.column)}^`;
    })
    .join('\n');
}

/** Bundles TypeScript source (relative to the repo) for Node in memory and imports it. */
async function importTs(contents) {
  let result;
  try {
    result = await esbuild.build({
      ...shared,
      minify: false,
      stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'build.mjs' },
      // The static pages carry the widget's stylesheet too (src/static/siteCss.ts), minified as in the bundle.
      plugins: [cssAsText],
      format: 'esm',
      platform: 'node',
      write: false,
    });
  } catch (error) {
    if (error.errors) throw new BuildError(`A file could not be read; nothing was written:\n${describeEsbuildErrors(error.errors)}`);
    throw error;
  }
  return import('data:text/javascript;base64,' + Buffer.from(result.outputFiles[0].text).toString('base64'));
}

/**
 * Reads and checks a data folder (band.ts, gigs.ts, songs.ts). Returns the
 * checked data; throws a BuildError naming file, line, entry and problem.
 */
export async function loadData(dir = DATA_DIR) {
  const file = (name) => `./${relative(root, join(root, dir, name))}`;
  const mod = await importTs(
    [
      `export { readData } from './src/data/readData';`,
      `export { locateInSources } from './src/data/entryLines';`,
      `export { band } from ${JSON.stringify(file('band'))};`,
      `export { gigs } from ${JSON.stringify(file('gigs'))};`,
      `export { songs } from ${JSON.stringify(file('songs'))};`,
    ].join('\n'),
  );
  const files = {};
  for (const name of ['band', 'gigs', 'songs']) {
    files[name] = { path: relative(root, join(root, dir, `${name}.ts`)), source: await readFile(join(root, dir, `${name}.ts`), 'utf8') };
  }
  const locate = mod.locateInSources(files);
  const { data, problems } = mod.readData({ band: mod.band, gigs: mod.gigs, songs: mod.songs }, locate);
  if (problems.length) {
    throw new BuildError(
      `${problems.length === 1 ? 'A problem' : `${problems.length} problems`} in the band data; nothing was written:\n` +
        problems.map((p) => `  ${p}`).join('\n') +
        `\nFix the line named above and build again (docs/band.md, "Updating the site").`,
    );
  }
  return data;
}

/** The data with no gigs, no songs and empty texts: what the code and styles cost alone. */
export function emptyData(data) {
  const blank = (value) =>
    Array.isArray(value) ? [] : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blank(v)])) : typeof value === 'string' ? '' : value;
  return { band: blank(data.band), gigs: [], songs: [] };
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): compile
 * every function while the script streams in, on a background thread, instead of pre-parsing
 * them there and parsing the ones Home calls a second time on the main thread. Measured with
 * `npm run bench`: Home as a page loads it went from 1.30x to 1.12x the static floor (4x
 * throttling), and from 1.62x to 1.38x unthrottled. Must be the file's first line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * A second minifier pass over esbuild's output: terser's compressor inlines
 * and folds more than esbuild does (about 1.5 % gzip on this bundle, measured
 * when it was added). Same input, same output: the build stays reproducible.
 */
export async function compress(code) {
  const result = await terser(code, {
    ecma: 2020,
    // unsafe and pure_getters hold for this code (no getters with effects, no reliance on
    // coercion quirks) and save 50 bytes gzip; a third pass a few more.
    compress: { passes: 3, unsafe: true, pure_getters: true },
    mangle: true,
    format: { comments: /^!|@license|@preserve/, ascii_only: true },
  });
  return new TextEncoder().encode(COMPILE_HINT + result.code);
}

/** Builds the bundle with `data` in memory and returns its bytes. */
export async function buildBundle(data) {
  const result = await esbuild.build({ ...bundleOptions(data), write: false });
  return compress(result.outputFiles[0].text);
}

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
const exact = (n) => n.toLocaleString('en-US') + ' B';

/** Sizes of the bundle and of its code alone; throws a BuildError when the code is over budget. */
export function checkBudget(bundle, codeOnly) {
  const code = gzipSize(codeOnly);
  const all = gzipSize(bundle);
  const margin = CODE_BUDGET_GZIP - code;
  const lines = [
    `${OUTFILE}: ${exact(bundle.length)} raw, ${exact(all)} gzip`,
    `  code and styles ${exact(code)} gzip, budget ${exact(CODE_BUDGET_GZIP)}: ${margin >= 0 ? `${exact(margin)} to spare` : `${exact(-margin)} OVER`}`,
    `  band data ${exact(all - code)} gzip (not budgeted)`,
  ];
  if (margin < 0) {
    throw new BuildError(`${lines.join('\n')}\nThe code and styles are over their budget (CODE_BUDGET_GZIP in build.mjs); nothing was written.`);
  }
  return { gzip: all, code, report: lines.join('\n') };
}

/**
 * The venue kit's own scripts: dist/gigs.js (the iframe page) and dist/konfigurator.js.
 * Bundles of their own, so band.js carries none of their bytes.
 */
export async function buildTools() {
  const scripts = { 'gigs.js': 'src/embed/frame.ts', 'konfigurator.js': 'src/configurator/main.ts' };
  const tools = {};
  for (const [name, entry] of Object.entries(scripts)) {
    const result = await esbuild.build({ ...shared, entryPoints: [entry], format: 'iife', platform: 'browser', write: false });
    tools[name] = result.outputFiles[0].contents;
  }
  return tools;
}

/**
 * Every static file (the pages, feeds, host configuration), rendered from the checked data and the bundles;
 * the band's page prerendered for the build's day (src/static/buildDay.ts: SOURCE_DATE_EPOCH, else the last commit).
 */
export async function buildStatic(data, bundle, tools) {
  const { renderStatic, buildDay } = await importTs(`export { renderStatic } from './src/static/index';\nexport { buildDay } from './src/static/buildDay';`);
  const git = () => {
    try {
      return execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return null;
    }
  };
  return renderStatic(data, bundle, tools, buildDay(process.env, git).day);
}

/**
 * Everything a build writes, computed in memory: `files` maps a path (relative to
 * the repo) to its content. Throws a BuildError, before anything is written,
 * when the data or the budget refuses.
 */
export async function produce(dir = DATA_DIR) {
  const data = await loadData(dir);
  const bundle = await buildBundle(data);
  const { report } = checkBudget(bundle, await buildBundle(emptyData(data)));
  const tools = await buildTools();
  const kit = Object.fromEntries(Object.entries(tools).map(([name, bytes]) => [`dist/${name}`, bytes]));
  const files = { [OUTFILE]: bundle, ...kit, ...(await buildStatic(data, bundle, tools)) };
  // The prerendered page comes in addition to the budget: its target is 12 KB gzip with the band's data.
  const page = files['dist/index.html'];
  const pageGzip = gzipSize(new TextEncoder().encode(page));
  const day = /<!-- prerendered for ([\d-]+)/.exec(page)?.[1];
  const pageLine = `dist/index.html: ${exact(pageGzip)} gzip, the site prerendered for ${day}${pageGzip < 12 * 1024 ? '' : ' (over the 12 KB target, docs/performance.md)'}`;
  return { files, report: `${report}\n${pageLine}` };
}

/** Builds and writes; returns the size report. */
export async function build() {
  const { files, report } = await produce();
  await mkdir(join(root, 'dist'), { recursive: true });
  for (const [path, content] of Object.entries(files)) await writeFile(join(root, path), content);
  return report;
}

/** Renders the 1200x630 link-preview picture with the band's logo colours in headless Chromium. */
async function ogImage() {
  const { chromium } = await import('playwright-core');
  const { renderOgCard } = await importTs(`export { renderOgCard } from './src/static/ogCard';`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(renderOgCard());
  await page.screenshot({ path: join(root, 'dist/og-image.png') });
  await browser.close();
  console.log('dist/og-image.png written');
}

async function main(args) {
  if (args[0] === '--og-image') {
    await ogImage();
  } else if (args[0] === '--check') {
    await loadData(args[1] ?? DATA_DIR);
    console.log(`${args[1] ?? DATA_DIR}: the band data is valid`);
  } else if (args[0] === '--serve') {
    const { serve } = await import('./src/dev/serve.mjs');
    await serve({ root, build });
  } else {
    console.log(await build());
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof BuildError ? error.message : error);
    process.exitCode = 1;
  });
}
