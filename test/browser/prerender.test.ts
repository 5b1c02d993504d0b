// The band's page prerendered (src/static/prerender.tsx): the first frame a visitor sees is the
// final page, on every route; without JavaScript it is the same site; and a page built weeks
// earlier is corrected to the visitor's day by band.js. The site is built from the test fixtures
// (test/fixtures/data/) as `npm run build` builds it, and served from memory as the band's host
// serves dist/: its _headers (the strict policy included) and gzip.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { produce } from '../../src/build/produce';
import { epochOfDay } from '../../src/static/buildDay';
import { parseHeadersFile } from '../setup/headers';
import { must } from '../setup/must';
import { contentful, differing, pixels, recordFrames, slow4g } from '../setup/frames';
import { launch, NOW, openPage, policyViolations, ROUTES, SCREENSHOTS, watchPolicy, WIDTHS } from '../setup/browser';
import { TEN_YEARS_NOW, tenYearsSite } from '../setup/tenYearsSite';
import { waitFor } from '../setup/waitFor';

/** The tests' day (NOW), and a build made four weeks and four days before it. */
const TODAY = '2025-09-01';
const EARLIER = '2025-08-01';

/** The whole dist/ built from the fixtures for `day`, by file name. */
async function buildFor(day: string): Promise<Record<string, Uint8Array | string>> {
  const before = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = epochOfDay(day);
  try {
    const { files } = await produce('test/fixtures/data');
    return Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.startsWith('dist/'))
        .map(([path, content]) => [path.slice(5), content]),
    );
  } finally {
    if (before === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = before;
  }
}

/** Serves a built dist/ as the band's host does: each file with its headers from _headers, text gzipped. */
async function host(files: Record<string, Uint8Array | string>): Promise<{ origin: string; server: Server }> {
  const rules = parseHeadersFile(String(files['_headers']));
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path === '/' ? 'index.html' : path.slice(1);
    const body = files[file];
    const headers = rules[file];
    if (body === undefined || !headers) return void res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
    const zipped = /^(text|application|image\/svg)/.test(headers['content-type'] ?? '');
    res.writeHead(200, { ...headers, ...(zipped ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}) });
    res.end(zipped ? gzipSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

/** Holds back band.js until `release()`: the page shows only what the HTML and CSS make of it. */
async function holdBandJs(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/band.js*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page parsed and its inline stylesheet (site.css) applied (band.js may still be on its way). */
const parsedAndStyled = (page: Page) =>
  page.waitForFunction(() => document.readyState !== 'loading' && !!document.querySelector<HTMLStyleElement>('head > style')?.sheet);
/**
 * Resolves once the page as HTML and CSS make it has been painted and recorded: its fonts and pictures
 * ready, two frames drawn since, and a frame with content among those the screencast has delivered.
 */
async function drawn(page: Page, frames: readonly Buffer[]): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  let seen = 0;
  const contentfulFrame = () => {
    for (; seen < frames.length; seen++) if (contentful(pixels(must(frames[seen], 'a recorded frame')))) return true;
    return false;
  };
  await waitFor(contentfulFrame, { what: 'a frame with content from the screencast' });
}
const mounted = (page: Page) => page.waitForFunction(() => !!document.querySelector('[data-band-widget]')?.shadowRoot?.querySelector('h1'));
/** The h1 shown in the light DOM (the prerendered page) or in the shadow root (band.js's), null when none is. */
const shownH1 = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-band-widget]')!;
    const h1s = [...(root.shadowRoot?.querySelectorAll('h1') ?? []), ...root.querySelectorAll('h1')];
    return h1s.filter((h) => h.checkVisibility()).map((h) => h.textContent);
  });

let browser: Browser;
const sites: Partial<Record<'today' | 'earlier' | 'tenYears', { origin: string; server: Server }>> = {};
// Built once for the three suites: the site for the tests' day and for four weeks before it.
const built = { today: await buildFor(TODAY), earlier: await buildFor(EARLIER), tenYears: (await tenYearsSite()).dist };

