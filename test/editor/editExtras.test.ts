// The editor's changes to the optional files of issue 47 (src/editor/editExtras.ts): an entry of
// references.ts, faq.ts or lineups.ts added as one line (its paragraphs as \n in the one line), a file
// missing or without the list given what the change needs, and press.ts's three values replaced where
// they stand, its comments kept. Forms the editor cannot change safely are refused in German.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transformSync } from 'esbuild';
import { addExtra, editPress, formatExtra, NEW_FILES } from '../../src/editor/editExtras';

/** The file as esbuild compiles it: it must stay TypeScript the build reads. */
const compiles = (text: string) => transformSync(text, { loader: 'ts' });

// ---

const lines = suite('formatExtra and addExtra');

const FORMATTED: [Parameters<typeof formatExtra>, string][] = [
  [
    ['testimonials', { quote: 'Toll!', name: 'Familie S.', date: '2025-06-14' }],
    "{ quote: 'Toll!', name: 'Familie S.', date: '2025-06-14' }",
  ],
  [['references', { name: "Rock 'n' Roll-Keller", year: 2024 }], `{ name: "Rock 'n' Roll-Keller", year: 2024 }`],
  [
    ['faq', { question: 'Was kostet es?', answer: 'Es kommt darauf an.\n\nSchreiben Sie uns.' }],
    "{ question: 'Was kostet es?', answer: 'Es kommt darauf an.\\n\\nSchreiben Sie uns.' }",
  ],
  [['lineups', { name: 'Trio', members: 3, description: 'Akustisch.' }], "{ name: 'Trio', members: 3, description: 'Akustisch.' }"],
];

for (const [[list, entry], line] of FORMATTED) lines(`${list}: ${line}`, () => assert.is(formatExtra(list, entry), line));

lines('a key no entry of the list has is refused in German', () => {
  assert.throws(() => formatExtra('references', { name: 'A', year: 2024, farbe: 'rot' } as never), /Eine Referenz hat kein Feld „farbe“/);
});

lines('a missing file is created as the repository ships it, with the one entry', () => {
  const text = addExtra('', 'references', "{ name: 'A', year: 2024 }");
  assert.ok(text.startsWith(NEW_FILES.references.split('export const')[0] as string));
  assert.ok(text.includes("export const references: RawReference[] = [\n  { name: 'A', year: 2024 },\n];\n"));
  assert.ok(text.includes('export const testimonials: RawTestimonial[] = [];'));
  compiles(text);
});

lines('a file without the list gets it appended, and its type imported after the imports', () => {
  const source =
    "// Nur Stimmen.\nimport type { RawTestimonial } from './readReferences';\n\nexport const testimonials: RawTestimonial[] = [];\n";
  const text = addExtra(source, 'references', "{ name: 'A', year: 2024 }");
  assert.is(
    text,
    "// Nur Stimmen.\nimport type { RawTestimonial } from './readReferences';\nimport type { RawReference } from './readReferences';\n\n" +
      "export const testimonials: RawTestimonial[] = [];\n\nexport const references: RawReference[] = [\n  { name: 'A', year: 2024 },\n];\n",
  );
  compiles(text);
});

lines('a list of commented examples keeps them and gets the entry at their indentation', () => {
  const source =
    "import type { RawQuestion } from './readFaq';\n\nexport const faq: RawQuestion[] = [\n    // { question: '…', answer: '…' },\n];\n";
  assert.is(
    addExtra(source, 'faq', "{ question: 'F?', answer: 'A.' }"),
    "import type { RawQuestion } from './readFaq';\n\nexport const faq: RawQuestion[] = [\n    // { question: '…', answer: '…' },\n    { question: 'F?', answer: 'A.' },\n];\n",
  );
});

lines.run();

// ---

const press = suite('editPress');

const PRESS = [
  '// Für Agenturen.',
  "import type { RawPress } from './readPress';",
  '',
  'export const press: RawPress = {',
  '  // ein Absatz',
  '  short: "Upgrade aus Kassel.",',
  "  long: 'Eins.\\n\\nZwei.',",
  "  rider: ['Bühne'], // das Wichtigste",
  '};',
  '',
].join('\n');

press('the three values replaced where they stand; comments and everything else kept', () => {
  assert.is(
    editPress(PRESS, { short: 'Upgrade spielt.', long: 'Eins.', rider: ['Bühne 6 × 4 m', 'Strom: 2 × 230 V/16 A'] }),
    [
      '// Für Agenturen.',
      "import type { RawPress } from './readPress';",
      '',
      'export const press: RawPress = {',
      '  // ein Absatz',
      "  short: 'Upgrade spielt.',",
      "  long: 'Eins.',",
      '  rider: [',
      "    'Bühne 6 × 4 m',",
      "    'Strom: 2 × 230 V/16 A',",
      '  ], // das Wichtigste',
      '};',
      '',
    ].join('\n'),
  );
});

press('an empty rider is []', () => {
  assert.match(editPress(PRESS, { short: 'a', long: 'b', rider: [] }), /\n {2}rider: \[\], \/\/ das Wichtigste\n/);
});

press('no press.ts: the shipped form with the texts', () => {
  const text = editPress('', { short: 'Kurz.', long: 'Lang.\n\nLänger.', rider: ['Bühne'] });
  assert.ok(
    text.includes(
      "export const press: RawPress = {\n  short: 'Kurz.',\n  long: 'Lang.\\n\\nLänger.',\n  rider: [\n    'Bühne',\n  ],\n};\n",
    ),
  );
  compiles(text);
});

press('a press.ts whose export is still commented out gets it appended, the type imported', () => {
  const text = editPress('// Noch leer.\n// export const press = { … };\n', { short: 'Kurz.', long: 'Lang.', rider: [] });
  assert.is(
    text,
    "import type { RawPress } from './readPress';\n// Noch leer.\n// export const press = { … };\n\nexport const press: RawPress = {\n  short: 'Kurz.',\n  long: 'Lang.',\n  rider: [],\n};\n",
  );
  compiles(text);
});

press('press.ts as the repository ships it (`= undefined`, the example commented above) gets the texts in its place', () => {
  const shipped =
    "import type { RawPress } from './readPress';\n\n// export const press: RawPress = { … };\nexport const press: RawPress | undefined = undefined;\n";
  const text = editPress(shipped, { short: 'Kurz.', long: 'Lang.', rider: ['B'] });
  assert.is(
    text,
    "import type { RawPress } from './readPress';\n\n// export const press: RawPress = { … };\nexport const press: RawPress | undefined = {\n  short: 'Kurz.',\n  long: 'Lang.',\n  rider: [\n    'B',\n  ],\n};\n",
  );
  compiles(text);
});

press('a record without one of the keys is written anew, in its place', () => {
  assert.is(
    editPress("export const press = { short: 'a' };\n", { short: 'Kurz.', long: 'Lang.', rider: ['B'] }),
    "export const press = {\n  short: 'Kurz.',\n  long: 'Lang.',\n  rider: [\n    'B',\n  ],\n};\n",
  );
});

press('a form the editor cannot change safely is refused, saying what to do', () => {
  assert.throws(
    () => editPress('export const press = texts;\n', { short: 'a', long: 'b', rider: [] }),
    /press\.ts ist in einer Form geschrieben.*keine Angabe.*Zeile 1/,
  );
  assert.throws(
    () => editPress("export const press = { short: 'a', long: 'b', rider: [] }.valueOf();\n", { short: 'a', long: 'b', rider: [] }),
    /nach der \}/,
  );
});

press.run();
