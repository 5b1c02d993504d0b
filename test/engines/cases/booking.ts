// The booking path in every engine: marks on the wish list, a taken and a free date on Kontakt,
// and the Mail button's message with all of it.
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { SCREENSHOTS } from '../../setup/browser';
import type { EngineCheck } from '../../setup/engineSuite';
import { until, type Tab } from '../../setup/engines';
import { APP, errors, h1 } from './app';

/** Clicks the app's button with this accessible name (aria-label or text). */
const click = (tab: Tab, name: string) =>
  tab.run(
    `${APP} [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') || b.textContent.trim()) === ${JSON.stringify(name)}).click();`,
  );
/** Chooses a day in the date input as the picker does: a value, then an input event. */
const choose = (tab: Tab, day: string) =>
  tab.run(
    `${APP} const input = root.querySelector('input[type=date]'); input.value = ${JSON.stringify(day)}; input.dispatchEvent(new Event('input', { bubbles: true }));`,
  );
const status = (tab: Tab, has: string) =>
  until<string>(
    tab,
    `${APP} const t = root.querySelector('.date-status[role=status]').textContent; return t.includes(${JSON.stringify(has)}) && t;`,
    `the status saying "${has}"`,
  );
const mailBody = (tab: Tab) =>
  tab.run<string>(
    `${APP} return new URL([...root.querySelectorAll('a')].find((a) => a.textContent.trim() === 'Mail').href).searchParams.get('body');`,
  );

export const BOOKING: EngineCheck = {
  name: 'mark an opening dance and a song not to play, check a taken and a free date, and the Mail button carries it all',
  async run({ engine, origin, slug }) {
    const tab = await engine.open(375, 740);
    await tab.goto(`${origin}/demo.html#/programm`);
    await h1(tab, 'Aktuelle Songauswahl');
    for (const song of ['Über den Wolken - Reinhard Mey', 'Dancing Queen - ABBA', 'Highway to Hell - AC/DC'])
      await click(tab, `Auf die Wunschliste: ${song}`);
    await until(tab, `${APP} return root.querySelectorAll('.wishes li').length === 3;`, 'three songs on the list');
    await click(tab, 'Eröffnungstanz: Dancing Queen - ABBA');
    await click(tab, 'Bitte nicht spielen: Highway to Hell - AC/DC');
    await until(tab, `${APP} return [...root.querySelectorAll('.wishes [aria-pressed=true]')].length === 2;`, 'two marks');

    await tab.run(`location.hash = '#/kontakt';`);
    await h1(tab, 'Kontakt');
    assert.is(await tab.run(`${APP} return root.querySelector('input[type=date]').type;`), 'date');
    await choose(tab, '2025-10-04'); // the fixtures' unlisted booking
    assert.is(await status(tab, 'vergeben'), 'Der 04.10.2025 ist bei uns leider schon vergeben – vielleicht passt Ihnen ein anderer Tag?');
    assert.match(await mailBody(tab), /\r?\nDatum: 04\.10\.2025\r?\n/);

    await choose(tab, '2025-10-05');
    assert.match(await status(tab, 'frei'), /^Der 05\.10\.2025 ist nach unserem Kalender noch frei – /);
    const body = await mailBody(tab);
    assert.match(body, /\r?\nDatum: 05\.10\.2025\r?\n/);
    assert.match(body, /\r?\nEröffnungstanz: Dancing Queen - ABBA\r?\n/);
    assert.match(body, /Unsere Wunschliste:\r?\n- Über den Wolken – Reinhard Mey\r?\n/);
    assert.match(body, /Bitte nicht spielen:\r?\n- Highway to Hell – AC\/DC\r?\n/);
    await tab.screenshot(join(SCREENSHOTS, `engine-${slug}-kontakt-date.png`));
    assert.equal(await errors(tab), []);
    await tab.close();
  },
};
