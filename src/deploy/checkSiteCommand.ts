// npm run check-site [-- https://the-site/]: the live site compared with dist/ (checkSite.ts).
// Without an address it checks the band's siteUrl. Exit code 0 when all is well, 1 when not.
//
//   npm run check-site -- https://www.upgrade-kassel.de/
//   npm run check-site -- https://… --http=http://…   where http is answered, when not on port 80 (tests)
import { loadData } from '../build/loadData';
import { DATA_DIR, ROOT } from '../build/paths';
import { checkSite } from './checkSite';

async function main(args: string[]): Promise<number> {
  const httpArg = args.find((a) => a.startsWith('--http='));
  const other = args.filter((a) => a !== httpArg);
  if (other.length > 1 || other.some((a) => !/^https:\/\//.test(a))) {
    console.error('npm run check-site takes the site’s https address, e.g. npm run check-site -- https://www.upgrade-kassel.de/');
    return 1;
  }
  const url = other[0] ?? (await loadData(DATA_DIR)).band.siteUrl;
  const site = url.endsWith('/') ? url : `${url}/`;
  console.log(`Checking ${site} against dist/ …`);
  const { checked, problems, seekable } = await checkSite({ url: site, repo: ROOT, httpUrl: httpArg?.slice('--http='.length) });
  if (!problems.length) {
    console.log(
      `All well: ${checked} files as in dist/, with their types, headers and compression; ${seekable ? 'the recordings seekable; ' : ''}http leads to https; nothing private is served.`,
    );
    return 0;
  }
  console.error(`${problems.length} problem(s) on ${site}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    console.error(`check-site could not run: ${error.message}`);
    process.exitCode = 1;
  },
);
