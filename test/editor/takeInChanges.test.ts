// Änderungen übernehmen (issue 53, item 8): the bandmates' changes taken in from a bare repository on
// disk as origin, into a member's clone: fast-forward, the member's own saves replayed on top, the
// same line changed on both sides refused with nothing half done, and no origin at all.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { names, takeInChanges } from '../../src/editor/takeInChanges';

const exec = promisify(execFile);
const git = async (dir: string, ...args: string[]) => (await exec('git', args, { cwd: dir })).stdout.trim();

/** A bare origin with one commit (a file of three lines), and two members' clones of it. */
async function band() {
  const dir = await mkdtemp(join(tmpdir(), 'take-in-'));
  const origin = join(dir, 'origin.git');
  await git(dir, 'init', '-q', '--bare', '-b', 'main', origin);
  const clone = async (name: string) => {
    const at = join(dir, name);
    await git(dir, 'clone', '-q', origin, at);
    await git(at, 'config', 'user.name', name);
    await git(at, 'config', 'user.email', `${name.toLowerCase()}@example.org`);
    return at;
  };
  const anna = await clone('Anna');
  await writeFile(join(anna, 'gigs.ts'), 'one\ntwo\nthree\n');
  await git(anna, 'add', '.');
  await git(anna, 'commit', '-qm', 'Start');
  await git(anna, 'push', '-q', 'origin', 'main');
  const ben = await clone('Ben');
  /** `who` changes line `line` of gigs.ts to `text` and commits (and pushes, with `push`). */
  const save = async (at: string, line: number, text: string, push = false) => {
    const lines = (await readFile(join(at, 'gigs.ts'), 'utf8')).split('\n');
    lines[line] = text;
    await writeFile(join(at, 'gigs.ts'), lines.join('\n'));
    await git(at, 'commit', '-qam', `Zeile ${line + 1}: ${text}`);
    if (push) await git(at, 'push', '-q', 'origin', 'main');
  };
  return { dir, anna, ben, save, remove: () => rm(dir, { recursive: true, force: true }) };
}

const take = suite('takeInChanges');

take('a clone behind origin: fast-forwarded, naming whose changes came in', async () => {
  const at = await band();
  try {
    await at.save(at.anna, 0, 'eins', true);
    await at.save(at.anna, 1, 'zwei', true);
    const answer = await takeInChanges(at.ben);
    assert.equal(answer, {
      status: 'taken',
      message: 'Übernommen: 2 Änderungen von Anna. Seite neu laden, um sie in den Formularen zu sehen; jetzt kann veröffentlicht werden.',
    });
    assert.is(await git(at.ben, 'rev-parse', 'HEAD'), await git(at.anna, 'rev-parse', 'HEAD'));
  } finally {
    await at.remove();
  }
});

take('own saves not shared yet: the bandmates’ taken in, the own replayed on top, nothing lost', async () => {
  const at = await band();
  try {
    await at.save(at.anna, 0, 'eins', true);
    await at.save(at.ben, 2, 'drei');
    const answer = await takeInChanges(at.ben);
    assert.is(answer.status, 'taken');
    assert.match(answer.message, /^Übernommen: eine Änderung von Anna, die eigenen Speicherungen darauf gesetzt\./);
    assert.is(await readFile(join(at.ben, 'gigs.ts'), 'utf8'), 'eins\ntwo\ndrei\n');
    assert.is(await git(at.ben, 'log', '-1', '--format=%an %s'), 'Ben Zeile 3: drei');
  } finally {
    await at.remove();
  }
});

take('the same line changed on both sides: refused, the clone exactly as it was', async () => {
  const at = await band();
  try {
    await at.save(at.anna, 1, 'Annas zwei', true);
    await at.save(at.ben, 1, 'Bens zwei');
    const before = await git(at.ben, 'rev-parse', 'HEAD');
    const answer = await takeInChanges(at.ben);
    assert.is(answer.status, 'refused');
    assert.match(answer.message, /dieselbe Stelle/);
    assert.is(await git(at.ben, 'rev-parse', 'HEAD'), before);
    assert.is(await git(at.ben, 'status', '--porcelain'), '');
    assert.is(await readFile(join(at.ben, 'gigs.ts'), 'utf8'), 'one\nBens zwei\nthree\n');
  } finally {
    await at.remove();
  }
});

take('nothing new, and no origin: said so, nothing changed', async () => {
  const at = await band();
  try {
    assert.is((await takeInChanges(at.ben)).message, 'Hier fehlt nichts: Dieser Computer hat schon alle Änderungen der anderen.');
    await git(at.ben, 'remote', 'remove', 'origin');
    const answer = await takeInChanges(at.ben);
    assert.is(answer.status, 'refused');
    assert.match(answer.message, /kein gemeinsames Repository \(origin\)/);
  } finally {
    await at.remove();
  }
});

take.run();

const named = suite('names');

for (const [people, said] of [
  [[], ''],
  [['Anna'], 'Anna'],
  [['Anna', 'Anna'], 'Anna'],
  [['Anna', 'Ben'], 'Anna und Ben'],
  [['Anna', 'Ben', 'Anna', 'Cem'], 'Anna, Ben und Cem'],
] as const) {
  named(`${people.join(', ') || 'nobody'} → ${said}`, () => assert.is(names([...people]), said));
}

named.run();
