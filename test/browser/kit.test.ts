// The venue kit as a venue meets it: dist/gigs.html in an iframe, the configurator,
// and the code it produces pasted into a blank page. dist/ is served as the web root
// with the headers of its own _headers; band.js is built from the test fixtures.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, policyViolations, ROOT, SCREENSHOTS, watchPolicy, withBrowser } from '../setup/browser';
import { must } from '../setup/must';

/** Pages by path that the tests put in place (a venue's page), and axe-core from the same origin for the strict policy. */
const pages = new Map<string, string>();

/** A venue's own pages, on an origin of their own (the band's site is `server`). */
const venuePages = new Map<string, string>();

const kit = suite('the venue kit');
const on = withBrowser(kit, { server: { as: 'dist', pages }, venue: { pages: venuePages } });

kit.before(async () => {
  pages.set('/axe.min.js', await readFile(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8'));
});

const listed = (page: Page, selector = '[data-band-widget]') =>
  page.evaluate(
    (selector) => [...document.querySelector(selector)!.shadowRoot!.querySelectorAll('li .gig-location')].map((el) => el.textContent),
    selector,
  );

kit('gigs.html takes its options from the query string, under its strict policy', async () => {
  const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, 600);
  await watchPolicy(page);
  await page.goto(`${on.server.origin}/gigs.html?show=all&limit=2&theme=light&place=kassel`);
  await page.locator('[data-band-widget] li').first().waitFor();
  const places = await listed(page);
  assert.ok(places.length > 0 && places.length <= 4, places.join(', '));
  for (const place of places) assert.match(place!, /Kassel/);
  assert.is(
    await page.evaluate(() => document.querySelector('[data-band-widget]')!.shadowRoot!.querySelector('.band')!.getAttribute('data-theme')),
    'light',
  );
  assert.equal(await policyViolations(page), []);
  assert.equal(errors, []);
  assert.equal(foreign, []);
  await context.close();
});

kit('gigs.html: a bad option warns once and the default is used', async () => {
  const { page, context, warnings } = await openPage(on.browser, on.server.origin, 600);
  await page.goto(`${on.server.origin}/gigs.html?limit=abc`);
  await page.locator('[data-band-widget] li').first().waitFor();
  assert.is(warnings.length, 1, warnings.join('\n'));
  assert.match(must(warnings[0], 'the warning'), 'data-limit="abc" is not valid');
  assert.ok((await listed(page)).length > 1, 'no limit');
  await context.close();
});

kit('gigs.html tells the page that frames it how tall it is', async () => {
  pages.set(
    '/venue.html',
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Veranstaltungen</title></head><body>
<h1>Unser Programm</h1>
<iframe id="frame" src="/gigs.html?theme=light" title="Termine" width="100%" height="100" style="border:0"></iframe>
<script>
window.heights = [];
addEventListener('message', (e) => { if (e.data && e.data.bandWidget === 'height') { window.heights.push(e.data.height); document.getElementById('frame').height = e.data.height; } });
</script></body></html>`,
  );
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 800);
  await page.goto(`${on.server.origin}/venue.html`);
  const height = await page
    .waitForFunction(() => (window as unknown as { heights: number[] }).heights.at(-1))
    .then((h) => h.jsonValue() as Promise<number>);
  const inner = await page
    .frameLocator('#frame')
    .locator('html')
    .evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
  assert.ok(height > 100, String(height));
  assert.is(height, inner);
  await page.screenshot({ path: join(SCREENSHOTS, 'kit-iframe-800.png') });
  assert.equal(errors, []);
  await context.close();
});

kit('the configurator: each control changes the code and the live preview; strict policy, no violations, axe clean', async () => {
  for (const width of [375, 1280]) {
    const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, width);
    await watchPolicy(page);
    await page.goto(`${on.server.origin}/konfigurator.html`);
    await page.getByRole('heading', { level: 1, name: /auf Ihrer Website/ }).waitFor();
    // The band's address as the page was built with it (the band data's siteUrl).
    const SITE = (await page.locator('[data-site]').getAttribute('data-site'))!;
    const code = () => page.locator('#snippet').textContent();
    await page.locator('#preview li').first().waitFor();
    assert.match((await code())!, `<script src="${SITE}band.js" defer></script>`);

    await page.getByLabel('Nur Termine an diesem Ort').fill('kassel');
    assert.match((await code())!, 'data-place="kassel"');
    for (const place of await listed(page, '#preview')) assert.match(place!, /Kassel/);
    await page.getByLabel('Welche Termine').selectOption('all');
    assert.match((await code())!, 'data-show="all"');
    await page.locator('#preview').getByRole('heading', { name: 'Vergangene Auftritte' }).waitFor();
    await page.getByLabel('Höchstens so viele Termine je Abschnitt').fill('1');
    assert.match((await code())!, 'data-limit="1"');
    assert.ok((await listed(page, '#preview')).length <= 2, 'one gig per section');
    await page.getByLabel('Hell').check();
    assert.match((await code())!, 'data-theme="light"');
    await page.getByLabel('Akzentfarbe').fill('#b0002a');
    assert.match((await code())!, 'style="--band-accent: #b0002a"');
    assert.ok(await page.getByText(/setzen Sie --band-accent stattdessen in Ihrem Stylesheet/).isVisible(), 'the note on inline styles');
    assert.is(await page.locator('#preview').evaluate((el) => getComputedStyle(el).getPropertyValue('--band-accent').trim()), '#b0002a');
    assert.equal(await axeViolations(page, `${on.server.origin}/axe.min.js`), [], `axe at ${width} px`);
    await page.screenshot({ path: join(SCREENSHOTS, `kit-configurator-${width}.png`), fullPage: true });

    await page.getByLabel(/Wie Ihre Seite/).check();
    await page.getByLabel(/Als iframe/).check();
    // in a frame the list cannot take the venue's font: "inherit" gives way to "light"
    assert.ok(await page.getByLabel(/Wie Ihre Seite/).isDisabled());
    // A plain & between the parameters: the address works pasted alone into a site builder's field too.
    assert.match((await code())!, /^<iframe src="[^"]*gigs\.html\?show=all&limit=1&theme=light&place=kassel&accent=%23b0002a"/);
    // The code box breaks lines after punctuation only: every <wbr> follows one.
    assert.ok(
      await page
        .locator('#snippet')
        .evaluate((el) => [...el.querySelectorAll('wbr')].every((wbr) => /[/&?=.,;:_%-]$/.test(wbr.previousSibling?.textContent ?? ''))),
    );
    await page.getByLabel(/Die ganze Website/).check();
    // the whole site only as a script: its page may not be framed
    assert.ok(await page.getByLabel(/Als iframe/).isDisabled());
    assert.match((await code())!, /^<div data-band-widget="app"/);
    await page.locator('#preview nav').waitFor();
    assert.ok(
      await page.locator('#gig-options').evaluate((el) => (el as HTMLFieldSetElement).disabled),
      'the gig-list options are off for the whole site',
    );

    await page.getByLabel(/Mit Skript/).check();
    await page.getByLabel('Die Terminliste', { exact: true }).check();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: on.server.origin });
    await page.getByRole('button', { name: 'Code kopieren' }).click();
    await page.getByText('Der Code ist kopiert.').waitFor();
    assert.is(await page.evaluate(() => navigator.clipboard.readText()), await code());
    assert.equal(await policyViolations(page), []);
    assert.equal(errors, []);
    assert.equal(foreign, []);
    await context.close();
  }
});

kit('the copied code, pasted into a blank page, shows the same list as the preview', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}/konfigurator.html`);
  await page.getByLabel('Nur Termine an diesem Ort').fill('Kassel');
  await page.getByLabel('Welche Termine').selectOption('all');
  await page.getByLabel('Dunkel').check();
  await page.locator('#preview li').first().waitFor();
  const preview = await listed(page, '#preview');
  // The venue's page: the code as copied, band.js from this server in place of the band's domain.
  const site = (await page.locator('[data-site]').getAttribute('data-site'))!;
  const pasted = (await page.locator('#snippet').textContent())!.replace(`${site}band.js`, '/band.js');
  pages.set(
    '/pasted.html',
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Unsere Termine</title></head><body>\n${pasted}\n</body></html>`,
  );
  const venue = await context.newPage();
  await venue.goto(`${on.server.origin}/pasted.html`);
  await venue.locator('[data-band-widget] li').first().waitFor();
  assert.equal(await listed(venue), preview);
  assert.ok(preview.length > 0);
  assert.equal(errors, []);
  await context.close();
});

/** Waits until the page has handled every message posted to it so far (messages are delivered in order). */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const marker = `settled-${Math.random()}`;
        addEventListener('message', function done(event) {
          if (event.data !== marker) return;
          removeEventListener('message', done);
          resolve();
        });
        postMessage(marker, '*');
      }),
  );

kit(
  'the configurator’s iframe code, pasted into a venue’s page on another site, takes the height of its list and ignores strangers',
  async () => {
    const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
    await page.goto(`${on.server.origin}/konfigurator.html`);
    await page.getByLabel('Welche Termine').selectOption('all');
    await page.getByLabel(/Als iframe/).check();
    await page.getByLabel('Private Feiern zeigen', { exact: false }).uncheck();
    await page.getByLabel('Eigene Überschriften der Liste zeigen').uncheck();
    const site = (await page.locator('[data-site]').getAttribute('data-site'))!;
    const code = (await page.locator('#snippet').textContent())!;
    assert.match(code, 'headings=none&private=hide');
    assert.match(code, 'allow="web-share; clipboard-write"');
    // The band's site is this test's server: its address in place of the band's domain, in the address and in the origin check.
    const pasted = code.replaceAll(new URL(site).origin, on.server.origin);
    venuePages.set(
      '/programm.html',
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Live bei uns</title></head><body>\n<h1>Live bei uns</h1>\n${pasted}\n<p id="after">Unser Biergarten öffnet um 17 Uhr.</p>\n` +
        // Another frame marked like the band's, from another origin (the venue's own), that reports a height in the right shape.
        `<iframe id="stranger" data-band-frame src="/stranger.html" title="Werbung" height="100"></iframe>\n` +
        `<script>window.seen = []; addEventListener('message', (e) => window.seen.push(e.origin));</script>\n</body></html>`,
    );
    venuePages.set(
      '/stranger.html',
      `<!doctype html><title>Werbung</title><script>parent.postMessage({ bandWidget: 'height', height: 900 }, '*');</script>`,
    );
    const venue = await context.newPage();
    await venue.goto(`${on.venue.origin}/programm.html`);
    const frame = venue.frameLocator('iframe[src*="gigs.html"]');
    await frame.locator('[data-band-widget] li').first().waitFor();
    // The frame grows from its 480 px to the list's height, with no scrollbar of its own.
    const inner = () => frame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
    const outer = () => venue.locator('iframe[src*="gigs.html"]').evaluate((el) => Math.round(el.getBoundingClientRect().height));
    await venue.waitForFunction(() => document.querySelector('iframe')!.getBoundingClientRect().height > 480);
    await venue.waitForFunction(
      async (height) => Math.round(document.querySelector('iframe')!.getBoundingClientRect().height) === height,
      await inner(),
    );
    const grown = await outer();
    assert.is(grown, await inner());
    assert.ok(await frame.locator('html').evaluate((html) => html.scrollHeight <= html.clientHeight + 1), 'no scrollbar inside the frame');
    assert.equal(await frame.getByRole('heading').count(), 0, 'headings none');
    assert.not.match((await frame.locator('[data-band-widget]').textContent())!, 'Private Feier');
    // A message of the right shape from anyone else (here the venue's page itself) changes nothing.
    await venue.evaluate(() => postMessage({ bandWidget: 'height', height: 7 }, '*'));
    await settled(venue);
    assert.is(await outer(), grown);
    // The frame of the wrong origin, marked and in shape, was heard and ignored: the origin check alone refuses it.
    await venue.waitForFunction((origin) => (window as unknown as { seen: string[] }).seen.includes(origin), on.venue.origin);
    assert.is(await venue.locator('#stranger').evaluate((el) => el.style.height), '');
    await venue.screenshot({ path: join(SCREENSHOTS, 'kit-pasted-iframe-1280.png'), fullPage: true });
    assert.equal(errors, []);
    await context.close();
  },
);

kit(
  'the configurator: its code box wraps at punctuation only; where the clipboard is refused, the code is selected and the status says so',
  async () => {
    const { page, context, errors } = await openPage(on.browser, on.server.origin, 375);
    await context.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await page.goto(`${on.server.origin}/konfigurator.html`);
    await page.getByLabel(/Als iframe/).check();
    assert.is(await page.locator('.kit-code').evaluate((el) => getComputedStyle(el).wordBreak), 'normal');
    assert.ok(await page.locator('.kit-code').evaluate((el) => el.scrollWidth <= el.clientWidth), 'the code box fits at 375 px');
    await page.getByRole('button', { name: 'Code kopieren' }).click();
    await page
      .getByRole('status')
      .getByText(/Der Code ist markiert, kopieren Sie ihn mit Strg\+C/)
      .waitFor();
    assert.is(await page.evaluate(() => String(getSelection())), await page.locator('#snippet').textContent());
    assert.equal(errors, []);
    await context.close();
  },
);

for (const width of [320, 375, 1280]) {
  kit(
    `a venue’s page at ${width} px: the list in an iframe without allow, headings off, "Teilen" falls back to a field that fits`,
    async () => {
      venuePages.set(
        '/termine.html',
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Termine</title>
<style>body { margin: 0; font-family: Georgia, serif; } main { max-width: 40em; margin: 0 auto; } iframe { display: block; width: 100%; max-width: 320px; height: 1400px; border: 0; }</style></head>
<body><main><h1>Live bei uns</h1>
<iframe src="${on.server.origin}/gigs.html?headings=none&show=all&theme=light" title="Termine der Band"></iframe>
</main></body></html>`,
      );
      const { page, context } = await openPage(on.browser, on.venue.origin, width);
      await page.goto(`${on.venue.origin}/termine.html`);
      const frame = page.frameLocator('iframe');
      await frame
        .getByRole('button', { name: /^Teilen/ })
        .first()
        .click();
      // Neither the share sheet nor the clipboard is allowed in this frame: the link is shown to copy by hand.
      const status = frame.getByRole('status');
      await status.getByText(/Link kopiert: |Bitte kopieren Sie den Link aus dem markierten Feld/).waitFor();
      assert.equal(await frame.getByRole('heading').count(), 0);
      const overflow = await frame.locator('html').evaluate((html) => {
        const root = document.querySelector('[data-band-widget]')!.shadowRoot!;
        const widest = Math.max(...[...root.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right));
        return { page: html.scrollWidth - html.clientWidth, widest: widest - html.clientWidth };
      });
      assert.ok(overflow.page <= 0, `the frame's page scrolls sideways by ${overflow.page} px`);
      assert.ok(overflow.widest <= 0.5, `an element of the list sticks out by ${overflow.widest} px`);
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
        'the venue’s page',
      );
      await page.screenshot({ path: join(SCREENSHOTS, `kit-share-fallback-${width}.png`) });
      await context.close();
    },
  );
}

kit.run();
