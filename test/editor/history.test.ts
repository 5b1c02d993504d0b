// The editor's saves in git (src/editor/history.ts), in repositories of the tests' own: each save one
// commit of that one file, a member's other work never in it; Rückgängig as a new commit that brings
// the file's bytes back, only for the editor's own saves; no git, no history, and saves still work.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readDataFile, save } from '../../src/editor/dataFiles';
import {
  EDITOR_TRAILER,
  GIT_TIME_LIMIT,
  HistoryError,
  STAND_IN_NOTE,
  commitPublished,
  commitSave,
  editorId,
  hasHistory,
  knowsCommitter,
  undoLast,
} from '../../src/editor/history';
import { changedLines, dataFolder, repo, type Repo } from './tempData';

const ADDED = "  { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' },";

/** A save as the editor makes it: the gig added to gigs.ts on disk, then committed. */
async function saveGig(at: Repo, line = ADDED, message = 'Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel') {
  const gigs = await readDataFile(at.data, 'gigs');
  await save(at.data, 'gigs', gigs.text.replace('];', `${line}\n];`), gigs.version);
  return commitSave(at.dir, at.path('gigs'), message);
}

/** What the test repository's member has going on: a staged change and an unstaged one, in other files. */
async function memberAtWork(at: Repo) {
  await writeFile(join(at.dir, 'README.md'), '# Upgrade\n\nNeue Fotos folgen.\n');
  await at.git('add', 'README.md');
  await writeFile(join(at.dir, 'README.md'), '# Upgrade\n\nNeue Fotos folgen.\nUnd ein Video.\n');
  await writeFile(join(at.dir, 'notizen.txt'), 'Setlist Samstag\n');
  await at.write('songs', (await at.read('songs')).replace('Africa', 'Rosanna'));
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  assert.instance(error, HistoryError);
  return error as HistoryError;
};

const history = suite('history');

history('hasHistory: in a repository and in a folder of it; not outside git, not for a folder that is not there', async () => {
  const at = await repo();
  const plain = await dataFolder();
  try {
    assert.is(await hasHistory(at.dir), true);
    assert.is(await hasHistory(at.data), true);
    assert.is(await hasHistory(plain.data), false);
    assert.is(await hasHistory(join(plain.data, 'nowhere')), false);
  } finally {
    await at.remove();
    await plain.remove();
  }
});

history(
  'commitSave: that file alone, with the message and the trailer; the member’s staged and unstaged work stays as it was',
  async () => {
    const at = await repo();
    try {
      await memberAtWork(at);
      const status = await at.git('status', '--porcelain');
      const commit = await saveGig(at);
      assert.is(commit, await at.git('rev-parse', 'HEAD'));
      assert.is(await at.git('show', '--format=', '--name-only', 'HEAD'), 'src/data/gigs.ts');
      assert.is(
        await at.git('log', '-1', '--format=%B'),
        `Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel\n\n${EDITOR_TRAILER}\nEditor-Id: ${await editorId(at.dir)}`,
      );
      assert.is(await at.git('log', '-1', '--format=%(trailers:key=Editor,valueonly)'), 'npm run edit');
      assert.equal(await changedLines(at), { removed: [], added: [ADDED] });
      assert.is(await at.git('status', '--porcelain'), status, 'the member’s changes: still there, still staged or not');
      assert.is(await at.git('diff', '--cached', '--name-only'), 'README.md');
    } finally {
      await at.remove();
    }
  },
);

history('commitSave: nothing to commit when the file is as committed; a file git does not know yet is added alone', async () => {
  const at = await repo();
  try {
    const head = await at.git('rev-parse', 'HEAD');
    assert.is(await commitSave(at.dir, at.path('gigs'), 'Auftritt geändert: …'), undefined);
    assert.is(await at.git('rev-parse', 'HEAD'), head);
    await mkdir(join(at.dir, 'neu'));
    const other = join(at.dir, 'neu', 'gigs.ts');
    await writeFile(other, 'export const gigs = [];\n');
    await writeFile(join(at.dir, 'neu', 'songs.ts'), 'export const songs = [];\n');
    await commitSave(at.dir, other, 'Auftritt hinzugefügt: …');
    assert.is(await at.git('show', '--format=', '--name-only', 'HEAD'), 'neu/gigs.ts');
    assert.is(await at.git('status', '--porcelain'), '?? neu/songs.ts');
  } finally {
    await at.remove();
  }
});

