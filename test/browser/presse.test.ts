// What clients ask before booking (issue 47) as visitors, agencies and printers meet it: the band's site built
// once with three photos and the four optional files (test/fixtures/extraFiles/, test/setup/mediaSite.ts pressSite),
// served as the band's static host serves dist/. In Chromium: the new sections by their headings, axe at 375 and
// 1280 px with screenshots, the questions opened by keyboard, "Kopieren" putting exactly the short biography on
// the clipboard, the downloads (widths, metadata, names), the press page printed on A4 as one sheet without
// navigation or buttons, all of it without JavaScript, and #/presse as Home where the band has no press texts.
// In Firefox ESR and WebKitGTK: the questions by keyboard, the copy button by keyboard, the downloads served.
//
// Run alone: xvfb-run -a node --import tsx node_modules/uvu/bin.js test/browser presse (WebKitGTK needs a display).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { axeViolations, launch, openPage, ROOT, SCREENSHOTS, WIDTHS } from '../setup/browser';
import { CHECK_LIMIT_MS } from '../setup/engineSuite';
import { until, within } from '../setup/engines';
import { openFirefox, openWebKit, type KeyTab } from '../setup/mediaEngines';
import { hostSite, plainSite, pressSite, SERIAL } from '../setup/mediaSite';
import type { Served } from '../setup/browser';

// The fixtures' texts, as the pages must show them.
const SHORT = 'Upgrade ist eine Live-Coverband aus Kassel, die seit 2015 Firmenfeiern, Geburtstage und Hochzeiten zum Tanzen bringt.';
const FIRST_QUESTION = 'Wie lange spielen Sie?';
const FIRST_ANSWER = 'In der Regel drei Sets zu je 60 Minuten mit kurzen Pausen dazwischen.';
/** Each page's headings issue 47 names, by route. */
const HEADINGS: [route: string, level: number, names: string[]][] = [
  ['#/', 2, ['Was unsere Gäste sagen', 'Referenzen']],
  ['#/kontakt', 2, ['Häufige Fragen', 'Besetzungen']],
  ['#/presse', 1, ['Presse & Veranstalter']],
  ['#/presse', 2, ['Kurzbiografie', 'Ausführliche Biografie', 'Pressefotos', 'Logo', 'Technik']],
];
/** The press photos by their download name, and the width each original (2667, 1067, 800 high) must come out at. */
const PRESS_PHOTOS: [name: string, width: number][] = [
  ['upgrade-pressefoto-1.jpg', 3000],
  ['upgrade-pressefoto-2.jpg', 1600],
  ['upgrade-pressefoto-3.jpg', 1200],
];

/**
 * The page's record of what it put on the clipboard, for the engines whose drivers cannot read the clipboard:
 * served from the site (its policy allows no inline script) and loaded before band.js, it keeps each text given
 * to writeText and then lets the browser's own run.
 */
const CLIP_WATCH = `(() => {
  const copied = (window.__copied = []);
  const clipboard = navigator.clipboard;
  if (!clipboard) return;
  const write = clipboard.writeText.bind(clipboard);
  clipboard.writeText = (text) => { copied.push(text); return write(text).catch(() => {}); };
})();`;

const { dist } = await pressSite();
const plain = await plainSite();

let browser: Browser;
let site: Served;
let plainServed: Served;
let watched: Served;

/** The widget's shadow root, where band.js renders the page. */
const ROOT_JS = `const root = document.querySelector('[data-band-widget]').shadowRoot;`;
/** The focused element inside the shadow root: its tag and text. */
const FOCUSED = `let at = document.activeElement;
  while (at && at.shadowRoot && at.shadowRoot.activeElement) at = at.shadowRoot.activeElement;
  return at ? at.tagName + ' ' + at.textContent.trim() : null;`;

const chromium = suite('Chromium: testimonials, references, questions, line-ups and the press page');

