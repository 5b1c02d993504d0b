// The past of a long gig list: this year's gigs openly, every earlier year as a group of its own.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { isoDate, parseDate } from '../../src/domain/dates';
import { splitGigs, type Gig } from '../../src/domain/gigs';
import { historyOf } from '../../src/domain/gigHistory';
import { pastByYear } from '../../src/domain/pastByYear';
import { makeGig } from '../../src/data/makeGig';

const gig = (date: string): Gig => makeGig({ date: parseDate(date), location: `Ort ${date}`, info: '' });
/** The past of `dates` on `now` (noon of that day), as days: this year's and "year: days" per earlier year. */
const grouped = (now: string, dates: string[]) => {
  const at = parseDate(now);
  at.setHours(12);
  const { thisYear, years } = pastByYear(historyOf(dates.map(gig)), at);
  return {
    thisYear: thisYear.map((g) => isoDate(g.date)),
    years: years.map(
      ({ year, count, gigs }) =>
        `${year}: ${gigs()
          .map((g) => isoDate(g.date))
          .join(' ')}${count === gigs().length ? '' : ` (counted ${count})`}`,
    ),
  };
};

const empty = suite('pastByYear without gigs');

empty('nothing this year and no earlier years', () => {
  assert.equal(pastByYear(historyOf([]), new Date(2026, 10, 25, 12)), { thisYear: [], years: [] });
});

empty.run();

// ---

const table = suite('pastByYear');

// [today, gigs, this year's (latest first), earlier years (latest first, each latest first)]
const TABLE: [string, string[], string[], string[]][] = [
  // today's gig is not past; yesterday's is this year's; last year's last gig is in last year's group
  ['2026-11-25', ['2025-12-31', '2026-01-01', '2026-11-24', '2026-11-25'], ['2026-11-24', '2026-01-01'], ['2025: 2025-12-31']],
  // each earlier year whole, the years with no gig left out
  [
    '2026-11-25',
    ['2026-06-30', '2025-12-31', '2025-01-01', '2024-06-01', '2019-03-03', '2019-12-12'],
    ['2026-06-30'],
    ['2025: 2025-12-31 2025-01-01', '2024: 2024-06-01', '2019: 2019-12-12 2019-03-03'],
  ],
  // on New Year's Day nothing of this year is past yet: groups alone
  ['2027-01-01', ['2026-12-31', '2026-01-06', '2027-01-01'], [], ['2026: 2026-12-31 2026-01-06']],
  // no gig for years: groups alone
  ['2026-11-25', ['2023-05-01', '2021-09-25'], [], ['2023: 2023-05-01', '2021: 2021-09-25']],
  // this year alone
  ['2026-12-31', ['2026-01-01', '2026-06-30'], ['2026-06-30', '2026-01-01'], []],
  // no past gigs
  ['2026-11-25', ['2026-11-25', '2027-03-01'], [], []],
];

for (const [today, dates, thisYear, years] of TABLE) {
  table(`on ${today}: ${dates.join(', ')}`, () => {
    assert.equal(grouped(today, dates), { thisYear, years });
  });
}

table('every past gig is in exactly one place, in order: this year’s, or its year’s group; the years descend', () => {
  const day = fc.integer({ min: 0, max: 20 * 366 }).map((n) => isoDate(new Date(2015, 0, 1 + n)));
  fc.assert(
    // Days may repeat: a day's gigs stay in the order written, as the past always listed them.
    fc.property(fc.array(day, { maxLength: 60 }), day, (dates, today) => {
      const now = parseDate(today);
      now.setHours(12);
      const gigs = dates.map((date, i) => makeGig({ date: parseDate(date), location: `Ort ${i}`, info: '' }));
      const { past } = splitGigs(gigs, now);
      const { thisYear, years } = pastByYear(historyOf(gigs), now);
      assert.equal([...thisYear, ...years.flatMap((y) => y.gigs())], past);
      assert.ok(thisYear.every((g) => g.date.getFullYear() === now.getFullYear()));
      for (const { year, count, gigs } of years) {
        assert.ok(year < now.getFullYear());
        assert.ok(count === gigs().length && count > 0 && gigs().every((g) => g.date.getFullYear() === year));
      }
      assert.equal(
        years.map((y) => y.year),
        [...new Set(years.map((y) => y.year))].sort((a, b) => b - a),
      );
    }),
  );
});

table.run();
