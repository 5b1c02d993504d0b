// Two members' saves, take-ins, undos and times without the remote, in random order (fast-check, fixed
// seed), at the level of the editor's modules against a real bare repository: once both are back online
// and have shared, the remote holds every save that its own member did not undo, and nothing else.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { readDataFile } from '../../src/editor/dataFiles';
import { undoLast, type HistoryError } from '../../src/editor/history';
import { saveEntry } from '../../src/editor/saveEntry';
import { shareSaves, syncRepo, takeIn } from '../../src/editor/shareRepo';
import { sharedRepo, type Member } from '../setup/sharedRepo';

const SEED = 53;
/** Each run is a band of its own with a few dozen git commands per step: few runs, short ones. */
const RUNS = 4;

type Step = { member: 0 | 1; action: 'save' | 'takeIn' | 'undo' | 'offline' | 'online' };

const step = fc.record({
  member: fc.constantFrom<0 | 1>(0, 1),
  action: fc.constantFrom<Step['action']>('save', 'save', 'takeIn', 'undo', 'offline', 'online'),
});

/** A member as the property drives them: their page's version of gigs.ts, their own saves not undone, newest last. */
interface Player {
  clone: Member;
  seen: string;
  own: string[];
}

async function play(steps: readonly Step[]): Promise<void> {
  const band = await sharedRepo();
  try {
    const players: Player[] = [];
    for (const clone of [band.anna, band.ben]) players.push({ clone, seen: (await readDataFile(clone.data, 'gigs')).version, own: [] });
    let made = 0;
    for (const { member, action } of steps) {
      const player = players[member] as Player;
      const { clone } = player;
      if (action === 'save') {
        made++;
        const location = `Halle ${made}, Kassel`;
        const date = `2027-${String(1 + (made % 12)).padStart(2, '0')}-${String(1 + made).padStart(2, '0')}`;
        // Saved on the version the page last read: a bandmate's saves since are taken in and kept.
        const saved = await saveEntry(clone.data, { list: 'gigs', action: 'add', value: { date, location }, expectedVersion: player.seen });
        assert.is(saved.status, 'saved', `${clone.name} saves ${location}`);
        if (saved.status === 'saved') player.seen = saved.version;
        player.own.push(location);
      } else if (action === 'takeIn') {
        await takeIn(clone.data);
        player.seen = (await readDataFile(clone.data, 'gigs')).version;
      } else if (action === 'undo') {
        const undone = await undoLast(clone.data).then(
          () => 'undone',
          (error: HistoryError) => error.code,
        );
        assert.is(undone, player.own.length ? 'undone' : 'nothing to undo', `${clone.name}'s Rückgängig`);
        player.own.pop();
        await shareSaves(clone.data);
        player.seen = (await readDataFile(clone.data, 'gigs')).version;
      } else {
        await clone.git('remote', 'set-url', 'origin', action === 'offline' ? `${band.bare}-weg` : band.bare);
      }
    }
    for (const { clone } of players) await clone.git('remote', 'set-url', 'origin', band.bare);
    for (const { clone } of [...players, ...players]) {
      const state = await syncRepo(clone.data);
      assert.is(state.problem, undefined, `${clone.name} shares`);
    }
    const remote = await band.remoteFile('gigs');
    const kept = players.flatMap((player) => player.own).sort();
    const there = [...remote.matchAll(/location: '(Halle \d+, Kassel)'/g)].map((match) => match[1]).sort();
    assert.equal(there, kept);
  } finally {
    await band.remove();
  }
}

const property = suite('shareRepo (property)');

property('every save not undone by its own member reaches the remote; every undone one is gone', async () => {
  try {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 7 }), (steps) => play(steps)),
      { seed: SEED, numRuns: RUNS },
    );
  } catch (error) {
    console.error(`the property failed with seed ${SEED}`);
    throw error;
  }
});

property.run();
