// Host pages we do not control (contract sections 2 to 4): <base href> elsewhere,
// right-to-left, the host's own anchors, a same-origin iframe, a taken global,
// hostile API arguments; and how the widget looks in forced colours.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEffects, consoleSettled, openPage, SCREENSHOTS, withBrowser } from '../setup/browser';
import { H1 } from '../setup/routes';
import { must } from '../setup/must';

const HOSTS = '/test/fixtures/hosts';

const hosts = suite('host pages');
const on = withBrowser(hosts);

const h1 = (page: Page) => page.locator('#app h1').textContent();

hosts("<base href> elsewhere: the app's links keep the visitor on the page and stay real links", async () => {
  const { page, context, errors, foreign } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}${HOSTS}/base-href.html`);
  await page.locator('#app h1').waitFor();
  const link = page.locator('#app nav a', { hasText: 'Programm' });
  assert.is(await link.getAttribute('href'), '#/programm');
  await link.click();
  await page.locator('#app h1', { hasText: 'Aktuelle Songauswahl' }).waitFor();
  assert.is(new URL(page.url()).pathname, `${HOSTS}/base-href.html`);
  assert.is(new URL(page.url()).hash, '#/programm');
  await page.locator('#app footer a', { hasText: 'Impressum' }).click();
  await page.locator('#app h1', { hasText: 'Impressum' }).waitFor();
  assert.is(new URL(page.url()).hash, '#/impressum');
  assert.equal(foreign, []);
  assert.equal(errors, []);
  await context.close();
});

hosts('dir="rtl" host: the widget root is dir="ltr" and neither the app nor the gig list flips', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}${HOSTS}/rtl.html`);
  await page.locator('#app h1').waitFor();
  await page.locator('#gigs li').first().waitFor();
  const seen = await page.evaluate(() =>
    ['app', 'gigs'].map((id) => {
      const root = document.getElementById(id)!.shadowRoot!.querySelector('.band') as HTMLElement;
      return `${root.getAttribute('dir')} ${getComputedStyle(root).direction}`;
    }),
  );
  assert.equal(seen, ['ltr ltr', 'ltr ltr']);
  // The logo stays left of the links, as on any other page.
  const [logo, links] = await page.evaluate((): [number, number] => {
    const root = document.getElementById('app')!.shadowRoot!;
    // An element that is not there is at NaN, and the assertion below names it.
    const left = (selector: string) => root.querySelector(selector)?.getBoundingClientRect().left ?? NaN;
    return [left('.nav-logo'), left('.nav-links')];
  });
  assert.ok(logo < links, `logo at ${logo}, links at ${links}`);
  await page.screenshot({ path: join(SCREENSHOTS, 'host-rtl-1280.png'), fullPage: false });
  assert.equal(errors, []);
  await context.close();
});

hosts('a host anchor (#kontakt) is not a route: Home shows, the host target stays in view, focus stays put', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 375);
  // Any scroll the app wrongly made would be instant, so it has happened once the app's effects have run.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${on.server.origin}${HOSTS}/anchors.html#kontakt`);
  await page.locator('#app h1').waitFor();
  assert.is.not(await h1(page), 'Kontakt');
  const inView = () =>
    page.evaluate(() => {
      const box = document.getElementById('kontakt')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    });
  assert.ok(await inView(), 'the host target is in view on load');
  // From an app page, the host's own anchor link: Home again, and the host's target, not the widget, in view.
  await page.evaluate(() => (location.hash = '#/programm'));
  await page.locator('#app h1', { hasText: 'Aktuelle Songauswahl' }).waitFor();
  await page.locator('nav a[href="#kontakt"]').click();
  await page.waitForFunction(() => location.hash === '#kontakt');
  await page.locator('#app h1', { hasText: H1['#/'] }).waitFor();
  await afterEffects(page);
  assert.ok(await inView(), 'the host target is in view after the anchor link');
  assert.is(new URL(page.url()).hash, '#kontakt', 'the URL is left alone');
  assert.is(
    await page.evaluate(() => document.getElementById('app')!.shadowRoot!.activeElement),
    null,
    'focus is not moved into the widget',
  );
  assert.is.not(await h1(page), 'Aktuelle Songauswahl');
  assert.equal(errors, []);
  await context.close();
});

