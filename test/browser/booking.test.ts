// From browsing to booking on a phone: find songs, build a wish list with its marks, check a date, send the prepared inquiry.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, SCREENSHOTS, WIDTHS, withBrowser } from '../setup/browser';
import { between } from '../setup/must';

const booking = suite('from browsing to booking at 375 px');
const on = withBrowser(booking);

booking('search without accents, filter by decade, wish three songs, and the Mail button carries them', async () => {
  const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, 375);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: on.server.origin });
  await page.goto(`${on.server.origin}/demo.html#/programm`);
  const app = page.locator('[data-band-widget="app"]');
  const search = app.getByLabel('Song oder Interpret suchen');
  await search.fill('uber den');
  await app.getByRole('button', { name: 'Auf die Wunschliste: Über den Wolken - Reinhard Mey' }).click();
  await search.fill('');
  await app.getByRole('group', { name: 'Jahrzehnt' }).getByRole('button', { name: '50er' }).click();
  const fifties = app.locator('ol.songs li');
  assert.ok((await fifties.count()) >= 2);
  for (const i of [0, 1]) await fifties.nth(i).getByRole('button').click();
  assert.match((await app.getByRole('status').first().textContent())!, /^\d+ von \d+ Songs$/);
  assert.equal(await axeViolations(page), [], 'axe on Programm with a filter active and a wish list');
  await page.screenshot({ path: join(SCREENSHOTS, 'programm-finder-375.png'), fullPage: true });

  await app.getByRole('link', { name: 'Mit Wunschliste anfragen' }).click();
  await app.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
  const href = (await app.getByRole('link', { name: 'Mail' }).getAttribute('href'))!;
  const body = new URL(href).searchParams.get('body')!;
  for (const field of ['Datum', 'Anlass', 'Ort', 'Gäste', 'Uhrzeit']) assert.match(body, `${field}: `);
  const wished = between(body, 'Unsere Wunschliste:\r\n', '\r\n\r\n').split('\r\n');
  assert.is(wished.length, 3);
  assert.is(wished[0], '- Über den Wolken – Reinhard Mey');

  await app.getByRole('button', { name: 'Adresse kopieren' }).click();
  await app.getByText('Die Adresse ist kopiert.').waitFor();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), new URL(href).pathname);
  assert.equal(await axeViolations(page), [], 'axe on Kontakt');
  await page.screenshot({ path: join(SCREENSHOTS, 'kontakt-inquiry-375.png'), fullPage: true });
  assert.equal(errors, []);
  assert.equal(foreign, [], 'nothing requested elsewhere');
  await context.close();
});

const app = (page: Page) => page.locator('[data-band-widget="app"]');
/** The Mail button's body, decoded as a mail program reads it. */
const mailBody = async (page: Page) =>
  new URL((await app(page).getByRole('link', { name: 'Mail' }).getAttribute('href'))!).searchParams.get('body')!;
const dateStatus = (page: Page) => app(page).locator('.date-status[role="status"]');

