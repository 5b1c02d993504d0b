/**
 * One save of the editor's form (issue 37): a gig or a song added, edited, removed, or a gig called
 * off, from the request to the commit. The file's new text is made by editEntries (that entry's lines
 * and no other byte), checked by the build's own check on all three files as they would then stand
 * (a refusal names the file, the line and, where it can be told, the form's field; nothing is
 * written), a second gig on a day asked about, then saved over the version the form was filled in on
 * (never over someone else's change) and committed alone where there is git, by saveAndCommit as saveBand is.
 */
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { entryLines } from '../build/entryLines';
import { makeGig } from '../data/makeGig';
import type { RawGig } from '../data/readGigs';
import type { RawSong } from '../data/readSongs';
import { formatDate, parseDate } from '../domain/dates';
import { checkData, type DataProblem } from './checkData';
import { readDataFile, readDataFiles, type DataFile, type DataFileText } from './dataFiles';
import type { OtherVersion } from './describeShare';
import { describeChange, type Change } from './describeChange';
import { formatGig, formatSong, insertEntry, plainList, removeEntry, replaceEntry, type EditableList } from './editEntries';
import { landsElsewhere, plain, refusalOf, saveAndCommit, type NewText, type Saved } from './saveAndCommit';

/** What the form asks for. `index` counts the list's entries from 0, as the page got them with `expectedVersion`. */
export type SaveRequest = (
  | { list: 'gigs'; action: 'add'; value: RawGig }
  | { list: 'gigs'; action: 'edit'; index: number; value: RawGig }
  | { list: 'gigs'; action: 'cancel'; index: number; reason: string }
  | { list: 'songs'; action: 'add'; value: RawSong }
  | { list: 'songs'; action: 'edit'; index: number; value: RawSong }
  | { list: EditableList; action: 'remove'; index: number }
) & {
  /** The version of the list's file the form was filled in on (dataFiles.ts). */
  expectedVersion: string;
  /** The band said yes to "Zwei Auftritte am …?". */
  confirmed?: boolean;
  /**
   * For an edit, a cancellation or a removal: the entry as the form was opened on it (as /api/data
   * gave it). A page whose index has gone stale must not hit the entry that now stands there.
   */
  original?: RawGig | RawSong;
};

/** A refusal, with the form's field it concerns where that can be told (`date`, `location`, `title`, …). */
export interface Refusal extends DataProblem {
  field?: string;
  /**
   * Another member changed the entry meanwhile (issue 53): their version, and the entry as it now
   * stands (`entry`: its place, value and the file's version), which the form may take as its own to
   * save over it on purpose; no `entry` where they deleted it.
   */
  other?: OtherVersion & { entry?: { index: number; value: RawGig | RawSong; version: string } };
}

export type SaveResult =
  | Saved
  /** Nothing to write: the file would stay byte for byte as it is. */
  | { status: 'unchanged'; version: string }
  /** Nothing written: the build would refuse the files (or the entry cannot be changed as asked). */
  | { status: 'refused'; problems: Refusal[] }
  /** Nothing written: the question to ask before saving again with `confirmed`. */
  | { status: 'confirm'; confirm: string; twins: { index: number; location: string }[] }
  /** Nothing written: the file changed on disk since the form read it; the page offers to reload. */
  | { status: 'changed'; message: string };

/** The form's fields, in the order the messages name them. */
const FIELDS: Record<EditableList, readonly string[]> = {
  gigs: ['date', 'location', 'info', 'tickets', 'private', 'listed'],
  songs: ['title', 'artist', 'style', 'year'],
};

/** How many, in words, for the question: "Zwei Auftritte am 14.03.2027?". */
const COUNT = ['', '', 'Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs'];

/** A cancellation as docs/band.md writes it: `Abgesagt (Unwetter)`; without a reason, `Abgesagt`. */
function cancelled(reason: string): string {
  const why = reason.replace(/\s+/g, ' ').trim();
  return why ? `Abgesagt (${why})` : 'Abgesagt';
}

/**
 * Saves one change to the gigs or songs of the data folder `dataFolder` (src/data for the band;
 * absolute, or relative to the working directory), and commits it where the folder is in a git
 * repository. Refusals are results; an Error is a fault of the disk or the program.
 */