chromium.before(async () => {
  browser = await launch();
  site = await hostSite(dist, { extra: { '/axe.min.js': await readFile(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8') } });
  plainServed = await hostSite(plain);
});

for (const width of WIDTHS) {
  chromium(`at ${width} px: every new section under its heading, no axe violation, screenshots`, async () => {
    const { page, context, errors, foreign } = await openPage(browser, site.origin, width);
    for (const [route, level, names] of HEADINGS) {
      await page.goto(`${site.origin}/${route}`);
      for (const name of names) {
        assert.ok(await page.getByRole('heading', { level, name, exact: true }).isVisible(), `${route}: heading "${name}"`);
      }
      assert.equal(await axeViolations(page, `${site.origin}/axe.min.js`), [], `${route} at ${width} px`);
      await page.screenshot({ path: join(SCREENSHOTS, `presse-${route.replace(/\W/g, '') || 'home'}-${width}.png`), fullPage: true });
    }
    await page.goto(`${site.origin}/#/`);
    const quote = page.locator('blockquote').first();
    assert.match(await quote.innerText(), /Tanzfläche war bis zum letzten Lied voll/);
    // Newest first.
    const references = await page.getByText(/Stadtfest Hofgeismar|Kulturbahnhof Kassel/).allInnerTexts();
    assert.match(references.join(' | '), /Kulturbahnhof Kassel.*Stadtfest Hofgeismar/);
    assert.equal(errors, []);
    assert.equal(foreign, []);
    await context.close();
  });
}

chromium(
  'Kontakt: Tab reaches a question, Enter opens its answer and Space closes it; no nav link is current on the press page',
  async () => {
    const { page, context } = await openPage(browser, site.origin, 375);
    await page.goto(`${site.origin}/#/kontakt`);
    const answer = page.getByText(FIRST_ANSWER);
    assert.is(await answer.isVisible(), false, 'closed at first');
    let presses = 0;
    for (; presses < 60 && (await page.evaluate(`(() => { ${FOCUSED} })()`)) !== `SUMMARY ${FIRST_QUESTION}`; presses++)
      await page.keyboard.press('Tab');
    assert.is(
      await page.evaluate(`(() => { ${FOCUSED} })()`),
      `SUMMARY ${FIRST_QUESTION}`,
      `Tab reaches the question (${presses} presses)`,
    );
    await page.keyboard.press('Enter');
    await answer.waitFor({ state: 'visible' });
    await page.keyboard.press('Space');
    await answer.waitFor({ state: 'hidden' });
    // The press page is linked from Kontakt, and no link of the navigation says it is the current page there.
    await page.getByRole('link', { name: /Presse & Veranstalter/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Presse & Veranstalter' }).waitFor();
    assert.is(await page.locator('nav [aria-current]').count(), 0);
    await context.close();
  },
);

chromium('presse/ of its own: the static press page at 375 and 1280 px, no axe violation, no script, screenshots', async () => {
  for (const width of WIDTHS) {
    const { page, context, errors, foreign } = await openPage(browser, site.origin, width);
    await page.goto(`${site.origin}/presse/`);
    assert.ok(await page.getByRole('heading', { level: 1, name: 'Presse & Veranstalter' }).isVisible());
    assert.is(await page.locator('script:not([type="application/ld+json"])').count(), 0, 'no script but its search-engine data');
    assert.equal(await axeViolations(page, `${site.origin}/axe.min.js`), [], `presse/ at ${width} px`);
    await page.screenshot({ path: join(SCREENSHOTS, `presse-static-${width}.png`), fullPage: true });
    assert.equal(errors, []);
    assert.equal(foreign, []);
    await context.close();
  }
});

chromium('"Kopieren" puts exactly the short biography on the clipboard', async () => {
  const { page, context } = await openPage(browser, site.origin, 1280);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  await page.goto(`${site.origin}/#/presse`);
  await page.getByRole('button', { name: /Kopieren/ }).click();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), SHORT);
  await context.close();
});

chromium(
  'the downloads: press photos of the full width up to 3000 px without metadata, named for the band; the logo as SVG and 1000 px PNG',
  async () => {
    const { page, context } = await openPage(browser, site.origin, 1280);
    await page.goto(`${site.origin}/#/presse`);
    for (const [name, width] of PRESS_PHOTOS) {
      const link = page.locator(`a[download="${name}"]`);
      assert.is(await link.count(), 1, `a link downloads ${name}`);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      assert.is(download.suggestedFilename(), name);
      const bytes = await readFile(String(await download.path()));
      const meta = await sharp(bytes).metadata();
      assert.equal([meta.format, meta.width], ['jpeg', width], name);
      assert.is(meta.exif, undefined, `${name}: no EXIF`);
      assert.is(meta.xmp, undefined, `${name}: no XMP`);
      assert.not.ok(bytes.includes(SERIAL), `${name}: no camera serial`);
      // The size the page states, in MB with a decimal comma, is the file's.
      const size = bytes.length < 1e5 ? `${Math.ceil(bytes.length / 1e3)} kB` : `${(bytes.length / 1e6).toFixed(1).replace('.', ',')} MB`;
      assert.is((await link.innerText()).replace(/\s/g, ' '), `Pressefoto ${name.replace(/\D/g, '')} herunterladen (JPEG, ${size})`);
    }
    const png = await (await fetch(`${site.origin}/presse/upgrade-logo.png`)).arrayBuffer();
    assert.is((await sharp(Buffer.from(png)).metadata()).width, 1000);
    const svg = await (await fetch(`${site.origin}/presse/upgrade-logo.svg`)).text();
    assert.match(svg, /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.not.match(svg, /var\(/, 'no CSS variable outside the page');
    for (const file of ['upgrade-logo.svg', 'upgrade-logo.png']) assert.is(await page.locator(`a[href$="${file}"]`).count(), 1, file);
    await context.close();
  },
);

chromium('printed: the press page on one A4 sheet, without navigation or buttons', async () => {
  const { page, context } = await openPage(browser, site.origin, 794);
  await page.goto(`${site.origin}/#/presse`);
  await page.emulateMedia({ media: 'print' });
  assert.is(await page.locator('nav').isVisible(), false, 'no navigation');
  assert.is(await page.getByRole('button').count(), await page.getByRole('button').filter({ visible: false }).count(), 'no button shows');
  assert.ok(await page.getByRole('heading', { name: 'Technik' }).isVisible());
  await page.screenshot({ path: join(SCREENSHOTS, 'presse-print-794.png'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = String(pdf).match(/\/Type\s*\/Page\b/g) ?? [];
  assert.is(pages.length, 1, 'one sheet');
  await context.close();
});

chromium('without JavaScript: the sections, open questions and the press page, on the band’s page and on presse/ of its own', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${site.origin}/#/`);
  assert.ok(await page.getByRole('heading', { name: 'Was unsere Gäste sagen' }).isVisible());
  await page.goto(`${site.origin}/#/kontakt`);
  await page.getByText(FIRST_QUESTION).click();
  assert.ok(await page.getByText(FIRST_ANSWER).isVisible(), 'a question opens without JavaScript');
  for (const address of ['/#/presse', '/presse/']) {
    await page.goto(`${site.origin}${address}`);
    assert.ok(await page.getByRole('heading', { level: 1, name: 'Presse & Veranstalter' }).isVisible(), address);
    assert.ok(await page.getByText(SHORT).isVisible(), `${address}: the short biography`);
    assert.is(await page.locator('a[download="upgrade-pressefoto-1.jpg"]').count(), 1, `${address}: the download`);
  }
  await page.screenshot({ path: join(SCREENSHOTS, 'presse-nojs-375.png'), fullPage: true });
  await context.close();
});

chromium('a band without press texts: #/presse is Home, and nothing of issue 47 shows', async () => {
  const { page, context } = await openPage(browser, plainServed.origin, 375);
  await page.goto(`${plainServed.origin}/#/presse`);
  assert.is(await page.getByRole('heading', { level: 1 }).count(), 1);
  assert.is(await page.getByRole('heading', { name: 'Presse & Veranstalter' }).count(), 0);
  for (const name of ['Was unsere Gäste sagen', 'Referenzen']) assert.is(await page.getByRole('heading', { name }).count(), 0, name);
  await page.goto(`${plainServed.origin}/#/kontakt`);
  for (const name of ['Häufige Fragen', 'Besetzungen']) assert.is(await page.getByRole('heading', { name }).count(), 0, name);
  assert.is(await page.getByRole('link', { name: /Presse/ }).count(), 0);
  assert.is((await fetch(`${plainServed.origin}/presse/`)).status, 404, 'no press page in dist/');
  await context.close();
});

chromium.after(async () => {
  await browser?.close();
  await site?.close();
  await plainServed?.close();
});

chromium.run();

// ---

const engines = suite('Firefox ESR and WebKitGTK: the questions and the copy button by keyboard, the downloads served');

engines.before(async () => {
  watched = await hostSite(dist, {
    extra: { '/clip-watch.js': CLIP_WATCH },
    html: (text) => text.replace('<head>', '<head><script src="/clip-watch.js"></script>'),
  });
});

engines.after(async () => {
  await watched?.close();
});

/** Tab until the focus is on `target` (tag and text), within 60 presses. */
async function tabTo(tab: KeyTab, target: string): Promise<void> {
  let presses = 0;
  for (; presses < 60 && (await tab.run<string | null>(FOCUSED)) !== target; presses++) await tab.press('Tab');
  assert.is(await tab.run(FOCUSED), target, `${tab.engine}: Tab reaches ${target} (${presses} presses)`);
}

const ENGINES: [string, () => Promise<KeyTab>][] = [
  ['Firefox ESR', () => openFirefox(watched.origin, 1280, 900)],
  ['WebKitGTK', () => openWebKit(1280, 900)],
];

for (const [name, open] of ENGINES) {
  engines(`${name}: Enter opens a question; Enter on "Kopieren" copies the short biography; the press photos are served`, async () => {
    const tab = await open();
    try {
      await within(
        (async () => {
          await tab.goto(`${watched.origin}/#/kontakt`);
          await until(tab, `${ROOT_JS} return !!root && !!root.querySelector('details')`, `${name}: band.js to show Kontakt`);
          await tabTo(tab, `SUMMARY ${FIRST_QUESTION}`);
          await tab.press('Enter');
          await until(tab, `${ROOT_JS} return root.querySelector('details').open`, `${name}: the question opens`);
          await tab.goto(`${watched.origin}/#/presse`);
          await until(
            tab,
            `${ROOT_JS} return !!root && !!root.querySelector('h1') && root.querySelector('h1').textContent === 'Presse & Veranstalter'`,
            `${name}: the press page`,
          );
          const button = await tab.run<string>(
            `${ROOT_JS} return [...root.querySelectorAll('button')].find((b) => /Kopieren/.test(b.textContent)).textContent.trim()`,
          );
          await tabTo(tab, `BUTTON ${button}`);
          await tab.press('Enter');
          assert.equal(await until(tab, 'return window.__copied.length && window.__copied', `${name}: the copy`), [SHORT]);
          const served = await tab.run<string[]>(`${ROOT_JS} return Promise.all([...root.querySelectorAll('a[download]')].map((a) =>
            fetch(a.href).then((r) => r.status + ' ' + r.headers.get('content-type') + ' ' + a.getAttribute('download'))))`);
          for (const [file] of PRESS_PHOTOS)
            assert.ok(served.includes(`200 image/jpeg ${file}`), `${name}: ${file} served: ${served.join(', ')}`);
        })(),
        CHECK_LIMIT_MS,
        `${name}: the check ran past its limit of ${CHECK_LIMIT_MS / 1000} s`,
      );
    } finally {
      await tab.close();
    }
  });
}

engines.run();
