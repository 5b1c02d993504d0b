// The gig list's selection: sections, order, per-section limit, place; private parties stay listed unless hidden.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isoDate, parseDate } from '../../src/domain/dates';
import type { Gig } from '../../src/domain/gigs';
import { historyOf } from '../../src/domain/gigHistory';
import { selectGigs, type GigSelection, type SelectedGigs } from '../../src/domain/selectGigs';
import { makeGig } from '../../src/data/makeGig';
import { recordedHistory } from '../setup/recordedHistory';

const gig = (date: string, location: string, isPrivate = false): Gig =>
  makeGig({ date: parseDate(date), location, info: '', private: isPrivate });

// Noon on 10.5.2030; the list is in no particular order.
const NOW = new Date(2030, 4, 10, 12);
const GIGS = [
  gig('2030-05-20', 'Musikkeller, Kassel'),
  gig('2030-04-01', 'Festsaal, Vellmar'),
  gig('2030-05-10', 'Kulturbahnhof, Kassel'), // today: upcoming all day
  gig('2030-06-01', 'Schloss Wilhelmsthal, Calden', true),
  gig('2030-05-09', 'Stadtpark, Baunatal'), // yesterday: past
  gig('2029-12-31', 'Kulturbahnhof, Kassel', true),
  gig('2030-07-04', 'Stadtfest, Kassel'),
];

/** A section as "date place" lines, or null when it is not shown. */
const lines = (section: Gig[] | null) => section && section.map((g) => `${isoDate(g.date)} ${g.location}`);
/** The past section as one list, latest first: this year's gigs, then each earlier year's. */
const flat = (past: SelectedGigs['past']) => past && [...past.thisYear, ...past.years.flatMap((year) => year.gigs())];
const select = (selection: GigSelection) => {
  const { upcoming, past } = selectGigs(historyOf(GIGS), NOW, selection);
  return { upcoming: lines(upcoming), past: lines(flat(past)) };
};

const UPCOMING = [
  '2030-05-10 Kulturbahnhof, Kassel',
  '2030-05-20 Musikkeller, Kassel',
  '2030-06-01 Schloss Wilhelmsthal, Calden',
  '2030-07-04 Stadtfest, Kassel',
] as const;
const PAST = ['2030-05-09 Stadtpark, Baunatal', '2030-04-01 Festsaal, Vellmar', '2029-12-31 Kulturbahnhof, Kassel'] as const;

const sections = suite('selectGigs');

// show × limit × place, with private parties in both sections: [selection, upcoming, past]
const TABLE: [GigSelection, readonly string[] | null, readonly string[] | null][] = [
  [{ show: 'all', limit: null }, UPCOMING, PAST],
  [{ show: 'upcoming', limit: null }, UPCOMING, null],
  [{ show: 'past', limit: null }, null, PAST],
  // the limit counts per section and keeps the gigs nearest to today
  [{ show: 'all', limit: 2 }, UPCOMING.slice(0, 2), PAST.slice(0, 2)],
  [{ show: 'upcoming', limit: 1 }, UPCOMING.slice(0, 1), null],
  [{ show: 'past', limit: 1 }, null, PAST.slice(0, 1)],
  [{ show: 'all', limit: 99 }, UPCOMING, PAST],
  // a place keeps the gigs whose location contains it, case and accents forgiven
  [{ show: 'all', limit: null, place: 'kassel' }, [UPCOMING[0], UPCOMING[1], UPCOMING[3]], [PAST[2]]],
  [{ show: 'all', limit: 1, place: 'KASSEL' }, [UPCOMING[0]], [PAST[2]]],
  [{ show: 'upcoming', limit: null, place: 'Kulturbahnhof' }, [UPCOMING[0]], null],
  [{ show: 'past', limit: null, place: 'Kulturbahnhof' }, null, [PAST[2]]],
  [{ show: 'all', limit: null, place: 'calden' }, [UPCOMING[2]], []],
  [{ show: 'all', limit: null, place: 'Hofgeismar' }, [], []],
  // no place, or an empty one, is every place
  [{ show: 'all', limit: null, place: null }, UPCOMING, PAST],
  [{ show: 'all', limit: null, place: '' }, UPCOMING, PAST],
  // private: 'hide' leaves clients' parties out before the limit counts; 'show' is the default
  [{ show: 'all', limit: null, private: 'show' }, UPCOMING, PAST],
  [{ show: 'all', limit: null, private: 'hide' }, [UPCOMING[0], UPCOMING[1], UPCOMING[3]], PAST.slice(0, 2)],
  [{ show: 'upcoming', limit: 3, private: 'hide' }, [UPCOMING[0], UPCOMING[1], UPCOMING[3]], null],
  [{ show: 'past', limit: null, place: 'Kulturbahnhof', private: 'hide' }, null, []],
];

