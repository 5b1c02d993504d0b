// The guard from the outside: a host page that breaks a browser API the widget renders with still
// shows a way to the band in the widget's box, and the rest of the host's page goes on working.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { openPage, SCREENSHOTS, withBrowser } from '../setup/browser';

/** A venue's page whose own script breaks Date.prototype.getDate, which every shown date needs. */
const BROKEN = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Kulturbahnhof</title>
<script>Date.prototype.getDate = function () { throw new Error('getDate broken by the host'); };</script></head><body>
<h1>Kulturbahnhof</h1>
<div id="termine" data-band-widget="gigs"><a href="https://upgrade-band.example/#/auftritte">Termine von Upgrade</a></div>
<div id="leer" data-band-widget="gigs"></div>
<p><button id="zaehler" type="button">0</button></p>
<script>document.getElementById('zaehler').addEventListener('click', (event) => { event.target.textContent = String(Number(event.target.textContent) + 1); });</script>
<script src="/dist/band.js"></script>
</body></html>`;

const pages = new Map([['/broken.html', BROKEN]]);
const guard = suite('a render that fails on the host’s page');
const on = withBrowser(guard, { server: { pages } });

guard('shows the host’s own link again, or a link to the band’s site; one console error each; the page goes on working', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 375);
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(String(error)));
  await page.goto(`${on.server.origin}/broken.html`);
  // The host's link, back in its element (a <slot> shows it through the shadow root).
  const own = page.locator('#termine').getByRole('link', { name: 'Termine von Upgrade' });
  await own.waitFor();
  assert.ok(await own.isVisible());
  // Where the host gave nothing, a plain link to the band's site.
  const plain = page.locator('#leer').getByRole('link', { name: /^Zur Website von / });
  await plain.waitFor();
  assert.ok(await plain.isVisible());
  assert.match((await plain.getAttribute('href'))!, /^https:\/\//);
  assert.equal(thrown, [], 'nothing thrown into the host page');
  assert.is(errors.filter((text) => text.startsWith('BandWidget: rendering failed')).length, 2, errors.join('\n'));
  // The rest of the page: untouched and working.
  assert.is(await page.getByRole('heading', { level: 1 }).textContent(), 'Kulturbahnhof');
  await page.getByRole('button', { name: '0' }).click();
  await page.getByRole('button', { name: '1' }).waitFor();
  await page.screenshot({ path: join(SCREENSHOTS, 'guard-broken-host-375.png') });
  await context.close();
});

guard.run();
