/**
 * What every save of the editor does around its change (issue 37, "No lost edits"): saveEntry (a gig or
 * a song) and saveBand (band.ts) differ only in how they make the file's new text. Before anything is
 * written, the file must still be the version the form was filled in on, and git must not be in the
 * middle of a merge or a rebase; then the change makes the new text (or ends the save with a result of
 * its own), which is saved over that version only and committed alone where there is git – unless the
 * file held work of the member's that is not in the history, which a commit would take along. An
 * earlier save of the file that git did not take (history.ts remembers it) is committed first: it is
 * the editor's own, not the member's, and the history goes on.
 */
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { checkData, type DataProblem } from './checkData';
import { describeOtherVersion, type OtherVersion } from './describeShare';
import {
  ChangedOnDiskError,
  isOptional,
  versionOf,
  readDataFiles,
  readOptionalFiles,
  save,
  writeWhole,
  type DataFile,
  type DataFileText,
  type SavedFile,
} from './dataFiles';
import { commitSaveWith, commitUnrecorded, hasUncommitted, historyState, joinUnrecorded, STAND_IN_NOTE } from './history';
import { mergeLines } from './mergeLines';
import { changesSince, fileAt, recentCommits, shareSaves, takeIn, type ShareState } from './shareRepo';
import { SourceRefusal, unsafeForm } from './sourceText';

/** A save that is on disk. */
export interface Saved {
  status: 'saved';
  /** The file's new version, for the next save. */
  version: string;
  /** The commit message: what changed, in words. */
  message: string;
  /** The commit, where there is git and it worked. */
  commit?: string;
  /** Why the save is not in the history (git refused, or the file held uncommitted work); the file is saved all the same. */
  historyProblem?: string;
  /** Committed, with something the member should know: git does not know their name yet (STAND_IN_NOTE). */
  historyNote?: string;
  /** What the build warns about in the files as saved (it passes them). */
  warnings: DataProblem[];
  /** Where the clone shares a remote: the shared repository's state after the push (pending: not yet shared). */
  shared?: ShareState;
}

/** What a change makes of the file: its new text, the commit message, and the build's warnings on the files as they would stand. */
export interface NewText {
  text: string;
  message: string;
  warnings: DataProblem[];
  /** Photos or recordings the save adds (issue 46): written beforehand to their place `path`, from `bytes`. */
  add?: { path: string; bytes: Uint8Array }[];
  /** Photos or recordings it deletes (absolute paths), once the data file is written. */
  remove?: string[];
}

/** The data files as a save reads them: the three, and the optional ones ('' where there is none). */
export type SavedFiles = Record<SavedFile, DataFileText>;

/** Nothing written: git is in the middle of a merge or a rebase, or another member changed the same lines meanwhile (`other`). */
export interface Busy {
  status: 'refused';
  problems: (DataProblem & { other?: OtherVersion })[];
}

/** Nothing written: the file changed on disk since the form read it; the page offers to reload. */
export interface Changed {
  status: 'changed';
  message: string;
}

/**
 * Saves the data file `file` of `folder` (absolute: reading, checking, writing and committing take the
 * one path) as `change` makes it from the data files as they stand, over `expectedVersion` only, and
 * commits it where the folder is in a git repository. `change` either gives the new text, or a result
 * that ends the save with nothing written (a refusal, nothing to change, a question). Refusals are
 * results; an Error is a fault of the disk or the program.
 */
