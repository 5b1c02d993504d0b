// The editor and the band's shared repository (src/editor/shareRepo.ts, issue 53), against a real bare
// repository on disk as `origin` of two members' clones: bandmates' commits taken in, each save pushed,
// a remote out of reach leaving saves committed and counted, and nothing of a member's ever lost.
import { suite } from 'uvu';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { readDataFile } from '../../src/editor/dataFiles';
import { undoLast, undoTarget, type HistoryError } from '../../src/editor/history';
import { saveEntry, type SaveRequest } from '../../src/editor/saveEntry';
import { remoteOf, shareSaves, shareState, syncRepo, takeIn } from '../../src/editor/shareRepo';
import { sharedRepo, type Member } from '../setup/sharedRepo';
import { must } from '../setup/must';
import { repo } from './tempData';

/** A gig added from `member`'s page, on the version of gigs.ts the page read (`version`, or the one on disk). */
async function addGig(member: Member, date: string, location: string, version?: string) {
  const expectedVersion = version ?? (await readDataFile(member.data, 'gigs')).version;
  return saveEntry(member.data, { list: 'gigs', action: 'add', value: { date, location }, expectedVersion });
}

/** The first gig's info changed from `member`'s page, on the version `version`. */
async function editFirstGig(member: Member, info: string, version: string) {
  const original = { date: '2026-07-14', location: 'Auedamm, Kassel', info: 'Sommerfest, Beginn 20 Uhr' };
  const request: SaveRequest = { list: 'gigs', action: 'edit', index: 0, original, value: { ...original, info }, expectedVersion: version };
  return saveEntry(member.data, request);
}

const share = suite('shareRepo');

share('no remote: nothing is fetched or pushed, and saves work as before', async () => {
  const at = await repo();
  try {
    assert.is(await remoteOf(at.data), undefined);
    assert.equal(await takeIn(at.data), { remote: false, pending: 0, incoming: [], taken: 0 });
    const saved = await addGig({ ...at, name: 'Miriam' }, '2027-03-14', 'Kulturbahnhof, Kassel');
    assert.is(saved.status, 'saved');
    assert.is('shared' in saved, false);
    assert.is(await at.git('log', '-1', '--format=%s'), 'Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel');
  } finally {
    await at.remove();
  }
});

share('two members add different gigs on the same version: both reach the remote, each under its author', async () => {
  const band = await sharedRepo();
  try {
    const seen = (await readDataFile(band.ben.data, 'gigs')).version;
    const anna = await addGig(band.anna, '2027-03-14', 'Kulturbahnhof, Kassel');
    assert.is(anna.status === 'saved' && anna.shared?.pending, 0);
    // Ben's page still shows the list before Anna's gig.
    const ben = await addGig(band.ben, '2027-03-15', 'Stadthalle, Wolfhagen', seen);
    assert.is(ben.status === 'saved' && ben.shared?.pending, 0);
    const gigs = await band.remoteFile('gigs');
    assert.match(
      gigs,
      "{ date: '2027-03-14', location: 'Kulturbahnhof, Kassel' },\n  { date: '2027-03-15', location: 'Stadthalle, Wolfhagen' },",
    );
    assert.is(
      await band.remote('log', '-2', '--format=%an: %s', 'main'),
      'Ben: Auftritt hinzugefügt: 15.03.2027, Stadthalle, Wolfhagen\nAnna: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel',
    );
    assert.equal(
      (await shareState(band.ben.data)).incoming.map(({ author, subject }) => `${author}: ${subject}`),
      ['Anna: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel'],
    );
  } finally {
    await band.remove();
  }
});

share('a save made offline is replayed on top of the bandmate’s and pushed at the next take-in', async () => {
  const band = await sharedRepo();
  try {
    await band.ben.git('remote', 'set-url', 'origin', `${band.bare}-gone`);
    const offline = await addGig(band.ben, '2027-03-15', 'Stadthalle, Wolfhagen');
    assert.is(offline.status, 'saved');
    assert.is(offline.status === 'saved' && offline.shared?.pending, 1);
    assert.is(offline.status === 'saved' && offline.shared?.problem?.kind, 'unreachable');
    assert.is(await band.ben.git('log', '-1', '--format=%s'), 'Auftritt hinzugefügt: 15.03.2027, Stadthalle, Wolfhagen');
    await addGig(band.anna, '2027-03-14', 'Kulturbahnhof, Kassel');
    await band.ben.git('remote', 'set-url', 'origin', band.bare);
    const synced = await syncRepo(band.ben.data);
    assert.is(synced.pending, 0);
    assert.is(synced.problem, undefined);
    assert.is(
      await band.remote('log', '-3', '--format=%an: %s', 'main'),
      'Ben: Auftritt hinzugefügt: 15.03.2027, Stadthalle, Wolfhagen\nAnna: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel\nMiriam Muster: Anfang',
    );
    assert.is((await band.ben.read('gigs')).trim(), await band.remoteFile('gigs'));
  } finally {
    await band.remove();
  }
});