hosts('same-origin iframe: mounts with its styles; an element that cannot host it keeps its content', async () => {
  const { page, context, errors } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}${HOSTS}/iframe.html`);
  await page.waitForFunction(() => (document.getElementById('frame') as HTMLIFrameElement).contentDocument?.getElementById('gigs'));
  const result = await page.evaluate(() => {
    const doc = (document.getElementById('frame') as HTMLIFrameElement).contentDocument!;
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    const handle = window.BandWidget!.mount(doc.getElementById('gigs')!, { view: 'gigs', theme: 'dark' });
    const refused = window.BandWidget!.mount(doc.getElementById('not-a-host')!, { view: 'gigs' });
    console.error = original;
    const band = doc.getElementById('gigs')!.shadowRoot!.querySelector('.band')!;
    return {
      mounted: handle !== null,
      items: band.querySelectorAll('li').length,
      // the widget's own stylesheet applies inside the iframe's document: the dark theme's background
      background: getComputedStyle(band).backgroundColor,
      refused: refused === null,
      kept: doc.getElementById('not-a-host')!.textContent,
      errors,
    };
  });
  assert.ok(result.mounted);
  assert.ok(result.items > 0);
  assert.is.not(result.background, 'rgba(0, 0, 0, 0)');
  assert.ok(result.refused);
  assert.is(result.kept, 'Bleibt stehen');
  assert.is(result.errors.length, 1, result.errors.join('\n'));
  assert.equal(errors, []);
  await context.close();
});

hosts('a window.BandWidget that is already there: one clear warning, the page keeps its content', async () => {
  const { page, context, errors, warnings } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}${HOSTS}/taken.html`);
  await page.waitForLoadState('load');
  await consoleSettled(page);
  assert.is(warnings.length, 1, warnings.join('\n'));
  assert.match(must(warnings[0], 'the warning'), /window\.BandWidget is already taken/);
  assert.is(await page.locator('#gigs').textContent(), 'Termine von Upgrade');
  assert.equal(errors, []);
  await context.close();
});

hosts('hostile arguments never throw; warnings name each value as given', async () => {
  const { page, context, warnings } = await openPage(on.browser, on.server.origin, 1280);
  await page.goto(`${on.server.origin}${HOSTS}/empty.html`);
  await page.addScriptTag({ url: '/dist/band.js' });
  const outcome = await page.evaluate(() => {
    const el = document.createElement('div');
    el.id = 'target';
    document.body.append(el);
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        has() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    const badString = {
      toString() {
        throw new Error('no');
      },
    };
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const calls: [string, () => unknown][] = [
      ['mount(Object.create(null))', () => window.BandWidget!.mount(Object.create(null))],
      ['mount(throwing proxy)', () => window.BandWidget!.mount(throwing as never)],
      ['mount(bad toString)', () => window.BandWidget!.mount(badString as never)],
      ['unmount(Object.create(null))', () => window.BandWidget!.unmount(Object.create(null))],
      ['unmount(throwing proxy)', () => window.BandWidget!.unmount(throwing as never)],
      ['unmount(bad toString)', () => window.BandWidget!.unmount(badString as never)],
      ['options: throwing proxy', () => window.BandWidget!.mount('#target', throwing as never)],
      ['options: "gigs"', () => window.BandWidget!.mount('#target', 'gigs' as never)],
      ['limit: Infinity', () => window.BandWidget!.mount('#target', { view: 'gigs', limit: Infinity })],
      ['limit: NaN', () => window.BandWidget!.mount('#target', { view: 'gigs', limit: NaN })],
      ['limit: Symbol', () => window.BandWidget!.mount('#target', { view: 'gigs', limit: Symbol('fünf') as never })],
      ['limit: 5n', () => window.BandWidget!.mount('#target', { view: 'gigs', limit: 5n as never })],
      ['theme: circular', () => window.BandWidget!.mount('#target', { view: 'gigs', theme: circular as never })],
    ];
    return calls.map(([name, call]) => {
      try {
        const result = call();
        return `${name}: ${result === null ? 'null' : typeof result === 'object' ? 'handle' : String(result)}`;
      } catch (error) {
        return `${name}: THREW ${error}`;
      }
    });
  });
  assert.equal(outcome, [
    'mount(Object.create(null)): null',
    'mount(throwing proxy): null',
    'mount(bad toString): null',
    'unmount(Object.create(null)): false',
    'unmount(throwing proxy): false',
    'unmount(bad toString): false',
    'options: throwing proxy: handle',
    'options: "gigs": handle',
    'limit: Infinity: handle',
    'limit: NaN: handle',
    'limit: Symbol: handle',
    'limit: 5n: handle',
    'theme: circular: handle',
  ]);
  const text = warnings.join('\n');
  for (const shown of [
    'limit=Infinity',
    'limit=NaN',
    'limit=Symbol(fünf)',
    'limit=5n',
    'theme=an object that cannot be shown',
    'options "gigs"',
    'could not be read',
  ]) {
    assert.ok(text.includes(shown), `${shown} in:\n${text}`);
  }
  await context.close();
});

