/**
 * The editor's changes to the optional files of issue 47: references.ts (testimonials, references),
 * faq.ts, lineups.ts, each entry one line as gigs.ts's (editEntries.ts finds the list and makes the
 * edits), and press.ts's one record, whose three values are replaced where they stand. A file that is
 * missing gets what the save needs: the file as the repository ships it, its lists empty; a list it
 * leaves out is appended (editEntries' withList).
 *
 * Pure: the caller reads the file ('' where there is none), passes its text, and writes what comes back.
 */
import type { RawLineup } from '../data/readLineups';
import type { RawPress } from '../data/readPress';
import type { RawQuestion } from '../data/readFaq';
import type { RawReference, RawTestimonial } from '../data/readReferences';
import { propAt, type Prop } from '../build/dataSource';
import { appended, formatEntry, insertEntry, type ExtraList, withList } from './editEntries';
import type { ExtraFile } from './dataFiles';
import { extraKeys, FILE_OF_LIST } from './extrasFields';
import {
  applied,
  indentOf,
  lineBreak,
  parsedFile,
  quoteText,
  quotedCode,
  startsLine,
  unsafeForm,
  plainForm,
  type Edit,
} from './sourceText';

/** Each list's type and the module that declares it, as the shipped files import them. */
const TYPES: Record<ExtraList, { type: string; module: string }> = {
  testimonials: { type: 'RawTestimonial', module: './readReferences' },
  references: { type: 'RawReference', module: './readReferences' },
  faq: { type: 'RawQuestion', module: './readFaq' },
  lineups: { type: 'RawLineup', module: './readLineups' },
};

/** A file where there is none yet: a comment that says what it holds (docs/band.md tells more), its exports empty. */
export const NEW_FILES: Record<ExtraFile, string> = {
  references: [
    '/**',
    ' * What clients said about the band (testimonials), and where it played (references); docs/band.md.',
    " * A client's name goes online only with the client's consent; otherwise write 'Familie S.'.",
    ' */',
    "import type { RawReference, RawTestimonial } from './readReferences';",
    '',
    'export const testimonials: RawTestimonial[] = [];',
    '',
    'export const references: RawReference[] = [];',
    '',
  ].join('\n'),
  faq: [
    '/** The questions every client asks, answered (docs/band.md); blank lines in an answer (\\n\\n) separate its paragraphs. */',
    "import type { RawQuestion } from './readFaq';",
    '',
    'export const faq: RawQuestion[] = [];',
    '',
  ].join('\n'),
  lineups: [
    '/** The sizes the band plays in (docs/band.md). */',
    "import type { RawLineup } from './readLineups';",
    '',
    'export const lineups: RawLineup[] = [];',
    '',
  ].join('\n'),
  press: [
    "/** The press kit's texts (docs/band.md): the short and the long biography, and the technical rider, one line each. */",
    "import type { RawPress } from './readPress';",
    '',
    'export const press: RawPress = {',
    "  short: '',",
    "  long: '',",
    '  rider: [],',
    '};',
    '',
  ].join('\n'),
};

/** The file of `list` ('' where there is none) with the list declared. */
export function withExtraList(source: string, list: ExtraList): string {
  const { type, module } = TYPES[list];
  return withList(source, list, type, module, NEW_FILES[FILE_OF_LIST[list]]);
}

/** The file of `list` ('' where there is none) with `entry` (one line) at the end of the list. */
export const addExtra = (source: string, list: ExtraList, entry: string): string => insertEntry(withExtraList(source, list), list, entry);

// ---- the lines

/** An entry's kind in editEntries' refusals. */
const WHAT: Record<ExtraList, string> = { testimonials: 'testimonial', references: 'reference', faq: 'question', lineups: 'lineup' };

/**
 * An entry as one line of its file, its keys in extrasFields' order: `{ quote: '…', name: 'Julia und Markus', occasion: 'Hochzeit' }`.
 * A text with line breaks (an answer's paragraphs) keeps them as `\n` in its literal, on the one line.
 */
