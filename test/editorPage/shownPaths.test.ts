// Where the part Band shows a refusal (src/editorPage/shownPaths.ts): every field's path, and each list
// entry's (a member with its name and instrument, a partner); any other path goes above the fields.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BAND_FIELDS } from '../../src/editor/bandFields';
import { shownPaths } from '../../src/editorPage/shownPaths';
import { BAND_VALUES } from '../fixtures/bandValues';

const tests = suite('shownPaths');

const shown = shownPaths(BAND_VALUES);

/** A path → whether the form shows it (with two members and two partners). */
const TABLE: [string, boolean][] = [
  ['email', true],
  ['phone.display', true],
  ['lineup', true],
  ['lineup.0', true],
  ['lineup.1.name', true],
  ['lineup.1.part', true],
  ['lineup.2.name', false],
  ['lineup.0.other', false],
  ['partners', true],
  ['partners.1', true],
  ['partners.2', false],
  ['phone', false],
  ['', false],
];

for (const [path, expected] of TABLE) {
  tests(`${path || '(none)'}: ${expected ? 'at its field' : 'above the fields'}`, () => assert.is(shown.has(path), expected));
}

tests('every field of the form, whatever the lists hold', () => {
  const empty = shownPaths({ ...BAND_VALUES, lineup: [], partners: [] });
  assert.equal([...empty].sort(), BAND_FIELDS.map((field) => field.path).sort());
});

tests.run();