share('the same gig changed on both sides: refused with the other version and its entry; nothing written', async () => {
  const band = await sharedRepo();
  try {
    const seen = (await readDataFile(band.ben.data, 'gigs')).version;
    assert.is((await editFirstGig(band.anna, 'Beginn 19 Uhr', seen)).status, 'saved');
    const head = await band.remote('rev-parse', 'main');
    const ben = await editFirstGig(band.ben, 'Beginn 22 Uhr', seen);
    assert.is(ben.status, 'refused');
    const [problem] = ben.status === 'refused' ? ben.problems : [];
    assert.is(problem?.other?.author, 'Anna');
    assert.is(problem?.other?.subject, 'Auftritt geändert: 14.07.2026, Auedamm, Kassel');
    assert.equal(problem?.other?.lines, ["  { date: '2026-07-14', location: 'Auedamm, Kassel', info: 'Beginn 19 Uhr' },"]);
    assert.equal(problem?.other?.entry?.value, { date: '2026-07-14', location: 'Auedamm, Kassel', info: 'Beginn 19 Uhr' });
    assert.match(problem?.message ?? '', /^Diesen Eintrag hat inzwischen Anna \(.*\) geändert\. So steht er jetzt in gigs\.ts, Zeile 5:/);
    assert.match(problem?.message ?? '', 'Ihre Eingaben stehen noch im Formular');
    assert.is(await band.remote('rev-parse', 'main'), head);
    assert.not.match(await band.ben.read('gigs'), 'Beginn 22 Uhr');
    // Saved again on the other version (the form took it over): Ben's own on purpose.
    const again = await saveEntry(band.ben.data, {
      list: 'gigs',
      action: 'edit',
      index: 0,
      original: must(problem?.other?.entry?.value, 'the other version'),
      value: { date: '2026-07-14', location: 'Auedamm, Kassel', info: 'Beginn 22 Uhr' },
      expectedVersion: problem?.other?.entry?.version ?? '',
    });
    assert.is(again.status, 'saved');
    assert.match(await band.remoteFile('gigs'), 'Beginn 22 Uhr');
  } finally {
    await band.remove();
  }
});

share('unshared saves that meet the bandmate’s on the same line stay committed; the take-in says where', async () => {
  const band = await sharedRepo();
  try {
    const seen = (await readDataFile(band.ben.data, 'gigs')).version;
    await band.ben.git('remote', 'set-url', 'origin', `${band.bare}-gone`);
    await editFirstGig(band.ben, 'Beginn 22 Uhr', seen);
    const mine = await band.ben.git('rev-parse', 'HEAD');
    await editFirstGig(band.anna, 'Beginn 19 Uhr', seen);
    await band.ben.git('remote', 'set-url', 'origin', band.bare);
    const state = await syncRepo(band.ben.data);
    assert.equal(state.problem, {
      kind: 'conflict',
      subject: 'Auftritt geändert: 14.07.2026, Auedamm, Kassel',
      path: 'src/data/gigs.ts',
      line: 5,
    });
    assert.is(state.pending, 1);
    assert.is(await band.ben.git('rev-parse', 'HEAD'), mine);
    assert.match(await band.ben.read('gigs'), 'Beginn 22 Uhr');
    assert.is(await band.ben.git('status', '--porcelain'), '');
  } finally {
    await band.remove();
  }
});

share('Rückgängig after taking in a bandmate’s save undoes only the own one, and shares the undo', async () => {
  const band = await sharedRepo();
  try {
    await addGig(band.anna, '2027-03-14', 'Kulturbahnhof, Kassel');
    await addGig(band.ben, '2027-03-15', 'Stadthalle, Wolfhagen');
    await takeIn(band.anna.data);
    assert.match(await band.anna.read('gigs'), 'Stadthalle');
    assert.is((await undoTarget(band.anna.data))?.subject, 'Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel');
    const undone = await undoLast(band.anna.data);
    assert.is(undone.message, 'Rückgängig: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel');
    assert.is((await shareSaves(band.anna.data)).pending, 0);
    const gigs = await band.remoteFile('gigs');
    assert.not.match(gigs, 'Kulturbahnhof');
    assert.match(gigs, 'Stadthalle, Wolfhagen');
    // Anna has nothing left of hers; Ben's save is never hers to undo.
    assert.is(await undoTarget(band.anna.data), undefined);
    const refused = await undoLast(band.anna.data).then(
      () => undefined,
      (error: HistoryError) => error.code,
    );
    assert.is(refused, 'nothing to undo');
  } finally {
    await band.remove();
  }
});

share('two members’ builds committed after publishing are no conflict: the bandmates’ dist/ stays, the own save is replayed', async () => {
  const band = await sharedRepo();
  try {
    /** What Veröffentlichen leaves: the build committed (one minified line, different in each member's build). */
    const publish = async (member: Member, build: string) => {
      await mkdir(join(member.dir, 'dist'), { recursive: true });
      await writeFile(join(member.dir, 'dist', 'band.js'), `${build}\n`);
      await member.git('add', 'dist');
      await member.git('commit', '--quiet', '-m', 'Veröffentlicht', '-m', 'Published: dist');
    };
    await publish(band.anna, 'built by Anna');
    await band.anna.git('push', '--quiet', 'origin', 'HEAD:main');
    await publish(band.ben, 'built by Ben');
    const ben = await addGig(band.ben, '2027-03-15', 'Stadthalle, Wolfhagen');
    assert.is(ben.status === 'saved' && ben.shared?.pending, 0);
    assert.is(await band.remote('show', 'main:dist/band.js'), 'built by Anna');
    assert.match(await band.remoteFile('gigs'), "{ date: '2027-03-15', location: 'Stadthalle, Wolfhagen' }");
    assert.is(await band.ben.git('status', '--porcelain'), '');
  } finally {
    await band.remove();
  }
});

share.run();
