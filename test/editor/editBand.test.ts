// The editor's reading of band.ts and its changes to it (src/editor/readBandValues.ts and
// src/editor/editBand.ts): a changed value replaces only its literal, a list that grows or shrinks only
// the lines of the entries that come or go, in the list's layout and quotes; every comment, blank line,
// quote and line end of the rest stays byte for byte, and the file reads back through the build's
// compile and check (checkData) with exactly the values asked for.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BandValues } from '../../src/editor/bandApi';
import { BAND_FIELDS, SCALAR_FIELDS, describeFields, withValue, type BandScalarPath } from '../../src/editor/bandFields';
import { checkData } from '../../src/editor/checkData';
import { changedPaths, editBand } from '../../src/editor/editBand';
import { readBandValues } from '../../src/editor/readBandValues';
import { must } from '../setup/must';
import { GIGS, SONGS, english } from './tempData';

/** band.ts as a band might have left it: comments, a blank line, double quotes, a value on a line of its own. */
const LINES = [
  '// Unsere Angaben: Kontakt, Impressum, Datenschutz.', // 1
  "import type { Band } from '../../src/data/band';", // 2
  '', // 3
  'export const band: Band = {', // 4
  "  name: 'Upgrade',", // 5
  '  slogan: "Upgrade your Event", // der Spruch unter dem Namen', // 6
  "  town: 'Kassel',", // 7
  '', // 8
  '  /* Wer Anfragen beantwortet */', // 9
  "  contact: { firstName: 'Jonas', lastName: 'Beispiel', role: 'Gitarre und Booking' },", // 10
  "  company: 'Upgrade GbR',", // 11
  '  legalForm:', // 12
  "    'Gesellschaft bürgerlichen Rechts (GbR)',", // 13
  '  lineup: [', // 14
  "    { name: 'Miriam', part: 'Gesang' },", // 15
  '    // seit 2025 dabei', // 16
  "    { name: 'Jonas', part: 'Gitarre' }, // und Booking", // 17
  "    { name: 'Lea', part: 'Keyboard' },", // 18
  '  ],', // 19
  "  partners: ['Miriam Muster', 'Jonas Beispiel', 'Lea Platzhalter'],", // 20
  "  taxId: { label: 'Wirtschafts-Identifikationsnummer', value: 'DE000000000-00001' },", // 21
  '  providers: {', // 22
  "    webHost: { name: 'Beispiel-Hosting GmbH', servers: 'in Deutschland' },", // 23
  '    mail: { name: "Beispiel-Mail GmbH", servers: "in Deutschland" },', // 24
  '  },', // 25
  '  logDays: 7,', // 26
  "  privacyDate: 'November 2026',", // 27
  "  address: { street: 'Musterstraße 12', postalCode: '34117', town: 'Kassel' },", // 28
  "  email: 'booking@upgrade-band.example',", // 29
  "  phone: { display: '069 90009 123', dial: '+496990009123' },", // 30
  "  instagram: 'https://www.instagram.com/upgrade.band.example/',", // 31
  "  portrait: '',", // 32
  "  photoCredit: '',", // 33
  "  siteUrl: 'https://upgrade-band.example/',", // 34
  '};', // 35
  '',
];
const BAND = LINES.join('\n');
const VALUES = readBandValues(BAND).values;

/** The text with `from` (which must stand in it once) replaced by `to`. */
function replaced(text: string, from: string, to: string): string {
  assert.is(text.split(from).length, 2, `${JSON.stringify(from)} stands in the file once`);
  return text.replace(from, () => to);
}

/** band.ts as the build reads it back: its raw export, and what the build refuses (in a data folder of no files of its own). */
async function readBack(text: string): Promise<{ band: unknown; problems: string[] }> {
  const check = await checkData({ band: text, gigs: GIGS, songs: SONGS }, '/nowhere/data');
  // In the build's words, as `npm run build -- --check` prints them (the editor shows their German).
  return { band: check.raw?.band, problems: check.problems.map((problem) => english(problem).text) };
}

// ---

const api = suite('API');

api('exports the reader, the editor and the field list', () => {
  assert.type(readBandValues, 'function');
  assert.type(editBand, 'function');
  assert.type(changedPaths, 'function');
  assert.ok(BAND_FIELDS.length > 20);
});

api('every field has a German label and a hint, and every path of band.ts is offered once', () => {
  const paths = BAND_FIELDS.map((field) => field.path);
  assert.equal([...new Set(paths)], paths);
  for (const field of BAND_FIELDS) {
    assert.ok(field.label.trim(), `${field.path}: label`);
    assert.ok(field.hint.trim(), `${field.path}: hint`);
  }
  const leaves = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  assert.equal(leaves(VALUES).sort(), [...paths].sort());
});

