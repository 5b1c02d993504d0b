/**
 * band.ts as the editor reads it (issue 37, the part Band): its values for the form, each with the
 * place of its literal; and the parsed literal (findBand, nodeAt) that
 * editBand.ts changes the file by.
 *
 * The record of `export const band … = { … }` is read by the build's parser of the data files
 * (src/build/dataSource.ts): texts in any quotes, numbers, records and lists, with comments and
 * trailing commas anywhere. Whatever else it meets as a value (a name, a call) it keeps as it is and
 * refuses to change; what it cannot read at all it refuses with an Error.
 *
 * Pure: the caller reads the file and passes its text.
 */
import { nodeAt, propAt, readSource, type Node, type Record_ } from '../build/dataSource';
import type { BandValues } from './bandApi';
import { LIST_FIELDS, SCALAR_FIELDS } from './bandFields';
import { lineEnd, parsedFile, plainForm, quotedCode, unsafeForm } from './sourceText';

export { nodeAt, propAt };
export type { Item, List, Node, Record_ } from '../build/dataSource';

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

/** What to do instead, for a refusal of band.ts's form; `elsewhere` where code elsewhere in the file would change the values. */
export const plainBand = (elsewhere = false) => plainForm('Angaben', 'export const band = { … };', elsewhere);

/** The refusal of band.ts written in a form the editor cannot change (safely): what it met at `at`, and what to do instead. */
export function refused(source: string, at: number, what: string, instead = plainBand()): Error {
  return unsafeForm('band.ts', readSource(source).lineAt(at), what, instead);
}

/** The record of `export const band … = { … }`; refused where code after its `}` would make the values other than written. */
export function findBand(source: string): Record_ {
  const declared = parsedFile(source, 'band.ts').declared('band');
  if (!declared) throw unsafeForm('band.ts', undefined, 'die Datei hat kein `export const band = { … }`', plainBand());
  const { value, wrapped } = declared;
  if (wrapped) throw refused(source, wrapped.inner.end - 1, `nach der } der Angaben steht ${quotedCode(wrapped.after)}`);
  if (value.kind !== 'record') {
    throw refused(
      source,
      value.start,
      `band ist nicht als { … } geschrieben, sondern als ${quotedCode(source.slice(value.start, value.end))}`,
    );
  }
  // A spread, a method or a computed key would make the values other than their literals say.
  const other = firstOther(value);
  if (other !== undefined) {
    throw refused(source, other, `in den Angaben steht ${quotedCode(source.slice(other, lineEnd(source, other)))} statt „Schlüssel: Wert“`);
  }
  return value;
}

/** Where the first member of a record under `node` stands that is no `key: value`; undefined when there is none. */
function firstOther(node: Node): number | undefined {
  if (node.kind === 'record') {
    const inner = node.props.map((prop) => firstOther(prop.value)).filter((at) => at !== undefined);
    return [...node.others, ...inner].sort((a, b) => a - b)[0];
  }
  if (node.kind === 'list') return node.items.map((item) => firstOther(item.node)).find((at) => at !== undefined);
  return undefined;
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
  const { lineAt } = readSource(text);
  const places: Record<string, Place> = {};
  const unreadable: string[] = [];
  const place = (path: string, node: Node) => (places[path] = { start: node.start, end: node.end, line: lineAt(node.start) });
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
