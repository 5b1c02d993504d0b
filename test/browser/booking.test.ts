// From browsing to booking on a phone: find songs, build a wish list, send the prepared inquiry.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { axeViolations, openPage, SCREENSHOTS, withBrowser } from '../setup/browser';

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
  const wished = body.split('Unsere Wunschliste:\r\n')[1].split('\r\n\r\n')[0].split('\r\n');
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

booking('public gigs link to a map; showing the links requests nothing elsewhere', async () => {
  const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, 375);
  await page.goto(`${on.server.origin}/demo.html#/auftritte`);
  const upcoming = page.locator('[data-band-widget="app"]').getByRole('heading', { name: 'Kommende Auftritte' }).locator('..').getByRole('listitem');
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
