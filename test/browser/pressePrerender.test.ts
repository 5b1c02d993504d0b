// Issue 47 in Chromium, on the band's page as the build prerenders it (src/static/prerender.tsx) from
// fixtures with every list and press data, served with its own policy and without band.js (the press
// data reaches band.js through the data helper's pack; the copy button is tested in test/ui/presse.test.tsx):
// #/presse shows the press page only where there is press data, the questions open by keyboard, the press
// page prints as an A4 one-sheet without navigation, buttons or footer, and axe finds nothing at either width.
import '../../src/build/textAssets.mjs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, ROOT, SCREENSHOTS, WIDTHS } from '../setup/browser';
import { parseHeadersFile } from '../setup/headers';
import { must } from '../setup/must';
import { fixture } from '../fixtures/data';
import { withExtras } from '../fixtures/siteExtras';
import { widgetCss } from '../../src/build/bundle';

const TOOLS = { 'gigs.js': '', 'konfigurator.js': '', 'auftritt.js': '' };
/** The band's page and its styles, with and without press data, by path on the server. */
const site = (prefix: string, files: Record<string, string>) =>
  Object.fromEntries(['index.html', 'site.css', 'nojs.css', '_headers'].map((name) => [`${prefix}${name}`, files[`dist/${name}`]!]));
let FILES: Record<string, string> = {};

let browser: Browser;
let server: Server;
let origin = '';

/** The h1 the page shows. */
const shownH1 = (page: Page) => page.locator('h1').filter({ visible: true }).allTextContents();

const press = suite('the press page and the questions, prerendered');

press.before(async () => {
  // The widget's stylesheet as the build minifies it, for the tests' day.
  const facts = { widgetCss: await widgetCss(), day: '2025-09-01' };
  // Loaded after the text loader: the pages render the app's components, which import pictures.
  const { renderStatic } = await import('../../src/static/index');
  FILES = {
    ...site('/', renderStatic(withExtras(), new Uint8Array(), TOOLS, facts)),
    ...site('/ohne/', renderStatic(fixture, new Uint8Array(), TOOLS, facts)),
    // axe from the page's own origin, as its policy allows
    '/axe.min.js': readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8'),
  };
  const rules = parseHeadersFile(must(FILES['/_headers'], 'the headers'));
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html');
    const body = FILES[path];
    if (body === undefined) return void res.writeHead(404).end();
    const type = path.endsWith('.css') ? 'text/css' : path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    res.writeHead(200, { ...(path.endsWith('index.html') ? rules['index.html'] : {}), 'content-type': type });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  browser = await launch();
});

press.after(async () => {
  await browser?.close();
  server?.close();
});

press('#/presse shows the press page where there is press data and Home where there is none, with and without a script', async () => {
  for (const javaScriptEnabled of [true, false]) {
    const page = await browser.newPage({ javaScriptEnabled });
    await page.goto(`${origin}/#/presse`);
    assert.equal(await shownH1(page), ['Presse & Veranstalter'], `${javaScriptEnabled}`);
    assert.equal(await page.locator('nav [aria-current="page"]').filter({ visible: true }).allTextContents(), [], 'no nav link active');
    await page.goto(`${origin}/ohne/#/presse`);
    assert.equal(await shownH1(page), ['Upgrade your Event'], `${javaScriptEnabled}: without press`);
    // Reached by a changed address, as the route script sees it before band.js.
    await page.goto(`${origin}/ohne/#/kontakt`);
    await page.evaluate(() => (location.hash = '#/presse'));
    assert.equal(await shownH1(page), ['Upgrade your Event'], `${javaScriptEnabled}: without press, after a hash change`);
    await page.close();
  }
});

press('each question opens by keyboard, without a script', async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(`${origin}/#/kontakt`);
  const answer = page.getByText('In der Regel drei Sets zu je 60\u00a0Minuten.').filter({ visible: true });
  assert.is(await answer.count(), 0, 'closed at first');
  const question = page.locator('summary').filter({ visible: true }).first();
  await question.focus();
  await page.keyboard.press('Enter');
  assert.is(await answer.count(), 1, 'open after Enter');
  await page.keyboard.press('Space');
  assert.is(await answer.count(), 0, 'closed again after Space');
  await page.close();
});

press('prints as one A4 sheet in black on white, without navigation, buttons or footer', async () => {
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
  await page.goto(`${origin}/#/presse`);
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['header', 'footer', 'button'])
    assert.is(await page.locator(hidden).filter({ visible: true }).count(), 0, `${hidden} in print`);
  assert.ok(await page.getByRole('link', { name: 'Pressefoto 1 herunterladen (JPEG, 2,4\u00a0MB)' }).isVisible(), 'the downloads as text');
  const { color, background } = await page
    .locator('h1')
    .filter({ visible: true })
    .evaluate((h1) => ({ color: getComputedStyle(h1).color, background: getComputedStyle(h1.closest('.band')!).backgroundColor }));
  assert.equal([color, background], ['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
  await page.screenshot({ path: join(SCREENSHOTS, 'presse-print.png'), fullPage: true });
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  assert.is(pdf.match(/\/Type\s*\/Page[^s]/g)?.length, 1, 'one page');
  await page.close();
});

for (const width of WIDTHS) {
  press(`at ${width} px axe finds nothing on Home, Kontakt (questions open) and the press page`, async () => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const hash of ['#/', '#/kontakt', '#/presse']) {
      await page.goto(`${origin}/${hash}`);
      for (const summary of await page.locator('summary').filter({ visible: true }).all()) await summary.click();
      assert.equal(await axeViolations(page, `${origin}/axe.min.js`), [], hash);
      await page.screenshot({ path: join(SCREENSHOTS, `issue47-${hash.slice(2) || 'home'}-${width}.png`), fullPage: true });
    }
    await page.close();
  });
}

press.run();
