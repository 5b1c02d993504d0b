// The end of Veröffentlichen as the status reads it aloud: only a publish; a refusal or failure is an alert of its own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PublishDone } from '../../src/editor/publishApi';
import { publishedText } from '../../src/editorPage/publishedText';

const done = (status: PublishDone['status'], checkSite?: PublishDone['checkSite']): PublishDone => ({
  type: 'done',
  status,
  summary: 'Veröffentlicht: 3 Dateien neu.',
  checkSite,
});

const CASES: [name: string, done: PublishDone, said: string][] = [
  [
    'published and checked',
    done('published', { ok: true, summary: '', text: '' }),
    'Veröffentlicht: 3 Dateien neu. Geprüft: Die Seite im Netz ist die gebaute.',
  ],
  [
    'published, check-site found a problem',
    done('published', { ok: false, summary: 'Abweichung', text: '' }),
    'Veröffentlicht: 3 Dateien neu.',
  ],
  ['published, no check', done('published'), 'Veröffentlicht: 3 Dateien neu.'],
  ['refused', done('refused'), ''],
  ['failed', done('failed'), ''],
];

for (const [name, given, said] of CASES) {
  test(name, () => {
    assert.is(publishedText(given), said);
  });
}

test.run();
