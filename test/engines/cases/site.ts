// The site in every engine: every route renders, the menu works in a narrow column, each gig-list
// theme renders, the song finder leads to the prepared inquiry, a phone-sized window, and nothing logs an error.
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { nextEvent, type Gig } from '../../../src/domain/gigs';
import { fixture } from '../../fixtures/data';
import { NOW, ROUTES, SCREENSHOTS, ZONE } from '../../setup/browser';
import type { EngineCheck } from '../../setup/engineSuite';
import { until } from '../../setup/engines';
import { between, must } from '../../setup/must';
import { APP, errors, h1 } from './app';

/** The UTC offset of `zone` at `instant`, in ms (Berlin in summer: two hours). */
function offsetIn(zone: string, instant: number): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      must(
        parts.find((p) => p.type === type),
        type,
      ).value,
    );
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - (instant - (instant % 1000))
  );
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
  nextEvent(
    gigs.map((gig) => ({ ...gig, date: midnightIn(zone, gig.date) })),
    now,
  );

export const SITE: readonly EngineCheck[] = [
  {
    name: 'every route renders its page, on first load and on a hash change, left to right, without errors',
    async run({ engine, origin }) {
      const tab = await engine.open(1280, 900);
      await tab.goto(`${origin}/demo.html#/auftritte`);
      await h1(tab, 'Auftritte');
      for (const [hash, title] of ROUTES) {
        await tab.run(`location.hash = ${JSON.stringify(hash)};`);
        await h1(tab, title);
      }
      assert.is(
        await tab.run(
          `${APP} return root.querySelector('.band').getAttribute('dir') + ' ' + getComputedStyle(root.querySelector('.band')).direction;`,
        ),
        'ltr ltr',
      );
      // the browser's clock: the prelude's NOW, in the zone the suite chose; the countdown is the domain's for both
      assert.is(await tab.run('return Intl.DateTimeFormat().resolvedOptions().timeZone;'), ZONE);
      await tab.run(`location.hash = '#/';`);
      await h1(tab, 'Upgrade your Event');
      const { daysLeft } = nextEventIn(ZONE, fixture.gigs, NOW);
      assert.match(
        await until<string>(tab, `${APP} return root.querySelector('section')?.textContent;`, 'the next-event box'),
        `in ${daysLeft} Tage(n):`,
      );
      assert.equal(await errors(tab), []);
      await tab.close();
    },
  },
  {
    name: 'the menu in a narrow column: opens, shows the links, follows one and closes',
    async run({ engine, origin }) {
      const tab = await engine.open(1280, 900);
      await tab.goto(`${origin}/test/fixtures/hosts/narrow.html`);
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
    },
  },
  {
    name: 'one gig list per theme renders its gigs, dark and light each with their own background',
    async run({ engine, origin }) {
      const tab = await engine.open(1280, 900);
      await tab.goto(`${origin}/test/fixtures/hosts/widgets.html`);
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
    },
  },
  {
    name: 'the song finder: search without accents, filter by decade, wish three songs, and the Mail button carries them',
    async run({ engine, origin }) {
      const tab = await engine.open(1280, 900);
      await tab.goto(`${origin}/demo.html#/programm`);
      await h1(tab, 'Aktuelle Songauswahl');
      const first = `${APP} return root.querySelector('ol.songs li')?.textContent;`;
      await tab.run(
        `${APP} const input = root.querySelector('input[type=search]'); input.value = 'uber'; input.dispatchEvent(new Event('input', { bubbles: true }));`,
      );
      assert.is(
        await until(
          tab,
          `${APP} const t = root.querySelector('ol.songs li')?.textContent; return t && t.startsWith('Über') && t;`,
          'the search',
        ),
        'Über den Wolken - Reinhard Mey',
      );
      await tab.run(`${APP} root.querySelector('ol.songs li button').click();`);
      await tab.run(
        `${APP} const input = root.querySelector('input[type=search]'); input.value = ''; input.dispatchEvent(new Event('input', { bubbles: true }));`,
      );
      await tab.run(`${APP} [...root.querySelectorAll('.filter button')].find((b) => b.textContent === '50er').click();`);
      await until(tab, `${APP} return root.querySelectorAll('ol.songs li').length < 10;`, 'the decade filter');
      assert.ok(await tab.run(first));
      await tab.run(`${APP} [...root.querySelectorAll('ol.songs li button')].slice(0, 2).forEach((b) => b.click());`);
      await until(tab, `${APP} return root.querySelectorAll('.wishes li').length === 3;`, 'three wishes');
      await tab.run(`location.hash = '#/kontakt';`);
      await h1(tab, 'Kontakt');
      const body = await tab.run<string>(
        `${APP} return new URL([...root.querySelectorAll('a')].find((a) => a.textContent.trim() === 'Mail').href).searchParams.get('body');`,
      );
      for (const field of ['Datum', 'Anlass', 'Ort', 'Gäste', 'Uhrzeit']) assert.match(body, `${field}: `);
      assert.is(
        between(body, 'Unsere Wunschliste:')
          .split('\n')
          .filter((line) => line.startsWith('- ')).length,
        3,
      );
      assert.equal(await errors(tab), []);
      await tab.close();
    },
  },
  {
    name: 'a phone-sized window shows Home (screenshot)',
    async run({ engine, origin, slug }) {
      const tab = await engine.open(375, 740);
      await tab.goto(`${origin}/demo.html`);
      await h1(tab, 'Upgrade your Event');
      await tab.screenshot(join(SCREENSHOTS, `engine-${slug}-home.png`));
      assert.equal(await errors(tab), []);
      await tab.close();
    },
  },
];
