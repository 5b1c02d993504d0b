/**
 * band.ts as the editor reads it (issue 37, the part Band): its values for the form, each with the
 * place of its literal, and the samples among them; and the parsed literal (findBand, nodeAt) that
 * editBand.ts changes the file by.
 *
 * TypeScript 7's package offers no parser to JavaScript, so band.ts is read by a small parser of the
 * one thing it needs: the object literal of `export const band … = { … }` – texts in any quotes,
 * numbers, objects and lists, with comments and trailing commas anywhere – in the manner of
 * src/data/entryLines.ts and editEntries.ts. Whatever else it meets as a value (a name, a call) it
 * keeps as it is and refuses to change; what it cannot read at all it refuses with an Error.
 *
 * Pure: the caller reads the file and passes its text.
 */
import type { BandValues } from './bandApi';
import { LIST_FIELDS, SCALAR_FIELDS } from './bandFields';
import { lineNumber, pastComment, significant, type Quote } from './sourceText';

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
export interface Record_ {
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
export interface List {
  kind: 'list';
  start: number;
  end: number;
  items: Item[];
}

/** An entry of a list; `comma` is the index of the comma after it, -1 when none follows. */
export interface Item {
  node: Node;
  comma: number;
}

/** Any other expression (a name, `true`, a call): kept, never read or changed. */
interface Other {
  kind: 'other';
  start: number;
  end: number;
}

export type Node = Text | Numeral | Record_ | List | Other;

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

// ---- reading

/** Why band.ts cannot be changed: what is not understood, and its line; nothing is changed. */
export function refused(source: string, at: number, what: string): Error {
  return new Error(`Cannot change band.ts: ${what} (line ${lineNumber(source, at)}); nothing was changed`);
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
    const next = source[significant(source, text.end, refused)];
    if (next === ',' || next === '}' || next === ']') return text;
  }
  NUMBER.lastIndex = i;
  const number = NUMBER.exec(source);
  if (number) {
    const end = i + number[0].length;
    const next = source[significant(source, end, refused)];
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
    const past = pastComment(source, j, refused);
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
  let i = significant(source, open + 1, refused);
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
    i = significant(source, i, refused);
    if (source[i] !== ':') throw refused(source, start, `${key} has no value after a colon`);
    const value = readValue(source, significant(source, i + 1, refused));
    i = significant(source, value.end, refused);
    const comma = source[i] === ',' ? i : -1;
    props.push({ key, start, value, comma });
    if (comma >= 0) i = significant(source, i + 1, refused);
    else if (source[i] !== '}') throw refused(source, i, `${key}'s value is not followed by a comma`);
  }
  return { kind: 'record', start: open, end: i + 1, props };
}

/** The list whose `[` stands at `open`. */
function readList(source: string, open: number): List {
  const items: Item[] = [];
  let i = significant(source, open + 1, refused);
  while (source[i] !== ']') {
    if (i >= source.length) throw refused(source, open, 'a [ is never closed with ]');
    if (source[i] === ',') throw refused(source, i, 'a comma with no entry before it');
    const node = readValue(source, i);
    i = significant(source, node.end, refused);
    const comma = source[i] === ',' ? i : -1;
    items.push({ node, comma });
    if (comma >= 0) i = significant(source, i + 1, refused);
    else if (source[i] !== ']') throw refused(source, i, `entry ${items.length} is not followed by a comma`);
  }
  return { kind: 'list', start: open, end: i + 1, items };
}

/** The record of `export const band … = { … }`, found in the file's code (not in a comment or a text). */
export function findBand(source: string): Record_ {
  const declaration = /export\s+const\s+band(?![\w$])/y;
  for (let i = 0; i < source.length;) {
    const c = source[i];
    const past = pastComment(source, i, refused);
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
      while (j < source.length && !(source[j] === '=' && source[j + 1] !== '>')) j = Math.max(pastComment(source, j, refused), j + 1);
      j = significant(source, j + 1, refused);
      if (source[j] !== '{') throw refused(source, i, 'band is not written as a record { … }');
      return readRecord(source, j);
    }
    i++;
  }
  throw new Error('Cannot change band.ts: the file has no `export const band = { … }`; nothing was changed');
}

/** The node at `path` (`phone.dial`, `lineup.1.part`) under `root`; undefined where the path ends early. */
export function nodeAt(root: Node, path: string): Node | undefined {
  let node: Node | undefined = root;
  for (const key of path.split('.')) {
    if (node?.kind === 'record') node = node.props.find((prop) => prop.key === key)?.value;
    else if (node?.kind === 'list' && /^\d+$/.test(key)) node = node.items[Number(key)]?.node;
    else return undefined;
  }
  return node;
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
