// What every save of the editor does around its change (src/editor/saveAndCommit.ts), in data folders
// and git repositories of the tests' own: a stale version or an unfinished merge ends the save before
// the change is asked; the change's own result ends it with nothing written; its new text is saved
// over the version only and committed alone, or saved and said not to be in the history; another
// git's index.lock is waited for, and a save git did not take is committed before the next (issue 45).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readDataFile } from '../../src/editor/dataFiles';
import { LOCK_WAIT, undoLast } from '../../src/editor/history';
import { saveAndCommit, type NewText } from '../../src/editor/saveAndCommit';
import { dataFolder, repo } from './tempData';

/** A change that puts `line` at the end of songs.ts, and counts that it was asked. */
function appending(line: string) {
  const asked = { times: 0 };
  const change = async (files: { songs: { text: string } }): Promise<NewText | { status: 'unchanged' }> => {
    asked.times++;
    return { text: `${files.songs.text}${line}\n`, message: 'Song hinzugefügt: Rosanna', warnings: [] };
  };
  return { asked, change };
}

const api = suite('API');

api('exports saveAndCommit', () => {
  assert.type(saveAndCommit, 'function');
});

api.run();

// ---

const frame = suite('saveAndCommit');

frame('the new text: saved over the version, committed alone with the message', async () => {
  const at = await repo();
  try {
    const { version } = await readDataFile(at.data, 'songs');
    const { asked, change } = appending('// Rosanna');
    const result = await saveAndCommit(at.data, 'songs', version, change);
    assert.is(asked.times, 1);
    if (result.status !== 'saved') return assert.unreachable(JSON.stringify(result));
    assert.is(result.version, (await readDataFile(at.data, 'songs')).version);
    assert.is(result.commit, await at.git('rev-parse', 'HEAD'));
    assert.is(await at.git('log', '-1', '--format=%s'), 'Song hinzugefügt: Rosanna');
    assert.is(await at.git('show', '--format=', '--name-only', 'HEAD'), 'src/data/songs.ts');
  } finally {
    await at.remove();
  }
});

frame('a stale version: changed on disk, the change never asked, nothing written', async () => {
  const folder = await dataFolder();
  try {
    const before = await folder.read('songs');
    const { asked, change } = appending('// Rosanna');
    const result = await saveAndCommit(folder.data, 'songs', 'stale', change);
    assert.is(result.status, 'changed');
    assert.is(asked.times, 0);
    assert.is(await folder.read('songs'), before);
  } finally {
    await folder.remove();
  }
});

frame('a merge not finished: refused before the change is asked', async () => {
  const at = await repo();
  try {
    await mkdir(join(at.dir, '.git', 'rebase-merge'));
    const { version } = await readDataFile(at.data, 'songs');
    const { asked, change } = appending('// Rosanna');
    const result = await saveAndCommit(at.data, 'songs', version, change);
    if (result.status !== 'refused') return assert.unreachable(JSON.stringify(result));
    assert.is(result.problems[0]?.file, 'songs');
    assert.match(result.problems[0]?.message ?? '', /^In git läuft gerade ein Rebase/);
    assert.is(asked.times, 0);
  } finally {
    await at.remove();
  }
});

frame('the change’s own result: returned as it is, nothing written or committed', async () => {
  const at = await repo();
  try {
    const head = await at.git('rev-parse', 'HEAD');
    const before = await at.read('band');
    const { version } = await readDataFile(at.data, 'band');
    const result = await saveAndCommit(at.data, 'band', version, async () => ({ status: 'unchanged' as const, version }));
    assert.equal(result, { status: 'unchanged', version });
    assert.is(await at.read('band'), before);
    assert.is(await at.git('rev-parse', 'HEAD'), head);
  } finally {
    await at.remove();
  }
});