history('commitSave: a member’s hook neither stops the commit nor adds to it', async () => {
  const at = await repo();
  try {
    const hook = join(at.dir, '.git', 'hooks', 'pre-commit');
    await writeFile(hook, '#!/bin/sh\necho "nicht formatiert" >&2\nexit 1\n');
    await chmod(hook, 0o755);
    await saveGig(at);
    assert.is(
      await at.git('show', '--format=%s', '--name-only', 'HEAD'),
      'Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel\n\nsrc/data/gigs.ts',
    );
  } finally {
    await at.remove();
  }
});

history('undoLast: a new commit that brings the file’s bytes back; again, the save before; then nothing left to undo', async () => {
  const at = await repo();
  try {
    const original = await at.bytes('gigs');
    await saveGig(at);
    const first = await at.bytes('gigs');
    const second = "  { date: '2027-04-01', location: 'Stadthalle, Wolfhagen' },";
    const saved = await saveGig(at, second, 'Auftritt hinzugefügt: 01.04.2027, Stadthalle, Wolfhagen');
    await memberAtWork(at);
    const status = await at.git('status', '--porcelain');

    const undone = await undoLast(at.data);
    assert.equal(await at.bytes('gigs'), first);
    assert.is(undone.reverted, saved);
    assert.is(undone.file, at.path('gigs'));
    assert.is(undone.message, 'Rückgängig: Auftritt hinzugefügt: 01.04.2027, Stadthalle, Wolfhagen');
    assert.is(undone.version, (await readDataFile(at.data, 'gigs')).version);
    assert.is(
      await at.git('log', '-1', '--format=%B'),
      `${undone.message}\n\n${EDITOR_TRAILER}\nReverts: ${saved}\nEditor-Id: ${await editorId(at.dir)}`,
    );
    assert.is(await at.git('show', '--format=', '--name-only', 'HEAD'), 'src/data/gigs.ts');
    assert.equal(await changedLines(at), { removed: [second], added: [] });
    assert.is(await at.git('status', '--porcelain'), status, 'the member’s changes untouched');

    await undoLast(at.data);
    assert.equal(await at.bytes('gigs'), original, 'the save before, not a redo');
    assert.is(await at.git('log', '-1', '--format=%s'), 'Rückgängig: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel');
    assert.is(await at.git('rev-list', '--count', 'HEAD'), '5');

    const none = await refusal(undoLast(at.data));
    assert.is(none.code, 'nothing to undo');
    assert.is(await at.git('rev-list', '--count', 'HEAD'), '5');
  } finally {
    await at.remove();
  }
});

history('undoLast: refused when the file was changed by hand since, or a later commit changed the same line; nothing written', async () => {
  const at = await repo();
  try {
    await saveGig(at);
    await at.write('gigs', (await at.read('gigs')).replace('Herbst', 'Herbst 2026'));
    const byHand = await refusal(undoLast(at.data));
    assert.is(byHand.code, 'changed by hand');
    assert.match(
      byHand.message,
      /^src\/data\/gigs\.ts wurde seit „Auftritt hinzugefügt: 14\.03\.2027, Kulturbahnhof, Kassel“ von Hand geändert/,
    );
    assert.match(await at.read('gigs'), /Herbst 2026/);

    await at.write(
      'gigs',
      (await at.read('gigs')).replace("Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr", "Kulturbahnhof, Kassel', info: 'Beginn 19 Uhr"),
    );
    await at.git('commit', '--quiet', '-am', 'Beginn vorverlegt');
    const head = await at.git('rev-parse', 'HEAD');
    const member = await refusal(undoLast(at.data));
    assert.is(member.code, 'changed by hand');
    assert.match(
      member.message,
      /^Rückgängig nicht möglich: src\/data\/gigs\.ts wurde nach „Auftritt hinzugefügt: 14\.03\.2027, Kulturbahnhof, Kassel“ an derselben Stelle noch einmal geändert \(Zeile 15\)/,
    );
    assert.is(await at.git('rev-parse', 'HEAD'), head);
    assert.match(await at.read('gigs'), /Beginn 19 Uhr/);
  } finally {
    await at.remove();
  }
});

