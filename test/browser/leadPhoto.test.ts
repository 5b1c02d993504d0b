// The leading photo as a static page would paint it (issue 48), on the built site with photos
// (test/setup/mediaSite.ts) served as the band's host serves it:
//   - in Chromium, Firefox ESR and WebKitGTK, band.js's takeover keeps the prerendered <img> element
//     (the same element, loaded, in the widget's shadow root), no photo is fetched twice (the server's
//     own log), and band.js is asked for only after the leading photo has arrived (Resource Timing);
//   - in Chromium at 375 px with DPR 2 and 3 and at 1280 px, the file each photo loads is the one
//     test/ui/photoSizes.test.ts's table says; the largest paint, as a page's own observer sees it, is the
//     leading photo's element (band.js waits for it before it moves the element); the kept poster still
//     fills its video box; a screenshot of each.
// Run alone: xvfb-run -a node --import tsx node_modules/uvu/bin.js test/browser leadPhoto (WebKitGTK needs a display).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, SCREENSHOTS, type Served } from '../setup/browser';
import { CHECK_LIMIT_MS } from '../setup/engineSuite';
import { within } from '../setup/engines';
import { openFirefox, openWebKit, type KeyTab } from '../setup/mediaEngines';
import { hostSite, mediaSite } from '../setup/mediaSite';
import { waitFor } from '../setup/waitFor';

const { dist } = await mediaSite();

/** Runs in the page before band.js can: notes the prerendered leading <img>, to be compared with the one shown after the takeover. */
const MARK = "window.__lead = document.querySelector('.band-route .lead-photo');";

/** Every path the server was asked for, in order. */
const asked: string[] = [];
let site: Served;
let browser: Browser;

/** The shadow root's leading photo once band.js has mounted and it has loaded, as the page reports it. */
const TAKEN_OVER = `
  const root = document.querySelector('[data-band-widget]').shadowRoot;
  const img = root && root.querySelector('.lead-photo');
  if (!img || !img.complete || !img.naturalWidth) return undefined;
  const entries = performance.getEntriesByType('resource');
  const script = entries.find((entry) => /\\/band\\.js\\?v=/.test(entry.name));
  const photo = entries.find((entry) => entry.name === img.currentSrc);
  return {
    marked: window.__lead instanceof HTMLImageElement,
    same: img === window.__lead,
    file: img.currentSrc.replace(/^.*\\//, ''),
    scriptStart: script ? script.startTime : -1,
    photoEnd: photo ? photo.responseEnd : -1,
  };`;

interface TakenOver {
  marked: boolean;
  same: boolean;
  file: string;
  scriptStart: number;
  photoEnd: number;
}

/** The width in a made photo's name: photos/buehne-960.0123456789.avif → ['buehne', 960]. */
const nameAndWidth = (path: string): [string, number] => {
  const [, stem, width] = /^\/?(?:photos\/)?([\w-]+?)-(\d+)\.[0-9a-f]{10}\.\w+$/.exec(path) ?? [];
  return [stem ?? path, Number(width)];
};

/** A page in some engine, as far as these checks use it. */
type Tab = Pick<KeyTab, 'engine' | 'goto' | 'run'>;

/** What `body` returns in `tab`, once it returns something. */
const poll = <T>(tab: Tab, body: string, what: string) =>
  waitFor(() => tab.run<T>(body).catch(() => undefined), { limit: 20_000, every: 100, what }) as Promise<T>;

const photosAsked = () => asked.filter((path) => path.startsWith('/photos/'));

/** Home loaded in `tab`, taken over; the checks every engine must pass. */
async function takeover(tab: Tab) {
  asked.length = 0;
  await tab.goto(`${site.origin}/`);
  const seen = await poll<TakenOver>(tab, TAKEN_OVER, `${tab.engine}: band.js mounted and the leading photo loaded`);
  assert.ok(seen.marked, `${tab.engine}: the prerendered leading photo was there before band.js`);
  assert.ok(seen.same, `${tab.engine}: the leading photo after the takeover is the prerendered <img> itself`);
  assert.is(nameAndWidth(seen.file)[0], 'buehne', `${tab.engine}: the leading photo is the first of media.ts`);
  const photos = photosAsked();
  assert.equal(photos, [...new Set(photos)], `${tab.engine}: no photo fetched twice: ${photos.join(', ')}`);
  assert.is(photos.filter((path) => nameAndWidth(path)[0] === 'buehne').length, 1, `${tab.engine}: one file of the leading photo`);
  assert.ok(seen.scriptStart >= 0 && seen.photoEnd > 0, `${tab.engine}: band.js and the photo in Resource Timing`);
  assert.ok(
    seen.scriptStart >= seen.photoEnd,
    `${tab.engine}: band.js asked for at ${seen.scriptStart} ms, after the photo arrived at ${seen.photoEnd} ms`,
  );
  assert.ok(asked.indexOf(photos[0]!) < asked.findIndex((path) => path === '/band.js'), `${tab.engine}: the photo first on the line`);
  return seen;
}

