// The one strict reading of the band's data: what it accepts, what it refuses, and how it says so.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locate } from '../../src/data/locate';
import { readData, readDataOrThrow, DataError, type RawData } from '../../src/data/readData';
import type { RawGig } from '../../src/data/readGigs';
import type { RawSong } from '../../src/data/readSongs';
import { band } from '../fixtures/data/band';
import { must } from '../setup/must';

const song: RawSong = { title: 'Männer', artist: 'Herbert Grönemeyer' };
const gig: RawGig = { date: '2027-07-14', location: 'Kulturbahnhof, Kassel' };
const raw = (gigs: unknown[], songs: unknown[] = [song], b: unknown = band) => ({ band: b, gigs, songs }) as unknown as RawData;
const problems = (gigs: unknown[], songs?: unknown[], b?: unknown) => readData(raw(gigs, songs, b)).problems;

const accepts = suite('readData accepts');

accepts('a gig with and without information, a private party, trimmed text', () => {
  const { data, problems: found } = readData(
    raw([
      { date: '2027-07-14', location: ' Kulturbahnhof,  Kassel ', info: ' Beginn 21 Uhr ' },
      { date: '2027-07-15', location: 'Schloss Wilhelmsthal, Calden', private: true },
    ]),
  );
  assert.equal(found, []);
  const first = must(data.gigs[0], 'the first gig');
  const second = must(data.gigs[1], 'the second gig');
  assert.is(first.location, 'Kulturbahnhof, Kassel');
  assert.is(first.info, 'Beginn 21\u00a0Uhr', 'trimmed, and number and unit kept together');
  assert.is(first.date.getDate(), 14);
  assert.is(second.info, '');
  assert.is(second.private, true);
  assert.is(first.private, undefined);
});

accepts('the same place on another day, another place on the same day', () => {
  assert.equal(problems([gig, { ...gig, date: '2027-07-15' }, { ...gig, location: 'Halle, Kassel' }]), []);
});

accepts('a song with style and year, and one without (the form docs/band.md teaches)', () => {
  const { data, problems: found } = readData(
    raw(
      [],
      [
        { ...song, style: 'Deutschsprachig', year: 1984 },
        { title: 'Neu', artist: 'Wer' },
      ],
    ),
  );
  assert.equal(found, []);
  assert.equal(data.songs, [
    { ...song, style: 'Deutschsprachig', year: 1984 },
    { title: 'Neu', artist: 'Wer' },
  ]);
});

accepts('no gigs at all (a new band)', () => {
  assert.equal(problems([]), []);
  assert.equal(readData(raw([])).data.bookedDays, []);
});

accepts('a booking with listed: false: kept apart as its day alone, sorted, each day once', () => {
  const { data, problems: found } = readData(
    raw([
      { date: '2027-06-19', location: 'Gutshof, Calden', private: true, listed: false },
      gig,
      { date: '2027-05-01', location: 'Scheune, Espenau', listed: false },
      { date: '2027-06-19', location: 'Festsaal, Vellmar', listed: false },
      { ...gig, date: '2027-07-15', listed: true },
    ]),
  );
  assert.equal(found, []);
  assert.equal(
    data.gigs.map((g) => g.location),
    ['Kulturbahnhof, Kassel', 'Kulturbahnhof, Kassel'],
    'listed: true is the same as leaving it out',
  );
  assert.equal(data.bookedDays, ['2027-05-01', '2027-06-19']);
});

accepts('a cancelled booking blocks no day', () => {
  const { data } = readData(raw([{ date: '2027-06-19', location: 'Gutshof, Calden', info: 'Abgesagt (Brautpaar krank)', listed: false }]));
  assert.equal(data.bookedDays, []);
  assert.equal(data.gigs, []);
});

