// npm run bench: the shipped bundle (preact/compat) against the same source built with
// real React, measured in one run in Debian's Chromium. Not part of the test run.
//
//   npm run bench                  20 cold loads per build, then demo.html paint metrics, then Lighthouse
//   npm run bench -- --runs 40     more loads
//   npm run bench -- --no-lighthouse
import * as esbuild from 'esbuild';
import { mkdtemp, readFile, rm, writeFile, cp, mkdir } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { bundleOptions as optionsFor, compress, loadData } from '../../build.mjs';
import { CHROMIUM, launch, ROOT, serve } from '../setup/browser';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 20;
const LIGHTHOUSE = !args.includes('--no-lighthouse');
const THROTTLE = 4;
const PAGES = [
  ['#/', 'Upgrade your Event'],
  ['#/programm', 'Aktuelle Songauswahl'],
  ['#/auftritte', 'Auftritte'],
  ['#/kontakt', 'Kontakt'],
  ['#/impressum', 'Impressum'],
];

// --- builds -----------------------------------------------------------------

const bundleOptions = optionsFor(await loadData());
const production = { 'process.env.NODE_ENV': '"production"' };
async function bundle(extra: esbuild.BuildOptions): Promise<string> {
  const result = await esbuild.build({ ...(bundleOptions as esbuild.BuildOptions), ...extra, write: false });
  return new TextDecoder().decode(await compress(result.outputFiles![0].text));
}

const builds = {
  preact: await bundle({ define: { ...bundleOptions.define, ...production } }),
  react: await bundle({ define: { ...bundleOptions.define, ...production }, tsconfig: 'test/bench/tsconfig.react.json' }),
  floor: await bundle({ define: production, entryPoints: ['test/bench/floor.tsx'] }),
};
type Build = keyof typeof builds;

const dir = await mkdtemp(join(tmpdir(), 'band-bench-'));
await writeFile(join(dir, 'bench.html'), '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bench</title><link rel="icon" href="data:,"></head><body><div data-band-widget="app"></div></body></html>');
await mkdir(join(dir, 'dist'));
await writeFile(join(dir, 'dist/band.js'), builds.preact);
await cp(join(ROOT, 'demo.html'), join(dir, 'demo.html'));
await cp(join(ROOT, 'dist/og-image.png'), join(dir, 'dist/og-image.png'));

// --- measuring ---------------------------------------------------------------

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quartiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `${at(0.25).toFixed(1)}–${at(0.75).toFixed(1)}`;
};

