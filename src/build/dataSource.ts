/**
 * Where things stand in the band's data files (band.ts, gigs.ts, songs.ts, media.ts), read by a real
 * parser of TypeScript (@babel/parser), not by a scanner of our own: one rule for texts, escapes,
 * templates and comments, the language's. Every reader and writer of a data file finds its entries
 * here: the build's messages (entryLines.ts), the editor's reading of band.ts (readBandValues.ts) and
 * its writers (editEntries.ts, editBand.ts), which change a file by text ranges found here and leave
 * every other byte as it is.
 *
 * The value of `export const <name> … = …` comes back as a small tree of what the data files hold:
 * texts (with their quote), numbers, records `{ … }` and lists `[ … ]`, each with its exact range in
 * the source and the comma after it; anything else (a name, a call, a spread, a text with `${…}`) is
 * `other`, kept with its range and never read.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';

/** The quotes a text literal may have. */
export type Quote = "'" | '"' | '`';

/** A text in quotes (a template without `${…}` too): `[start, end)` is the literal with its quotes. */
export interface Text {
  kind: 'text';
  start: number;
  end: number;
  value: string;
  quote: Quote;
}

/** A number as written: `7`, `-1`. */
export interface Numeral {
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
  /** Where members stand that are no `key: value` (a spread, a method, a computed key): their start. */
  others: number[];
}

/** A key and its value; `start` is where the key starts, `comma` the index of the comma after it (-1 when none follows). */
export interface Prop {
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

/** Any other expression: kept with its range, never read. `what` names it for messages. */
export interface Other {
  kind: 'other';
  start: number;
  end: number;
  what: 'a spread' | 'a hole' | 'a name' | 'a text with ${…}' | 'an expression';
}

export type Node = Text | Numeral | Record_ | List | Other;

/** The value of `export const <name>`, and what its declaration does to it. */
export interface Declared {
  /** Index of `export`. */
  declaration: number;
  /** The value as written, without `as const` or `satisfies …` after it (which change nothing). */
  value: Node;
  /**
   * Where the value is a list or a record with more after it (`[ … ].reverse()`, `.filter(…)`): that
   * list or record, and the code after it; the value is then `other`.
   */
  wrapped?: { inner: Node; after: string };
}

/** A data file that does not read as TypeScript: the parser's words and the 1-based line. */
export class SourceSyntaxError extends Error {
  override name = 'SourceSyntaxError';
  constructor(
    readonly reason: string,
    readonly line: number,
  ) {
    super(`${reason} (line ${line})`);
  }
}

/** A data file as parsed: the file's exports' values by name, found when asked for. */
export interface DataSource {
  source: string;
  /** The value of `export const <name>`; undefined where the file declares none. */
  declared(name: string): Declared | undefined;
  /** 1-based line of the character at `index` (lines end with \n, as the band's editors count them). */
  lineAt(index: number): number;
  /** Every key written twice in one `{ … }` of an export's initializer (wrapped ones too), where it stands again, and where first. */
  duplicates(): Duplicate[];
}

/** A key written twice in one `{ … }`: JavaScript keeps the last, a reader of the text may take the first. */
interface Duplicate {
  /** The key's path as the build's readers word it (keyWords): `phone.dial`, `lineup entry 2: name`, `gigs entry 3: date`. */
  words: string;
  /** Where the later key starts, and the first. */
  start: number;
  first: number;
}

// ---- parsing

/** Parsed files by their text: the build asks for the lines of one file many times, the editor reads a file twice per save. */
const parsed = new Map<string, DataSource>();

/**
 * The data file `source` parsed (the last few are kept); a SourceSyntaxError where it is no TypeScript.
 */
export function readSource(source: string): DataSource {
  const known = parsed.get(source);
  if (known) return known;
  let program: t.File;
  try {
    program = parse(source, { sourceType: 'module', plugins: ['typescript'] });
  } catch (error) {
    const { message, loc } = error as Error & { loc?: { line: number } };
    throw new SourceSyntaxError(message.replace(/\.? \(\d+:\d+\)$/, ''), loc?.line ?? 1);
  }
  const file = sourceOf(source, program);
  if (parsed.size >= 8) parsed.delete(parsed.keys().next().value as string);
  parsed.set(source, file);
  return file;
}

function sourceOf(source: string, program: t.File): DataSource {
  const node = nodeReader(source, gapsOf(source, program));
  const declarations = new Map<string, Declared>();
  const initializers = new Map<string, t.Expression>();
  for (const statement of program.program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    if (statement.declaration.kind !== 'const') continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || !declarator.init || declarations.has(declarator.id.name)) continue;
      declarations.set(declarator.id.name, declaredOf(statement.start ?? 0, declarator.init, node, source));
      initializers.set(declarator.id.name, declarator.init);
    }
  }
  return {
    source,
    declared: (name) => declarations.get(name),
    lineAt: lineFinder(source),
    duplicates: () => duplicatesIn(initializers, node),
  };
}

