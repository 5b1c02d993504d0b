// The three-way merge of a data file by its lines (src/editor/mergeLines.ts, issue 53): each member's
// entries are their lines, so changes to different entries meet without a conflict, two entries added
// at one place keep both (the bandmate's first), and only the same lines changed twice conflict.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { diffLines, mergeLines, replayFile } from '../../src/editor/mergeLines';

const lines = (...all: string[]) => `${all.join('\n')}\n`;
const BASE = lines('[', 'a', 'b', 'c', ']');

const merge = suite('mergeLines');

merge('changes to different lines, neighbours included, all kept', () => {
  const cases: [ours: string, theirs: string, merged: string][] = [
    [lines('[', 'A', 'b', 'c', ']'), lines('[', 'a', 'B', 'c', ']'), lines('[', 'A', 'B', 'c', ']')],
    [lines('[', 'a', 'b', 'c', 'x', ']'), lines('[', 'a', 'b', 'c', 'y', ']'), lines('[', 'a', 'b', 'c', 'y', 'x', ']')],
    [lines('[', 'b', 'c', ']'), lines('[', 'a', 'b', 'C', ']'), lines('[', 'b', 'C', ']')],
    [lines('[', 'a', 'B', 'c', ']'), lines('[', 'a', 'B', 'c', ']'), lines('[', 'a', 'B', 'c', ']')],
    [BASE, lines('[', 'z', ']'), lines('[', 'z', ']')],
    [lines('[', 'a', 'x', 'b', 'c', ']'), lines('[', 'a', 'b', 'C', ']'), lines('[', 'a', 'x', 'b', 'C', ']')],
  ];
  for (const [ours, theirs, merged] of cases) assert.equal(mergeLines(BASE, ours, theirs), { text: merged }, ours);
});

merge('the same line changed on both sides, or changed and deleted: a conflict at the line of theirs', () => {
  assert.equal(mergeLines(BASE, lines('[', 'a', 'B1', 'c', ']'), lines('[', 'x', 'a', 'B2', 'c', ']')), {
    conflict: { line: 4, base: ['b'], ours: ['B1'], theirs: ['B2'] },
  });
  assert.equal(mergeLines(BASE, lines('[', 'a', 'c', ']'), lines('[', 'a', 'B', 'c', ']')), {
    conflict: { line: 3, base: ['b'], ours: [], theirs: ['B'] },
  });
});

merge('diffLines: the hunks over the base', () => {
  assert.equal(diffLines(['a', 'b', 'c'], ['a', 'c']), [{ start: 1, end: 2, lines: [] }]);
  assert.equal(diffLines(['a', 'c'], ['a', 'b', 'c']), [{ start: 1, end: 1, lines: ['b'] }]);
  assert.equal(diffLines([], []), []);
});

merge('replayFile: bytes of files made, deleted or changed on one side; a conflict where both changed a photo', () => {
  const [x, y, z] = ['x', 'y', 'z'].map((text) => Buffer.from(text));
  assert.equal(replayFile(x, y, x), { bytes: y });
  assert.equal(replayFile(x, x, y), { bytes: y });
  assert.equal(replayFile(undefined, y, undefined), { bytes: y });
  assert.equal(replayFile(x, undefined, x), { bytes: undefined });
  assert.equal(replayFile(Buffer.from('\0a'), Buffer.from('\0b'), Buffer.from('\0c')), { line: 1 });
  assert.equal(replayFile(x, y, z), { line: 1 });
});

merge.run();
