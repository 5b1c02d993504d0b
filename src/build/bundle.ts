/**
 * The bundle: dist/band.js, code, CSS, images, texts and the checked data in one
 * minified IIFE. esbuild bundles, terser compresses further, and the compile hint
 * goes on the first line.
 *
 * The react -> preact/compat alias is not here: esbuild reads it from tsconfig.json,
 * the one place it is declared for the build, the type checker and the tests.
 */
import * as esbuild from 'esbuild';
import { minify as terser, type MinifyOptions } from 'terser';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pack } from '../data/pack';
import { cached } from './cached';
import type { BandData } from '../data/readData';
import { onlyOutput } from './onlyOutput';
import { DATA_DIR, OUTFILE, ROOT } from './paths';

const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

/** Options every build of a script shares (the bundle and the venue kit's). */
export const shared = {
  absWorkingDir: ROOT,
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
  define: { __VERSION__: JSON.stringify(version) },
  logLevel: 'silent',
} satisfies esbuild.BuildOptions;

/**
 * CSS files are minified by esbuild and imported as strings, so the
 * stylesheets travel inside the one JS file and go into the shadow root.
 */
const minifyCss = async (path: string) =>
  (await esbuild.transform(await readFile(path, 'utf8'), { loader: 'css', minify: true, target: shared.target })).code;

const cssAsText: esbuild.Plugin = {
  name: 'css-as-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => ({ contents: await minifyCss(args.path), loader: 'text' }));
  },
};

/** The widget's stylesheet exactly as band.js carries it (and puts into a <style> where it must). */
export const widgetCss = () => minifyCss(join(ROOT, 'src/ui/styles.css'));

/**
 * How band.js carries the data (issue 39; the bench measures each, docs/performance.md):
 *   - 'literal': one object literal of every gig and song, unpacked whole on first use (until issue 39);
 *   - 'json': the same as one JSON string, parsed and unpacked whole on first use;
 *   - 'parts': the band's details as a literal, the gigs and the songs each a JSON string, parsed on first
 *     use of each, each gig made when a page asks for it (unpackParts).
 */
export type DataForm = 'literal' | 'json' | 'parts';
/**
 * Shipped: 'parts', whose gigs are made as a page asks for them (GigHistory): at ten years Home makes the
 * next public gig instead of 340 (docs/performance.md, issue 39). The bench keeps measuring the others beside it.
 */
export const DATA_FORM: DataForm = 'parts';

/**
 * The data's values, by the token that stands for each in the code until terser has compressed it
 * (compress): as esbuild minified them. The same value has the same token, so builds side by side share it.
 */
const dataValues = new Map<string, string>();
/** Enough for the bundles a process makes at once (the build's two, the tests' side by side). */
const KEPT_VALUES = 64;
/** A token of dataValues: a global name in the code, which neither esbuild nor terser renames or folds. */
const TOKEN = /\b__band_([a-z]+)_([0-9a-f]{16})\b/g;

/** `source` (a JavaScript value) as esbuild's minifier writes it in the bundle, and the token that stands for it. */
async function dataToken(kind: string, source: string): Promise<string> {
  const { code } = await esbuild.transform(`x=${source}`, { minify: true, charset: shared.charset, target: shared.target });
  const token = `__band_${kind}_${createHash('sha256').update(source).digest('hex').slice(0, 16)}`;
  // esbuild writes `x=<value>;` and a line break.
  // Set anew, so that a value in use again is the newest (a Map keeps the order its keys came in).
  dataValues.delete(token);
  dataValues.set(token, code.slice(2).replace(/;\n$/, ''));
  // A process that makes many bundles (the tests, the bench) keeps the newest values only.
  for (const old of dataValues.keys()) if (dataValues.size > KEPT_VALUES) dataValues.delete(old);
  return token;
}

/**
 * Puts the build's reading of the data into the bundle in place of
 * src/data/shipped.ts, packed (src/data/pack.ts), so the checks themselves never ship. Each value
 * stands in the code as a token until compress has run terser over the code (dataToken): terser
 * takes seconds, and so the code, which changes with a release, is compressed once, not again with
 * every new gig or song.
 */
