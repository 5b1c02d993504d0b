/**
 * The editor's changes to src/data/band.ts (issue 37, the part Band, and "every other byte of the
 * file stays as the band wrote it"): a changed value replaces only the bytes of its literal – the
 * text between (and with) its quotes, or the number – and every comment, the interface, the order,
 * the quoting of the other values, the line ends stay byte for byte. A list whose length changes
 * (a member joins or leaves) changes only the lines of the entries that come or go, in the list's
 * own layout; a key band.ts left out (a `portrait` never written) is added beside its neighbour.
 *
 * band.ts is read by readBandValues.ts's parser; the edits are made by the places it finds, with
 * sourceText.ts's helpers, as editEntries.ts makes those of a gig or a song.
 *
 * Pure: the caller reads the file, passes its text, and writes what comes back (after the build's
 * check on it).
 */
import type { BandValues } from './bandApi';
import { LIST_FIELDS, SCALAR_FIELDS, valueAt, type BandListPath } from './bandFields';
import { findBand, nodeAt, propAt, readBandValues, refused, type Item, type List, type Node, type Record_ } from './readBandValues';
import {
  applied,
  indentOf,
  lineBreak,
  lineEndAfterComments,
  lineStart,
  nextLine,
  quoteText,
  startsLine,
  type Edit,
  type Quote,
} from './sourceText';

// ---- a key of a record

/** What to do instead, where a value the form changes is no literal. */
const AS_TEXT = 'Den Wert als Text in Anführungszeichen schreiben';

/** The record `path` names (one that must hold the key being changed); undefined where it is no record. */
function recordAt(root: Record_, path: string): Record_ | undefined {
  const node = path ? nodeAt(root, path) : root;
  return node?.kind === 'record' ? node : undefined;
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

/** The key as written in a record: a name, or in quotes where it is none. */
const keyText = (key: string, quote: Quote) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : quoteText(key, quote));

/** The edits that set `key` of `record` to `value`: its literal replaced, or the key added where the record has none. */
function setKey(source: string, record: Record_, key: string, value: string | number, order: readonly string[], fileQuote: Quote): Edit[] {
  const prop = propAt(record, key);
  if (prop) {
    const node = prop.value;
    if (node.kind !== 'text' && node.kind !== 'number') {
      throw refused(source, node.start, `der Wert von ${key} ist kein Text in Anführungszeichen und keine Zahl`, AS_TEXT);
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
    const rest = lineEndAfterComments(source, end);
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
// ---- the line-up and the partners

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
    if (node.kind !== 'text') throw refused(source, node.start, 'ein Partner steht nicht als Text in Anführungszeichen', AS_TEXT);
    return [{ at: node.start, to: node.end, text: quoteText(entry, node.quote) }];
  }
  if (node.kind !== 'record')
    throw refused(
      source,
      node.start,
      'ein Eintrag der Besetzung steht nicht als `{ name: …, part: … }`',
      'Den Eintrag als `{ name: …, part: … }` schreiben',
    );
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
  const ownLines =
    items.length > 0 && items.every((item) => startsLine(source, item.node.start) && lineEndAfterComments(source, itemEnd(item)) >= 0);
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
    edits.push({ at: lineStart(source, item.node.start), to: nextLine(source, lineEndAfterComments(source, itemEnd(item))), text: '' });
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
        : nextLine(source, lineEndAfterComments(source, itemEnd(items[anchor] as Item)));
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

// ---- the form's changes

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
      throw new Error(`band.ts lässt sich nicht ändern: „${field.path}“ muss ein Text oder eine Zahl sein.`);
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
        `${parent} fehlt oder steht nicht als { … }, daher lässt sich ${field.path} nicht setzen`,
        `${parent} als „{ … }“ in band.ts ergänzen`,
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
    if (node.kind !== 'list')
      throw refused(text, node.start, `${field.path} steht nicht als Liste [ … ]`, `${field.path} als Liste „[ … ]“ schreiben`);
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