export const formatExtra = (list: ExtraList, entry: RawTestimonial | RawReference | RawQuestion | RawLineup): string =>
  formatEntry(entry, extraKeys(list), WHAT[list]);

// ---- the press texts

/** How press.ts's record is written, for a refusal of another form. */
const PLAIN_PRESS = plainForm('Angaben', "export const press: RawPress = { short: '…', long: '…', rider: ['…'] };");

/** The rider as a list literal: one line each, indented under its key; `[]` when empty. */
function riderList(rider: readonly string[], indent: string, newline: string): string {
  if (!rider.length) return '[]';
  return `[${newline}${rider.map((line) => `${indent}  ${quoteText(line)},${newline}`).join('')}${indent}]`;
}

/**
 * press.ts with `press` declared: '' (no file) as the repository ships it; a file without the export
 * (all of it still commented out) with the shipped export appended, its type imported where it is not yet.
 */
function withPress(source: string): string {
  if (!source) return NEW_FILES.press;
  if (parsedFile(source, 'press.ts').declared('press')) return source;
  const shipped = NEW_FILES.press.slice(NEW_FILES.press.indexOf('export const press')).trimEnd();
  return appended(source, shipped, 'RawPress', './readPress');
}

/**
 * press.ts ('' where there is none) with its three texts as `press` gives them: each value's literal
 * replaced where it stands (every comment, the interface, the order stay), the rider one line per row.
 * Where the record lacks one of the keys, the record is written anew in the shipped file's form.
 */
export function editPress(source: string, press: RawPress): string {
  const text = withPress(source);
  const file = parsedFile(text, 'press.ts');
  const declared = file.declared('press');
  if (!declared) throw unsafeForm('press.ts', undefined, 'die Datei hat keine Angaben „export const press = { … }“', PLAIN_PRESS);
  const { value, wrapped } = declared;
  if (wrapped)
    throw unsafeForm(
      'press.ts',
      file.lineAt(wrapped.inner.end - 1),
      `nach der } der Angaben steht ${quotedCode(wrapped.after)}`,
      PLAIN_PRESS,
    );
  // As the repository ships it (`= undefined`): no texts yet, so the record takes the value's place.
  const none = value.kind === 'other' && /^(?:undefined|null)$/.test(text.slice(value.start, value.end));
  if (value.kind !== 'record' && !none)
    throw unsafeForm(
      'press.ts',
      file.lineAt(value.start),
      `press ist keine Angabe { … }, sondern ${quotedCode(text.slice(value.start, value.end))}`,
      PLAIN_PRESS,
    );
  const newline = lineBreak(text);
  const props =
    value.kind === 'record'
      ? { short: propAt(value, 'short'), long: propAt(value, 'long'), rider: propAt(value, 'rider') }
      : { short: undefined, long: undefined, rider: undefined };
  const keyIndent = (prop: Prop | undefined) => (prop && startsLine(text, prop.start) ? indentOf(text, prop.start) : '  ');
  if (value.kind === 'record' && props.short && props.long && props.rider && !value.others.length) {
    const edits: Edit[] = [
      { at: props.short.value.start, to: props.short.value.end, text: quoteText(press.short) },
      { at: props.long.value.start, to: props.long.value.end, text: quoteText(press.long) },
      { at: props.rider.value.start, to: props.rider.value.end, text: riderList(press.rider, keyIndent(props.rider), newline) },
    ];
    return applied(text, edits);
  }
  const indent = keyIndent(props.short ?? props.long ?? props.rider);
  const close = indentOf(text, declared.declaration);
  const record = [
    '{',
    `${indent}short: ${quoteText(press.short)},`,
    `${indent}long: ${quoteText(press.long)},`,
    `${indent}rider: ${riderList(press.rider, indent, newline)},`,
    `${close}}`,
  ].join(newline);
  return applied(text, [{ at: value.start, to: value.end, text: record }]);
}