api.run();

// ---

const read = suite('readBandValues');

read('reads every value as JavaScript does, with the line of its literal', () => {
  const { values, places, unreadable } = readBandValues(BAND);
  assert.is(values.slogan, 'Upgrade your Event');
  assert.is(values.legalForm, 'Gesellschaft bürgerlichen Rechts (GbR)');
  assert.is(values.logDays, 7);
  assert.equal(values.lineup[1], { name: 'Jonas', part: 'Gitarre' });
  assert.equal(values.partners, ['Miriam Muster', 'Jonas Beispiel', 'Lea Platzhalter']);
  assert.is(must(places['legalForm'], 'legalForm').line, 13);
  assert.is(must(places['lineup.2.part'], 'lineup.2.part').line, 18);
  assert.is(must(places['providers.mail.servers'], 'mail servers').line, 24);
  assert.equal(unreadable, []);
});

read('escapes, umlauts, CRLF and a value that is no literal', () => {
  const text = replaced(replaced(BAND, "'Upgrade GbR'", "'Rock \\'n\\' Roll \\u00e4 \\\\ GbR'"), "portrait: ''", 'portrait: PORTRAIT');
  const { values, unreadable } = readBandValues(text.replace(/\n/g, '\r\n'));
  assert.is(values.company, "Rock 'n' Roll ä \\ GbR");
  assert.is(values.portrait, '');
  assert.equal(unreadable, ['portrait']);
});

read('what it cannot read is refused with its line', () => {
  assert.throws(
    () => readBandValues(replaced(BAND, "town: 'Kassel',", "town: 'Kassel,")),
    /^band\.ts lässt sich nicht als TypeScript lesen: Unterminated string constant \(Zeile 7\)\. Nichts wurde gespeichert\.$/,
  );
  assert.throws(
    () =>
      readBandValues(
        replaced(BAND, "  siteUrl: 'https://upgrade-band.example/',\n};", "  siteUrl: 'https://upgrade-band.example/',\n}.valueOf();"),
      ),
    /^band\.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann: nach der \} der Angaben steht „\.valueOf\(\)“ \(Zeile 35\)\. Nichts wurde gespeichert\./,
  );
});

/** The German sentence of a band.ts the editor cannot change safely: what it met, nothing saved, what to do. */
const UNSAFE_BAND = (what: string) =>
  new RegExp(
    `^band\\.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann: ${what}\\. Nichts wurde gespeichert\\. ` +
      'Die Angaben schlicht als „export const band = \\{ … \\};“ schreiben \\(nach ihrer \\} nur „;“, „as const“ oder „satisfies …“\\), ' +
      'oder die Änderung von Hand in band\\.ts machen\\.$',
  );

/** Each band.ts the editor cannot change safely, and what the refusal says it met (as a pattern). */
const UNSAFE_FORMS: [string, string, string][] = [
  ['no `export const band`', 'export const gigs = [];\n', 'die Datei hat kein `export const band = \\{ … \\}`'],
  [
    'band made by a function',
    "import { makeBand } from './make';\nexport const band = makeBand();\n",
    'band ist nicht als \\{ … \\} geschrieben, sondern als „makeBand\\(\\)“ \\(Zeile 2\\)',
  ],
  [
    'a spread',
    replaced(BAND, "  town: 'Kassel',", "  ...rest,\n  town: 'Kassel',"),
    'in den Angaben steht „\\.\\.\\.rest,“ statt „Schlüssel: Wert“ \\(Zeile 7\\)',
  ],
  [
    'a method',
    replaced(BAND, "  town: 'Kassel',", "  town() {\n    return 'Kassel';\n  },"),
    'in den Angaben steht „town\\(\\) \\{“ statt „Schlüssel: Wert“ \\(Zeile 7\\)',
  ],
  [
    'a computed key',
    replaced(BAND, "  town: 'Kassel',", "  ['to' + 'wn']: 'Kassel',"),
    "in den Angaben steht „\\['to' \\+ 'wn'\\]: 'Kassel',“ statt „Schlüssel: Wert“ \\(Zeile 7\\)",
  ],
];

for (const [name, text, what] of UNSAFE_FORMS) {
  read(`refused in German as a form the editor cannot change safely: ${name}`, () => {
    assert.throws(() => readBandValues(text), UNSAFE_BAND(what));
    assert.throws(() => editBand(text, VALUES), UNSAFE_BAND(what));
  });
}

