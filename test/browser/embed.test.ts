// The widget in host pages we do not control (contract sections 2 and 3), measured in Chromium.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { bundleWithFixtures, openPage, ROOT, SCREENSHOTS, withBrowser } from '../setup/browser';
import { must } from '../setup/must';
import { copyRepo } from '../setup/repoCopy';

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";
const HOSTS = '/test/fixtures/hosts';

const embed = suite('the widget in host pages');
const on = withBrowser(embed, {
  server: { headers: (path): Record<string, string> => (path.endsWith('/csp.html') ? { 'content-security-policy': CSP } : {}) },
});

/** Computed styles of every element in each widget's shadow root, by widget id. */
const PROPS = [
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'margin-top',
  'margin-left',
  'padding-top',
  'display',
  'line-height',
  'box-sizing',
  'list-style-type',
  'text-transform',
  'letter-spacing',
  'text-align',
  'background-color',
  'text-decoration-line',
];
function widgetStyles(page: Page, ids: string[]) {
  return page.evaluate(
    ([ids, props]) =>
      Object.fromEntries(
        ids.map((id) => {
          const root = document.getElementById(id)!.shadowRoot!;
          return [
            id,
            [...root.querySelectorAll('*')].map((el) => {
              const style = getComputedStyle(el);
              return `${el.tagName} ${props.map((p) => style.getPropertyValue(p)).join(' | ')}`;
            }),
          ];
        }),
      ),
    [ids, PROPS] as const,
  );
}

async function ready(page: Page, ids: string[]) {
  for (const id of ids) await page.locator(`#${id} .band`).first().waitFor();
  if (ids.includes('app')) await page.locator('#app h1').waitFor();
}

embed('a hostile host stylesheet changes nothing inside the app, light and dark widgets', async () => {
  const ids = ['app', 'light', 'dark'];
  const plain = await openPage(on.browser, on.server.origin, 1280);
  await plain.page.goto(`${on.server.origin}${HOSTS}/widgets.html`);
  await ready(plain.page, ids);
  const hostile = await openPage(on.browser, on.server.origin, 1280);
  // the same page, with the hostile stylesheet in place of the ordinary one
  await hostile.page.route('**/host.css', (route) =>
    route.fulfill({ path: join(ROOT, 'test/fixtures/hosts/hostile.css'), contentType: 'text/css' }),
  );
  await hostile.page.goto(`${on.server.origin}${HOSTS}/widgets.html`);
  await ready(hostile.page, ids);
  // The host owns its element's box (display, size; even display: none to hide it), and the
  // hostile sheet shrink-wraps it: give both the same width so only leaks would differ.
  for (const { page } of [plain, hostile]) {
    await page.evaluate((ids) => ids.forEach((id) => document.getElementById(id)!.style.setProperty('width', '900px', 'important')), ids);
  }
  const [a, b] = [await widgetStyles(plain.page, ids), await widgetStyles(hostile.page, ids)];
  for (const id of ids) {
    assert.ok(must(a[id], id).length > 10, `${id} rendered`);
    assert.equal(b[id], a[id], id);
  }
  await hostile.page.screenshot({ path: join(SCREENSHOTS, 'host-hostile-1280.png'), fullPage: true });
  assert.equal(hostile.errors, []);
  await plain.context.close();
  await hostile.context.close();
});

embed('the host page looks the same before and after the widget mounts', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
  // widgets.html without its script tag: the same page before mounting
  await page.route('**/widgets.html', async (route) => {
    const html = await readFile(join(ROOT, 'test/fixtures/hosts/widgets.html'), 'utf8');
    await route.fulfill({ contentType: 'text/html', body: html.replace(/<script[^>]*><\/script>/, '') });
  });
  await page.goto(`${on.server.origin}${HOSTS}/widgets.html`);
  const hostStyles = () =>
    page.evaluate((props) => {
      const els = [document.documentElement, document.body, ...document.querySelectorAll('body > h1, body > p, p a, ul, li')];
      return els.map((el) => props.map((p) => getComputedStyle(el).getPropertyValue(p)).join('|'));
    }, PROPS);
  const before = await hostStyles();
  const head = () => page.evaluate(() => [...document.head.children].filter((el) => el.tagName !== 'SCRIPT').map((el) => el.outerHTML));
  const headBefore = await head();
  await page.addScriptTag({ url: '/dist/band.js' });
  await ready(page, ['app', 'light']);
  assert.equal(await hostStyles(), before);
  assert.equal(await head(), headBefore, "nothing added to <head> but the test's own script tag");
  assert.is(await page.evaluate(() => document.styleSheets.length), 1);
  assert.equal(errors, []);
  await context.close();
});

