// An entry found again after its file was read anew (src/editorPage/foundAgain.ts): by its value as it
// was read, wherever it stands now; none when no entry has that value any more.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { foundAgain } from '../../src/editorPage/foundAgain';

const tests = suite('foundAgain');

const entries = (...values: unknown[]) => values.map((value, index) => ({ index, value }));
const PHOTO = { file: 'buehne.jpg', alt: 'Bühne', credit: 'Anna' };

/** The entries as read anew, the entry as it was read → its index now. */
const TABLE: [string, { index: number; value: unknown }[], unknown, number | undefined][] = [
  ['where it was', entries(PHOTO, { file: 'probe.jpg' }), PHOTO, 0],
  ['moved down by one added before it', entries({ file: 'neu.jpg' }, PHOTO), PHOTO, 1],
  ['a string entry (a partner)', entries('Anna', 'Ben'), 'Ben', 1],
  ['changed meanwhile: gone', entries({ ...PHOTO, alt: 'Bühne, neu' }), PHOTO, undefined],
  ['removed: gone', entries({ file: 'probe.jpg' }), PHOTO, undefined],
  ['no entries left', [], PHOTO, undefined],
  ['by its index in the file, not its place in the list', [{ index: 4, value: PHOTO }], PHOTO, 4],
];

for (const [name, list, original, expected] of TABLE) {
  tests(name, () => assert.is(foundAgain(list, original), expected));
}

tests.run();
