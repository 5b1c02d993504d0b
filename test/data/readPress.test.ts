// press.ts in the one strict reading (readData): the short and the long biography and the rider, each
// refusal at its key or rider line; `press` undefined (as shipped) or no file is no press page.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readData, type RawData } from '../../src/data/readData';
import { band } from '../fixtures/data/band';

const press = {
  short: 'Upgrade ist eine Live-Coverband aus Kassel.',
  long: 'Erster Absatz.\n\nZweiter Absatz.',
  rider: ['Bühnenfläche mindestens 6 × 4 m', 'Aufbau 90 Minuten'],
};

/** readData of the fixture band with press.ts's exports `exports`. */
const read = (exports: unknown) =>
  readData({ band, gigs: [], songs: [{ title: 'Männer', artist: 'Herbert Grönemeyer' }], press: exports } as RawData);

const API = suite('API');

API('exports readPress', async () => {
  assert.type((await import('../../src/data/readPress')).readPress, 'function');
});

API.run();

// ---

const accepts = suite('readPress accepts');

accepts('the texts typeset, the long one in paragraphs, the rider line by line', () => {
  const { data, problems } = read({ press });
  assert.equal(problems, []);
  assert.equal(data.press, {
    short: 'Upgrade ist eine Live-Coverband aus Kassel.',
    long: ['Erster Absatz.', 'Zweiter Absatz.'],
    rider: ['Bühnenfläche mindestens 6\u00a0×\u00a04\u00a0m', 'Aufbau 90\u00a0Minuten'],
  });
});

accepts('an empty rider: press texts without Technik', () => {
  const { data, problems } = read({ press: { ...press, rider: [] } });
  assert.equal(problems, []);
  assert.equal(data.press?.rider, []);
});

accepts('no file, or press undefined: no press in the data', () => {
  for (const exports of [undefined, {}, { press: undefined }]) {
    const { data, problems } = read(exports);
    assert.equal(problems, []);
    assert.not.ok('press' in data);
  }
});

accepts.run();

// ---

const refuses = suite('readPress refuses, naming file, key and what to type');

const CASES: [string, unknown, string][] = [
  [
    'an empty rider line',
    { press: { ...press, rider: ['Bühne 6 × 4 m', ''] } },
    "src/data/press.ts (press.rider.1): rider entry 2 is empty (write the line, e.g. 'Bühnenfläche mindestens 6 × 4 m', or delete it)",
  ],
  [
    'a rider line that is no text',
    { press: { ...press, rider: [230] } },
    'src/data/press.ts (press.rider.0): rider entry 1 must be a text in quotes, got 230',
  ],
  [
    'a rider that is no list',
    { press: { ...press, rider: 'Bühne 6 × 4 m' } },
    `src/data/press.ts (press.rider): rider must be a list in [ … ]: the technical rider, one line each, e.g. ['Bühnenfläche mindestens 6 × 4 m'], or [] for none, got "Bühne 6 × 4 m"`,
  ],
  [
    'no short biography',
    { press: { long: press.long, rider: [] } },
    `src/data/press.ts (press.short): short is missing – the short biography, one paragraph, e.g. 'Upgrade ist eine Live-Coverband aus Kassel …'`,
  ],
  [
    'a blank long biography',
    { press: { ...press, long: ' \n\n ' } },
    'src/data/press.ts (press.long): long is empty – the long biography (a blank line starts a new paragraph)',
  ],
  [
    'press that is no record',
    { press: 'Upgrade aus Kassel' },
    `src/data/press.ts (press): press must be { short: '…', long: '…', rider: [ … ] } (or undefined for no press page), got "Upgrade aus Kassel"`,
  ],
  ['a misspelt key', { press: { ...press, shrot: 'x' } }, "src/data/press.ts (press.shrot): unknown key 'shrot' (did you mean 'short'?)"],
  ['a misspelt export', { presse: press }, "src/data/press.ts (presse): unknown export 'presse' (did you mean 'press'?)"],
];

for (const [what, exports, message] of CASES) {
  refuses(what, () => {
    const { problems } = read(exports);
    assert.ok(problems.includes(message), `${message}\n  not in\n${problems.join('\n')}`);
  });
}

refuses.run();
