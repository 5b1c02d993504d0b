// Builds the site: checks the band's data, bundles dist/band.js (code, CSS, images, texts and
// the checked data in one minified IIFE), checks the size budget, bundles the venue kit and
// renders the static files. Each job is a module of src/build/; produce.ts runs them in order,
// in memory, and only a build that passes every check writes anything.
//
//   node --import tsx build.ts               build and write dist/ (the site as uploaded: index.html, band.js,
//                                            feeds, host configuration) and demo.html, the developer's copy of the page
//   node --import tsx build.ts --serve       the same, then rebuild on every change in src/ and serve demo.html
//   node --import tsx build.ts --check DIR   only read and check a data folder (band.ts, gigs.ts, songs.ts)
//
// The link-preview picture has its own script: node --import tsx src/build/ogImage.ts
import { fileURLToPath } from 'node:url';
import { BuildError } from './src/build/BuildError';
import { ciAnnotations } from './src/build/ciAnnotations';
import { loadData } from './src/build/loadData';
import { DATA_DIR, ROOT } from './src/build/paths';
import { produce, write } from './src/build/produce';
import { serve } from './src/dev/serve';

async function main([command, dir = DATA_DIR]: string[]) {
  if (command === '--check') {
    await loadData(dir);
    console.log(`${dir}: the band data is valid`);
  } else if (command === '--serve') {
    // Every rebuild is this script again in a fresh process: it sees every changed module.
    await serve({ root: ROOT, build: [process.execPath, ...process.execArgv, fileURLToPath(import.meta.url)] });
  } else if (command !== undefined) {
    throw new BuildError(`Unknown option ${command}: build.ts takes --serve or --check DIR (the preview image: npm run og-image).`);
  } else {
    const output = await produce();
    await write(output);
    console.log(output.report);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof BuildError ? ciAnnotations(error.message) : error);
  process.exitCode = 1;
});
