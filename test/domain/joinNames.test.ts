// Lists of names as running German text, one way everywhere.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { joinNames } from '../../src/domain/joinNames';

const join = suite('joinNames');

const CASES: [string[], string][] = [
  [[], ''],
  [['Miriam'], 'Miriam'],
  [['Miriam', 'Jonas'], 'Miriam und Jonas'],
  [['Miriam', 'Jonas', 'Lea'], 'Miriam, Jonas und Lea'],
  [['Miriam', 'Jonas', 'Lea', 'Tim', 'Sven'], 'Miriam, Jonas, Lea, Tim und Sven'],
  // names are taken as they are, commas and "und" inside them included
  [['Miriam (Gesang)', 'Jonas (Gitarre und Booking)'], 'Miriam (Gesang) und Jonas (Gitarre und Booking)'],
  [['Müller, Anna', 'Sven'], 'Müller, Anna und Sven'],
];

for (const [names, text] of CASES) {
  join(`${names.length} name(s): ${JSON.stringify(text)}`, () => assert.is(joinNames(names), text));
}

join('leaves the list as it was', () => {
  const names = Object.freeze(['A', 'B', 'C']);
  joinNames(names);
  assert.equal(names, ['A', 'B', 'C']);
});

join.run();
