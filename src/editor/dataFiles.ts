/**
 * The band's data files on disk for the editor (issue 37, "No lost edits"): each read with a
 * version (the SHA-256 of its bytes), and saved only over the version the editor read, so a change
 * made meanwhile (another editor window, a second tab, a `git pull`) is never overwritten. A save
 * writes a temporary file beside the data file, flushes it to the disk and renames it over the
 * file: a crash or a full disk leaves the old file or the new one, never half of one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The data files the editor reads and writes, as the build names them (band.ts, gigs.ts, songs.ts). */
export const DATA_FILES = ['band', 'gigs', 'songs'] as const;

export type DataFile = (typeof DATA_FILES)[number];

/**
 * The files that may be missing until the editor's first save of them: media.ts (issue 46), and the
 * band's references, questions, line-ups and press texts (issue 47).
 */
export const OPTIONAL_FILES = ['media', 'references', 'faq', 'lineups', 'press'] as const;

export type OptionalFile = (typeof OPTIONAL_FILES)[number];

/** The optional files of issue 47. */
export type ExtraFile = Exclude<OptionalFile, 'media'>;

/** The files the editor saves by this module's rules: the three, and the optional ones. */
export type SavedFile = DataFile | OptionalFile;

/** Whether `file` may be missing (and is then created by the first save). */
export const isOptional = (file: SavedFile): file is OptionalFile => (OPTIONAL_FILES as readonly string[]).includes(file);

/** A data file as the editor read it. */
export interface DataFileText {
  text: string;
  /** The SHA-256 of its bytes (hex): what a save of it must name. */
  version: string;
}

/** Why a save was refused: the file is no longer the version the editor read. */
export class ChangedOnDiskError extends Error {
  override name = 'ChangedOnDiskError';
  /** Stable for the editor's page, which offers to reload. */
  readonly code = 'changed on disk';
  constructor(readonly file: SavedFile) {
    super(
      `${file}.ts wurde inzwischen geändert (in einem anderen Fenster, von Hand oder durch git pull). ` +
        'Nichts wurde überschrieben: neu laden, dann die Änderung noch einmal machen.',
    );
  }
}

/** The version of a file's bytes: their SHA-256 in hex. */
export const versionOf = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Strict: a file that is not UTF-8 (saved as "ANSI" on Windows) would come back from a save with
 * every umlaut changed, also outside the entry the editor changed. The BOM is kept as a character,
 * so a file that starts with one is written back with it.
 */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const pathOf = (folder: string, file: SavedFile) => join(folder, `${file}.ts`);

/** The text of `bytes`, refused where they are not UTF-8. */
function decoded(bytes: Uint8Array, file: SavedFile): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new Error(
      `${file}.ts ist nicht als UTF-8 gespeichert (Umlaute wären danach verändert). ` +
        'Die Datei im Texteditor als UTF-8 speichern, dann neu laden.',
    );
  }
}

/** One data file of `folder` with its version. */
export async function readDataFile(folder: string, file: SavedFile): Promise<DataFileText> {
  const bytes = await readFile(pathOf(folder, file));
  return { text: decoded(bytes, file), version: versionOf(bytes) };
}

/** The three data files of `folder` (src/data for the band), each with its version. */
export async function readDataFiles(folder: string): Promise<Record<DataFile, DataFileText>> {
  const [band, gigs, songs] = await Promise.all(DATA_FILES.map((file) => readDataFile(folder, file)));
  return { band: band as DataFileText, gigs: gigs as DataFileText, songs: songs as DataFileText };
}

/** Refuses unless the file at `path` holds the version `expected`. */
async function mustBe(path: string, file: SavedFile, expected: string): Promise<void> {
  const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' && expected === '') return undefined;
    throw error;
  });
  if ((bytes ? versionOf(bytes) : '') !== expected) throw new ChangedOnDiskError(file);
}

/**
 * An optional file of `folder` (media.ts, references.ts, …) with its version; '' for both where there
 * is none yet (the first save writes it, over the version '').
 */