/** What stands between two entries of `source`: white space, comments and a comma. */
interface Gaps {
  /** The first index from `i` on that is neither white space nor a comment. */
  significant(i: number): number;
  /** The comma right after `end`, or -1. */
  commaAfter(end: number): number;
}

function gapsOf(source: string, program: t.File): Gaps {
  // Where each comment ends, by where it starts.
  const comments = new Map((program.comments ?? []).map((comment) => [comment.start ?? 0, comment.end ?? 0]));
  const significant = (i: number): number => {
    for (;;) {
      while (i < source.length && /\s/.test(source.charAt(i))) i++;
      const end = comments.get(i);
      if (end === undefined) return i;
      i = end;
    }
  };
  const commaAfter = (end: number) => {
    const at = significant(end);
    return source[at] === ',' ? at : -1;
  };
  return { significant, commaAfter };
}

/** The line (from 1) of an index of `source`, found by halving among the lines' starts. */
function lineFinder(source: string): (index: number) => number {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (index) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] as number) <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** A Babel expression of `source` as a Node: texts, numbers, records and lists, with their commas; anything else 'other'. */
function nodeReader(source: string, { significant, commaAfter }: Gaps): (expression: t.Node) => Node {
  const record = (expression: t.ObjectExpression): Node => {
    const props: Prop[] = [];
    const others: number[] = [];
    for (const member of expression.properties) {
      const key = member.type === 'ObjectProperty' && !member.computed ? keyOf(member.key) : undefined;
      if (member.type !== 'ObjectProperty' || key === undefined) {
        others.push(member.start ?? 0);
        continue;
      }
      const value = node(member.value);
      props.push({ key, start: member.start ?? 0, value, comma: commaAfter(member.end ?? 0) });
    }
    return { kind: 'record', start: expression.start ?? 0, end: expression.end ?? 0, props, others };
  };
  const list = (expression: t.ArrayExpression): Node => {
    const start = expression.start ?? 0;
    const items: Item[] = [];
    let from = start + 1;
    for (const element of expression.elements) {
      // A hole `[a, , b]` stands at its comma.
      const item: Node = element ? node(element) : { kind: 'other', start: significant(from), end: significant(from), what: 'a hole' };
      const comma = commaAfter(item.end);
      items.push({ node: item, comma });
      from = comma >= 0 ? comma + 1 : item.end;
    }
    return { kind: 'list', start, end: expression.end ?? 0, items };
  };
  const node = (expression: t.Node): Node => {
    const start = expression.start ?? 0;
    const end = expression.end ?? 0;
    switch (expression.type) {
      case 'StringLiteral':
        return { kind: 'text', start, end, value: expression.value, quote: source[start] as Quote };
      case 'TemplateLiteral': {
        const cooked = expression.quasis[0]?.value.cooked;
        if (expression.expressions.length || cooked == null) return { kind: 'other', start, end, what: 'a text with ${…}' };
        return { kind: 'text', start, end, value: cooked, quote: '`' };
      }
      case 'NumericLiteral':
        return { kind: 'number', start, end, value: expression.value };
      case 'UnaryExpression':
        if (expression.operator === '-' && expression.argument.type === 'NumericLiteral') {
          return { kind: 'number', start, end, value: -expression.argument.value };
        }
        return { kind: 'other', start, end, what: 'an expression' };
      case 'ObjectExpression':
        return record(expression);
      case 'ArrayExpression':
        return list(expression);
      case 'SpreadElement':
        return { kind: 'other', start, end, what: 'a spread' };
      case 'Identifier':
        return { kind: 'other', start, end, what: 'a name' };
      default:
        return { kind: 'other', start, end, what: 'an expression' };
    }
  };
  return node;
}

/**
 * Every key written twice in one `{ … }` of an initializer, wherever it stands (in `Object.freeze(…)`, before `.reverse()`):
 * JavaScript keeps the last of two equal keys in each. The path is told from the outermost list or record around it.
 */
function duplicatesIn(initializers: ReadonlyMap<string, t.Expression>, node: (expression: t.Node) => Node): Duplicate[] {
  return [...initializers].flatMap(([name, init]) => {
    const found: Duplicate[] = [];
    const walk = (expression: t.Node, root: Node | undefined) => {
      const literal = expression.type === 'ObjectExpression' || expression.type === 'ArrayExpression';
      const outer = root ?? (literal ? node(expression) : undefined);
      if (expression.type === 'ObjectExpression') {
        const seen = new Map<string, number>();
        for (const member of expression.properties) {
          const key = member.type !== 'SpreadElement' && !member.computed ? keyOf(member.key) : undefined;
          if (key === undefined) continue;
          const start = member.start ?? 0;
          const first = seen.get(key);
          if (first === undefined) seen.set(key, start);
          else found.push({ words: (outer && keyWords(outer, name, start)) ?? key, start, first });
        }
      }
      for (const child of children(expression)) walk(child, outer);
    };
    walk(init, undefined);
    return found;
  });
}

