/**
 * Results of the build's one slow step, kept between builds. terser takes seconds where esbuild
 * takes a tenth of one, and its output depends on nothing but its input, its options and its
 * version: so a build whose code did not change (the budget's bundle without data after an edit of
 * the data, the tests' rebuild of the committed dist/) takes the result from BUILD_CACHE instead of
 * compressing again. Each result is filed under the hash of everything it depends on, so a changed
 * input can never meet an old result. Only the newest few are kept; the folder (git-ignored) may be
 * deleted at any time, and a cache that cannot be read or written is simply not used.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_CACHE, ROOT } from './paths';

/** Enough for the bundle and its budget twin of a few recent builds (the photos' cache keeps its own count). */
export const KEEP = 12;

/** What `make()` gives, from the cache (`dir`) when an earlier build made it from the same `inputs`. */
export async function cached(
  inputs: unknown,
  make: () => Promise<Uint8Array>,
  dir = join(ROOT, BUILD_CACHE),
  keep = KEEP,
): Promise<Uint8Array> {
  const file = join(dir, createHash('sha256').update(JSON.stringify(inputs)).digest('hex'));
  try {
    const hit = await readFile(file);
    // Marked as used, so that pruning keeps it.
    const now = new Date();
    await utimes(file, now, now).catch(() => {});
    return new Uint8Array(hit);
  } catch {} // not there (or unreadable): made below
  const made = await make();
  try {
    await mkdir(dir, { recursive: true });
    // Whole or not at all, should two builds write the same entry at once.
    const part = `${file}.${process.pid}.part`;
    await writeFile(part, made);
    await rename(part, file);
    await prune(dir, keep);
  } catch {} // a cache that cannot be written is no cache; the build goes on
  return made;
}

/** Removes all but the `keep` most recently used entries. */
async function prune(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir)).filter((name) => !name.endsWith('.part'));
  if (names.length <= keep) return;
  const used = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(dir, name))).mtimeMs })));
  used.sort((a, b) => b.at - a.at);
  await Promise.all(used.slice(keep).map(({ name }) => rm(join(dir, name), { force: true })));
}
