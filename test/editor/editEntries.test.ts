// The editor's changes to the data files (src/editor/editEntries.ts): adding, replacing or removing a
// gig or a song changes that entry's lines and no other byte, and the file reads back through esbuild
// (as the build compiles the data files) and the build's own check (readData) with the change made.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transformSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import { entryLines, locateInSources } from '../../src/build/entryLines';
import { readData, type RawData } from '../../src/data/readData';
import type { RawGig } from '../../src/data/readGigs';
import type { RawSong } from '../../src/data/readSongs';
import { formatGig, formatSong, insertEntry, removeEntry, replaceEntry, type EditableList } from '../../src/editor/editEntries';
import { band } from '../fixtures/data/band';
import { gigs as fixtureGigs } from '../fixtures/data/gigs';
import { songs as fixtureSongs } from '../fixtures/data/songs';
import { must } from '../setup/must';

/** A data file as the band might have left it: its lines and its line ends. */
interface File {
  /** The 1-based line each entry starts on. */
  starts: number[];
  list: EditableList;
  newline: '\n' | '\r\n';
  lines: string[];
}

const FILES = {
  /** Like src/data/gigs.ts, with comments (one naming the list), a blank line, double quotes, brackets in a text. */
  house: {
    starts: [8, 10, 12, 14],
    list: 'gigs',
    newline: '\n',
    lines: [
      '/**', // 1
      ' * Unsere Auftritte: each one line at the end of export const gigs = [ … ], e.g.', // 2
      " * `{ date: 'YYYY-MM-DD', location: 'Venue, Town' }` – a ] or a , in here is no entry.", // 3
      ' */', // 4
      "import type { RawGig } from '../../src/data/readGigs';", // 5
      '', // 6
      'export const gigs: RawGig[] = [', // 7
      "  { date: '2026-07-14', location: 'Auedamm, Kassel', info: 'Sommerfest, Beginn 20 Uhr' },", // 8
      '  // Herbst', // 9
      "  { date: '2026-09-25', location: 'Gut Ellenbach, Fuldabrück', info: 'Hoffest, 16–18 Uhr' }, // Zusage per Mail", // 10
      '', // 11
      '  { date: "2026-10-03", location: "Rock \'n\' Roll-Keller [2], Kassel", info: "Eintritt 6 €, Beginn 21 Uhr" },', // 12
      "  /* { date: '2027-01-01', location: 'commented out' }, */", // 13
      "  { date: '2026-12-31', location: 'Bürgerhaus, Vellmar', private: true },", // 14
      '];', // 15
    ],
  },
  /** A gig a member wrote over three lines, with comments inside it, and a block comment over two lines between entries. */
  threeLines: {
    starts: [3, 4, 9],
    list: 'gigs',
    newline: '\n',
    lines: [
      "import type { RawGig } from '../../src/data/readGigs';", // 1
      'export const gigs: RawGig[] = [', // 2
      "  { date: '2026-05-01', location: 'Dorfgemeinschaftshaus, Niestetal', info: 'Maifest, Beginn 15 Uhr' },", // 3
      '  {', // 4
      "    date: '2026-06-20', location: 'Festzelt am Sportplatz, Lohfelden', // laut Vertrag", // 5
      "    info: 'Sommerfest, Beginn 21:30 Uhr' /* Einlass 20 Uhr */ },", // 6
      '  /* Hochzeit, noch nicht öffentlich:', // 7
      '     erst nach Zusage eintragen */', // 8
      "  { date: '2026-08-08', location: 'Gutshof, Calden', private: true, listed: false },", // 9
      '];', // 10
    ],
  },
  /** No trailing commas, a comment after the last entry. */
  noTrailing: {
    starts: [2, 3],
    list: 'gigs',
    newline: '\n',
    lines: [
      'export const gigs = [', // 1
      "  { date: '2026-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' },", // 2
      "  { date: '2026-04-18', location: 'Stadthalle, Wolfhagen', info: 'Beginn 21 Uhr', tickets: 'https://tickets.example/upgrade' } // VVK", // 3
      '];', // 4
    ],
  },
  /** Saved on Windows: CRLF line ends; double quotes, escaped apostrophes, umlauts. */
  crlf: {
    starts: [5, 6, 7, 9],
    list: 'songs',
    newline: '\r\n',
    lines: [
      '// Unsere Songs, mit Windows-Zeilenenden gespeichert.', // 1
      "import type { RawSong } from '../../src/data/readSongs';", // 2
      '', // 3
      'export const songs: RawSong[] = [', // 4
      "  { title: 'Männer', artist: 'Herbert Grönemeyer', style: 'Deutschsprachig', year: 1984 },", // 5
      '  { title: "Don\'t Stop Me Now", artist: "Queen", style: "Rock", year: 1978 },', // 6
      "  { title: 'Rock \\'n\\' Roll', artist: 'Led Zeppelin', style: 'Rock', year: 1971 },", // 7
      '  // Wunsch vom Publikum', // 8
      "  { title: 'Über sieben Brücken musst du gehn', artist: 'Peter Maffay', year: 1980 },", // 9
      '];', // 10
    ],
  },
  /** The whole list on one line. */
  oneLine: {
    starts: [1, 1],
    list: 'songs',
    newline: '\n',
    lines: ["export const songs = [{ title: 'Männer', artist: 'Herbert Grönemeyer' }, { title: 'Africa', artist: 'Toto' }];"],
  },
  /** A new band's empty list. */
  empty: {
    starts: [],
    list: 'gigs',
    newline: '\n',
    lines: ["import type { RawGig } from '../../src/data/readGigs';", 'export const gigs: RawGig[] = [];'],
  },
  /** An empty list with a comment in it, indented with a tab. */
  emptyWithComment: {
    starts: [],
    list: 'gigs',
    newline: '\n',
    lines: ['export const gigs = [', '\t// noch keine Auftritte', '];'],
  },
} satisfies Record<string, File>;

