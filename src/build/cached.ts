/**
 * Results of the build's slow steps, kept between builds. terser takes seconds where esbuild
 * takes a tenth of one, and its output depends on nothing but its input, its options and its
 * version: so a build whose code did not change (the budget's bundle without data after an edit of
 * the data, the tests' rebuild of the committed dist/) takes the result from BUILD_CACHE instead of
 * compressing again; the photos keep theirs the same way (photoVariants.ts). Each result is filed
 * under the hash of everything it depends on, so a changed input can never meet an old result.
 * Only the newest few are kept; the folder (git-ignored) may be deleted at any time. A cache that
 * cannot be read or written is simply not used, and an entry that is damaged (cut short, overwritten,
 * not what its user can read) is a miss: made again and written anew, never a failed build.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_CACHE, ROOT } from './paths';

/**
 * The version of the module at `url` (its `import.meta.url`): the hash of its own source. A cache key
 * that holds it makes every entry anew when any step in that module changes, without anyone
 * remembering to bump a number (an edited comment costs one slower build).
 */
export const ownSourceHash = (url: string) =>
  createHash('sha256')
    .update(readFileSync(fileURLToPath(url)))
    .digest('hex');

/** Enough for the bundle and its budget twin of a few recent builds (the photos' cache keeps its own count). */
export const KEEP = 12;

/** An entry is its content's SHA-256 (this many bytes), then the content: what was written whole is known by it. */
const DIGEST = 32;

const digestOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/**
 * When this build began: every build is a process of its own (`npm start` and the editor start one
 * for each), so a `.part` file older than this one's start is what a stopped build left half written.
 */
const STARTED = performance.timeOrigin;

/** This process's claims so far: each writes its own file before linking it into place. */
let claims = 0;

/** The folders whose leftover `.part` files this build has removed already. */
const swept = new Set<string>();

/**
 * How long a build waits for another process that makes the same entry (a photo's variants take seconds,
 * terser about two) before it makes the entry itself, and how often it looks.
 */
const WAIT_MS = 120_000;
const LOOK_MS = 50;
/**
 * A claim's file is touched this often while its entry is made, and one not touched for STALE_MS is
 * no claim: a build stopped in a way that ran no `finally` (the editor ends a preview's thread that
 * overran its time, a process killed) leaves one behind, whose process may still run.
 */
const BEAT_MS = 2_000;
const STALE_MS = 10_000;

/**
 * What `make()` gives, from the cache (`dir`) when an earlier build made it from the same `inputs`.
 * `accept` tells whether a stored result can be used (the photos' cache reads its entry back); one
 * it refuses is made again. Two builds at once (`npm start`'s rebuild beside the editor's; the tests'
 * processes) make an entry once: the first claims it (a `.making` file with its process id), the
 * others wait for it, and make it themselves should the first end without it or stop keeping its claim fresh.
 */
export async function cached(
  inputs: unknown,
  make: () => Promise<Uint8Array>,
  dir = join(ROOT, BUILD_CACHE),
  keep = KEEP,
  accept: (stored: Uint8Array) => boolean = () => true,
): Promise<Uint8Array> {
  const file = join(dir, createHash('sha256').update(JSON.stringify(inputs)).digest('hex'));
  await sweep(dir);
  const hit = await stored(file, accept);
  if (hit) return hit;
  const claimed = await claim(file);
  const beat = claimed ? setInterval(() => void touch(`${file}.making`), BEAT_MS).unref() : undefined;
  try {
    const theirs = claimed ? undefined : await madeElsewhere(file, accept);
    if (theirs) return theirs;
    const made = await make();
    try {
      await mkdir(dir, { recursive: true });
      // Whole or not at all, should two builds write the same entry at once (and a damaged one is replaced).
      const part = `${file}.${process.pid}.part`;
      await writeFile(part, Buffer.concat([digestOf(made), made]));
      await rename(part, file);
      await prune(dir, keep);
    } catch {} // a cache that cannot be written is no cache; the build goes on
    return made;
  } finally {
    clearInterval(beat);
    if (claimed) await rm(`${file}.making`, { force: true }).catch(() => {});
  }
}

/** Marks `file` as used now (a cache entry, so that pruning keeps it; a claim, so that it is not stale). */
const touch = (file: string) => {
  const now = new Date();
  return utimes(file, now, now).catch(() => {});
};

/** The entry `file` when it is whole and `accept` takes it (marked as used, so that pruning keeps it). */
async function stored(file: string, accept: (stored: Uint8Array) => boolean): Promise<Uint8Array | undefined> {
  const hit = await readFile(file).catch(() => undefined);
  const content = hit && hit.length >= DIGEST && hit.subarray(0, DIGEST).equals(digestOf(hit.subarray(DIGEST))) && hit.subarray(DIGEST);
  if (!content || !accept(content)) return undefined;
  await touch(file);
  return new Uint8Array(content);
}

/** Whether a process holds the claim on `file`: it runs, and it keeps the claim fresh. */
async function claimHeld(file: string): Promise<boolean> {
  const touched = await stat(`${file}.making`).then(
    (found) => found.mtimeMs,
    () => 0,
  );
  if (Date.now() - touched > STALE_MS) return false;
  const pid = Number(await readFile(`${file}.making`, 'utf8').catch(() => ''));
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the making of `file` for this process: true unless a running process has claimed it (a claim
 * whose process has ended is taken over). A cache that cannot be written claims nothing and waits for no one.
 */
async function claim(file: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await mkdir(join(file, '..'), { recursive: true });
      // Written aside and linked into place, so that no one reads a claim without its process id.
      const mine = `${file}.making.${process.pid}.${(claims += 1)}.part`;
      await writeFile(mine, String(process.pid));
      try {
        await link(mine, `${file}.making`);
      } finally {
        await rm(mine, { force: true });
      }
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return true;
      if (await claimHeld(file)) return false;
      await rm(`${file}.making`, { force: true }).catch(() => {});
    }
  }
  return true;
}

/** The entry another process is making, once it is there; undefined when that process ends without it, or after WAIT_MS. */
async function madeElsewhere(file: string, accept: (stored: Uint8Array) => boolean): Promise<Uint8Array | undefined> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    const running = await claimHeld(file);
    const hit = await stored(file, accept);
    if (hit || !running) return hit;
    await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
  }
  return undefined;
}

/** Removes the `.part` files in `dir` that builds stopped before this one began left behind (once a build). */
async function sweep(dir: string): Promise<void> {
  if (swept.has(dir)) return;
  swept.add(dir);
  const parts = (await readdir(dir).catch((): string[] => [])).filter((name) => name.endsWith('.part'));
  await Promise.all(
    parts.map(async (name) => {
      const modified = await stat(join(dir, name)).then(
        (found) => found.mtimeMs,
        () => Infinity,
      );
      if (modified < STARTED) await rm(join(dir, name), { force: true }).catch(() => {});
    }),
  );
}

/** An entry's name: the hash of its inputs (cached above). Anything else in the folder is not an entry. */
const ENTRY = /^[0-9a-f]{64}$/;

/** Removes all but the `keep` most recently used entries (claims, parts and folders of others left alone). */
async function prune(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir)).filter((name) => ENTRY.test(name));
  if (names.length <= keep) return;
  const used = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(dir, name))).mtimeMs })));
  used.sort((a, b) => b.at - a.at);
  await Promise.all(used.slice(keep).map(({ name }) => rm(join(dir, name), { force: true })));
}
