// One save of the parts Referenzen and Fragen (src/editor/saveExtras.ts), in git repositories of the
// tests' own: a list's save changes exactly that entry's line and is one commit, press.ts's save its
// values; Rückgängig takes it back; a file missing before the first save is created with its export
// and type annotation; what the build refuses is refused at the form's field, and nothing is written.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadData } from '../../src/build/loadData';
import { readOptionalFile, type ExtraFile } from '../../src/editor/dataFiles';
import type { ExtrasSaveRequest, ExtrasSaveResult } from '../../src/editor/extrasApi';
import { undoLast } from '../../src/editor/history';
import { isExtrasSaveRequest, readExtrasData, saveExtras } from '../../src/editor/saveExtras';
import { changedLines, repo, type Repo } from './tempData';
import { LINEUP, QUESTION, REFERENCE, TESTIMONIAL } from '../fixtures/extras';

/** The four files as a band keeps them, each with a comment the saves must keep. */
const FILES: Record<ExtraFile, string> = {
  references: [
    '// Was unsere Gäste sagen – nur mit Einverständnis.',
    "import type { RawReference, RawTestimonial } from './readReferences';",
    '',
    'export const testimonials: RawTestimonial[] = [',
    "  { quote: 'Die Tanzfläche war voll!', name: 'Julia und Markus', occasion: 'Hochzeit', date: '2025-06-14', place: 'Kassel' },", // 5
    '];',
    '',
    'export const references: RawReference[] = [',
    "  { name: 'Stadtfest Hofgeismar', year: 2024 }, // zweimal gespielt", // 9
    '];',
    '',
  ].join('\n'),
  faq: [
    "import type { RawQuestion } from './readFaq';",
    '',
    'export const faq: RawQuestion[] = [',
    "  { question: 'Wie lange spielen Sie?', answer: 'Drei Sets zu je 60 Minuten.' },", // 4
    '];',
    '',
  ].join('\n'),
  lineups: [
    "import type { RawLineup } from './readLineups';",
    '',
    'export const lineups: RawLineup[] = [',
    "  { name: 'Volle Band', members: 5, description: 'Mit Ton- und Lichttechnik.' },", // 4
    '];',
    '',
  ].join('\n'),
  press: [
    "import type { RawPress } from './readPress';",
    '',
    '// Für Agenturen.',
    'export const press: RawPress = {',
    "  short: 'Upgrade ist eine Coverband aus Kassel.',",
    "  long: 'Erster Absatz.\\n\\nZweiter Absatz.',",
    '  rider: [',
    "    'Bühne 6 × 4 m',",
    '  ],',
    '};',
    '',
  ].join('\n'),
};

/** A repository with the four files committed (or without them: `withFiles` false). */
async function extrasRepo(withFiles = true): Promise<Repo> {
  const at = await repo();
  if (withFiles) {
    for (const [file, text] of Object.entries(FILES)) await writeFile(join(at.data, `${file}.ts`), text);
    await at.git('add', '.');
    await at.git('commit', '--quiet', '-m', 'Referenzen');
  }
  return at;
}

const inRepo =
  (test: (at: Repo) => Promise<void>, withFiles = true) =>
  async () => {
    const at = await extrasRepo(withFiles);
    try {
      await test(at);
    } finally {
      await at.remove();
    }
  };

type Request = ExtrasSaveRequest extends infer R ? (R extends unknown ? Omit<R, 'expectedVersion'> : never) : never;

const fileOf = (request: Request): ExtraFile =>
  request.list === 'press' ? 'press' : request.list === 'testimonials' || request.list === 'references' ? 'references' : request.list;

/** A save with the file's current version, as the page had it. */
async function saved(at: Repo, request: Request): Promise<ExtrasSaveResult> {
  const { version } = await readOptionalFile(at.data, fileOf(request));
  return saveExtras(at.data, { ...request, expectedVersion: version } as ExtrasSaveRequest);
}

function mustSave(result: ExtrasSaveResult) {
  if (result.status !== 'saved') assert.unreachable(`expected a save, got ${JSON.stringify(result, null, 2)}`);
  return result as Extract<ExtrasSaveResult, { status: 'saved' }>;
}

function mustRefuse(result: ExtrasSaveResult) {
  if (result.status !== 'refused') assert.unreachable(`expected a refusal, got ${JSON.stringify(result, null, 2)}`);
  return (result as Extract<ExtrasSaveResult, { status: 'refused' }>).problems;
}

// ---

const saves = suite('a save: the line, one commit, undone');