export async function saveAndCommit<Result extends { status: string }>(
  folder: string,
  file: SavedFile,
  expectedVersion: string,
  change: (files: SavedFiles) => Promise<NewText | Result>,
): Promise<Result | Saved | Busy | Changed> {
  // Asked before anything is written: once the editor's change is on disk, the member's can no longer be told from it.
  const { history, busy } = await historyState(folder);
  if (busy) return { status: 'refused', problems: [{ file: dataFile(file), line: undefined, message: busy, text: busy }] };
  // The bandmates' new commits first (where the clone shares a remote): the save lands on the file as the band has it now.
  const shared = history ? await takeIn(folder) : undefined;
  const files: SavedFiles = { ...(await readDataFiles(folder)), ...(await readOptionalFiles(folder)) };
  const path = join(folder, `${file}.ts`);
  // The file as the form saw it, where it has moved on since by commits (a bandmate's, taken in): the save is made on
  // that text and its change put into the file as it stands (mergeLines), unless the same lines changed.
  let base: { text: string; commit: string } | undefined;
  if (files[file].version !== expectedVersion) {
    base = shared?.remote ? await committedText(folder, path, expectedVersion) : undefined;
    if (!base) return { status: 'changed', message: new ChangedOnDiskError(file).message };
  }
  // git may still refuse: then this save joins the earlier one, to be committed with it once git takes them.
  let behind: string | undefined;
  if (history)
    behind = await commitUnrecorded(folder, path).then(
      () => undefined,
      (error: Error) => error.message,
    );
  // A file the save creates (media.ts, references.ts, …) holds nothing of the member's.
  const uncommitted = history && !behind && files[file].version !== '' && (await hasUncommitted(folder, path));

  const made = await change(base ? { ...files, [file]: { text: base.text, version: expectedVersion } } : files);
  if ('status' in made) return made;
  if (base) {
    const merged = await mergedSave(folder, file, files, base, made.text);
    if ('problems' in merged) return merged;
    made.text = merged.text;
  }

  // The new photos and recordings first, each whole under its new name; the data file then names what is there.
  const written: string[] = [];
  let version: string;
  try {
    for (const { path: at, bytes } of made.add ?? []) {
      await writeWhole(at, bytes, true);
      written.push(at);
    }
    version = await save(folder, file, made.text, files[file].version);
  } catch (error) {
    // A refused or failed save leaves no file behind.
    for (const at of written) await unlink(at).catch(() => {});
    if (error instanceof ChangedOnDiskError) return { status: 'changed', message: error.message };
    throw error;
  }
  for (const at of made.remove ?? [])
    await unlink(at).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  const also = [...written, ...(made.remove ?? [])];

  const saved: Saved = { status: 'saved', version, message: made.message, warnings: made.warnings };
  if (behind) {
    joinUnrecorded(folder, path, version, made.message, also);
    saved.historyProblem = behind;
  } else if (uncommitted) {
    // A commit of the whole file would take the member's uncommitted work along, and Rückgängig would then throw it away.
    saved.historyProblem = `Nicht in der Versionsgeschichte: ${file}.ts hat ältere Änderungen, die dort noch fehlen; Rückgängig gibt es für diese Speicherung darum nicht.`;
  } else if (history) {
    try {
      const committed = await commitSaveWith(folder, path, also, made.message, version);
      if (committed) saved.commit = committed.commit;
      if (committed?.standIn) saved.historyNote = STAND_IN_NOTE;
    } catch (error) {
      saved.historyProblem = (error as Error).message;
    }
    // Shared right away; a remote out of reach leaves it committed, and the page says „noch nicht geteilt“.
    if (saved.commit && shared?.remote) saved.shared = await shareSaves(folder);
  }
  return saved;
}

/**
 * The text of `path` whose version is `version`, in one of its recent commits, while the file on disk
 * is as committed (nothing of the member's uncommitted in it): where a save's form was filled in.
 */
async function committedText(folder: string, path: string, version: string): Promise<{ text: string; commit: string } | undefined> {
  if (await hasUncommitted(folder, path)) return undefined;
  for (const commit of await recentCommits(folder, path)) {
    const bytes = await fileAt(folder, commit, path);
    if (bytes && versionOf(bytes) === version) return { text: bytes.toString('utf8'), commit };
  }
  return undefined;
}

/**
 * The save's change (`base` → `mine`) put into the file as it stands; where another member changed the
 * same lines since, the refusal that shows their version; where the files would no longer pass the build, its refusal.
 */
async function mergedSave(
  folder: string,
  file: SavedFile,
  files: SavedFiles,
  base: { text: string; commit: string },
  mine: string,
): Promise<{ text: string } | Busy> {
  const merged = mergeLines(base.text, mine, files[file].text);
  if ('conflict' in merged) {
    const path = join(folder, `${file}.ts`);
    const [last] = await changesSince(folder, base.commit, path);
    const other: OtherVersion = {
      author: last?.author ?? '',
      when: last?.when ?? '',
      subject: last?.subject ?? '',
      file: `${file}.ts`,
      line: merged.conflict.line,
      lines: merged.conflict.theirs,
    };
    const message = describeOtherVersion(other, file === 'gigs' || file === 'songs');
    return { status: 'refused', problems: [{ file: dataFile(file), line: other.line, message, text: message, other }] };
  }
  if (isOptional(file)) return { text: merged.text };
  const texts = { band: files.band.text, gigs: files.gigs.text, songs: files.songs.text, [file]: merged.text };
  const check = await checkData(texts, folder);
  return check.problems.length ? { status: 'refused', problems: check.problems } : { text: merged.text };
}

// ---- what both saves refuse alike

/** Values as the page sends them and the files hold them: through JSON (a key left undefined is no key). */
export const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/** The data file of DataProblem's `file`: an optional file is named by its messages' text only. */
const dataFile = (file: SavedFile): DataFile | undefined => (isOptional(file) ? undefined : file);

/** A refusal of the editor's writers in `file`: its words, and the line it carries as data (SourceRefusal), where it names one. */
export function refusalOf(file: DataFile, error: unknown): DataProblem {
  const message = error instanceof Error ? error.message : String(error);
  const line = error instanceof SourceRefusal ? error.line : undefined;
  return { file, line, message, text: message };
}

/**
 * The refusal of a save whose file would compile to other values than the form asked for (`compiled`
 * is not `expected`): code in the file changes them after they are written, so the change would land
 * elsewhere. `what` says what would have changed; `instead`, what to do. Undefined where they are equal.
 */
export function landsElsewhere(
  file: DataFile,
  compiled: unknown,
  expected: unknown,
  what: string,
  instead: string,
): DataProblem | undefined {
  if (isDeepStrictEqual(plain(compiled), plain(expected))) return undefined;
  return refusalOf(file, unsafeForm(`${file}.ts`, undefined, what, instead));
}
