// A copy of (part of) the repository in a temporary folder, for the suites that run the build or the
// server as the band does, change the band's files, or serve dist/ from elsewhere: never the repository itself.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { BUILD_CACHE, PHOTO_CACHE, PRESS_CACHE, ROOT } from '../../src/build/paths';

const exec = promisify(execFile);

/** What `npm run build` and `npm start` need: with these (and node_modules) a copy builds and serves. */
export const BUILD_FILES = ['package.json', 'build.mjs', 'tsconfig.json', 'src', 'dist', 'demo.html'] as const;

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RepoCopy {
  /** The copy's folder: files keep their paths from the repository. */
  dir: string;
  /** The absolute path of `file` (a path from the repository's root) in the copy. */
  path(file: string): string;
  read(file: string): Promise<Buffer>;
  write(file: string, content: string | Uint8Array): Promise<void>;
  /** Changes a text file in place. */
  edit(file: string, change: (text: string) => string): Promise<void>;
  /** Runs `command` in the copy and waits for it: its exit code and what it printed (a failure is a result, not an error). */
  run(command: string, args: readonly string[]): Promise<Ran>;
  /** Removes the copy. */
  remove(): Promise<void>;
}

export interface CopyOptions {
  /** The start of the temporary folder's name ('band-build-' makes /tmp/band-build-XXXXXX). */
  prefix?: string;
  /** The folder of the repository `paths` are taken from and the copy stands for; its root by default. */
  from?: string;
}

/**
 * The build's caches (src/build/paths.ts), shared by every copy of a test run (each keeps only the
 * results used last, so a later run finds some of them: src/build/cached.ts's KEEP). A copy's first
 * build used to compress the bundle and make the photos' variants from nothing: 7.0 processor seconds
 * for a fresh copy's build on this machine, 3.4 with the caches shared, and some thirty builds in
 * copies a run. Each result is filed under the hash of all it depends on and written
 * whole or not at all (src/build/cached.ts), so copies with other data or code never meet a wrong one.
 * reproducible.test.ts removes its copy's links, to build from nothing.
 */
const SHARED_CACHES = join(ROOT, '.cache', 'copies');

/** Links `dir`'s build caches to the shared ones. */
async function shareCaches(dir: string): Promise<void> {
  for (const cache of [BUILD_CACHE, PHOTO_CACHE, PRESS_CACHE]) {
    const shared = join(SHARED_CACHES, basename(cache));
    await mkdir(shared, { recursive: true });
    await mkdir(join(dir, cache, '..'), { recursive: true });
    await symlink(shared, join(dir, cache));
  }
}

/**
 * What a folder with the repository's files needs to build and serve as the repository does: its
 * node_modules (a link) and the shared build caches (links, above). For the copies here and the
 * clones some suites make.
 */
export async function linkDependencies(dir: string): Promise<void> {
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  await shareCaches(dir);
}

/**
 * Copies `paths` (files or folders in `from`, the repository's root by default) to a new temporary folder,
 * keeping their paths. A copy with package.json gets linkDependencies, so it builds and serves.
 */
export async function copyRepo(
  paths: readonly string[] = BUILD_FILES,
  { prefix = 'band-copy-', from = '.' }: CopyOptions = {},
): Promise<RepoCopy> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  for (const path of paths) await cp(join(ROOT, from, path), join(dir, path), { recursive: true });
  if (paths.includes('package.json')) await linkDependencies(dir);
  return copyAt(dir);
}

/** A new temporary folder with all of `copy` in it (its node_modules link a link again): a copy of a copy. */
export async function copyOfCopy(copy: RepoCopy, prefix = 'band-copy-'): Promise<RepoCopy> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await cp(copy.dir, dir, { recursive: true, verbatimSymlinks: true });
  return copyAt(dir);
}

/** The RepoCopy of the folder `dir`. */
function copyAt(dir: string): RepoCopy {
  const path = (file: string) => join(dir, file);
  return {
    dir,
    path,
    read: (file) => readFile(path(file)),
    write: (file, content) => writeFile(path(file), content),
    edit: async (file, change) => writeFile(path(file), change(await readFile(path(file), 'utf8'))),
    async run(command, args) {
      try {
        const { stdout, stderr } = await exec(command, [...args], { cwd: dir });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const e = error as { code: number; stdout: string; stderr: string };
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