accepts('a tickets address, and every derived fact of a gig', () => {
  const { data, problems } = readData(
    raw([
      { ...gig, info: 'Abgesagt, Beginn 21 Uhr', tickets: 'https://tickets.example/upgrade' },
      { ...gig, date: '2027-07-15', private: true },
    ]),
  );
  assert.equal(problems, []);
  const open = must(data.gigs[0], 'the open gig');
  const party = must(data.gigs[1], 'the party');
  assert.is(open.tickets, 'https://tickets.example/upgrade');
  assert.is(open.iso, '2027-07-14');
  assert.is(open.slug, '20270714-kulturbahnhof-kassel');
  assert.is(open.page, 'auftritte/2027-07-14-kulturbahnhof-kassel.html');
  assert.ok(open.cancelled);
  assert.equal(open.time, { start: 21 * 60, end: null });
  assert.is(party.page, undefined);
  assert.not.ok(party.cancelled);
});

accepts('information naming a time it cannot read: a warning naming the entry, not a problem', () => {
  const { problems, warnings } = readData(
    raw([
      { ...gig, info: 'Einlass 19 Uhr, Konzert 21 Uhr' },
      { ...gig, date: '2027-07-15', info: 'Beginn 21 Uhr' },
    ]),
  );
  assert.equal(problems, []);
  assert.equal(warnings.length, 1);
  assert.match(
    must(warnings[0], 'the warning'),
    /^src\/data\/gigs\.ts \(entry 1\): gig on 2027-07-14 at "Kulturbahnhof, Kassel": info .* names a time/,
  );
});

accepts.run();

// ---

const refuses = suite('readData refuses, naming file, entry and problem');