const first = suite('the first frame is the final page');

first.before(async () => {
  // Where a differing frame is written (git-ignored, so not there in a fresh clone).
  await mkdir(SCREENSHOTS, { recursive: true });
  browser = await launch();
  sites.today = await host(built.today);
  sites.tenYears = await host(built.tenYears);
});

first.after(async () => {
  await browser?.close();
  for (const { server } of Object.values(sites)) server.close();
});

/** A first-frame check: `hash` of the site `site` at `width`, its h1 `h1`, the clock at `now`. */
function firstFrame(site: keyof typeof sites, hash: string, h1: string, width: number, now = NOW, label = '') {
  first(`${label}${hash} at ${width} px on Slow 4G: every frame painted before band.js runs is the page band.js then shows`, async () => {
    const { origin } = must(sites[site], `the site ${site}`);
    const { page, context, errors } = await openPage(browser, origin, width, { now });
    await watchPolicy(page);
    const cdp = await context.newCDPSession(page);
    await slow4g(cdp);
    const { frames, stop } = await recordFrames(cdp);
    const release = await holdBandJs(page);
    await page.goto(`${origin}/${hash}`, { waitUntil: 'commit' });
    await parsedAndStyled(page);
    assert.equal(await shownH1(page), [h1], 'before band.js');
    await drawn(page, frames);
    const before = await page.screenshot();
    const painted = frames.length;
    release();
    await mounted(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.equal(await shownH1(page), [h1], 'after band.js');
    const after = await page.screenshot();
    await stop();
    const final = pixels(after);
    const name = `first-frame-${site === 'today' ? '' : `${site}-`}${hash.slice(2).replace(/\//g, '_') || 'home'}-${width}`;
    if (!before.equals(after)) {
      await writeFile(join(SCREENSHOTS, `${name}-before.png`), before);
      await writeFile(join(SCREENSHOTS, `${name}-after.png`), after);
    }
    assert.is(differing(pixels(before), final), 0, 'the prerendered page and the mounted one differ (screenshots in test/screenshots)');
    // Every frame the screen showed while band.js was held: blank, or already the final page.
    const shown = frames.slice(0, painted).filter((frame) => contentful(pixels(frame)));
    assert.ok(shown.length > 0, 'a contentful frame was painted before band.js ran');
    for (const [i, frame] of shown.entries()) {
      const differs = differing(pixels(frame), final);
      // The frame itself beside the final page, for a look at what the screen showed.
      if (differs) await writeFile(join(SCREENSHOTS, `${name}-frame-${i + 1}.png`), frame);
      assert.is(differs, 0, `frame ${i + 1} of ${shown.length} before band.js (test/screenshots/${name}-frame-${i + 1}.png)`);
    }
    assert.equal(await policyViolations(page), []);
    assert.equal(errors, []);
    await context.close();
  });
}

for (const width of WIDTHS) {
  for (const [hash, h1] of [...ROUTES, ['#/programm/', 'Aktuelle Songauswahl'] as const]) firstFrame('today', hash, h1, width);
  // Ten years: the page lists the first screenful of songs and every gig ahead; band.js renders a screenful first, the rest a frame later.
  firstFrame('tenYears', '#/programm', 'Aktuelle Songauswahl', width, TEN_YEARS_NOW, 'ten years: ');
  firstFrame('tenYears', '#/auftritte', 'Auftritte', width, TEN_YEARS_NOW, 'ten years: ');
}

first('ten years: a visitor who scrolled down the prerendered Auftritte keeps the place when band.js takes over', async () => {
  const { origin } = must(sites.tenYears, 'the ten years’ site');
  const { page, context, errors } = await openPage(browser, origin, 375, { now: TEN_YEARS_NOW });
  const release = await holdBandJs(page);
  await page.goto(`${origin}/#/auftritte`, { waitUntil: 'commit' });
  await parsedAndStyled(page);
  // Far down the gigs ahead, beyond the first screen's that band.js renders first.
  const place = await page.evaluate(() => {
    const items = document.querySelectorAll('main[data-band-route="auftritte"] li.gig');
    items[items.length - 1]!.scrollIntoView();
    return scrollY;
  });
  assert.ok(place > 2000, `${place} px`);
  release();
  // Where the page is in the first frame band.js has rendered (reading it lays the page out, as that frame does), and two frames later.
  const mountedAt = await page.waitForFunction(
    () => !!document.querySelector('[data-band-widget]')?.shadowRoot?.querySelector('h1') && scrollY,
  );
  assert.is(await mountedAt.jsonValue(), place, 'when band.js has mounted');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.is(await page.evaluate(() => scrollY), place);
  assert.equal(errors, []);
  await context.close();
});

first.run();

// ---

const noJs = suite('without JavaScript');

noJs.before(async () => {
  browser = await launch();
  sites.today = await host(built.today);
});

noJs.after(async () => {
  await browser?.close();
  sites.today?.server.close();
});

noJs('a policy that blocks the inline scripts, band.js not loaded: every route still shows its own page', async () => {
  const { origin } = must(sites.today, 'the site built today');
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'de-DE' });
  const page = await context.newPage();
  // A host's own policy without the scripts' hashes (a second policy only narrows the first): the route scripts do not run.
  await page.route(`${origin}/`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self'" } });
  });
  await page.route('**/band.js*', (route) => route.abort());
  const blocked: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && blocked.push(message.text()));
  for (const [hash, h1] of ROUTES) {
    await page.goto(`${origin}/${hash}`);
    assert.equal(await shownH1(page), [h1], hash);
    assert.is(await page.locator('[data-band-widget]').getAttribute('data-band-at'), null, `${hash}: the route script did not run`);
  }
  assert.ok(blocked.length > 0, 'the policy refused the inline scripts');
  await context.close();
});