/** Each save: the request, its commit message, the lines the commit takes out and puts in. */
const SAVES: [Request, string, string[], string[]][] = [
  [
    {
      list: 'testimonials',
      action: 'add',
      value: { quote: '  Großartig!\n\nGerne wieder. ', name: 'Familie S.', occasion: '', date: '', place: 'Vellmar' },
    },
    'Stimme hinzugefügt: Familie S.',
    [],
    ["  { quote: 'Großartig!\\n\\nGerne wieder.', name: 'Familie S.', place: 'Vellmar' },"],
  ],
  [
    { list: 'testimonials', action: 'edit', index: 0, value: { ...TESTIMONIAL, occasion: 'Polterabend' }, original: TESTIMONIAL },
    'Stimme geändert: Julia und Markus (Polterabend) (vorher Julia und Markus (Hochzeit))',
    [FILES.references.split('\n')[4]!],
    ["  { quote: 'Die Tanzfläche war voll!', name: 'Julia und Markus', occasion: 'Polterabend', date: '2025-06-14', place: 'Kassel' },"],
  ],
  [
    { list: 'testimonials', action: 'remove', index: 0, original: TESTIMONIAL },
    'Stimme gelöscht: Julia und Markus (Hochzeit)',
    [FILES.references.split('\n')[4]!],
    [],
  ],
  [
    { list: 'references', action: 'add', value: { name: 'Kulturbahnhof Kassel', year: 2025 } },
    'Referenz hinzugefügt: Kulturbahnhof Kassel (2025)',
    [],
    ["  { name: 'Kulturbahnhof Kassel', year: 2025 },"],
  ],
  [
    { list: 'references', action: 'edit', index: 0, value: { name: 'Stadtfest Hofgeismar', year: 2023 }, original: REFERENCE },
    'Referenz geändert: Stadtfest Hofgeismar (2023) (vorher Stadtfest Hofgeismar (2024))',
    ["  { name: 'Stadtfest Hofgeismar', year: 2024 }, // zweimal gespielt"],
    ["  { name: 'Stadtfest Hofgeismar', year: 2023 }, // zweimal gespielt"],
  ],
  [
    { list: 'references', action: 'remove', index: 0, original: REFERENCE },
    'Referenz gelöscht: Stadtfest Hofgeismar (2024)',
    ["  { name: 'Stadtfest Hofgeismar', year: 2024 }, // zweimal gespielt"],
    [],
  ],
  [
    {
      list: 'faq',
      action: 'add',
      value: { question: 'Spielen Sie unseren Hochzeitstanz?', answer: 'Ja, gerne.\n\nSagen Sie uns das Lied vorher.' },
    },
    'Frage hinzugefügt: Spielen Sie unseren Hochzeitstanz?',
    [],
    ["  { question: 'Spielen Sie unseren Hochzeitstanz?', answer: 'Ja, gerne.\\n\\nSagen Sie uns das Lied vorher.' },"],
  ],
  [
    { list: 'faq', action: 'edit', index: 0, value: { ...QUESTION, answer: 'Vier Sets.' }, original: QUESTION },
    'Frage geändert: Wie lange spielen Sie?',
    [FILES.faq.split('\n')[3]!],
    ["  { question: 'Wie lange spielen Sie?', answer: 'Vier Sets.' },"],
  ],
  [
    { list: 'faq', action: 'remove', index: 0, original: QUESTION },
    'Frage gelöscht: Wie lange spielen Sie?',
    [FILES.faq.split('\n')[3]!],
    [],
  ],
  [
    { list: 'lineups', action: 'add', value: { name: 'Akustik-Trio', members: 3, description: 'Gesang, Gitarre, Cajón.' } },
    'Besetzung hinzugefügt: Akustik-Trio',
    [],
    ["  { name: 'Akustik-Trio', members: 3, description: 'Gesang, Gitarre, Cajón.' },"],
  ],
  [
    { list: 'lineups', action: 'edit', index: 0, value: { ...LINEUP, members: 6 }, original: LINEUP },
    'Besetzung geändert: Volle Band',
    [FILES.lineups.split('\n')[3]!],
    ["  { name: 'Volle Band', members: 6, description: 'Mit Ton- und Lichttechnik.' },"],
  ],
  [
    { list: 'lineups', action: 'remove', index: 0, original: LINEUP },
    'Besetzung gelöscht: Volle Band',
    [FILES.lineups.split('\n')[3]!],
    [],
  ],
  [
    {
      list: 'press',
      action: 'edit',
      value: {
        short: 'Upgrade ist eine Coverband aus Kassel.',
        long: 'Erster Absatz.\n\nZweiter Absatz.',
        rider: ['Bühne 6 × 4 m', 'Strom 2 × 16 A'],
      },
    },
    'Pressetexte geändert: Technik',
    [],
    ["    'Strom 2 × 16 A',"],
  ],
  [
    { list: 'press', action: 'edit', value: { short: 'Upgrade spielt Hits.', long: 'Ein Absatz.', rider: [] } },
    'Pressetexte geändert: Kurzbiografie, Ausführliche Biografie, Technik',
    [
      "  short: 'Upgrade ist eine Coverband aus Kassel.',",
      "  long: 'Erster Absatz.\\n\\nZweiter Absatz.',",
      '  rider: [',
      "    'Bühne 6 × 4 m',",
      '  ],',
    ],
    ["  short: 'Upgrade spielt Hits.',", "  long: 'Ein Absatz.',", '  rider: [],'],
  ],
];

