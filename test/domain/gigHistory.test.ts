// The gigs in the order of their days, found by day without making a gig (issue 39).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { epochDay, parseDate } from '../../src/domain/dates';
import { findFrom, firstFrom, gigsBetween, historyOf } from '../../src/domain/gigHistory';
import { recordedHistory } from '../setup/recordedHistory';
import type { Gig } from '../../src/domain/gigs';
import { makeGig } from '../../src/data/makeGig';

const gig = (date: string, location = 'Kulturbahnhof, Kassel'): Gig => makeGig({ date: parseDate(date), location, info: '' });
const day = (date: string) => epochDay(parseDate(date));
// In no particular order; two on one day.
const GIGS = [gig('2026-07-04'), gig('2025-12-31'), gig('2026-01-01', 'Stadtpark, Baunatal'), gig('2026-01-01'), gig('2027-03-01')];
const history = historyOf(GIGS);

const ordered = suite('historyOf');

ordered('days earliest first; gigs of one day in the order given', () => {
  assert.equal(history.days, ['2025-12-31', '2026-01-01', '2026-01-01', '2026-07-04', '2027-03-01'].map(day));
  assert.equal(
    history.slice(1, 3).map((g) => g.location),
    ['Stadtpark, Baunatal', 'Kulturbahnhof, Kassel'],
  );
});

ordered('the same gig objects at every call, the given list left as it was', () => {
  assert.is(history.slice(0)[4], GIGS[4]);
  assert.is(history.slice(2)[0], history.slice(0)[2]);
  assert.is(GIGS[0]!.iso, '2026-07-04');
});

ordered.run();

const found = suite('gigsBetween and firstFrom');

// [from, to (none: no end), the days given]
const TABLE: [string, string | null, string[]][] = [
  ['2026-01-01', null, ['2026-01-01', '2026-01-01', '2026-07-04', '2027-03-01']],
  ['2026-01-02', null, ['2026-07-04', '2027-03-01']],
  ['2026-01-01', '2026-01-02', ['2026-01-01', '2026-01-01']],
  ['2026-01-01', '2027-01-01', ['2026-01-01', '2026-01-01', '2026-07-04']],
  ['2020-01-01', '2026-01-01', ['2025-12-31']],
  ['2027-03-02', null, []],
  ['2026-02-01', '2026-03-01', []],
];
for (const [from, to, days] of TABLE) {
  found(`from ${from} to ${to ?? 'the end'}`, () => {
    assert.equal(
      gigsBetween(history, day(from), to ? day(to) : undefined).map((g) => g.iso),
      days,
    );
  });
}

found('firstFrom: the position of the first gig on the day or later, the end when none', () => {
  assert.is(firstFrom(history, day('2000-01-01')), 0);
  assert.is(firstFrom(history, day('2026-01-01')), 1);
  assert.is(firstFrom(history, day('2030-01-01')), 5);
  assert.is(firstFrom(historyOf([]), day('2030-01-01')), 0);
});

found('findFrom: the first gig from a day on that passes, making only those it looks at', () => {
  const { history: recorded, made } = recordedHistory(GIGS);
  assert.is(findFrom(recorded, day('2026-01-01'), (g) => g.location.startsWith('Kultur'))?.iso, '2026-01-01');
  assert.equal([...made], [1, 2], 'the two gigs of New Year’s Day');
  assert.is(
    findFrom(recorded, day('2026-01-02'), () => false),
    undefined,
  );
  assert.is(
    findFrom(recorded, day('2028-01-01'), () => true),
    undefined,
  );
});

found.run();
