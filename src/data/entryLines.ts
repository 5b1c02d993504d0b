/**
 * Where the entries and keys of a data file stand, for messages that name the
 * line the band edited. A small scanner, not a parser: it walks the value
 * assigned to `export const <name>` and skips strings and comments, so a comma
 * or bracket inside a text cannot confuse it. The build runs it only on files
 * esbuild has already parsed, so the source is valid TypeScript.
 */
import type { Locate } from './locate';

/** One entry of a list (key: its position) or one key of an object, and where its value starts. */
interface Member {
  key: string | number;
  /** Index of the entry or the key in the source. */
  at: number;
  /** Index of the value in the source; -1 for a shorthand property. */
  value: number;
}

/** Index just past the string or comment that starts at `i`; `i` when none does. */
function pastLiteral(source: string, i: number): number {
  const c = source[i];
  if (c === '/' && source[i + 1] === '/') {
    const end = source.indexOf('\n', i);
    return end < 0 ? source.length : end;
  }
  if (c === '/' && source[i + 1] === '*') {
    const end = source.indexOf('*/', i + 2);
    return end < 0 ? source.length : end + 2;
  }
  if (c === '"' || c === "'" || c === '`') {
    let j = i + 1;
    while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  return i;
}

/** The first index from `i` on that is neither white space nor a comment. */
function significant(source: string, i: number): number {
  while (i < source.length) {
    if (/\s/.test(source.charAt(i))) i++;
    else if (source[i] === '/' && (source[i + 1] === '/' || source[i + 1] === '*')) i = pastLiteral(source, i);
    else break;
  }
  return i;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/y;

/** The key written at `i` (a name or a quoted text) and the index just past it. */
function keyAt(source: string, i: number): [key: string, end: number] {
  const end = pastLiteral(source, i);
  if (end !== i) return [source.slice(i + 1, end - 1), end];
  IDENTIFIER.lastIndex = i;
  const name = IDENTIFIER.exec(source)?.[0] ?? '';
  return [name, i + Math.max(name.length, 1)];
}

/** The entries of the list or the keys of the object whose `[` or `{` stands at `open`. */
function members(source: string, open: number): Member[] {
  const isList = source[open] === '[';
  const found: Member[] = [];
  let depth = 0;
  let expect = true;
  for (let i = open; i < source.length;) {
    const c = source.charAt(i);
    const atMember = depth === 1 && expect && !/[\s,\]}]/.test(c) && !(c === '/' && (source[i + 1] === '/' || source[i + 1] === '*'));
    if (atMember) {
      expect = false;
      if (isList) {
        found.push({ key: found.length, at: i, value: i });
      } else if (c !== '.') {
        // a key, then a colon and its value (a spread `...x` is no key)
        const [key, end] = keyAt(source, i);
        const colon = significant(source, end);
        found.push({ key, at: i, value: source[colon] === ':' ? significant(source, colon + 1) : -1 });
        i = end;
        continue;
      }
    }
    const past = pastLiteral(source, i);
    if (past !== i) {
      i = past;
      continue;
    }
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) break;
    else if (c === ',' && depth === 1) expect = true;
    i++;
  }
  return found;
}

/** Index of the `[` or `{` of `export const <name> ... =`; -1 when not found. */
function declaration(source: string, name: string): number {
  const match = new RegExp(`export\\s+const\\s+${name}\\b[^=]*=\\s*[[{]`).exec(source);
  return match ? match.index + match[0].length - 1 : -1;
}

/** 1-based line of the character at `index`. */
const lineAt = (source: string, index: number) => lineAfter(source, 0, 1, index);

/** 1-based line of the character at `index`, counting on from `from`, which stands on line `line`. */
function lineAfter(source: string, from: number, line: number, index: number): number {
  for (let i = source.indexOf('\n', from); i >= 0 && i < index; i = source.indexOf('\n', i + 1)) line++;
  return line;
}

/** 1-based line of each top-level entry of `export const <name> ... = [ ... ]`; empty when not found. */
export function entryLines(source: string, name: string): number[] {
  const open = declaration(source, name);
  if (open < 0 || source[open] !== '[') return [];
  let line = 1;
  let from = 0;
  return members(source, open).map((entry) => {
    line = lineAfter(source, from, line, entry.at);
    from = entry.at;
    return line;
  });
}

/**
 * 1-based line of a key in `export const <name> = { ... }`, given as its path
 * (`['contact', 'role']`, `['lineup', 1, 'part']` for the second entry's part).
 * Where the path ends early (a key that is missing) it is the line of the
 * deepest part that is there; 0 when the declaration is not found.
 */
export function keyLine(source: string, name: string, path: readonly (string | number)[]): number {
  let node = declaration(source, name);
  if (node < 0) return 0;
  let line = lineAt(source, node);
  for (const part of path) {
    if (node < 0 || (source[node] !== '[' && source[node] !== '{')) break;
    const member = members(source, node).find((m) => String(m.key) === String(part));
    if (!member) break;
    line = lineAt(source, member.at);
    node = member.value;
  }
  return line;
}

/**
 * A locator for the build's messages: `src/data/gigs.ts:41` for an entry,
 * `src/data/band.ts:12` for a key path of the band details (`'contact.role'`,
 * `'lineup.1.part'`). `files` gives each data file's path and its source.
 */
export function locateInSources(files: Record<'band' | 'gigs' | 'songs', { path: string; source: string }>): Locate {
  const lines: Partial<Record<'gigs' | 'songs', number[]>> = {};
  return (file, index) => {
    const { path, source } = files[file];
    let line: number;
    if (typeof index === 'number' && file !== 'band') {
      line = (lines[file] ??= entryLines(source, file))[index] ?? 0;
    } else {
      const parts = String(index)
        .split('.')
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      line = keyLine(source, file, parts);
    }
    return line ? `${path}:${line}` : path;
  };
}
