// The app view of demo.html in Chromium, at a phone's and a laptop's width.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import ICAL from 'ical.js';
import { join } from 'node:path';
import { axeViolations, openPage, ROOT, ROUTES, SCREENSHOTS, WIDTHS, withBrowser } from '../setup/browser';
import { must } from '../setup/must';

/** Every route, with the name its screenshots carry ('home', 'programm', …). */
const PAGES = ROUTES.map(([hash, h1]) => ({ hash, h1, name: hash.slice(2) || 'home' }));

const site = suite('demo.html in Chromium');
const on = withBrowser(site);

for (const width of WIDTHS) {
  for (const { hash, name, h1 } of PAGES) {
    site(`${name} at ${width} px: its page, no errors, no foreign requests, zero axe violations`, async () => {
      const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, width);
      await page.goto(`${on.server.origin}/demo.html${hash}`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      assert.is(await heading.textContent(), h1);
      assert.is(await page.locator('h1').count(), 1);
      assert.is(await page.locator('.band').getAttribute('lang'), 'de');
      const violations = await axeViolations(page);
      assert.equal(violations, [], violations.join('\n'));
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
      assert.equal(errors, []);
      assert.equal(foreign, []);
      await context.close();
    });
  }
}

site('demo.html works opened from file://, routes included', async () => {
  const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, 375);
  await page.goto(pathToFileURL(join(ROOT, 'demo.html')).href + '#/programm');
  assert.is(await page.getByRole('heading', { level: 1 }).textContent(), 'Aktuelle Songauswahl');
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Kontakt' }).click();
  await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
  assert.ok(await page.getByRole('img', { name: /Porträt/ }).evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
  assert.equal(errors, []);
  assert.equal(
    foreign.filter((url) => !url.startsWith('file://')),
    [],
  );
  await context.close();
});

site('nothing overflows sideways from 320 px to 1920 px', async () => {
  for (const width of [320, 1920]) {
    const { page, context } = await openPage(on.browser, on.server.origin, width);
    for (const { hash, name } of PAGES) {
      await page.goto(`${on.server.origin}/demo.html${hash}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.is(overflow, 0, `${name} at ${width} px`);
    }
    await page.goto(`${on.server.origin}/demo.html#/auftritte`);
    await page.screenshot({ path: join(SCREENSHOTS, `auftritte-${width}.png`) });
    await context.close();
  }
});

site('the phone layout hides the links behind the toggle, and a choice closes it', async () => {
  const { page, context } = await openPage(on.browser, on.server.origin, 375);
  await page.goto(`${on.server.origin}/demo.html`);
  const toggle = page.getByRole('button', { name: 'Menü' });
  const programm = page.getByRole('navigation').getByRole('link', { name: 'Programm' });
  assert.ok(await toggle.isVisible());
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.not.ok(await programm.isVisible());
  await toggle.click();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  assert.ok(await programm.isVisible());
  await page.screenshot({ path: join(SCREENSHOTS, `menu-open-375.png`) });
  await programm.click();
  await page.getByRole('heading', { level: 1, name: 'Aktuelle Songauswahl' }).waitFor();
  assert.is(new URL(page.url()).hash, '#/programm');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.not.ok(await programm.isVisible());
  // Escape closes it too
  await toggle.click();
  await page.keyboard.press('Escape');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.not.ok(await programm.isVisible());
  await context.close();
});

site('the laptop layout shows the links and no toggle', async () => {
  const { page, context } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}/demo.html`);
  assert.not.ok(await page.getByRole('button', { name: 'Menü' }).isVisible());
  for (const name of ['Home', 'Programm', 'Auftritte', 'Kontakt']) {
    assert.ok(await page.getByRole('navigation').getByRole('link', { name }).isVisible(), name);
  }
  await context.close();
});

site('a narrow column on a wide screen gets the phone layout (container queries)', async () => {
  const { page, context } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}/demo.html`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => {
    (document.querySelector('[data-band-widget]') as HTMLElement).style.width = '360px';
  });
  assert.ok(await page.getByRole('button', { name: 'Menü' }).isVisible());
  await context.close();
});

