/**
 * The editor's changes to the band's data files (issue 37, "One change, one line"): a gig or a song
 * added, replaced or removed changes exactly the lines of that entry, and every other byte of the
 * file stays as the band wrote it: comments, blank lines, quoting, order, a member's own layout,
 * the line ends. Nothing here is a serializer of the whole file; the text of the other entries is
 * never read back into values.
 *
 * The entries are found by a small scanner in the manner of src/data/entryLines.ts: it walks
 * `export const <list> = [ … ]`, skipping strings and comments, so a comma or a bracket inside a text
 * cannot mislead it. Unlike entryLines, which runs only on files esbuild has parsed, it may see a
 * file mid-edit, so it refuses whatever it does not understand (a text or comment never closed, a
 * spread, a text with `${…}`, an entry that is not `{ … }`) with an Error instead of guessing: a
 * refused save can be made by hand, a wrong one would damage the band's data.
 *
 * Pure: the caller reads the file, passes its text, and writes what comes back (the editor then runs
 * the build's readers on it before anything is written).
 */
import type { RawGig } from '../data/readGigs';
import type { RawSong } from '../data/readSongs';
import {
  applied,
  indentOf,
  isSpace,
  lineBreak,
  lineEnd,
  lineEndAfterComments,
  lineNumber,
  lineStart,
  nextLine,
  pastComment,
  quoteText,
  significant,
  startsLine,
  type Edit,
  type Refuse,
} from './sourceText';

/** The lists the editor changes entry by entry; band.ts is a record, edited key by key. */
export type EditableList = 'gigs' | 'songs';

/** One entry of the list: where its `{` stands, just past its `}`, and its comma (-1 when none follows). */
interface Entry {
  start: number;
  end: number;
  comma: number;
}

/** The list as the scanner found it. */
interface List {
  /** Index of `export` in `export const <list>`. */
  declaration: number;
  /** Indices of the list's `[` and `]`. */
  open: number;
  close: number;
  entries: Entry[];
}

// ---- the scanner

/** Why an edit is refused: the list, the line and what is not understood; the file stays as it is. */
const refused = (source: string, list: EditableList, at: number, what: string) =>
  new Error(`Cannot change the ${list}: ${what} (line ${lineNumber(source, at)}); nothing was changed`);

/** `refused` as sourceText.ts's readers take it. */
const refuser =
  (list: EditableList): Refuse =>
  (source, at, what) =>
    refused(source, list, at, what);

/**
 * Index just past the comment or the text that starts at `i`; `i` when none does. A text or a
 * comment that never closes is refused: everything after it would be read wrong.
 */
function pastLiteral(source: string, list: EditableList, i: number): number {
  const c = source[i];
  if (c === '/') return pastComment(source, i, refuser(list));
  if (c !== '"' && c !== "'" && c !== '`') return i;
  for (let j = i + 1; j < source.length; j++) {
    const d = source[j];
    if (d === '\\') {
      // An escape, or a line continuation (a backslash before a line break, \r\n counting as one).
      j += source[j + 1] === '\r' && source[j + 2] === '\n' ? 2 : 1;
    } else if (d === c) {
      return j + 1;
    } else if (c === '`' && d === '$' && source[j + 1] === '{') {
      // A substitution holds code, where quotes and brackets count again: beyond what this scanner reads.
      throw refused(source, list, i, 'a text with ${…} in it');
    } else if (c !== '`' && (d === '\n' || d === '\r')) {
      break;
    }
  }
  throw refused(source, list, i, `a text is not closed with its ${c}`);
}

/**
 * The entries of the list whose `[` stands at `open`: each must be an object `{ … }` followed by a
 * comma or the closing `]`. That is the form of every gig and song; anything else (a spread, a
 * name, a hole, a missing comma) would make the entries' count differ from the list's, so an edit
 * could hit the wrong gig.
 */
function scanEntries(source: string, list: EditableList, open: number): { close: number; entries: Entry[] } {
  const entries: Entry[] = [];
  /** The closing brackets the current entry still owes; empty between entries. */
  const owed: string[] = [];
  let start = -1;
  /** Where the last entry ended while its comma (or the `]`) is still to come; -1 otherwise. */
  let ended = -1;
  for (let i = open + 1; i < source.length;) {
    const c = source.charAt(i);
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const past = pastLiteral(source, list, i);
    if (c === '/' && past !== i) {
      i = past; // a comment, wherever it stands
      continue;
    }
    if (owed.length === 0) {
      // Between entries: an entry starts, or the one just read is followed by its comma or the end.
      if (ended >= 0) {
        if (c === ',' || c === ']') entries.push({ start, end: ended, comma: c === ',' ? i : -1 });
        else throw refused(source, list, i, `entry ${entries.length} is not followed by a comma`);
        ended = -1;
        if (c === ']') return { close: i, entries };
        i++;
        continue;
      }
      if (c === ']') return { close: i, entries };
      if (c === ',') throw refused(source, list, i, 'a comma with no entry before it');
      if (c !== '{') throw refused(source, list, i, `entry ${entries.length} is not written as { … }`);
      start = i;
    }
    if (past !== i) {
      i = past; // a text inside the entry
      continue;
    }
    if (c === '/') throw refused(source, list, i, 'a / outside a text or a comment');
    const closer = { '{': '}', '[': ']', '(': ')' }[c];
    if (closer) owed.push(closer);
    else if ('}])'.includes(c)) {
      const expected = owed.pop();
      // Inside an entry something is always owed: a `]` or `)` between entries was refused above.
      if (expected !== c) throw refused(source, list, i, `a ${c} where a ${expected} is still missing`);
    }
    i++;
    if (owed.length === 0) ended = i;
  }
  throw refused(source, list, open, `the list is not closed with ]`);
}

