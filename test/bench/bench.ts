// npm run bench: the shipped bundle (preact/compat) against the same source built with
// real React and against the static floor: the same final DOM and CSS of Home, of
// Auftritte and of the partner gig list, set as one innerHTML string into a shadow root,
// no framework. Measured in one run in Debian's Chromium, interleaved, two ways: as a page
// loads it (a deferred <script src>, compiled while it streams in) and evaluated inline in
// one task (every compile on the main thread). Then the band's page as built (index.html,
// prerendered) on Slow 4G at 4x: its Largest Contentful Paint against the same page saved
// as static HTML with no script, and whether its first contentful frame is the final page.
// Not part of the test run.
//
//   npm run bench                  20 cold loads per build, then the band's page on Slow 4G, then Lighthouse
//   npm run bench -- --runs 40     more loads
//   npm run bench -- --no-lighthouse
//   npm run bench -- --ten-years    the band's own details with ten years of generated gigs and songs
//                                   (test/fixtures/tenYears.ts) instead of its data
//   npm run bench -- --photos       with five photos in the data, the first leading Home (issue 48; the fixture's
//                                   pictures, whose files the bench does not serve: the start-up, not the photo)
//
// Beside the shipped build it measures the same code with the data in each other form band.js could carry it
// (DataForm in src/build/bundle.ts: the object literal of before issue 39 and one JSON string, both making every
// gig on first use), and prints each form's ratios to the static floor side by side.
import * as esbuild from 'esbuild';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { emptyData } from '../../src/build/budget';
import { bundleOptions as optionsFor, buildBundle, compress, DATA_FORM, widgetCss, type DataForm } from '../../src/build/bundle';
import { buildDayFromEnv } from '../../src/build/buildDayFromEnv';
import { buildKit } from '../../src/build/kit';
import '../../src/build/textAssets.mjs';
import { loadData } from '../../src/build/loadData';
import { onlyOutput } from '../../src/build/onlyOutput';
import { readDataOrThrow } from '../../src/data/readData';
import { CHROMIUM, launch, ROUTES } from '../setup/browser';
import { contentful, differing, pixels, recordFrames, slow4g } from '../setup/frames';
import { parseHeadersFile } from '../setup/headers';
import { must } from '../setup/must';
import { staticCopy } from './staticCopy';
import { median, quartiles } from './stats';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 20;
const LIGHTHOUSE = !args.includes('--no-lighthouse');
const TEN_YEARS = args.includes('--ten-years');
const PHOTOS = args.includes('--photos');
const THROTTLE = 4;

// --- builds -----------------------------------------------------------------

/**
 * The band's data with every gig moved by whole weeks, so that the middle one lies one to two
 * weeks ahead: the pages show upcoming and past gigs and the next-event box on the real clock,
 * whatever year the data is from. No fake clock: it is a script library the bundle would call
 * for every Date and timer and the static floor never does (it added about 40 ms to Home's
 * start-up at 4x and made the ratio look 0.5 worse than it is).
 */
function aroundToday<T extends { gigs: { date: Date }[] }>(data: T, today = new Date()): T {
  const dates = data.gigs.map((gig) => gig.date.getTime()).sort((a, b) => a - b);
  if (!dates.length) return data;
  const week = 7 * 86_400_000;
  const weeks = Math.ceil((today.getTime() + week - must(dates[Math.floor(dates.length / 2)], 'the middle gig')) / week);
  const moved = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + 7 * weeks);
  return { ...data, gigs: data.gigs.map((gig) => ({ ...gig, date: moved(gig.date) })) };
}

