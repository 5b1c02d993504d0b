// A gig's day as its form names it (in "Auftritt 13.09.2025, … löschen?"): as the site shows it, or as typed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shownDay } from '../../src/editorPage/shownDay';

const CASES: [typed: string, shown: string][] = [
  ['2025-09-13', '13.09.2025'],
  ['2026-01-02', '02.01.2026'],
  ['', ''],
  ['13.9.', '13.9.'],
  ['morgen', 'morgen'],
];

for (const [typed, shown] of CASES) {
  test(`shownDay(${JSON.stringify(typed)}) is ${JSON.stringify(shown)}`, () => {
    assert.is(shownDay(typed), shown);
  });
}

test.run();