for (const [selection, upcoming, past] of TABLE) {
  sections(JSON.stringify(selection), () => {
    assert.equal(select(selection), { upcoming, past });
  });
}

sections('private parties are listed (the list shows them as "Private Feier")', () => {
  const { upcoming, past } = selectGigs(historyOf(GIGS), NOW, { show: 'all', limit: null });
  assert.equal(
    [...upcoming!, ...flat(past)!].filter((g) => g.private).map((g) => g.location),
    ['Schloss Wilhelmsthal, Calden', 'Kulturbahnhof, Kassel'],
  );
});

sections('upcoming earliest first, past latest first, whatever the input order', () => {
  for (const gigs of [GIGS, [...GIGS].reverse(), [...GIGS].sort((a, b) => a.location.localeCompare(b.location))]) {
    const { upcoming, past } = selectGigs(historyOf(gigs), NOW, { show: 'all', limit: null });
    assert.equal(lines(upcoming), UPCOMING);
    assert.equal(lines(flat(past)), PAST);
  }
});

sections('an empty list gives empty sections, not missing ones', () => {
  assert.equal(selectGigs(historyOf([]), NOW, { show: 'all', limit: 3 }), { upcoming: [], past: { thisYear: [], years: [] } });
});

sections('leaves the given list as it was', () => {
  const gigs = Object.freeze([...GIGS]);
  selectGigs(historyOf(gigs), NOW, { show: 'all', limit: 1, place: 'kassel' });
  assert.equal(gigs, GIGS);
});

// Ten years: a gig on the first of every other month from 2021 to 2030, NOW in May 2030.
const TEN_YEARS = Array.from({ length: 60 }, (_, i) => gig(isoDate(new Date(2021, i * 2, 1)), `Ort ${i}`));

sections('makes the gigs it shows alone: those ahead and this year’s; an earlier year when its group is opened', () => {
  const { made, history } = recordedHistory(TEN_YEARS);
  const { upcoming, past } = selectGigs(history, NOW, { show: 'all', limit: null });
  assert.equal(lines(upcoming)!.length + past!.thisYear.length, 6);
  assert.equal(made.size, 6, 'this year’s six gigs');
  assert.equal(
    past!.years.map((y) => `${y.year}: ${y.count}`),
    ['2029: 6', '2028: 6', '2027: 6', '2026: 6', '2025: 6', '2024: 6', '2023: 6', '2022: 6', '2021: 6'],
  );
  assert.is(made.size, 6, 'counted without making a gig');
  assert.is(past!.years[0]!.gigs().length, 6);
  assert.is(made.size, 12, 'opened: that year’s gigs');
});

sections('the partner list of gigs ahead makes none of the past; a limit on the past makes the nearest years alone', () => {
  const upcoming = recordedHistory(TEN_YEARS);
  selectGigs(upcoming.history, NOW, { show: 'upcoming', limit: null });
  assert.equal([...upcoming.made], [57, 58, 59]);
  const limited = recordedHistory(TEN_YEARS);
  const { past } = selectGigs(limited.history, NOW, { show: 'past', limit: 5 });
  assert.equal(lines(past!.thisYear), [
    '2030-05-01 Ort 56',
    '2030-03-01 Ort 55',
    '2030-01-01 Ort 54',
    '2029-11-01 Ort 53',
    '2029-09-01 Ort 52',
  ]);
  assert.equal(past!.years, []);
  assert.equal([Math.min(...limited.made), Math.max(...limited.made)], [48, 56], 'this year’s and last year’s alone, none ahead');
});

sections.run();
