// The editor's writers against files it has never seen (issue 45, "an edit lands on its entry or
// nowhere"): generated gigs.ts and songs.ts with comments (line and block, between entries, inside
// them, after the ]), both quote styles, escapes, template literals, keys in quotes, entries over
// several lines, trailing commas or none, blank lines, CRLF. Each random add, edit, cancel (a gig's
// info set to 'Abgesagt (…)', as saveEntry writes it) or delete either changes only the bytes between
// the target entry's neighbours, leaves every other entry's text as it was, and compiles to the list
// with exactly that change; or it is refused. A plain list is never refused; a list with code after
// its ] always is. Fixed seed, bounded runs; a failure prints its seed and the file.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transformSync } from 'esbuild';
import fc from 'fast-check';
import { readSource } from '../../src/build/dataSource';
import type { RawGig } from '../../src/data/readGigs';
import type { RawSong } from '../../src/data/readSongs';
import { formatGig, formatSong, insertEntry, removeEntry, replaceEntry, type EditableList } from '../../src/editor/editEntries';

const SEED = 45_2027;
const RUNS = 300;

/** A text of the kind a band types, with what trips a scanner: quotes, backslashes, brackets, comment marks, `${`, umlauts, line breaks. */
const text = fc
  .array(fc.constantFrom('a', 'Kassel', ' ', 'ä', "'", '"', '`', '\\', '${', '}', ']', ',', '//', '/*', '*/', '\n', '€', 'Rock', '–'), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''));

/** A text as a literal in the file: in single or double quotes or a template, some characters escaped where they need not be. */
const literal = (value: string) =>
  fc.tuple(fc.constantFrom("'", '"', '`'), fc.boolean()).map(([quote, extra]) => {
    let out = '';
    for (const c of value) {
      if (c === '\\' || c === quote) out += `\\${c}`;
      else if (quote !== '`' && c === '\n') out += '\\n';
      else if (quote === '`' && c === '$') out += '\\$';
      else if (extra && c === 'ä') out += '\\u00e4';
      else if (extra && (c === "'" || c === '"')) out += `\\${c}`;
      else out += c;
    }
    return `${quote}${out}${quote}`;
  });

/** A comment as a band writes one: on its line, or as a block (which may hold a whole commented-out entry). */
const comment = fc.constantFrom('// Herbst', "// { date: '2027-01-01' }, ]", '/* abgesagt? */', "/* { title: 'x' },\n   ] */", '/**/');

/** Something between two tokens: nothing, a space, a line break, a comment. */
const gap = fc.constantFrom('', ' ', '\n  ', ' /* x */ ', ' // y\n  ', '\n\n  ');

const GIG_KEYS = ['date', 'location', 'info', 'tickets'] as const;
const SONG_KEYS = ['title', 'artist', 'style'] as const;

/** One entry: its value, and its text with gaps and comments inside; keys bare or quoted, in any order. */
function entry(list: EditableList) {
  const keys = list === 'gigs' ? GIG_KEYS : SONG_KEYS;
  return fc
    .tuple(
      fc.subarray([...keys.slice(2)]),
      fc.dictionary(fc.constantFrom(...keys), text),
      fc.boolean(),
      fc.array(gap, { minLength: 8, maxLength: 8 }),
      fc.option(fc.integer({ min: 1900, max: 2030 }), { nil: undefined }),
    )
    .chain(([optional, values, quotedKeys, gaps, year]) => {
      const used = [...keys.slice(0, 2), ...optional];
      const value: Record<string, unknown> = Object.fromEntries(used.map((key) => [key, values[key] ?? 'x']));
      if (list === 'songs' && year !== undefined) value.year = year;
      return fc.tuple(...used.map((key) => literal(value[key] as string))).map((literals) => {
        const props = used.map((key, i) => `${quotedKeys ? `'${key}'` : key}:${gaps[i] ?? ''}${literals[i]}`);
        if (value.year !== undefined) props.push(`year: ${value.year}`);
        return { value, text: `{${gaps[6]}${props.join(`,${gaps[7]}`)}${gaps[5]}}` };
      });
    });
}

/** A whole file: a head, the list with its entries, gaps and comments, its end, and its line breaks. */
function file(list: EditableList) {
  return fc
    .record({
      head: fc.constantFrom('', '// Unsere Daten.\n', "/** Liste: ] , { */\nimport type { RawGig } from './readGigs';\n\n"),
      typed: fc.boolean(),
      entries: fc.array(entry(list), { maxLength: 5 }),
      between: fc.array(fc.constantFrom('\n  ', '\n\n  ', ' ', '\n  // Herbst\n  ', '\n  /* a\n  b */ ', ' /* c */\n  '), {
        minLength: 6,
        maxLength: 6,
      }),
      trailing: fc.boolean(),
      end: fc.constantFrom(';', ' as const;', ';  // Ende', ' /* ] */;', ' satisfies unknown[];', ''),
      after: fc.constantFrom('\n', '\nexport const other = [{ a: 1 }];\n', '\n// ] ,\n'),
      wrapped: fc.constantFrom(undefined, undefined, undefined, '.reverse()', '.filter(Boolean)'),
      crlf: fc.boolean(),
      comment,
    })
    .map(({ head, typed, entries, between, trailing, end, after, wrapped, crlf, comment: inside }) => {
      let body = '';
      entries.forEach(({ text: one }, i) => {
        body += `${between[i] ?? ' '}${one}${i < entries.length - 1 || trailing ? ',' : ''}`;
      });
      if (entries.length === 0 && trailing) body = `\n  ${inside}`;
      const close = entries.length ? (between[5] ?? '').replace(/ +$/, '') || '\n' : '\n';
      let source = `${head}export const ${list}${typed ? `: ${list === 'gigs' ? 'RawGig' : 'RawSong'}[]` : ''} = [${body}${close}]${wrapped ?? ''}${end}${after}`;
      if (crlf) source = source.replace(/\r?\n/g, '\r\n');
      return { source, values: entries.map((e) => e.value), wrapped: wrapped !== undefined };
    });
}

