/**
 * The band's typos in a data file, in our words. esbuild reads band.ts, gigs.ts and
 * songs.ts and names a syntax error the way a compiler does (`Expected "]" but found "{"`);
 * the three slips a band member really makes get a sentence naming the line and what to
 * type, with the line as it should read:
 *   - a comma missing between two entries, or between two keys of one entry;
 *   - an apostrophe inside a text in single quotes ('Rock'n'Roll Club'), which ends the text;
 *   - typographic quotes (‘…’, “…”, „…“) pasted from a word processor where ' belongs.
 * Anything else keeps esbuild's words. Pure: the build's loadData.ts prints the result.
 */

/** A syntax error where esbuild found it: line (1-based) and column (0-based) in the file's text. */
export interface SyntaxError {
  text: string;
  line: number;
  column: number;
}

import { english, type Said } from '../domain/refusals';

/** What to tell the band: the line to look at, the sentence, and that line as it should read (when we know). */
export interface SyntaxHint {
  line: number;
  /** The sentence in the command line's words. */
  message: string;
  /** The sentence by its kind (src/domain/refusals.ts words it in English and German). */
  said: Said;
  /** The line at `line`, mended. */
  fixed?: string;
}

/** A hint's sentence, by kind and in the command line's words. */
const hint = (said: Said) => ({ message: english({ where: '', said }), said });

const OPEN_QUOTES = /[‘’‚“”„«»]/;
const LETTER = /\p{L}/u;

/**
 * A value in single quotes that holds an apostrophe between letters, in `lineText`, around
 * `column` (where esbuild stopped, just after the apostrophe): the line with that value in double quotes.
 */
function inDoubleQuotes(lineText: string, column: number): string | undefined {
  const start = lineText.lastIndexOf("'", column - 2);
  const endMatch = /'(?=\s*[,}\]]|\s*$)/.exec(lineText.slice(column));
  if (start < 0 || !endMatch) return undefined;
  const end = column + endMatch.index;
  const value = lineText.slice(start + 1, end);
  if (value.includes('"')) return undefined;
  return `${lineText.slice(0, start)}"${value}"${lineText.slice(end + 1)}`;
}

/** Our words for esbuild's error in `source` (the file's text), or null where esbuild's own are the best we have. */
export function syntaxHint(source: string, { text, line, column }: SyntaxError): SyntaxHint | null {
  const lines = source.split(/\r?\n/);
  const lineText = lines[line - 1] ?? '';

  const unexpected = /^Unexpected "(.)"/u.exec(text)?.[1];
  if (unexpected && OPEN_QUOTES.test(unexpected)) {
    const fixed = lineText.replace(/[‘’‚“”„«»]([^‘’‚“”„«»\n]*)[‘’‚“”„«»]/gu, "'$1'");
    const kind = /[“”„«»]/.test(unexpected) ? '„ “' : '‘ ’';
    return { line, ...hint({ kind: 'quotesTypographic', marks: kind }), fixed };
  }

  const found = /^Expected "[\]})]" but found "(.+)"$/u.exec(text)?.[1];
  if (found === undefined) return null;
  // 'Rock'n'Roll': the text ended at the apostrophe, and esbuild found the letters after it.
  if (lineText[column - 1] === "'" && LETTER.test(found.charAt(0)) && LETTER.test(lineText[column - 2] ?? '')) {
    const fixed = inDoubleQuotes(lineText, column);
    return { line, ...hint({ kind: 'apostropheInQuotes' }), ...(fixed ? { fixed } : {}) };
  }
  // Two entries, or two keys, with no comma between them. Where the next one starts its own line,
  // the comma belongs at the end of the line before.
  if (lineText.slice(0, column).trim() === '') {
    // Blank lines and comment lines in between are skipped: the comma belongs after the entry, never into a comment.
    const skipped = (text: string) => /^(\/\/|\/\*|\*)/.test(text.trim()) || text.trim() === '';
    let before = line - 1;
    while (before > 0 && skipped(lines[before - 1] ?? '')) before--;
    const previous = lines[before - 1] ?? '';
    if (before > 0) {
      // An entry with a comment after it on its line: the comma goes before the comment.
      const [, entry, comment] = /^(.*[}\]'"\w])(\s*\/\/.*)$/.exec(previous.trimEnd()) ?? [];
      const fixed = entry !== undefined ? `${entry},${comment}` : `${previous.trimEnd()},`;
      return { line: before, ...hint({ kind: 'commaAtLineEnd', line: before }), fixed };
    }
  }
  return {
    line,
    ...hint({ kind: 'commaBefore', found }),
    fixed: `${lineText.slice(0, column).trimEnd()}, ${lineText.slice(column)}`,
  };
}