for (const width of WIDTHS) {
  noJs(`at ${width} px every route shows its own page, and the navigation leads to the others`, async () => {
    const { origin } = must(sites.today, 'the site built today');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: width < 600 ? 740 : 900 },
      locale: 'de-DE',
    });
    const page = await context.newPage();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const [hash, h1] of ROUTES) {
      await page.goto(`${origin}/${hash}`);
      assert.equal(await shownH1(page), [h1], hash);
      assert.is(await page.locator('[data-band-widget]').evaluate((el) => !!el.shadowRoot), false, 'band.js did not run');
      // The narrow menu cannot be toggled without a script: its links are shown, the toggle is not.
      assert.is(await nav.getByRole('button', { name: 'Menü' }).isVisible(), false, hash);
      for (const link of ['Home', 'Programm', 'Auftritte', 'Kontakt'])
        assert.ok(await nav.getByRole('link', { name: link, exact: true }).isVisible(), `${hash}: ${link}`);
      if (width === 375) await page.screenshot({ path: join(SCREENSHOTS, `no-javascript-${hash.slice(2) || 'home'}-375.png`) });
    }
    // Following the links: each leads to its page, at the top, and Back returns.
    await page.goto(`${origin}/`);
    const steps: [string, string][] = [
      ['Programm', 'Aktuelle Songauswahl'],
      ['Auftritte', 'Auftritte'],
      ['Kontakt', 'Kontakt'],
      ['Impressum / Datenschutz', 'Impressum'],
      ['Home', 'Upgrade your Event'],
    ];
    for (const [link, h1] of steps) {
      await page.mouse.wheel(0, 400);
      await page.getByRole('link', { name: link, exact: true }).filter({ visible: true }).first().click();
      assert.equal(await shownH1(page), [h1], link);
      assert.is(await page.evaluate(() => scrollY), 0, `${link}: at the top`);
    }
    await page.goBack();
    assert.equal(await shownH1(page), ['Impressum'], 'Back');
    // What needs a script is not offered.
    await page.goto(`${origin}/#/programm`);
    assert.is(await page.getByRole('searchbox').isVisible(), false);
    assert.is(
      await page
        .getByRole('button', { name: /Wunschliste/ })
        .first()
        .isVisible(),
      false,
    );
    assert.ok(await page.getByRole('listitem').filter({ hasText: ' - ' }).first().isVisible(), 'the songs are listed');
    await page.goto(`${origin}/#/kontakt`);
    assert.is(await page.getByRole('button', { name: 'Adresse kopieren' }).isVisible(), false);
    assert.ok(await page.getByRole('link', { name: 'Mail' }).isVisible());
    await page.goto(`${origin}/#/auftritte`);
    assert.is(
      await page
        .getByRole('button', { name: /^Teilen/ })
        .first()
        .isVisible(),
      false,
    );
    assert.ok(await page.locator('a.gig-location').first().isVisible(), 'a gig’s page is a plain link');
    await context.close();
  });
}

