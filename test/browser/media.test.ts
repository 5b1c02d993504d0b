// Photos and sound (issue 38) as a visitor meets them: the band's site built once from the test fixtures
// with three photos (one straight from a phone, GPS and camera serial in it), a YouTube video with the band's
// poster, a Vimeo video with the drawn one, a recording and a portrait (test/setup/mediaSite.ts), served as
// the band's static host serves dist/. In Chromium, Firefox ESR and WebKitGTK: nothing is asked of another
// site until the visitor starts a video, with the keyboard as with the mouse, and then exactly the provider's
// player. In Chromium: the page without JavaScript, no layout shift as photos arrive, lazy photos, forced
// colours and 200 % zoom, screenshots. Without a browser: the privacy statement follows the videos, and the
// files of dist/ carry no metadata and are served with their types and a year's caching.
//
// Run alone: xvfb-run -a node --import tsx node_modules/uvu/bin.js test/browser media (WebKitGTK needs a display).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterEffects, axeViolations, launch, openPage, ROOT, SCREENSHOTS, ZONE, type Watched } from '../setup/browser';
import { CHECK_LIMIT_MS } from '../setup/engineSuite';
import { until, within } from '../setup/engines';
import { differing, pixels } from '../setup/frames';
import { parseHeadersFile } from '../setup/headers';
import { openFirefox, openWebKit, type KeyTab, type Press } from '../setup/mediaEngines';
import { hostSite, mediaSite, plainSite, SERIAL, VIMEO, YOUTUBE } from '../setup/mediaSite';
import { must } from '../setup/must';
import { waitFor } from '../setup/waitFor';
import type { Served } from '../setup/browser';

const PLAY = 'Video abspielen';

/**
 * What the page itself sees leave for other origins, for the engines whose driver reports no requests
 * (WebKitGTK over classic WebDriver) and as a second witness in the others: the page is sent with a
 * report-only policy that allows nothing but the site itself (REPORT_ONLY), so every fetch elsewhere – an
 * image, a frame, a script, a font – raises a securitypolicyviolation event before it goes out, and the
 * resource timing entries name what was fetched. Served from the site (its policy allows no inline script).
 */
const MEDIA_WATCH = `(() => {
  const seen = (window.__foreign = []);
  const note = (url) => { if (/^https?:/.test(url) && !url.startsWith(location.origin + '/')) seen.push(url); };
  document.addEventListener('securitypolicyviolation', (e) => note(e.blockedURI));
  new PerformanceObserver((list) => list.getEntries().forEach((e) => note(e.name))).observe({ type: 'resource', buffered: true });
})();`;
const REPORT_ONLY = "default-src 'self' data: blob: 'unsafe-inline'";

// One build for every case (the photos' variants cached in .cache/photos after the first run).
const { dist, sources } = await mediaSite();
const plain = await plainSite();

// Shared by the suites below: started before the first, ended after the second (uvu runs them in order).
let browser: Browser;
/** The site as the host serves it; the same with the page's own report of requests elsewhere (MEDIA_WATCH). */
let site: Served;
let watched: Served;

/** Requests (by URL) to anywhere but `origin`; data: URLs are no requests. */
const elsewhere = (urls: readonly string[], origin: string) =>
  urls.filter((url) => !url.startsWith(origin + '/') && !url.startsWith('data:'));

/** The element that has the focus, looked for inside shadow roots: its accessible label or tag. */
const FOCUSED = `let at = document.activeElement;
  while (at && at.shadowRoot && at.shadowRoot.activeElement) at = at.shadowRoot.activeElement;
  return at ? at.getAttribute('aria-label') || at.tagName : null;`;
/** The widget's shadow root, where band.js renders the page once it has taken it over. */
const ROOT_JS = `const root = document.querySelector('[data-band-widget]').shadowRoot;`;

/** Chromium's page as a KeyTab: its key presses and every request it and its frames make (Playwright's request events). */
function chromiumTab({ page }: Watched): KeyTab {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return {
    engine: 'Chromium',
    goto: async (url) => void (await page.goto(url)),
    run: (body) => page.evaluate(`(() => { ${body} })()`) as never,
    press: (key) => page.keyboard.press(key),
    screenshot: async (path) => void (await page.screenshot({ path })),
    requests,
    close: () => page.context().close(),
  };
}