history('undoLast: a member’s commit on top, elsewhere in the file, stays; only the editor’s own save is taken back', async () => {
  const at = await repo();
  try {
    await saveGig(at);
    await at.write('gigs', (await at.read('gigs')).replace('Herbst', 'Herbst 2026'));
    await at.git('commit', '--quiet', '-am', 'Herbst umbenannt');
    const undone = await undoLast(at.data);
    assert.is(undone.message, 'Rückgängig: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel');
    const gigs = await at.read('gigs');
    assert.match(gigs, /Herbst 2026/);
    assert.not.match(gigs, /Kulturbahnhof/);
  } finally {
    await at.remove();
  }
});

history('undoLast: outside git there is no history to undo; a repository without a commit has nothing', async () => {
  const plain = await dataFolder();
  const at = await repo();
  try {
    assert.is((await refusal(undoLast(plain.data))).code, 'no history');
    await at.git('update-ref', '-d', 'HEAD');
    assert.is((await refusal(undoLast(at.data))).code, 'nothing to undo');
  } finally {
    await plain.remove();
    await at.remove();
  }
});

history(
  'undoLast: after a member’s commit, with the editor’s saves since all undone, nothing is left of this clone’s to undo',
  async () => {
    const at = await repo();
    try {
      await saveGig(at);
      await undoLast(at.data);
      await writeFile(join(at.dir, 'README.md'), '# Upgrade\n\nFotos.\n');
      await at.git('commit', '--quiet', '-am', 'Fotos angekündigt');
      await saveGig(at);
      await undoLast(at.data);
      const head = await at.git('rev-parse', 'HEAD');
      const stop = await refusal(undoLast(at.data));
      assert.is(stop.code, 'nothing to undo');
      assert.is(stop.message, 'Von diesem Computer aus gibt es keine Speicherung mehr, die Rückgängig zurücknehmen könnte.');
      assert.is(await at.git('rev-parse', 'HEAD'), head);
    } finally {
      await at.remove();
    }
  },
);

history('undoLast: refused during a merge not finished; nothing written', async () => {
  const at = await repo();
  try {
    await saveGig(at);
    const bytes = await at.bytes('gigs');
    const head = await at.git('rev-parse', 'HEAD');
    await writeFile(join(at.dir, '.git', 'MERGE_HEAD'), `${head}\n`);
    const busy = await refusal(undoLast(at.data));
    assert.match(busy.message, /^Rückgängig nicht möglich: In git läuft gerade ein Merge, der nicht abgeschlossen ist/);
    assert.equal(await at.bytes('gigs'), bytes);
    assert.is(await at.git('rev-parse', 'HEAD'), head);
  } finally {
    await at.remove();
  }
});