type FileName = keyof typeof FILES;

const textOf = (file: File) => file.lines.join(file.newline) + file.newline;

/**
 * The list as the build reads the file: compiled by esbuild (a syntax error fails here) and checked
 * by readData, its messages naming the file's lines; the other list and the band are the fixtures'.
 */
function readBack(source: string, list: EditableList): unknown[] {
  const { code } = transformSync(source, { loader: 'ts', format: 'cjs' });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', code)(module, module.exports);
  const entries = module.exports[list];
  assert.ok(Array.isArray(entries), `the file exports ${list} as a list`);
  const raw = { band, gigs: fixtureGigs, songs: fixtureSongs, [list]: entries } as unknown as RawData;
  const path = `src/data/${list}.ts`;
  const locate = locateInSources({ band: { path: 'src/data/band.ts', source: '' }, gigs: { path, source }, songs: { path, source } });
  const { problems, warnings } = readData(raw, locate);
  assert.equal([...problems, ...warnings], [], `the build's check passes:\n${source}`);
  return entries;
}

/** The value an entry's text stands for. */
const valueOf = (entry: string): unknown => new Function(`return (${entry});`)();

type Change = ['insert', string] | ['replace', number, string] | ['remove', number];

/** The file's text with the change made by the module. */
function changed(source: string, list: EditableList, change: Change): string {
  if (change[0] === 'insert') return insertEntry(source, list, change[1]);
  if (change[0] === 'replace') return replaceEntry(source, list, change[1], change[2]);
  return removeEntry(source, list, change[1]);
}

/** The list with the change made to its values. */
function changedValues(values: readonly unknown[], change: Change): unknown[] {
  const result = [...values];
  if (change[0] === 'insert') result.push(valueOf(change[1]));
  else if (change[0] === 'replace') result.splice(change[1], 1, valueOf(change[2]));
  else result.splice(change[1], 1);
  return result;
}

