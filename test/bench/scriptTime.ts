// npm run bench:script-time -- [--against <commit>] [--runs N]: the main thread's CPU time of band.js's start-up on
// every route and on the partner gig list, read from Chromium's trace: the thread time of EvaluateScript (what the main
// thread compiles, and the run with the first render), then of Layout; the script evaluated inline in one task, and
// loaded as a page loads it. Thread time leaves out the time the thread waits for a CPU, so on a shared machine it
// moves by a few per cent where wall-clock time moves by half (issue 39). Each route with the band's data and with ten
// years of generated history (test/fixtures/tenYears.ts), the working tree's code against another commit's (HEAD by
// default, checked out into a temporary folder, this repository's node_modules lent to it), interleaved. Not part of
// the test run.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/build/textAssets.mjs';
import { launch, ROOT } from '../setup/browser';
import { ROUTES } from '../setup/routes';
import { median } from './stats';

const args = process.argv.slice(2);
/** The value after `--name`, if given. */
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs')) || 10;
const AGAINST = option('--against') ?? 'HEAD';

/** The other commit's tree, beside this one's, sharing its node_modules. */
const other = await mkdtemp(join(tmpdir(), 'band-against-'));
execFileSync('git', ['worktree', 'add', '--detach', other, AGAINST], { cwd: ROOT, stdio: 'ignore' });
await symlink(join(ROOT, 'node_modules'), join(other, 'node_modules'));

/** band.js from a tree's own build code, with today's data (the band's) and with ten years of generated history. */
async function buildsOf(root: string): Promise<Record<'today' | 'tenYears', string>> {
  const { bundleOptions, compress } = await import(join(root, 'src/build/bundle.ts'));
  const { loadData } = await import(join(root, 'src/build/loadData.ts'));
  const { readDataOrThrow } = await import(join(root, 'src/data/readData.ts'));
  const { onlyOutput } = await import(join(root, 'src/build/onlyOutput.ts'));
  const { tenYearsOfGigs, tenYearsOfSongs } = await import('../fixtures/tenYears');
  const today = await loadData();
  const tenYears = readDataOrThrow({ band: today.band, gigs: tenYearsOfGigs(new Date()), songs: tenYearsOfSongs() });
  const build = async (data: unknown) => {
    const options = bundleOptions(data);
    const result = await esbuild.build({
      ...options,
      absWorkingDir: root,
      define: { ...options.define, 'process.env.NODE_ENV': '"production"' },
      write: false,
    });
    return new TextDecoder().decode(await compress(onlyOutput(result, 'src/main.tsx').text));
  };
  return { today: await build(today), tenYears: await build(tenYears) };
}
/** Every build: each tree's code with each data, named by both. The other tree is removed whatever happens. */
let builds: { name: string; text: string }[];
try {
  builds = Object.entries({ [AGAINST]: await buildsOf(other), 'this tree': await buildsOf(ROOT) }).flatMap(([code, forms]) =>
    Object.entries(forms).map(([data, text]) => ({ name: `${code}, ${data}`, text })),
  );
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', other], { cwd: ROOT, stdio: 'ignore' });
  await rm(other, { recursive: true, force: true });
}