noJs.run();

// ---

const day = suite('a page built weeks before the visit');

day.before(async () => {
  browser = await launch();
  sites.earlier = await host(built.earlier);
});

day.after(async () => {
  await browser?.close();
  sites.earlier?.server.close();
});

day('shows the build’s day until band.js runs, then the visitor’s: the next-event box, upcoming and past', async () => {
  const { origin } = must(sites.earlier, 'the site built earlier');
  const { page, context, errors } = await openPage(browser, origin, 1280, { now: NOW });
  const box = (root: 'light' | 'shadow') =>
    page.evaluate((root) => {
      const host = document.querySelector('[data-band-widget]')!;
      const scope = root === 'shadow' ? host.shadowRoot! : host;
      const next = [...scope.querySelectorAll('.next')].find((el) => el.checkVisibility());
      return next?.textContent;
    }, root);
  const sections = (root: 'light' | 'shadow') =>
    page.evaluate((root) => {
      const host = document.querySelector('[data-band-widget]')!;
      const scope = root === 'shadow' ? host.shadowRoot! : host;
      const shown = [...scope.querySelectorAll('.gig-section')].filter((el) => el.checkVisibility());
      return shown.map((s) => [...s.querySelectorAll('time')].map((t) => t.getAttribute('datetime')));
    }, root);

  // Before band.js: the page as built on 1 August – the private party of 2 August still ahead, the Weinfest in 42 days.
  let release = await holdBandJs(page);
  await page.goto(`${origin}/#/`, { waitUntil: 'commit' });
  await parsedAndStyled(page);
  assert.match((await box('light'))!, /13\.9\.2025in 42 Tage\(n\):/);
  release();
  await mounted(page);
  // band.js, on 1 September: the Weinfest in 11 days.
  assert.match((await box('shadow'))!, /13\.9\.2025in 11 Tage\(n\):/);

  release = await holdBandJs(page);
  await page.goto('about:blank');
  await page.goto(`${origin}/#/auftritte`, { waitUntil: 'commit' });
  await parsedAndStyled(page);
  const [builtUpcoming, builtPast] = await sections('light');
  assert.ok(builtUpcoming && builtPast, 'both sections, as built');
  assert.ok(builtUpcoming.includes('2025-08-02'), 'upcoming on the build’s day');
  assert.not.ok(builtPast.includes('2025-08-02'));
  release();
  await mounted(page);
  const [upcoming, past] = await sections('shadow');
  assert.ok(upcoming && past, 'both sections, as band.js shows them');
  assert.not.ok(upcoming.includes('2025-08-02'), 'past on the visitor’s day');
  assert.ok(past.includes('2025-08-02'));
  assert.is(upcoming[0], '2025-09-13');
  assert.equal(errors, []);
  await context.close();
});

day.run();
