import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { isoDate, MS_PER_DAY, parseDate } from '../../src/domain/dates';
import { makeGig } from '../../src/data/makeGig';
import {
  isCancelled,
  isUpcoming,
  nextEvent,
  pendingNextEvent,
  publicGigs,
  showsNextEvent,
  splitGigs,
  type Gig,
} from '../../src/domain/gigs';

const gig = (date: string, info = '', location = `Ort ${date}`): Gig => makeGig({ date: parseDate(date), location, info });
/** A local wall-clock instant, e.g. at('2024-03-31', 2, 30). */
const at = (date: string, hours = 0, minutes = 0, ms = 0) => {
  const d = parseDate(date);
  d.setHours(hours, minutes, 0, ms);
  return d;
};
const days = (gigs: Gig[]) => gigs.map((g) => isoDate(g.date));

const upcoming = suite('isUpcoming');

upcoming('compares by year, month and day, not by the hour', () => {
  for (const [date, now, expected] of [
    ['2024-06-01', at('2024-06-01', 0, 0), true],
    ['2024-06-01', at('2024-06-01', 23, 59, 999), true],
    ['2024-06-01', at('2024-06-02', 0, 0), false],
    ['2024-06-02', at('2024-06-01', 23, 59), true],
    ['2024-02-29', at('2024-02-29', 12), true],
    ['2024-02-29', at('2024-03-01', 0, 0, 1), false],
    ['2024-12-31', at('2025-01-01', 0, 0), false],
    ['2025-01-01', at('2024-12-31', 23, 59), true],
    ['2024-03-31', at('2024-03-31', 3, 30), true], // DST starts at 2:00 in Europe
    ['2024-10-27', at('2024-10-27', 2, 30), true], // DST ends at 3:00 in Europe
    ['2024-10-26', at('2024-10-27', 0, 30), false],
  ] as const) {
    assert.is(isUpcoming(gig(date), now), expected, `${date} at ${now.toString()}`);
  }
});

upcoming.run();

// ---

const split = suite('splitGigs');

split('sorts upcoming ascending and past descending', () => {
  const gigs = ['2023-07-14', '2025-09-13', '2021-08-21', '2024-12-31', '2025-06-21', '2022-05-07'].map((d) => gig(d));
  const result = splitGigs(gigs, at('2024-12-31', 20));
  assert.equal(days(result.upcoming), ['2024-12-31', '2025-06-21', '2025-09-13']);
  assert.equal(days(result.past), ['2023-07-14', '2022-05-07', '2021-08-21']);
});

split('handles an empty list, all past and all future', () => {
  assert.equal(splitGigs([], new Date(2024, 0, 1)), { upcoming: [], past: [] });
  const gigs = [gig('2022-01-01'), gig('2023-01-01')];
  assert.equal(days(splitGigs(gigs, at('2030-01-01')).past), ['2023-01-01', '2022-01-01']);
  assert.equal(splitGigs(gigs, at('2030-01-01')).upcoming, []);
  assert.equal(days(splitGigs(gigs, at('2020-01-01')).upcoming), ['2022-01-01', '2023-01-01']);
  assert.equal(splitGigs(gigs, at('2020-01-01')).past, []);
});

split('keeps the input order untouched', () => {
  const gigs = [gig('2025-01-01'), gig('2021-01-01')];
  splitGigs(gigs, at('2023-01-01'));
  assert.equal(days(gigs), ['2025-01-01', '2021-01-01']);
});