export async function readOptionalFile(folder: string, file: OptionalFile): Promise<DataFileText> {
  return readDataFile(folder, file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return { text: '', version: '' };
    throw error;
  });
}

/** media.ts of `folder` with its version; '' for both where there is none yet. */
export const readMediaFile = (folder: string): Promise<DataFileText> => readOptionalFile(folder, 'media');

/** Every optional file of `folder` with its version ('' for both where it is missing). */
export async function readOptionalFiles(folder: string): Promise<Record<OptionalFile, DataFileText>> {
  const texts = await Promise.all(OPTIONAL_FILES.map((file) => readOptionalFile(folder, file)));
  return Object.fromEntries(OPTIONAL_FILES.map((file, index) => [file, texts[index]])) as Record<OptionalFile, DataFileText>;
}

/**
 * Writes `content` (a text, written as UTF-8, or the exact bytes) as the data file `file` of `folder`,
 * if the file still holds `expectedVersion`; returns the new version. Refuses with a
 * ChangedOnDiskError otherwise, and writes nothing.
 */
export async function save(folder: string, file: SavedFile, content: string | Uint8Array, expectedVersion: string): Promise<string> {
  // A data file that is a link stays one: its target is replaced. An optional file may be missing (version ''): it is created.
  const missing = expectedVersion === '' && isOptional(file);
  const path = missing ? pathOf(await realpath(folder), file) : await realpath(pathOf(folder, file));
  await mustBe(path, file, expectedVersion);
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const mode = missing ? 0o644 : (await stat(path)).mode & 0o777;
  // Once more just before the rename: a change that landed while the copy was written is not overwritten.
  await replaceWhole(path, bytes, mode, () => mustBe(path, file, expectedVersion));
  return versionOf(bytes);
}

/**
 * Writes `bytes` as the file `path` (a photo or a recording the editor adds, or puts back) the way
 * save writes a data file. With `fresh`, a file already at `path` is never replaced (an Error
 * instead, and nothing written).
 */
export async function writeWhole(path: string, bytes: Uint8Array, fresh = false): Promise<void> {
  // The first photo or recording of a repository makes its folder.
  await mkdir(dirname(path), { recursive: true });
  await replaceWhole(path, bytes, 0o644, async () => {
    if (fresh && (await stat(path).catch(() => undefined))) throw new Error(`${basename(path)} gibt es schon; nichts wurde überschrieben.`);
  });
}

/**
 * `bytes` as the file `path`: a temporary file beside it, flushed to the disk, renamed over it – a
 * crash leaves the old file or the new one, never half of one. `before` runs just before the rename
 * and may refuse it (the temporary file is then removed).
 */
async function replaceWhole(path: string, bytes: Uint8Array, mode: number, before: () => Promise<void>): Promise<void> {
  // In the file's own folder: a rename is atomic only within one file system. The dot keeps it out of sight.
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temporary, 'wx', mode);
  try {
    try {
      await handle.writeFile(bytes);
      // On the disk before the rename: a power cut after it must not find an empty file under the name.
      await handle.sync();
    } finally {
      await handle.close();
    }
    // The umask may have narrowed the mode given to open: the file keeps its own.
    await chmod(temporary, mode);
    await before();
    await renameOver(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  await syncFolder(dirname(path));
}

/**
 * rename(), tried again for a moment where Windows refuses it because another program (a virus
 * scanner, the editor the member has the file open in) holds the file for an instant.
 */
async function renameOver(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await rename(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (process.platform !== 'win32' || attempt >= 10 || !['EPERM', 'EACCES', 'EBUSY'].includes(code ?? '')) throw error;
      await new Promise((resume) => setTimeout(resume, 50 * (attempt + 1)));
    }
  }
}

/** The rename itself on the disk (the folder's entry); where a system cannot open a folder (Windows), its own rename must do. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Nothing to do: the data is written either way.
  }
}