function shippedData(data: BandData, form: DataForm): esbuild.Plugin {
  const { gigs, songs, ...details } = pack(data);
  // A JSON text inside the script: V8 scans a string literal and parses its JSON fast when asked, where it
  // would parse an object literal of every gig and song while compiling.
  const text = (value: unknown) => JSON.stringify(JSON.stringify(value));
  return {
    name: 'shipped-data',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]data[\\/]shipped\.ts$/ }, async () => {
        const unpacked = {
          literal: `unpack(packed`,
          json: async () => `unpack({ ...details, ...JSON.parse(${await dataToken('all', text({ gigs, songs }))}) }`,
          parts: async () => `unpackParts(details, ${await dataToken('gigs', text(gigs))}, ${await dataToken('songs', text(songs))}`,
        }[form];
        return {
          // Unpacked on first use, inside a widget's guard, not while the script loads: a host page that
          // breaks something unpacking needs cannot make the script throw (test/browser/guard.test.ts).
          contents: [
            `import { ${form === 'parts' ? 'unpackParts' : 'unpack'} } from './pack';`,
            form === 'literal'
              ? `const packed = ${await dataToken('packed', JSON.stringify({ ...details, gigs, songs }))};`
              : `const details = ${await dataToken('details', JSON.stringify(details))};`,
            `let data;`,
            // The photos lie beside band.js: found by its address (its folder: the name and ?v=… cut off), taken
            // while it runs (later there is no current script), absolute, so neither the host page's folder nor
            // its <base href> counts. Always there, media or not: the budget counts it with the code.
            `let base = '';`,
            `try { base = document.currentScript.src.replace(/[^/]*$/, ''); } catch {}`,
            `export const shippedData = () => (data ??= ${typeof unpacked === 'string' ? unpacked : await unpacked()}, base));`,
            `export const shippedBand = () => ${form === 'literal' ? 'packed' : 'details'}.band;`,
          ].join('\n'),
          loader: 'ts',
          resolveDir: join(ROOT, DATA_DIR),
        };
      });
    },
  };
}

/** Options of the shipped bundle, with the data it carries. */
export function bundleOptions(data: BandData, form: DataForm = DATA_FORM): esbuild.BuildOptions & { define: Record<string, string> } {
  return {
    ...shared,
    entryPoints: ['src/main.tsx'],
    outfile: OUTFILE,
    format: 'iife',
    platform: 'browser',
    plugins: [cssAsText, shippedData(data, form)],
  };
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): compile
 * every function while the script streams in, on a background thread, instead of pre-parsing
 * them there and parsing the ones Home calls a second time on the main thread. Measured with
 * `npm run bench`: Home as a page loads it went from 1.30x to 1.12x the static floor (4x
 * throttling), and from 1.62x to 1.38x unthrottled. Must be the file's first line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const TERSER_OPTIONS = {
  ecma: 2020,
  // unsafe and pure_getters hold for this code (no getters with effects, no reliance on
  // coercion quirks) and save 50 bytes gzip; a third pass a few more.
  compress: { passes: 3, unsafe: true, pure_getters: true },
  mangle: true,
  format: { comments: /^!|@license|@preserve/, ascii_only: true },
} satisfies MinifyOptions;
const TERSER_VERSION = (JSON.parse(readFileSync(join(ROOT, 'node_modules/terser/package.json'), 'utf8')) as { version: string }).version;
/** The options as text, their pattern included (JSON would write a RegExp as {}). */
const TERSER_KEY = JSON.stringify(TERSER_OPTIONS, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value));

/**
 * A second minifier pass over esbuild's output: terser's compressor inlines
 * and folds more than esbuild does (about 1.5 % gzip on this bundle, measured
 * when it was added). Same input, same output: the build stays reproducible.
 * The data's tokens (dataToken) go to terser by their kind alone, so the same code with other data
 * is the same input; their values take their places in terser's result.
 */
export async function compress(code: string): Promise<Uint8Array> {
  const tokens = [...code.matchAll(TOKEN)].map(([token, kind]) => ({ token, kind: `__band_${kind}__` }));
  const general = code.replace(TOKEN, '__band_$1__');
  // The same code, options and terser give the same bytes: an earlier build's result is taken as it is (cached.ts).
  const compressed = await cached({ terser: TERSER_VERSION, options: TERSER_KEY, code: general, COMPILE_HINT }, async () => {
    const result = await terser(general, TERSER_OPTIONS);
    return new TextEncoder().encode(COMPILE_HINT + result.code);
  });
  const text = new TextDecoder().decode(compressed);
  const values = new Map<string, string>();
  for (const { token, kind } of tokens) {
    const value = dataValues.get(token);
    if (value === undefined || text.split(kind).length !== 2)
      throw new Error(
        `compress: ${token} ${value === undefined ? 'has no value (made by another process?)' : "is not in terser's result once"}`,
      );
    values.set(kind, value);
  }
  // In one pass over terser's result: a value that holds another's token is never read as one.
  const spliced = values.size ? text.replace(new RegExp([...values.keys()].join('|'), 'g'), (kind) => values.get(kind) ?? kind) : text;
  return new TextEncoder().encode(spliced);
}

/** Builds dist/band.js with `data` in memory and returns its bytes. */
export async function buildBundle(data: BandData): Promise<Uint8Array> {
  const result = await esbuild.build({ ...bundleOptions(data), write: false });
  return compress(onlyOutput(result, 'src/main.tsx').text);
}
