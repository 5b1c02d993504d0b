// faq.ts in the one strict reading (readData): each question with its answer, the answer one entry per
// paragraph, each refusal naming the file, the question and what to type.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readData, type RawData } from '../../src/data/readData';
import { band } from '../fixtures/data/band';

const long = { question: 'Wie lange spielen Sie?', answer: 'In der Regel drei Sets zu je 60 Minuten.' };

/** readData of the fixture band with faq.ts's exports `exports`. */
const read = (exports: unknown) =>
  readData({ band, gigs: [], songs: [{ title: 'Männer', artist: 'Herbert Grönemeyer' }], faq: exports } as RawData);

const API = suite('API');

API('exports readFaq', async () => {
  assert.type((await import('../../src/data/readFaq')).readFaq, 'function');
});

API.run();

// ---

const accepts = suite('readFaq accepts');

accepts('an answer in paragraphs: split on blank lines, a single line break a space, typeset', () => {
  const { data, problems } = read({
    faq: [
      long,
      {
        question: ' Bringen Sie "Technik" mit? ',
        answer: 'Ja, für bis zu 250 Gäste.\n\nFür größere Feste\nmit einem Verleih.\n \n\n  Fragen Sie uns!  ',
      },
    ],
  });
  assert.equal(problems, []);
  assert.equal(data.faq, [
    { question: 'Wie lange spielen Sie?', answer: ['In der Regel drei Sets zu je 60\u00a0Minuten.'] },
    {
      question: 'Bringen Sie „Technik“ mit?',
      answer: ['Ja, für bis zu 250 Gäste.', 'Für größere Feste mit einem Verleih.', 'Fragen Sie uns!'],
    },
  ]);
});

accepts('no file, no list, an empty list: no questions in the data', () => {
  for (const exports of [undefined, {}, { faq: [] }]) {
    const { data, problems } = read(exports);
    assert.equal(problems, []);
    assert.not.ok('faq' in data, JSON.stringify(exports));
  }
});

accepts.run();

// ---

const refuses = suite('readFaq refuses, naming file, question and what to type');

const CASES: [string, unknown, string][] = [
  [
    'a question without an answer',
    { faq: [{ question: 'Wie lange spielen Sie?' }] },
    `src/data/faq.ts (faq entry 1): question "Wie lange spielen Sie?": answer is missing – the band's answer, e.g. 'In der Regel drei Sets zu je 60 Minuten.' (a blank line starts a new paragraph)`,
  ],
  [
    'an answer of blank lines',
    { faq: [{ ...long, answer: '\n\n  \n' }] },
    `src/data/faq.ts (faq entry 1): question "Wie lange spielen Sie?": answer is empty – the band's answer, e.g. 'In der Regel drei Sets zu je 60 Minuten.' (a blank line starts a new paragraph)`,
  ],
  [
    'an answer without its question',
    { faq: [{ answer: 'Drei Stunden.' }] },
    `src/data/faq.ts (faq entry 1): question ?: question is missing – the question as clients ask it, e.g. 'Wie lange spielen Sie?'`,
  ],
  [
    'a question asked twice',
    { faq: [long, { ...long, question: 'wie lange spielen sie?' }] },
    'src/data/faq.ts (faq entry 2): question "wie lange spielen sie?": the same question as src/data/faq.ts (faq entry 1)',
  ],
  ['a misspelt export', { fragen: [long] }, "src/data/faq.ts (fragen): unknown export 'fragen' (allowed: faq)"],
];

for (const [what, exports, message] of CASES) {
  refuses(what, () => {
    const { problems } = read(exports);
    assert.ok(problems.includes(message), `${message}\n  not in\n${problems.join('\n')}`);
  });
}

refuses.run();