history('commitPublished: what the build changed, alone, as one commit; Rückgängig looks past it to the last save', async () => {
  const at = await repo();
  try {
    await mkdir(join(at.dir, 'dist', 'auftritte'), { recursive: true });
    await writeFile(join(at.dir, 'dist', 'index.html'), '<!doctype html>alt\n');
    await writeFile(join(at.dir, 'dist', 'auftritte', 'alt.html'), 'alt\n');
    await writeFile(join(at.dir, 'demo.html'), 'demo alt\n');
    await at.git('add', '.');
    await at.git('commit', '--quiet', '-m', 'Gebaut');
    const saved = await saveGig(at);
    // Veröffentlichen built anew: a page changed, one gone, one new; the member has work of their own staged.
    await writeFile(join(at.dir, 'dist', 'index.html'), '<!doctype html>neu\n');
    await rm(join(at.dir, 'dist', 'auftritte', 'alt.html'));
    await writeFile(join(at.dir, 'dist', 'auftritte', '2027-03-14-kulturbahnhof-kassel.html'), 'neu\n');
    await memberAtWork(at);
    const commit = await commitPublished(at.dir, 'Veröffentlicht: 2 Dateien hochgeladen, 1 gelöscht');
    assert.ok(commit);
    assert.is(await at.git('log', '-1', '--format=%s'), 'Veröffentlicht: 2 Dateien hochgeladen, 1 gelöscht');
    assert.equal((await at.git('show', '--format=', '--name-status', 'HEAD')).split('\n').sort(), [
      'A\tdist/auftritte/2027-03-14-kulturbahnhof-kassel.html',
      'D\tdist/auftritte/alt.html',
      'M\tdist/index.html',
    ]);
    assert.match(
      await at.git('status', '--porcelain'),
      /^MM README\.md/m,
      'the member’s work still staged (and changed since), not committed',
    );
    assert.is(await commitPublished(at.dir, 'Veröffentlicht.'), undefined, 'nothing changed since: no commit');
    const undone = await undoLast(at.data);
    assert.is(undone.reverted, saved, 'the gig’s save, past the publish');
    assert.not.ok((await at.read('gigs')).includes(ADDED));
  } finally {
    await at.remove();
  }
});

history(
  'a computer where git does not know who commits: the save committed as the Band-Editor, and the page says how to put in a name',
  async () => {
    const at = await repo();
    // As on a fresh laptop: no name or e-mail in any git configuration or the environment, and no guessing one from the computer's name.
    const kept = { ...process.env };
    Object.assign(process.env, { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' });
    for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'EMAIL'])
      delete process.env[name];
    try {
      await at.git('config', '--unset', 'user.name');
      await at.git('config', '--unset', 'user.email');
      await at.git('config', 'user.useConfigOnly', 'true');
      assert.is(await knowsCommitter(at.dir), false);
      const commit = await saveGig(at);
      assert.ok(commit, 'committed all the same');
      assert.is(
        await at.git('log', '-1', '--format=%an <%ae>|%cn <%ce>|%s'),
        'Band-Editor <band-editor@localhost>|Band-Editor <band-editor@localhost>|Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel',
      );
      assert.match(STAND_IN_NOTE, /git config --global user\.name "Vorname Nachname"/);
      assert.match(STAND_IN_NOTE, /git config --global user\.email/);
      // Rückgängig works the same way.
      assert.is((await undoLast(at.data)).reverted, commit);
      assert.is(await at.git('log', '-1', '--format=%an'), 'Band-Editor');
      // With a name, the member's own.
      await at.git('config', 'user.name', 'Miriam Muster');
      await at.git('config', 'user.email', 'miriam@upgrade-band.example');
      assert.is(await knowsCommitter(at.dir), true);
      await saveGig(at);
      assert.is(await at.git('log', '-1', '--format=%an'), 'Miriam Muster');
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in kept)) delete process.env[name];
      Object.assign(process.env, kept);
      await at.remove();
    }
  },
);

history('a git that hangs is stopped after the time limit, and the editor says so', async () => {
  const at = await repo();
  const bin = join(at.dir, 'bin');
  const path = process.env.PATH;
  const limit = GIT_TIME_LIMIT.ms;
  try {
    await mkdir(bin);
    // exec: the killed process is the sleeper itself, so nothing keeps git's output open.
    await writeFile(join(bin, 'git'), '#!/bin/sh\nexec sleep 30\n');
    await chmod(join(bin, 'git'), 0o755);
    process.env.PATH = `${bin}:${path ?? ''}`;
    GIT_TIME_LIMIT.ms = 300;
    const started = Date.now();
    const stuck = await refusal(commitSave(at.dir, at.path('gigs'), 'Auftritt hinzugefügt: …'));
    assert.match(stuck.message, /keine Antwort binnen 0,3 Sekunden, abgebrochen/);
    assert.ok(Date.now() - started < 5000, 'not waited for the sleeper');
  } finally {
    process.env.PATH = path;
    GIT_TIME_LIMIT.ms = limit;
    await at.remove();
  }
});

history.run();