// The new entries, as formatGig and formatSong write them (checked in the house style suite below).
const GIG = "{ date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' }";
const CAFE = `{ date: '2027-05-01', location: "Rock 'n' Roll-Café, Kassel", info: 'Eintritt 6 €, Beginn 21 Uhr' }`;
const SONG = `{ title: "Rock 'n' Roll Ain't Noise Pollution", artist: 'AC/DC', style: 'Rock', year: 1980 }`;

// ---

const lines = suite('one change, one line');

/**
 * Each change and the lines it touches: from line `at` of the file (1-based), `drop` lines replaced
 * by `add` (ended like the file's lines). Every byte before line `at` and after the dropped lines
 * must be the file's own.
 */
const CHANGES: { file: FileName; change: Change; what: string; at: number; drop: number; add: string[] }[] = [
  { file: 'house', change: ['insert', GIG], what: 'a new gig: one line before the ]', at: 15, drop: 0, add: [`  ${GIG},`] },
  { file: 'house', change: ['insert', CAFE], what: 'a new gig with an apostrophe and an umlaut', at: 15, drop: 0, add: [`  ${CAFE},`] },
  {
    file: 'house',
    change: ['replace', 1, GIG],
    what: 'an edit keeps the comma and the comment after the entry',
    at: 10,
    drop: 1,
    add: [`  ${GIG}, // Zusage per Mail`],
  },
  { file: 'house', change: ['replace', 2, CAFE], what: 'an edit of a gig in double quotes', at: 12, drop: 1, add: [`  ${CAFE},`] },
  { file: 'house', change: ['remove', 0], what: 'the first gig removed', at: 8, drop: 1, add: [] },
  { file: 'house', change: ['remove', 1], what: 'a gig removed with its comment; the comment line above stays', at: 10, drop: 1, add: [] },
  { file: 'house', change: ['remove', 3], what: 'the last gig removed; the commented-out gig stays', at: 14, drop: 1, add: [] },
  { file: 'threeLines', change: ['insert', GIG], what: 'a new gig after a two-line comment', at: 10, drop: 0, add: [`  ${GIG},`] },
  {
    file: 'threeLines',
    change: ['replace', 1, GIG],
    what: 'a gig over three lines edited: one line in their place',
    at: 4,
    drop: 3,
    add: [`  ${GIG},`],
  },
  { file: 'threeLines', change: ['remove', 1], what: 'a gig over three lines removed', at: 4, drop: 3, add: [] },
  { file: 'threeLines', change: ['remove', 2], what: 'a gig removed; the block comment above stays', at: 9, drop: 1, add: [] },
  {
    file: 'noTrailing',
    change: ['insert', GIG],
    what: 'no trailing commas: the last gig gets its comma, the new one none',
    at: 3,
    drop: 1,
    add: [
      "  { date: '2026-04-18', location: 'Stadthalle, Wolfhagen', info: 'Beginn 21 Uhr', tickets: 'https://tickets.example/upgrade' }, // VVK",
      `  ${GIG}`,
    ],
  },
  {
    file: 'noTrailing',
    change: ['replace', 1, GIG],
    what: 'no trailing commas: an edit adds none',
    at: 3,
    drop: 1,
    add: [`  ${GIG} // VVK`],
  },
  {
    file: 'noTrailing',
    change: ['remove', 1],
    what: 'no trailing commas: the last gig removed takes the comma before it',
    at: 2,
    drop: 2,
    add: ["  { date: '2026-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' }"],
  },
  { file: 'noTrailing', change: ['remove', 0], what: 'no trailing commas: the first gig removed', at: 2, drop: 1, add: [] },
  { file: 'crlf', change: ['insert', SONG], what: 'CRLF: a new song ends with CRLF', at: 10, drop: 0, add: [`  ${SONG},`] },
  { file: 'crlf', change: ['replace', 2, SONG], what: "CRLF: 'Rock \\'n\\' Roll' edited", at: 7, drop: 1, add: [`  ${SONG},`] },
  { file: 'crlf', change: ['remove', 2], what: "CRLF: 'Rock \\'n\\' Roll' removed", at: 7, drop: 1, add: [] },
  { file: 'crlf', change: ['remove', 3], what: 'CRLF: the last song removed; the comment above stays', at: 9, drop: 1, add: [] },
  {
    file: 'oneLine',
    change: ['insert', SONG],
    what: 'a list on one line: the new song and the ] on lines of their own',
    at: 1,
    drop: 1,
    add: [
      "export const songs = [{ title: 'Männer', artist: 'Herbert Grönemeyer' }, { title: 'Africa', artist: 'Toto' },",
      `  ${SONG}`,
      '];',
    ],
  },
  {
    file: 'oneLine',
    change: ['replace', 1, SONG],
    what: 'a list on one line: an edit',
    at: 1,
    drop: 1,
    add: [`export const songs = [{ title: 'Männer', artist: 'Herbert Grönemeyer' }, ${SONG}];`],
  },
  {
    file: 'oneLine',
    change: ['remove', 0],
    what: 'a list on one line: the first removed',
    at: 1,
    drop: 1,
    add: ["export const songs = [{ title: 'Africa', artist: 'Toto' }];"],
  },
  {
    file: 'oneLine',
    change: ['remove', 1],
    what: 'a list on one line: the last removed',
    at: 1,
    drop: 1,
    add: ["export const songs = [{ title: 'Männer', artist: 'Herbert Grönemeyer' }];"],
  },
  {
    file: 'empty',
    change: ['insert', GIG],
    what: 'an empty list [] opened onto lines',
    at: 2,
    drop: 1,
    add: ['export const gigs: RawGig[] = [', `  ${GIG},`, '];'],
  },
  {
    file: 'emptyWithComment',
    change: ['insert', GIG],
    what: 'an empty list: indented like its comment',
    at: 3,
    drop: 0,
    add: [`\t${GIG},`],
  },
];

