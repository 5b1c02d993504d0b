// The cross-engine check, the same for every engine: every route renders, the menu
// works in a narrow column, each gig-list theme renders, the song finder leads to the
// prepared inquiry, the <style> fallback looks like adopted sheets, and nothing logs an error.
//
// Each check has a time limit of its own and ends its browser session whatever happens
// (a failed assertion, an error, the limit), so the checks after it report their own result.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { nextEvent, type Gig } from '../../src/domain/gigs';
import { fixture } from '../fixtures/data';
import { NOW, ROUTES, SCREENSHOTS, ZONE } from './browser';
import { serveWithClock, until, within, type Engine, type EngineOptions, type Tab } from './engines';
import { BOOKING_CHECK, bookingPath } from './engine-booking';
import { SEE_STYLES, SITE_BACKGROUND, WITHOUT_CONSTRUCTABLE_SHEETS, type SeenStyles } from './styles';

/** How long one check may take, tabs opened and closed included: about 20 times what it needs on a quiet machine. */
const CHECK_LIMIT_MS = 60_000;

const APP = `const root = document.querySelector('[data-band-widget="app"]').shadowRoot;`;
const h1 = (tab: Tab, title: string) => until(tab, `${APP} return root && root.querySelector('h1')?.textContent === ${JSON.stringify(title)};`, `h1 "${title}"`);
const errors = (tab: Tab) => tab.run<string[]>('return window.__errors;');

/** The UTC offset of `zone` at `instant`, in ms (Berlin in summer: two hours). */
function offsetIn(zone: string, instant: number): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - (instant - (instant % 1000));
}

/** The instant the calendar day of `date` (as the domain reads it: local year, month, day) begins in `zone`. */
function midnightIn(zone: string, date: Date): Date {
  const wall = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  let instant = wall - offsetIn(zone, wall);
  instant = wall - offsetIn(zone, instant); // once more, should the offset change between the two (daylight saving)
  return new Date(instant);
}

/**
 * The domain's next event as a browser in `zone` computes it, whatever zone this process runs in: the same
 * rule (nextEvent) on gigs that begin at that zone's midnight instead of this process's.
 */
export const nextEventIn = (zone: string, gigs: readonly Gig[], now: Date) =>
  nextEvent(gigs.map((gig) => ({ ...gig, date: midnightIn(zone, gig.date) })), now);

