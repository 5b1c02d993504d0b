/**
 * The editor's changes to src/data/band.ts (issue 37, the part Band, and "every other byte of the
 * file stays as the band wrote it"): a changed value replaces only the bytes of its literal – the
 * text between (and with) its quotes, or the number – and every comment, the interface, the order,
 * the quoting of the other values, the line ends stay byte for byte. A list whose length changes
 * (a member joins or leaves) changes only the lines of the entries that come or go, in the list's
 * own layout; a key band.ts left out (a `portrait` never written) is added beside its neighbour.
 *
 * TypeScript 7's package offers no parser to JavaScript, so band.ts is read by a small parser of the
 * one thing it needs: the object literal of `export const band … = { … }` – texts in any quotes,
 * numbers, objects and lists, with comments and trailing commas anywhere – in the manner of
 * src/data/entryLines.ts and editEntries.ts. Whatever else it meets as a value (a name, a call) it
 * keeps as it is and refuses to change; what it cannot read at all it refuses with an Error.
 *
 * Pure: the caller reads the file, passes its text, and writes what comes back (after the build's
 * check on it).
 */
import type { BandValues } from './bandApi';
import { LIST_FIELDS, SCALAR_FIELDS, valueAt, type BandListPath } from './bandFields';

// ---- the parsed literal

/** A text in quotes: `[start, end)` is the literal with its quotes. */
interface Text {
  kind: 'text';
  start: number;
  end: number;
  value: string;
  quote: Quote;
}

/** A number as written: `7`. */
interface Numeral {
  kind: 'number';
  start: number;
  end: number;
  value: number;
}

/** `{ … }`: `[start, end)` from `{` to just past `}`. */
interface Record_ {
  kind: 'record';
  start: number;
  end: number;
  props: Prop[];
}

/** A key and its value; `comma` is the index of the comma after it, -1 when none follows. */
interface Prop {
  key: string;
  start: number;
  value: Node;
  comma: number;
}

/** `[ … ]`: `[start, end)` from `[` to just past `]`. */
interface List {
  kind: 'list';
  start: number;
  end: number;
  items: Item[];
}

/** An entry of a list; `comma` is the index of the comma after it, -1 when none follows. */
interface Item {
  node: Node;
  comma: number;
}

/** Any other expression (a name, `true`, a call): kept, never read or changed. */
interface Other {
  kind: 'other';
  start: number;
  end: number;
}

type Node = Text | Numeral | Record_ | List | Other;

type Quote = "'" | '"' | '`';

/** Where a value of band.ts stands in the file. */
export interface Place {
  /** `[start, end)` of its literal (for a list, `[` to just past `]`). */
  start: number;
  end: number;
  /** The 1-based line its literal starts on. */
  line: number;
}

/** band.ts's values as its literals say, with where each stands. */
export interface BandText {
  values: BandValues;
  /** Each value's place by its path: `email`, `phone.dial`, `lineup`, `lineup.1.part`, `partners.0`. */
  places: Record<string, Place>;
  /** Paths of fields whose value is not a literal the editor reads (a name, a call): shown empty, and never changed. */
  unreadable: string[];
}

/** A change to the text: `[at, to)` replaced by `text`. */
interface Edit {
  at: number;
  to: number;
  text: string;
}

// ---- reading

/** Why band.ts cannot be changed: what is not understood, and its line; nothing is changed. */
function refused(source: string, at: number, what: string): Error {
  return new Error(`Cannot change band.ts: ${what} (line ${lineNumber(source, at)}); nothing was changed`);
}

const lineNumber = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** Index of the first character of the line that holds `index`. */
const lineStart = (source: string, index: number) => source.lastIndexOf('\n', index - 1) + 1;

/** Index of the line break (`\r\n` or `\n`) that ends the line holding `index`; the text's length on its last line. */
function lineEnd(source: string, index: number): number {
  const newline = source.indexOf('\n', index);
  if (newline < 0) return source.length;
  return newline > index && source[newline - 1] === '\r' ? newline - 1 : newline;
}

/** Index of the first character of the line after the one that holds `index`. */
function nextLine(source: string, index: number): number {
  const newline = source.indexOf('\n', index);
  return newline < 0 ? source.length : newline + 1;
}

/** The spaces and tabs that start the line holding `index`. */
const indentOf = (source: string, index: number) => /^[ \t]*/.exec(source.slice(lineStart(source, index)))?.[0] ?? '';

