/**
 * The editor's changes to the band's data files (issue 37, "One change, one line"): a gig or a song
 * added, replaced or removed changes exactly the lines of that entry, and every other byte of the
 * file stays as the band wrote it: comments, blank lines, quoting, order, a member's own layout,
 * the line ends. Nothing here is a serializer of the whole file; the text of the other entries is
 * never read back into values.
 *
 * The entries are found by the build's parser of the data files (src/build/dataSource.ts), which
 * gives the exact range of the list `export const <list> = [ … ]` and of each entry; the edits are text
 * ranges made from them. The list must be written as a plain list of `{ … }` entries: code after its
 * `]` (`.reverse()`, `.filter(…)`), a spread or a name among the entries would make a position in the
 * compiled list other than the same position in the text, so an edit could hit another gig. Such a file
 * is refused, in German, with what to do; a refused save can be made by hand, a wrong one would damage
 * the band's data. (saveEntry checks after every change that the compiled list changed exactly so.)
 *
 * Pure: the caller reads the file, passes its text, and writes what comes back (the editor then runs
 * the build's readers on it before anything is written).
 */
import type { RawGig } from '../data/readGigs';
import type { RawSong } from '../data/readSongs';
import type { MediaList } from '../data/readMedia';
import { readSource, type DataSource, type Node, type SourceSyntaxError } from '../build/dataSource';
import {
  applied,
  indentOf,
  isSpace,
  lineBreak,
  lineEnd,
  lineEndAfterComments,
  lineStart,
  nextLine,
  parsedFile,
  plainForm,
  quotedCode,
  quoteText,
  startsLine,
  unsafeForm,
  type Edit,
} from './sourceText';

/** The lists the editor changes entry by entry; band.ts is a record, edited key by key. */
export type EditableList = 'gigs' | 'songs';

/** The lists of the optional files of issue 47: references.ts's two, faq.ts's, lineups.ts's. */
export type ExtraList = 'testimonials' | 'references' | 'faq' | 'lineups';

/** Every list the writers here change: gigs.ts's and songs.ts's, the three of media.ts (issue 46), and ExtraList (issue 47). */
export type AnyList = EditableList | MediaList | ExtraList;

/** The file (without `.ts`) each list is in. */
const FILE_OF: Record<AnyList, string> = {
  gigs: 'gigs',
  songs: 'songs',
  photos: 'media',
  videos: 'media',
  audio: 'media',
  testimonials: 'references',
  references: 'references',
  faq: 'faq',
  lineups: 'lineups',
};

/** The file a list is in, as the refusals name it: `gigs.ts`, `media.ts` for photos, videos and audio, `references.ts` for testimonials. */
export const fileOfList = (list: AnyList) => `${FILE_OF[list]}.ts`;

/**
 * `source` with the list `list` declared: the text as it is where it is; '' (a missing file) as `fresh`,
 * the file as the repository ships it; else (a file that leaves the list out, which the build reads as an
 * empty one) with `export const <list>: <type>[] = [];` at its end, and `type` imported from `module`
 * where the file does not name it yet.
 */
export function withList(source: string, list: AnyList, type: string, module: string, fresh: string): string {
  if (!source) return fresh;
  if (parsedFile(source, fileOfList(list)).declared(list)) return source;
  return appended(source, `export const ${list}: ${type}[] = [];`, type, module);
}

/**
 * `source` with `code` (a declaration) appended after a blank line, and `type` imported from `module`
 * where the file does not name it yet: after the file's last import, or first, so the type is known where it is written.
 */
export function appended(source: string, code: string, type: string, module: string): string {
  const newline = lineBreak(source);
  let text = source;
  if (!new RegExp(`\\b${type}\\b`).test(text)) {
    const imports = [...text.matchAll(/^import[^\n]*\n/gm)];
    const last = imports[imports.length - 1];
    const at = last ? (last.index ?? 0) + last[0].length : 0;
    text = `${text.slice(0, at)}import type { ${type} } from '${module}';${newline}${text.slice(at)}`;
  }
  const ending = /\n$/.test(text) ? '' : newline;
  return `${text}${ending}${newline}${code.split('\n').join(newline)}${newline}`;
}

/** One entry of the list: where its `{` stands, just past its `}`, and its comma (-1 when none follows). */
export interface Entry {
  start: number;
  end: number;
  comma: number;
}

/** The list as the parser found it. */
export interface List {
  /** Index of `export` in `export const <list>`. */
  declaration: number;
  /** Indices of the list's `[` and `]`. */
  open: number;
  close: number;
  entries: Entry[];
}

// ---- finding the list

/** What to do instead, for a refusal of the list's form; `elsewhere` where code elsewhere in the file would change the list. */
export const plainList = (list: AnyList, elsewhere = false) => plainForm('Liste', `export const ${list} = [ { … }, { … } ];`, elsewhere);

/** The refusal of a list written in a form the editor cannot change safely. */
const unsafeList = (list: AnyList, line: number | undefined, what: string) => unsafeForm(fileOfList(list), line, what, plainList(list));

/** What stands in place of an entry `{ … }`, in the refusal's words. */
function notAnEntry(source: string, node: Node): string {
  if (node.kind === 'other' && node.what === 'a hole') return 'stehen zwei Kommas ohne Eintrag dazwischen';
  return `steht ${quotedCode(source.slice(node.start, node.end))} statt eines Eintrags { … }`;
}

