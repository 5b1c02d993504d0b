// Builds dist/band.js: one minified IIFE with code, CSS, images, texts and data.
//
//   node build.mjs                 check the data, build, print sizes, enforce the budget
//   node build.mjs --serve         the same, then rebuild on change and serve the repo on 127.0.0.1
//   node build.mjs --check FILE    only check a data module (exports gigs and songs); used by the tests
//
// The react -> preact/compat alias is not here: esbuild reads it from tsconfig.json,
// the one place it is declared for the build, the type checker and the tests.
import * as esbuild from 'esbuild';
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

/** Loads a data module (TypeScript) and returns every problem in it. */
export async function checkDataModule(file) {
  const result = await esbuild.build({
    ...shared,
    minify: false,
    stdin: {
      contents: `export { checkData } from './src/data/validate';\nexport * as data from ${JSON.stringify('./' + file)};`,
      resolveDir: root,
      loader: 'ts',
    },
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const source = result.outputFiles[0].text;
  const mod = await import('data:text/javascript;base64,' + Buffer.from(source).toString('base64'));
  return mod.checkData(mod.data);
}

/** Builds the bundle in memory and returns its bytes. */
export async function buildBundle() {
  const result = await esbuild.build({ ...bundleOptions, write: false });
  return result.outputFiles[0].contents;
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

async function build() {
  await checkOrFail('src/data/index.ts');
  const bytes = await buildBundle();
  await mkdir(join(root, 'dist'), { recursive: true });
  await writeFile(join(root, OUTFILE), bytes);
  const { gzip, line } = describeSize(bytes);
  console.log(line);
  if (gzip > BUDGET_GZIP) throw new Error(`${OUTFILE} is over its budget by ${gzip - BUDGET_GZIP} bytes gzip`);
}

async function serve() {
  await build();
  // Rebuild on change: write to disk so demo.html and the test fixtures see the same file.
  const ctx = await esbuild.context({
    ...bundleOptions,
    logLevel: 'info',
    plugins: [
      ...bundleOptions.plugins,
      {
        name: 'report',
        setup(b) {
          b.onEnd((r) => {
            if (!r.errors.length) readFile(join(root, OUTFILE)).then((bytes) => console.log(describeSize(bytes).line));
          });
        },
      },
    ],
  });
  await ctx.watch();
  const { hosts, port } = await ctx.serve({ host: '127.0.0.1', servedir: root, port: Number(process.env.PORT) || 8000 });
  console.log(`\nUpgrade is served at http://${hosts[0]}:${port}/demo.html  (Ctrl+C stops)`);
}

async function main(args) {
  if (args[0] === '--check') {
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
