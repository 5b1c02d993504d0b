// Auftritte with ten years of gigs in Chromium (issue 31): the band's page built from the generated ten-year
// fixture (test/fixtures/tenYears.ts) for its day, with band.js built from the same data. Its height at a
// laptop's width, an earlier year opened by mouse and by keyboard, the one live region, axe, forced colours,
// screenshots; and without JavaScript an old gig reached from Auftritte through its year's page.
import { suite } from 'uvu';
import { must } from '../setup/must';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { publicGigs, splitGigs } from '../../src/domain/gigs';
import { SitePath, yearPagePath } from '../../src/domain/siteUrls';
import { FIRST_SCREEN_SONGS } from '../../src/ui/SongFinder';
import { TEN_YEARS_NOW, tenYearsSite } from '../setup/tenYearsSite';
import { axeViolations, openPage, SCREENSHOTS, WIDTHS, withBrowser } from '../setup/browser';

const { data, dist } = await tenYearsSite();
/** dist/ as the build writes it for the ten years, by path from the site's root ('/index.html'), band.js included. */
const site = new Map(Object.entries(dist).map(([path, content]) => [`/${path}`, content]));
const NOW = TEN_YEARS_NOW;
/** The oldest year, a closed group on Auftritte, and a public gig of it that was played. */
const OLDEST = Math.min(...data.gigs.map((gig) => gig.date.getFullYear()));
const OLD_GIG = publicGigs(data.gigs).find((gig) => gig.date.getFullYear() === OLDEST && !gig.cancelled)!;

/** The pages link the band's site by its address: answered from the same build. */
function serveSite(context: BrowserContext) {
  const origin = new URL(data.band.siteUrl).origin;
  return context.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = site.get(path);
    const type = path.endsWith('.css') ? 'text/css' : path.endsWith('.js') ? 'text/javascript' : 'text/html';
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ body: Buffer.from(body), contentType: `${type}; charset=utf-8` });
  });
}

const ten = suite('Auftritte with ten years of gigs in Chromium');
const on = withBrowser(ten, { site: { pages: site } });

/** The widget's shadow root, where band.js renders. */
const inWidget = (page: Page) => page.locator('[data-band-widget]');
const summary = (page: Page, year: number) => inWidget(page).locator('summary', { hasText: new RegExp(`^${year} · `) });
const focused = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-band-widget]')!.shadowRoot!.activeElement?.textContent ?? null);

for (const width of WIDTHS) {
  ten(
    `at ${width} px: the gigs ahead and this year’s, the earlier years closed; zero axe violations, one opened too; screenshots`,
    async () => {
      const { page, context, errors } = await openPage(on.browser, on.site.origin, width, { now: NOW });
      await page.goto(`${on.site.origin}/index.html#/auftritte`);
      await page.getByRole('heading', { level: 1, name: 'Auftritte' }).waitFor();
      const { upcoming, past } = splitGigs(data.gigs, NOW);
      const shown = upcoming.length + past.filter((gig) => gig.date.getFullYear() === 2026).length;
      // The first screen's gigs at start-up, the rest a frame later.
      await inWidget(page)
        .locator('li.gig')
        .nth(shown - 1)
        .waitFor();
      assert.is(await inWidget(page).locator('li.gig').count(), shown);
      assert.is(await inWidget(page).locator('details:not([open])').count(), 2026 - OLDEST);
      assert.is(await inWidget(page).getByRole('status').count(), 1, 'one live region for the whole list');
      assert.equal(await axeViolations(page), []);
      await page.screenshot({ path: join(SCREENSHOTS, `auftritte-ten-years-${width}.png`), fullPage: true });
      await summary(page, 2025).click();
      await inWidget(page).locator('details[open] li.gig').first().waitFor();
      assert.equal(await axeViolations(page), []);
      // Forced colours: the summary and its focus ring take the system's colours, apart from its background.
      await page.emulateMedia({ forcedColors: 'active' });
      // Reached by keyboard, as a ring shows for keyboard focus (:focus-visible).
      await summary(page, 2024).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      assert.match((await focused(page)) ?? '', /^2024 · /);
      const look = await summary(page, 2024).evaluate((el) => {
        const style = getComputedStyle(el);
        const background = getComputedStyle(el.closest('.band')!).backgroundColor;
        return { text: style.color, ring: style.outlineColor, outline: style.outlineStyle, background };
      });
      assert.not.equal(look.text, look.background);
      assert.is(look.outline, 'solid');
      assert.not.equal(look.ring, look.background);
      await page.screenshot({ path: join(SCREENSHOTS, `auftritte-ten-years-forced-${width}.png`), fullPage: true });
      assert.equal(errors, []);
      await context.close();
    },
  );
}