read.run();

// ---

const one = suite('editBand: one field changed, only its literal');

/** Each field alone: its new value, and the literal as it is and as it must then be written. */
const FIELDS: [BandScalarPath, string | number, string, string][] = [
  ['name', 'Upgrade Kassel', "name: 'Upgrade'", "name: 'Upgrade Kassel'"],
  ['slogan', 'Live & laut', '"Upgrade your Event"', '"Live & laut"'],
  ['town', 'Baunatal', "\n  town: 'Kassel',", "\n  town: 'Baunatal',"],
  ['contact.firstName', 'Jörg', "firstName: 'Jonas'", "firstName: 'Jörg'"],
  // More apostrophes than double quotes: in double quotes, as Prettier writes it.
  ['contact.lastName', "O'Neill", "lastName: 'Beispiel'", 'lastName: "O\'Neill"'],
  ['contact.role', 'Gesang "und" Booking', "role: 'Gitarre und Booking'", 'role: \'Gesang "und" Booking\''],
  // As many of each: the file's quote, escaped.
  ['company', 'Rock \'n\' "Roll" GbR', "company: 'Upgrade GbR'", "company: 'Rock \\'n\\' \"Roll\" GbR'"],
  ['legalForm', 'eGbR', "    'Gesellschaft bürgerlichen Rechts (GbR)',", "    'eGbR',"],
  [
    'taxId.label',
    'Umsatzsteuer-Identifikationsnummer',
    "label: 'Wirtschafts-Identifikationsnummer'",
    "label: 'Umsatzsteuer-Identifikationsnummer'",
  ],
  ['taxId.value', 'DE123456789', "value: 'DE000000000-00001'", "value: 'DE123456789'"],
  ['providers.webHost.name', 'Hosting AG', "name: 'Beispiel-Hosting GmbH'", "name: 'Hosting AG'"],
  ['providers.webHost.servers', 'in Österreich', "servers: 'in Deutschland' }", "servers: 'in Österreich' }"],
  ['providers.mail.name', "Mail & Co's KG", '"Beispiel-Mail GmbH"', '"Mail & Co\'s KG"'],
  ['providers.mail.servers', 'in der EU', 'servers: "in Deutschland"', 'servers: "in der EU"'],
  ['logDays', 14, 'logDays: 7,', 'logDays: 14,'],
  ['privacyDate', 'März 2027', "'November 2026'", "'März 2027'"],
  ['address.street', 'Friedrich-Ebert-Straße 1', "'Musterstraße 12'", "'Friedrich-Ebert-Straße 1'"],
  ['address.postalCode', '34119', "'34117'", "'34119'"],
  ['address.town', 'Kassel-Wehlheiden', "town: 'Kassel' }", "town: 'Kassel-Wehlheiden' }"],
  ['email', 'kontakt@upgrade-kassel.de', "'booking@upgrade-band.example'", "'kontakt@upgrade-kassel.de'"],
  ['phone.display', '0561 7654321', "'069 90009 123'", "'0561 7654321'"],
  ['phone.dial', '+495617654321', "'+496990009123'", "'+495617654321'"],
  [
    'instagram',
    'https://www.instagram.com/upgrade.kassel/',
    "'https://www.instagram.com/upgrade.band.example/'",
    "'https://www.instagram.com/upgrade.kassel/'",
  ],
  ['portrait', 'portrait.jpg', "portrait: ''", "portrait: 'portrait.jpg'"],
  ['photoCredit', 'Anna C:\\Fotos', "photoCredit: ''", "photoCredit: 'Anna C:\\\\Fotos'"],
  ['siteUrl', 'https://upgrade-kassel.de/', "'https://upgrade-band.example/'", "'https://upgrade-kassel.de/'"],
];

for (const [path, value, from, to] of FIELDS) {
  one(`${path}: ${JSON.stringify(value)}`, async () => {
    const values = withValue(VALUES, path, value);
    const text = editBand(BAND, values);
    assert.is(text, replaced(BAND, from, to));
    assert.equal(changedPaths(BAND, values), [path]);
    // CRLF line ends: the same change, the line ends kept.
    assert.is(editBand(BAND.replace(/\n/g, '\r\n'), values), text.replace(/\n/g, '\r\n'));
    const back = await readBack(text);
    // A portrait alone is refused until its photographer is named, in the build's words.
    assert.equal(
      back.problems,
      path === 'portrait'
        ? [
            "/nowhere/data/band.ts:33: photoCredit must name who took the portrait (the Impressum credits the photographer), e.g. 'Anna Beispiel'",
            // The build's whole check: the portrait's file must be there too.
            '/nowhere/data/band.ts:32: portrait: /nowhere/data/photos/portrait.jpg is not there – put the file into /nowhere/data/photos/ or correct the name',
          ]
        : [],
    );
    assert.equal(back.band, values);
  });
}