for (const { file: name, change, what, at, drop, add } of CHANGES) {
  lines(`${name}: ${what}`, () => {
    const file: File = FILES[name];
    const source = textOf(file);
    const result = changed(source, file.list, change);
    const expected = [...file.lines.slice(0, at - 1), ...add, ...file.lines.slice(at - 1 + drop)];
    assert.fixture(result, expected.join(file.newline) + file.newline);
    assert.equal(readBack(result, file.list), changedValues(readBack(source, file.list), change));
  });
}

lines.run();

// ---

const every = suite('every entry of every file');

/**
 * The lines of `before` that `after` changed, as one hunk [from, to) of `before`'s line indices (0-based);
 * undefined when it changed nothing. The common first and last lines are the bytes left alone.
 */
function hunk(before: string, after: string): { from: number; to: number } | undefined {
  if (before === after) return undefined;
  const a = before.split(/(?<=\n)/);
  const b = after.split(/(?<=\n)/);
  let from = 0;
  while (from < a.length && from < b.length && a[from] === b[from]) from++;
  let tail = 0;
  while (tail < a.length - from && tail < b.length - from && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { from, to: a.length - tail };
}

for (const [name, file] of Object.entries(FILES) as [FileName, File][]) {
  every(`${name}: each entry removed, replaced by its own value in the house style; one added`, () => {
    const source = textOf(file);
    const values = readBack(source, file.list);
    assert.is(file.starts.length, values.length, 'the table names the line of every entry');
    const format = (value: unknown) => (file.list === 'gigs' ? formatGig(value as RawGig) : formatSong(value as RawSong));
    const changes: Change[] = [['insert', file.list === 'gigs' ? GIG : SONG]];
    values.forEach((value, index) => changes.push(['remove', index], ['replace', index, format(value)]));
    for (const change of changes) {
      const result = changed(source, file.list, change);
      const label = `${change[0]} ${change[1]}`;
      assert.equal(readBack(result, file.list), changedValues(values, change), label);
      if (file.newline === '\r\n') assert.not.match(result, /[^\r]\n/, `${label}: every line ends with CRLF`);
      const lines = hunk(source, result);
      if (!lines || change[0] === 'insert') continue;
      // One hunk, and it holds the entry's first line (or the line of the comma taken from the entry before it).
      const start = must(file.starts[change[1]], 'the entry’s line') - 1;
      assert.ok(lines.from <= start && start < Math.max(lines.to, lines.from + 1), `${label}: lines ${lines.from + 1}–${lines.to} changed`);
    }
  });
}

every('removing what was added gives the file back byte for byte', () => {
  for (const [name, file] of Object.entries(FILES) as [FileName, File][]) {
    // A list on one line (`[]` too) is opened onto lines by an insert, and stays open: the files that do not come back.
    if (name === 'empty' || name === 'oneLine') continue;
    const source = textOf(file);
    const added = insertEntry(source, file.list, file.list === 'gigs' ? GIG : SONG);
    assert.fixture(removeEntry(added, file.list, readBack(added, file.list).length - 1), source, name);
  }
});

every.run();

// ---

const style = suite('formatGig, formatSong: the house style');

const FORMATTED: [RawGig | RawSong, string][] = [
  [{ date: '2027-03-14', location: 'Kulturbahnhof, Kassel' }, "{ date: '2027-03-14', location: 'Kulturbahnhof, Kassel' }"],
  [{ date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' }, GIG],
  [{ date: '2027-05-01', location: "Rock 'n' Roll-Café, Kassel", info: 'Eintritt 6 €, Beginn 21 Uhr' }, CAFE],
  [
    {
      listed: false,
      private: true,
      tickets: 'https://tickets.example/upgrade',
      info: 'Beginn 21 Uhr',
      location: 'Gutshof, Calden',
      date: '2027-06-19',
    },
    "{ date: '2027-06-19', location: 'Gutshof, Calden', info: 'Beginn 21 Uhr', tickets: 'https://tickets.example/upgrade', private: true, listed: false }",
  ],
  [
    { date: '2027-07-14', location: 'Kulturbahnhof, Kassel', info: 'Abgesagt (Unwetter)' },
    "{ date: '2027-07-14', location: 'Kulturbahnhof, Kassel', info: 'Abgesagt (Unwetter)' }",
  ],
  [{ title: 'Männer', artist: 'Herbert Grönemeyer' }, "{ title: 'Männer', artist: 'Herbert Grönemeyer' }"],
  [{ year: 1980, style: 'Rock', artist: 'AC/DC', title: "Rock 'n' Roll Ain't Noise Pollution" }, SONG],
  // more " than ': single quotes, the ' escaped; a backslash, a line break and a tab escaped
  [{ title: 'Sag "Ja", sag "Nein", sag\'s', artist: 'Die Ärzte' }, `{ title: 'Sag "Ja", sag "Nein", sag\\'s', artist: 'Die Ärzte' }`],
  [{ title: 'AC\\DC\nLive\tB-Seite', artist: 'x' }, "{ title: 'AC\\\\DC\\nLive\\tB-Seite', artist: 'x' }"],
  // a value left undefined (a form's empty field) is left out
  [
    { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: undefined } as unknown as RawGig,
    "{ date: '2027-03-14', location: 'Kulturbahnhof, Kassel' }",
  ],
];

for (const [value, line] of FORMATTED) {
  style(line, () => {
    const format = 'date' in value ? formatGig(value) : formatSong(value);
    assert.is(format, line);
    assert.equal(valueOf(format), JSON.parse(JSON.stringify(value)), 'reads back as the same value');
  });
}

style('every line of the fixtures’ gigs.ts and songs.ts is what a member typed: the formatter writes it alike', () => {
  for (const [list, format] of [
    ['gigs', (value: unknown) => formatGig(value as RawGig)],
    ['songs', (value: unknown) => formatSong(value as RawSong)],
  ] as const) {
    const source = readFileSync(new URL(`../fixtures/data/${list}.ts`, import.meta.url), 'utf8');
    const sourceLines = source.split('\n');
    const values = readBack(source, list);
    entryLines(source, list).forEach((line, index) => assert.is(sourceLines[line - 1], `  ${format(values[index])},`));
  }
});

style('a key the file does not know, or a value no line can hold, is refused', () => {
  assert.throws(
    () => formatGig({ date: '2027-03-14', location: 'Halle, Kassel', privat: true } as unknown as RawGig),
    /Ein Auftritt hat kein Feld „privat“; die Felder sind „date“, „location“/,
  );
  assert.throws(
    () => formatSong({ title: 'x', artist: 'y', year: Number.NaN }),
    /Ein Song: „year“ muss ein Text, true oder false oder eine Zahl sein, nicht NaN/,
  );
});

style.run();

// ---

const refusals = suite('what is not understood is refused, never edited');

const HOUSE = textOf(FILES.house);

const REFUSED: [string, () => string, RegExp][] = [
  [
    'no such list',
    () => insertEntry(textOf(FILES.crlf), 'gigs', GIG),
    /^gigs\.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann: die Datei hat keine Liste „export const gigs = \[ … \]“\. Nichts wurde gespeichert\. Die Liste schlicht als/,
  ],
  [
    'the list only in a comment',
    () => removeEntry('// export const gigs = [{ a: 1 }];\nexport const songs = [];\n', 'gigs', 0),
    /die Datei hat keine Liste/,
  ],
  [
    'not a list',
    () => insertEntry("export const gigs = { date: '2026-01-01' };\n", 'gigs', GIG),
    /^gigs\.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann: gigs ist keine Liste \[ … \], sondern „\{ date: '2026-01-01' \}“ \(Zeile 1\)\. Nichts wurde gespeichert\. Die Liste schlicht als „export const gigs = \[ \{ … \}, \{ … \} \];“ schreiben/,
  ],
  [
    'an index past the end',
    () => removeEntry(HOUSE, 'gigs', 4),
    /Einen Eintrag an Stelle 4 gibt es nicht \(sie hat 4, von 0 an gezählt\)\. Nichts wurde geändert\./,
  ],
  ['a negative index', () => replaceEntry(HOUSE, 'gigs', -1, GIG), /Einen Eintrag an Stelle -1 gibt es nicht/],
  ['an index that is no whole number', () => removeEntry(HOUSE, 'gigs', 1.5), /Einen Eintrag an Stelle 1.5 gibt es nicht/],
  ['an entry of an empty list', () => replaceEntry(textOf(FILES.empty), 'gigs', 0, GIG), /\(sie hat 0, von 0 an gezählt\)/],
  [
    'a text never closed',
    () => insertEntry("export const gigs = [\n  { date: '2026-01-01, location: 'Halle, Kassel' },\n];\n", 'gigs', GIG),
    /^gigs\.ts lässt sich nicht als TypeScript lesen: Unexpected token, expected "," \(Zeile 2\)\. Nichts wurde gespeichert\.$/,
  ],
  [
    'a comment never closed',
    () => removeEntry("export const gigs = [\n  /* { date: '2026-01-01' },\n];\n", 'gigs', 0),
    /Unterminated comment \(Zeile 2\)/,
  ],
  [
    'a list never closed',
    () => insertEntry("export const gigs = [\n  { date: '2026-01-01', location: 'Halle, Kassel' },\n", 'gigs', GIG),
    /Unexpected token \(Zeile 3\)/,
  ],
  [
    'a spread',
    () => removeEntry("export const gigs = [...older, { date: '2026-01-01' }];", 'gigs', 0),
    /^gigs\.ts ist in einer Form .*: an Stelle 1 der Liste steht „\.\.\.older“ statt eines Eintrags \{ … \} \(Zeile 1\)\. Nichts wurde gespeichert\./,
  ],
  [
    'a name',
    () => removeEntry("export const songs = [maenner, { title: 'x' }];", 'songs', 0),
    /^songs\.ts ist in einer Form .*: an Stelle 1 der Liste steht „maenner“ statt eines Eintrags/,
  ],
  [
    'a missing comma',
    () => removeEntry('export const songs = [\n  { a: 1 }\n  { b: 2 },\n];', 'songs', 1),
    /Unexpected token, expected "," \(Zeile 3\)/,
  ],
  [
    'a hole',
    () => removeEntry('export const songs = [{ a: 1 },, { b: 2 }];', 'songs', 1),
    /an Stelle 2 der Liste stehen zwei Kommas ohne Eintrag dazwischen/,
  ],
  ['brackets that do not match', () => removeEntry('export const songs = [{ a: [1) }];', 'songs', 0), /Unexpected token, expected ","/],
  // What the compiled list would not follow: code after the ], which reorders or filters the entries.
  [
    'a list written [ … ].reverse()',
    () => removeEntry("export const songs = [\n  { title: 'a' },\n  { title: 'b' },\n].reverse();\n", 'songs', 0),
    /^songs\.ts ist in einer Form .*: nach der \] der Liste steht „\.reverse\(\)“ \(Zeile 4\)\. Nichts wurde gespeichert\. Die Liste schlicht als „export const songs = \[ \{ … \}, \{ … \} \];“ schreiben \(nach ihrer \] nur „;“, „as const“ oder „satisfies …“\), oder die Änderung von Hand in songs\.ts machen\.$/,
  ],
  [
    '.sort(…)',
    () => insertEntry("export const songs = [{ title: 'a' }].sort((a, b) => 1);", 'songs', SONG),
    /nach der \] der Liste steht „\.sort\(\(a, b\) => 1\)“/,
  ],
  [
    '.filter(…) as const',
    () => replaceEntry("export const songs = [{ title: 'a' }].filter(Boolean) as const;", 'songs', 0, SONG),
    /steht „\.filter\(Boolean\)“/,
  ],
  [
    'a list made of another',
    () => insertEntry('export const songs = older.concat([]);', 'songs', SONG),
    /songs ist keine Liste \[ … \], sondern „older\.concat\(\[\]\)“/,
  ],
  // the new entry must be one { … } on one line
  [
    'two entries',
    () => insertEntry(HOUSE, 'gigs', `${GIG}, ${GIG}`),
    /Der neue Eintrag ist nicht genau ein „\{ … \}“ \(ein Komma dahinter oder ein zweiter Eintrag\)/,
  ],
  ['a trailing comma', () => replaceEntry(HOUSE, 'gigs', 0, `${GIG},`), /ein Komma dahinter oder ein zweiter Eintrag/],
  [
    'an entry not closed',
    () => insertEntry(HOUSE, 'gigs', "{ date: '2027-03-14'"),
    /Der neue Eintrag ist nicht genau ein „\{ … \}“ \(als Code nicht lesbar: Unexpected token, expected ","\)/,
  ],
  ['a comment', () => insertEntry(HOUSE, 'gigs', `${GIG} // neu`), /Der neue Eintrag ist nicht genau ein „\{ … \}“/],
  ['two lines', () => insertEntry(HOUSE, 'gigs', "{\n  date: '2027-03-14' }"), /mehr als eine Zeile/],
  ['nothing', () => insertEntry(HOUSE, 'gigs', '  '), /\(leer\)/],
  ['a text, not an entry', () => insertEntry(HOUSE, 'gigs', "'Männer'"), /nicht als „\{ … \}“ geschrieben/],
];

for (const [what, edit, message] of REFUSED) {
  refusals(what, () => assert.throws(edit, (error: unknown) => error instanceof Error && message.test(error.message)));
}

refusals('as const, satisfies, a comment after the ] and code inside an entry are no reason to refuse: the parser reads them', () => {
  const wrapped =
    "export const songs = [\n  { title: 'a', year: 1980 / 1 }, // x\n  { title: `b ${'c'}` },\n] /* y */ as const satisfies readonly object[]; // z\n";
  assert.is(removeEntry(wrapped, 'songs', 0), wrapped.replace("  { title: 'a', year: 1980 / 1 }, // x\n", ''));
  assert.is(replaceEntry(wrapped, 'songs', 1, SONG), wrapped.replace("{ title: `b ${'c'}` }", SONG));
});

refusals.run();