/** The band's data, or its details with ten years of history around today (generated, never moved). */
async function dataOf(tenYears: boolean) {
  const data = await loadData();
  if (!tenYears) return data;
  const { tenYearsOfGigs, tenYearsOfSongs } = await import('../fixtures/tenYears');
  return readDataOrThrow({ band: data.band, gigs: tenYearsOfGigs(new Date()), songs: tenYearsOfSongs() });
}
const withoutPhotos = TEN_YEARS ? await dataOf(true) : aroundToday(await dataOf(false));
/** With --photos: five photos, the first leading Home, as test/fixtures/media.ts makes them. */
async function withPhotos<T extends object>(data: T): Promise<T> {
  const { picture, siteMedia } = await import('../fixtures/media');
  const photos = ['buehne', 'tanzflaeche', 'sommerfest', 'hochzeit', 'probe'].map((stem, i) => ({
    picture: picture(stem, 4032, 3024, [480, 720, 960, 1600]),
    alt: `Upgrade live, Bild ${i + 1}`,
    credit: 'Anna Beispiel',
  }));
  return { ...data, media: siteMedia({ photos }) };
}
const benchData = PHOTOS ? await withPhotos(withoutPhotos) : withoutPhotos;
const bundleOptions = optionsFor(benchData);
const production = { 'process.env.NODE_ENV': '"production"' };
async function bundle(extra: esbuild.BuildOptions, form: DataForm = DATA_FORM): Promise<string> {
  const result = await esbuild.build({ ...(optionsFor(benchData, form) as esbuild.BuildOptions), ...extra, write: false });
  return new TextDecoder().decode(await compress(onlyOutput(result, 'src/main.tsx').text));
}

/** The data forms measured beside the shipped one (DATA_FORM), as builds named by their form. */
const FORMS = (['literal', 'json', 'parts'] as const).filter((form) => form !== DATA_FORM);
type Form = (typeof FORMS)[number];
const builds = {
  preact: await bundle({ define: { ...bundleOptions.define, ...production } }),
  react: await bundle({ define: { ...bundleOptions.define, ...production }, tsconfig: 'test/bench/tsconfig.react.json' }),
  ...(Object.fromEntries(
    await Promise.all(FORMS.map(async (form) => [form, await bundle({ define: { ...bundleOptions.define, ...production } }, form)])),
  ) as Record<Form, string>),
};
type Build = keyof typeof builds | 'static';

