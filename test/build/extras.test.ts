// Issue 47's optional files in the data check (loadData, as `npm run build` runs it): references.ts,
// faq.ts, lineups.ts and press.ts are read where they are there, each refusal with the file, the line,
// the entry and what to type; a folder without them, or with empty lists, has none of it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuildError } from '../../src/build/BuildError';
import { EXTRAS, extrasIn, loadData, type LoadedData } from '../../src/build/loadData';
import { ROOT } from '../../src/build/paths';

/** The issue's files, exactly as it writes them (with the type imports the repository's files have). */
const FILES = {
  references: [
    "import type { RawReference, RawTestimonial } from './readReferences';",
    'export const testimonials: RawTestimonial[] = [',
    "  { quote: 'Die Tanzfläche war bis zum letzten Lied voll – danke für diesen Abend!', name: 'Julia und Markus', occasion: 'Hochzeit', date: '2025-06-14', place: 'Kassel' },", // 3
    '];',
    'export const references: RawReference[] = [',
    "  { name: 'Stadtfest Hofgeismar', year: 2024 },", // 6
    '];',
    '',
  ].join('\n'),
  faq: [
    "import type { RawQuestion } from './readFaq';",
    'export const faq: RawQuestion[] = [',
    "  { question: 'Wie lange spielen Sie?', answer: 'In der Regel drei Sets zu je 60 Minuten …' },", // 3
    '];',
    '',
  ].join('\n'),
  lineups: [
    "import type { RawLineup } from './readLineups';",
    'export const lineups: RawLineup[] = [',
    "  { name: 'Volle Band', members: 5, description: 'Gesang, Gitarre, Bass, Keyboard und Schlagzeug, mit eigener Ton- und Lichttechnik bis 250 Gäste.' },", // 3
    '];',
    '',
  ].join('\n'),
  press: [
    "import type { RawPress } from './readPress';",
    'export const press: RawPress = {',
    "  short: 'Upgrade ist eine Live-Coverband aus Kassel …',", // 3
    "  long: 'Erster Absatz …\\n\\nZweiter Absatz …',", // 4
    "  rider: ['Bühnenfläche mindestens 6 × 4 m', 'Strom: 2 × 230 V/16 A auf getrennten Kreisen', 'Aufbau 90 Minuten, Abbau 60 Minuten'],", // 5
    '};',
    '',
  ].join('\n'),
};

type Files = Partial<Record<keyof typeof FILES, string>>;

let folder: string | undefined;

/** A data folder: the fixtures' three files and the optional ones given. */
async function dataFolder(files: Files): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'band-extras-'));
  for (const name of ['band', 'gigs', 'songs']) {
    await writeFile(join(dir, `${name}.ts`), await readFile(join(ROOT, 'test/fixtures/data', `${name}.ts`), 'utf8'));
  }
  // The type imports resolve as in src/data/.
  for (const name of ['readReferences', 'readFaq', 'readLineups', 'readPress']) {
    await writeFile(join(dir, `${name}.ts`), `export * from ${JSON.stringify(join(ROOT, 'src/data', name))};\n`);
  }
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, `${name}.ts`), text);
  return dir;
}

/** The data check's result for `files`: the data, or the refusal's words. */
async function check(files: Files): Promise<{ data?: LoadedData; refusal?: string }> {
  folder = await dataFolder(files);
  try {
    return { data: await loadData(folder) };
  } catch (error) {
    assert.instance(error, BuildError);
    return { refusal: (error as Error).message };
  }
}

const extras = suite('the optional files in the data check');

