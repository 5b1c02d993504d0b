// The commands start from a bundle of their modules (src/build/loadCommand.mjs): made once for the
// same code, made anew when a module changes, never for a change of the band's data, shared by
// copies of the repository without one building into another's folder, and through tsx when
// esbuild cannot bundle. Each case runs the commands as the band's scripts do, in copies of the
// repository whose build cache is their own (not the shared one of the test run's copies).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { BUILD_FILES, copyRepo, type RepoCopy } from '../setup/repoCopy';

const COMMANDS = '.cache/build/commands';
const CHECK = ['build.mjs', '--check', 'src/data'];

/** A copy of the repository whose build cache is `cache` (a folder of its own unless given). */
async function copyWithCache(cache?: string): Promise<RepoCopy> {
  const copy = await copyRepo(BUILD_FILES, { prefix: 'band-load-command-' });
  await rm(copy.path('.cache/build'), { force: true });
  if (cache) await symlink(cache, copy.path('.cache/build'));
  else await mkdir(copy.path('.cache/build'));
  return copy;
}

/** songs.ts with one more song, `title`, first in its list. */
const withSong = (title: string) => (text: string) =>
  text.replace(/(export const songs\b[^=]*= \[)/, `$1\n  { title: '${title}', artist: 'Testband' },`);

/** The bundles in `copy`'s cache, by command. */
const bundles = async (copy: RepoCopy) =>
  (await readdir(copy.path(COMMANDS)).catch(() => [])).filter((file) => file.endsWith('.mjs')).sort();

/** Runs `args` with node in `copy` and expects it to succeed: what it printed. */
async function succeeds(copy: RepoCopy, args: string[]): Promise<string> {
  const ran = await copy.run(process.execPath, args);
  assert.is(ran.code, 0, ran.stderr);
  return ran.stdout + ran.stderr;
}

const tests = suite('the commands, from their bundle');
let copy: RepoCopy;
tests.before(async () => {
  copy = await copyWithCache();
});
tests.after(async () => {
  await copy.remove();
});

tests('the first start bundles the command; the next uses the same bundle, after an edit of the band’s data too', async () => {
  assert.match(await succeeds(copy, CHECK), 'src/data: the band data is valid');
  const first = await bundles(copy);
  assert.is(first.length, 1, first.join(', '));
  assert.match(first[0]!, /^buildCommand-[0-9a-f]{32}\.mjs$/);
  await copy.edit('src/data/songs.ts', withSong('Ein neuer Song'));
  await succeeds(copy, CHECK);
  assert.equal(await bundles(copy), first);
});

tests('a changed module makes a new bundle, and the command runs the new code', async () => {
  const before = await bundles(copy);
  await copy.edit('src/build/buildCommand.ts', (text) => text.replace('the band data is valid', 'the band data is fine'));
  assert.match(await succeeds(copy, CHECK), 'src/data: the band data is fine');
  const after = await bundles(copy);
  assert.is(after.length, before.length + 1, after.join(', '));
});

tests('the arguments reach a command run by file name (npm run check-site)', async () => {
  const address = 'https://127.0.0.1:9/';
  const ran = await copy.run(process.execPath, ['src/build/loadCommand.mjs', 'src/deploy/checkSiteCommand.ts', address]);
  assert.is(ran.code, 1);
  assert.match(ran.stdout + ran.stderr, `problem(s) on ${address}`);
  assert.ok((await bundles(copy)).some((file) => file.startsWith('checkSiteCommand-')));
});

tests('a copy that shares the cache builds into its own folder, from the same bundle', async () => {
  const other = await copyWithCache(copy.path('.cache/build'));
  try {
    const before = await bundles(copy);
    await other.edit('src/data/songs.ts', withSong('Nur in der zweiten Kopie'));
    await succeeds(other, ['build.mjs']);
    assert.match(String(await other.read('dist/band.js')), 'Nur in der zweiten Kopie');
    assert.not.match(String(await copy.read('dist/band.js')), 'Nur in der zweiten Kopie');
    assert.equal(await bundles(other), before, 'the bundle the first copy made in the first case, before it changed a module');
  } finally {
    await other.remove();
  }
});

tests('a module esbuild cannot read: the command runs through tsx, which names the file', async () => {
  const broken = await copyWithCache();
  try {
    await broken.edit('src/build/buildCommand.ts', (text) => `${text}\nconst = ;\n`);
    const ran = await broken.run(process.execPath, CHECK);
    assert.is.not(ran.code, 0);
    assert.match(ran.stderr, /buildCommand\.ts/);
    assert.equal(await bundles(broken), []);
  } finally {
    await broken.remove();
  }
});

tests.run();
