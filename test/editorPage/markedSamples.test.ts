// The summary's links of the part Band (src/editorPage/markedSamples.ts): each sample path by the words
// the form shows at it, in the form's order, a list's entries by their place. A table: paths → links.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { markedSamples } from '../../src/editorPage/markedSamples';

const tests = suite('markedSamples');

/** The samples (in any order) → the summary's entries, path and label, in the form's order. */
const TABLE: [string, string[], [string, string][]][] = [
  ['none', [], []],
  ['a text by its label', ['email'], [['email', 'E-Mail-Adresse']]],
  ['a nested text', ['phone.dial'], [['phone.dial', 'Telefon (zum Wählen)']]],
  ['a partner by its place, counted from 1', ['partners.0'], [['partners.0', 'Gesellschafter 1']]],
  ['a member’s part by its place and the part’s label', ['lineup.1.name'], [['lineup.1.name', 'Mitglied 2: Name']]],
  ['a whole member', ['lineup.0'], [['lineup.0', 'Mitglied 1']]],
  [
    'a list’s entries by their place, not as given (10 after 2)',
    ['partners.10', 'partners.2'],
    [
      ['partners.2', 'Gesellschafter 3'],
      ['partners.10', 'Gesellschafter 11'],
    ],
  ],
  [
    'in the form’s order, whatever the order given',
    ['siteUrl', 'partners.0', 'email', 'lineup.0.name'],
    [
      ['lineup.0.name', 'Mitglied 1: Name'],
      ['email', 'E-Mail-Adresse'],
      ['partners.0', 'Gesellschafter 1'],
      ['siteUrl', 'Adresse der Website'],
    ],
  ],
  ['a path the form has no field for: not linked', ['nowhere'], []],
];

for (const [name, samples, expected] of TABLE) {
  tests(name, () =>
    assert.equal(
      markedSamples(new Set(samples)),
      expected.map(([path, label]) => ({ path, label })),
    ),
  );
}

tests.run();
