/**
 * The editor's parts Referenzen and Fragen (issue 47): references.ts, faq.ts, lineups.ts and press.ts
 * read for the page, and one save, from the request to the commit. A list's new text is made by
 * editEntries (that entry's line and no other byte; a file that is missing is created as the repository
 * ships it), press.ts's by editPress (its three values where they stand). The files are checked by the
 * build's whole check as they would then stand (a refusal names the form's field where it concerns the
 * saved entry), the compiled list must be the old one with exactly this change, and the file is saved
 * over the version the form was filled in on only and committed alone (saveAndCommit, as every save).
 */
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { entryLines } from '../build/entryLines';
import type { RawPress } from '../data/readPress';
import { isObject } from '../data/readRecord';
import { checkData, type DataCheck, type DataProblem } from './checkData';
import { OPTIONAL_FILES, readDataFiles, readOptionalFiles, type ExtraFile } from './dataFiles';
import { describeExtra } from './describeChange';
import { addExtra, editPress, formatExtra } from './editExtras';
import { plainList, removeEntry, replaceEntry, type ExtraList } from './editEntries';
import type { ExtraEntries, ExtrasData, ExtrasRefusal, ExtrasSaveRequest, ExtrasSaveResult, FormValue, ListChange } from './extrasApi';
import { extraKeys, EXTRA_LABELS, FILE_OF_LIST } from './extrasFields';
import { ExtrasSaveRequestSchema } from './requestSchemas';
import { plain, saveAndCommit, type NewText, type SavedFiles } from './saveAndCommit';
import { asMediaResult } from './saveMedia';
import { unsafeForm } from './sourceText';

/** The four lists, in the order of the parts. */
export const EXTRA_LISTS: readonly ExtraList[] = ['testimonials', 'references', 'faq', 'lineups'];

/** The keys a form may leave empty: left out of the line then, as the band would write it. */
const OPTIONAL_KEYS: ReadonlySet<string> = new Set(['occasion', 'date', 'place']);

/** What the files compile to: the four lists (a list left out is an empty one) and the press texts. */
interface Compiled {
  lists: Record<ExtraList, unknown[]>;
  press: unknown;
}

/** The lists and press texts as checkData compiled them; undefined where a file does not compile. */
function compiledOf(check: DataCheck): Compiled | undefined {
  if (!check.raw) return undefined;
  const raw = check.raw as unknown as Partial<Record<ExtraFile, Record<string, unknown> | undefined>>;
  const list = (value: unknown) => (Array.isArray(value) ? [...(value as unknown[])] : []);
  return {
    lists: {
      testimonials: list(raw.references?.testimonials),
      references: list(raw.references?.references),
      faq: list(raw.faq?.faq),
      lineups: list(raw.lineups?.lineups),
    },
    press: raw.press?.press,
  };
}

/** The texts of band.ts, gigs.ts and songs.ts, for checkData. */
const textsOf = (files: Pick<SavedFiles, 'band' | 'gigs' | 'songs'>) => ({
  band: files.band.text,
  gigs: files.gigs.text,
  songs: files.songs.text,
});

/** A text of the compiled press texts, '' where it is none. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** GET /api/extras: the lists and press texts of `dataFolder` as the build compiles them, each file's version. */
export async function readExtrasData(dataFolder: string): Promise<ExtrasData> {
  const folder = resolve(dataFolder);
  const [files, optional] = await Promise.all([readDataFiles(folder), readOptionalFiles(folder)]);
  const check = await checkData(textsOf(files), folder);
  const compiled = compiledOf(check);
  const indexed = <List extends ExtraList>(list: List) =>
    (compiled?.lists[list] ?? []).map((value, index) => ({ index, value: value as ExtraEntries[List] }));
  const press = isObject(compiled?.press) ? compiled.press : {};
  const versions = Object.fromEntries(
    OPTIONAL_FILES.filter((file): file is ExtraFile => file !== 'media').map((file) => [file, optional[file].version]),
  ) as Record<ExtraFile, string>;
  return {
    testimonials: indexed('testimonials'),
    references: indexed('references'),
    faq: indexed('faq'),
    lineups: indexed('lineups'),
    press: {
      short: text(press.short),
      long: text(press.long),
      rider: Array.isArray(press.rider) ? press.rider.map(String) : [],
    },
    versions,
    problems: check.problems.map((problem) => problem.text),
  };
}

// ---- refusals at their fields

/**
 * A problem of the build with the form's field it concerns, where it is in the saved file at the saved
 * entry's line (`line`; for press.ts any line): the key the build reported it at, its first part
 * (`rider.2` is the field `rider`), where that is one of the form's.
 */
function withField(problem: DataProblem, file: ExtraFile, keys: readonly string[], line: number | undefined): ExtrasRefusal {
  const refusal: ExtrasRefusal = { message: problem.text };
  if (problem.file !== file || (file !== 'press' && (line === undefined || problem.line !== line))) return refusal;
  const key = problem.path?.split('.').find((part) => keys.includes(part));
  return key ? { ...refusal, field: key } : refusal;
}

const refused = (problems: ExtrasRefusal[]): ExtrasSaveResult => ({ status: 'refused', problems });

// ---- the save

/** A value from the form as its file takes it: texts trimmed at their ends, an optional one left empty left out. */
function cleaned<Entry extends object>(value: FormValue<Entry>, keys: readonly string[]): Entry {
  const entry: Record<string, unknown> = {};
  for (const key of keys) {
    const given = (value as Record<string, unknown>)[key];
    const trimmed = typeof given === 'string' ? given.trim() : given;
    if (trimmed === undefined || (trimmed === '' && OPTIONAL_KEYS.has(key))) continue;
    entry[key] = trimmed;
  }
  return entry as Entry;
}