ten('at 1280 × 900 the page is at most 6,000 px high, with band.js and without JavaScript', async () => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await on.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled, timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await page.clock.setFixedTime(NOW);
    await page.goto(`${on.site.origin}/index.html#/auftritte`);
    // With band.js: once it has taken the prerendered page over.
    if (javaScriptEnabled)
      await page.waitForFunction(() => !!document.querySelector('[data-band-widget]')?.shadowRoot?.querySelector('h1'));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(height <= 6000, `${height} px ${javaScriptEnabled ? 'with' : 'without'} JavaScript`);
    await context.close();
  }
});

ten('an earlier year opens by keyboard: Tab reaches its summary, Enter renders its gigs, Tab goes into them, Space closes it', async () => {
  const { page, context, errors } = await openPage(on.browser, on.site.origin, 1280, { now: NOW });
  await page.goto(`${on.site.origin}/index.html#/auftritte`);
  const year = summary(page, 2025);
  // From the last control of this year's list, the next stop is the first earlier year.
  await inWidget(page).locator('ul.gigs').nth(1).getByRole('button').last().focus();
  await page.keyboard.press('Tab');
  assert.match((await focused(page)) ?? '', /^2025 · \d+ Auftritte$/);
  assert.is(await year.locator('..').locator('li').count(), 0, 'nothing rendered while closed');
  await page.keyboard.press('Enter');
  await year.locator('..').locator('li.gig').first().waitFor();
  const count = Number(/· (\d+) Auftritt/.exec((await year.textContent())!)![1]);
  assert.is(await year.locator('..').locator('li.gig').count(), count);
  await page.keyboard.press('Tab');
  assert.is(
    await page.evaluate(() => document.querySelector('[data-band-widget]')!.shadowRoot!.activeElement?.closest('details') !== null),
    true,
  );
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press(' ');
  await page.waitForFunction(() => !document.querySelector('[data-band-widget]')!.shadowRoot!.querySelector('details[open]'));
  assert.equal(errors, []);
  await context.close();
});

ten('without JavaScript, an old gig is reached from Auftritte: its year’s summary, the year’s page, the gig’s page', async () => {
  const context = await on.browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
  await serveSite(context);
  const page = await context.newPage();
  await page.goto(`${on.site.origin}/index.html#/auftritte`);
  const main = page.locator('main[data-band-route="auftritte"]');
  await main.locator('summary', { hasText: new RegExp(`^${OLDEST} · `) }).click();
  const link = main.getByRole('link', { name: `Auftritte ${OLDEST} ansehen` });
  assert.is(await link.getAttribute('href'), data.band.siteUrl + yearPagePath(OLDEST));
  await link.click();
  await page.getByRole('heading', { level: 1, name: `Auftritte ${OLDEST}` }).waitFor();
  await page.screenshot({ path: join(SCREENSHOTS, `year-page-${OLDEST}-375.png`) });
  await page.locator(`a[href="../${OLD_GIG.page}"]`).click();
  await page.waitForURL(`**/${OLD_GIG.page}`);
  assert.match((await page.getByRole('heading', { level: 1 }).textContent()) ?? '', must(OLD_GIG.location.split(',')[0], 'the venue'));
  await context.close();
});

ten(
  'Programm: every song with band.js, the first screenful and a link to the page of all songs without JavaScript; screenshots',
  async () => {
    const songs = data.songs.length;
    for (const width of WIDTHS) {
      const { page, context, errors } = await openPage(on.browser, on.site.origin, width, { now: NOW });
      await page.goto(`${on.site.origin}/index.html#/programm`);
      await inWidget(page)
        .locator('ol.songs > li')
        .nth(songs - 1)
        .waitFor();
      assert.is(await inWidget(page).locator('ol.songs > li').count(), songs);
      assert.is(
        await inWidget(page)
          .getByRole('link', { name: /Songs auf einer Seite/ })
          .count(),
        0,
      );
      assert.equal(await axeViolations(page), []);
      await page.screenshot({ path: join(SCREENSHOTS, `programm-ten-years-${width}.png`) });
      assert.equal(errors, []);
      await context.close();
    }
    const context = await on.browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    await serveSite(context);
    const page = await context.newPage();
    await page.goto(`${on.site.origin}/index.html#/programm`);
    const main = page.locator('main[data-band-route="programm"]');
    assert.is(await main.locator('ol.songs > li').count(), FIRST_SCREEN_SONGS);
    const all = main.getByRole('link', { name: `Alle ${songs} Songs auf einer Seite` });
    await all.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'programm-ten-years-nojs-375.png') });
    await all.click();
    await page.waitForURL(`**/${SitePath.Songs}`);
    assert.is(await page.locator('ol.songs > li').count(), songs);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SCREENSHOTS, `song-page-${width}.png`) });
    }
    await context.close();
  },
);

ten.run();
