// Loads one of the project's TypeScript commands (the build, deploy, check-site) as one file that
// esbuild bundled, kept in the build's cache, instead of through tsx's loader: tsx resolves and
// compiles each of some 150 modules at every start (1.5 processor seconds on this machine, before a
// command does anything), the bundle loads in a third of that. Plain JavaScript, as it runs before
// anything can load TypeScript.
//
//   node src/build/loadCommand.mjs src/deploy/deployCommand.ts [ARGS]   runs a command (package.json's scripts)
//   import { loadCommand } from './src/build/loadCommand.mjs'          its module (build.mjs)
//
// The bundle is filed under the hash of every file it was made from (tsconfig.json and this file
// included), so a changed module makes a new one at the next start; copies of the repository with
// the same code share it (the tests' copies link the build's cache). Should esbuild be missing or
// refuse a file, the command runs through tsx as before, and says what tsx says.
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Inside the build's cache (src/build/paths.ts's BUILD_CACHE): git-ignored, deletable at will. */
const DIR = join(ROOT, '.cache', 'build', 'commands');
/** Bundles kept per command: the code of a few recent versions used last (a branch switched back and forth). */
const KEEP = 4;
/** A bundle used more recently than this (milliseconds) is never removed. */
const RECENT = 10 * 60_000;
/** Read beside the modules: what changes how they are compiled. */
const ALSO = ['tsconfig.json', 'src/build/loadCommand.mjs'];

/**
 * The module of the command `entry` (a TypeScript file, its path from the repository's root), loaded
 * from its bundle; through tsx when no bundle can be made.
 */
export async function loadCommand(entry) {
  const bundle = await bundled(entry).catch(() => undefined);
  if (bundle) {
    // A failure's stack names the modules' own files and lines, not the bundle's.
    process.setSourceMapsEnabled(true);
    // The repository the bundle stands for, where its modules' `import.meta.url` point: the bundle
    // itself may lie in the cache of another copy of the repository.
    return import(`${pathToFileURL(bundle).href}?root=${encodeURIComponent(pathToFileURL(ROOT).href)}`);
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(join(ROOT, entry)).href);
}

/** The path of `entry`'s bundle, made now unless a bundle of the same sources is there. */
async function bundled(entry) {
  const name = basename(entry).replace(/\.tsx?$/, '');
  const index = join(DIR, `${name}.json`);
  // The files the last bundle was made from: if none of them changed, neither did what it imports.
  const known = await readFile(index, 'utf8')
    .then(JSON.parse)
    .then(async ({ inputs }) => join(DIR, `${name}-${await hashOf(inputs)}.mjs`))
    .catch(() => undefined);
  // Marked as used, so that pruning keeps it (and a bundle that is gone is made again).
  const now = new Date();
  if (
    known &&
    (await utimes(known, now, now).then(
      () => true,
      () => false,
    ))
  )
    return known;
  const { code, inputs } = await bundle(entry);
  const file = join(DIR, `${name}-${await hashOf(inputs)}.mjs`);
  await mkdir(DIR, { recursive: true });
  await writeWhole(file, code);
  await writeWhole(index, JSON.stringify({ inputs }));
  await prune(name);
  return file;
}

/** The hash of the files `inputs` (paths from the repository's root) and ALSO: their paths and contents. */
async function hashOf(inputs) {
  const hash = createHash('sha256');
  // A file that is gone (a deleted module, a repository without tsconfig.json) hashes as such.
  for (const path of [...ALSO, ...inputs]) {
    const content = await readFile(join(ROOT, path)).catch(() => '\0gone');
    hash.update(`${path}\0`).update(content).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/** `entry` bundled by esbuild, the packages left to node_modules as tsx leaves them; the files it read. */
async function bundle(entry) {
  const esbuild = await import('esbuild');
  const { outputFiles, metafile } = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    loader: { '.svg': 'text' },
    // The only name every module shares: the root its `import.meta.url` is rebuilt from.
    banner: { js: 'const __bandRoot = new URL(import.meta.url).searchParams.get("root");' },
    outfile: 'command.mjs',
    write: false,
    metafile: true,
    sourcemap: 'inline',
    logLevel: 'silent',
    plugins: [noShippedData, ownUrls],
  });
  return { code: outputFiles[0].contents, inputs: Object.keys(metafile.inputs).filter((path) => !path.includes(':')) };
}

/**
 * Each module's `import.meta.url` as tsx gives it (the module's own file in the repository), not the
 * bundle's: the build finds its files from it (src/build/paths.ts's ROOT), and its caches' keys hold
 * the hash of a module's own source (src/build/cached.ts's ownSourceHash).
 */
const ownUrls = {
  name: 'own-urls',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async ({ path }) => {
      const own = JSON.stringify(relative(ROOT, path).split('\\').join('/'));
      const text = await readFile(path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${own}, __bandRoot).href`),
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * src/data/shipped.ts reads the data files band.js ships; the commands read the data themselves
 * (src/build/loadData.ts) and never call it. Left out, so that the band's edits of its data never
 * make a new bundle, and copies with other data share one.
 */
const noShippedData = {
  name: 'no-shipped-data',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]data[\\/]shipped\.ts$/ }, () => ({
      contents: `const unused = () => { throw new Error('src/data/shipped.ts is left out of the commands (src/build/loadCommand.mjs)'); };
export const shippedData = unused;
export const shippedBand = unused;`,
      loader: 'js',
    }));
  },
};

/** `content` written to `file` whole or not at all: a bundle cut short by a crash is never read. */
async function writeWhole(file, content) {
  const part = `${file}.${process.pid}.part`;
  await writeFile(part, content);
  await rename(part, file);
}

/**
 * All but the KEEP bundles of `name` used last removed, and none used in the last minutes: another process
 * (a copy of the repository with other code) may be about to load it. The one just made is among them.
 */
async function prune(name) {
  const mine = (await readdir(DIR)).filter((file) => file.startsWith(`${name}-`) && file.endsWith('.mjs'));
  const dated = await Promise.all(
    mine.map(async (file) => ({
      file,
      time: await stat(join(DIR, file)).then(
        (s) => s.mtimeMs,
        () => Date.now(),
      ),
    })),
  );
  const old = dated.sort((a, b) => b.time - a.time).slice(KEEP);
  for (const { file, time } of old) if (Date.now() - time > RECENT) await rm(join(DIR, file), { force: true });
}

// Run as a command: the rest of the command line is the entry's (its argv[1] the entry itself). Node
// gives a module its real path, the command line may name it through a link.
if (process.argv[1] && realpathSync(resolve(process.argv[1])) === realpathSync(fileURLToPath(import.meta.url))) {
  const [entry, ...args] = process.argv.slice(2);
  process.argv.splice(1, process.argv.length - 1, resolve(entry), ...args);
  await loadCommand(relative(ROOT, resolve(entry)));
}