// Dates between 2000 and 2040, built from their parts so every one is a real day.
const arbitraryDay = fc
  .record({ y: fc.integer({ min: 2000, max: 2040 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const arbitraryGigs = fc.array(
  arbitraryDay.map((d) => gig(d)),
  { maxLength: 40 },
);
const arbitraryNow = fc.date({ min: new Date(1999, 0, 1), max: new Date(2041, 0, 1), noInvalidDate: true });

split('partitions every list: nothing lost, nothing doubled, both orders hold', () => {
  fc.assert(
    fc.property(arbitraryGigs, arbitraryNow, (gigs, now) => {
      const { upcoming, past } = splitGigs(gigs, now);
      assert.is(upcoming.length + past.length, gigs.length);
      assert.ok(gigs.every((g) => upcoming.includes(g) !== past.includes(g)));
      assert.ok(upcoming.every((g) => isUpcoming(g, now)) && past.every((g) => !isUpcoming(g, now)));
      const times = (list: Gig[]) => list.map((g) => g.date.getTime());
      assert.equal(
        times(upcoming),
        [...times(upcoming)].sort((a, b) => a - b),
      );
      assert.equal(
        times(past),
        [...times(past)].sort((a, b) => b - a),
      );
    }),
  );
});

split.run();

// ---

const next = suite('nextEvent');

next('picks the earliest gig at or after now, whatever the source order', () => {
  const gigs = [gig('2025-09-13', 'ca. 15:00 Uhr'), gig('2024-05-01', 'ab 22 Uhr'), gig('2024-12-31', '21:30 Uhr')];
  const event = nextEvent(gigs, at('2024-05-02', 10));
  assert.is(isoDate(event.date), '2024-12-31');
  assert.is(event.info, '21:30 Uhr');
  assert.is(event.location, 'Ort 2024-12-31');
});

next('counts whole days left, rounded down from 86 400 000 ms per day', () => {
  for (const [date, now, daysLeft] of [
    ['2024-06-10', at('2024-06-01', 0, 0), 9],
    ['2024-06-10', at('2024-06-01', 0, 0, 1), 8],
    ['2024-06-10', at('2024-06-09', 23, 59), 0],
    ['2024-06-10', at('2024-06-10', 0, 0), 0],
    ['2025-01-01', at('2024-12-31', 12), 0],
    ['2025-01-02', at('2024-12-31', 0), 2],
    ['2024-03-01', at('2024-02-28', 0), 2], // over the leap day
  ] as const) {
    const event = nextEvent([gig(date, 'x')], now);
    assert.is(event.daysLeft, daysLeft, `${date} from ${now.toString()}`);
    assert.is(event.daysLeft, Math.floor((parseDate(date).getTime() - now.getTime()) / MS_PER_DAY));
  }
});

next('takes the rule literally: a gig at midnight today is no longer next once midnight has passed', () => {
  const gigs = [gig('2024-06-01', 'heute'), gig('2024-07-01', 'später')];
  assert.is(nextEvent(gigs, at('2024-06-01', 0, 0)).info, 'heute');
  assert.is(nextEvent(gigs, at('2024-06-01', 0, 0, 1)).info, 'später');
});

next('with no gig at or after now: today, zero days, empty location and information', () => {
  for (const gigs of [[], [gig('2020-01-01', 'x'), gig('2021-05-05', 'y')]]) {
    const event = nextEvent(gigs, at('2024-10-27', 18, 45));
    assert.equal({ ...event, date: isoDate(event.date) }, { date: '2024-10-27', daysLeft: 0, location: '', info: '' });
    assert.is(showsNextEvent(event), false);
  }
});

next('is never before now, in days or as an instant', () => {
  fc.assert(
    fc.property(arbitraryGigs, arbitraryNow, (gigs, now) => {
      const event = nextEvent(gigs, now);
      assert.ok(event.daysLeft >= 0);
      if (event.location) assert.ok(event.date.getTime() >= now.getTime());
      else assert.ok(gigs.every((g) => g.date.getTime() < now.getTime()));
    }),
  );
});

next.run();

// ---

const box = suite('pendingNextEvent and showsNextEvent');

box("before computing: today, zero days, the band's town, and no box", () => {
  for (const town of ['Kassel', 'Baunatal']) {
    const pending = pendingNextEvent(at('2024-02-29', 13, 37), town);
    assert.equal({ ...pending, date: isoDate(pending.date) }, { date: '2024-02-29', daysLeft: 0, location: town, info: '' });
    assert.is(showsNextEvent(pending), false);
  }
});

box('shows the box only when the next event has information text', () => {
  const now = at('2024-01-01');
  assert.is(showsNextEvent(nextEvent([gig('2024-02-01', 'ab 22 Uhr')], now)), true);
  assert.is(showsNextEvent(nextEvent([gig('2024-02-01', '')], now)), false);
  assert.is(showsNextEvent(nextEvent([gig('2024-02-01', '   ')], now)), false);
  // a later gig with information does not bring the box back
  assert.is(showsNextEvent(nextEvent([gig('2024-02-01'), gig('2024-03-01', 'ab 22 Uhr')], now)), false);
});

box.run();

// ---

const announced = suite('publicGigs');

announced('leaves private parties out and puts the rest earliest first, past ones too', () => {
  const party = (date: string): Gig => makeGig({ ...gig(date), private: true });
  const gigs = [gig('2025-03-01'), party('2024-06-01'), gig('2023-01-01'), party('2026-01-01'), gig('2024-12-31')];
  assert.equal(days(publicGigs(gigs)), ['2023-01-01', '2024-12-31', '2025-03-01']);
  assert.equal(publicGigs([]), []);
  assert.equal(publicGigs([party('2024-01-01')]), []);
});

announced('leaves the given list as it was', () => {
  const gigs = Object.freeze([gig('2025-01-01'), gig('2021-01-01')]);
  publicGigs(gigs);
  assert.equal(days([...gigs]), ['2025-01-01', '2021-01-01']);
});

announced.run();

// ---

const cancelled = suite('isCancelled');

cancelled('recognises a cancellation note in the information', () => {
  assert.is(isCancelled(gig('2024-01-01', 'Abgesagt wegen Unwetterwarnung')), true);
  assert.is(isCancelled(gig('2024-01-01', 'Leider abgesagt.')), true);
  assert.is(isCancelled(gig('2024-01-01', 'Das Konzert fällt aus')), true);
  assert.is(isCancelled(gig('2024-01-01', 'ab 22 Uhr')), false);
  assert.is(isCancelled(gig('2024-01-01')), false);
});

cancelled.run();
