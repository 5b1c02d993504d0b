// Times and fees read from the house style of docs/band/auftritte.md, with Berlin's offset on the gig's day:
// the same in every time zone the domain suite runs in.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { isoDate, parseDate } from '../../src/domain/dates';
import type { Gig } from '../../src/domain/gigs';
import { berlinDateTime, berlinOffset, eventTimes, readFee, readTime } from '../../src/domain/gigTimes';
import { typeset } from '../../src/domain/typography';
import { makeGig } from '../../src/data/makeGig';
import { captures, must } from '../setup/must';

/** A reading as the tables write it: "21:00", "16:00–18:00", an end past midnight "22:00–02:00+1". */
function shown(time: ReturnType<typeof readTime>): string | undefined {
  if (!time) return undefined;
  const clock = (m: number) =>
    `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}${m >= 1440 ? '+1' : ''}`;
  return time.end == null ? clock(time.start) : `${clock(time.start)}–${clock(time.end)}`;
}

const gig = (date: string, info: string): Gig => makeGig({ date: parseDate(date), location: 'Kulturbahnhof, Kassel', info });

/** The examples of the guide's house-style table (docs/band/auftritte.md), by its first column. */
function houseStyle(): Record<string, string[]> {
  const doc = readFileSync(new URL('../../docs/band/auftritte.md', import.meta.url), 'utf8');
  const section = must(doc.split('**Hausstil für die Info**')[1], 'the house style in docs/band/auftritte.md');
  const table = must(section.split('\n\n')[1], 'its table');
  const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Fall'));
  return Object.fromEntries(rows.map((row) => [must(row.split('|')[1], `the case of ${row}`).trim(), captures(row, /`([^`]+)`/g)]));
}

// ---

const house = suite('the house style of docs/band/auftritte.md');

house('every example of the table is read as the table says', () => {
  const examples = houseStyle();
  const expected: Record<string, [string | undefined, number | undefined, boolean][]> = {
    Beginn: [
      ['20:00', undefined, false],
      ['21:30', undefined, false],
      ['15:00', undefined, false],
    ],
    'offenes Ende': [['22:00', undefined, false]],
    Zeitspanne: [['16:00–18:00', undefined, false]],
    Eintritt: [['21:00', 6, false]],
    Anlass: [
      ['15:00', undefined, false],
      ['22:00', undefined, false],
    ],
    abgesagt: [[undefined, undefined, true]],
  };
  assert.equal(Object.keys(examples), Object.keys(expected), 'the table has the cases this test knows');
  for (const [name, infos] of Object.entries(examples)) {
    const cases = must(expected[name], `the expected readings of ${name}`);
    assert.is(infos.length, cases.length, name);
    // As written in src/data/gigs.ts, and as the data reader typesets it (non-breaking spaces).
    infos
      .flatMap(
        (info, i) =>
          [
            [info, i],
            [typeset(info), i],
          ] as const,
      )
      .forEach(([info, i]) => {
        const times = eventTimes(gig('2027-07-14', info));
        const [time, price, cancelled] = must(cases[i], `${name} ${i + 1}`);
        assert.is(shown(readTime(info)), time, `${name}: ${info}`);
        assert.is(times.price, price, `${name}: ${info}`);
        assert.is(times.cancelled, cancelled, `${name}: ${info}`);
        assert.is(times.allDay, time === undefined, `${name}: ${info}`);
      });
  }
});

house.run();

// ---

const time = suite('readTime');

time('reads a start, a span and a start with an end; an end not after the start is the next day', () => {
  for (const [info, expected] of [
    ['Beginn 21 Uhr', '21:00'],
    ['Beginn 21:30 Uhr', '21:30'],
    ['Beginn 21.30 Uhr', '21:30'],
    ['Beginn: 20 Uhr', '20:00'],
    ['Beginn ca. 15 Uhr', '15:00'],
    ['Beginn gegen 19 Uhr', '19:00'],
    ['beginn um 9 uhr', '09:00'],
    ['ab 22 Uhr', '22:00'],
    ['Silvesterparty ab 22 Uhr', '22:00'],
    ['Tanz in den Mai ab 22 Uhr', '22:00'],
    ['ca. 20:00 Uhr', '20:00'],
    ['21:30 Uhr', '21:30'],
    ['Sommerfest, 20 Uhr', '20:00'],
    ['Konzert (Beginn 20 Uhr)', '20:00'],
    ['am 14.07. um 20 Uhr', '20:00'],
    ['16–18 Uhr', '16:00–18:00'],
    ['Hoffest, 16–18\u00a0Uhr', '16:00–18:00'],
    ['16-18 Uhr', '16:00–18:00'],
    ['16 – 18 Uhr', '16:00–18:00'],
    ['16 bis 18 Uhr', '16:00–18:00'],
    ['von 16:30 bis 18 Uhr', '16:30–18:00'],
    ['20 Uhr bis 1 Uhr', '20:00–01:00+1'],
    ['22–2 Uhr', '22:00–02:00+1'],
    ['Beginn 20 Uhr, Ende 23 Uhr', '20:00–23:00'],
    ['Beginn 20 Uhr, bis 24 Uhr', '20:00–00:00+1'],
    ['Beginn 24 Uhr', '00:00+1'],
    ['Einlass 19 Uhr, Beginn 20 Uhr', '20:00'],
    ['Einlass ab 19:30 Uhr; Beginn 21 Uhr, Eintritt 6 €', '21:00'],
    ['Eintritt 6 €, Beginn 21 Uhr', '21:00'],
    ['Benefizkonzert, Eintritt 6\u00a0€, Beginn 21\u00a0Uhr', '21:00'],
  ] as const) {
    assert.is(shown(readTime(info)), expected, info);
  }
});

time('leaves information it does not understand without a time', () => {
  for (const info of [
    '',
    'Weinfest',
    'Abgesagt (Unwetter)',
    'Eintritt 6 €',
    'Kinderprogramm 14 Uhr', // an unknown word before the time
    'Frühschoppen 11 Uhr',
    'ab 14 Uhr Kinderprogramm, ab 20 Uhr Band', // two starts
    'Beginn 20 Uhr, Ende 23 Uhr, bis 24 Uhr', // two ends
    'Ende 23 Uhr', // an end without a start
    'Einlass 19 Uhr', // only the doors
    'Beginn 25 Uhr',
    'Beginn 20:75 Uhr',
    'Beginn 2030 Uhr',
    'Beginn 21', // no "Uhr"
    'Beginn abends',
    '20 Uhrzeit',
    'Termin 2027-07-14',
  ]) {
    assert.is(readTime(info), null, info);
  }
});

time.run();

// ---

const fee = suite('readFee');

fee('reads the entry fee in euros; free entry is 0; other prices are not a fee', () => {
  for (const [info, expected] of [
    ['Eintritt 6 €', 6],
    ['Eintritt 6\u00a0€, Beginn 21\u00a0Uhr', 6],
    ['Benefizkonzert, Eintritt 12 Euro', 12],
    ['Eintritt: 6,50 €', 6.5],
    ['Eintritt 8 EUR', 8],
    ['eintritt 5 euro', 5],
    ['Eintritt frei', 0],
    ['Eintritt frei, Spenden erbeten', 0],
    ['freier Eintritt', 0],
    ['Beginn 21 Uhr', undefined],
    ['6 €', undefined],
    ['Eintritt ab 6 €', undefined],
    ['Eintritt 6', undefined],
    ['Eintritt 6 Euronen', undefined],
    ['', undefined],
  ] as const) {
    assert.is(readFee(info), expected, info);
  }
});

fee.run();

// ---

const offset = suite('berlinOffset and berlinDateTime');

offset('gives +01:00 in winter and +02:00 in summer, changing on the last Sundays of March and October', () => {
  for (const [date, info, start] of [
    ['2027-01-15', 'Beginn 21 Uhr', '2027-01-15T21:00:00+01:00'],
    ['2027-07-14', 'Beginn 21 Uhr', '2027-07-14T21:00:00+02:00'],
    ['2026-03-28', 'Beginn 21 Uhr', '2026-03-28T21:00:00+01:00'],
    ['2026-03-29', 'Beginn 1 Uhr', '2026-03-29T01:00:00+01:00'], // the clocks go forward at 2:00
    ['2026-03-29', 'Beginn 3 Uhr', '2026-03-29T03:00:00+02:00'],
    ['2026-03-29', 'Beginn 21 Uhr', '2026-03-29T21:00:00+02:00'],
    ['2026-03-30', 'Beginn 21 Uhr', '2026-03-30T21:00:00+02:00'],
    ['2026-10-24', 'Beginn 21 Uhr', '2026-10-24T21:00:00+02:00'],
    ['2026-10-25', 'Beginn 1 Uhr', '2026-10-25T01:00:00+02:00'], // and back at 3:00
    ['2026-10-25', 'Beginn 3 Uhr', '2026-10-25T03:00:00+01:00'],
    ['2026-10-25', 'Beginn 21 Uhr', '2026-10-25T21:00:00+01:00'],
    ['2026-10-26', 'Beginn 21 Uhr', '2026-10-26T21:00:00+01:00'],
    ['2027-03-27', 'ab 22 Uhr', '2027-03-27T22:00:00+01:00'],
    ['2027-03-28', 'ab 22 Uhr', '2027-03-28T22:00:00+02:00'],
    ['2027-10-30', 'ab 22 Uhr', '2027-10-30T22:00:00+02:00'],
    ['2027-10-31', 'ab 22 Uhr', '2027-10-31T22:00:00+01:00'],
    ['2024-03-31', 'Beginn 15 Uhr', '2024-03-31T15:00:00+02:00'], // a leap year
    ['2024-02-29', 'Beginn 15 Uhr', '2024-02-29T15:00:00+01:00'],
  ] as const) {
    const times = eventTimes(gig(date, info));
    assert.is(times.startDate, start, `${date} ${info}`);
    assert.is(times.endDate, undefined, 'a start alone names no end');
  }
});

offset("puts an end past midnight on the next day, with that day's offset", () => {
  for (const [date, info, start, end] of [
    ['2026-10-24', '22–2 Uhr', '2026-10-24T22:00:00+02:00', '2026-10-25T02:00:00+01:00'], // the repeated hour counts as winter time
    ['2026-10-24', '22–4 Uhr', '2026-10-24T22:00:00+02:00', '2026-10-25T04:00:00+01:00'],
    ['2026-03-28', '22–4 Uhr', '2026-03-28T22:00:00+01:00', '2026-03-29T04:00:00+02:00'],
    ['2026-12-31', 'Beginn 20 Uhr, bis 24 Uhr', '2026-12-31T20:00:00+01:00', '2027-01-01T00:00:00+01:00'],
    ['2027-02-28', '20 Uhr bis 1 Uhr', '2027-02-28T20:00:00+01:00', '2027-03-01T01:00:00+01:00'],
    ['2027-07-14', 'Hoffest, 16–18 Uhr', '2027-07-14T16:00:00+02:00', '2027-07-14T18:00:00+02:00'],
  ] as const) {
    const times = eventTimes(gig(date, info));
    assert.equal([times.startDate, times.endDate], [start, end], `${date} ${info}`);
  }
});

offset('agrees with the time zone database for every evening, night and morning of 2021–2030', () => {
  const zone = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' });
  const offsetOf = (instant: number) => {
    const name = zone.formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value;
    return Number(/GMT\+0(\d):00/.exec(name)![1]);
  };
  for (let day = parseDate('2021-01-01'); day.getFullYear() < 2031; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
    for (const minute of [60, 180, 1260]) {
      const hours = berlinOffset(day, minute);
      const stamp = berlinDateTime(day, minute);
      assert.ok(stamp.startsWith(isoDate(day)), stamp);
      assert.is(offsetOf(Date.parse(stamp)), hours, stamp);
    }
  }
});

offset.run();

// ---

const times = suite('eventTimes');

times('gives a day without a time its date as start and end, and no offer without a fee', () => {
  assert.equal(eventTimes(gig('2027-07-14', 'Weinfest')), {
    startDate: '2027-07-14',
    endDate: '2027-07-14',
    allDay: true,
    cancelled: false,
  });
  assert.equal(eventTimes(gig('2027-07-14', '')), { startDate: '2027-07-14', endDate: '2027-07-14', allDay: true, cancelled: false });
});

times('gives a timed gig its start with the offset, its end where named, and its fee', () => {
  assert.equal(eventTimes(gig('2027-07-14', 'Eintritt 6 €, Beginn 21 Uhr')), {
    startDate: '2027-07-14T21:00:00+02:00',
    allDay: false,
    cancelled: false,
    price: 6,
  });
  assert.equal(eventTimes(gig('2027-12-04', 'Eintritt frei, 16–18 Uhr')), {
    startDate: '2027-12-04T16:00:00+01:00',
    endDate: '2027-12-04T18:00:00+01:00',
    allDay: false,
    cancelled: false,
    price: 0,
  });
});

times('marks a cancelled gig, keeping what its information says', () => {
  assert.equal(eventTimes(gig('2027-07-14', 'Abgesagt (Unwetter)')), {
    startDate: '2027-07-14',
    endDate: '2027-07-14',
    allDay: true,
    cancelled: true,
  });
  assert.equal(eventTimes(gig('2027-07-14', 'Abgesagt! Beginn 21 Uhr, Eintritt 6 €')), {
    startDate: '2027-07-14T21:00:00+02:00',
    allDay: false,
    cancelled: true,
    price: 6,
  });
  assert.ok(eventTimes(gig('2027-07-14', 'Das Fest fällt aus')).cancelled);
});

times.run();