const CASES: [string, unknown[], unknown[] | undefined, RegExp][] = [
  [
    'a misspelt key',
    [{ ...gig, privat: true }],
    undefined,
    /^src\/data\/gigs\.ts \(entry 1\): gig on 2027-07-14 at "Kulturbahnhof, Kassel": unknown key 'privat' \(did you mean 'private'\?\)$/,
  ],
  [
    'an unknown key far from any',
    [{ ...gig, stadt: 'Kassel' }],
    undefined,
    /unknown key 'stadt' \(allowed: date, location, info, private, listed, tickets\)/,
  ],
  [
    'tickets without https://',
    [{ ...gig, tickets: 'http://tickets.example/upgrade' }],
    undefined,
    /^src\/data\/gigs\.ts \(entry 1\): gig on 2027-07-14 at "Kulturbahnhof, Kassel": tickets must be an address starting with https:\/\//,
  ],
  ['tickets that are no text', [{ ...gig, tickets: 5 }], undefined, /tickets must be a text in quotes, got 5/],
  ['listed misspelt', [{ ...gig, listet: false }], undefined, /unknown key 'listet' \(did you mean 'listed'\?\)/],
  ['listed in German', [{ ...gig, öffentlich: false }], undefined, /unknown key 'öffentlich' \(did you mean 'listed'\?\)/],
  [
    'listed as text',
    [{ ...gig, listed: 'no' }],
    undefined,
    /^src\/data\/gigs\.ts \(entry 1\): gig on 2027-07-14 at "Kulturbahnhof, Kassel": listed must be true or false \(without quotes\), got "no"$/,
  ],
  [
    'an unlisted booking entered twice',
    [
      { ...gig, listed: false },
      { ...gig, listed: false },
    ],
    undefined,
    /the same day and place as src\/data\/gigs\.ts \(entry 1\)$/,
  ],
  [
    'a month with a decimal',
    [{ ...gig, date: '2027-7.5-14' }],
    undefined,
    /gig on 2027-7\.5-14 at "Kulturbahnhof, Kassel": date "2027-7\.5-14" is not a real date \(expected YYYY-MM-DD\)/,
  ],
  ['a day that does not exist', [{ ...gig, date: '2027-02-30' }], undefined, /date "2027-02-30" is not a real date/],
  ['a date that is not text', [{ ...gig, date: 20270714 }], undefined, /date must be a text like '2027-07-14', got 20270714/],
  ['a missing date', [{ location: 'Halle, Kassel' }], undefined, /gig on \? at "Halle, Kassel": date is missing/],
  ['an empty location', [{ ...gig, location: '  ' }], undefined, /location is empty/],
  ['an empty information', [{ ...gig, info: '' }], undefined, /info is empty \(leave it out/],
  ['private as text', [{ ...gig, private: 'ja' }], undefined, /private must be true or false \(without quotes\), got "ja"/],
  ['a gig that is not an entry', ['2027-07-14'], undefined, /expected \{ date: 'YYYY-MM-DD', location: 'Venue, Town' \}, got "2027-07-14"/],
  [
    'the same day and place twice',
    [gig, { ...gig, location: 'kulturbahnhof, kassel', info: 'Beginn 20 Uhr' }],
    undefined,
    /^src\/data\/gigs\.ts \(entry 2\): .*the same day and place as src\/data\/gigs\.ts \(entry 1\)$/,
  ],
  [
    'the same place written otherwise on one day (one calendar UID, one page)',
    [gig, { ...gig, location: 'Kulturbahnhof Kassel' }],
    undefined,
    /^src\/data\/gigs\.ts \(entry 2\): .*the same day and place as src\/data\/gigs\.ts \(entry 1\)$/,
  ],
  [
    'a song without artist',
    [],
    [{ title: 'Tage wie diese' }],
    /^src\/data\/songs\.ts \(entry 1\): song "Tage wie diese": artist is missing$/,
  ],
  ['a misspelt song key', [], [{ ...song, artits: 'x' }], /unknown key 'artits' \(did you mean 'artist'\?\)/],
  [
    'the same song twice',
    [],
    [song, { ...song }],
    /songs\.ts \(entry 2\): song "Männer" by Herbert Grönemeyer: the same song as src\/data\/songs\.ts \(entry 1\)/,
  ],
  ['an empty song list', [], [], /the song list is empty/],
  ['an unknown style', [], [{ ...song, style: 'Schlager' }], /style "Schlager" is not one of 'Rock', 'Pop', 'Deutschsprachig'/],
  ['a year in quotes', [], [{ ...song, year: '1984' }], /year must be a year like 1983 \(without quotes\), got "1984"/],
  ['a year that is no year', [], [{ ...song, year: 84 }], /year must be a year like 1983/],
];

for (const [name, gigs, songs, expected] of CASES) {
  refuses(name, () => {
    const found = problems(gigs, songs);
    assert.is(found.length, 1, found.join('\n'));
    assert.match(must(found[0], 'the problem'), expected);
  });
}

refuses('every problem of every entry, none dropped', () => {
  const found = problems(
    [
      { ...gig, date: '2027-7.5-14', privat: true },
      { date: 'x', location: '' },
    ],
    [{ title: '' }],
  );
  assert.is(found.length, 6, found.join('\n'));
});

refuses('band details links cannot work with', () => {
  const found = problems([gig], [song], {
    ...band,
    email: 'booking at band',
    siteUrl: 'upgrade-band.de',
    phone: { ...band.phone, dial: '0561 123' },
  });
  assert.is(found.length, 3, found.join('\n'));
  assert.match(found.join('\n'), /email "booking at band" is not an e-mail address/);
  assert.match(found.join('\n'), /siteUrl "upgrade-band\.de" must be the site's address with https:\/\//);
  assert.match(found.join('\n'), /phone\.dial "0561 123" must be the number in international form/);
});

refuses('through readDataOrThrow: one DataError listing them all', () => {
  try {
    readDataOrThrow(raw([{ ...gig, privat: true }], []));
    assert.unreachable();
  } catch (error) {
    assert.instance(error, DataError);
    assert.is((error as DataError).problems.length, 2);
    assert.match((error as Error).message, /^The band data has 2 problems:\n  /);
  }
});

refuses('uses the locator it is given', () => {
  const { problems: found } = readData(raw([{ ...gig, privat: true }]), (file, index) => `${file}.ts:${Number(index) + 40}`);
  assert.match(must(found[0], 'the problem'), /^gigs\.ts:40: gig on 2027-07-14/);
});

refuses.run();

// ---

const details = suite('readData reads the band details as strictly, naming the key');

/** Problems of the band details, each as `key path: message` (the build puts file and line in place of the path). */
const bandProblems = (b: unknown) => {
  const byPath: Locate = (file, index) => `${file}:${index}`;
  return readData(raw([gig], [song], b), byPath).problems;
};
const without = (key: keyof typeof band) => Object.fromEntries(Object.entries(band).filter(([k]) => k !== key));

const BAND_CASES: [string, unknown, string][] = [
  [
    'an unknown key, with the one meant',
    { ...band, webseite: 'https://upgrade-kassel.de/' },
    "band:webseite: unknown key 'webseite' (did you mean 'siteUrl'?)",
  ],
  ['a misspelt key', { ...band, sloagn: 'Live!' }, "band:sloagn: unknown key 'sloagn' (did you mean 'slogan'?)"],
  [
    'a key far from any',
    { ...band, farbe: 'rot' },
    "band:farbe: unknown key 'farbe' (allowed: name, slogan, town, contact, company, legalForm, lineup, partners, taxId, providers, logDays, privacyDate, address, email, phone, instagram, portrait, photoCredit, siteUrl)",
  ],
  [
    'a nested unknown key',
    { ...band, contact: { ...band.contact, rolle: 'Booking' } },
    "band:contact.rolle: contact: unknown key 'rolle' (did you mean 'role'?)",
  ],
  [
    'an unknown key two levels down',
    { ...band, providers: { ...band.providers, mail: { ...band.providers.mail, server: 'EU' } } },
    "band:providers.mail.server: providers.mail: unknown key 'server' (did you mean 'servers'?)",
  ],
  [
    'an unknown key in a lineup entry',
    { ...band, lineup: [{ name: 'Miriam', part: 'Gesang', instrument: 'Gesang' }] },
    "band:lineup.0.instrument: lineup entry 1: unknown key 'instrument' (did you mean 'part'?)",
  ],
  ['an empty slogan', { ...band, slogan: '' }, 'band:slogan: slogan is empty'],
  ['a slogan of white space only', { ...band, slogan: ' \n\t ' }, 'band:slogan: slogan is empty'],
  ['a nested text of white space only', { ...band, taxId: { ...band.taxId, value: '   ' } }, 'band:taxId.value: taxId.value is empty'],
  [
    'an empty part in the lineup',
    { ...band, lineup: [band.lineup[0], { name: 'Jonas', part: ' ' }] },
    'band:lineup.1.part: lineup entry 2: part is empty',
  ],
  ['a missing text', without('town'), 'band:town: town is missing'],
  ['a text without quotes', { ...band, slogan: 42 }, 'band:slogan: slogan must be a text in quotes, got 42'],
  [
    'an empty lineup',
    { ...band, lineup: [] },
    "band:lineup: lineup is empty: the home page introduces every musician with what they play, e.g. [{ name: 'Miriam', part: 'Gesang' }]",
  ],
  [
    'a lineup that is no list',
    { ...band, lineup: 'Miriam (Gesang)' },
    "band:lineup: lineup must be a list in [ … ]: the home page introduces every musician with what they play, e.g. [{ name: 'Miriam', part: 'Gesang' }], got \"Miriam (Gesang)\"",
  ],
  [
    'a lineup entry that is no entry',
    { ...band, lineup: ['Miriam'] },
    'band:lineup.0: lineup entry 1 must be { name: …, part: … }, got "Miriam"',
  ],
  [
    'an empty list of partners',
    { ...band, partners: [] },
    "band:partners: partners is empty: the Impressum names every partner of the GbR with first and last name, e.g. ['Miriam Muster', 'Jonas Beispiel']",
  ],
  [
    'a partner without last name',
    { ...band, partners: ['Miriam Muster', 'Jonas'] },
    'band:partners.1: partners entry 2 "Jonas" needs first and last name, e.g. \'Miriam Muster\'',
  ],
  ['an empty partner', { ...band, partners: ['Miriam Muster', ''] }, 'band:partners.1: partners entry 2 is empty'],
  [
    'contact details that are no entry',
    { ...band, contact: 'Jonas Beispiel' },
    'band:contact: contact must be { firstName: …, lastName: …, role: … }, got "Jonas Beispiel"',
  ],
  [
    'a portrait without credit',
    { ...band, portrait: 'portrait.jpg' },
    "band:photoCredit: photoCredit must name who took the portrait (the Impressum credits the photographer), e.g. 'Anna Beispiel'",
  ],
  [
    'a privacy date without month',
    { ...band, privacyDate: '2026' },
    'band:privacyDate: privacyDate "2026" must be a month and year like \'November 2026\'',
  ],
  [
    'a site address without the closing /',
    { ...band, siteUrl: 'https://upgrade-kassel.de' },
    "band:siteUrl: siteUrl \"https://upgrade-kassel.de\" must be the site's address with https:// and a closing /, e.g. 'https://upgrade-band.de/'",
  ],
  [
    'log days in quotes',
    { ...band, logDays: '7' },
    'band:logDays: logDays must be the number of days the host keeps its logs (without quotes), got "7"',
  ],
];

for (const [name, b, expected] of BAND_CASES) {
  details(`refuses ${name}`, () => assert.equal(bandProblems(b), [expected]));
}

details('refuses band details that are no entry at all', () => {
  assert.match(must(bandProblems('Upgrade')[0], 'the problem'), /^band:: the band details must be \{ name: …, slogan: …, /);
});

details('reports every problem of the band details, none dropped', () => {
  const found = bandProblems({ ...band, slogan: '', webseite: 'x', lineup: [], partners: [], contact: { ...band.contact, rolle: 'x' } });
  assert.is(found.length, 5, found.join('\n'));
});

details('accepts the fixture band, empty portrait and credit included', () => {
  const { data, problems: found } = readData(raw([gig]));
  assert.equal(found, []);
  assert.is(data.band.portrait, '');
  assert.is(data.band.photoCredit, '');
  assert.equal(data.band.lineup, band.lineup);
  assert.is(data.band.phone.display, '069\u00a090009\u00a0123', 'the number never splits');
});

details('accepts one member and one partner, a portrait with credit, and trims every text', () => {
  const { data, problems: found } = readData(
    raw([gig], [song], {
      ...band,
      slogan: '  Upgrade   your Event ',
      lineup: [{ name: ' Miriam ', part: 'Gesang' }],
      partners: ['Miriam  Muster'],
      portrait: ' portrait.jpg ',
      photoCredit: ' Anna Beispiel',
    }),
  );
  assert.equal(found, []);
  assert.is(data.band.slogan, 'Upgrade your Event');
  assert.equal(data.band.lineup, [{ name: 'Miriam', part: 'Gesang' }]);
  assert.equal(data.band.partners, ['Miriam Muster']);
  assert.is(data.band.photoCredit, 'Anna Beispiel');
  assert.is(data.band.portrait, 'portrait.jpg');
});

// The portrait is a photo in src/data/photos/ (issue 38): an address would load from another site.
for (const [name, portrait, expected] of [
  [
    'an address',
    'https://example.com/me.jpg',
    /portrait "https:\/\/example\.com\/me\.jpg" must be the name of the band's own file, not an address/,
  ],
  ['a data URL', 'data:image/png;base64,AAAA', /must be the name of the band's own file, not an address.*'portrait\.jpg'/],
  ['a file in a folder', 'fotos/ich.jpg', /must be the file's name only, without a folder/],
] as const) {
  details(`refuses a portrait given as ${name}`, () => {
    const found = bandProblems({ ...band, portrait, photoCredit: 'Anna Beispiel' });
    assert.is(found.length, 1, found.join('\n'));
    assert.match(found[0]!, expected);
  });
}

// HEIC, an iPhone's own format, is taken (issue 46): the build converts it to JPEG.
details('takes a portrait given as an iPhone photo in HEIC format', () => {
  assert.equal(bandProblems({ ...band, portrait: 'ich.HEIC', photoCredit: 'Anna Beispiel' }), []);
});

details.run();
