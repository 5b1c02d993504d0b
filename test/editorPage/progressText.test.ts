// Veröffentlichen's progress as read aloud.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { progressText, type UploadCount } from '../../src/editorPage/progressText';

const CASES: [count: UploadCount, said: string][] = [
  [undefined, 'Veröffentlichen läuft: Die Seite wird gebaut, die Verbindung zum Server aufgebaut …'],
  [{ files: 0, total: 1 }, 'Veröffentlichen läuft: 0 von 1 Datei erledigt.'],
  [{ files: 1, total: 1 }, 'Veröffentlichen läuft: 1 von 1 Datei erledigt.'],
  [{ files: 3, total: 10 }, 'Veröffentlichen läuft: 3 von 10 Dateien erledigt.'],
];

for (const [count, said] of CASES) {
  test(`${JSON.stringify(count)}: ${said}`, () => {
    assert.is(progressText(count), said);
  });
}

test.run();