embed('under a strict CSP the widget renders, styled, with zero violations', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const response = await page.goto(`${on.server.origin}${HOSTS}/csp.html`);
  assert.is(response!.headers()['content-security-policy'], CSP);
  await ready(page, ['app', 'gigs']);
  const styled = await page.evaluate(() => {
    const band = (id: string) => getComputedStyle(document.getElementById(id)!.shadowRoot!.querySelector('.band')!);
    return [band('app').backgroundColor, band('gigs').backgroundColor];
  });
  assert.equal(styled, ['rgb(20, 20, 20)', 'rgb(255, 255, 255)']);
  assert.ok(await page.getByRole('img', { name: 'Logo von Upgrade' }).isVisible());
  await page.getByRole('navigation').getByRole('link', { name: 'Kontakt' }).click();
  await page.getByRole('img', { name: /Porträt/ }).waitFor();
  assert.ok(await page.getByRole('img', { name: /Porträt/ }).evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
  assert.equal(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), []);
  assert.equal(errors, []);
  await context.close();
});

embed('the script included three times mounts each element once, without errors', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}${HOSTS}/twice.html`);
  await page.waitForLoadState('load');
  await ready(page, ['one', 'two', 'app']);
  const counts = await page.evaluate(() =>
    ['one', 'two', 'app'].map((id) => document.getElementById(id)!.shadowRoot!.querySelectorAll('.band').length),
  );
  assert.equal(counts, [1, 1, 1]);
  assert.is(await page.locator('#app h1').count(), 1);
  assert.equal(errors, []);
  await context.close();
});

embed('BandWidget is the only global the script adds', async () => {
  const { page, context } = await openPage(on.browser, on.server.origin, 1280);
  await page.addInitScript(() => {
    (window as unknown as { keysBefore: string[] }).keysBefore = Object.getOwnPropertyNames(window);
  });
  await page.goto(`${on.server.origin}${HOSTS}/widgets.html`);
  await ready(page, ['app']);
  const added = await page.evaluate(() => {
    const before = new Set((window as unknown as { keysBefore: string[] }).keysBefore);
    return Object.getOwnPropertyNames(window).filter((k) => !before.has(k) && k !== 'keysBefore');
  });
  assert.equal(added, ['BandWidget']);
  assert.match(await page.evaluate(() => window.BandWidget!.version), /^\d+\.\d+\.\d+$/);
  await context.close();
});

embed('every invalid option warns once, naming element, attribute and value, and the default is used', async () => {
  const { page, context, errors, warnings } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}${HOSTS}/invalid.html`);
  await ready(page, ['bad-view', 'limit-abc', 'theme-neon']);
  const expected = [
    ['bad-view', 'data-band-widget', '"calendar"'],
    ['limit-abc', 'data-limit', '"abc"'],
    ['limit-negative', 'data-limit', '"-3"'],
    ['limit-zero', 'data-limit', '"0"'],
    ['limit-fraction', 'data-limit', '"2.5"'],
    ['show-soon', 'data-show', '"soon"'],
    ['theme-neon', 'data-theme', '"neon"'],
  ] as const;
  assert.is(warnings.length, expected.length, warnings.join('\n'));
  for (const [id, attribute, value] of expected) {
    const matching = warnings.filter((w) => w.includes(`id="${id}"`));
    assert.is(matching.length, 1, id);
    const warning = must(matching[0], `the warning about ${id}`);
    assert.ok(warning.includes(attribute) && warning.includes(value), warning);
  }
  const shown = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-band-widget]')].map((el) => {
        const band = el.shadowRoot!.querySelector<HTMLElement>('.band')!;
        return [
          el.id,
          `${band.dataset.view} ${band.dataset.theme} ${band.querySelectorAll('h1').length} ${band.querySelectorAll('.gig-section').length}`,
        ];
      }),
    ),
  );
  // defaults: the app view; the gig list with theme inherit and upcoming only (one section)
  assert.equal(shown, {
    'bad-view': 'app site 1 0',
    'limit-abc': 'gigs inherit 0 1',
    'limit-negative': 'gigs inherit 0 1',
    'limit-zero': 'gigs inherit 0 1',
    'limit-fraction': 'gigs inherit 0 1',
    'show-soon': 'gigs inherit 0 1',
    'theme-neon': 'gigs inherit 0 1',
  });
  // unlimited: all four upcoming gigs of 1.9.2025
  assert.is(await page.locator('#limit-abc li').count(), 4);
  // programmatic options are checked the same way
  const result = await page.evaluate(() => window.BandWidget!.mount('#limit-abc', { limit: -1, view: 'gigs' }) !== null);
  assert.ok(result);
  assert.match(must(warnings.at(-1), 'the last warning'), /id="limit-abc".*option limit=-1/);
  assert.equal(errors, []);
  await context.close();
});

