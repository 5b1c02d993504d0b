// Finding the line of each entry in a data file, so a message names the line the band edited.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { entryLines, keyLine } from '../../src/data/entryLines';

const entries = suite('entryLines');

entries('one line per entry, whatever the entries contain', () => {
  const source = [
    '/** A comment with { braces }, [brackets] and "quotes" */', // 1
    "import type { RawGig } from './readData';", // 2
    '', // 3
    'export const gigs: RawGig[] = [', // 4
    "  { date: '2027-01-01', location: 'Halle, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },", // 5
    '  // { date: "2027-01-02", location: "commented out" },', // 6
    '  { date: "2027-01-03", location: "Rock\'n\'Roll-Keller, {Kassel}", info: `ab 22 Uhr` },', // 7
    '  /* a block', // 8
    '     comment */ {', // 9
    "    date: '2027-01-04',", // 10
    "    location: 'Halle, Kassel',", // 11
    '  },', // 12
    "  { date: '2027-01-05', location: 'Halle [2], Kassel' }", // 13
    '];', // 14
    "export const other = [{ a: 1 }];", // 15
  ].join('\n');
  assert.equal(entryLines(source, 'gigs'), [5, 7, 9, 13]);
  assert.equal(entryLines(source, 'other'), [15]);
  assert.equal(entryLines(source, 'songs'), []);
});

entries('an empty list', () => {
  assert.equal(entryLines('export const songs = [\n];\n', 'songs'), []);
});

entries.run();

// ---

const keys = suite('keyLine');

keys('the first line that sets a key', () => {
  const source = "export const band = {\n  name: 'Upgrade',\n  email: 'a@b.example',\n  phone: { display: '1', dial: '+49' },\n};";
  assert.is(keyLine(source, 'email'), 3);
  assert.is(keyLine(source, 'name'), 2);
  assert.is(keyLine(source, 'instagram'), 0);
});

keys.run();