/**
 * Home loaded, every photo scrolled to and loaded, back at the top; then Tab until the button of `title`
 * has the focus (within 40 presses); then the check that nothing went elsewhere, `key`, and the player.
 */
async function startByKeyboard(tab: KeyTab, origin: string, { title, player }: typeof YOUTUBE, key: Press): Promise<void> {
  const what = `${tab.engine}, ${title}`;
  const driverFrom = tab.requests?.length ?? 0;
  await tab.goto(`${origin}/`);
  await until(tab, `${ROOT_JS} return !!root && root.querySelectorAll('.video-play').length === 2`, `${what}: band.js to show the page`);
  // Every lazy photo and poster fetched before the check, so that none of them can come after it.
  await tab.run('scrollTo(0, document.documentElement.scrollHeight); return true;');
  await until(
    tab,
    `${ROOT_JS} return [...root.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0)`,
    `${what}: every photo loaded`,
  );
  await tab.run('scrollTo(0, 0); return true;');
  const label = `${PLAY}: ${title}`;
  let presses = 0;
  for (; presses < 40 && (await tab.run<string | null>(FOCUSED)) !== label; presses++) await tab.press('Tab');
  assert.is(await tab.run(FOCUSED), label, `${what}: Tab reaches the button (${presses} presses)`);
  // Nothing from elsewhere so far: not by the page's own account, nor by the driver's; no hint to connect either.
  assert.equal(await tab.run('return window.__foreign'), [], `${what}: the page fetched nothing elsewhere before the click`);
  if (tab.requests) assert.equal(elsewhere(tab.requests.slice(driverFrom), origin), [], `${what}: no request elsewhere before the click`);
  const hints = await tab.run<string[]>(`${ROOT_JS}
    return [...document.querySelectorAll('link'), ...root.querySelectorAll('link')]
      .filter((link) => /preconnect|dns-prefetch|prefetch|preload/.test(link.rel))
      // Every address a hint names: its href, or each of a responsive preload's imagesrcset (none since issue 48).
      .flatMap((link) => [link.getAttribute('href'), ...(link.getAttribute('imagesrcset') || '').split(',').map((s) => s.trim().split(' ')[0])]
        .filter(Boolean).map((url) => link.rel + ' ' + new URL(url, location.href).href))
      .filter((hint) => !hint.split(' ')[1].startsWith(location.origin + '/'));`);
  assert.equal(hints, [], `${what}: no hint to connect elsewhere`);

  await tab.press(key);
  await until(tab, `${ROOT_JS} return !!root.querySelector('iframe')`, `${what}: the player after ${key}`);
  const frame = await tab.run<{ src: string; focused: boolean; buttons: number }>(`${ROOT_JS}
    const frame = root.querySelector('iframe');
    return { src: frame.getAttribute('src'), focused: root.activeElement === frame, buttons: root.querySelectorAll('.video-play').length };`);
  assert.equal(frame, { src: player, focused: true, buttons: 1 }, `${what}: the player in the poster's place, with the focus`);
  // The first thing fetched elsewhere is the player: the page's report names its origin (Firefox reports
  // only the origin of a blocked address), the driver's log its whole address.
  const playerOrigin = new URL(player).origin;
  const reported = await until<string[]>(
    tab,
    'return window.__foreign.length && window.__foreign',
    `${what}: the page to report the player`,
  );
  assert.is(new URL(must(reported[0], 'the first request elsewhere')).origin, playerOrigin, `${what}: ${reported.join(', ')}`);
  assert.ok(
    reported.every((url) => new URL(url).origin === playerOrigin),
    `${what}: nothing but the player elsewhere: ${reported.join(', ')}`,
  );
  const { requests } = tab;
  if (requests) {
    const driven = await waitFor(
      () => {
        const seen = elsewhere(requests.slice(driverFrom), origin);
        return seen.length ? seen : undefined;
      },
      { what: `${what}: the driver to report the player` },
    );
    assert.is(driven[0], player, `${what}: the first request elsewhere, by the driver's log: ${driven.join(', ')}`);
  }
}

// ---

const engines = suite('two clicks in every engine: nothing from elsewhere before the click, the player after it');