for (const [request, message, removed, added] of SAVES) {
  saves(
    message,
    inRepo(async (at) => {
      const file = fileOf(request);
      const before = await readFile(join(at.data, `${file}.ts`), 'utf8');
      const result = mustSave(await saved(at, request));
      assert.is(result.message, message);
      assert.ok(result.commit, 'committed');
      assert.is(await at.git('log', '-1', '--format=%s'), message);
      assert.is(await at.git('show', '--format=', '--name-only', 'HEAD'), `src/data/${file}.ts`);
      assert.equal(await changedLines(at), { removed, added });
      // The build passes the file as saved.
      await loadData(at.data);
      // Rückgängig: the file as it was, byte for byte.
      const undone = await undoLast(at.data);
      assert.is(undone.message, `Rückgängig: ${message}`);
      assert.is(await readFile(join(at.data, `${file}.ts`), 'utf8'), before);
    }),
  );
}

saves.run();

// ---

const created = suite('a file missing before the first save');

/** Each list's first entry in a folder without its file: the file's export and type annotation. */
const FIRST: [Request, ExtraFile, string[]][] = [
  [
    { list: 'testimonials', action: 'add', value: TESTIMONIAL },
    'references',
    ['export const testimonials: RawTestimonial[] = [', 'export const references: RawReference[] = [];'],
  ],
  [
    { list: 'references', action: 'add', value: REFERENCE },
    'references',
    ['export const references: RawReference[] = [', "import type { RawReference, RawTestimonial } from './readReferences';"],
  ],
  [
    { list: 'faq', action: 'add', value: QUESTION },
    'faq',
    ['export const faq: RawQuestion[] = [', "import type { RawQuestion } from './readFaq';"],
  ],
  [
    { list: 'lineups', action: 'add', value: LINEUP },
    'lineups',
    ['export const lineups: RawLineup[] = [', "import type { RawLineup } from './readLineups';"],
  ],
  [
    { list: 'press', action: 'edit', value: { short: 'Kurz.', long: 'Lang.', rider: ['Bühne'] } },
    'press',
    ['export const press: RawPress = {', "import type { RawPress } from './readPress';", "  short: 'Kurz.',", "    'Bühne',"],
  ],
];

for (const [request, file, lines] of FIRST) {
  created(
    `${request.list}: ${file}.ts`,
    inRepo(async (at) => {
      assert.is((await readOptionalFile(at.data, file)).version, '');
      mustSave(await saved(at, request));
      const text = await readFile(join(at.data, `${file}.ts`), 'utf8');
      for (const line of lines) assert.ok(text.split('\n').includes(line), `${line} in:\n${text}`);
      assert.is(await at.git('show', '--format=', '--name-only', 'HEAD'), `src/data/${file}.ts`);
      const data = await loadData(at.data);
      assert.ok(request.list === 'press' ? data.press : data[request.list]?.length === 1);
      // Rückgängig removes the file the save made.
      await undoLast(at.data);
      assert.is((await readOptionalFile(at.data, file)).version, '');
    }, false),
  );
}

created.run();

// ---

const refused = suite('refused: at the field, nothing written, no commit');

/** Each refused save, and the field its refusal names. */
const REFUSED: [string, Request, string, RegExp][] = [
  ['a testimonial without a name', { list: 'testimonials', action: 'add', value: { quote: 'Super!', name: '' } }, 'name', /Name/],
  ['a testimonial without its quote', { list: 'testimonials', action: 'add', value: { quote: ' ', name: 'Familie S.' } }, 'quote', /Zitat/],
  [
    'a day that does not exist',
    { list: 'testimonials', action: 'add', value: { quote: 'Super!', name: 'Familie S.', date: '2025-02-30' } },
    'date',
    /Datum/,
  ],
  ['a year in the future', { list: 'references', action: 'add', value: { name: 'Zukunftsfest', year: 2999 } }, 'year', /Jahr/],
  ['a year typed as a word', { list: 'references', action: 'add', value: { name: 'Hoffest', year: 'zwanzig' } }, 'year', /Jahr/],
  ['a question without its answer', { list: 'faq', action: 'add', value: { question: 'Was kostet es?', answer: '' } }, 'answer', /Antwort/],
  [
    'a line-up of no musicians',
    { list: 'lineups', action: 'add', value: { name: 'Niemand', members: 0, description: 'Stille.' } },
    'members',
    /Musikerzahl/,
  ],
  [
    'an empty rider line',
    { list: 'press', action: 'edit', value: { short: 'Kurz.', long: 'Lang.', rider: ['Bühne', ' '] } },
    'rider',
    /Technik/,
  ],
  ['an empty short biography', { list: 'press', action: 'edit', value: { short: '', long: 'Lang.', rider: [] } }, 'short', /Kurzbiografie/],
];