embed('a missing target gives null and one console error, and throws nothing', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}${HOSTS}/empty.html`);
  await page.addScriptTag({ url: '/dist/band.js' });
  const result = await page.evaluate(() => window.BandWidget!.mount('#nirgends'));
  assert.is(result, null);
  assert.is(errors.length, 1);
  assert.match(must(errors[0], 'the error'), '#nirgends');
  const bad = await page.evaluate(() => window.BandWidget!.mount('[[[') === null && window.BandWidget!.unmount('#nirgends'));
  assert.is(bad, false);
  assert.is(errors.length, 3);
  await context.close();
});

embed('a single-page host mounts, re-renders, unmounts and re-mounts into elements it creates later', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}${HOSTS}/empty.html`);
  await page.addScriptTag({ url: '/dist/band.js' });
  // mount() renders before it returns (src/widget/mount.tsx), so each step is read at once, without waiting.
  const state = await page.evaluate(() => {
    const outlet = document.getElementById('outlet')!;
    const el = document.createElement('section');
    el.innerHTML = '<a href="/gigs">Termine ansehen</a>';
    outlet.append(el);
    const handle = window.BandWidget!.mount(el, { view: 'gigs', show: 'all', limit: 2, theme: 'light' })!;
    const first = el.shadowRoot!.querySelectorAll('li').length;
    const fallbackGone = el.childNodes.length === 0;
    // mounting again re-renders with the new options, never twice
    window.BandWidget!.mount(el, { view: 'gigs', show: 'past', limit: 5, theme: 'dark' });
    const second = el.shadowRoot!.querySelectorAll('li').length;
    const bands = el.shadowRoot!.querySelectorAll('.band').length;
    const theme = el.shadowRoot!.querySelector<HTMLElement>('.band')!.dataset.theme;
    handle.unmount();
    const afterUnmount = el.shadowRoot!.querySelectorAll('.band, li').length;
    // the element is the host's again: its own content shows
    el.textContent = 'Wieder Inhalt der Seite';
    const hostContentShows = el.getBoundingClientRect().height > 0;
    // a later element, and the same element again
    const later = document.createElement('div');
    outlet.append(later);
    window.BandWidget!.mount(later, { view: 'app' });
    window.BandWidget!.mount(el, { view: 'gigs' });
    return {
      first,
      fallbackGone,
      second,
      bands,
      theme,
      afterUnmount,
      hostContentShows,
      later: later.shadowRoot!.querySelectorAll('h1').length,
      remounted: el.shadowRoot!.querySelectorAll('.band').length,
      unmountedTwice: window.BandWidget!.unmount(later) && !window.BandWidget!.unmount(later),
    };
  });
  assert.equal(state, {
    first: 4, // 2 upcoming + 2 past
    fallbackGone: true,
    second: 5,
    bands: 1,
    theme: 'dark',
    afterUnmount: 0,
    hostContentShows: true,
    later: 1,
    remounted: 1,
    unmountedTwice: true,
  });
  assert.equal(errors, []);
  await context.close();
});

embed('gig list options: limit and show, each theme, and a narrow column on a wide page', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}${HOSTS}/empty.html`);
  await page.addScriptTag({ url: '/dist/band.js' });
  const sections = (id: string) =>
    page.evaluate((id) => {
      const root = document.getElementById(id)!.shadowRoot!;
      return [...root.querySelectorAll('section')].map((s) => `${s.querySelector('h3')!.textContent}: ${s.querySelectorAll('li').length}`);
    }, id);
  const mount = (id: string, options: object) =>
    page.evaluate(([id, options]) => void window.BandWidget!.mount(`#${id}`, options as never), [id, options] as const);

  await mount('wide-column', { view: 'gigs' });
  await page.locator('#wide-column li').first().waitFor();
  assert.equal(await sections('wide-column'), ['Kommende Auftritte: 4']);
  await mount('wide-column', { view: 'gigs', limit: 1 });
  assert.equal(await sections('wide-column'), ['Kommende Auftritte: 1']);
  await mount('wide-column', { view: 'gigs', show: 'past', limit: 3 });
  assert.equal(await sections('wide-column'), ['Vergangene Auftritte: 3']);
  await mount('wide-column', { view: 'gigs', show: 'all' });
  // Without a limit the past is this year's gigs and a closed group per earlier year (issue 31).
  assert.equal(await sections('wide-column'), ['Kommende Auftritte: 4', 'Vergangene Auftritte: 4']);
  assert.equal(await page.locator('#wide-column summary').allTextContents(), [
    '2024 · 9 Auftritte',
    '2023 · 8 Auftritte',
    '2022 · 8 Auftritte',
    '2021 · 5 Auftritte',
  ]);
  // past entries carry no information text (a private party only its label); upcoming ones do
  const infos = await page.evaluate(() =>
    [...document.getElementById('wide-column')!.shadowRoot!.querySelectorAll('section')].map(
      (s) => s.querySelectorAll('.gig-info:not(.gig-private)').length,
    ),
  );
  assert.equal(infos, [4, 0]);

  for (const theme of ['inherit', 'light', 'dark']) {
    await mount('wide-column', { view: 'gigs', show: 'all', limit: 2, theme });
    await page.locator('#wide-column').screenshot({ path: join(SCREENSHOTS, `gigs-${theme}-1280.png`) });
  }
  const looks = await page.evaluate(() => {
    const band = document.getElementById('wide-column')!.shadowRoot!.querySelector('.band')!;
    return getComputedStyle(band).backgroundColor;
  });
  assert.is(looks, 'rgb(20, 20, 20)');
  await mount('wide-column', { view: 'gigs', theme: 'inherit' });
  const inherited = await page.evaluate(() => {
    const band = document.getElementById('wide-column')!.shadowRoot!.querySelector('.band')!;
    const s = getComputedStyle(band);
    return [s.fontFamily, s.color, s.backgroundColor];
  });
  assert.equal(inherited, ['Georgia, serif', 'rgb(34, 34, 68)', 'rgba(0, 0, 0, 0)']);

  // layout follows the widget's own width: one column at 300 px, date beside place when wide
  await mount('narrow-column', { view: 'gigs', theme: 'light' });
  await page.locator('#narrow-column li').first().waitFor();
  const columns = await page.evaluate(() =>
    ['narrow-column', 'wide-column'].map(
      (id) => getComputedStyle(document.getElementById(id)!.shadowRoot!.querySelector('.gig')!).gridTemplateColumns.split(' ').length,
    ),
  );
  assert.equal(columns, [1, 2]);
  await page.locator('#narrow-column').screenshot({ path: join(SCREENSHOTS, 'gigs-narrow-column-1280.png') });
  assert.equal(errors, []);
  await context.close();
});

