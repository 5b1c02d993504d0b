// The bundle's compact copy of the data reads back into exactly what the build checked.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hydrate } from '../../src/data/hydrate';
import { fixture, withGigs } from '../fixtures/data';
import { serializeData } from '../../build.mjs';

const round = suite('hydrate');

round('gives back gigs (private flag included) and songs (style and year where given)', () => {
  const data = hydrate({
    band: fixture.band,
    gigs: [
      ['2027-07-14', 'Kulturbahnhof, Kassel', 'Beginn 21 Uhr'],
      ['2027-02-28', 'Schloss Wilhelmsthal, Calden', '', 1],
    ],
    bookedDays: ['2027-06-19'],
    songs: [
      ['Männer', 'Herbert Grönemeyer', 'Deutschsprachig', 1984],
      ['Neu', 'Wer'],
      ['Alt', 'Jemand', 0, 1958],
    ],
  });
  assert.equal(data.gigs, [
    { date: new Date(2027, 6, 14), location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
    { date: new Date(2027, 1, 28), location: 'Schloss Wilhelmsthal, Calden', info: '', private: true },
  ]);
  assert.equal(data.songs, [
    { title: 'Männer', artist: 'Herbert Grönemeyer', style: 'Deutschsprachig', year: 1984 },
    { title: 'Neu', artist: 'Wer' },
    { title: 'Alt', artist: 'Jemand', year: 1958 },
  ]);
  assert.equal(data.bookedDays, ['2027-06-19']);
  assert.is(data.band, fixture.band);
});

round('reads back what the build writes, for a whole data set', () => {
  const data = withGigs(
    [
      { date: '2027-07-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
      { date: '2027-02-28', location: 'Schloss Wilhelmsthal, Calden', private: true },
      { date: '2027-06-19', location: 'Gutshof, Calden', private: true, listed: false },
    ],
    [{ title: 'Männer', artist: 'Herbert Grönemeyer', style: 'Deutschsprachig', year: 1984 }, { title: 'Neu', artist: 'Wer' }],
  );
  for (const set of [fixture, data]) assert.equal(hydrate(JSON.parse(JSON.stringify(serializeData(set)))), set);
});

round('packs an unlisted booking as its day alone: its place, information and flags are not in the bundle', () => {
  const data = withGigs([
    { date: '2027-07-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
    { date: '2027-06-19', location: 'Gutshof Verborgen, Calden', info: 'Hochzeit Muster', private: true, listed: false },
  ]);
  const packed = JSON.stringify(serializeData(data));
  assert.ok(packed.includes('"2027-06-19"'));
  for (const secret of ['Gutshof Verborgen', 'Hochzeit Muster']) assert.not.ok(packed.includes(secret), secret);
  assert.equal(serializeData(data).bookedDays, ['2027-06-19']);
  assert.equal(serializeData(data).gigs.length, 1);
});

round.run();