/**
 * Saves one change of the parts Referenzen and Fragen in the data folder `dataFolder` and commits it
 * where the folder is in a git repository. Refusals are results; an Error is a fault of the disk or the program.
 */
export async function saveExtras(dataFolder: string, request: ExtrasSaveRequest): Promise<ExtrasSaveResult> {
  const folder = resolve(dataFolder);
  const file: ExtraFile = request.list === 'press' ? 'press' : FILE_OF_LIST[request.list];
  const result = await saveAndCommit<ExtrasSaveResult>(folder, file, request.expectedVersion, async (files) => {
    const before = await checkData(textsOf(files), folder);
    const compiled = compiledOf(before);
    if (!compiled) return refused(before.problems.map((problem) => ({ message: problem.text })));
    return request.list === 'press'
      ? pressText(folder, files, request.value, compiled)
      : listText(folder, files, request as ListChange & { expectedVersion: string }, compiled);
  });
  return asMediaResult(result);
}

/** The change of one list made and checked, or why it is not saved. */
async function listText(folder: string, files: SavedFiles, request: ListChange, compiled: Compiled): Promise<NewText | ExtrasSaveResult> {
  const { list } = request;
  const file = FILE_OF_LIST[list];
  const source = files[file].text;
  const entries = compiled.lists[list];
  const old = request.action === 'add' ? undefined : entries[request.index];
  if (request.action !== 'add' && (old === undefined || !isDeepStrictEqual(plain(old), plain(request.original)))) {
    return {
      status: 'changed',
      message: `Der Eintrag steht nicht mehr so in ${file}.ts, wie das Formular ihn kennt: er wurde inzwischen geändert, gelöscht oder verschoben. Nichts gespeichert.`,
    };
  }
  const value = request.action === 'remove' ? undefined : cleaned<ExtraEntries[typeof list]>(request.value, extraKeys(list));
  const expected = [...entries];
  let text: string;
  try {
    if (request.action === 'add') {
      text = addExtra(source, list, formatExtra(list, value!));
      expected.push(value);
    } else if (request.action === 'edit') {
      text = replaceEntry(source, list, request.index, formatExtra(list, value!));
      expected.splice(request.index, 1, value);
    } else {
      text = removeEntry(source, list, request.index);
      expected.splice(request.index, 1);
    }
  } catch (error) {
    // editEntries' refusals: a file it cannot change safely, a key no entry has.
    return refused([{ message: (error as Error).message }]);
  }
  if (text === source) return { status: 'unchanged', version: files[file].version };

  const check = await checkData(textsOf(files), folder, { extras: { [file]: text } });
  const at = request.action === 'add' ? expected.length - 1 : request.action === 'edit' ? request.index : -1;
  const line = at >= 0 ? entryLines(text, list)[at] : undefined;
  const problems = check.problems.map((problem) => withField(problem, file, extraKeys(list), line));
  const after = compiledOf(check);
  // The build's own words first; then, where the compiled list is not the old one with exactly this change, that it would land elsewhere.
  if (after && !isDeepStrictEqual(plain(after.lists[list]), plain(expected))) {
    const what = 'die Liste hätte sich nach dem Speichern an anderer Stelle geändert als an diesem einen Eintrag';
    problems.push({ message: unsafeForm(`${file}.ts`, undefined, what, plainList(list, true)).message });
  }
  if (problems.length) return refused(problems);
  const message = describeExtra({ list, action: request.action, entry: (value ?? old) as object, before: old as object | undefined });
  return { text, message, warnings: check.warnings };
}

/** press.ts with the three texts as the form has them, checked; or why it is not saved. */
async function pressText(folder: string, files: SavedFiles, given: RawPress, compiled: Compiled): Promise<NewText | ExtrasSaveResult> {
  const press: RawPress = {
    short: given.short.trim(),
    long: given.long.trim(),
    rider: given.rider.map((line) => line.trim()),
  };
  let text: string;
  try {
    text = editPress(files.press.text, press);
  } catch (error) {
    return refused([{ message: (error as Error).message }]);
  }
  if (text === files.press.text) return { status: 'unchanged', version: files.press.version };
  const check = await checkData(textsOf(files), folder, { extras: { press: text } });
  const problems = check.problems.map((problem) => withField(problem, 'press', extraKeys('press'), undefined));
  const after = compiledOf(check);
  if (after && !isDeepStrictEqual(plain(after.press), plain(press))) {
    const what = 'die Angaben hätten sich nach dem Speichern anders geändert als im Formular';
    problems.push({
      message: unsafeForm('press.ts', undefined, what, 'Die Angaben schlicht als „export const press: RawPress = { … };“ schreiben')
        .message,
    });
  }
  if (problems.length) return refused(problems);
  const old = isObject(compiled.press) ? compiled.press : {};
  // The changed texts by the form's labels, for the commit message.
  const fields = (extraKeys('press') as (keyof RawPress)[])
    .filter((key) => !isDeepStrictEqual(plain(old[key]), plain(press[key])))
    .map((key) => EXTRA_LABELS.press[key]);
  return { text, message: describeExtra({ list: 'press', fields }), warnings: check.warnings };
}

/** Whether `body` has the shape of an ExtrasSaveRequest; the values themselves are the build's to judge. */
export const isExtrasSaveRequest = (body: unknown): body is ExtrasSaveRequest => v.is(ExtrasSaveRequestSchema, body);