frame('a file with work of the member’s not in the history: saved, not committed, said in plain words', async () => {
  const at = await repo();
  try {
    const head = await at.git('rev-parse', 'HEAD');
    await at.write('songs', `${await at.read('songs')}// von Hand\n`);
    const { version } = await readDataFile(at.data, 'songs');
    const result = await saveAndCommit(at.data, 'songs', version, appending('// Rosanna').change);
    if (result.status !== 'saved') return assert.unreachable(JSON.stringify(result));
    assert.is(result.commit, undefined);
    assert.is(
      result.historyProblem,
      'Nicht in der Versionsgeschichte: songs.ts hat ältere Änderungen, die dort noch fehlen; Rückgängig gibt es für diese Speicherung darum nicht.',
    );
    assert.match(await at.read('songs'), '// von Hand\n// Rosanna\n');
    assert.is(await at.git('rev-parse', 'HEAD'), head);
  } finally {
    await at.remove();
  }
});

frame.run();

// ---

const locked = suite('saveAndCommit: another git holds index.lock');
const { sleep, waits } = LOCK_WAIT;
locked.after.each(() => {
  LOCK_WAIT.sleep = sleep;
  LOCK_WAIT.waits = waits;
});

/** Saves `line` at the end of songs.ts of `at`, with `message`, over the version on disk. */
async function append(at: Awaited<ReturnType<typeof repo>>, line: string, message: string) {
  const { version } = await readDataFile(at.data, 'songs');
  const result = await saveAndCommit<{ status: 'unchanged' }>(at.data, 'songs', version, async (files) => ({
    text: `${files.songs.text}${line}\n`,
    message,
    warnings: [],
  }));
  if (result.status !== 'saved') throw new Error(JSON.stringify(result));
  return result;
}

/** The subjects of the commits after `base`, oldest first, each with the files it changed. */
async function since(at: Awaited<ReturnType<typeof repo>>, base: string) {
  const log = await at.git('log', '--reverse', '--format=%x1e%s', '--name-only', `${base}..HEAD`);
  return log
    .split('\x1e')
    .filter(Boolean)
    .map((entry) => entry.split('\n').filter(Boolean));
}

/**
 * Runs `test` in a fresh repository while another git holds its index.lock (`lock`, the test may
 * remove it); the editor's waits for it cost no time unless the test sets LOCK_WAIT.sleep itself.
 */
async function whileLocked(test: (at: Awaited<ReturnType<typeof repo>>, lock: string) => Promise<void>) {
  const at = await repo();
  try {
    const lock = join(at.dir, '.git', 'index.lock');
    await writeFile(lock, '');
    LOCK_WAIT.sleep = async () => {};
    await test(at, lock);
  } finally {
    await at.remove();
  }
}

locked('a lock let go while the editor waits: the save is committed, nothing said', () =>
  whileLocked(async (at, lock) => {
    let waited = 0;
    // The other git ends its work at the moment the editor waits for it.
    LOCK_WAIT.sleep = async () => {
      waited++;
      await rm(lock, { force: true });
    };
    const head = await at.git('rev-parse', 'HEAD');
    const result = await append(at, '// Rosanna', 'Song hinzugefügt: Rosanna');
    assert.ok(waited >= 1, 'the editor met the lock and waited');
    assert.is(result.historyProblem, undefined);
    assert.is(result.commit, await at.git('rev-parse', 'HEAD'));
    assert.equal(await since(at, head), [['Song hinzugefügt: Rosanna', 'src/data/songs.ts']]);
  }),
);

