// references.ts in the one strict reading (readData): testimonials and references, each refusal naming
// the file, the entry and what to type; a day or a year after `today` refused; references newest first.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readData, type RawData } from '../../src/data/readData';
import { band } from '../fixtures/data/band';

const TODAY = new Date(2026, 10, 28, 15, 30);
const julia = { quote: 'Die Tanzfläche war bis zum letzten Lied voll!', name: 'Julia und Markus' };
const hofgeismar = { name: 'Stadtfest Hofgeismar', year: 2024 };

/** readData of the fixture band with references.ts's exports `exports`, on TODAY. */
const read = (exports: unknown) =>
  readData({ band, gigs: [], songs: [{ title: 'Männer', artist: 'Herbert Grönemeyer' }], references: exports } as RawData, undefined, {
    today: TODAY,
  });

const API = suite('API');

API('exports readReferences', async () => {
  const api = await import('../../src/data/readReferences');
  assert.type(api.readReferences, 'function');
});

API.run();

// ---

const accepts = suite('readReferences accepts');

accepts('a testimonial with only quote and name, and one with all: typeset, left out where not given', () => {
  const { data, problems } = read({
    testimonials: [julia, { quote: ' "Einfach super" ', name: 'Familie S.', occasion: 'Geburtstag', date: '2026-11-28', place: 'Kassel' }],
  });
  assert.equal(problems, []);
  assert.equal(data.testimonials, [
    julia,
    { quote: '„Einfach super“', name: 'Familie S.', occasion: 'Geburtstag', date: '2026-11-28', place: 'Kassel' },
  ]);
  assert.not.ok('references' in data, 'no references: none in the data');
});

accepts('references newest first, equal years in the band’s order; this year’s too', () => {
  const { data, problems } = read({
    references: [
      { name: 'A', year: 2021 },
      { name: 'B', year: 2026 },
      { name: 'C', year: 2021 },
      { name: 'D', year: 2024 },
      // The same place in another year is another reference.
      { name: 'B', year: 2025 },
    ],
  });
  assert.equal(problems, []);
  assert.equal(
    data.references?.map((r) => `${r.name} ${r.year}`),
    ['B 2026', 'B 2025', 'D 2024', 'A 2021', 'C 2021'],
  );
});

accepts('no file, empty lists: neither is in the data', () => {
  for (const exports of [undefined, {}, { testimonials: [], references: [] }]) {
    const { data, problems } = read(exports);
    assert.equal(problems, []);
    assert.not.ok('testimonials' in data || 'references' in data, JSON.stringify(exports));
  }
});

accepts.run();

// ---

const refuses = suite('readReferences refuses, naming file, entry and what to type');

const CASES: [string, unknown, string][] = [
  [
    'a testimonial without a name',
    { testimonials: [{ quote: 'Super!' }] },
    `src/data/references.ts (testimonials entry 1): testimonial "Super!": name is missing – who said it, with their consent, e.g. 'Julia und Markus' (otherwise 'Familie S.')`,
  ],
  [
    'a testimonial with a blank quote',
    { testimonials: [{ ...julia, quote: '  ' }] },
    `src/data/references.ts (testimonials entry 1): testimonial by "Julia und Markus": quote is empty – write the client's words, e.g. 'Die Tanzfläche war bis zum letzten Lied voll!'`,
  ],
  [
    'a day tomorrow',
    { testimonials: [{ ...julia, date: '2026-11-29' }] },
    'src/data/references.ts (testimonials entry 1): testimonial by "Julia und Markus": date "2026-11-29" lies in the future: write the day of the party, which has taken place',
  ],
  [
    'a day that does not exist',
    { testimonials: [{ ...julia, date: '2025-02-30' }] },
    'src/data/references.ts (testimonials entry 1): testimonial by "Julia und Markus": date "2025-02-30" is not a real date (expected YYYY-MM-DD)',
  ],
  [
    'a blank place',
    { testimonials: [{ ...julia, place: '' }] },
    'src/data/references.ts (testimonials entry 1): testimonial by "Julia und Markus": place is empty (leave it out when there is nothing to say)',
  ],
  [
    'a reference without a name',
    { references: [{ year: 2024 }] },
    `src/data/references.ts (references entry 1): reference ?: name is missing – the company, venue or festival, e.g. 'Stadtfest Hofgeismar'`,
  ],
  [
    'next year',
    { references: [{ ...hofgeismar, year: 2027 }] },
    'src/data/references.ts (references entry 1): reference "Stadtfest Hofgeismar": year 2027 lies in the future: write the year the band played there (2026 at the latest)',
  ],
  [
    'a year that is no whole number',
    { references: [{ ...hofgeismar, year: 2024.5 }] },
    'src/data/references.ts (references entry 1): reference "Stadtfest Hofgeismar": year must be the year the band played there, like 2024 (without quotes), got 2024.5',
  ],
  [
    'a reference listed twice',
    { references: [hofgeismar, { name: 'stadtfest hofgeismar', year: 2024 }] },
    'src/data/references.ts (references entry 2): reference "stadtfest hofgeismar": the same reference as src/data/references.ts (references entry 1)',
  ],
  [
    'a misspelt key',
    { references: [{ ...hofgeismar, jahr: 2024 }] },
    "src/data/references.ts (references entry 1): reference \"Stadtfest Hofgeismar\": unknown key 'jahr' (did you mean 'year'?)",
  ],
  [
    'a misspelt export',
    { testimonials: [], referenzen: [] },
    "src/data/references.ts (referenzen): unknown export 'referenzen' (did you mean 'references'?)",
  ],
  [
    'a list that is none',
    { references: hofgeismar },
    `src/data/references.ts (references): references must be a list in [ … ], e.g. [{ name: '…', year: 2024 }], got {"name":"Stadtfest Hofgeismar","year":2024}`,
  ],
  [
    'an entry that is no record',
    { references: ['Stadtfest Hofgeismar'] },
    `src/data/references.ts (references entry 1): reference ?: expected { name: '…', year: 2024 }, got "Stadtfest Hofgeismar"`,
  ],
];

for (const [what, exports, message] of CASES) {
  refuses(what, () => {
    const { problems } = read(exports);
    assert.ok(problems.includes(message), `${message}\n  not in\n${problems.join('\n')}`);
  });
}

refuses.run();