site('the active link is underlined, and only it', async () => {
  const { page, context } = await openPage(on.browser, on.server.origin, 1280);
  for (const { hash, active } of [
    { hash: '#/', active: 'Home' },
    { hash: '#/auftritte', active: 'Auftritte' },
    { hash: '#/impressum', active: null },
  ]) {
    await page.goto(`${on.server.origin}/demo.html${hash}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const styles = await page
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => [a.textContent, getComputedStyle(a).textDecorationLine, a.getAttribute('aria-current')]));
    const [logo, ...links] = styles;
    assert.equal(must(logo, 'the logo link').slice(1), ['none', null], 'the logo link is neither underlined nor current');
    for (const [text, decoration, current] of links) {
      const isActive = text === active;
      assert.is(decoration!.includes('underline'), isActive, `${hash} ${text}: ${decoration}`);
      assert.is(current, isActive ? 'page' : null, `${hash} ${text}`);
    }
  }
  await context.close();
});

site('after a route change the new h1 has focus; not on first load', async () => {
  const { page, context } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}/demo.html#/programm`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const focused = () =>
    page.evaluate(() => {
      const root = document.querySelector('[data-band-widget]')!.shadowRoot!;
      const el = root.activeElement;
      return el ? `${el.tagName}:${el.textContent}` : null;
    });
  assert.is(await focused(), null);
  await page.getByRole('navigation').getByRole('link', { name: 'Kontakt' }).click();
  await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-band-widget]')!.shadowRoot!.activeElement?.tagName === 'H1');
  assert.is(await focused(), 'H1:Kontakt');
  // keyboard alone: Tab from the heading reaches the page's first control, Kontakt's date check, then the Mail button
  await page.keyboard.press('Tab');
  assert.match((await focused()) ?? '', /^INPUT:/);
  for (let i = 0; i < 4 && !/^A:/.test((await focused()) ?? ''); i++) await page.keyboard.press('Tab');
  assert.is(await focused(), 'A:Mail');
  await context.close();
});

site('an unknown hash shows Home and stays in the address bar', async () => {
  const { page, context } = await openPage(on.browser, on.server.origin, 1280);
  for (const hash of ['#/gibtsnicht', '#/%E0%A4%A', '#abschnitt']) {
    await page.goto(`${on.server.origin}/demo.html${hash}`);
    assert.is(await page.getByRole('heading', { level: 1 }).textContent(), 'Upgrade your Event');
    assert.is(new URL(page.url()).hash, hash);
  }
  await context.close();
});

site('"In den Kalender" downloads an .ics that a calendar parser reads, with no request', async () => {
  const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}/demo.html#/auftritte`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'In den Kalender: 18.10.2025' }).click();
  const download = await downloading;
  assert.is(download.suggestedFilename(), '20251018-kulturbahnhof-kassel.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  // "Beginn 21 Uhr": a timed event in Berlin, three hours long as no end is named.
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  assert.is(start.toString(), '2025-10-18T21:00:00');
  assert.is(start.zone!.tzid, 'Europe/Berlin');
  assert.is(start.toJSDate().toISOString(), '2025-10-18T19:00:00.000Z');
  assert.is(event.getFirstPropertyValue('duration')!.toString(), 'PT3H');
  assert.is(event.getFirstPropertyValue('location'), 'Kulturbahnhof, Kassel');
  assert.is(event.getFirstPropertyValue('description'), 'Eintritt 6\u00a0€, Beginn 21\u00a0Uhr');
  assert.is(event.getFirstPropertyValue('uid'), '20251018-kulturbahnhof-kassel@upgrade-band.example');
  assert.equal(errors, []);
  assert.equal(foreign, []);
  await context.close();
});

site.run();