locked('a lock held past the waits: the save is on disk, said not yet in the history, and committed first at the next save', () =>
  whileLocked(async (at, lock) => {
    let waited = 0;
    LOCK_WAIT.sleep = async () => void waited++;
    const head = await at.git('rev-parse', 'HEAD');
    const first = await append(at, '// Rosanna', 'Song hinzugefügt: Rosanna');
    assert.is(waited, LOCK_WAIT.waits.length, 'tried once, then once after each wait');
    assert.is(first.commit, undefined);
    assert.match(
      first.historyProblem ?? '',
      /^songs\.ts ist gespeichert, aber nicht in der Versionsgeschichte: git commit meldet: .*index\.lock[\s\S]* Der Editor trägt die Änderung beim nächsten Speichern dieser Datei in die Versionsgeschichte nach\.$/,
    );
    assert.is(await at.git('rev-parse', 'HEAD'), head, 'nothing committed');
    // The other git has ended: the next save commits the earlier one first, then itself.
    await rm(lock);
    const second = await append(at, '// Layla', 'Song hinzugefügt: Layla');
    assert.is(second.historyProblem, undefined);
    assert.is(second.commit, await at.git('rev-parse', 'HEAD'));
    assert.equal(await since(at, head), [
      ['Song hinzugefügt: Rosanna', 'src/data/songs.ts'],
      ['Song hinzugefügt: Layla', 'src/data/songs.ts'],
    ]);
    assert.match(await at.git('show', 'HEAD~1:src/data/songs.ts'), /\/\/ Rosanna$/);
    assert.not.match(await at.git('show', 'HEAD~1:src/data/songs.ts'), 'Layla', 'the first commit holds the first save alone');
    assert.is(await at.git('status', '--porcelain'), '', 'nothing left out');
  }),
);

locked('two saves while git refuses: one entry for both once it takes them; Rückgängig then undoes the last save', () =>
  whileLocked(async (at, lock) => {
    const head = await at.git('rev-parse', 'HEAD');
    const original = await at.read('songs');
    assert.ok((await append(at, '// Rosanna', 'Song hinzugefügt: Rosanna')).historyProblem);
    const second = await append(at, '// Layla', 'Song hinzugefügt: Layla');
    assert.match(second.historyProblem ?? '', /index\.lock/);
    await rm(lock);
    const third = await append(at, '// Hello', 'Song hinzugefügt: Hello');
    assert.is(third.historyProblem, undefined);
    assert.equal(await since(at, head), [
      ['Song hinzugefügt: Rosanna; Song hinzugefügt: Layla', 'src/data/songs.ts'],
      ['Song hinzugefügt: Hello', 'src/data/songs.ts'],
    ]);
    await undoLast(at.data);
    assert.is(await at.read('songs'), `${original}// Rosanna\n// Layla\n`);
    await undoLast(at.data);
    assert.is(await at.read('songs'), original);
  }),
);

locked('Rückgängig right after a save git did not take: that save is committed, then undone', () =>
  whileLocked(async (at, lock) => {
    const original = await at.read('songs');
    assert.ok((await append(at, '// Rosanna', 'Song hinzugefügt: Rosanna')).historyProblem);
    await rm(lock);
    const undone = await undoLast(at.data);
    assert.is(undone.message, 'Rückgängig: Song hinzugefügt: Rosanna');
    assert.is(await at.read('songs'), original);
    assert.is(await at.git('log', '-2', '--format=%s'), 'Rückgängig: Song hinzugefügt: Rosanna\nSong hinzugefügt: Rosanna');
  }),
);

locked('a file changed by hand after a save git did not take is the member’s again: not committed, said so', () =>
  whileLocked(async (at, lock) => {
    const head = await at.git('rev-parse', 'HEAD');
    assert.ok((await append(at, '// Rosanna', 'Song hinzugefügt: Rosanna')).historyProblem);
    await rm(lock);
    await at.write('songs', `${await at.read('songs')}// von Hand\n`);
    const next = await append(at, '// Layla', 'Song hinzugefügt: Layla');
    assert.match(next.historyProblem ?? '', /^Nicht in der Versionsgeschichte: songs\.ts hat ältere Änderungen/);
    assert.is(await at.git('rev-parse', 'HEAD'), head, 'nothing of the member’s committed');
  }),
);

locked.run();
