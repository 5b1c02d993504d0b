// The bundle's compact copy of the data reads back into exactly what the build checked.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pack, unpack, unpackParts, type PackedData, type PackedGig } from '../../src/data/pack';
import type { PressKit } from '../../src/domain/press';
import { epochDay } from '../../src/domain/dates';
import { fixture, withGigs } from '../fixtures/data';
import { makeGig } from '../../src/data/makeGig';
import type { SiteMedia } from '../../src/domain/media';
import { gigsBetween } from '../../src/domain/gigHistory';
import { byDate } from '../../src/domain/gigs';
import { must } from '../setup/must';

const packs = suite('pack');

packs('writes a gig as [day, location, info] with 1 for a private party, and a song with style and year only where given', () => {
  const packed = pack({
    band: fixture.band,
    gigs: [
      makeGig({ date: new Date(2027, 6, 14), location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' }),
      makeGig({ date: new Date(2027, 1, 28), location: 'Schloss Wilhelmsthal, Calden', info: '', private: true }),
    ],
    bookedDays: ['2027-06-19'],
    songs: [
      { title: 'Männer', artist: 'Herbert Grönemeyer', style: 'Deutschsprachig', year: 1984 },
      { title: 'Neu', artist: 'Wer' },
      { title: 'Alt', artist: 'Jemand', year: 1958 },
    ],
  });
  assert.equal(packed.gigs, [
    [epochDay(new Date(2027, 6, 14)), 'Kulturbahnhof, Kassel', 'Beginn 21 Uhr'],
    [epochDay(new Date(2027, 1, 28)), 'Schloss Wilhelmsthal, Calden', '', 1],
  ]);
  assert.equal(packed.songs, [
    ['Männer', 'Herbert Grönemeyer', 'Deutschsprachig', 1984],
    ['Neu', 'Wer'],
    ['Alt', 'Jemand', 0, 1958],
  ]);
  assert.equal(packed.bookedDays, ['2027-06-19']);
  assert.is(packed.band, fixture.band);
});

const MEDIA: SiteMedia = {
  photos: [
    {
      picture: { width: 1600, height: 1067, sources: [{ type: 'image/jpeg', files: [['photos/a-480.0123456789.jpg', 480]] }] },
      alt: 'Die Band auf der Bühne',
      credit: 'Anna Beispiel',
    },
  ],
  videos: [{ video: { provider: 'vimeo', id: '123', hash: 'abc' }, title: 'Live', notice: 'Beim Abspielen …' }],
  audio: [{ path: 'audio/medley.0123456789.mp3', type: 'audio/mpeg', title: 'Medley' }],
};

packs('carries the media only where there are some, and unpacks their paths behind band.js’s folder', () => {
  assert.not.ok('media' in pack(fixture), 'no media: not a byte more');
  const packed = pack({ ...fixture, media: MEDIA });
  const data = unpack(JSON.parse(JSON.stringify(packed)), 'https://upgrade.example/dist/');
  assert.equal(data.media?.photos[0]?.picture.sources[0]?.files, [['https://upgrade.example/dist/photos/a-480.0123456789.jpg', 480]]);
  assert.is(data.media?.audio[0]?.path, 'https://upgrade.example/dist/audio/medley.0123456789.mp3');
  assert.equal(data.media?.videos, MEDIA.videos);
  assert.equal(unpack(JSON.parse(JSON.stringify(packed))).media, MEDIA, 'without a base, as the build wrote them');
});

const TEXTS = {
  testimonials: [{ quote: 'Danke!', name: 'Julia und Markus', occasion: 'Hochzeit', date: '2025-06-14' }],
  references: [
    { name: 'Stadtfest Hofgeismar', year: 2024 },
    { name: 'Kulturbahnhof Kassel', year: 2023 },
  ],
  faq: [{ question: 'Wie lange spielen Sie?', answer: ['Drei Sets.', 'Auf Wunsch länger.'] }],
  lineups: [{ name: 'Volle Band', members: 5, description: 'Mit Technik.' }],
  press: { short: 'Upgrade aus Kassel.', long: ['Erster Absatz.', 'Zweiter Absatz.'], rider: [] },
};

const KIT: PressKit = {
  photos: [
    { path: 'presse/upgrade-pressefoto-1.jpg', width: 3000, height: 2000, bytes: 1_500_000, alt: 'Die Band', credit: 'Anna Beispiel' },
  ],
  logo: { svg: 'presse/upgrade-logo.svg', png: 'presse/upgrade-logo.png' },
};

packs('carries issue 47’s texts and the press kit only where there are some, the kit’s paths behind band.js’s folder', () => {
  const none = pack(fixture);
  for (const key of ['testimonials', 'references', 'faq', 'lineups', 'press', 'pressKit'])
    assert.not.ok(key in none, `no ${key}: not a byte more`);
  const base = 'https://upgrade.example/dist/';
  const packed = JSON.parse(JSON.stringify(pack({ ...fixture, ...TEXTS, pressKit: KIT }))) as PackedData;
  for (const data of [unpack(packed, base), unpackParts(packed, JSON.stringify(packed.gigs), JSON.stringify(packed.songs), base)]) {
    assert.equal(
      { testimonials: data.testimonials, references: data.references, faq: data.faq, lineups: data.lineups, press: data.press },
      TEXTS,
    );
    assert.is(data.pressKit?.photos[0]?.path, 'https://upgrade.example/dist/presse/upgrade-pressefoto-1.jpg');
    assert.equal(data.pressKit?.logo, { svg: `${base}presse/upgrade-logo.svg`, png: `${base}presse/upgrade-logo.png` });
    assert.equal({ ...data.pressKit?.photos[0], path: '' }, { ...KIT.photos[0], path: '' });
  }
  assert.equal(unpack(packed).pressKit, KIT, 'without a base, as the build wrote them');
  assert.not.ok('pressKit' in unpack(JSON.parse(JSON.stringify(pack(fixture)))), 'none unpacked where none was packed');
});

packs.run();

// ---

const unpacks = suite('unpack');

unpacks('gives back gigs (private flag included) and songs (style and year where given)', () => {
  const data = unpack({
    band: fixture.band,
    gigs: [
      [epochDay(new Date(2027, 6, 14)), 'Kulturbahnhof, Kassel', 'Beginn 21 Uhr'],
      [epochDay(new Date(2027, 1, 28)), 'Schloss Wilhelmsthal, Calden', '', 1],
    ],
    bookedDays: ['2027-06-19'],
    songs: [
      ['Männer', 'Herbert Grönemeyer', 'Deutschsprachig', 1984],
      ['Neu', 'Wer'],
      ['Alt', 'Jemand', 0, 1958],
    ],
  });
  assert.equal(data.gigs, [
    makeGig({ date: new Date(2027, 6, 14), location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' }),
    makeGig({ date: new Date(2027, 1, 28), location: 'Schloss Wilhelmsthal, Calden', info: '', private: true }),
  ]);
  assert.equal(data.songs, [
    { title: 'Männer', artist: 'Herbert Grönemeyer', style: 'Deutschsprachig', year: 1984 },
    { title: 'Neu', artist: 'Wer' },
    { title: 'Alt', artist: 'Jemand', year: 1958 },
  ]);
  assert.equal(data.bookedDays, ['2027-06-19']);
  assert.is(data.band, fixture.band);
});

unpacks('reads back what pack writes, through JSON, for a whole data set', () => {
  const data = withGigs(
    [
      { date: '2027-07-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
      { date: '2027-02-28', location: 'Schloss Wilhelmsthal, Calden', private: true },
      { date: '2027-06-19', location: 'Gutshof, Calden', private: true, listed: false },
    ],
    [
      { title: 'Männer', artist: 'Herbert Grönemeyer', style: 'Deutschsprachig', year: 1984 },
      { title: 'Neu', artist: 'Wer' },
    ],
  );
  for (const set of [fixture, data]) assert.equal(unpack(JSON.parse(JSON.stringify(pack(set)))), set);
});

unpacks('unpackParts: the same data from the gigs’ and the songs’ JSON text, each made on its first use and then kept', () => {
  const parts = (set: typeof fixture) => {
    const { gigs, songs, ...details } = pack(set);
    return unpackParts(details, JSON.stringify(gigs), JSON.stringify(songs), 'https://upgrade.example/dist/');
  };
  for (const set of [fixture, { ...fixture, media: MEDIA }]) {
    const data = parts(set);
    const { history, gigs, ...rest } = data;
    const whole = unpack(JSON.parse(JSON.stringify(pack(set))), 'https://upgrade.example/dist/');
    assert.equal({ ...rest, gigs }, { ...whole, gigs: [...whole.gigs].sort(byDate) }, 'the same data, the gigs in the order of their days');
    assert.equal(
      history?.days,
      gigs.map((gig) => epochDay(gig.date)),
    );
    assert.ok(
      data.gigs.every((gig, i) => gig === gigs[i]),
      'each gig made once',
    );
    assert.is(data.songs, data.songs, 'made once');
  }
  // Text that is never read is never parsed: a route without songs never makes one.
  const { gigs, ...details } = pack(fixture);
  const data = unpackParts(details, JSON.stringify(gigs), 'not JSON');
  assert.is(data.gigs.length, fixture.gigs.length);
  assert.throws(() => data.songs);
});

unpacks('unpackParts: a gig is made when a page asks for it, not before (Home makes the gigs from today on alone)', () => {
  const { gigs, songs, ...details } = pack(fixture);
  const today = Math.max(...gigs.map(([day]) => day)) - 1;
  // A gig that cannot be made (its place not a string) among the past ones: asked for, it would throw.
  const broken = [...gigs, [today - 400, null, ''] as unknown as PackedGig];
  const data = unpackParts(details, JSON.stringify(broken), JSON.stringify(songs));
  const history = must(data.history, 'the history');
  const ahead = gigsBetween(history, today);
  assert.equal(
    ahead.map((gig) => gig.iso),
    fixture.gigs.filter((gig) => epochDay(gig.date) >= today).map((gig) => gig.iso),
  );
  assert.ok(ahead.length > 0);
  assert.is(gigsBetween(history, today)[0], ahead[0], 'the same gig at the next call');
  assert.throws(() => data.gigs, /null|toLowerCase/);
});

unpacks('packs an unlisted booking as its day alone: its place, information and flags are not in the bundle', () => {
  const data = withGigs([
    { date: '2027-07-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
    { date: '2027-06-19', location: 'Gutshof Verborgen, Calden', info: 'Hochzeit Muster', private: true, listed: false },
  ]);
  const packed = pack(data);
  const text = JSON.stringify(packed);
  assert.ok(text.includes('"2027-06-19"'));
  for (const secret of ['Gutshof Verborgen', 'Hochzeit Muster']) assert.not.ok(text.includes(secret), secret);
  assert.equal(packed.bookedDays, ['2027-06-19']);
  assert.is(packed.gigs.length, 1);
});

unpacks.run();
