// The part Band's sample values still to replace (src/editorPage/stillSamples.ts): the paths the server
// named as samples when band.ts was read, against what is typed now. A table: typed → still marked.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BandValues } from '../../src/editor/bandApi';
import { stillSamples } from '../../src/editorPage/stillSamples';
import { BAND_VALUES } from '../fixtures/bandValues';

const tests = suite('stillSamples');

const MARKED = ['email', 'phone.display', 'partners.0', 'partners.1', 'lineup.1.name'];

/** What is typed over BAND_VALUES → the paths still marked, sorted. */
const TABLE: [string, BandValues, string[]][] = [
  ['nothing typed: every sample marked', BAND_VALUES, ['email', 'lineup.1.name', 'partners.0', 'partners.1', 'phone.display']],
  [
    'a text replaced: no longer marked',
    { ...BAND_VALUES, email: 'band@example.org' },
    ['lineup.1.name', 'partners.0', 'partners.1', 'phone.display'],
  ],
  [
    'a nested text replaced',
    { ...BAND_VALUES, phone: { ...BAND_VALUES.phone, display: '0661 1234' } },
    ['email', 'lineup.1.name', 'partners.0', 'partners.1'],
  ],
  [
    'the first partner removed: the second, still a sample, moved up and stays marked',
    { ...BAND_VALUES, partners: ['Max Attrappe'] },
    ['email', 'lineup.1.name', 'partners.0', 'phone.display'],
  ],
  [
    'a partner replaced, one added: only the sample left is marked',
    { ...BAND_VALUES, partners: ['Erika Probe', 'Jana Echt', 'Tom Echt'] },
    ['email', 'lineup.1.name', 'partners.0', 'phone.display'],
  ],
  [
    'a member moved first: its name marked at its new place',
    { ...BAND_VALUES, lineup: [BAND_VALUES.lineup[1]!, BAND_VALUES.lineup[0]!] },
    ['email', 'lineup.0.name', 'partners.0', 'partners.1', 'phone.display'],
  ],
  [
    'a member’s instrument changed: the entry is no longer the sample',
    { ...BAND_VALUES, lineup: [BAND_VALUES.lineup[0]!, { name: 'Max', part: 'Gitarre' }] },
    ['email', 'partners.0', 'partners.1', 'phone.display'],
  ],
  ['the lists emptied', { ...BAND_VALUES, lineup: [], partners: [] }, ['email', 'phone.display']],
];

for (const [name, typed, expected] of TABLE) {
  tests(name, () => assert.equal([...stillSamples(MARKED, BAND_VALUES, typed)].sort(), expected));
}

tests('none named by the server: none marked', () => {
  assert.equal([...stillSamples([], BAND_VALUES, BAND_VALUES)], []);
});

tests.run();