const PAGES = [
  ...ROUTES.map(([hash, h1]) => ({ label: hash, view: 'app', hash, heading: h1 })),
  { label: 'partner list', view: 'gigs', hash: '', heading: null },
];
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const build = builds[Number(url.searchParams.get('build'))];
  if (url.pathname === '/band.js' && build) {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    res.end(build.text);
    return;
  }
  // A page with the widget's element, and band.js as dist/index.html loads it when a build is named.
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  const script = build ? `<script src="/band.js?build=${url.searchParams.get('build')}" defer></script>` : '';
  res.end(
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bench</title><link rel="icon" href="data:,"></head><body><div data-band-widget="${url.pathname === '/gigs' ? 'gigs' : 'app'}"></div>${script}</body></html>`,
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const browser = await launch();

/** Evaluates the script inline in one task and forces the layout of its first page; its first heading's text. */
const startUp = `(code) => {
  const script = document.createElement('script');
  script.textContent = code;
  document.head.append(script);
  const heading = document.querySelector('[data-band-widget]').shadowRoot?.querySelector('h1, h2');
  heading?.getBoundingClientRect();
  return heading ? heading.textContent : null;
}`;
const MEASURES = ['EvaluateScript', 'Layout'] as const;
type Trace = { traceEvents: { name: string; ph: string; tdur?: number }[] };
const samples = new Map<string, number[]>();
/** The main thread's time in each measure, from a trace. */
const threadTimes = ({ traceEvents }: Trace) =>
  MEASURES.map(
    (measure) => traceEvents.filter((e) => e.ph === 'X' && e.name === measure).reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000,
  );
/** `inline`: evaluated in one task, every compile on the main thread; `loaded`: a deferred <script src>, compiled while it streams in. */
const HOW = ['inline', 'loaded'] as const;
for (let run = 0; run < RUNS; run++) {
  for (const page of PAGES) {
    // Who goes first rotates, so no build always gets the warmer slot.
    for (const at of [...builds.keys()].map((i) => (i + run) % builds.length)) {
      const build = builds[at]!;
      for (const how of HOW) {
        const context = await browser.newContext({ viewport: { width: 375, height: 740 }, timezoneId: 'Europe/Berlin' });
        const tab = await context.newPage();
        let heading: string | null;
        if (how === 'inline') {
          await tab.goto(`${origin}/${page.view}${page.hash}`);
          await browser.startTracing(tab, { categories: ['devtools.timeline'] });
          heading = (await tab.evaluate(`(${startUp})(${JSON.stringify(build.text)})`)) as string | null;
        } else {
          await browser.startTracing(tab, { categories: ['devtools.timeline'] });
          await tab.goto(`${origin}/${page.view}?build=${at}${page.hash}`);
          const found = await tab.waitForFunction(() => document.querySelector('[data-band-widget]')?.shadowRoot?.querySelector('h1, h2'));
          heading = await found.evaluate((h) => (h as HTMLElement).textContent);
          // A frame for the layout the first render leads to.
          await tab.evaluate(() => new Promise(requestAnimationFrame));
        }
        const times = threadTimes(JSON.parse((await browser.stopTracing()).toString()) as Trace);
        if (!heading || (page.heading && heading !== page.heading))
          throw new Error(`${build.name}: ${page.label} did not render (${heading})`);
        MEASURES.forEach((measure, i) => {
          const key = `${page.label}|${build.name}|${how}|${measure}`;
          samples.set(key, [...(samples.get(key) ?? []), times[i]!]);
        });
        await context.close();
      }
    }
  }
  process.stdout.write(`\rrounds: ${run + 1}/${RUNS}`);
}
process.stdout.write('\n\n');
const version = browser.version();
await browser.close();
server.close();

const cell = (page: string, build: string, how: string, measure: string) =>
  median(samples.get(`${page}|${build}|${how}|${measure}`) ?? [NaN]).toFixed(1);
for (const how of HOW) {
  console.log(
    how === 'inline'
      ? `Main-thread CPU time, ms, the script evaluated inline in one task (every compile on the main thread), median of ${RUNS} rounds: script + layout\n`
      : `\nMain-thread CPU time, ms, the script loaded as dist/index.html loads it (a deferred <script src>, compiled while it streams in), median of ${RUNS} rounds: script + layout\n`,
  );
  console.log(`| page | ${builds.map((b) => b.name).join(' | ')} |`);
  console.log(`|---|${builds.map(() => '---|').join('')}`);
  for (const page of PAGES) {
    console.log(
      `| ${page.label} | ${builds.map((b) => `${cell(page.label, b.name, how, 'EvaluateScript')} + ${cell(page.label, b.name, how, 'Layout')}`).join(' | ')} |`,
    );
  }
}
console.log(`\nChromium ${version}; ${AGAINST}: the commit measured against.`);
