// Kontakt's date check as a pure rule: taken, free or past, by calendar day in the visitor's zone
// (run in three time zones by test/run.mjs).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { availability, type Availability } from '../../src/domain/availability';
import { parseDate } from '../../src/domain/dates';
import type { Gig } from '../../src/domain/gigs';
import { makeGig } from '../../src/data/makeGig';

const gig = (date: string, extra: { info?: string; private?: boolean } = {}): Gig =>
  makeGig({ date: parseDate(date), location: `Ort ${date}`, info: '', ...extra });
/** A local wall-clock instant. */
const at = (date: string, hours = 0, minutes = 0) => {
  const d = parseDate(date);
  d.setHours(hours, minutes);
  return d;
};

const GIGS: Gig[] = [
  gig('2027-06-12', { info: 'Beginn 20 Uhr' }),
  gig('2027-06-26', { private: true }),
  gig('2027-07-03', { info: 'Abgesagt (Unwetter)' }),
  gig('2027-07-10', { info: 'Weinfest fällt aus', private: true }),
  gig('2027-12-31', { info: 'Silvesterparty ab 22 Uhr' }),
];
const BOOKED = ['2027-06-19', '2027-08-07'];
const NOW = at('2027-06-12', 21, 30);

const rule = suite('availability');

const CASES: [string, string | Date, Availability][] = [
  ['a public gig that day', '2027-12-31', 'taken'],
  ['a private party that day', '2027-06-26', 'taken'],
  ['an unlisted booking that day', '2027-06-19', 'taken'],
  ['another unlisted booking', '2027-08-07', 'taken'],
  ['a day with nothing', '2027-06-20', 'free'],
  ['the day before a gig', '2027-12-30', 'free'],
  ['a cancelled gig’s day ("Abgesagt")', '2027-07-03', 'free'],
  ['a cancelled private party’s day ("fällt aus")', '2027-07-10', 'free'],
  ['today with a gig tonight (today is not past)', '2027-06-12', 'taken'],
  ['yesterday', '2027-06-11', 'past'],
  ['a past day with a gig', '2026-12-31', 'past'],
  ['a day years ago', '1999-01-01', 'past'],
  ['a leap day ahead', '2028-02-29', 'free'],
  ['a Date at local midnight', new Date(2027, 5, 19), 'taken'],
  ['a Date late in the evening of a booked day', new Date(2027, 5, 19, 23, 59), 'taken'],
  ['a Date late in the evening of a free day', new Date(2027, 5, 20, 23, 59), 'free'],
  ['a Date earlier today', new Date(2027, 5, 12, 0, 1), 'taken'],
];

for (const [name, day, expected] of CASES) {
  rule(`${name}: ${expected}`, () => {
    assert.is(availability(day, GIGS, BOOKED, NOW), expected);
  });
}

rule('today stays today until local midnight, then it is past', () => {
  assert.is(availability('2027-06-20', [], [], at('2027-06-20', 23, 59)), 'free');
  assert.is(availability('2027-06-20', [], [], at('2027-06-21', 0, 0)), 'past');
});

rule('with no gigs and no bookings every day from today is free', () => {
  for (const day of ['2027-06-12', '2027-06-13', '2030-01-01']) assert.is(availability(day, [], [], NOW), 'free', day);
});

rule('throws a RangeError for anything that is not a real day', () => {
  for (const day of ['', '19.06.2027', '2027-02-30', '2027-6-19', '2027-06-19T12:00', 'morgen', new Date(NaN)]) {
    assert.throws(
      () => availability(day, GIGS, BOOKED, NOW),
      (error: unknown) => error instanceof RangeError,
      String(day),
    );
  }
});

rule.run();