engines.before(async () => {
  browser = await launch();
  // axe-core from the site itself: its policy allows no script from elsewhere and none inline.
  site = await hostSite(dist, { extra: { '/axe.min.js': await readFile(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8') } });
  watched = await hostSite(dist, {
    extra: { '/media-watch.js': MEDIA_WATCH },
    html: (text) => text.replace('<head>', '<head><script src="/media-watch.js"></script>'),
    headers: (path) => (path === '/' ? { 'Content-Security-Policy-Report-Only': REPORT_ONLY } : {}),
  });
});

/** Each engine's tab at 1280 × 900 on the watched site. Firefox's requests elsewhere are aborted by its helper, Chromium's here. */
const ENGINES: [string, () => Promise<KeyTab>][] = [
  [
    'Chromium',
    async () => {
      const page = await openPage(browser, watched.origin, 1280);
      await page.context.route(
        (url) => url.origin !== watched.origin,
        (route) => route.abort(),
      );
      return chromiumTab(page);
    },
  ],
  ['Firefox ESR', () => openFirefox(watched.origin, 1280, 900)],
  ['WebKitGTK', () => openWebKit(1280, 900)],
];

for (const [name, open] of ENGINES) {
  engines(`${name}: Tab reaches "${PLAY}", Enter starts YouTube's player and Space Vimeo's; nothing elsewhere before`, async () => {
    // As the cross-engine checks (test/setup/engineSuite.ts): a time limit, and the browser ended whatever happened.
    const tab = await open();
    try {
      await within(
        (async () => {
          await startByKeyboard(tab, watched.origin, YOUTUBE, 'Enter');
          await startByKeyboard(tab, watched.origin, VIMEO, 'Space');
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

// ---

const chromium = suite('Chromium: the page without JavaScript, no shift, lazy photos, forced colours and zoom, screenshots');

chromium.after(async () => {
  await browser?.close();
  await site?.close();
  await watched?.close();
});

/** The photo a variant's address is made of: 'probe' of '…/photos/probe-480.0123456789.avif'. */
const stemOf = (url: string) => /\/photos\/([^/]+?)-\d+\.[0-9a-f]{10}\.\w+$/.exec(url)?.[1];

/** Scrolls to the page's end a screenful at a time, so that each lazy photo meets the viewport. */
async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; ;) {
    const end = await page.evaluate((to) => {
      scrollTo(0, to);
      return scrollY + innerHeight >= document.documentElement.scrollHeight;
    }, y);
    await afterEffects(page);
    if (end) break;
    y += await page.evaluate(() => innerHeight);
  }
}

/** Every photo in the widget's shadow root loaded and decoded. */
const photosLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelector('[data-band-widget]')!.shadowRoot!.querySelectorAll('img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );

chromium('without JavaScript: the photos show, each video is a link to the provider’s page, nothing is fetched elsewhere', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, locale: 'de-DE' });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await context.route(
    (url) => url.origin !== site.origin,
    (route) => route.abort(),
  );
  await page.goto(`${site.origin}/`);
  assert.is(await page.locator('[data-band-widget]').evaluate((el) => !!el.shadowRoot), false, 'band.js did not run');
  const home = page.locator('main[data-band-route="home"]');
  const lead = home.locator('img.lead-photo');
  assert.is(await lead.getAttribute('alt'), 'Upgrade auf der Bühne im Kulturbahnhof Kassel');
  assert.ok(await lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the leading photo is shown');
  await home.getByRole('heading', { level: 2, name: 'Live erleben' }).waitFor();
  for (const [video, provider] of [
    [YOUTUBE, 'YouTube'],
    [VIMEO, 'Vimeo'],
  ] as const) {
    const link = home.getByRole('link', { name: `${video.title} auf ${provider} ansehen (externe Seite, neuer Tab)` });
    assert.ok(await link.isVisible(), `${video.title}: the link shows`);
    assert.is(await link.getAttribute('href'), video.watch);
    assert.is(await link.getAttribute('target'), '_blank');
    assert.is(await link.getAttribute('rel'), 'noopener noreferrer');
    assert.is(await home.getByRole('button', { name: `${PLAY}: ${video.title}` }).isVisible(), false, `${video.title}: no button`);
  }
  // Without scripts no frame calls back (requestAnimationFrame): each photo is scrolled to and its load polled from here.
  const images = home.locator('img');
  for (let i = 0, count = await images.count(); i < count; i++) {
    await images.nth(i).scrollIntoViewIfNeeded();
    await waitFor(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete), { what: `photo ${i + 1} to load` });
  }
  assert.equal(
    await images.evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => !img.naturalWidth).map((img) => img.currentSrc)),
    [],
    'every photo and the poster shown',
  );
  assert.is(await home.locator('audio source').count(), 1, 'the recording');
  await home.locator('figure.video').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, 'media-nojs-video-375.png') });
  assert.equal(elsewhere(requests, site.origin), []);
  assert.equal(
    requests.filter((url) => url.includes('/audio/')),
    [],
    'the recording waits for play',
  );
  await context.close();
});

chromium('at 375 px: photos arriving late shift nothing; those far below the first screen are fetched only when scrolled to', async () => {
  const { page, context, errors, foreign } = await openPage(browser, site.origin, 375);
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[])
        shifts.push(
          `${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(', ')}`,
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Every photo held back until the page is laid out, then let through: a box without its size would jump then.
  let open!: () => void;
  let gate = new Promise<void>((resolve) => (open = resolve));
  const asked: string[] = [];
  await page.route('**/photos/**', async (route) => {
    asked.push(route.request().url());
    await gate;
    await route.continue();
  });
  await page.goto(`${site.origin}/`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => !!document.querySelector('[data-band-widget]')?.shadowRoot?.querySelector('img.lead-photo'));
  await afterEffects(page);
  // Where each photo stands, its box already sized while nothing of it has arrived.
  const placed = await page.evaluate(() =>
    [...document.querySelector('[data-band-widget]')!.shadowRoot!.querySelectorAll('img')].map((img) => ({
      stem: /(?:^|\/)photos\/([^/]+?)-\d+\./.exec(img.srcset)?.[1] ?? '',
      below: img.getBoundingClientRect().top - innerHeight,
      height: img.getBoundingClientRect().height,
      lazy: img.loading === 'lazy',
    })),
  );
  open();
  await photosLoadedInView(page);
  const before = [...new Set(asked)];
  // Scrolling down, the others are asked for; held back again until the page's end is reached.
  gate = new Promise<void>((resolve) => (open = resolve));
  await scrollThrough(page);
  open();
  await photosLoaded(page);
  await afterEffects(page);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  assert.equal(shifts, [], 'no layout shift');

  const lead = must(placed[0], 'the leading photo');
  assert.is(lead.stem, 'buehne');
  // The leading photo is the prerendered, eager <img> band.js kept (issue 48: static/page.ts eagerLead, keptPictures.ts);
  // every other is lazy.
  assert.not.ok(lead.lazy, 'the leading photo is eager');
  assert.ok(
    placed.slice(1).every((photo) => photo.lazy),
    'every other photo is lazy',
  );
  assert.ok(
    placed.every((photo) => photo.height > 0),
    'every photo has its height before it arrives',
  );
  // Chromium fetches a lazy photo once it is within 1250 px of the viewport (its margin on a fast connection):
  // the photos beyond that wait until the visitor scrolls; there must be some, or the check says nothing.
  const far = placed.filter((photo) => photo.below > 1250).map((photo) => photo.stem);
  assert.ok(far.length >= 2, `photos far below the first screen: ${far.join(', ')}`);
  const stems = (urls: string[]) => [...new Set(urls.map(stemOf))];
  assert.ok(stems(before).includes('buehne'), 'the leading photo is fetched at once');
  for (const stem of far) assert.not.ok(stems(before).includes(stem), `${stem}: not fetched before scrolling`);
  assert.ok(
    far.every((stem) => stems(asked).includes(stem)),
    'each fetched once scrolled to',
  );
  // The budget: at most 150 KB of images before the visitor scrolls.
  const bytes = before.reduce((sum, url) => sum + must(dist[new URL(url).pathname.slice(1)], url).length, 0);
  assert.ok(bytes <= 150_000, `${bytes} B of photos before scrolling`);
  assert.equal(foreign, []);
  assert.equal(errors, []);
  await context.close();
});

/** The photos in the first screen loaded (those the browser has asked for: the others are lazy). */
const photosLoadedInView = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelector('[data-band-widget]')!.shadowRoot!.querySelectorAll('img')]
      .filter((img) => img.getBoundingClientRect().top < innerHeight)
      .every((img) => img.complete && img.naturalWidth > 0),
  );