/**
 * The list `export const <list> … = [ … ]` of the file, as the parser reads it. Anything after its `]`
 * but `;`, `as const` or `satisfies …`, and any entry that is no `{ … }`, is refused.
 */
export function findList(source: string, list: AnyList): List {
  const file = parsedFile(source, fileOfList(list));
  const declared = file.declared(list);
  if (!declared) throw unsafeList(list, undefined, `die Datei hat keine Liste „export const ${list} = [ … ]“`);
  const { value, wrapped } = declared;
  if (wrapped) {
    throw unsafeList(list, file.lineAt(wrapped.inner.end - 1), `nach der ] der Liste steht ${quotedCode(wrapped.after)}`);
  }
  if (value.kind !== 'list') {
    throw unsafeList(
      list,
      file.lineAt(value.start),
      `${list} ist keine Liste [ … ], sondern ${quotedCode(source.slice(value.start, value.end))}`,
    );
  }
  const entries = value.items.map(({ node, comma }, index) => {
    if (node.kind !== 'record')
      throw unsafeList(list, file.lineAt(node.start), `an Stelle ${index + 1} der Liste ${notAnEntry(source, node)}`);
    return { start: node.start, end: node.end, comma };
  });
  return { declaration: declared.declaration, open: value.start, close: value.end - 1, entries };
}

/** The entry at `index`, counted from 0 as the readers count; an Error when there is none. */
export function entryAt({ entries }: List, list: AnyList, index: number): Entry {
  const entry = Number.isInteger(index) && index >= 0 ? entries[index] : undefined;
  if (!entry) {
    throw new Error(
      `Die Liste „${list}“ lässt sich nicht ändern: Einen Eintrag an Stelle ${index} gibt es nicht (sie hat ${entries.length}, von 0 an gezählt). Nichts wurde geändert.`,
    );
  }
  return entry;
}

/**
 * The new entry's text, checked to be one `{ … }` on one line: a comma, a second entry, an
 * unclosed bracket or a comment in it would change more than that entry.
 */
export function oneEntry(text: string, list: AnyList): string {
  const entry = text.trim();
  const problem = /[\r\n\u2028\u2029]/.test(entry) ? 'mehr als eine Zeile' : entryProblem(entry);
  if (problem !== undefined)
    throw new Error(`Die Liste „${list}“ lässt sich nicht ändern: Der neue Eintrag ist nicht genau ein „{ … }“ (${problem}): ${text}`);
  return entry;
}

/** What keeps `entry` (trimmed, on one line) from being exactly one entry `{ … }`; undefined when nothing does. */
function entryProblem(entry: string): string | undefined {
  if (!entry) return 'leer';
  const prefix = 'export const entry = [';
  let file: DataSource;
  try {
    file = readSource(`${prefix}${entry}];\n`);
  } catch (error) {
    return `als Code nicht lesbar: ${(error as SourceSyntaxError).reason ?? String(error)}`;
  }
  const value = file.declared('entry')?.value;
  if (value?.kind !== 'list') return 'etwas davor oder danach';
  const [item, ...more] = value.items;
  if (!item) return 'leer';
  if (more.length || item.comma >= 0) return 'ein Komma dahinter oder ein zweiter Eintrag';
  if (item.node.kind !== 'record') return 'nicht als „{ … }“ geschrieben';
  if (item.node.start !== prefix.length || item.node.end !== prefix.length + entry.length) return 'etwas davor oder danach';
  return undefined;
}

// ---- the three changes

/**
 * The file with `entry` (one line, e.g. formatGig's) as a new line at the end of the list, indented
 * and ended like the file's entries. It gets a trailing comma when the file's last entry has one;
 * in a file without trailing commas it gets none, and the entry before it gets the comma it then
 * needs. An empty list (`[]`) is opened onto lines of its own.
 */
export function insertEntry(source: string, list: AnyList, entry: string): string {
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
export function replaceEntry(source: string, list: AnyList, index: number, entry: string): string {
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
export function removeEntry(source: string, list: AnyList, index: number): string {
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
export function entryIndent(source: string, { declaration, open, close, entries }: List): string {
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
/** An entry's kind in the refusals' German: 'Ein Auftritt hat kein Feld „privat“'. */
const WHAT: Record<string, string> = {
  gig: 'Ein Auftritt',
  song: 'Ein Song',
  photo: 'Ein Foto',
  video: 'Ein Video',
  recording: 'Eine Aufnahme',
  testimonial: 'Eine Stimme',
  reference: 'Eine Referenz',
  question: 'Eine Frage',
  lineup: 'Eine Besetzung',
};

export function formatEntry(entry: object, keys: readonly string[], what: string): string {
  const values = entry as Record<string, unknown>;
  const unknown = Object.keys(values).filter((key) => values[key] !== undefined && !keys.includes(key));
  if (unknown.length)
    throw new Error(
      `${WHAT[what] ?? what} hat kein Feld „${unknown.join('“, „')}“; die Felder sind ${keys.map((key) => `„${key}“`).join(', ')}.`,
    );
  const parts = keys.filter((key) => values[key] !== undefined).map((key) => `${key}: ${literal(values[key], key, what)}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}

/** A value as the band types it: a quoted text, `true`/`false`, a number. */
function literal(value: unknown, key: string, what: string): string {
  if (typeof value === 'string') return quoteText(value);
  if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  throw new Error(`${WHAT[what] ?? what}: „${key}“ muss ein Text, true oder false oder eine Zahl sein, nicht ${String(value)}.`);
}