/** The list `export const <list> … = [ … ]` of the file, found in its code (not in a comment or a text). */
function findList(source: string, list: EditableList): List {
  const declaration = new RegExp(`export\\s+const\\s+${list}(?![\\w$])`, 'y');
  for (let i = 0; i < source.length;) {
    const past = pastLiteral(source, list, i);
    if (past !== i) {
      i = past;
      continue;
    }
    declaration.lastIndex = i;
    if (!/[\w$]/.test(source[i - 1] ?? '') && declaration.test(source)) {
      // Past the type annotation (`: RawGig[]`) to the `=`, then the value must be a list.
      let j = declaration.lastIndex;
      while (j < source.length && !(source[j] === '=' && source[j + 1] !== '>')) j = Math.max(pastLiteral(source, list, j), j + 1);
      j = significant(source, j + 1, refuser(list));
      if (source[j] !== '[') throw refused(source, list, i, `${list} is not written as a list [ … ]`);
      return { declaration: i, open: j, ...scanEntries(source, list, j) };
    }
    i++;
  }
  throw new Error(`Cannot change the ${list}: the file has no list \`export const ${list} = [ … ]\`; nothing was changed`);
}

/** The entry at `index`, counted from 0 as the readers count; an Error when there is none. */
function entryAt({ entries }: List, list: EditableList, index: number): Entry {
  const entry = Number.isInteger(index) && index >= 0 ? entries[index] : undefined;
  if (!entry) {
    throw new Error(
      `Cannot change the ${list}: there is no entry ${index} (the list holds ${entries.length}, counted from 0); nothing was changed`,
    );
  }
  return entry;
}

/**
 * The new entry's text, checked to be one `{ … }` on one line: a comma, a second entry, an
 * unclosed bracket or a comment in it would change more than that entry.
 */
function oneEntry(text: string, list: EditableList): string {
  const entry = text.trim();
  const problem = /[\r\n\u2028\u2029]/.test(entry) ? 'it is more than one line' : entryProblem(`[${entry}]`, list);
  if (problem !== undefined) throw new Error(`Cannot change the ${list}: the new entry is not one { … } (${problem}): ${text}`);
  return entry;
}

/** What keeps `wrapped` (`[` entry `]`) from being exactly one entry; undefined when nothing does. */
function entryProblem(wrapped: string, list: EditableList): string | undefined {
  let scanned: { close: number; entries: Entry[] };
  try {
    scanned = scanEntries(wrapped, list, 0);
  } catch (error) {
    return (error as Error).message.replace(/^Cannot change the \w+: | \(line \d+\); nothing was changed$/g, '');
  }
  const [entry, ...more] = scanned.entries;
  if (!entry) return 'it is empty';
  if (more.length || entry.comma >= 0) return 'a comma after it or a second entry';
  if (entry.start !== 1 || scanned.close !== wrapped.length - 1 || entry.end !== scanned.close) return 'something before or after it';
  return undefined;
}

// ---- the three changes

/**
 * The file with `entry` (one line, e.g. formatGig's) as a new line at the end of the list, indented
 * and ended like the file's entries. It gets a trailing comma when the file's last entry has one;
 * in a file without trailing commas it gets none, and the entry before it gets the comma it then
 * needs. An empty list (`[]`) is opened onto lines of its own.
 */
export function insertEntry(source: string, list: EditableList, entry: string): string {
  const text = oneEntry(entry, list);
  const found = findList(source, list);
  const { declaration, open, close, entries } = found;
  const last = entries[entries.length - 1];
  const newline = lineBreak(source, open);
  const comma = last && last.comma < 0 ? '' : ',';
  const indent = entryIndent(source, found);
  const edits: Edit[] = [];
  if (last && last.comma < 0) edits.push({ at: last.end, to: last.end, text: ',' });
  if (startsLine(source, close)) {
    const at = lineStart(source, close);
    edits.push({ at, to: at, text: `${indent}${text}${comma}${newline}` });
  } else {
    // `]` shares a line with the list's start or its last entry: the entry and the `]` go onto lines of their own.
    let at = close;
    while (at > open + 1 && /\s/.test(source.charAt(at - 1))) at--;
    edits.push({ at, to: close, text: `${newline}${indent}${text}${comma}${newline}${indentOf(source, declaration)}` });
  }
  return applied(source, edits);
}