/** [name, screenshot, viewport, device pixels per CSS pixel, forced colours] */
const LOOKS: [string, string, { width: number; height: number }, number, boolean][] = [
  ['forced colours at 1280 px', 'media-video-forced-colours-1280.png', { width: 1280, height: 900 }, 1, true],
  // A 640 × 900 window at 200 %: 320 CSS pixels wide, each drawn with two.
  ['200 % zoom (320 CSS px)', 'media-video-zoom-200.png', { width: 320, height: 450 }, 2, false],
];

for (const [name, shot, viewport, deviceScaleFactor, forced] of LOOKS) {
  chromium(`${name}: each poster's button shows in its box, uncovered, its focus visible, and a click starts the player`, async () => {
    // openPage's context, by hand: it takes no device pixel ratio (tsx's keepNames needs __name in the page).
    const context = await browser.newContext({ viewport, deviceScaleFactor, locale: 'de-DE', timezoneId: ZONE });
    await context.addInitScript('globalThis.__name ??= (fn) => fn');
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    await context.route(
      (url) => url.origin !== site.origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    if (forced) await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(
      () => document.querySelector('[data-band-widget]')?.shadowRoot?.querySelectorAll('.video-play').length === 2,
    );
    for (const [index, video] of [YOUTUBE, VIMEO].entries()) {
      const what = `${name}, ${video.title}`;
      const button = page.getByRole('button', { name: `${PLAY}: ${video.title}` });
      // Focused as the keyboard focuses it (from the element before it), which brings it into view.
      await button.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      assert.ok(await button.evaluate((el) => el.matches(':focus-visible')), `${what}: focused by the keyboard`);
      await photosLoadedInView(page);
      const seen = await button.evaluate((el) => {
        const round = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
        const box = el.closest('.video-box')!.getBoundingClientRect();
        const own = el.getBoundingClientRect();
        const label = el.querySelector('span')!.getBoundingClientRect();
        const root = el.getRootNode() as ShadowRoot;
        const hit = root.elementFromPoint(own.left + own.width / 2, own.top + own.height / 2);
        const style = getComputedStyle(el);
        return {
          box: round(box),
          own: round(own),
          label: round(label),
          hit: !!hit && el.contains(hit),
          visible: el.checkVisibility(),
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
        };
      });
      const inside = (a: typeof seen.own, b: typeof seen.own) =>
        a.left >= b.left - 0.5 && a.top >= b.top - 0.5 && a.right <= b.right + 0.5 && a.bottom <= b.bottom + 0.5;
      assert.ok(seen.visible, `${what}: the button shows`);
      assert.ok(inside(seen.own, seen.box), `${what}: the button inside the video's box ${JSON.stringify(seen)}`);
      assert.ok(inside(seen.label, seen.own), `${what}: its label inside the button ${JSON.stringify(seen)}`);
      assert.ok(seen.label.right > seen.label.left && seen.label.bottom > seen.label.top, `${what}: the label has a size`);
      assert.ok(seen.hit, `${what}: nothing covers the button's middle`);
      // The keyboard's focus: an outline, which changes the pixels around the box.
      assert.match(seen.outline, /^solid [2-9]/, `${what}: outline ${seen.outline}`);
      const clip = {
        x: Math.max(0, seen.box.left - 8),
        y: Math.max(0, seen.box.top - 8),
        width: Math.min(viewport.width, seen.box.right + 8) - Math.max(0, seen.box.left - 8),
        height: Math.min(viewport.height, seen.box.bottom + 8) - Math.max(0, seen.box.top - 8),
      };
      const focused = pixels(await page.screenshot({ clip }));
      if (index === 0) await page.screenshot({ path: join(SCREENSHOTS, shot) });
      await button.evaluate((el: HTMLElement) => el.blur());
      const unfocused = pixels(await page.screenshot({ clip }));
      const changed = differing(focused, unfocused);
      assert.ok(changed >= 2 * (clip.width + clip.height) * deviceScaleFactor, `${what}: the focus ring changes ${changed} pixels`);
      // The pointer over the poster asks nothing of the provider (no connection warmed on hover); its click
      // (Playwright's: at the middle, once nothing else would take it) starts the player.
      await button.hover();
      assert.equal(elsewhere(requests, site.origin), [], `${what}: nothing elsewhere before the click`);
      await button.click();
      const frame = page.locator(`iframe[title="${video.title}"]`);
      await frame.waitFor();
      assert.is(await frame.getAttribute('src'), video.player, `${what}: the player`);
      const first = await waitFor(() => elsewhere(requests, site.origin)[0], { what: `${what}: the request for the player` });
      assert.is(first, video.player, `${what}: the first request elsewhere`);
      // The next video's button is checked with the first one playing.
      requests.length = 0;
    }
    await context.close();
  });
}

chromium(
  'screenshots of Home and Kontakt at 375 and 1280 px, every photo loaded, no axe violation; the video playing at 375 px',
  async () => {
    for (const width of [375, 1280]) {
      const { page, context, errors, foreign } = await openPage(browser, site.origin, width);
      await context.route(
        (url) => url.origin !== site.origin,
        (route) => route.abort(),
      );
      for (const [hash, name] of [
        ['', 'home'],
        ['#/kontakt', 'kontakt'],
      ] as const) {
        await page.goto(`${site.origin}/${hash}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await scrollThrough(page);
        await photosLoaded(page);
        const violations = await axeViolations(page, `${site.origin}/axe.min.js`);
        assert.equal(violations, [], `${name} at ${width} px:\n${violations.join('\n')}`);
        await page.screenshot({ path: join(SCREENSHOTS, `media-${name}-${width}.png`), fullPage: true });
      }
      if (width === 375) {
        await page.goto(`${site.origin}/`);
        const button = page.getByRole('button', { name: `${PLAY}: ${YOUTUBE.title}` });
        await button.click();
        const frame = page.locator('iframe');
        await frame.waitFor();
        await page.locator('figure.video').first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SCREENSHOTS, 'media-video-playing-375.png') });
        assert.equal(elsewhere(foreign, site.origin), [YOUTUBE.player]);
      } else assert.equal(foreign, []);
      assert.equal(errors, []);
      await context.close();
    }
  },
);

chromium.run();

// ---

const files = suite('the built files: the privacy statement follows the videos; photos without metadata, served with type and caching');

/**
 * The privacy statement's sections as the prerendered page shows them (the Impressum's route in index.html),
 * by their headings' numbers: each section's text from its <h3>n. …</h3> to the next, tags taken out, spaces made one.
 */
function privacySections(page: string): string[] {
  const start = page.indexOf('<main data-band-route="impressum"');
  assert.ok(start >= 0, 'the Impressum in index.html');
  const html = page.slice(start, page.indexOf('</main>', start));
  const parts = html.split(/<h3>(?=\d+\. )/).slice(1);
  return parts.map((part) =>
    part
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

files('with videos, section 3 says what the click loads and section 6 asks consent; without, neither is there', () => {
  for (const [files, videos] of [
    [dist, true],
    [plain, false],
  ] as const) {
    const sections = privacySections(String(files['index.html']));
    assert.equal(
      sections.map((text) => Number(/^(\d+)\. /.exec(text)?.[1])),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      'the ten sections in their order',
    );
    const [three, six] = [must(sections[2], 'section 3'), must(sections[5], 'section 6')];
    if (videos) {
      assert.match(
        three,
        /Videos: Unsere Videos sind bei YouTube oder Vimeo veröffentlicht\. Bis Sie bei einem Video auf „Video abspielen“ klicken/,
      );
      assert.match(three, /Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland/);
      assert.match(three, /Vimeo\.com, Inc\., 330 West 34th Street, New York/);
      assert.match(three, /lädt nichts von fremden Servern, auch keine Schriftarten , solange Sie kein Video starten/);
      assert.match(
        six,
        /Mit Ihrem Klick auf „Video abspielen“ willigen Sie ein, und zwar nur für dieses Video \(Art\. 6 Abs\. 1 lit\. a DSGVO, § 25 Abs\. 1 TDDDG\)/,
      );
      assert.match(
        six,
        /jederzeit mit Wirkung für die Zukunft widerrufen \(Art\. 7 Abs\. 3 DSGVO\): Verlassen Sie die Seite oder laden Sie sie neu/,
      );
    } else {
      const all = sections.join(' ');
      for (const word of ['Videos:', 'Video abspielen', 'TDDDG', 'YouTube', 'Vimeo', 'solange Sie kein Video starten'])
        assert.not.ok(all.includes(word), `without videos: no "${word}"`);
      assert.match(three, /lädt nichts von fremden Servern, auch keine Schriftarten \. /);
    }
  }
});

files('the policy allows exactly the two players as frames with videos, and no frame without', () => {
  const policy = (files: typeof dist) =>
    must(parseHeadersFile(String(files['_headers']))['index.html'], 'index.html in _headers')['content-security-policy'];
  assert.match(must(policy(dist), 'the policy'), /(^|; )frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com(;|$)/);
  assert.not.match(must(policy(plain), 'the policy'), /frame-src/);
  assert.match(String(dist['.htaccess']), /frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com;/);
});

files('every file in dist/photos/ carries no EXIF, XMP or IPTC, no serial number and no GPS position', async () => {
  const source = await sharp(must(sources['photos/buehne.jpg'], 'the phone photo')).metadata();
  assert.ok(source.exif?.includes(SERIAL), 'the source carries EXIF, the serial number in it');
  const photos = Object.keys(dist).filter((path) => path.startsWith('photos/'));
  assert.is(photos.length, (4 * 4 + 3) * 3, 'three formats at four widths of four photos, the portrait (900 px) at three');
  for (const path of photos) {
    const bytes = Buffer.from(must(dist[path], path) as Uint8Array);
    const meta = await sharp(bytes).metadata();
    assert.equal([meta.exif, meta.xmp, meta.iptc], [undefined, undefined, undefined], `${path}: no metadata`);
    for (const trace of [SERIAL, 'iPhone', 'Exif\0\0'])
      assert.not.ok(bytes.includes(trace), `${path}: no ${JSON.stringify(trace)} in its bytes`);
  }
});

/** The .htaccess FilesMatch blocks: the names each matches, the type it forces and the caching it sets. */
function htaccessRules(text: string): { names: RegExp; type: string; cache: string }[] {
  return [...text.matchAll(/<FilesMatch "([^"]+)">([\s\S]*?)<\/FilesMatch>/g)].map(([, names, body]) => ({
    names: new RegExp(must(names, 'the names')),
    type: /ForceType "([^"]+)"/.exec(body ?? '')?.[1] ?? '',
    cache: /Cache-Control "([^"]+)"/.exec(body ?? '')?.[1] ?? '',
  }));
}

files('photos and recording: served with their type, nosniff and a year of caching; typed by .htaccess the same', async () => {
  const year = 'public, max-age=31536000, immutable';
  const types: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', mp3: 'audio/mpeg' };
  const rules = htaccessRules(String(dist['.htaccess']));
  const served = await hostSite(dist);
  try {
    const media = Object.keys(dist).filter((path) => /^(photos|audio)\//.test(path));
    assert.ok(
      media.some((path) => path.endsWith('.mp3')),
      'the recording is there',
    );
    for (const path of media) {
      const type = must(types[path.slice(path.lastIndexOf('.') + 1)], `the type of ${path}`);
      const response = await fetch(`${served.origin}/${path}`);
      assert.is(response.status, 200, path);
      assert.is(response.headers.get('content-type'), type, `${path}: served as`);
      assert.is(response.headers.get('cache-control'), year, `${path}: cached`);
      assert.is(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(must(dist[path], path) as Uint8Array)), `${path}: its bytes`);
      const name = path.slice(path.indexOf('/') + 1);
      const matching = rules.filter((rule) => rule.names.test(name));
      assert.equal(
        matching.map(({ type, cache }) => [type, cache]),
        [[type, year]],
        `${path}: one .htaccess rule`,
      );
    }
  } finally {
    await served.close();
  }
});

files.run();