const server = await serve();
const origin = server.origin.replace(/\/$/, '');
// The server serves the repo; the bench folder is reached through a path below /tmp, so serve it separately.
const { createServer } = await import('node:http');
const benchServer = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  try {
    const body = await readFile(join(dir, path));
    const type = path.endsWith('.html') ? 'text/html; charset=utf-8' : path.endsWith('.js') ? 'text/javascript' : 'image/png';
    res.writeHead(200, { 'content-type': type }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((r) => benchServer.listen(0, '127.0.0.1', r));
const benchOrigin = `http://127.0.0.1:${(benchServer.address() as { port: number }).port}`;
await server.close();
void origin;

const browser: Browser = await launch();

async function freshPage(): Promise<{ page: Page; close: () => Promise<void>; cdp: import('playwright-core').CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2025-09-01T12:00:00+02:00'));
  await context.addInitScript('globalThis.__name ??= (fn) => fn');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { page, cdp, close: () => context.close() };
}

/** Executes the bundle's text inside one task and forces layout of the first page. */
const startUp = `(code) => {
  const t0 = performance.now();
  const script = document.createElement('script');
  script.textContent = code;
  document.head.append(script);
  const root = document.querySelector('[data-band-widget]').shadowRoot;
  const h1 = root && root.querySelector('h1');
  if (h1) h1.getBoundingClientRect();
  return { ms: performance.now() - t0, h1: h1 ? h1.textContent : null };
}`;

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
  for (const [hash, title] of PAGES) {
    await page.evaluate((h) => (location.hash = h), hash);
    await page.waitForFunction((t) => document.querySelector('[data-band-widget]')!.shadowRoot!.querySelector('h1')?.textContent === t, title);
    texts.push(await page.evaluate(() => (document.querySelector('[data-band-widget]')!.shadowRoot!.querySelector('.band') as HTMLElement).innerText));
  }
  await close();
  return texts;
}

const [preactTexts, reactTexts] = [await pageTexts(builds.preact), await pageTexts(builds.react)];
PAGES.forEach(([hash], i) => {
  if (preactTexts[i] !== reactTexts[i] || preactTexts[i].length < 100) {
    throw new Error(`the React build renders ${hash} differently from the shipped build`);
  }
});
console.log(`Both builds render all ${PAGES.length} pages with the same text.\n`);

type Sample = { startUp: number; route: number; heap: number; heapDelta: number };
const samples: Record<Build, Sample[]> = { preact: [], react: [], floor: [] };
const order: Build[] = ['preact', 'react', 'floor'];
for (let run = 0; run < RUNS; run++) {
  // Rotate who goes first, so no build always gets the warmer (or colder) slot.
  for (const name of order.map((_, i) => order[(i + run) % order.length])) {
    const { page, cdp, close } = await freshPage();
    await page.goto(`${benchOrigin}/bench.html`);
    const before = await heapUsed(cdp);
    const result = (await page.evaluate(`(${startUp})(${JSON.stringify(builds[name])})`)) as { ms: number; h1: string };
    if (result.h1 !== 'Upgrade your Event') throw new Error(`${name}: the home page did not render (${result.h1})`);
    // Let the first render's effects and paint settle: a route change is measured in a page at rest.
    await page.waitForTimeout(300);
    const route = name === 'floor' ? NaN : ((await page.evaluate(`(${routeChange})()`)) as number);
    const heap = await heapUsed(cdp);
    samples[name].push({ startUp: result.ms, route, heap, heapDelta: heap - before });
    await close();
  }
  process.stdout.write(`\rcold loads: ${run + 1}/${RUNS}`);
}
process.stdout.write('\n\n');

// --- demo.html paint metrics ------------------------------------------------------

const paint = { fcp: [] as number[], lcp: [] as number[], cls: [] as number[] };
for (let run = 0; run < Math.min(RUNS, 10); run++) {
  const { page, close } = await freshPage();
  await page.addInitScript(() => {
    const w = window as unknown as { metrics: { fcp: number; lcp: number; cls: number } };
    w.metrics = { fcp: NaN, lcp: NaN, cls: 0 };
    new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (w.metrics.fcp = e.startTime))).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.metrics.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.metrics.cls += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${benchOrigin}/demo.html`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const m = await page.evaluate(() => (window as unknown as { metrics: { fcp: number; lcp: number; cls: number } }).metrics);
  paint.fcp.push(m.fcp);
  paint.lcp.push(m.lcp);
  paint.cls.push(m.cls);
  await close();
}

// --- report -------------------------------------------------------------------------

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const size = (code: string) => {
  const bytes = Buffer.from(code);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
};
const sizes = { preact: size(builds.preact), react: size(builds.react), floor: size(builds.floor) };
const col = (name: Build, key: keyof Sample) => samples[name].map((s) => s[key]);
const pairRatio = (key: keyof Sample, other: Build) =>
  median(samples.preact.map((s, i) => s[key] / samples[other][i][key])).toFixed(2);
const ms = (name: Build, key: keyof Sample) => `${median(col(name, key)).toFixed(1)} ms (${quartiles(col(name, key))})`;
const mb = (name: Build, key: keyof Sample) => `${(median(col(name, key)) / 1048576).toFixed(2)} MB`;

const version = browser.version();
await browser.close();

const lines = [
  `| | shipped (preact/compat) | React 19 build | ratio | empty widget (floor) | shipped ÷ floor |`,
  `|---|---|---|---|---|---|`,
  `| bytes raw | ${kb(sizes.preact.raw)} | ${kb(sizes.react.raw)} | ${(sizes.preact.raw / sizes.react.raw).toFixed(2)} | ${kb(sizes.floor.raw)} | |`,
  `| bytes gzip | ${kb(sizes.preact.gzip)} | ${kb(sizes.react.gzip)} | ${(sizes.preact.gzip / sizes.react.gzip).toFixed(2)} | ${kb(sizes.floor.gzip)} | |`,
  `| bytes brotli | ${kb(sizes.preact.brotli)} | ${kb(sizes.react.brotli)} | ${(sizes.preact.brotli / sizes.react.brotli).toFixed(2)} | ${kb(sizes.floor.brotli)} | |`,
  `| start-up to first page laid out, median (IQR) | ${ms('preact', 'startUp')} | ${ms('react', 'startUp')} | ${pairRatio('startUp', 'react')} | ${ms('floor', 'startUp')} | ${pairRatio('startUp', 'floor')} |`,
  `| route change Home → Auftritte → Programm | ${ms('preact', 'route')} | ${ms('react', 'route')} | ${pairRatio('route', 'react')} | | |`,
  `| JS heap used after mount (added by the widget) | ${mb('preact', 'heap')} (+${mb('preact', 'heapDelta')}) | ${mb('react', 'heap')} (+${mb('react', 'heapDelta')}) | ${pairRatio('heapDelta', 'react')} | ${mb('floor', 'heap')} (+${mb('floor', 'heapDelta')}) | |`,
  '',
  `demo.html, ${paint.fcp.length} cold loads: First Contentful Paint ${median(paint.fcp).toFixed(0)} ms, Largest Contentful Paint ${median(paint.lcp).toFixed(0)} ms, CLS ${Math.max(...paint.cls).toFixed(3)} (worst)`,
  '',
  `${RUNS} cold page loads per build, interleaved; ${THROTTLE}x CPU throttling; 375 px viewport; ratios are medians of per-pair ratios.`,
  `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores; Chromium ${version}; Node ${process.version}.`,
];
console.log(lines.join('\n'));

// --- Lighthouse ---------------------------------------------------------------------

if (LIGHTHOUSE) {
  console.log('\nLighthouse 12 (mobile) on demo.html …');
  try {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['--yes', 'lighthouse@12.8.2', `${benchOrigin}/demo.html`, '--output=json', '--quiet', '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run'],
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
