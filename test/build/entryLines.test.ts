// Finding the line of each entry and key in a data file, so a message names the line the band edited.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { entryLines, keyLine, locateExtrasInSources, locateInSources } from '../../src/build/entryLines';

const entries = suite('entryLines');

entries('one line per entry, whatever the entries contain', () => {
  const source = [
    '/** A comment with { braces }, [brackets] and "quotes" */', // 1
    "import type { RawGig } from './readData';", // 2
    '', // 3
    'export const gigs: RawGig[] = [', // 4
    "  { date: '2027-01-01', location: 'Halle, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },", // 5
    '  // { date: "2027-01-02", location: "commented out" },', // 6
    '  { date: "2027-01-03", location: "Rock\'n\'Roll-Keller, {Kassel}", info: `ab 22 Uhr` },', // 7
    '  /* a block', // 8
    '     comment */ {', // 9
    "    date: '2027-01-04',", // 10
    "    location: 'Halle, Kassel',", // 11
    '  },', // 12
    "  { date: '2027-01-05', location: 'Halle [2], Kassel' }", // 13
    '];', // 14
    'export const other = [{ a: 1 }];', // 15
  ].join('\n');
  assert.equal(entryLines(source, 'gigs'), [5, 7, 9, 13]);
  assert.equal(entryLines(source, 'other'), [15]);
  assert.equal(entryLines(source, 'songs'), []);
});

entries('an empty list', () => {
  assert.equal(entryLines('export const songs = [\n];\n', 'songs'), []);
});

entries.run();

// ---

const keys = suite('keyLine');

const BAND = [
  "import type { Band } from './band';", // 1
  'export const band: Band = {', // 2
  "  name: 'Upgrade', // a comment with name: 'x'", // 3
  "  'email': 'a@b.example',", // 4
  '  contact: {', // 5
  "    firstName: 'Jonas',", // 6
  "    role: 'Gitarre, Gesang: {und} Booking',", // 7
  '  },', // 8
  '  lineup: [', // 9
  "    { name: 'Miriam', part: 'Gesang' },", // 10
  '    /* { name: "Ole", part: "Bass" }, */', // 11
  '    {', // 12
  "      name: 'Jonas',", // 13
  "      part: 'Gitarre',", // 14
  '    },', // 15
  '  ],', // 16
  "  partners: ['Miriam Muster', 'Jonas Beispiel'],", // 17
  "  phone: { display: '1', dial: '+49' },", // 18
  '};', // 19
].join('\n');

const KEY_LINES: [(string | number)[], number][] = [
  [[], 2],
  [['name'], 3],
  [['email'], 4],
  [['contact'], 5],
  [['contact', 'role'], 7],
  [['lineup', 0, 'part'], 10],
  [['lineup', 1], 12],
  [['lineup', 1, 'part'], 14],
  [['partners', 1], 17],
  [['phone', 'dial'], 18],
  // a key that is not there: the line of the deepest part that is
  [['contact', 'lastName'], 5],
  [['lineup', 2, 'name'], 9],
  [['instagram'], 2],
];

for (const [path, line] of KEY_LINES) {
  keys(`${JSON.stringify(path)} is on line ${line}`, () => assert.is(keyLine(BAND, 'band', path), line));
}

keys('0 when the file declares no such value', () => {
  assert.is(keyLine(BAND, 'gigs', ['name']), 0);
});

keys.run();

// ---

const locate = suite('locateInSources');

locate('names the file and the line of a gig, a song or a key path of the band details', () => {
  const at = locateInSources({
    band: { path: 'src/data/band.ts', source: BAND },
    gigs: { path: 'src/data/gigs.ts', source: "export const gigs = [\n  { date: '2027-01-01', location: 'Halle, Kassel' },\n];\n" },
    songs: { path: 'src/data/songs.ts', source: 'export const songs = [];\n' },
  });
  assert.is(at('gigs', 0), 'src/data/gigs.ts:2');
  assert.is(at('gigs', 1), 'src/data/gigs.ts', 'no line for an entry that is not there');
  assert.is(at('songs', 0), 'src/data/songs.ts');
  assert.is(at('band', 'lineup.1.part'), 'src/data/band.ts:14');
  assert.is(at('band', 'contact.role'), 'src/data/band.ts:7');
  assert.is(at('band', ''), 'src/data/band.ts:2');
});

locate.run();

// ---

const extras = suite('locateExtrasInSources');

const REFERENCES = [
  "import type { RawReference, RawTestimonial } from './readReferences';", // 1
  'export const testimonials: RawTestimonial[] = [', // 2
  "  { quote: 'Danke!', name: 'Familie S.' },", // 3
  '];', // 4
  'export const references: RawReference[] = [', // 5
  "  { name: 'Stadtfest Hofgeismar', year: 2024 },", // 6
  "  { name: 'Kulturbahnhof Kassel', year: 2023 },", // 7
  '];', // 8
].join('\n');

const PRESS = [
  "import type { RawPress } from './readPress';", // 1
  'export const press: RawPress = {', // 2
  "  short: 'Kurz.',", // 3
  "  long: 'Lang.',", // 4
  '  rider: [', // 5
  "    'Bühne 6 × 4 m',", // 6
  "    '',", // 7
  '  ],', // 8
  '};', // 9
].join('\n');

extras('names the file and the line of an entry, of a key or a rider line, of an export', () => {
  const at = locateExtrasInSources({
    references: { path: 'src/data/references.ts', source: REFERENCES },
    press: { path: 'src/data/press.ts', source: PRESS },
  });
  assert.is(at('references', 'testimonials', 0), 'src/data/references.ts:3');
  assert.is(at('references', 'references', 1), 'src/data/references.ts:7');
  assert.is(at('references', 'references', 2), 'src/data/references.ts', 'no line for an entry that is not there');
  assert.is(at('references', 'references'), 'src/data/references.ts:5');
  assert.is(at('references', ''), 'src/data/references.ts');
  assert.is(at('press', 'press', 'rider.1'), 'src/data/press.ts:7');
  assert.is(at('press', 'press', 'short'), 'src/data/press.ts:3');
  assert.is(at('press', 'press', ''), 'src/data/press.ts:2');
  assert.is(at('faq', 'faq', 0), 'src/data/faq.ts', 'a file not given: its path alone');
});

extras('a press file that declares no press yet (press undefined) has the line of its declaration', () => {
  const at = locateExtrasInSources({
    press: {
      path: 'src/data/press.ts',
      source: "import type { RawPress } from './readPress';\nexport const press: RawPress | undefined = undefined;\n",
    },
  });
  assert.is(at('press', 'press'), 'src/data/press.ts:2');
});

extras.run();