embed('the same local wall-clock time shows the same dates in Berlin, Los Angeles and Kiritimati', async () => {
  const zones = [
    ['Europe/Berlin', '2025-09-13T23:30:00+02:00'],
    ['America/Los_Angeles', '2025-09-13T23:30:00-07:00'],
    ['Pacific/Kiritimati', '2025-09-13T23:30:00+14:00'],
  ] as const;
  const seen: string[] = [];
  for (const [timezoneId, now] of zones) {
    const { page, context } = await openPage(on.browser, on.server.origin, 1280, { timezoneId, now: new Date(now) });
    await page.goto(`${on.server.origin}${HOSTS}/empty.html`);
    await page.addScriptTag({ url: '/dist/band.js' });
    await page.evaluate(() => void window.BandWidget!.mount('#outlet', { view: 'gigs', show: 'all', limit: 2 }));
    await page.locator('#outlet li').first().waitFor();
    const gigs = await page.evaluate(() =>
      [...document.getElementById('outlet')!.shadowRoot!.querySelectorAll('time')].map((t) => `${t.dateTime}=${t.textContent}`).join(' '),
    );
    await page.goto(`${on.server.origin}/demo.html#/`);
    const box = await page.getByRole('region', { name: 'Nächster Auftritt' }).textContent();
    seen.push(`${gigs} | ${box}`);
    await context.close();
  }
  // on the evening of 13.9.2025 that gig is still upcoming, and the home box shows the next one
  assert.is(
    seen[0],
    '2025-09-13=13.09.2025 2025-10-18=18.10.2025 2025-08-02=02.08.2025 2025-06-21=21.06.2025 | Nächster Auftritt18.10.2025in 34 Tage(n):Kulturbahnhof, KasselEintritt 6\u00a0€, Beginn 21\u00a0Uhr',
  );
  assert.is(seen[1], seen[0]);
  assert.is(seen[2], seen[0]);
});

embed("the partners' snippet in docs/venues.md works with a copied band.js in a blank HTML file, from file://", async () => {
  const venues = await readFile(join(ROOT, 'docs/venues.md'), 'utf8');
  const snippet = /<!-- partner snippet -->\n```html\n([\s\S]*?)```/.exec(venues)?.[1]?.replace(/src="[^"]*band\.js"/, 'src="band.js"');
  assert.ok(snippet, 'docs/venues.md has the partner snippet');
  // a venue's folder: nothing from the repository but band.js
  const partner = await copyRepo([], { prefix: 'partner-' });
  await partner.write('band.js', await bundleWithFixtures());
  await partner.write(
    'index.html',
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Partner</title></head><body>\n${snippet}</body></html>`,
  );
  const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(pathToFileURL(partner.path('index.html')).href);
  await page.locator('li').first().waitFor();
  assert.ok((await page.locator('li').count()) > 0);
  assert.equal(errors, []);
  assert.equal(
    foreign.filter((url) => !url.startsWith('file://')),
    [],
  );
  await context.close();
  await partner.remove();
});

embed.run();