one('every field covered by the table', () => {
  assert.equal(FIELDS.map(([path]) => path).sort(), SCALAR_FIELDS.map((field) => field.path).sort());
});

one('the same values: the same bytes', () => {
  assert.is(editBand(BAND, VALUES), BAND);
  assert.is(editBand(BAND, {}), BAND);
  assert.equal(changedPaths(BAND, VALUES), []);
});

one('several fields at once, the commit message naming each once', async () => {
  let values = withValue(VALUES, 'email', 'kontakt@upgrade-kassel.de');
  values = withValue(values, 'phone.display', '0561 7654321');
  values = withValue(values, 'phone.dial', '+495617654321');
  const text = editBand(BAND, values);
  assert.equal(
    text.split('\n').filter((line, index) => line !== LINES[index]),
    ["  email: 'kontakt@upgrade-kassel.de',", "  phone: { display: '0561 7654321', dial: '+495617654321' },"],
  );
  assert.is(describeFields(changedPaths(BAND, values)), 'E-Mail, Telefon');
  assert.equal((await readBack(text)).band, values);
});

one('a text with a line break, a tab or a control character stays on its line', async () => {
  const values = withValue(VALUES, 'slogan', 'Zeile 1\nZeile\t2\u2028');
  const text = editBand(BAND, values);
  assert.is(text, replaced(BAND, '"Upgrade your Event"', '"Zeile 1\\nZeile\\t2\\u2028"'));
  assert.equal((await readBack(text)).band, values);
});

one('a number of days that is no number is written as text, for the build to refuse in its words', async () => {
  const text = editBand(BAND, { ...VALUES, logDays: 'sieben' });
  assert.is(text, replaced(BAND, 'logDays: 7,', "logDays: 'sieben',"));
  const { problems } = await readBack(text);
  assert.equal(problems, [
    '/nowhere/data/band.ts:26: logDays must be the number of days the host keeps its logs (without quotes), got "sieben"',
  ]);
});

one('a key band.ts left out is added after the key before it, on a line of its own', async () => {
  const without = BAND.replace("  portrait: '',\n  photoCredit: '',\n", '');
  const values = withValue(withValue(VALUES, 'portrait', 'portrait.jpg'), 'photoCredit', 'Anna Beispiel');
  const text = editBand(without, values);
  assert.is(
    text,
    replaced(
      without,
      "upgrade.band.example/',\n",
      "upgrade.band.example/',\n  portrait: 'portrait.jpg',\n  photoCredit: 'Anna Beispiel',\n",
    ),
  );
  assert.equal((await readBack(text)).band, values);
  // Left out and left empty: nothing to write.
  assert.is(editBand(without, readBandValues(without).values), without);
});

one('a value that is no literal stays as written, and is refused only when changed', () => {
  const text = replaced(BAND, "portrait: ''", 'portrait: PORTRAIT');
  const { values } = readBandValues(text);
  assert.is(editBand(text, withValue(values, 'slogan', 'Live')), replaced(text, '"Upgrade your Event"', '"Live"'));
  assert.throws(
    () => editBand(text, withValue(values, 'portrait', 'https://x.de/a.jpg')),
    /^band\.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann: der Wert von portrait ist kein Text in Anführungszeichen und keine Zahl \(Zeile 32\)\. Nichts wurde gespeichert\. Den Wert als Text in Anführungszeichen schreiben, oder die Änderung von Hand in band\.ts machen\.$/,
  );
});

one('a key written twice: the one JavaScript reads (the last) is the one the form shows and the save changes', () => {
  const text = replaced(
    BAND,
    "  email: 'booking@upgrade-band.example',",
    "  email: 'alt@upgrade-band.example',\n  email: 'booking@upgrade-band.example',",
  );
  const { values } = readBandValues(text);
  assert.is(values.email, 'booking@upgrade-band.example');
  assert.is(
    editBand(text, withValue(values, 'email', 'post@upgrade-band.example')),
    replaced(text, "'booking@upgrade-band.example'", "'post@upgrade-band.example'"),
  );
});

one.run();

// ---

const lists = suite('editBand: the line-up and the partners');

const LINEUP = VALUES.lineup;
const PARTNERS = VALUES.partners;

