// A gig's own page in Chromium (src/static/gigPages.tsx): the site built from the test fixtures for the
// tests' day, as `npm run build` builds it, served as the band's host serves dist/ (each file with the
// headers of its _headers, the strict policy included); and a page of the committed dist/ as uploaded.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { produce } from '../../src/build/produce';
import { epochOfDay } from '../../src/static/buildDay';
import { headersAt, parseHeadersFile } from '../setup/headers';
import {
  axeViolations,
  launch,
  openPage,
  policyViolations,
  ROOT,
  SCREENSHOTS,
  serve,
  watchPolicy,
  WIDTHS,
  type Watched,
} from '../setup/browser';

/** The tests' day (NOW). */
const TODAY = '2025-09-01';
/** Two gigs of the fixtures: one ahead of the tests' day (with a start time and a fee), one played. */
const AHEAD = {
  path: '/auftritte/2025-10-18-kulturbahnhof-kassel.html',
  h1: 'Upgrade live: Kulturbahnhof',
  ics: '20251018-kulturbahnhof-kassel.ics',
};
const PLAYED = { path: '/auftritte/2023-12-09-kulturbahnhof-kassel.html', h1: 'Upgrade live: Kulturbahnhof' };

/** The whole dist/ built from the fixtures for the tests' day, by path in dist/. */
async function buildFixtureSite(): Promise<Record<string, Uint8Array | string>> {
  const before = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = epochOfDay(TODAY);
  try {
    const { files } = await produce('test/fixtures/data');
    return Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.startsWith('dist/'))
        .map(([path, content]) => [path.slice(5), content]),
    );
  } finally {
    if (before === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = before;
  }
}

/** Serves a built dist/ from memory, each file with its headers from its _headers; axe-core beside it, for the strict policy. */
async function host(files: Record<string, Uint8Array | string>): Promise<{ origin: string; server: Server }> {
  const rules = parseHeadersFile(String(files['_headers']));
  const axe = await readFile(join(ROOT, 'node_modules/axe-core/axe.min.js'));
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/axe.min.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(axe);
    const file = path === '/' ? 'index.html' : path.slice(1);
    const own = headersAt(rules, file);
    if (files[file] === undefined || !own) return void res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
    res.writeHead(200, own).end(files[file]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

/** Every response of a page, as "status type path". */
function answers(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => seen.push(`${r.status()} ${r.headers()['content-type']} ${new URL(r.url()).pathname}`));
  return seen;
}

/** A fresh page on the site with the policy watched, its clock at the tests' moment unless `now` is given. */
async function open(origin: string, width: number, now?: Date): Promise<Watched & { seen: string[] }> {
  const watched = await openPage(browser, origin, width, now ? { now } : {});
  await watchPolicy(watched.page);
  return { ...watched, seen: answers(watched.page) };
}

let browser: Browser;
let site: { origin: string; server: Server };
const files = await buildFixtureSite();

const gigPage = suite('a gig’s own page in Chromium');

gigPage.before(async () => {
  browser = await launch();
  site = await host(files);
});

gigPage.after(async () => {
  await browser?.close();
  site?.server.close();
});

for (const width of WIDTHS) {
  gigPage(
    `at ${width} px: the gig in the app’s design, ${width < 600 ? 'the menu closed' : 'every link of the nav shown'}, what the tests’ day says of it, its one script, zero policy violations, nothing from elsewhere`,
    async () => {
      for (const [gig, name, says] of [
        [AHEAD, 'ahead', 'Kommen Sie vorbei und feiern Sie mit! Alle Termine finden Sie unter Auftritte.'],
        [
          PLAYED,
          'played',
          'Diesen Auftritt haben wir am 09.12.2023 gespielt – danke an alle, die dabei waren! Alle Termine finden Sie unter Auftritte.',
        ],
      ] as const) {
        const { page, context, errors, foreign, seen } = await open(site.origin, width);
        const response = await page.goto(site.origin + gig.path);
        assert.match(response?.headers()['content-security-policy'] ?? '', "script-src 'self'", 'served with the page policy');
        await page.getByRole('heading', { level: 1, name: gig.h1 }).waitFor();
        assert.equal(await policyViolations(page), [], name);
        assert.equal(errors, [], name);
        assert.equal(foreign, [], name);
        assert.ok(
          seen.every((line) => line.startsWith('200 ')),
          seen.join('\n'),
        );
        assert.ok(
          seen.some((line) => / text\/css; charset=utf-8 \/site\.css$/.test(line)),
          seen.join('\n'),
        );
        assert.not.ok(
          seen.some((line) => / \/nojs\.css$/.test(line)),
          'nojs.css only without a script',
        );
        assert.equal(
          seen.filter((line) => /javascript/.test(line)),
          ['200 text/javascript; charset=utf-8 /auftritt.js'],
          'its own script alone, not band.js',
        );
        const layout = await page.evaluate(() => {
          const shown = (selector: string) =>
            [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.checkVisibility()).map((el) => el.textContent);
          return {
            overflow: document.documentElement.scrollWidth > document.documentElement.clientWidth,
            nav: shown('.nav-links a'),
            toggle: shown('.nav-toggle').length,
            lead: document.querySelector<HTMLElement>('.lead')?.innerText.replace(/\s+/g, ' '),
            share: shown('.gig-share').length,
            background: getComputedStyle(document.querySelector('.band')!).backgroundColor,
          };
        });
        assert.equal(
          layout,
          {
            overflow: false,
            nav: width < 600 ? [] : ['Home', 'Programm', 'Auftritte', 'Kontakt'],
            toggle: width < 600 ? 1 : 0,
            lead: says,
            share: 1,
            background: 'rgb(20, 20, 20)',
          },
          `${name} at ${width} px`,
        );
        await page.screenshot({ path: join(SCREENSHOTS, `gigpage-${name}-${width}.png`), fullPage: true });
        await context.close();
      }
    },
  );
}

gigPage('axe finds nothing on a gig page, ahead or played, at 375 and 1280 px', async () => {
  for (const width of WIDTHS) {
    for (const gig of [AHEAD, PLAYED]) {
      const { page, context } = await open(site.origin, width);
      await page.goto(site.origin + gig.path);
      assert.equal(await axeViolations(page, `${site.origin}/axe.min.js`), [], `${gig.path} at ${width} px`);
      await context.close();
    }
  }
});

gigPage('its links lead back to the band’s page: booking and all gigs, where band.js shows them', async () => {
  for (const [link, hash, h1] of [
    [{ role: 'link', name: 'Kontakt aufnehmen' }, '#/kontakt', 'Kontakt'],
    [{ role: 'link', name: 'Auftritte', exact: true }, '#/auftritte', 'Auftritte'],
  ] as const) {
    const { page, context, errors } = await open(site.origin, 1280);
    await page.goto(site.origin + AHEAD.path);
    await page
      .locator('main')
      .getByRole(link.role, { name: link.name, exact: 'exact' in link })
      .click();
    await page.waitForURL(`${site.origin}/${hash}`);
    await page.waitForFunction(() => !!document.querySelector('[data-band-widget]')?.shadowRoot?.querySelector('h1'));
    assert.is(await page.evaluate(() => document.querySelector('[data-band-widget]')!.shadowRoot!.querySelector('h1')!.textContent), h1);
    assert.equal(errors, []);
    await context.close();
  }
});

gigPage('“In den Kalender” downloads the gig’s own calendar file, timed in Europe/Berlin', async () => {
  const { page, context } = await open(site.origin, 375);
  await page.goto(site.origin + AHEAD.path);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'In den Kalender: 18.10.2025' }).click(),
  ]);
  assert.is(download.suggestedFilename(), AHEAD.ics);
  const ics = await readFile((await download.path())!, 'utf8');
  assert.is(ics, files[`kalender/${AHEAD.ics}`]);
  assert.match(ics, 'DTSTART;TZID=Europe/Berlin:20251018T210000');
  await context.close();
});

