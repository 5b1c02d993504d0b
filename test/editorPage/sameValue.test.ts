// Two values of the data files compared (src/editorPage/sameValue.ts): as JSON, the keys in their order.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sameValue } from '../../src/editorPage/sameValue';

const tests = suite('sameValue');

const TABLE: [string, unknown, unknown, boolean][] = [
  ['the same text', 'Anna', 'Anna', true],
  ['another text', 'Anna', 'Ben', false],
  ['an entry read twice', { file: 'a.jpg', alt: 'Bühne' }, { file: 'a.jpg', alt: 'Bühne' }, true],
  ['one value changed', { file: 'a.jpg', alt: 'Bühne' }, { file: 'a.jpg', alt: 'Probe' }, false],
  ['a key more', { name: 'Anna' }, { name: 'Anna', part: '' }, false],
  ['a number and its digits', 2024, '2024', false],
  ['lists in their order', ['a', 'b'], ['a', 'b'], true],
  ['lists in another order', ['a', 'b'], ['b', 'a'], false],
];

for (const [name, a, b, expected] of TABLE) tests(name, () => assert.is(sameValue(a, b), expected));

tests.run();
