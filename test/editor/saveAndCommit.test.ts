// What every save of the editor does around its change (src/editor/saveAndCommit.ts), in data folders
// and git repositories of the tests' own: a stale version or an unfinished merge ends the save before
// the change is asked; the change's own result ends it with nothing written; its new text is saved
// over the version only and committed alone, or saved and said not to be in the history.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readDataFile } from '../../src/editor/dataFiles';
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
