/**
 * The TypeScript of the band's data files as text, for the editor's two writers: editEntries.ts (a gig
 * or a song, entry by entry) and editBand.ts (band.ts, literal by literal). Both change only the bytes
 * they must and leave every other byte as the band wrote it, so both need the same few things: where a
 * line starts and ends, its indentation and its line break, a text quoted as the files quote it, a set
 * of edits made at once, and the words of a refusal. Where an entry or a value stands is the parser's
 * (src/build/dataSource.ts). They are written here once, so the two writers cannot
 * come to disagree about a line end or a quote.
 */
import { readSource, SourceSyntaxError, type DataSource, type Quote } from '../build/dataSource';

export type { Quote };

/** A change to the text: `[at, to)` replaced by `text`. */
export interface Edit {
  at: number;
  to: number;
  text: string;
}

// ---- lines

/** Index of the first character of the line that holds `index`. */
export const lineStart = (source: string, index: number) => source.lastIndexOf('\n', index - 1) + 1;

/** Index of the line break (`\r\n` or `\n`) that ends the line holding `index`; the text's length on its last line. */
export function lineEnd(source: string, index: number): number {
  const newline = source.indexOf('\n', index);
  if (newline < 0) return source.length;
  return newline > index && source[newline - 1] === '\r' ? newline - 1 : newline;
}

/** Index of the first character of the line after the one that holds `index`. */
export function nextLine(source: string, index: number): number {
  const newline = source.indexOf('\n', index);
  return newline < 0 ? source.length : newline + 1;
}

/** The spaces and tabs that start the line holding `index`. */
export const indentOf = (source: string, index: number) => /^[ \t]*/.exec(source.slice(lineStart(source, index)))?.[0] ?? '';

/** Whether only spaces and tabs stand before `index` on its line. */
export const startsLine = (source: string, index: number) => /^[ \t]*$/.test(source.slice(lineStart(source, index), index));

export const isSpace = (c: string | undefined) => c === ' ' || c === '\t';

/** The line break to write: the first after `from`, else the file's first (`\r\n` or `\n`), else `\n`. */
export function lineBreak(source: string, from = 0): string {
  const after = source.indexOf('\n', from);
  const newline = after >= 0 ? after : source.indexOf('\n');
  return newline > 0 && source[newline - 1] === '\r' ? '\r\n' : '\n';
}

/**
 * Where the line holding `i` ends when only spaces and comments closed on that line follow `i`;
 * -1 when code or a comment running onto the next line does (it must stay).
 */
export function lineEndAfterComments(source: string, i: number): number {
  for (;;) {
    while (isSpace(source[i])) i++;
    if (i >= source.length || source[i] === '\n' || (source[i] === '\r' && source[i + 1] === '\n')) return i;
    if (source.startsWith('//', i)) return lineEnd(source, i);
    if (!source.startsWith('/*', i)) return -1;
    const end = source.indexOf('*/', i + 2);
    if (end < 0 || /[\r\n]/.test(source.slice(i, end))) return -1;
    i = end + 2;
  }
}

// ---- refusals

/**
 * A refusal of the editor's writers, with the line of the data file it names as data (`line`), so a
 * form finds its place without reading the words (issue 54, item 2).
 */
export class SourceRefusal extends Error {
  override name = 'SourceRefusal';
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

/**
 * The refusal of a data file written in a form the editor cannot change safely (a list with code after
 * its `]`, an entry that is no `{ … }`, an edit that would not land exactly on its entry): what it met
 * and on which line, and what to do, in the band's words. Nothing is written.
 */
export function unsafeForm(file: string, line: number | undefined, what: string, instead: string): SourceRefusal {
  const where = line === undefined ? '' : ` (Zeile ${line})`;
  return new SourceRefusal(
    `${file} ist in einer Form geschrieben, die der Editor nicht sicher ändern kann: ${what}${where}. Nichts wurde gespeichert. ` +
      `${instead}, oder die Änderung von Hand in ${file} machen.`,
    line,
  );
}

/**
 * The data file `file` (`gigs.ts`) parsed; where it does not read as TypeScript, refused with the
 * parser's words and the line (the build's check names the same line).
 */
export function parsedFile(source: string, file: string): DataSource {
  try {
    return readSource(source);
  } catch (error) {
    if (!(error instanceof SourceSyntaxError)) throw error;
    throw new SourceRefusal(
      `${file} lässt sich nicht als TypeScript lesen: ${error.reason} (Zeile ${error.line}). Nichts wurde gespeichert.`,
      error.line,
    );
  }
}

/**
 * What to do instead, for a refusal of a file's form: `subject` (`Liste`, `Angaben`) written plainly as
 * `code`, with only what changes nothing after its closing bracket. `elsewhere` adds that no other code in
 * the file may change it (the refusal of a save whose compiled value would differ from the form's).
 */
export function plainForm(subject: 'Liste' | 'Angaben', code: string, elsewhere = false): string {
  const close = subject === 'Liste' ? ']' : '}';
  const other = elsewhere ? `; kein Code an anderer Stelle der Datei, der die ${subject} ändert` : '';
  return `Die ${subject} schlicht als „${code}“ schreiben (nach ihrer ${close} nur „;“, „as const“ oder „satisfies …“${other})`;
}

/** A piece of code as a refusal quotes it: on one line, shortened. */
export function quotedCode(code: string): string {
  const line = code.trim().replace(/\s+/g, ' ');
  return `„${line.length > 40 ? `${line.slice(0, 39)}…` : line}“`;
}

// ---- writing

/** The text with `edits` made; they must not overlap. At the same place, an insertion goes before a replacement. */
export function applied(source: string, edits: readonly Edit[]): string {
  const sorted = edits
    .map((edit, order) => ({ ...edit, order }))
    .sort((a, b) => a.at - b.at || Number(a.to > a.at) - Number(b.to > b.at) || a.order - b.order);
  let result = source;
  for (const { at, to, text } of sorted.reverse()) result = result.slice(0, at) + text + result.slice(to);
  return result;
}

/**
 * A text quoted as the data files quote it: in `preferred` (the quote of the literal it replaces, or of
 * its neighbours), unless it holds more of that quote than of the other (then the other, as Prettier,
 * which wrote the files, does: `"Don't Stop Me Now"`); the quote used is escaped, and so is a backslash
 * or a control character, so the literal reads back as exactly the text and stays on its line.
 */
export function quoteText(value: string, preferred: Quote = "'"): string {
  if (preferred === '`') {
    const escaped = value.replace(/[\\`\u0000-\u001f\u007f\u2028\u2029]|\$\{/g, (c) => (c === '${' ? '\\${' : escape(c, '`')));
    return `\`${escaped}\``;
  }
  const other = preferred === "'" ? '"' : "'";
  const quote = value.split(preferred).length > value.split(other).length ? other : preferred;
  return `${quote}${value.replace(/[\\'"\u0000-\u001f\u007f\u2028\u2029]/g, (c) => escape(c, quote))}${quote}`;
}

/** The escapes a quoted text needs besides its quote; other control characters as \uXXXX. */
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A character of a text as it stands inside `quote`. */
function escape(c: string, quote: string): string {
  if (c === "'" || c === '"' || c === '`') return c === quote ? `\\${c}` : c;
  return ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