const tests = suite('the leading photo: kept through the takeover, asked for first, the right file for the screen');

tests.before(async () => {
  site = await hostSite(dist, {
    extra: { '/mark.js': MARK },
    html: (text) => text.replace('\n<script data-src=', '\n<script src="/mark.js"></script>\n<script data-src='),
    headers: (path) => (asked.push(path), {}),
  });
  browser = await launch();
});

tests.after(async () => {
  await browser?.close();
  await site?.close();
});

// [viewport width, height, DPR, the leading photo's file width, a grid photo's file width]
const SCREENS: [number, number, number, number, number][] = [
  [375, 740, 2, 720, 480],
  [375, 740, 3, 960, 720],
  [1280, 900, 1, 960, 480],
];

for (const [width, height, dpr, lead, grid] of SCREENS) {
  tests(`Chromium at ${width} px, DPR ${dpr}: the leading photo's ${lead} px file, the grid's ${grid} px ones, kept, first`, async () => {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr, locale: 'de-DE' });
    try {
      // tsx compiles the tests with keepNames: functions passed to page.evaluate call __name.
      await context.addInitScript('globalThis.__name ??= (fn) => fn');
      // The largest paint as a page's own observer sees it when it is reported: its element and file.
      await context.addInitScript(`new PerformanceObserver((list) => list.getEntries().forEach((entry) => {
        window.__largest = { element: entry.element, url: entry.url };
      })).observe({ type: 'largest-contentful-paint', buffered: true });`);
      const page = await context.newPage();
      const tab: Tab = {
        engine: `Chromium ${width} px DPR ${dpr}`,
        goto: async (url: string) => void (await page.goto(url)),
        run: (body) => page.evaluate(`(() => { ${body} })()`) as never,
      };
      const seen = await takeover(tab);
      assert.is(nameAndWidth(seen.file)[1], lead, 'the leading photo’s file');
      // Reported while the photo was still the page's own element (band.js waits for it), so it names it.
      const largest = await page.evaluate(`({ same: window.__largest.element === window.__lead, url: window.__largest.url })`);
      assert.equal(
        largest,
        { same: true, url: seen.file ? `${site.origin}/photos/${seen.file}` : '' },
        'the largest paint: the leading photo',
      );
      await page.screenshot({ path: join(SCREENSHOTS, `lead-photo-${width}-dpr${dpr}.png`) });
      // The poster, a kept picture too, still fills its video box, and the play button covers the box whole.
      const boxes = await page.evaluate(() => {
        const root = document.querySelector('[data-band-widget]')!.shadowRoot!;
        const rect = (selector: string) => {
          const { x, y, width, height } = root.querySelector(selector)!.getBoundingClientRect();
          return [x, y, width, height].map(Math.round);
        };
        return {
          kept: !!root.querySelector('.video-box > .kept > picture'),
          box: rect('.video-box'),
          poster: rect('.video-box img'),
          button: rect('.video-play'),
        };
      });
      assert.ok(boxes.kept, 'the poster is the prerendered picture');
      assert.equal([boxes.poster, boxes.button], [boxes.box, boxes.box], 'poster and button cover the video box');
      // Scrolled through, every photo of the grid loads its file for the screen.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const files = await poll<string[]>(
        tab,
        `const imgs = [...document.querySelector('[data-band-widget]').shadowRoot.querySelectorAll('.photos img')];
         return imgs.length && imgs.every((img) => img.complete && img.currentSrc) ? imgs.map((img) => img.currentSrc) : undefined;`,
        'the grid’s photos loaded',
      );
      assert.equal(
        files.map((file) => nameAndWidth(file.replace(/^.*\//, ''))[1]),
        files.map(() => grid),
        `the grid’s files: ${files.join(', ')}`,
      );
    } finally {
      await context.close();
    }
  });
}

const ENGINES: [string, () => Promise<KeyTab>][] = [
  ['Firefox ESR', () => openFirefox(site.origin, 375, 740)],
  ['WebKitGTK', () => openWebKit(375, 740)],
];

for (const [name, open] of ENGINES) {
  tests(`${name}: the takeover keeps the leading <img>, no photo fetched twice, band.js after the photo`, async () => {
    const tab = await open();
    try {
      await within(takeover(tab), CHECK_LIMIT_MS, `${name}: the check ran past its limit of ${CHECK_LIMIT_MS / 1000} s`);
    } finally {
      await tab.close();
    }
  });
}

tests.run();
