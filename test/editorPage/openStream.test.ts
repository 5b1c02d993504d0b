// What a failed stream of Veröffentlichen says: the editor's own refusal, or that the editor is gone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GONE, streamFailure } from '../../src/editorPage/openStream';

const CASES: [name: string, error: unknown, said: string][] = [
  ['the editor refused, in its words', new Error('Veröffentlichen läuft schon.'), 'Veröffentlichen läuft schon.'],
  ['the editor is gone', new Error(GONE), GONE],
  ['the connection broke (fetch throws a TypeError)', new TypeError('Failed to fetch'), GONE],
  ['the connection broke while reading', new TypeError('network error'), GONE],
];

for (const [name, error, said] of CASES) {
  test(name, () => {
    assert.is(streamFailure(error), said);
  });
}

test.run();