booking(
  'mark an opening dance and a song not to play, check a taken and a free date on Kontakt, and the Mail button carries it all',
  async () => {
    const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, 375);
    await page.goto(`${on.server.origin}/demo.html#/programm`);
    for (const song of ['Über den Wolken - Reinhard Mey', 'Dancing Queen - ABBA', 'Highway to Hell - AC/DC']) {
      await app(page)
        .getByRole('button', { name: `Auf die Wunschliste: ${song}` })
        .click();
    }
    const wishes = app(page).getByRole('region', { name: 'Ihre Wunschliste' });
    // by keyboard: the marks are plain buttons
    await wishes.getByRole('button', { name: 'Eröffnungstanz: Dancing Queen - ABBA' }).focus();
    await page.keyboard.press('Enter');
    await wishes.getByRole('button', { name: 'Bitte nicht spielen: Highway to Hell - AC/DC' }).focus();
    await page.keyboard.press('Space');
    assert.is(await wishes.getByRole('button', { name: 'Eröffnungstanz: Dancing Queen - ABBA' }).getAttribute('aria-pressed'), 'true');
    assert.is(
      await wishes.getByRole('button', { name: 'Bitte nicht spielen: Highway to Hell - AC/DC' }).getAttribute('aria-pressed'),
      'true',
    );
    assert.equal(await axeViolations(page), [], 'axe on Programm with marked wishes');
    await wishes.screenshot({ path: join(SCREENSHOTS, 'wishlist-marks-375.png') });

    await app(page).getByRole('link', { name: 'Mit Wunschliste anfragen' }).click();
    await app(page).getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
    assert.is(await dateStatus(page).textContent(), '', 'the status waits, empty, in the page');
    const date = app(page).getByLabel('Ihr Wunschtermin');
    assert.is(await date.getAttribute('type'), 'date');

    await date.fill('2025-10-04'); // the fixture's unlisted booking
    await dateStatus(page).filter({ hasText: 'vergeben' }).waitFor();
    assert.is(
      await dateStatus(page).textContent(),
      'Der 04.10.2025 ist bei uns leider schon vergeben – vielleicht passt Ihnen ein anderer Tag?',
    );
    assert.match(await mailBody(page), '\r\nDatum: 04.10.2025\r\n');

    await date.fill('2025-10-05');
    await dateStatus(page).filter({ hasText: 'frei' }).waitFor();
    assert.match((await dateStatus(page).textContent())!, /^Der 05\.10\.2025 ist nach unserem Kalender noch frei – /);
    const body = await mailBody(page);
    assert.match(body, '\r\nDatum: 05.10.2025\r\n');
    assert.match(body, '\r\nEröffnungstanz: Dancing Queen - ABBA\r\n');
    assert.match(body, 'Unsere Wunschliste:\r\n- Über den Wolken – Reinhard Mey\r\n\r\n');
    assert.match(body, 'Bitte nicht spielen:\r\n- Highway to Hell – AC/DC\r\n');
    assert.equal(await axeViolations(page), [], 'axe on Kontakt with the status shown');
    await page.screenshot({ path: join(SCREENSHOTS, 'kontakt-date-375.png'), fullPage: true });
    assert.equal(errors, []);
    assert.equal(foreign, [], 'nothing requested elsewhere');
    await context.close();
  },
);

booking('the wish list marks and the date check at 1280 px (screenshots), axe clean', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, WIDTHS[1]);
  await page.goto(`${on.server.origin}/demo.html#/programm`);
  for (const song of ['Über den Wolken - Reinhard Mey', 'Dancing Queen - ABBA', 'Highway to Hell - AC/DC']) {
    await app(page)
      .getByRole('button', { name: `Auf die Wunschliste: ${song}` })
      .click();
  }
  await app(page).getByRole('button', { name: 'Eröffnungstanz: Dancing Queen - ABBA' }).click();
  await app(page).getByRole('button', { name: 'Bitte nicht spielen: Highway to Hell - AC/DC' }).click();
  await app(page)
    .getByRole('region', { name: 'Ihre Wunschliste' })
    .screenshot({ path: join(SCREENSHOTS, 'wishlist-marks-1280.png') });
  await app(page).getByRole('link', { name: 'Mit Wunschliste anfragen' }).click();
  await app(page).getByLabel('Ihr Wunschtermin').fill('2025-10-05');
  await dateStatus(page).filter({ hasText: 'frei' }).waitFor();
  assert.equal(await axeViolations(page), []);
  await page.screenshot({ path: join(SCREENSHOTS, 'kontakt-date-1280.png'), fullPage: true });
  assert.equal(errors, []);
  await context.close();
});

booking('public gigs link to a map; showing the links requests nothing elsewhere', async () => {
  const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, 375);
  await page.goto(`${on.server.origin}/demo.html#/auftritte`);
  const upcoming = page
    .locator('[data-band-widget="app"]')
    .getByRole('heading', { name: 'Kommende Auftritte' })
    .locator('..')
    .getByRole('listitem');
  await upcoming.first().waitFor();
  const map = upcoming.first().getByRole('link', { name: /^Karte: / });
  assert.match((await map.getAttribute('href'))!, /^https:\/\/www\.openstreetmap\.org\/search\?query=/);
  assert.equal(await axeViolations(page), []);
  await page.screenshot({ path: join(SCREENSHOTS, 'auftritte-map-375.png') });
  assert.equal(errors, []);
  assert.equal(foreign, []);
  await context.close();
});

booking.run();
