// npm run check-site [-- https://the-site/]: the live site compared with dist/ (checkSite.ts).
// Without an address it checks the band's siteUrl. Exit code 0 when all is well, 1 when not.
//
//   npm run check-site -- https://www.upgrade-kassel.de/
//   npm run check-site -- https://… --http=http://…   where http is answered, when not on port 80 (tests)
//   npm run check-site -- --json     one JSON object per line on stdout, and nothing else (checkVerdict.ts)
import { loadData } from '../build/loadData';
import { DATA_DIR, ROOT } from '../build/paths';
import { checkSite } from './checkSite';
import type { CheckSiteLine, CheckVerdict } from './checkVerdict';

/** `--json`: each line as data on stdout; else the words, a verdict that is not ok on stderr. */
let json = false;

function tell(line: CheckSiteLine) {
  if (json) console.log(JSON.stringify(line));
  else if (line.type === 'verdict' && line.kind !== 'ok') console.error(line.text);
  else console.log(line.text);
}

const verdict = (found: CheckVerdict): number => {
  tell({ type: 'verdict', ...found });
  return found.kind === 'ok' ? 0 : 1;
};

async function main(args: string[]): Promise<number> {
  json = args.includes('--json');
  const httpArg = args.find((a) => a.startsWith('--http='));
  const other = args.filter((a) => a !== httpArg && a !== '--json');
  if (other.length > 1 || other.some((a) => !/^https:\/\//.test(a)))
    return verdict({
      kind: 'usage',
      text: 'npm run check-site takes the site’s https address, e.g. npm run check-site -- https://www.upgrade-kassel.de/',
    });
  const url = other[0] ?? (await loadData(DATA_DIR)).band.siteUrl;
  const site = url.endsWith('/') ? url : `${url}/`;
  tell({ type: 'checking', site, text: `Checking ${site} against dist/ …` });
  const { checked, problems, seekable } = await checkSite({ url: site, repo: ROOT, httpUrl: httpArg?.slice('--http='.length) });
  if (!problems.length)
    return verdict({
      kind: 'ok',
      site,
      checked,
      text: `All well: ${checked} files as in dist/, with their types, headers and compression; ${seekable ? 'the recordings seekable; ' : ''}http leads to https; nothing private is served.`,
    });
  return verdict({
    kind: 'problems',
    site,
    problems,
    text: [`${problems.length} problem(s) on ${site}:`, ...problems.map((problem) => `  - ${problem}`)].join('\n'),
  });
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    process.exitCode = verdict({ kind: 'could-not-run', why: error.message, text: `check-site could not run: ${error.message}` });
  },
);