const dir = await mkdtemp(join(tmpdir(), 'band-bench-'));
const benchHtml = (view: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bench</title><link rel="icon" href="data:,"></head><body><div data-band-widget="${view}"></div></body></html>`;
await writeFile(join(dir, 'bench.html'), benchHtml('app'));
await writeFile(join(dir, 'bench-gigs.html'), benchHtml('gigs'));
// The band's page as the build writes it, from the bench's data and prerendered for today (as a build
// today would), with band.js from this run's shipped build; static.html is the same page saved as one
// static HTML file, no script at all and its CSS inline: the floor of its paint.
process.env.SOURCE_DATE_EPOCH = String(Math.floor(Date.now() / 1000));
// Imported only now, with the text loader registered: the pages render the app's components, which import pictures.
const { renderStatic } = await import('../../src/static/index');
const site = renderStatic(benchData, new TextEncoder().encode(builds.preact), await buildKit(), {
  widgetCss: await widgetCss(),
  day: buildDayFromEnv().day,
});
await mkdir(join(dir, 'site'));
for (const file of ['index.html', 'site.css', 'nojs.css', 'favicon.svg'] as const)
  await writeFile(join(dir, 'site', file), site[`dist/${file}`]);
await writeFile(join(dir, 'site/band.js'), builds.preact);
const withoutScript = staticCopy(site['dist/index.html'])
  // A page that still links site.css (before issue 31) gets it inline, as the page does since.
  .replace(/<link rel="stylesheet" href="site\.css[^"]*">/, () => `<style>${site['dist/site.css']}</style>`);
await writeFile(join(dir, 'site/static.html'), withoutScript);

// --- measuring ---------------------------------------------------------------

// The bench folder, and the pages that load each build as a host page does (/load?build=…&floor=…).
const { createServer } = await import('node:http');
// The headers of this run's build (its policy allows this run's inline CSS by its hash).
const hosting = parseHeadersFile(site['dist/_headers']);
const benchServer = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const path = url.pathname;
  if (path === '/load') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const floor = url.searchParams.get('floor') as Floor;
    res.end(loadPage(`/code/${url.searchParams.get('build')}-${floor}.js`, FLOOR[floor].view));
    return;
  }
  // --photos: the fixture's photos, which band.js names beside itself, are not there (the start-up, not the photo).
  if (path.startsWith('/code/photos/')) return void res.writeHead(404).end();
  if (path.startsWith('/code/')) {
    // Sent as dist/_headers sends band.js, gzip-compressed as hosts do.
    const [name, floor] = path.slice(6, -3).split('-') as [Build, Floor];
    res.writeHead(200, { ...hosting['band.js'], 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    res.end(gzipSync(name === 'static' ? statics[floor] : builds[name]));
    return;
  }
  try {
    const body = await readFile(join(dir, path));
    // The band's page and its files with the headers its host sends (from dist/_headers; static.html as
    // index.html), compressed as hosts do.
    const file = path.startsWith('/site/') ? (path === '/site/static.html' ? 'index.html' : path.slice(6)) : '';
    const { 'content-security-policy': _, ...floorHeaders } = must(hosting['index.html'], 'the headers of index.html');
    // The floor is a plain static file: no policy, whose hashes it would not match before issue 31.
    const headers = (path === '/site/static.html' ? floorHeaders : hosting[file]) ?? {
      'content-type': path.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8',
    };
    const zipped =
      /^(text|application\/xml|image\/svg)/.test(headers['content-type'] ?? '') && /\bgzip\b/.test(String(req.headers['accept-encoding']));
    res.writeHead(200, { ...headers, ...(zipped ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}) });
    res.end(zipped ? gzipSync(body) : body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((r) => benchServer.listen(0, '127.0.0.1', r));
const benchOrigin = `http://127.0.0.1:${(benchServer.address() as { port: number }).port}`;

const browser: Browser = await launch();

async function freshPage(
  throttle = THROTTLE,
): Promise<{ page: Page; close: () => Promise<void>; cdp: import('playwright-core').CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await context.addInitScript('globalThis.__name ??= (fn) => fn');
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { page, cdp, close: () => context.close() };
}

/** Executes the bundle's text inside one task and forces layout of the first page; `title` is its heading's selector. */
const startUp = `(code, title = 'h1') => {
  const t0 = performance.now();
  const script = document.createElement('script');
  script.textContent = code;
  document.head.append(script);
  const root = document.querySelector('[data-band-widget]').shadowRoot;
  const h1 = root && root.querySelector(title);
  if (h1) h1.getBoundingClientRect();
  return { ms: performance.now() - t0, h1: h1 ? h1.textContent : null };
}`;

/**
 * A host page that loads a build as dist/index.html loads band.js: a deferred <script src>,
 * which Chromium compiles while it streams in. Timed from just before the widget's element to
 * its page laid out, after DOMContentLoaded (a deferred script has run by then).
 */
function loadPage(src: string, view: 'app' | 'gigs'): string {
  const done = `addEventListener('DOMContentLoaded', () => {
    const h1 = document.querySelector('[data-band-widget]').shadowRoot?.querySelector('${view === 'app' ? 'h1' : 'h2'}');
    h1?.getBoundingClientRect();
    window.loaded = { ms: performance.now() - t0, h1: h1 ? h1.textContent : null };
  })`;
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bench</title><link rel="icon" href="data:,"></head>
<body><script>const t0 = performance.now(); ${done}</script><div data-band-widget="${view}"></div><script src="${src}" defer></script></body></html>`;
}

/** Start-up as a page loads the build (see loadPage), at the given CPU throttling. */
async function loaded(name: Build, floor: Floor, hash: string, throttle: number): Promise<{ ms: number; h1: string | null }> {
  const { page, close } = await freshPage(throttle);
  await page.goto(`${benchOrigin}/load?build=${name}&floor=${floor}${hash}`);
  const result = (await (await page.waitForFunction('window.loaded')).jsonValue()) as { ms: number; h1: string | null };
  await close();
  return result;
}

const routeChange = `async () => {
  const root = document.querySelector('[data-band-widget]').shadowRoot;
  const go = (hash, title) => new Promise((resolve) => {
    const t0 = performance.now();
    const observer = new MutationObserver(() => {
      const h1 = root.querySelector('h1');
      if (h1 && h1.textContent === title) {
        observer.disconnect();
        h1.getBoundingClientRect();
        resolve(performance.now() - t0);
      }
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    location.hash = hash;
  });
  const auftritte = await go('#/auftritte', 'Auftritte');
  const programm = await go('#/programm', 'Aktuelle Songauswahl');
  return auftritte + programm;
}`;

async function heapUsed(cdp: import('playwright-core').CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** The text of every page, to prove both builds render the same site. */
async function pageTexts(code: string): Promise<string[]> {
  const { page, close } = await freshPage();
  await page.goto(`${benchOrigin}/bench.html`);
  await page.evaluate(`(${startUp})(${JSON.stringify(code)})`);
  const texts: string[] = [];
  for (const [hash, title] of ROUTES) {
    await page.evaluate((h) => (location.hash = h), hash);
    await page.waitForFunction(
      (t) => document.querySelector('[data-band-widget]')!.shadowRoot!.querySelector('h1')?.textContent === t,
      title,
    );
    texts.push(
      await page.evaluate(
        () => (document.querySelector('[data-band-widget]')!.shadowRoot!.querySelector('.band') as HTMLElement).innerText,
      ),
    );
  }
  await close();
  return texts;
}

const preactTexts = await pageTexts(builds.preact);
for (const other of ['react', ...FORMS] as const) {
  const texts = await pageTexts(builds[other]);
  ROUTES.forEach(([hash], i) => {
    const text = preactTexts[i];
    if (text === undefined || text !== texts[i] || text.length < 100) {
      throw new Error(`the ${other} build renders ${hash} differently from the shipped build`);
    }
  });
}
console.log(`All ${2 + FORMS.length} builds render all ${ROUTES.length} pages with the same text.\n`);

// --- the static floor ----------------------------------------------------------------

/** Home, Auftritte and the partner gig list as the shipped build leaves them: the shadow root's HTML and its stylesheet's text. */
const FLOORS = [
  ['home', '#/', 'Upgrade your Event'],
  ['auftritte', '#/auftritte', 'Auftritte'],
  ['giglist', '', `Live-Termine von ${benchData.band.name}`],
] as const;
type Floor = (typeof FLOORS)[number][0];
/** Where each floor is shown: the app's page (its h1) or the partner gig list (its h2). */
const FLOOR: Record<Floor, { view: 'app' | 'gigs'; page: string; title: string; label: string }> = {
  home: { view: 'app', page: 'bench.html', title: 'h1', label: 'Home' },
  auftritte: { view: 'app', page: 'bench.html', title: 'h1', label: 'Auftritte' },
  giglist: { view: 'gigs', page: 'bench-gigs.html', title: 'h2', label: 'the partner gig list' },
};

const capture = `() => {
  const root = document.querySelector('[data-band-widget]').shadowRoot;
  const css = [...root.adoptedStyleSheets].flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\\n');
  const band = root.querySelector('.band');
  return { html: root.innerHTML, css, text: band.innerText, height: Math.round(root.host.getBoundingClientRect().height) };
}`;

/** A script that shows the captured page the cheapest way a script can. */
const staticScript = (html: string, css: string) =>
  `(() => { const root = document.querySelector('[data-band-widget]').attachShadow({ mode: 'open' }); const sheet = new CSSStyleSheet(); sheet.replaceSync(${JSON.stringify(css)}); root.adoptedStyleSheets = [sheet]; root.innerHTML = ${JSON.stringify(html)}; })();`;

type Captured = { html: string; css: string; text: string; height: number };
async function captured(code: string, floor: Floor, hash: string): Promise<Captured> {
  const { page, close } = await freshPage();
  await page.goto(`${benchOrigin}/${FLOOR[floor].page}${hash}`);
  await page.evaluate(`(${startUp})(${JSON.stringify(code)}, ${JSON.stringify(FLOOR[floor].title)})`);
  await page.waitForTimeout(300);
  const result = (await page.evaluate(`(${capture})()`)) as Captured;
  await close();
  return result;
}

const statics = {} as Record<Floor, string>;
for (const [floor, hash] of FLOORS) {
  const real = await captured(builds.preact, floor, hash);
  statics[floor] = staticScript(real.html, real.css);
  const copy = await captured(statics[floor], floor, hash);
  if (copy.text !== real.text || Math.abs(copy.height - real.height) > 1) {
    throw new Error(`the static floor of ${floor} is not the same page (text or height differ: ${copy.height} vs ${real.height} px)`);
  }
}
console.log('The static floors show the same text at the same height as the shipped build.\n');

// --- cold start-up, interleaved ---------------------------------------------------------

type Sample = { loaded: number; loaded1x: number; startUp: number; route: number; heap: number; heapDelta: number };
const samples = {} as Record<Floor, Record<Build, Sample[]>>;
const order: Build[] = ['preact', 'react', ...FORMS, 'static'];
for (const [floor] of FLOORS) samples[floor] = Object.fromEntries(order.map((name) => [name, []])) as unknown as Record<Build, Sample[]>;
for (let run = 0; run < RUNS; run++) {
  for (const [floor, hash, title] of FLOORS) {
    // Rotate who goes first, so no build always gets the warmer (or colder) slot.
    for (const name of [...order.slice(run % order.length), ...order.slice(0, run % order.length)]) {
      const load = await loaded(name, floor, hash, THROTTLE);
      const load1x = await loaded(name, floor, hash, 1);
      for (const { h1 } of [load, load1x]) if (h1 !== title) throw new Error(`${name}: ${floor} did not render as a page loads it (${h1})`);
      const { page, cdp, close } = await freshPage();
      await page.goto(`${benchOrigin}/${FLOOR[floor].page}${hash}`);
      const before = await heapUsed(cdp);
      const code = name === 'static' ? statics[floor] : builds[name];
      const result = (await page.evaluate(`(${startUp})(${JSON.stringify(code)}, ${JSON.stringify(FLOOR[floor].title)})`)) as {
        ms: number;
        h1: string;
      };
      if (result.h1 !== title) throw new Error(`${name}: ${floor} did not render (${result.h1})`);
      // Let the first render's effects and paint settle: a route change is measured in a page at rest.
      await page.waitForTimeout(300);
      const route = name === 'static' || floor !== 'home' ? NaN : ((await page.evaluate(`(${routeChange})()`)) as number);
      const heap = await heapUsed(cdp);
      samples[floor][name].push({ loaded: load.ms, loaded1x: load1x.ms, startUp: result.ms, route, heap, heapDelta: heap - before });
      await close();
    }
  }
  process.stdout.write(`\rcold loads: ${run + 1}/${RUNS}`);
}
process.stdout.write('\n\n');

// --- the band's page on Slow 4G: Largest Contentful Paint and the first contentful frame ----------

/** Slow 4G (150 ms round trip, 1.6 Mbit/s) and 4x CPU: a mid-range phone on a poor line. */
async function slowPhone() {
  const fresh = await freshPage(THROTTLE);
  await slow4g(fresh.cdp);
  return fresh;
}

/** One cold load of `url` on a slow phone: its paint metrics once it has settled. */
async function paintOf(url: string): Promise<{ fcp: number; lcp: number; cls: number }> {
  const { page, close } = await slowPhone();
  await page.addInitScript(() => {
    const w = window as unknown as { metrics: { fcp: number; lcp: number; cls: number } };
    w.metrics = { fcp: NaN, lcp: NaN, cls: 0 };
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (w.metrics.fcp = e.startTime)),
    ).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.metrics.lcp = e.startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.metrics.cls += (e as unknown as { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const metrics = await page.evaluate(() => (window as unknown as { metrics: { fcp: number; lcp: number; cls: number } }).metrics);
  await close();
  return metrics;
}

const PAINTED = [
  ['#/', 'Home'],
  ['#/auftritte', 'Auftritte'],
] as const;
type PaintSample = { fcp: number; lcp: number; cls: number };
const paint = Object.fromEntries(PAINTED.map(([hash]) => [hash, { page: [] as PaintSample[], floor: [] as PaintSample[] }]));
const PAINT_RUNS = Math.max(9, RUNS);
for (let run = 0; run < PAINT_RUNS; run++) {
  for (const [hash] of PAINTED) {
    // Interleaved, who goes first alternating: the page as built, and the same page with no script.
    const both = [
      ['page', 'index.html'],
      ['floor', 'static.html'],
    ] as const;
    for (const [kind, file] of run % 2 ? [...both].reverse() : both)
      must(paint[hash], hash)[kind].push(await paintOf(`${benchOrigin}/site/${file}${hash}`));
  }
  process.stdout.write(`\rindex.html on Slow 4G: ${run + 1}/${PAINT_RUNS}`);
}
process.stdout.write('\n');

/**
 * Each route loaded on a slow phone with band.js as it comes: every frame Chromium painted until the
 * page settled, compared with the final one pixel by pixel (the browser tests hold band.js back instead).
 */
const firstFrames: [string, string][] = [];
for (const [hash] of ROUTES) {
  const { page, cdp, close } = await slowPhone();
  const { frames, stop } = await recordFrames(cdp);
  await page.goto(`${benchOrigin}/site/index.html${hash}`, { waitUntil: 'load' });
  await page.waitForFunction(() => !!document.querySelector('[data-band-widget]')?.shadowRoot?.querySelector('h1'));
  await page.waitForTimeout(1000);
  const final = pixels(await page.screenshot());
  await stop();
  const shown = frames.map(pixels).filter(contentful);
  const off = shown.map((frame) => differing(frame, final));
  firstFrames.push([
    hash,
    !shown.length
      ? 'no frame recorded'
      : off.every((n) => n === 0)
        ? `yes (${shown.length} contentful frames, all the final page)`
        : `NO: ${off.map((n) => `${n} px`).join(', ')} differ`,
  ]);
  await close();
}

// --- report -------------------------------------------------------------------------

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const bytes = (n: number) => `${n.toLocaleString('en-US')} B`;

/** Where the bundle's bytes go: esbuild's metafile, its inputs grouped into the parts a reader would name. */
async function partSizes(data: Awaited<ReturnType<typeof loadData>>): Promise<[string, number][]> {
  const PARTS: [string, RegExp][] = [
    ['Preact core', /preact\/dist\//],
    ['hooks', /preact\/hooks\//],
    ['compat', /preact\/(compat|jsx-runtime)\//],
    ['styles', /\.css$/],
    ['band data', /src\/data\/(shipped|pack)\.ts$/],
    ['Impressum and privacy', /pages\/Impressum\.tsx$/],
    ['song finder and wish list', /(SongFinder|WishList|Programm)\.tsx$|domain\/(songFinder|songs|fold)\.ts$/],
    ['gig lists and calendar files', /(GigSections|GigListView|Auftritte)\.tsx$|domain\/(gigs|selectGigs|ics|dates|siteUrls|texts)\.ts$/],
    ['mounting and options', /src\/(main\.tsx|widget\/|domain\/options\.ts$)/],
  ];
  const result = await esbuild.build({ ...(optionsFor(data) as esbuild.BuildOptions), write: false, metafile: true });
  const totals = new Map<string, number>();
  const [output] = Object.values(must(result.metafile, 'the metafile').outputs);
  for (const [input, { bytesInOutput }] of Object.entries(must(output, 'the bundle').inputs)) {
    const part = PARTS.find(([, test]) => test.test(input))?.[0] ?? 'the other pages and the shell';
    totals.set(part, (totals.get(part) ?? 0) + bytesInOutput);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
const size = (code: string) => {
  const bytes = Buffer.from(code);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
};
const sizes = { preact: size(builds.preact), react: size(builds.react) };
const col = (floor: Floor, name: Build, key: keyof Sample) => samples[floor][name].map((s) => s[key]);
const pairRatio = (floor: Floor, key: keyof Sample, other: Build, build: Build = 'preact') =>
  median(samples[floor][build].map((s, i) => s[key] / (samples[floor][other][i]?.[key] ?? NaN))).toFixed(2);
const ms = (floor: Floor, name: Build, key: keyof Sample) =>
  `${median(col(floor, name, key)).toFixed(1)} ms (${quartiles(col(floor, name, key))})`;
const mb = (name: Build, key: keyof Sample) => `${(median(col('home', name, key)) / 1048576).toFixed(2)} MB`;

// Bytes: the whole bundle, its code and styles alone (built with no data), and the data's share.
const data = await dataOf(TEN_YEARS);
const shipped = size(new TextDecoder().decode(await buildBundle(data)));
const codeOnly = size(new TextDecoder().decode(await buildBundle(emptyData(data))));
const parts = await partSizes(data);

const version = browser.version();
await browser.close();

/** A row per start-up measure and floor: as loaded at THROTTLE and unthrottled, and inline at THROTTLE. */
const startUpRows = (row: (floor: Floor, key: keyof Sample, how: string) => string) =>
  (
    [
      ['loaded', `as a page loads it, ${THROTTLE}x`],
      ['loaded1x', 'as a page loads it, unthrottled'],
      ['startUp', `inline in one task, ${THROTTLE}x`],
    ] as const
  ).flatMap(([key, how]) => FLOORS.map(([floor]) => row(floor, key, how)));

/** What each data form does (DataForm in src/build/bundle.ts). */
const FORM_LABELS: Record<DataForm, string> = {
  literal: 'one object literal, every gig made on first use (before issue 39)',
  json: 'one JSON text, every gig made on first use',
  parts: 'JSON texts, each gig made when a page asks for it',
};

const lines = [
  `| | shipped (preact/compat) | React 19 build | static floor | shipped ÷ React | shipped ÷ static floor |`,
  `|---|---|---|---|---|---|`,
  ...startUpRows(
    (floor, key, how) =>
      `| start-up of ${FLOOR[floor].label} ${how}, median (IQR) | ${ms(floor, 'preact', key)} | ${ms(floor, 'react', key)} | ${ms(floor, 'static', key)} | ${pairRatio(floor, key, 'react')} | ${pairRatio(floor, key, 'static')} |`,
  ),
  `| route change Home → Auftritte → Programm | ${ms('home', 'preact', 'route')} | ${ms('home', 'react', 'route')} | | ${pairRatio('home', 'route', 'react')} | |`,
  `| JS heap added by the widget (Home) | +${mb('preact', 'heapDelta')} | +${mb('react', 'heapDelta')} | +${mb('static', 'heapDelta')} | | |`,
  `| bytes gzip (brotli) | ${kb(sizes.preact.gzip)} (${kb(sizes.preact.brotli)}) | ${kb(sizes.react.gzip)} (${kb(sizes.react.brotli)}) | | ${(sizes.preact.gzip / sizes.react.gzip).toFixed(2)} | |`,
  '',
  `The data's forms (DataForm in src/build/bundle.ts), each build's start-up ÷ the static floor, medians of the pairs measured side by side:`,
  '',
  `| | ${[DATA_FORM, ...FORMS].map((form) => `${form}: ${FORM_LABELS[form]}${form === DATA_FORM ? ' (shipped)' : ''}`).join(' | ')} |`,
  `|---|${['preact', ...FORMS].map(() => '---|').join('')}`,
  ...startUpRows(
    (floor, key, how) =>
      `| ${FLOOR[floor].label} ${how} | ${(['preact', ...FORMS] as const).map((name) => `${pairRatio(floor, key, 'static', name)} (${median(col(floor, name, key)).toFixed(1)} ms)`).join(' | ')} |`,
  ),
  `| bytes gzip | ${(['preact', ...FORMS] as const).map((name) => bytes(size(builds[name]).gzip)).join(' | ')} |`,
  '',
  `Bytes of band.js as the build writes it, gzip -9: ${bytes(shipped.gzip)} all-in = code and styles ${bytes(codeOnly.gzip)} + band data ${bytes(shipped.gzip - codeOnly.gzip)} (${bytes(shipped.raw)} raw).`,
  `By part, raw bytes in esbuild's minified output (before terser): ${parts.map(([part, n]) => `${part} ${bytes(n)}`).join(', ')}.`,
  '',
  `The band's page (index.html, prerendered, band.js async, or after the leading photo where one leads Home) on Slow 4G (150 ms, 1.6 Mbit/s) at ${THROTTLE}x CPU, served with dist/'s headers and gzip, ${PAINT_RUNS} cold loads each, interleaved with the same page saved with no script:`,
  '',
  `| | index.html | the same page, no script | index.html ÷ no script |`,
  `|---|---|---|---|`,
  ...PAINTED.flatMap(([hash, label]) => {
    const { page: loads, floor } = must(paint[hash], hash);
    const col = (xs: PaintSample[], key: keyof PaintSample) =>
      `${median(xs.map((x) => x[key])).toFixed(0)} ms (${quartiles(xs.map((x) => x[key]))})`;
    const ratio = (key: keyof PaintSample) => median(loads.map((x, i) => x[key] / (floor[i]?.[key] ?? NaN))).toFixed(2);
    return [
      `| ${label}: Largest Contentful Paint, median (IQR) | ${col(loads, 'lcp')} | ${col(floor, 'lcp')} | ${ratio('lcp')} |`,
      `| ${label}: First Contentful Paint | ${col(loads, 'fcp')} | ${col(floor, 'fcp')} | ${ratio('fcp')} |`,
      `| ${label}: Cumulative Layout Shift, worst | ${Math.max(...loads.map((x) => x.cls)).toFixed(3)} | ${Math.max(...floor.map((x) => x.cls)).toFixed(3)} | |`,
    ];
  }),
  '',
  `First contentful frame the final page (every frame painted, on the same slow phone, band.js as it comes): ${firstFrames.map(([hash, verdict]) => `${hash} ${verdict}`).join('; ')}.`,
  `index.html: ${bytes(Buffer.byteLength(site['dist/index.html']))} raw, ${bytes(gzipSync(site['dist/index.html'], { level: 9 }).length)} gzip with the bench's data.`,
  '',
  `${RUNS} rounds of cold loads per build and page, interleaved; 375 px viewport; ratios are medians of per-pair ratios.`,
  `"As a page loads it": a deferred <script src> (Chromium compiles it on a background thread while it streams in; DevTools throttling slows only the main thread, hence the unthrottled row too), timed from the widget's element to the page laid out. "Inline in one task": the script's text evaluated in one task, every compile on the main thread.`,
  `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores; Chromium ${version}; Node ${process.version}.`,
];
console.log(lines.join('\n'));

// --- Lighthouse ---------------------------------------------------------------------

for (const target of LIGHTHOUSE ? ['site/index.html', 'site/index.html#/programm', 'site/index.html#/auftritte'] : []) {
  console.log(`\nLighthouse 12 (mobile) on ${target} …`);
  try {
    const { stdout } = await promisify(execFile)(
      'npx',
      [
        '--yes',
        'lighthouse@12.8.2',
        `${benchOrigin}/${target}`,
        '--output=json',
        '--quiet',
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
    );
    const report = JSON.parse(stdout);
    const scores = Object.values(report.categories as Record<string, { title: string; score: number }>)
      .map((c) => `${c.title} ${Math.round(c.score * 100)}`)
      .join(', ');
    console.log(scores);
    for (const audit of Object.values(report.audits as Record<string, { score: number | null; title: string; scoreDisplayMode: string }>)) {
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual') {
        console.log(`  below 100: ${audit.title} (${audit.score})`);
      }
    }
  } catch (error) {
    console.log(`Lighthouse did not run: ${(error as Error).message.split('\n')[0]}`);
  }
}

benchServer.close();
await rm(dir, { recursive: true, force: true });