/**
 * The file with the text of entry `index` (which may span lines) replaced by `entry`; what stands
 * around it stays: its indentation, its comma, a comment after it. A comment inside the old entry
 * goes with it, being part of its text.
 */
export function replaceEntry(source: string, list: EditableList, index: number, entry: string): string {
  const text = oneEntry(entry, list);
  const { start, end } = entryAt(findList(source, list), list, index);
  return applied(source, [{ at: start, to: end, text }]);
}

/**
 * The file without entry `index`: its lines go (with its comma and a comment after it on its last
 * line); a comment on a line of its own above it stays. Where the entry shares a line with other
 * code, only the entry, its comma and the spaces after it go. The last entry of a file without
 * trailing commas takes the comma of the one before it along, so the file keeps its style and
 * removing what insertEntry added gives the file back byte for byte.
 */
export function removeEntry(source: string, list: EditableList, index: number): string {
  const found = findList(source, list);
  const entry = entryAt(found, list, index);
  const before = found.entries[index - 1];
  const edits: Edit[] = [];
  if (entry.comma < 0 && before && before.comma >= 0) edits.push({ at: before.comma, to: before.comma + 1, text: '' });
  const after = entry.comma >= 0 ? entry.comma + 1 : entry.end;
  const restEnds = lineEndAfterComments(source, after);
  if (startsLine(source, entry.start) && restEnds >= 0) {
    edits.push({ at: lineStart(source, entry.start), to: nextLine(source, restEnds), text: '' });
  } else {
    let at = entry.start;
    let to = after;
    while (isSpace(source[to])) to++;
    // Where nothing follows on the line (or the entry closes the list), the spaces before it go too.
    if (entry.comma < 0 || lineEndAfterComments(source, to) === to) while (at > found.open + 1 && isSpace(source[at - 1])) at--;
    edits.push({ at, to, text: '' });
  }
  return applied(source, edits);
}

/**
 * The indentation for a new entry: that of the last entry that starts its line; in a list with
 * none, that of a comment line inside it; else the declaration's and two spaces (the house style).
 */
function entryIndent(source: string, { declaration, open, close, entries }: List): string {
  for (let i = entries.length - 1; i >= 0; i--) {
    const start = entries[i]?.start ?? 0;
    if (startsLine(source, start)) return indentOf(source, start);
  }
  for (let i = nextLine(source, open); i < lineStart(source, close); i = nextLine(source, i)) {
    if (source.slice(i, lineEnd(source, i)).trim()) return indentOf(source, i);
  }
  return `${indentOf(source, declaration)}  `;
}

// ---- the house style

/** The keys of a gig in the order the band writes them (docs/band.md). */
const GIG_KEYS = ['date', 'location', 'info', 'tickets', 'private', 'listed'] as const;
/** The keys of a song in the order the band writes them (docs/band.md). */
const SONG_KEYS = ['title', 'artist', 'style', 'year'] as const;

/** A gig as one line of src/data/gigs.ts: `{ date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' }`. */
export function formatGig(gig: RawGig): string {
  return formatEntry(gig, GIG_KEYS, 'gig');
}

/** A song as one line of src/data/songs.ts: `{ title: 'Männer', artist: 'Herbert Grönemeyer', year: 1984 }`. */
export function formatSong(song: RawSong): string {
  return formatEntry(song, SONG_KEYS, 'song');
}

/**
 * The entry in the files' one-line style: the keys in their order, those left undefined left out,
 * every value written as it is (the readers judge it, as they judge a member's line). A key
 * the file does not know is refused here: written, the build would refuse it; dropped, it would be
 * lost without a word.
 */
function formatEntry(entry: object, keys: readonly string[], what: string): string {
  const values = entry as Record<string, unknown>;
  const unknown = Object.keys(values).filter((key) => values[key] !== undefined && !keys.includes(key));
  if (unknown.length) throw new Error(`A ${what} has no ${unknown.join(', ')}: its keys are ${keys.join(', ')}`);
  const parts = keys.filter((key) => values[key] !== undefined).map((key) => `${key}: ${literal(values[key], key, what)}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}

/** A value as the band types it: a quoted text, `true`/`false`, a number. */
function literal(value: unknown, key: string, what: string): string {
  if (typeof value === 'string') return quoteText(value);
  if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  throw new Error(`A ${what}'s ${key} must be a text, true or false, or a number, got ${String(value)}`);
}