for (const [name, request, field, label] of REFUSED) {
  refused(
    name,
    inRepo(async (at) => {
      const file = fileOf(request);
      const before = await readFile(join(at.data, `${file}.ts`), 'utf8');
      const head = await at.git('rev-parse', 'HEAD');
      const problems = mustRefuse(await saved(at, request));
      const mine = problems.find((problem) => problem.field === field);
      assert.ok(mine, `a refusal at ${field}: ${JSON.stringify(problems, null, 2)}`);
      assert.match(mine.message, label);
      assert.match(mine.message, new RegExp(`${file}\\.ts, Zeile \\d+`));
      assert.is(await readFile(join(at.data, `${file}.ts`), 'utf8'), before);
      assert.is(await at.git('rev-parse', 'HEAD'), head);
    }),
  );
}

refused(
  'an entry changed meanwhile: not overwritten',
  inRepo(async (at) => {
    const result = await saved(at, {
      list: 'faq',
      action: 'edit',
      index: 0,
      value: QUESTION,
      original: { ...QUESTION, answer: 'Anders.' },
    });
    assert.is(result.status, 'changed');
  }),
);

refused(
  'a file changed on disk since it was read: not overwritten',
  inRepo(async (at) => {
    const { version } = await readOptionalFile(at.data, 'lineups');
    await writeFile(join(at.data, 'lineups.ts'), FILES.lineups.replace('Volle Band', 'Große Band'));
    const result = await saveExtras(at.data, { list: 'lineups', action: 'add', value: LINEUP, expectedVersion: version });
    assert.is(result.status, 'changed');
  }),
);

refused.run();

// ---

const read = suite('readExtrasData and isExtrasSaveRequest');

read(
  'the lists, the press texts and the versions as the build compiles them',
  inRepo(async (at) => {
    const data = await readExtrasData(at.data);
    assert.equal(data.testimonials, [{ index: 0, value: TESTIMONIAL }]);
    assert.equal(data.references, [{ index: 0, value: REFERENCE }]);
    assert.equal(data.faq, [{ index: 0, value: QUESTION }]);
    assert.equal(data.lineups, [{ index: 0, value: LINEUP }]);
    assert.equal(data.press, {
      short: 'Upgrade ist eine Coverband aus Kassel.',
      long: 'Erster Absatz.\n\nZweiter Absatz.',
      rider: ['Bühne 6 × 4 m'],
    });
    assert.is(data.versions.faq, (await readOptionalFile(at.data, 'faq')).version);
    assert.equal(data.problems, []);
  }),
);

read(
  'without the files: empty lists, empty texts, no versions',
  inRepo(async (at) => {
    const data = await readExtrasData(at.data);
    assert.equal([data.testimonials, data.references, data.faq, data.lineups], [[], [], [], []]);
    assert.equal(data.press, { short: '', long: '', rider: [] });
    assert.equal(data.versions, { references: '', faq: '', lineups: '', press: '' });
  }, false),
);

read('the requests the server takes', () => {
  const ok: unknown[] = [
    { list: 'faq', action: 'add', value: QUESTION, expectedVersion: '' },
    { list: 'references', action: 'add', value: { name: 'Hoffest', year: 'zwanzig' }, expectedVersion: '' },
    { list: 'lineups', action: 'remove', index: 0, original: LINEUP, expectedVersion: 'v' },
    { list: 'press', action: 'edit', value: { short: '', long: '', rider: [] }, expectedVersion: '' },
  ];
  const no: unknown[] = [
    { list: 'faq', action: 'add', value: { ...QUESTION, colour: 'rot' }, expectedVersion: '' },
    { list: 'gigs', action: 'add', value: QUESTION, expectedVersion: '' },
    { list: 'faq', action: 'remove', index: -1, original: QUESTION, expectedVersion: '' },
    { list: 'press', action: 'edit', value: { short: '', long: '', rider: [1] }, expectedVersion: '' },
    { list: 'faq', action: 'add', value: QUESTION },
  ];
  for (const body of ok) assert.ok(isExtrasSaveRequest(body), JSON.stringify(body));
  for (const body of no) assert.not.ok(isExtrasSaveRequest(body), JSON.stringify(body));
});

read.run();