/** Each change of a list: the lists asked for, and the text it must give. */
const LISTS: [string, Partial<BandValues>, (text: string) => string][] = [
  [
    'a member changed: only that literal',
    { lineup: [LINEUP[0]!, { name: 'Jonas', part: 'Bass' }, LINEUP[2]!] },
    (text) => replaced(text, "part: 'Gitarre'", "part: 'Bass'"),
  ],
  [
    'a member added: one line before the ], indented as the others',
    { lineup: [...LINEUP, { name: 'Ole', part: "Rock 'n' Roll-Gitarre" }] },
    (text) => replaced(text, "Keyboard' },\n", "Keyboard' },\n    { name: 'Ole', part: \"Rock 'n' Roll-Gitarre\" },\n"),
  ],
  [
    'a member removed: its line, its comment after it; the comment above stays',
    { lineup: [LINEUP[0]!, LINEUP[2]!] },
    (text) => replaced(text, "    { name: 'Jonas', part: 'Gitarre' }, // und Booking\n", ''),
  ],
  [
    'the first removed and a member added',
    { lineup: [LINEUP[1]!, LINEUP[2]!, { name: 'Ole', part: 'Bass' }] },
    (text) =>
      replaced(
        replaced(text, "    { name: 'Miriam', part: 'Gesang' },\n", ''),
        "Keyboard' },\n",
        "Keyboard' },\n    { name: 'Ole', part: 'Bass' },\n",
      ),
  ],
  [
    'one removed and the next one changed',
    { lineup: [LINEUP[0]!, { name: 'Lea', part: 'Klavier' }] },
    (text) => replaced(replaced(text, "    { name: 'Jonas', part: 'Gitarre' }, // und Booking\n", ''), "'Keyboard'", "'Klavier'"),
  ],
  [
    'a partner added to a list on one line: on that line',
    { partners: [...PARTNERS, 'Ole Neumann'] },
    (text) => replaced(text, "'Lea Platzhalter']", "'Lea Platzhalter', 'Ole Neumann']"),
  ],
  [
    'a partner removed from a list on one line',
    { partners: [PARTNERS[0]!, PARTNERS[2]!] },
    (text) => replaced(text, "['Miriam Muster', 'Jonas Beispiel', 'Lea Platzhalter']", "['Miriam Muster', 'Lea Platzhalter']"),
  ],
  [
    'a partner renamed, with an apostrophe',
    { partners: [PARTNERS[0]!, "Jonas O'Brien", PARTNERS[2]!] },
    (text) => replaced(text, "'Jonas Beispiel'", '"Jonas O\'Brien"'),
  ],
];

for (const [name, change, expected] of LISTS) {
  lists(name, async () => {
    const values = { ...VALUES, ...change };
    const text = editBand(BAND, values);
    assert.is(text, expected(BAND));
    assert.is(editBand(BAND.replace(/\n/g, '\r\n'), values), text.replace(/\n/g, '\r\n'), 'CRLF');
    assert.equal((await readBack(text)).band, values);
  });
}

lists('a list in double quotes without a trailing comma keeps both', async () => {
  const text = replaced(
    BAND,
    "  lineup: [\n    { name: 'Miriam', part: 'Gesang' },\n    // seit 2025 dabei\n    { name: 'Jonas', part: 'Gitarre' }, // und Booking\n    { name: 'Lea', part: 'Keyboard' },\n  ],",
    '  lineup: [\n    { name: "Miriam", part: "Gesang" },\n    { name: "Lea", part: "Keyboard" }\n  ],',
  );
  const { values } = readBandValues(text);
  const added = editBand(text, { ...values, lineup: [...values.lineup, { name: 'Ole', part: 'Bass' }] });
  assert.match(added, '    { name: "Lea", part: "Keyboard" },\n    { name: "Ole", part: "Bass" }\n  ],');
  assert.equal((await readBack(added)).band, { ...values, lineup: [...values.lineup, { name: 'Ole', part: 'Bass' }] });
  const removed = editBand(text, { ...values, lineup: [values.lineup[0]!] });
  assert.match(removed, '  lineup: [\n    { name: "Miriam", part: "Gesang" }\n  ],');
  // Added and removed again: the bytes it had.
  assert.is(editBand(added, values), text);
});

lists('the last member removed: an empty list, which the build refuses in its words', async () => {
  const text = editBand(BAND, { ...VALUES, lineup: [] });
  assert.match(text, '  lineup: [\n    // seit 2025 dabei\n  ],\n');
  const { problems } = await readBack(text);
  assert.match(must(problems[0], 'the refusal'), /^\/nowhere\/data\/band\.ts:14: lineup is empty: /);
});

lists.run();