/** What the build would read: the file compiled by esbuild and run. */
function compiled(source: string, list: EditableList): unknown {
  const { code } = transformSync(source, { loader: 'ts', format: 'cjs' });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', code)(module, module.exports);
  return JSON.parse(JSON.stringify(module.exports[list]));
}

/** One change: add a value, replace entry `index` by a value (an edit or a cancellation), or remove it. */
type Change =
  { action: 'add'; value: object } | { action: 'edit' | 'cancel'; index: number; value: object } | { action: 'remove'; index: number };

function change(list: EditableList, count: number) {
  const value = entry(list).map((e) => e.value);
  const index = fc.integer({ min: 0, max: Math.max(0, count - 1) });
  const options: fc.Arbitrary<Change>[] = [value.map((v) => ({ action: 'add' as const, value: v }))];
  if (count > 0) {
    options.push(
      fc.tuple(index, value).map(([i, v]) => ({ action: 'edit' as const, index: i, value: v })),
      index.map((i) => ({ action: 'remove' as const, index: i })),
    );
    if (list === 'gigs')
      options.push(fc.tuple(index, text).map(([i, reason]) => ({ action: 'cancel' as const, index: i, value: { reason } })));
  }
  return fc.oneof(...options);
}

/** An entry as the form's save writes it. */
const format = (list: EditableList, value: object) => (list === 'gigs' ? formatGig(value as RawGig) : formatSong(value as RawSong));

/** Runs the property, printing the seed (and fast-check's shrunk counterexample) when it fails. */
function check(list: EditableList) {
  const property = fc.property(
    file(list).chain((f) => fc.tuple(fc.constant(f), change(list, f.values.length))),
    ([{ source, values, wrapped }, step]) => {
      // The file as generated reads as its values (else the generator, not the writer, is wrong).
      if (!wrapped) assert.equal(compiled(source, list), JSON.parse(JSON.stringify(values)), 'the generated file');
      let value: object | undefined;
      let expected: unknown[];
      let result: string;
      try {
        if (step.action === 'add') {
          value = step.value;
          expected = [...values, value];
          result = insertEntry(source, list, format(list, value));
        } else if (step.action === 'remove') {
          expected = values.filter((_, i) => i !== step.index);
          result = removeEntry(source, list, step.index);
        } else {
          value =
            step.action === 'cancel'
              ? { ...values[step.index], info: `Abgesagt (${(step.value as { reason: string }).reason})` }
              : step.value;
          expected = values.map((v, i) => (i === step.index ? value : v)) as unknown[];
          result = replaceEntry(source, list, step.index, format(list, value as object));
        }
      } catch (error) {
        // Refused: the only answer for a list with code after its ], never one for a plain list.
        assert.ok(wrapped, `a plain list was refused: ${(error as Error).message}`);
        return;
      }
      assert.not.ok(wrapped, 'a list with code after its ] was changed');
      assert.equal(compiled(result, list), JSON.parse(JSON.stringify(expected)), 'compiles to the list with exactly the change');
      // Every byte outside the target's place is the file's own: before the entry (or its neighbour) and after it.
      const ranges = entryRanges(source, list);
      const { from, to } =
        step.action === 'add'
          ? { from: ranges.at(-1)?.end ?? ranges.open, to: ranges.close }
          : step.action === 'remove'
            ? { from: ranges[step.index - 1]?.end ?? ranges.open, to: ranges[step.index + 1]?.start ?? ranges.close }
            : { from: ranges[step.index]!.start, to: ranges[step.index]!.end };
      assert.ok(result.startsWith(source.slice(0, from)), 'the bytes before it unchanged');
      assert.ok(result.endsWith(source.slice(to)), 'the bytes after it unchanged');
      if (source.includes('\r\n')) assert.not.match(result, /[^\r]\n/, 'CRLF kept');
    },
  );
  try {
    fc.assert(property, { seed: SEED, numRuns: RUNS });
  } catch (error) {
    console.error(`${list}: the property failed with seed ${SEED}`);
    throw error;
  }
}

/** Where the list's entries stand, and just inside its brackets, as the parser (@babel/parser) reads the file. */
function entryRanges(source: string, list: EditableList) {
  const value = readSource(source).declared(list)?.value;
  if (value?.kind !== 'list') throw new Error('the generated file has no plain list');
  return Object.assign(
    value.items.map(({ node }) => ({ start: node.start, end: node.end })),
    { open: value.start + 1, close: value.end - 1 },
  );
}

const property = suite('editEntries: an edit lands on its entry or nowhere (property)');

property('gigs.ts: add, edit, cancel, delete', () => check('gigs'));
property('songs.ts: add, edit, delete', () => check('songs'));

property.run();