export async function saveEntry(dataFolder: string, request: SaveRequest): Promise<SaveResult> {
  // One path for reading, checking, writing and committing (checkData would take a relative one from the repository's root).
  const folder = resolve(dataFolder);
  const result = await saveAndCommit<SaveResult>(folder, request.list, request.expectedVersion, (files) => newText(files, folder, request));
  if (result.status !== 'refused' || !result.problems[0]?.other) return result;
  return { status: 'refused', problems: [await withEntry(folder, request.list, result.problems[0])] };
}

/** A refusal that shows another member's version, with the entry of theirs the form can take over (its place, value, version). */
async function withEntry(folder: string, list: EditableList, problem: Refusal): Promise<Refusal> {
  const { other } = problem;
  if (!other?.lines.length) return problem;
  const [current, files] = await Promise.all([readDataFile(folder, list), readDataFiles(folder)]);
  const index = entryLines(current.text, list).findIndex((line) => line >= other.line && line < other.line + other.lines.length);
  const texts = { band: files.band.text, gigs: files.gigs.text, songs: files.songs.text };
  const compiled = await compiledList(texts, folder, list);
  const value = 'entries' in compiled ? compiled.entries[index] : undefined;
  if (index < 0 || !value) return problem;
  return { ...problem, other: { ...other, entry: { index, value: plain(value) as RawGig | RawSong, version: current.version } } };
}

/** The list's file with the change made and checked as the build checks it; or why it is not saved (yet). */
async function newText(files: Record<DataFile, DataFileText>, folder: string, request: SaveRequest): Promise<NewText | SaveResult> {
  const { list } = request;
  const current = files[list];
  const texts = { band: files.band.text, gigs: files.gigs.text, songs: files.songs.text };

  // The list as the build compiles it now: what the change must change exactly one entry of.
  const before = await compiledList(texts, folder, list);
  if ('problems' in before) return { status: 'refused', problems: before.problems };
  // The entry as it stands, for a cancellation (its other values stay) and the commit message.
  const old = request.action === 'add' ? undefined : before.entries[request.index];
  if (request.action !== 'add' && request.original !== undefined && !sameEntry(old, request.original)) {
    return {
      status: 'changed',
      message: `Der Eintrag steht nicht mehr so in ${list}.ts, wie das Formular ihn kennt: er wurde inzwischen geändert, gelöscht oder verschoben. Nichts gespeichert.`,
    };
  }

  let value: RawGig | RawSong | undefined;
  let text: string;
  try {
    switch (request.action) {
      case 'add':
        value = request.value;
        text = insertEntry(current.text, list, format(list, value));
        break;
      case 'edit':
        value = request.value;
        text = replaceEntry(current.text, list, request.index, format(list, value));
        break;
      case 'cancel':
        value = { ...(old as RawGig), info: cancelled(request.reason) };
        text = replaceEntry(current.text, list, request.index, format(list, value));
        break;
      case 'remove':
        text = removeEntry(current.text, list, request.index);
        break;
    }
  } catch (error) {
    // editEntries' and the formatter's refusals: a file it does not understand, a key no file has.
    return { status: 'refused', problems: [refusalOf(list, error)] };
  }
  if (text === current.text) return { status: 'unchanged', version: current.version };

  const check = await checkData({ ...texts, [list]: text }, folder);
  // The saved entry in the new text: a new one is the list's last; a removed one is none.
  const at = request.action === 'add' ? (check.raw?.[list].length ?? 0) - 1 : request.action === 'remove' ? -1 : request.index;
  // The build's own words first, at their fields (a key written twice, a day that does not exist); then,
  // where the compiled list is not the old one with exactly this change, that the edit would land
  // elsewhere (code in the file that reorders or changes the list after it is written).
  const problems = check.problems.map((problem) => withField(problem, list, at, text));
  const what = 'die Liste hätte sich nach dem Speichern an anderer Stelle geändert als an diesem einen Eintrag';
  const elsewhere =
    check.raw && landsElsewhere(list, check.raw[list], changedList(before.entries, request, value), what, plainList(list, true));
  if (elsewhere) problems.push(elsewhere);
  if (problems.length) return { status: 'refused', problems };

  if (list === 'gigs' && (request.action === 'add' || request.action === 'edit') && !request.confirmed) {
    const question = sameDay(check.raw?.gigs ?? [], at, old as RawGig | undefined);
    if (question) return { status: 'confirm', ...question };
  }

  return { text, message: describeChange(changeOf(request, value, old)), warnings: check.warnings };
}