gigPage(
  'on Auftritte each public gig links to its page and can be shared: without a share sheet the link is copied, and the list’s one status says so',
  async () => {
    const { page, context, errors } = await open(site.origin, 375);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
    // No share sheet, whatever this Chromium has.
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    await page.goto(`${site.origin}/#/auftritte`);
    const first = page.locator('.gig-section').first().getByRole('listitem').first();
    const place = first.locator('.gig-location');
    assert.is(await place.getAttribute('href'), `https://upgrade-band.example/auftritte/2025-09-13-weinfest-am-marktplatz-wolfhagen.html`);
    await first.getByRole('button', { name: 'Teilen: 13.09.2025' }).click();
    // One live region for the whole list, not one per gig.
    assert.is(await page.getByRole('status').count(), 1);
    const status = page.getByRole('status');
    await status
      .getByText('Link kopiert: https://upgrade-band.example/auftritte/2025-09-13-weinfest-am-marktplatz-wolfhagen.html')
      .waitFor();
    assert.is(await page.evaluate(() => navigator.clipboard.readText()), await place.getAttribute('href'));
    await first.screenshot({ path: join(SCREENSHOTS, 'gigpage-shared-375.png') });
    assert.equal(await policyViolations(page), []);
    assert.equal(errors, []);
    await context.close();
  },
);

gigPage('with a share sheet, "Teilen" hands it the gig’s title and page', async () => {
  const { page, context } = await open(site.origin, 375);
  await page.addInitScript(() => {
    const w = window as unknown as { shared: ShareData[] };
    w.shared = [];
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data: ShareData) => void w.shared.push(data) });
  });
  await page.goto(`${site.origin}/#/auftritte`);
  await page.getByRole('button', { name: 'Teilen: 18.10.2025' }).click();
  await page.waitForFunction(() => (window as unknown as { shared: unknown[] }).shared.length > 0);
  assert.equal(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared), [
    {
      title: 'Upgrade live am 18.10.2025: Kulturbahnhof, Kassel',
      url: 'https://upgrade-band.example/auftritte/2025-10-18-kulturbahnhof-kassel.html',
    },
  ]);
  await context.close();
});

