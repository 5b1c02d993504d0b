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
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
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

/** The folders whose leftover `.part` files this build has removed already. */
const swept = new Set<string>();

/**
 * What `make()` gives, from the cache (`dir`) when an earlier build made it from the same `inputs`.
 * `accept` tells whether a stored result can be used (the photos' cache reads its entry back); one
 * it refuses is made again.
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
  const hit = await readFile(file).catch(() => undefined);
  const stored = hit && hit.length >= DIGEST && hit.subarray(0, DIGEST).equals(digestOf(hit.subarray(DIGEST))) && hit.subarray(DIGEST);
  if (stored && accept(stored)) {
    // Marked as used, so that pruning keeps it.
    const now = new Date();
    await utimes(file, now, now).catch(() => {});
    return new Uint8Array(stored);
  }
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

/** Removes all but the `keep` most recently used entries. */
async function prune(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir)).filter((name) => !name.endsWith('.part'));
  if (names.length <= keep) return;
  const used = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(dir, name))).mtimeMs })));
  used.sort((a, b) => b.at - a.at);
  await Promise.all(used.slice(keep).map(({ name }) => rm(join(dir, name), { force: true })));
}