/** Whether the entry in the file is the one the page sent as `original` (which went through JSON on its way). */
const sameEntry = (entry: RawGig | RawSong | undefined, original: RawGig | RawSong) =>
  entry !== undefined && isDeepStrictEqual(plain(entry), original);

/** An entry as one line of its file. */
const format = (list: EditableList, value: RawGig | RawSong) =>
  list === 'gigs' ? formatGig(value as RawGig) : formatSong(value as RawSong);

/** The list as the file stands, compiled as the build compiles it; the build's problems where it does not compile. */
async function compiledList(
  texts: Record<'band' | 'gigs' | 'songs', string>,
  folder: string,
  list: EditableList,
): Promise<{ entries: readonly (RawGig | RawSong)[] } | { problems: Refusal[] }> {
  const { raw, problems } = await checkData(texts, folder);
  if (!raw) return { problems };
  const entries: unknown = raw[list];
  return { entries: Array.isArray(entries) ? (entries as (RawGig | RawSong)[]) : [] };
}

/** The compiled list `entries` as the request changes it: one entry added at the end, one replaced, or one gone. */
function changedList(entries: readonly (RawGig | RawSong)[], request: SaveRequest, value: RawGig | RawSong | undefined): unknown[] {
  const result: unknown[] = [...entries];
  if (request.action === 'add') result.push(value);
  else if (request.action === 'remove') result.splice(request.index, 1);
  else result.splice(request.index, 1, value);
  return result;
}

/**
 * `problem` with the form's field it names, where it concerns the saved entry (`at`, counted in the
 * new text): at that entry's line, or naming it as the twin of another. The field is the key path the
 * build reported the problem at (`date`, `location`, …; an unknown key is no field).
 */
function withField(problem: DataProblem, list: EditableList, at: number, text: string): Refusal {
  const line = entryLines(text, list)[at];
  if (problem.file !== list || line === undefined) return problem;
  const { said } = problem;
  // A twin: the title, or the day, is what makes it one.
  if (said?.kind === 'sameGig' || said?.kind === 'sameSong') {
    const other = Number(/:(\d+)$/.exec(said.other)?.[1]);
    return problem.line === line || other === line ? { ...problem, field: list === 'gigs' ? 'date' : 'title' } : problem;
  }
  if (problem.line !== line) return problem;
  const field = FIELDS[list].find((key) => key === problem.path);
  return field ? { ...problem, field } : problem;
}

/** Whether a gig is called off, as the build tells (makeGig): it then takes no day. */
const isCancelled = (gig: RawGig) =>
  makeGig({ date: new Date(NaN), location: '', info: typeof gig.info === 'string' ? gig.info : '' }).cancelled;

/** The day of a gig as the build reads it (trimmed). */
const dayOf = (gig: RawGig | undefined) => (typeof gig?.date === 'string' ? gig.date.trim() : undefined);

/**
 * The question before a gig goes onto a day another gig (or a booking nobody sees) already has, not
 * called off; undefined when there is none, or the gig was on that day before this edit.
 * `gigs` is the list as saved (it passed the check, so every day is real), `at` the saved gig.
 */
function sameDay(
  gigs: readonly RawGig[],
  at: number,
  old: RawGig | undefined,
): { confirm: string; twins: { index: number; location: string }[] } | undefined {
  const gig = gigs[at];
  const day = dayOf(gig);
  if (!gig || day === undefined || isCancelled(gig)) return undefined;
  if (old && dayOf(old) === day && !isCancelled(old)) return undefined;
  const twins = gigs.flatMap((other, index) =>
    index !== at && dayOf(other) === day && !isCancelled(other) ? [{ index, location: other.location.trim() }] : [],
  );
  if (!twins.length) return undefined;
  const count = twins.length + 1;
  return { confirm: `${COUNT[count] ?? count} Auftritte am ${formatDate(parseDate(day))}?`, twins };
}

/** The change for its commit message. */
function changeOf(request: SaveRequest, value: RawGig | RawSong | undefined, old: RawGig | RawSong | undefined): Change {
  const { action } = request;
  if (request.list === 'gigs') {
    if (action === 'cancel') return { list: 'gigs', action, gig: old as RawGig, reason: request.reason };
    return { list: 'gigs', action, gig: (value ?? old) as RawGig, before: old as RawGig | undefined };
  }
  if (action === 'cancel') throw new Error('A song cannot be cancelled');
  return { list: 'songs', action, song: (value ?? old) as RawSong, before: old as RawSong | undefined };
}
