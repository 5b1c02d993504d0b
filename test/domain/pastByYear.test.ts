// The past of a long gig list: the last twelve months openly, every earlier year as a group, whole.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { isoDate, parseDate } from '../../src/domain/dates';
import { splitGigs, type Gig } from '../../src/domain/gigs';
import { pastByYear } from '../../src/domain/pastByYear';
import { makeGig } from '../../src/data/makeGig';

const gig = (date: string): Gig => makeGig({ date: parseDate(date), location: `Ort ${date}`, info: '' });
/** The past of `dates` on `now` (noon of that day), as days: the recent ones and "year: days" per group. */
const grouped = (now: string, dates: string[]) => {
  const at = parseDate(now);
  at.setHours(12);
  const { recent, years } = pastByYear(splitGigs(dates.map(gig), at).past, at);
  return {
    recent: recent.map((g) => isoDate(g.date)),
    years: years.map(({ year, gigs }) => `${year}: ${gigs.map((g) => isoDate(g.date)).join(' ')}`),
  };
};

const api = suite('API');

api('exports pastByYear', () => {
  assert.type(pastByYear, 'function');
  assert.equal(pastByYear([], new Date(2026, 10, 25, 12)), { recent: [], years: [] });
});

api.run();

// ---

const table = suite('pastByYear');

// [today, gigs, recent (latest first), years (latest first, each latest first)]
const TABLE: [string, string[], string[], string[]][] = [
  // a year ago to the day is no longer recent; the day after it is; today's gig is not past at all
  ['2026-11-25', ['2025-11-25', '2025-11-26', '2026-11-24', '2026-11-25'], ['2026-11-24', '2025-11-26'], ['2025: 2025-11-26 2025-11-25']],
  // each year before this one, whole: last year's last months are recent and in its group
  [
    '2026-11-25',
    ['2026-01-01', '2025-12-31', '2025-01-01', '2024-06-01', '2019-03-03', '2019-12-12'],
    ['2026-01-01', '2025-12-31'],
    ['2025: 2025-12-31 2025-01-01', '2024: 2024-06-01', '2019: 2019-12-12 2019-03-03'],
  ],
  // early in January: almost all of last year is recent, and last year is a group all the same
  [
    '2027-01-05',
    ['2027-01-02', '2026-12-31', '2026-01-06', '2026-01-05'],
    ['2027-01-02', '2026-12-31', '2026-01-06'],
    ['2026: 2026-12-31 2026-01-06 2026-01-05'],
  ],
  // the current year is never a group: all of its past is recent
  ['2026-12-31', ['2026-01-01', '2026-06-30'], ['2026-06-30', '2026-01-01'], []],
  // nothing in the last twelve months: groups alone
  ['2026-11-25', ['2023-05-01', '2021-09-25'], [], ['2023: 2023-05-01', '2021: 2021-09-25']],
  // a leap day: a year after 29 February 2024 is 1 March 2025 on
  ['2025-02-28', ['2024-02-29', '2024-03-01'], ['2024-03-01', '2024-02-29'], ['2024: 2024-03-01 2024-02-29']],
  ['2025-03-01', ['2024-02-29', '2024-03-01'], [], ['2024: 2024-03-01 2024-02-29']],
  // no past gigs
  ['2026-11-25', ['2026-11-25', '2027-03-01'], [], []],
];

for (const [today, dates, recent, years] of TABLE) {
  table(`on ${today}: ${dates.join(', ')}`, () => {
    assert.equal(grouped(today, dates), { recent, years });
  });
}

table('every past gig is recent or in its year’s group (or both), in order; the years descend', () => {
  const day = fc.integer({ min: 0, max: 20 * 366 }).map((n) => isoDate(new Date(2015, 0, 1 + n)));
  fc.assert(
    fc.property(fc.uniqueArray(day, { maxLength: 60 }), day, (dates, today) => {
      const now = parseDate(today);
      now.setHours(12);
      const { past } = splitGigs(dates.map(gig), now);
      const { recent, years } = pastByYear(past, now);
      const grouped = years.flatMap((y) => y.gigs);
      for (const g of past) assert.ok(recent.includes(g) || grouped.includes(g), isoDate(g.date));
      // recent and each group keep the list's order (latest first), and the years descend without repeats
      assert.equal(
        recent,
        past.filter((g) => recent.includes(g)),
      );
      assert.equal(
        grouped,
        past.filter((g) => grouped.includes(g)),
      );
      for (const { year, gigs } of years) {
        assert.ok(year < now.getFullYear());
        assert.ok(gigs.length > 0 && gigs.every((g) => g.date.getFullYear() === year));
      }
      assert.equal(
        years.map((y) => y.year),
        [...new Set(years.map((y) => y.year))].sort((a, b) => b - a),
      );
    }),
  );
});

table.run();