extras.after.each(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

extras('the issue’s files pass, and the data carries all of them', async () => {
  const { data, refusal } = await check(FILES);
  assert.is(refusal, undefined);
  assert.equal(data?.testimonials, [
    {
      quote: 'Die Tanzfläche war bis zum letzten Lied voll – danke für diesen Abend!',
      name: 'Julia und Markus',
      occasion: 'Hochzeit',
      date: '2025-06-14',
      place: 'Kassel',
    },
  ]);
  assert.equal(data?.references, [{ name: 'Stadtfest Hofgeismar', year: 2024 }]);
  assert.equal(data?.faq, [{ question: 'Wie lange spielen Sie?', answer: ['In der Regel drei Sets zu je 60\u00a0Minuten …'] }]);
  assert.equal(
    data?.lineups?.map((l) => [l.name, l.members]),
    [['Volle Band', 5]],
  );
  assert.equal(data?.press, {
    short: 'Upgrade ist eine Live-Coverband aus Kassel …',
    long: ['Erster Absatz …', 'Zweiter Absatz …'],
    // Typeset like the songs: a number and its unit never part.
    rider: [
      'Bühnenfläche mindestens 6\u00a0×\u00a04\u00a0m',
      'Strom: 2\u00a0×\u00a0230\u00a0V/16\u00a0A auf getrennten Kreisen',
      'Aufbau 90\u00a0Minuten, Abbau 60\u00a0Minuten',
    ],
  });
});

extras('no optional file, empty lists, or press undefined: none of it is in the data', async () => {
  const empty: Files = {
    references: 'export const testimonials = [];\nexport const references = [];\n',
    faq: 'export const faq = [];\n',
    lineups: 'export const lineups = [];\n',
    press: "import type { RawPress } from './readPress';\nexport const press: RawPress | undefined = undefined;\n",
  };
  for (const files of [{}, empty]) {
    const { data, refusal } = await check(files);
    assert.is(refusal, undefined);
    for (const key of ['testimonials', 'references', 'faq', 'lineups', 'press', 'pressKit'] as const) {
      assert.not.ok(data && key in data, `${key} with ${Object.keys(files).length} files`);
    }
    await rm(folder!, { recursive: true, force: true });
  }
});

extras('the repository’s own files, those there, pass', async () => {
  const shipped: Files = {};
  // The band may delete any of them.
  for (const name of await extrasIn(join(ROOT, 'src/data'))) shipped[name] = await readFile(join(ROOT, 'src/data', `${name}.ts`), 'utf8');
  const { refusal } = await check(shipped);
  assert.is(refusal, undefined);
});

extras('extrasIn names the optional files a folder has, in their order', async () => {
  folder = await dataFolder({ press: FILES.press, faq: FILES.faq });
  assert.equal(await extrasIn(folder), ['faq', 'press']);
  assert.equal([...EXTRAS], ['references', 'faq', 'lineups', 'press']);
});

// [what is wrong, the file, its text changed, what the refusal says: file and line first]
const REFUSED: [string, keyof typeof FILES, (text: string) => string, RegExp][] = [
  [
    'a testimonial without a name',
    'references',
    (text) => text.replace("name: 'Julia und Markus', ", ''),
    /references\.ts:3: testimonial "Die Tanzfläche war bis zum letzten Lied…": name is missing – who said it, with their consent, e\.g\. 'Julia und Markus' \(otherwise 'Familie S\.'\)/,
  ],
  [
    'a reference without a name',
    'references',
    (text) => text.replace("name: 'Stadtfest Hofgeismar', ", ''),
    /references\.ts:6: reference \?: name is missing – the company, venue or festival, e\.g\. 'Stadtfest Hofgeismar'/,
  ],
  [
    'a reference in a year in the future',
    'references',
    (text) => text.replace('year: 2024', 'year: 2999'),
    /references\.ts:6: reference "Stadtfest Hofgeismar": year 2999 lies in the future: write the year the band played there \(\d{4} at the latest\)/,
  ],
  [
    'a year in quotes',
    'references',
    (text) => text.replace('year: 2024', "year: '2024'"),
    /references\.ts:6: reference "Stadtfest Hofgeismar": year must be the year the band played there, like 2024 \(without quotes\), got "2024"/,
  ],
  [
    'a testimonial’s day in the future',
    'references',
    (text) => text.replace('2025-06-14', '2999-06-14'),
    /references\.ts:3: testimonial by "Julia und Markus": date "2999-06-14" lies in the future/,
  ],
  [
    'a misspelt export',
    'references',
    (text) => text.replace('export const references', 'export const referenzen'),
    /references\.ts:5: unknown export 'referenzen' \(did you mean 'references'\?\)/,
  ],
  [
    'a question without an answer',
    'faq',
    (text) => text.replace(", answer: 'In der Regel drei Sets zu je 60 Minuten …'", ''),
    /faq\.ts:3: question "Wie lange spielen Sie\?": answer is missing – the band's answer, e\.g\./,
  ],
  [
    'a question asked twice',
    'faq',
    (text) => text.replace('\n];', "\n  { question: 'Wie lange spielen Sie?', answer: 'Drei Stunden.' },\n];"),
    /faq\.ts:4: question "Wie lange spielen Sie\?": the same question as \S*faq\.ts:3/,
  ],
  [
    'a misspelt key, with the key meant',
    'faq',
    (text) => text.replace('answer:', 'anwser:'),
    /faq\.ts:3: question "Wie lange spielen Sie\?": unknown key 'anwser' \(did you mean 'answer'\?\)/,
  ],
  [
    'a line-up of no musicians',
    'lineups',
    (text) => text.replace('members: 5', 'members: 0'),
    /lineups\.ts:3: line-up "Volle Band": members must be the number of musicians, like 5 \(without quotes\), got 0/,
  ],
  [
    'an empty rider line',
    'press',
    (text) => text.replace("'Strom: 2 × 230 V/16 A auf getrennten Kreisen'", "' '"),
    /press\.ts:5: rider entry 2 is empty \(write the line, e\.g\. 'Bühnenfläche mindestens 6 × 4 m', or delete it\)/,
  ],
  [
    'an empty short biography',
    'press',
    (text) => text.replace("short: 'Upgrade ist eine Live-Coverband aus Kassel …'", "short: ''"),
    /press\.ts:3: short is empty – the short biography, one paragraph/,
  ],
  [
    'a key written twice',
    'press',
    (text) => text.replace("  long: '", "  short: 'Noch einmal',\n  long: '"),
    /press\.ts:4: short is written twice \(also on line 3\)/,
  ],
];

for (const [what, file, change, message] of REFUSED) {
  extras(`refuses ${what}, naming file, line, entry and what to type`, async () => {
    const { refusal } = await check({ ...FILES, [file]: change(FILES[file]) });
    assert.ok(refusal, 'refused');
    assert.match(refusal!, message, refusal);
    assert.match(refusal!, 'nothing was written');
  });
}

extras('a syntax error in an optional file is named with its file, line and column', async () => {
  const { refusal } = await check({ faq: FILES.faq.replace("60 Minuten …' }", "60 Minuten …' )") });
  assert.match(refusal!, /faq\.ts:3:\d+: /);
  assert.match(refusal!, "3 |   { question: 'Wie lange spielen Sie?'");
});

extras('an empty rider is no Technik, not a refusal', async () => {
  const { data, refusal } = await check({ press: FILES.press.replace(/rider: \[.*\]/, 'rider: []') });
  assert.is(refusal, undefined);
  assert.equal(data?.press?.rider, []);
});

extras.run();