hosts.run();

// ---

const look = suite('how it looks');
const at = withBrowser(look);

/** The colour a system colour keyword computes to in this page. */
const systemColour = (page: Page, keyword: string) =>
  page.evaluate((keyword) => {
    const probe = document.createElement('span');
    probe.style.color = keyword;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, keyword);

for (const width of [375, 1280]) {
  look(`forced colours at ${width} px: the menu bars and the logo take the system palette`, async () => {
    const { page, context, errors } = await openPage(at.browser, at.server.origin, width);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${at.server.origin}/demo.html`);
    await page.locator('.band h1').waitFor();
    const canvasText = await systemColour(page, 'CanvasText');
    const buttonText = await systemColour(page, 'ButtonText');
    const seen = await page.evaluate(() => {
      const root = document.querySelector('[data-band-widget]')!.shadowRoot!;
      const icon = root.querySelector('.nav-toggle-icon')!;
      return {
        bars: getComputedStyle(icon).backgroundColor,
        shadow: getComputedStyle(icon).boxShadow,
        logos: [...root.querySelectorAll('svg .logo-word')].map((path) => getComputedStyle(path).stroke),
      };
    });
    assert.is(seen.bars, buttonText, 'the middle bar');
    assert.match(seen.shadow, buttonText, 'the outer bars');
    assert.ok(seen.logos.length >= 1);
    for (const stroke of seen.logos) assert.is(stroke, canvasText, 'the wordmark');
    await page.screenshot({ path: join(SCREENSHOTS, `forced-colours-${width}.png`) });
    if (width === 375) {
      await page.locator('.nav-toggle').click();
      await page.screenshot({ path: join(SCREENSHOTS, 'forced-colours-menu-375.png') });
    }
    assert.equal(errors, []);
    await context.close();
  });
}

look("the wordmark's ink stays inside its box, whatever the system font", async () => {
  const { page, context } = await openPage(at.browser, at.server.origin, 1280);
  await page.goto(`${at.server.origin}/demo.html`);
  await page.locator('.band h1').waitFor();
  const boxes = await page.evaluate(() =>
    [...document.querySelector('[data-band-widget]')!.shadowRoot!.querySelectorAll('svg')].map((svg) => {
      const view = svg.viewBox.baseVal;
      return [...svg.querySelectorAll('path')].map((path) => {
        const box = path.getBBox();
        const half = Number(path.getAttribute('stroke-width')) / 2;
        return {
          x0: box.x - half,
          y0: box.y - half,
          x1: box.x + box.width + half,
          y1: box.y + box.height + half,
          w: view.width,
          h: view.height,
        };
      });
    }),
  );
  assert.ok(boxes.flat().length >= 4, 'two logos with chevron and wordmark');
  for (const b of boxes.flat()) assert.ok(b.x0 >= 0 && b.y0 >= 0 && b.x1 <= b.w && b.y1 <= b.h, JSON.stringify(b));
  assert.is(
    await page.evaluate(() => document.querySelector('[data-band-widget]')!.shadowRoot!.querySelectorAll('svg text').length),
    0,
    'no text to shape',
  );
  await context.close();
});

look("at 1280 px the nav links sit on the logo's centre line and the header is no taller than it needs", async () => {
  const { page, context } = await openPage(at.browser, at.server.origin, 1280);
  await page.goto(`${at.server.origin}/demo.html`);
  await page.locator('.band h1').waitFor();
  const m = await page.evaluate(() => {
    const root = document.querySelector('[data-band-widget]')!.shadowRoot!;
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.top + r.height / 2;
    };
    const logo = root.querySelector('.nav-logo')!;
    const link = root.querySelector('.nav-links a')!;
    const nav = root.querySelector('.nav')!.getBoundingClientRect();
    return { logo: centre(logo), link: centre(link), nav: nav.height, logoHeight: logo.getBoundingClientRect().height };
  });
  assert.ok(Math.abs(m.logo - m.link) <= 1, JSON.stringify(m));
  assert.ok(m.nav <= m.logoHeight + 2 * 16, JSON.stringify(m));
  await page.screenshot({ path: join(SCREENSHOTS, 'header-1280.png'), clip: { x: 0, y: 0, width: 1280, height: 120 } });
  await context.close();
});

look.run();
