// The typed record reader under the data files' readers: each kind, what it returns and what it says.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { day, flag, list, oneOf, optional, record, text, whole, type Reader } from '../../src/data/readRecord';
import { english } from '../../src/domain/refusals';

/** What `read` makes of `value` at `path` (a day as its date string), and every problem as `path: message` in English. */
function reading<T>(read: Reader<T>, value: unknown, path = 'key'): [T | string, string[]] {
  const problems: string[] = [];
  const result = read(value, path, (at, said, advice) =>
    problems.push(`${at}: ${english({ where: '', said, ...(advice ? { advice } : {}) })}`),
  );
  return [result instanceof Date ? result.toDateString() : result, problems];
}

// ---

const kinds = suite('the kinds of a field');

const PARTNERS = "the Impressum names every partner of the GbR with first and last name, e.g. ['Miriam Muster', 'Jonas Beispiel']";

const CASES: [string, Reader<unknown>, unknown, unknown, string[]][] = [
  ['text, trimmed', text(), '  a   b ', 'a b', []],
  ['text, missing', text(), undefined, '', ['key: key is missing']],
  ['text, not in quotes', text(), 42, '', ['key: key must be a text in quotes, got 42']],
  ['text, blank', text(), ' ', '', ['key: key is empty']],
  ['text, blank with advice', text({ ifBlank: 'infoBlank' }), '', '', ['key: key is empty (leave it out when there is nothing to say)']],
  ['text that may be blank', text({ mayBeBlank: true }), ' ', '', []],
  ['text, made over', text({ then: (t) => t.toUpperCase() }), 'ab', 'AB', []],
  [
    'text, against a rule',
    text({ rule: (t, got, path) => (t === 'ok' ? undefined : { kind: 'emailWrong', path, got }) }),
    ' no',
    'no',
    ['key: key " no" is not an e-mail address'],
  ],
  ['day', day, '2027-07-14', 'Wed Jul 14 2027', []],
  ['day, no such day', day, '2027-02-30', 'Invalid Date', ['key: key "2027-02-30" is not a real date (expected YYYY-MM-DD)']],
  ['day, missing', day, undefined, 'Invalid Date', ['key: key is missing (expected YYYY-MM-DD)']],
  ['flag', flag, false, false, []],
  ['flag, left out', flag, undefined, undefined, []],
  ['flag, in quotes', flag, 'ja', undefined, ['key: key must be true or false (without quotes), got "ja"']],
  ['whole number', whole({ min: 1, needs: 'logDays' }), 7, 7, []],
  [
    'whole number, too small',
    whole({ min: 1, needs: 'logDays' }),
    0,
    NaN,
    ['key: key must be the number of days the host keeps its logs (without quotes), got 0'],
  ],
  [
    'whole number, in quotes',
    whole({ min: 1, needs: 'logDays' }),
    '7',
    NaN,
    ['key: key must be the number of days the host keeps its logs (without quotes), got "7"'],
  ],
  ['one of', oneOf(['Rock', 'Pop']), 'Pop', 'Pop', []],
  ['one of, none', oneOf(['Rock', 'Pop']), 'Jazz', undefined, ["key: key \"Jazz\" is not one of 'Rock', 'Pop'"]],
  ['optional, left out', optional(text()), undefined, undefined, []],
  ['optional with a default, left out', optional(text(), '-'), undefined, '-', []],
  ['optional, given', optional(text()), 5, '', ['key: key must be a text in quotes, got 5']],
  ['list', list(text(), 'partners'), ['a', ' '], ['a', ''], ['key.1: key entry 2 is empty']],
  ['list, empty', list(text(), 'partners'), [], [], [`key: key is empty: ${PARTNERS}`]],
  ['list, not a list', list(text(), 'partners'), 'a', [], [`key: key must be a list in [ … ]: ${PARTNERS}, got "a"`]],
];

for (const [name, read, value, expected, problems] of CASES) {
  kinds(name, () => assert.equal(reading(read, value), [expected, problems]));
}

kinds.run();

// ---

const records = suite('record');

const pair = record((field) => ({ name: field('name', text()), part: field('part', optional(text())) }), true);

records('reads its fields in its order, leaving out what may be left out', () => {
  assert.equal(reading(pair, { part: 'Bass', name: 'Tim' }), [{ name: 'Tim', part: 'Bass' }, []]);
  assert.equal(reading(pair, { name: 'Tim' }), [{ name: 'Tim', part: undefined }, []]);
});

records('refuses a key it does not read, with the one probably meant', () => {
  assert.equal(reading(pair, { name: 'Tim', prat: 'Bass' }), [
    { name: 'Tim', part: undefined },
    ["key.prat: key: unknown key 'prat' (did you mean 'part'?)"],
  ]);
  assert.equal(reading(pair, { name: 'Tim', farbe: 'rot' }, '')[1], ["farbe: unknown key 'farbe' (allowed: name, part)"]);
});

records('names the keys it expects where it is no record, and reads as one with none', () => {
  assert.equal(reading(pair, 'Tim'), [{ name: '', part: undefined }, ['key: key must be { name: …, part: … }, got "Tim"']]);
  assert.equal(reading(pair, undefined)[1], ['key: key is missing (expected { name: …, part: … })']);
  assert.equal(reading(pair, 'Tim', '')[1], [': the band details must be { name: …, part: … }, got "Tim"']);
});

records('names a nested key by its path', () => {
  const band = record((field) => ({ lineup: field('lineup', list(pair, 'lineup')) }));
  assert.equal(reading(band, { lineup: [{ name: 'Tim' }, { name: ' ' }] }, '')[1], ['lineup.1.name: lineup entry 2: name is empty']);
});

records.run();