gigPage('the narrow layout’s menu without band.js: “Menü” opens it with the keyboard, over the page, and closes it again', async () => {
  const { page, context, errors } = await open(site.origin, 375);
  await page.goto(site.origin + AHEAD.path);
  const links = page.getByRole('navigation').getByRole('link', { name: /^(Home|Programm|Auftritte|Kontakt)$/ });
  assert.is(await links.count(), 0, 'closed: no page link in reach');
  await page.getByText('Menü').focus();
  await page.keyboard.press('Enter');
  await links.first().waitFor();
  assert.equal(await links.allTextContents(), ['Home', 'Programm', 'Auftritte', 'Kontakt']);
  // It drops over the page rather than pushing it down: the heading stays where it was.
  const top = await page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().top);
  await page.screenshot({ path: join(SCREENSHOTS, 'gigpage-menu-375.png') });
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Home');
  await page.getByText('Menü').click();
  await links
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => links.first().waitFor({ state: 'hidden' }));
  assert.is(await page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().top), top);
  assert.equal(errors, []);
  await context.close();
});

gigPage(
  'the day after the gig, the same page says it was played and offers no calendar, map or tickets: the visitor’s day, not the build’s',
  async () => {
    const cases: [now: Date, says: RegExp, calendar: number][] = [
      [new Date('2025-10-18T21:30:00+02:00'), /^Kommen Sie vorbei/, 1],
      [new Date('2025-10-19T00:05:00+02:00'), /^Diesen Auftritt haben wir am 18\.10\.2025 gespielt/, 0],
    ];
    for (const [now, says, calendar] of cases) {
      const { page, context, errors } = await open(site.origin, 375, now);
      await page.goto(site.origin + AHEAD.path);
      await page.locator('.lead [data-when]:not([hidden])').waitFor();
      assert.match(await page.locator('.lead').innerText(), says);
      assert.is(await page.getByRole('link', { name: /^In den Kalender/ }).count(), calendar, String(now));
      assert.is(await page.getByRole('link', { name: /^Karte/ }).count(), calendar, String(now));
      assert.equal(errors, []);
      await context.close();
    }
  },
);

gigPage('“Teilen” on the gig’s page: without a share sheet the link is copied and the page’s one status says so', async () => {
  const { page, context, errors } = await open(site.origin, 375);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  await page.goto(site.origin + AHEAD.path);
  await page.getByRole('button', { name: 'Teilen: 18.10.2025' }).click();
  const url = 'https://upgrade-band.example/auftritte/2025-10-18-kulturbahnhof-kassel.html';
  await page.getByRole('status').getByText(`Link kopiert: ${url}`).waitFor();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), url);
  assert.equal(await policyViolations(page), []);
  assert.equal(errors, []);
  await context.close();
});

gigPage.run();

// ---

const uploaded = suite('a gig page of dist/ as uploaded');

uploaded.before(async () => {
  browser = await launch();
});

uploaded.after(async () => {
  await browser?.close();
});

uploaded('served as the web root with its _headers: the page with its policy and type, styled, zero violations, no 404', async () => {
  const server = await serve({ as: 'dist' });
  try {
    const [first] = (await readdir(join(ROOT, 'dist/auftritte'))).sort();
    assert.ok(first, 'dist/auftritte/ has pages');
    const { page, context, errors, seen } = await open(server.origin, 375);
    const response = await page.goto(`${server.origin}/auftritte/${first}`);
    assert.is(response!.headers()['content-type'], 'text/html; charset=utf-8');
    assert.match(response?.headers()['content-security-policy'] ?? '', "default-src 'self'");
    await page.locator('h1').waitFor();
    // The icon the page names, fetched by a script in the page (its policy allows it: default-src 'self'):
    // Chromium's headless shell, which the suites run in (test/run.mjs), never asks for an icon, and a
    // full browser asks in its own time.
    const icon = await page.evaluate(async () => {
      const answer = await fetch(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href);
      return `${answer.status} ${answer.headers.get('content-type')}`;
    });
    assert.match(icon, /^200 image\/svg\+xml(;|$)/);
    assert.equal(await policyViolations(page), []);
    assert.equal(errors, []);
    assert.ok(seen.length >= 4 && seen.every((line) => line.startsWith('200 ')), seen.join('\n'));
    assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('.band')!).backgroundColor), 'rgb(20, 20, 20)');
    await context.close();
  } finally {
    // A failed case too, or the open server keeps the process from ending.
    await server.close();
  }
});

uploaded.run();
