// Builds dist/band.js: one minified IIFE with code, CSS, images, texts and data.
//
//   node build.mjs                 check the data, build dist/band.js (sizes, budget), write
//                                  dist/auftritte.ics and demo.html's generated parts
//   node build.mjs --serve         the same, then rebuild on change and serve the repo on 127.0.0.1
//   node build.mjs --check FILE    only check a data module (exports gigs and songs); used by the tests
//   node build.mjs --og-image      render dist/og-image.png, the link-preview picture, in Chromium
//
// The react -> preact/compat alias is not here: esbuild reads it from tsconfig.json,
// the one place it is declared for the build, the type checker and the tests.
import * as esbuild from 'esbuild';
import { minify as terser } from 'terser';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));

/** The size budget of dist/band.js, gzip bytes. The one place it lives. */
export const BUDGET_GZIP = 20 * 1024;
export const OUTFILE = 'dist/band.js';

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
  charset: 'utf8',
  // preact/compat's client entry is ESM in client.mjs beside a CommonJS client.js:
  // prefer .mjs so the bundle holds one copy of Preact, not two.
  resolveExtensions: ['.tsx', '.ts', '.mjs', '.js'],
  loader: { '.svg': 'text' },
  define: { __VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'silent',
};

/** Options of the shipped bundle. */
export const bundleOptions = {
  ...shared,
  entryPoints: ['src/main.tsx'],
  outfile: OUTFILE,
  format: 'iife',
  platform: 'browser',
  plugins: [cssAsText],
};

/** Bundles TypeScript source (relative to the repo) for Node in memory and imports it. */
async function importTs(contents) {
  const result = await esbuild.build({
    ...shared,
    minify: false,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    format: 'esm',
    platform: 'node',
    write: false,
  });
  return import('data:text/javascript;base64,' + Buffer.from(result.outputFiles[0].text).toString('base64'));
}

/** Loads a data module (TypeScript) and returns every problem in it. */
export async function checkDataModule(file) {
  const mod = await importTs(
    `export { checkData } from './src/data/validate';\nexport * as data from ${JSON.stringify('./' + file)};`,
  );
  return mod.checkData(mod.data);
}

export const FEED = 'dist/auftritte.ics';
export const DEMO = 'demo.html';

/** Replaces what stands between `<!-- band:NAME -->` and `<!-- /band:NAME -->`. */
function fill(html, name, content) {
  const pattern = new RegExp(`(<!-- band:${name} -->)[\\s\\S]*?(\\s*<!-- /band:${name} -->)`);
  if (!pattern.test(html)) throw new Error(`${DEMO} has no <!-- band:${name} --> ... <!-- /band:${name} --> markers`);
  return html.replace(pattern, (_, open, close) => `${open}\n${content}${close}`);
}

/** The calendar feed and demo.html with its generated parts (JSON-LD, preview meta, no-JS fallback). */
export async function buildStatic() {
  const { renderStatic } = await importTs(`export { renderStatic } from './src/static/index';`);
  const { feed, head, fallback } = renderStatic();
  let demo = await readFile(join(root, DEMO), 'utf8');
  demo = fill(demo, 'head', head);
  demo = fill(demo, 'fallback', fallback);
  return { feed, demo };
}

/**
 * A second minifier pass over esbuild's output: terser's compressor inlines
 * and folds more than esbuild does (about 1.5 % gzip on this bundle, measured
 * when it was added). Same input, same output: the build stays reproducible.
 */
export async function compress(code) {
  const result = await terser(code, {
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: /^!|@license|@preserve/ },
  });
  return new TextEncoder().encode(result.code);
}

/** Builds the bundle in memory and returns its bytes. */
export async function buildBundle() {
  const result = await esbuild.build({ ...bundleOptions, write: false });
  return compress(result.outputFiles[0].text);
}

/** Raw and gzip size of the bundle, as a line for the console. */
export function describeSize(bytes) {
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const kb = (n) => (n / 1024).toFixed(1) + ' KB';
  const line = `${OUTFILE}: ${kb(bytes.length)} raw, ${kb(gzip)} gzip (budget ${kb(BUDGET_GZIP)} gzip)`;
  return { gzip, line };
}

async function checkOrFail(file) {
  const problems = await checkDataModule(file);
  if (problems.length) {
    throw new Error(`${file} has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  }
}

async function write(bytes) {
  await mkdir(join(root, 'dist'), { recursive: true });
  await writeFile(join(root, OUTFILE), bytes);
  const { gzip, line } = describeSize(bytes);
  console.log(line);
  return gzip;
}

async function build() {
  await checkOrFail('src/data/index.ts');
  await mkdir(join(root, 'dist'), { recursive: true });
  const { feed, demo } = await buildStatic();
  await writeFile(join(root, FEED), feed);
  await writeFile(join(root, DEMO), demo);
  const gzip = await write(await buildBundle());
  if (gzip > BUDGET_GZIP) throw new Error(`${OUTFILE} is over its budget by ${gzip - BUDGET_GZIP} bytes gzip`);
}

async function serve() {
  await build();
  // Rebuild on change, through the same second pass, into dist/ on disk: the
  // server below serves the repo's files, so demo.html gets what a build writes.
  const ctx = await esbuild.context({
    ...bundleOptions,
    outfile: '.tmp/watch/band.js',
    write: false,
    logLevel: 'info',
    plugins: [
      ...bundleOptions.plugins,
      {
        name: 'write-dist',
        setup(b) {
          b.onEnd(async (r) => {
            if (!r.errors.length) await write(await compress(r.outputFiles[0].text));
          });
        },
      },
    ],
  });
  await ctx.watch();
  const { hosts, port } = await ctx.serve({ host: '127.0.0.1', servedir: root, port: Number(process.env.PORT) || 8000 });
  console.log(`\nUpgrade is served at http://${hosts[0]}:${port}/demo.html  (Ctrl+C stops)`);
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
    await checkOrFail(args[1]);
    console.log(`${args[1]}: data is valid`);
  } else if (args[0] === '--serve') {
    await serve();
  } else {
    await build();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error && !error.errors ? error.message : error);
    process.exitCode = 1;
  });
}
