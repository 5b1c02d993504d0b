// Builds the site: checks the band's data, bundles dist/band.js (code, CSS, images, texts and
// the checked data in one minified IIFE), checks the size budget, bundles the venue kit and
// renders the static files. Each job is a module of src/build/; produce.ts runs them in order,
// in memory, and only a build that passes every check writes anything. Run through build.mjs:
//
//   node build.mjs               build and write dist/ (the site as uploaded: index.html, band.js,
//                                feeds, host configuration) and demo.html, the developer's copy of the page
//   node build.mjs --serve       the same, then rebuild on every change in src/ and serve demo.html
//   node build.mjs --check DIR   only read and check a data folder (band.ts, gigs.ts, songs.ts)
//
// The link-preview picture has its own script: node --import tsx src/build/ogImage.ts
import { join } from 'node:path';
import { BuildError } from './BuildError';
import { ciAnnotations } from './ciAnnotations';
import { loadData } from './loadData';
import { DATA_DIR, ENTRY, ROOT } from './paths';
import { produce, write } from './produce';
import { serve } from '../dev/serve';

async function run([command, dir = DATA_DIR]: string[]) {
  if (command === '--check') {
    await loadData(dir);
    console.log(`${dir}: the band data is valid`);
  } else if (command === '--serve') {
    // Every rebuild is the entry again in a fresh process: it sees every changed module.
    await serve({ root: ROOT, build: [process.execPath, ...process.execArgv, join(ROOT, ENTRY)] });
  } else if (command !== undefined) {
    throw new BuildError(`Unknown option ${command}: ${ENTRY} takes --serve or --check DIR (the preview image: npm run og-image).`);
  } else {
    const output = await produce();
    await write(output);
    console.log(output.report);
  }
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