export function engineSuite(start: (options: EngineOptions) => Promise<Engine>) {
  const check = suite('every engine');
  let engine: Engine;
  let server: Awaited<ReturnType<typeof serveWithClock>>;
  let withoutSheets: Awaited<ReturnType<typeof serveWithClock>>;
  const slug = () => engine.name.toLowerCase().replace(/\W+/g, '-');

  check.before(async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    server = await serveWithClock();
    withoutSheets = await serveWithClock(WITHOUT_CONSTRUCTABLE_SHEETS);
    engine = await start({ zone: ZONE });
  });
  check.after(async () => {
    if (engine) await within(engine.quit(), CHECK_LIMIT_MS, `${engine.name} did not quit`);
    await server?.close();
    await withoutSheets?.close();
  });

  /**
   * A check within its time limit. After it, pass or fail or late, every tab it opened is closed (a browser that no
   * longer answers is killed and started again). A check that ran late is left behind: its later errors are dropped.
   */
  const limited = (name: string, body: () => Promise<void>) =>
    check(name, async () => {
      const work = body();
      work.catch(() => {});
      try {
        await within(work, CHECK_LIMIT_MS, `the check ran past its limit of ${CHECK_LIMIT_MS / 1000} s; its tabs are closed`);
      } finally {
        await engine.reset();
      }
    });

  limited('every route renders its page, on first load and on a hash change, left to right, without errors', async () => {
    const tab = await engine.open(1280, 900);
    await tab.goto(`${server.origin}/demo.html#/auftritte`);
    await h1(tab, 'Auftritte');
    for (const [hash, title] of ROUTES) {
      await tab.run(`location.hash = ${JSON.stringify(hash)};`);
      await h1(tab, title);
    }
    assert.is(await tab.run(`${APP} return root.querySelector('.band').getAttribute('dir') + ' ' + getComputedStyle(root.querySelector('.band')).direction;`), 'ltr ltr');
    // the browser's clock: the prelude's NOW, in the zone the suite chose; the countdown is the domain's for both
    assert.is(await tab.run('return Intl.DateTimeFormat().resolvedOptions().timeZone;'), ZONE);
    await tab.run(`location.hash = '#/';`);
    await h1(tab, 'Upgrade your Event');
    const { daysLeft } = nextEventIn(ZONE, fixture.gigs, NOW);
    assert.match(await until<string>(tab, `${APP} return root.querySelector('section')?.textContent;`, 'the next-event box'), `in ${daysLeft} Tage(n):`);
    assert.equal(await errors(tab), []);
    await tab.close();
  });

  limited('the menu in a narrow column: opens, shows the links, follows one and closes', async () => {
    const tab = await engine.open(1280, 900);
    await tab.goto(`${server.origin}/test/fixtures/hosts/narrow.html`);
    await h1(tab, 'Upgrade your Event');
    const toggle = `${APP} const toggle = root.querySelector('button[aria-controls]');`;
    assert.is(await tab.run(`${toggle} return toggle.getAttribute('aria-expanded') + ' ' + (toggle.offsetWidth > 0);`), 'false true');
    await tab.run(`${toggle} toggle.click();`);
    assert.is(await tab.run(`${toggle} return toggle.getAttribute('aria-expanded');`), 'true');
    assert.ok(await tab.run(`${APP} return [...root.querySelectorAll('nav li a')].every((a) => a.offsetHeight > 0);`), 'links shown');
    await tab.run(`${APP} [...root.querySelectorAll('nav li a')].find((a) => a.textContent === 'Programm').click();`);
    await h1(tab, 'Aktuelle Songauswahl');
    assert.is(await tab.run(`${toggle} return toggle.getAttribute('aria-expanded');`), 'false');
    assert.equal(await errors(tab), []);
    await tab.close();
  });

  limited('one gig list per theme renders its gigs, dark and light each with their own background', async () => {
    const tab = await engine.open(1280, 900);
    await tab.goto(`${server.origin}/test/fixtures/hosts/widgets.html`);
    const seen = await until<string[]>(
      tab,
      `const out = ['light', 'dark', 'inherit'].map((id) => {
         const band = document.getElementById(id).shadowRoot?.querySelector('.band');
         return band && band.querySelectorAll('li').length ? id + ' ' + getComputedStyle(band).backgroundColor : null;
       });
       return out.every(Boolean) && out;`,
      'three gig lists',
    );
    const [light, dark, inherit] = seen.map((line) => line.split(' ').slice(1).join(' '));
    assert.is.not(light, dark);
    assert.is(inherit, 'rgba(0, 0, 0, 0)', 'inherit is transparent');
    assert.equal(await errors(tab), []);
    await tab.close();
  });

  limited('the song finder: search without accents, filter by decade, wish three songs, and the Mail button carries them', async () => {
    const tab = await engine.open(1280, 900);
    await tab.goto(`${server.origin}/demo.html#/programm`);
    await h1(tab, 'Aktuelle Songauswahl');
    const first = `${APP} return root.querySelector('ol.songs li')?.textContent;`;
    await tab.run(`${APP} const input = root.querySelector('input[type=search]'); input.value = 'uber'; input.dispatchEvent(new Event('input', { bubbles: true }));`);
    assert.is(await until(tab, `${APP} const t = root.querySelector('ol.songs li')?.textContent; return t && t.startsWith('Über') && t;`, 'the search'), 'Über den Wolken - Reinhard Mey');
    await tab.run(`${APP} root.querySelector('ol.songs li button').click();`);
    await tab.run(`${APP} const input = root.querySelector('input[type=search]'); input.value = ''; input.dispatchEvent(new Event('input', { bubbles: true }));`);
    await tab.run(`${APP} [...root.querySelectorAll('.filter button')].find((b) => b.textContent === '50er').click();`);
    await until(tab, `${APP} return root.querySelectorAll('ol.songs li').length < 10;`, 'the decade filter');
    assert.ok(await tab.run(first));
    await tab.run(`${APP} [...root.querySelectorAll('ol.songs li button')].slice(0, 2).forEach((b) => b.click());`);
    await until(tab, `${APP} return root.querySelectorAll('.wishes li').length === 3;`, 'three wishes');
    await tab.run(`location.hash = '#/kontakt';`);
    await h1(tab, 'Kontakt');
    const body = await tab.run<string>(`${APP} return new URL([...root.querySelectorAll('a')].find((a) => a.textContent.trim() === 'Mail').href).searchParams.get('body');`);
    for (const field of ['Datum', 'Anlass', 'Ort', 'Gäste', 'Uhrzeit']) assert.match(body, `${field}: `);
    assert.is(body.split('Unsere Wunschliste:')[1].split('\n').filter((line) => line.startsWith('- ')).length, 3);
    assert.equal(await errors(tab), []);
    await tab.close();
  });

  limited('a phone-sized window shows Home (screenshot)', async () => {
    const tab = await engine.open(375, 740);
    await tab.goto(`${server.origin}/demo.html`);
    await h1(tab, 'Upgrade your Event');
    await tab.screenshot(join(SCREENSHOTS, `engine-${slug()}-home.png`));
    assert.equal(await errors(tab), []);
    await tab.close();
  });

  limited('without constructable stylesheets every page looks as with adopted sheets: same colours, backgrounds, fonts and boxes', async () => {
    const seen: Record<string, SeenStyles>[] = [];
    for (const origin of [server.origin, withoutSheets.origin]) {
      const tab = await engine.open(1280, 900);
      await tab.goto(`${origin}/demo.html#/`);
      const byRoute: Record<string, SeenStyles> = {};
      for (const [hash, title] of ROUTES) {
        await tab.run(`location.hash = ${JSON.stringify(hash)};`);
        await h1(tab, title);
        byRoute[hash] = await tab.run<SeenStyles>(SEE_STYLES);
      }
      if (origin === withoutSheets.origin) await tab.screenshot(join(SCREENSHOTS, `engine-${slug()}-fallback-style-home.png`));
      assert.equal(await errors(tab), []);
      seen.push(byRoute);
      await tab.close();
    }
    const [adopted, fallback] = seen;
    for (const [hash] of ROUTES) {
      assert.is(adopted[hash].via, '1 adopted sheet, 0 <style>', hash);
      assert.is(fallback[hash].via, 'no adoptedStyleSheets, 1 <style>', hash);
      assert.match(adopted[hash].styles['.band'], SITE_BACKGROUND);
      assert.equal(fallback[hash].styles, adopted[hash].styles, hash);
    }
  });

  limited(BOOKING_CHECK, () => bookingPath(engine, server.origin));

  check.run();
}