/** The nodes right under `node` in Babel's tree (its locations and comments left out). */
function children(node: t.Node): t.Node[] {
  const isNode = (value: unknown): value is t.Node => typeof (value as t.Node | null)?.type === 'string';
  return Object.entries(node)
    .filter(([key]) => !/^(?:loc|leadingComments|trailingComments|innerComments|extra)$/.test(key))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter(isNode);
}

/** A key as JavaScript names it: `name`, `'name'`, `1`; undefined for any other. */
function keyOf(key: t.Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  if (key.type === 'NumericLiteral') return String(key.value);
  return undefined;
}

/** The value of a declaration, past `as const` and `satisfies …`; a list or record with more after it, as wrapped. */
function declaredOf(declaration: number, init: t.Expression, node: (n: t.Node) => Node, source: string): Declared {
  let value: t.Expression = init;
  for (;;) {
    if (value.type === 'TSSatisfiesExpression') value = value.expression;
    else if (value.type === 'TSAsExpression' && isConst(value.typeAnnotation)) value = value.expression;
    else break;
  }
  const read = node(value);
  if (read.kind !== 'other') return { declaration, value: read };
  // `[ … ].reverse()`, `[ … ].sort(…).filter(…)`: the list the code starts with, and what follows it.
  let inner: t.Node = value;
  for (;;) {
    if (inner.type === 'CallExpression' || inner.type === 'OptionalCallExpression') inner = inner.callee;
    else if (inner.type === 'MemberExpression' || inner.type === 'OptionalMemberExpression') inner = inner.object;
    else if (inner.type === 'TSAsExpression' || inner.type === 'TSSatisfiesExpression' || inner.type === 'TSNonNullExpression')
      inner = inner.expression;
    else break;
  }
  if ((inner.type === 'ArrayExpression' || inner.type === 'ObjectExpression') && inner !== value) {
    return { declaration, value: read, wrapped: { inner: node(inner), after: source.slice(inner.end ?? 0, value.end ?? 0) } };
  }
  return { declaration, value: read };
}

const isConst = (type: t.TSType) =>
  type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && type.typeName.name === 'const';

// ---- paths

/** The node at `path` (`phone.dial`, `lineup.1.part`, or its parts) under `root`; JavaScript's last of two equal keys. */
export function nodeAt(root: Node, path: string | readonly (string | number)[]): Node | undefined {
  let node: Node | undefined = root;
  for (const part of typeof path === 'string' ? (path ? path.split('.') : []) : path) {
    node = memberAt(node, part)?.node;
  }
  return node;
}

/** The member `key` of a record as JavaScript reads it: the last of two equal keys. Every reader and writer takes this one. */
export function propAt(record: Record_, key: string): Prop | undefined {
  return [...record.props].reverse().find((p) => p.key === key);
}

/** The member `part` of a record or a list: its value, and where it starts (the key, or the entry). */
export function memberAt(node: Node | undefined, part: string | number): { node: Node; start: number } | undefined {
  if (node?.kind === 'record') {
    const prop = propAt(node, String(part));
    return prop && { node: prop.value, start: prop.start };
  }
  if (node?.kind === 'list' && /^\d+$/.test(String(part))) {
    const item = node.items[Number(part)];
    return item && { node: item.node, start: item.node.start };
  }
  return undefined;
}

/**
 * The path of the key that starts at `at` in `root` (named `name`), as the build's readers word it:
 * `phone.dial`, `lineup entry 2: name`, `gigs entry 3: date`; undefined where no key starts there.
 */
function keyWords(root: Node, name: string, at: number): string | undefined {
  const walk = (node: Node, words: string, joiner: string): string | undefined => {
    if (node.kind === 'record') {
      for (const prop of node.props) {
        const path = words ? `${words}${joiner}${prop.key}` : prop.key;
        if (prop.start === at) return path;
        if (prop.start < at && at < prop.value.end) return walk(prop.value, path, '.');
      }
    } else if (node.kind === 'list') {
      for (const [index, item] of node.items.entries()) {
        if (item.node.start <= at && at < item.node.end) return walk(item.node, `${words} entry ${index + 1}`, ': ');
      }
    }
    return undefined;
  };
  return walk(root, root.kind === 'list' ? name : '', '.');
}