/** Whether only spaces and tabs stand before `index` on its line. */
const startsLine = (source: string, index: number) => /^[ \t]*$/.test(source.slice(lineStart(source, index), index));

/** The file's line break: its first, else `\n`. */
function lineBreak(source: string): string {
  const newline = source.indexOf('\n');
  return newline > 0 && source[newline - 1] === '\r' ? '\r\n' : '\n';
}

/** Index just past the comment that starts at `i`; `i` when none does. */
function pastComment(source: string, i: number): number {
  if (source[i] !== '/') return i;
  if (source[i + 1] === '/') return lineEnd(source, i);
  if (source[i + 1] !== '*') return i;
  const end = source.indexOf('*/', i + 2);
  if (end < 0) throw refused(source, i, 'a comment /* is never closed with */');
  return end + 2;
}

/** The first index from `i` on that is neither white space nor a comment. */
function significant(source: string, i: number): number {
  for (;;) {
    while (i < source.length && /\s/.test(source.charAt(i))) i++;
    const past = pastComment(source, i);
    if (past === i) return i;
    i = past;
  }
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' };

/** The text literal at `i` (its quote there), read as JavaScript reads it. */
function readText(source: string, i: number): Text {
  const quote = source[i] as Quote;
  let value = '';
  for (let j = i + 1; j < source.length; j++) {
    const c = source.charAt(j);
    if (c === quote) return { kind: 'text', start: i, end: j + 1, value, quote };
    if (c === '\\') {
      const d = source.charAt(j + 1);
      j++;
      if (d === '\r') {
        if (source[j + 1] === '\n') j++; // a line continuation over \r\n
      } else if (d === '\n' || d === '\u2028' || d === '\u2029') {
        // a line continuation: nothing
      } else if (d in SIMPLE_ESCAPES) {
        value += SIMPLE_ESCAPES[d];
      } else if (d === '0' && !/[0-9]/.test(source.charAt(j + 1))) {
        value += '\0';
      } else if (d === 'x') {
        const hex = /^[0-9a-fA-F]{2}/.exec(source.slice(j + 1, j + 3))?.[0];
        if (!hex) throw refused(source, j, 'a \\x escape without two hex digits');
        value += String.fromCharCode(parseInt(hex, 16));
        j += 2;
      } else if (d === 'u') {
        const braced = /^\{([0-9a-fA-F]{1,6})\}/.exec(source.slice(j + 1, j + 10));
        const plain = /^[0-9a-fA-F]{4}/.exec(source.slice(j + 1, j + 5))?.[0];
        if (braced?.[1]) {
          value += String.fromCodePoint(parseInt(braced[1], 16));
          j += braced[0].length;
        } else if (plain) {
          value += String.fromCharCode(parseInt(plain, 16));
          j += 4;
        } else throw refused(source, j, 'a \\u escape without its hex digits');
      } else if (/[1-9]/.test(d)) {
        throw refused(source, j, 'an octal escape in a text');
      } else {
        value += d;
      }
    } else if (quote === '`' && c === '$' && source[j + 1] === '{') {
      throw refused(source, i, 'a text with ${…} in it');
    } else if (quote !== '`' && (c === '\n' || c === '\r')) {
      break;
    } else if (quote === '`' && c === '\r') {
      // A template's line ends are read as \n.
      value += '\n';
      if (source[j + 1] === '\n') j++;
    } else {
      value += c;
    }
  }
  throw refused(source, i, `a text is not closed with its ${quote}`);
}

const NUMBER = /-?(?:0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?)(?![\w$])/y;
const IDENTIFIER = /[A-Za-z_$][\w$]*/y;

/** The value that starts at `i` (which is significant). */
function readValue(source: string, i: number): Node {
  const c = source[i];
  if (c === '{') return readRecord(source, i);
  if (c === '[') return readList(source, i);
  if (c === "'" || c === '"' || c === '`') {
    const text = readText(source, i);
    // A text followed by more code (`'a' + b`) is an expression, kept whole.
    const next = source[significant(source, text.end)];
    if (next === ',' || next === '}' || next === ']') return text;
  }
  NUMBER.lastIndex = i;
  const number = NUMBER.exec(source);
  if (number) {
    const end = i + number[0].length;
    const next = source[significant(source, end)];
    if (next === ',' || next === '}' || next === ']') return { kind: 'number', start: i, end, value: Number(number[0].replace(/_/g, '')) };
  }
  return readOther(source, i);
}

/** An expression the editor does not read: up to the `,`, `}` or `]` that ends it, brackets and texts inside it skipped. */
function readOther(source: string, i: number): Other {
  const owed: string[] = [];
  let end = i;
  for (let j = i; j < source.length;) {
    const c = source.charAt(j);
    if (/\s/.test(c)) {
      j++;
      continue;
    }
    const past = pastComment(source, j);
    if (past !== j) {
      j = past;
      continue;
    }
    if (owed.length === 0 && (c === ',' || c === '}' || c === ']')) return { kind: 'other', start: i, end };
    if (c === "'" || c === '"' || c === '`') {
      j = c === '`' ? pastTemplate(source, j) : readText(source, j).end;
    } else {
      const closer = { '{': '}', '[': ']', '(': ')' }[c];
      if (closer) owed.push(closer);
      else if ('}])'.includes(c) && owed.pop() !== c) throw refused(source, j, `a ${c} that closes nothing`);
      j++;
    }
    end = j;
  }
  throw refused(source, i, 'band.ts ends inside a value');
}

/** Past a template literal, whatever its `${…}` hold (an expression the editor keeps whole). */
function pastTemplate(source: string, i: number): number {
  let depth = 0;
  for (let j = i + 1; j < source.length; j++) {
    const c = source[j];
    if (c === '\\') j++;
    else if (depth === 0 && c === '`') return j + 1;
    else if (c === '$' && source[j + 1] === '{') {
      depth++;
      j++;
    } else if (depth > 0 && c === '}') depth--;
  }
  throw refused(source, i, 'a text is not closed with its `');
}

/** The record whose `{` stands at `open`. */
function readRecord(source: string, open: number): Record_ {
  const props: Prop[] = [];
  let i = significant(source, open + 1);
  while (source[i] !== '}') {
    if (i >= source.length) throw refused(source, open, 'a { is never closed with }');
    const start = i;
    let key: string;
    if (source[i] === "'" || source[i] === '"') {
      const text = readText(source, i);
      key = text.value;
      i = text.end;
    } else {
      IDENTIFIER.lastIndex = i;
      const name = IDENTIFIER.exec(source)?.[0];
      if (!name) throw refused(source, i, `a key the editor cannot read (${source.slice(i, i + 12).split('\n')[0]}…)`);
      key = name;
      i += name.length;
    }
    i = significant(source, i);
    if (source[i] !== ':') throw refused(source, start, `${key} has no value after a colon`);
    const value = readValue(source, significant(source, i + 1));
    i = significant(source, value.end);
    const comma = source[i] === ',' ? i : -1;
    props.push({ key, start, value, comma });
    if (comma >= 0) i = significant(source, i + 1);
    else if (source[i] !== '}') throw refused(source, i, `${key}'s value is not followed by a comma`);
  }
  return { kind: 'record', start: open, end: i + 1, props };
}

/** The list whose `[` stands at `open`. */
function readList(source: string, open: number): List {
  const items: Item[] = [];
  let i = significant(source, open + 1);
  while (source[i] !== ']') {
    if (i >= source.length) throw refused(source, open, 'a [ is never closed with ]');
    if (source[i] === ',') throw refused(source, i, 'a comma with no entry before it');
    const node = readValue(source, i);
    i = significant(source, node.end);
    const comma = source[i] === ',' ? i : -1;
    items.push({ node, comma });
    if (comma >= 0) i = significant(source, i + 1);
    else if (source[i] !== ']') throw refused(source, i, `entry ${items.length} is not followed by a comma`);
  }
  return { kind: 'list', start: open, end: i + 1, items };
}

/** The record of `export const band … = { … }`, found in the file's code (not in a comment or a text). */
function findBand(source: string): Record_ {
  const declaration = /export\s+const\s+band(?![\w$])/y;
  for (let i = 0; i < source.length;) {
    const c = source[i];
    const past = pastComment(source, i);
    if (past !== i) {
      i = past;
      continue;
    }
    if (c === "'" || c === '"') {
      i = readText(source, i).end;
      continue;
    }
    if (c === '`') {
      i = pastTemplate(source, i);
      continue;
    }
    declaration.lastIndex = i;
    if (!/[\w$]/.test(source[i - 1] ?? '') && declaration.test(source)) {
      let j = declaration.lastIndex;
      while (j < source.length && !(source[j] === '=' && source[j + 1] !== '>')) j = Math.max(pastComment(source, j), j + 1);
      j = significant(source, j + 1);
      if (source[j] !== '{') throw refused(source, i, 'band is not written as a record { … }');
      return readRecord(source, j);
    }
    i++;
  }
  throw new Error('Cannot change band.ts: the file has no `export const band = { … }`; nothing was changed');
}

/** The node at `path` (`phone.dial`, `lineup.1.part`) under `root`; undefined where the path ends early. */
function nodeAt(root: Node, path: string): Node | undefined {
  let node: Node | undefined = root;
  for (const key of path.split('.')) {
    if (node?.kind === 'record') node = node.props.find((prop) => prop.key === key)?.value;
    else if (node?.kind === 'list' && /^\d+$/.test(key)) node = node.items[Number(key)]?.node;
    else return undefined;
  }
  return node;
}

/** The record `path` names (one that must hold the key being changed); undefined where it is no record. */
function recordAt(root: Record_, path: string): Record_ | undefined {
  const node = path ? nodeAt(root, path) : root;
  return node?.kind === 'record' ? node : undefined;
}

/** The value of a text or number node; undefined for anything else. */
const scalarOf = (node: Node | undefined): string | number | undefined =>
  node?.kind === 'text' || node?.kind === 'number' ? node.value : undefined;

/**
 * band.ts's values as its literals say them, each with its place. A value band.ts leaves out reads as
 * '' (a list as []); one that is no literal (a name, a call) too, and is named in `unreadable`.
 * Throws where the file cannot be read (a text never closed, no `export const band`).
 */
export function readBandValues(text: string): BandText {
  const root = findBand(text);
  const places: Record<string, Place> = {};
  const unreadable: string[] = [];
  const place = (path: string, node: Node) => (places[path] = { start: node.start, end: node.end, line: lineNumber(text, node.start) });
  const values: Record<string, unknown> = {};
  const set = (path: string, value: unknown) => {
    const keys = path.split('.');
    let record = values;
    for (const key of keys.slice(0, -1)) record = (record[key] ??= {}) as Record<string, unknown>;
    record[keys[keys.length - 1] as string] = value;
  };
  for (const field of SCALAR_FIELDS) {
    const node = nodeAt(root, field.path);
    const value = scalarOf(node);
    if (node) place(field.path, node);
    if (node && value === undefined) unreadable.push(field.path);
    set(field.path, value ?? '');
  }
  for (const field of LIST_FIELDS) {
    const node = nodeAt(root, field.path);
    if (node) place(field.path, node);
    if (node && node.kind !== 'list') unreadable.push(field.path);
    const items = node?.kind === 'list' ? node.items : [];
    set(
      field.path,
      items.map(({ node: item }, index) => {
        const at = `${field.path}.${index}`;
        place(at, item);
        if (field.path === 'partners') {
          if (item.kind !== 'text') unreadable.push(at);
          return item.kind === 'text' ? item.value : '';
        }
        const member: Record<string, string> = {};
        for (const key of ['name', 'part']) {
          const part = nodeAt(item, key);
          if (part) place(`${at}.${key}`, part);
          if (part && part.kind !== 'text') unreadable.push(`${at}.${key}`);
          member[key] = part?.kind === 'text' ? part.value : '';
        }
        if (item.kind !== 'record') unreadable.push(at);
        return member;
      }),
    );
  }
  return { values: values as unknown as BandValues, places, unreadable };
}

/**
 * The paths of the values that are samples: those whose literal stands on a line `placeholders`
 * names (deploy's findPlaceholders) and holds its text.
 */
export function samplePaths(text: string, placeholders: readonly { line: number; value: string }[]): string[] {
  const { places } = readBandValues(text);
  const paths: string[] = [];
  for (const [path, { start, end, line }] of Object.entries(places)) {
    const literal = text.slice(start, end);
    if (/^[[{]/.test(literal)) continue; // a list or an entry: its texts are named one by one
    if (placeholders.some((sample) => sample.line === line && sample.value !== '' && literal.includes(sample.value))) paths.push(path);
  }
  return paths;
}

// ---- writing

/**
 * A text quoted as the file quotes it: in `preferred` (the quote of the literal it replaces, or of its
 * neighbours), unless it holds more of that quote than of the other (then the other, as Prettier,
 * which wrote the file, does); the quote used is escaped, and so is a backslash or a control character,
 * so the literal reads back as exactly the text and stays on its line.
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

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escape(c: string, quote: string): string {
  if (c === "'" || c === '"' || c === '`') return c === quote ? `\\${c}` : c;
  return ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** A value as a literal: a whole number as written, anything else as a text in `quote`. */
function literal(value: string | number, quote: Quote): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : quoteText(String(value), quote);
}

/** The quote most of the file's texts under `node` use; `fallback` where it has none. */
function quoteIn(node: Node, fallback: Quote): Quote {
  const count: Record<Quote, number> = { "'": 0, '"': 0, '`': 0 };
  const walk = (n: Node): void => {
    if (n.kind === 'text') count[n.quote]++;
    else if (n.kind === 'record') n.props.forEach((prop) => walk(prop.value));
    else if (n.kind === 'list') n.items.forEach((item) => walk(item.node));
  };
  walk(node);
  const best = (["'", '"'] as const).reduce((a, b) => (count[b] > count[a] ? b : a));
  return count[best] > 0 ? best : fallback;
}

/** The text with `edits` made; they must not overlap. At the same place, an insertion goes before a replacement. */
function applied(source: string, edits: readonly Edit[]): string {
  const sorted = edits
    .map((edit, order) => ({ ...edit, order }))
    .sort((a, b) => a.at - b.at || Number(a.to > a.at) - Number(b.to > b.at) || a.order - b.order);
  let result = source;
  for (const { at, to, text } of sorted.reverse()) result = result.slice(0, at) + text + result.slice(to);
  return result;
}

/** The key as written in a record: a name, or in quotes where it is none. */
const keyText = (key: string, quote: Quote) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : quoteText(key, quote));

/** The edits that set `key` of `record` to `value`: its literal replaced, or the key added where the record has none. */
function setKey(source: string, record: Record_, key: string, value: string | number, order: readonly string[], fileQuote: Quote): Edit[] {
  const prop = record.props.find((p) => p.key === key);
  if (prop) {
    const node = prop.value;
    if (node.kind !== 'text' && node.kind !== 'number') {
      throw refused(source, node.start, `${key} is not written as a text or a number; change it in band.ts itself`);
    }
    const quote = node.kind === 'text' ? node.quote : quoteIn(record, fileQuote);
    return [{ at: node.start, to: node.end, text: literal(value, quote) }];
  }
  if (value === '') return []; // left out reads as empty: nothing to write
  return [addKey(source, record, `${keyText(key, fileQuote)}: ${literal(value, quoteIn(record, fileQuote))}`, key, order)];
}

/**
 * The edit that adds `entry` (`key: value`) to `record`: after the key that comes before it in
 * band.ts's order (else first), on a line of its own where the record's keys stand on lines of their own.
 */
function addKey(source: string, record: Record_, entry: string, key: string, order: readonly string[]): Edit {
  const before = order.slice(0, order.indexOf(key));
  const after = [...record.props].reverse().find((p) => before.includes(p.key));
  const multiline = record.props.some((p) => startsLine(source, p.start));
  const newline = lineBreak(source);
  if (!after) {
    const first = record.props[0];
    if (!first) return { at: record.start + 1, to: record.end - 1, text: ` ${entry} ` };
    if (multiline && startsLine(source, first.start)) {
      const at = lineStart(source, first.start);
      return { at, to: at, text: `${indentOf(source, first.start)}${entry},${newline}` };
    }
    return { at: first.start, to: first.start, text: `${entry}, ` };
  }
  const last = after === record.props[record.props.length - 1];
  if (multiline && startsLine(source, after.start)) {
    const end = after.comma >= 0 ? after.comma + 1 : after.value.end;
    const rest = restOfLine(source, end);
    if (rest >= 0) {
      // After the line of the key before it (and its comment); a last key without its comma gets one.
      const comma = last && after.comma < 0 ? '' : ',';
      const text = `${newline}${indentOf(source, after.start)}${entry}${comma}`;
      if (last && after.comma < 0) return { at: after.value.end, to: rest, text: `,${source.slice(after.value.end, rest)}${text}` };
      return { at: rest, to: rest, text };
    }
  }
  return { at: after.value.end, to: after.value.end, text: `, ${entry}` };
}

/** Where the line holding `i` ends when only spaces and comments closed on that line follow `i`; -1 otherwise. */
function restOfLine(source: string, i: number): number {
  for (;;) {
    while (source[i] === ' ' || source[i] === '\t') i++;
    if (i >= source.length || source[i] === '\n' || (source[i] === '\r' && source[i + 1] === '\n')) return i;
    if (source.startsWith('//', i)) return lineEnd(source, i);
    if (!source.startsWith('/*', i)) return -1;
    const end = source.indexOf('*/', i + 2);
    if (end < 0 || /[\r\n]/.test(source.slice(i, end))) return -1;
    i = end + 2;
  }
}

/** The keys of each record in band.ts's order, for where an added key goes; the nested ones as the form has them (the same). */
const ORDER: Record<string, readonly string[]> = {
  '': [
    'name',
    'slogan',
    'town',
    'contact',
    'company',
    'legalForm',
    'lineup',
    'partners',
    'taxId',
    'providers',
    'logDays',
    'privacyDate',
    'address',
    'email',
    'phone',
    'instagram',
    'portrait',
    'photoCredit',
    'siteUrl',
  ],
};
for (const field of SCALAR_FIELDS) {
  const keys = field.path.split('.');
  const parent = keys.slice(0, -1).join('.');
  if (parent) ORDER[parent] = [...(ORDER[parent] ?? []), keys[keys.length - 1] as string];
}
const MEMBER_KEYS = ['name', 'part'] as const;

/** A line-up entry or a partner as the form gives it. */
type Entry = { name: string; part: string } | string;

const sameEntry = (a: Entry | undefined, b: Entry | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** How alike two entries are: the values (of a member) or the words (of a partner's name) they share. */
function likeness(a: Entry | undefined, b: Entry | undefined): number {
  if (typeof a === 'string' && typeof b === 'string') {
    const words = new Set(a.split(/\s+/).filter(Boolean));
    return b.split(/\s+/).filter((word) => words.has(word)).length;
  }
  if (typeof a === 'object' && typeof b === 'object') return MEMBER_KEYS.filter((key) => a[key] === b[key]).length;
  return 0;
}

/** A new entry in the list's style: `{ name: 'Ole', part: 'Bass' }` or `'Ole Beispiel'`. */
function formatEntry(entry: Entry, quote: Quote): string {
  if (typeof entry === 'string') return quoteText(entry, quote);
  return `{ ${MEMBER_KEYS.map((key) => `${key}: ${quoteText(entry[key], quote)}`).join(', ')} }`;
}

/** The edits that make entry `item`, which reads `old` (readBandValues's), read `entry`. */
function editItem(source: string, item: Item, old: Entry | undefined, entry: Entry, fileQuote: Quote): Edit[] {
  const node = item.node;
  if (sameEntry(old, entry)) return [];
  if (typeof entry === 'string') {
    if (node.kind !== 'text') throw refused(source, node.start, 'a partner is not written as a text in quotes');
    return [{ at: node.start, to: node.end, text: quoteText(entry, node.quote) }];
  }
  if (node.kind !== 'record') throw refused(source, node.start, 'a line-up entry is not written as { name: …, part: … }');
  const before = typeof old === 'object' ? old : undefined;
  return MEMBER_KEYS.filter((key) => before?.[key] !== entry[key]).flatMap((key) =>
    setKey(source, node, key, entry[key], MEMBER_KEYS, fileQuote),
  );
}

/**
 * The edits that make `list` hold `entries`. Where no entry comes or goes: each entry's changed
 * literals. Otherwise the entries that stay keep their bytes, those that go lose their lines (or, in a list
 * on one line, their text and comma), and new ones come in the list's layout and quotes, each on a line
 * of its own with the entries' indentation where the entries stand on lines of their own.
 */
function editList(source: string, list: List, old: readonly Entry[], entries: readonly Entry[], fileQuote: Quote): Edit[] {
  const { items } = list;
  const quote = quoteIn(list, fileQuote);
  // Which old entries stay (as they are, or changed in place), which go, and what comes after which.
  const plan = align(old, entries);
  const edits: Edit[] = [];
  if (!plan.removed.length && plan.kept.every((k) => k.from !== undefined)) {
    return plan.kept.flatMap(({ from, to }) =>
      editItem(source, items[from as number] as Item, old[from as number], entries[to] as Entry, fileQuote),
    );
  }
  const ownLines = items.length > 0 && items.every((item) => startsLine(source, item.node.start) && restOfLine(source, itemEnd(item)) >= 0);
  if (!ownLines) {
    // On one line (or a layout of the band's own): the list written anew, in its layout, the staying entries as they were.
    const texts = plan.kept.map(({ from, to }) =>
      from === undefined
        ? formatEntry(entries[to] as Entry, quote)
        : keptText(source, items, old[from], from, entries[to] as Entry, fileQuote),
    );
    return [{ at: list.start, to: list.end, text: relaid(source, list, texts) }];
  }
  const newline = lineBreak(source);
  const indent = indentOf(source, (items[0] as Item).node.start);
  const trailing = (items[items.length - 1] as Item).comma >= 0;
  const lastKept = plan.kept[plan.kept.length - 1];
  for (const index of plan.removed) {
    const item = items[index] as Item;
    edits.push({ at: lineStart(source, item.node.start), to: nextLine(source, restOfLine(source, itemEnd(item))), text: '' });
  }
  for (const { from, to } of plan.kept) {
    if (from !== undefined) edits.push(...editItem(source, items[from] as Item, old[from], entries[to] as Entry, fileQuote));
  }
  // New entries, each after the line of the entry before it (or before the first), in the order they come.
  for (const [position, { from, to }] of plan.kept.entries()) {
    if (from !== undefined) continue;
    const anchor = plan.kept
      .slice(0, position)
      .reverse()
      .find((k) => k.from !== undefined)?.from;
    const comma = !trailing && lastKept?.to === to ? '' : ',';
    const line = `${indent}${formatEntry(entries[to] as Entry, quote)}${comma}${newline}`;
    const at =
      anchor === undefined
        ? lineStart(source, (items[0] as Item).node.start)
        : nextLine(source, restOfLine(source, itemEnd(items[anchor] as Item)));
    edits.push({ at, to: at, text: line });
  }
  if (!trailing) {
    // A list without a trailing comma keeps its style: the old last entry, if it stays and is no longer last, gets one; a new last loses its own.
    const oldLast = items.length - 1;
    const oldLastItem = items[oldLast] as Item;
    const newLast = lastKept?.from;
    if (newLast !== oldLast && !plan.removed.includes(oldLast))
      edits.push({ at: oldLastItem.node.end, to: oldLastItem.node.end, text: ',' });
    if (newLast !== undefined && newLast !== oldLast) {
      const comma = (items[newLast] as Item).comma;
      edits.push({ at: comma, to: comma + 1, text: '' });
    }
  }
  return edits;
}

/** Just past an entry and its comma. */
const itemEnd = (item: Item) => (item.comma >= 0 ? item.comma + 1 : item.node.end);

/** An entry that stays, as the file has it with its changed literals made. */
function keptText(source: string, items: readonly Item[], old: Entry | undefined, from: number, entry: Entry, fileQuote: Quote): string {
  const item = items[from] as Item;
  const edits = editItem(source, item, old, entry, fileQuote).map((edit) => ({
    ...edit,
    at: edit.at - item.node.start,
    to: edit.to - item.node.start,
  }));
  return applied(source.slice(item.node.start, item.node.end), edits);
}

/** The list `[ … ]` with `texts` as its entries: on one line as `list` was (its spaces inside the brackets kept), else one a line. */
function relaid(source: string, list: List, texts: readonly string[]): string {
  const inside = source.slice(list.start + 1, list.end - 1);
  if (!/[\r\n]/.test(inside)) {
    const [, open = '', close = ''] = /^(\s*)[\s\S]*?(\s*)$/.exec(inside) ?? [];
    return texts.length ? `[${open}${texts.join(', ')}${close}]` : '[]';
  }
  const newline = lineBreak(source);
  const first = list.items[0];
  const indent = first && startsLine(source, first.node.start) ? indentOf(source, first.node.start) : `${indentOf(source, list.start)}  `;
  return `[${newline}${texts.map((text) => `${indent}${text},${newline}`).join('')}${indentOf(source, list.end - 1)}]`;
}

/**
 * Old entries against new: the longest run of equal entries stays; between two that stay, old and
 * new entries are paired in order (changed in place), the old ones left over go, the new ones left
 * over come. `kept` lists every new entry (`to`) with the old one it stays as (`from`), or none.
 */
function align(old: readonly Entry[], entries: readonly Entry[]): { kept: { from?: number; to: number }[]; removed: number[] } {
  const n = old.length;
  const m = entries.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const row = table[i] as number[];
      row[j] = sameEntry(old[i], entries[j])
        ? (table[i + 1] as number[])[j + 1]! + 1
        : Math.max((table[i + 1] as number[])[j]!, row[j + 1]!);
    }
  }
  const kept: { from?: number; to: number }[] = [];
  const removed: number[] = [];
  let i = 0;
  let j = 0;
  // Between two entries that stay: each new entry is the next old one most like it (a member renamed
  // keeps the line, and its comment); old ones passed over go, new ones like none come.
  const gap = (oldEnd: number, newEnd: number) => {
    // As many on each side: each changed in place.
    if (oldEnd - i === newEnd - j) while (i < oldEnd) kept.push({ from: i++, to: j++ });
    for (; j < newEnd; j++) {
      let best = -1;
      for (let k = i; k < oldEnd; k++) if (likeness(old[k], entries[j]) > (best < 0 ? 0 : likeness(old[best], entries[j]))) best = k;
      if (best < 0) {
        kept.push({ to: j });
        continue;
      }
      while (i < best) removed.push(i++);
      kept.push({ from: i++, to: j });
    }
    while (i < oldEnd) removed.push(i++);
  };
  let a = 0;
  let b = 0;
  const matches: [number, number][] = [];
  while (a < n && b < m) {
    if (sameEntry(old[a], entries[b])) {
      matches.push([a++, b++]);
    } else if ((table[a + 1] as number[])[b]! >= (table[a] as number[])[b + 1]!) a++;
    else b++;
  }
  for (const [x, y] of matches) {
    gap(x, y);
    kept.push({ from: i++, to: j++ });
  }
  gap(n, m);
  return { kept, removed };
}

/** What the form changes: band.ts's values, or those of them that change. */
export type BandChanges = Partial<Omit<BandValues, 'contact' | 'taxId' | 'providers' | 'address' | 'phone'>> & {
  contact?: Partial<BandValues['contact']>;
  taxId?: Partial<BandValues['taxId']>;
  providers?: { webHost?: Partial<BandValues['providers']['webHost']>; mail?: Partial<BandValues['providers']['mail']> };
  address?: Partial<BandValues['address']>;
  phone?: Partial<BandValues['phone']>;
};

/**
 * band.ts with `changes` made: only the literals of the values that differ change (a list that grows
 * or shrinks, only the lines of the entries that come or go). Values `changes` leaves out stay.
 * Throws an Error (in the manner of editEntries') where band.ts is not written so the editor can
 * change it exactly: a value that is no literal, a record it must write into that is missing.
 */
export function editBand(text: string, changes: BandChanges): string {
  const root = findBand(text);
  const fileQuote = quoteIn(root, "'");
  const { values } = readBandValues(text);
  const edits: Edit[] = [];
  for (const field of SCALAR_FIELDS) {
    const value = valueAt(changes, field.path);
    if (value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`Cannot change band.ts: ${field.path} must be a text or a number`);
    const keys = field.path.split('.');
    const key = keys.pop() as string;
    const parent = keys.join('.');
    // Unchanged from what the form was given (a value that is no literal reads as '', and stays as written).
    if (valueAt(values, field.path) === value) continue;
    const record = recordAt(root, parent);
    if (!record) {
      throw refused(
        text,
        root.start,
        `${parent} is missing or not written as { … }, so ${field.path} cannot be set; add it in band.ts itself`,
      );
    }
    edits.push(...setKey(text, record, key, value, ORDER[parent] ?? [key], fileQuote));
  }
  for (const field of LIST_FIELDS) {
    const entries = changes[field.path as BandListPath] as Entry[] | undefined;
    if (entries === undefined) continue;
    const node = nodeAt(root, field.path);
    const old = values[field.path as BandListPath] as Entry[];
    if (sameEntry(old as unknown as Entry, entries as unknown as Entry)) continue;
    if (!node) {
      const list = `[${entries.map((entry) => formatEntry(entry, fileQuote)).join(', ')}]`;
      edits.push(addKey(text, root, `${field.path}: ${list}`, field.path, ORDER[''] as string[]));
      continue;
    }
    if (node.kind !== 'list') throw refused(text, node.start, `${field.path} is not written as a list [ … ]; change it in band.ts itself`);
    edits.push(...editList(text, node, old, entries, fileQuote));
  }
  return applied(text, edits);
}

/** The paths of the fields (`email`, `phone.dial`, `lineup`) whose value in `values` differs from band.ts's. */
export function changedPaths(text: string, values: BandChanges): string[] {
  const current = readBandValues(text).values;
  const paths: string[] = [];
  for (const field of [...SCALAR_FIELDS, ...LIST_FIELDS]) {
    const value = valueAt(values, field.path);
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(valueAt(current, field.path))) paths.push(field.path);
  }
  return paths;
}
