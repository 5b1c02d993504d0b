// The commit messages of the editor's saves (src/editor/describeChange.ts): one German line naming the
// entry as the band knows it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeChange, type Change } from '../../src/editor/describeChange';

const describe = suite('describeChange');

const GIG = { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' };
const SONG = { title: 'Männer', artist: 'Herbert Grönemeyer' };

const MESSAGES: [Change, string][] = [
  [{ list: 'gigs', action: 'add', gig: GIG }, 'Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel'],
  [
    { list: 'gigs', action: 'edit', gig: { ...GIG, info: 'Beginn 21 Uhr' }, before: GIG },
    'Auftritt geändert: 14.03.2027, Kulturbahnhof, Kassel',
  ],
  [
    { list: 'gigs', action: 'edit', gig: { ...GIG, date: '2027-03-15' }, before: GIG },
    'Auftritt geändert: 15.03.2027, Kulturbahnhof, Kassel (vorher 14.03.2027)',
  ],
  [
    { list: 'gigs', action: 'edit', gig: { ...GIG, date: '2027-03-15', location: 'Stadthalle, Wolfhagen' }, before: GIG },
    'Auftritt geändert: 15.03.2027, Stadthalle, Wolfhagen (vorher 14.03.2027, Kulturbahnhof, Kassel)',
  ],
  [{ list: 'gigs', action: 'cancel', gig: GIG, reason: 'Unwetter' }, 'Auftritt abgesagt: 14.03.2027, Kulturbahnhof, Kassel (Unwetter)'],
  [{ list: 'gigs', action: 'cancel', gig: GIG, reason: '  ' }, 'Auftritt abgesagt: 14.03.2027, Kulturbahnhof, Kassel'],
  [{ list: 'gigs', action: 'remove', gig: GIG }, 'Auftritt gelöscht: 14.03.2027, Kulturbahnhof, Kassel'],
  [{ list: 'songs', action: 'add', song: SONG }, 'Song hinzugefügt: Männer – Herbert Grönemeyer'],
  [{ list: 'songs', action: 'edit', song: { ...SONG, year: 1984 }, before: SONG }, 'Song geändert: Männer – Herbert Grönemeyer'],
  [
    { list: 'songs', action: 'edit', song: { title: 'Mensch', artist: 'Herbert Grönemeyer' }, before: SONG },
    'Song geändert: Mensch – Herbert Grönemeyer (vorher Männer)',
  ],
  [{ list: 'songs', action: 'remove', song: { title: "Don't Stop Me Now", artist: 'Queen' } }, "Song gelöscht: Don't Stop Me Now – Queen"],
  // one line, whatever the values hold; a day that is none as written
  [
    { list: 'gigs', action: 'add', gig: { date: ' 2027-03-14 ', location: 'Kulturbahnhof,\n  Kassel' } },
    'Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel',
  ],
  [
    { list: 'gigs', action: 'remove', gig: { date: '2027-02-30', location: 'Halle, Kassel' } },
    'Auftritt gelöscht: 2027-02-30, Halle, Kassel',
  ],
];

for (const [change, message] of MESSAGES) {
  describe(message, () => assert.is(describeChange(change), message));
}

describe.run();
