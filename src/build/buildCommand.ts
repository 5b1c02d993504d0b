// Builds the site: checks the band's data, bundles dist/band.js (code, CSS, images, texts and
// the checked data in one minified IIFE), checks the size budget, bundles the venue kit and
// renders the static files. Each job is a module of src/build/; produce.ts runs them in order,
// in memory, and only a build that passes every check writes anything. Run through build.mjs:
//
//   node build.mjs               build and write dist/ (the site as uploaded: index.html, band.js,
//                                feeds, host configuration) and demo.html, the developer's copy of the page
//   node build.mjs --serve       the same, then rebuild on every change in src/ and serve demo.html
//   node build.mjs --check DIR   only read and check a data folder (band.ts, gigs.ts, songs.ts)
//   node build.mjs --out DIR     build as `node build.mjs` does, but into DIR: DIR/dist starts as a copy of
//                                dist/, so it ends as dist/ would (the editor's plan, which leaves dist/ alone)
//
// The link-preview picture has its own script: node --import tsx src/build/ogImage.ts
import { cp } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BuildError } from './BuildError';
import { ciAnnotations } from './ciAnnotations';
import { loadData } from './loadData';
import { DATA_DIR, ENTRY, ROOT } from './paths';
import { produce, write } from './produce';
import { serve } from '../dev/serve';

async function run(args: string[]) {
  const [command, dir = DATA_DIR] = args;
  if (command === '--out') {
    if (args.length !== 2 || !args[1]) throw new BuildError(`--out takes one folder: ${ENTRY} --out DIR.`);
    await buildInto(resolve(args[1]));
  } else if (command === '--check') {
    await loadData(dir);
    console.log(`${dir}: the band data is valid`);
  } else if (command === '--serve') {
    // Every rebuild is the entry again in a fresh process: it sees every changed module.
    await serve({ root: ROOT, build: [process.execPath, ...process.execArgv, join(ROOT, ENTRY)] });
  } else if (command !== undefined) {
    throw new BuildError(
      `Unknown option ${command}: ${ENTRY} takes --serve, --check DIR or --out DIR (the preview image: npm run og-image).`,
    );
  } else {
    const output = await produce();
    await write(output);
    console.log(output.report);
  }
}

/**
 * The build into `out` instead of the repository: dist/ is copied there first, so what the build
 * leaves in place (og-image.png, files beside its folders) is there too, and `out`/dist is exactly
 * what dist/ would become. The build itself checks the data first and writes nothing if it refuses.
 */
async function buildInto(out: string) {
  const output = await produce();
  await cp(join(ROOT, 'dist'), join(out, 'dist'), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await write(output, out);
  console.log(output.report);
}

/** Runs the build as the command line `args` asks; a refusal prints its message (as CI annotations) and sets exit code 1. */
export async function buildCommand(args: string[]): Promise<void> {
  try {
    await run(args);
  } catch (error) {
    console.error(error instanceof BuildError ? ciAnnotations(error.message) : error);
    process.exitCode = 1;
  }
}
