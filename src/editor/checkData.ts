/**
 * The build's data check on the data files as the editor would write them (issue 37, "Checked exactly
 * as the build checks, before anything is written"): the texts are compiled by esbuild with the
 * options of the build's loadData.ts, from memory instead of the disk, and checked by the build's whole
 * data check (checkCompiled: readData with the build's locator, a key written twice, media.ts, and the
 * files the portrait and media.ts name on the disk), so every refusal and warning is the one
 * `npm run build -- --check` would print for those files, with the same file and line. Nothing is written.
 *
 * The compiling, the syntax errors' words and the checks are the build's own (loadData.ts);
 * test/editor/checkData.test.ts holds the two side by side. The band reads each in German: the
 * catalogue of refusals (src/domain/refusals.ts) words the build's kind, the field named by the form's label.
 */
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { StagedMedia } from '../build/checkMediaFiles';
import {
  checkCompiled,
  compileDataFiles,
  describeSyntaxError,
  extrasIn,
  hasMedia,
  isWhole,
  MEDIA,
  type DataSources,
  type ExtraSources,
} from '../build/loadData';
import { runDataModule } from '../build/runDataModule';
import { shownPath } from '../build/shownPath';
import { DATA_DIR, ROOT } from '../build/paths';
import { locateInSources } from '../build/entryLines';
import type { Locate } from '../data/locate';
import type { BandData, RawData } from '../data/readData';
import { english, german, germanSaid, type Kind, type Problem, type Said } from '../domain/refusals';
import { DATA_FILES, type DataFile, type ExtraFile } from './dataFiles';
import { fieldLabel } from './fieldLabel';

/** A refusal or a warning of the build, taken apart for the editor's form. */
export interface DataProblem {
  /** The data file it is in (one of the three, or an optional file of issue 47); undefined for media.ts and a file the data files import. */
  file: DataFile | ExtraFile | undefined;
  /** The line (1-based) the build names; undefined where it names none (an empty list in a file it cannot place). */
  line: number | undefined;
  /** For a syntax error, the column (1-based) the build names. */
  column?: number;
  /**
   * What the band reads, in German, after file and line:
   * `Auftritt am 30.02.2027 in „Halle, Kassel“: „Datum“: Den Tag „2027-02-30“ gibt es nicht (…).`
   */
  message: string;
  /** All of it with its place: `src/data/gigs.ts, Zeile 41: Auftritt am …`; for a syntax error with the line itself and a caret. */
  text: string;
  /**
   * The same in the build's words, as `npm run build -- --check` prints it: `message` after file and line
   * (`gig on 2027-02-30 at "Halle, Kassel": date "2027-02-30" is not a real date (expected YYYY-MM-DD)`),
   * `text` all of it (`src/data/gigs.ts:41: gig on …`). Only for the build's own refusals.
   */
  english?: { message: string; text: string };
  /** The build's kind of refusal and its values (src/domain/refusals.ts), where it is one. */
  said?: Said;
  /** The key path the build reported it at ('date', 'lineup.1.part'), where it names one: the form's field. */
  path?: string;
  /**
   * The place the build named, as data: the file's path as shown (`src/data/media.ts`) and its line,
   * for a file `file` does not name (media.ts, an imported file) too. A form finds its field by it.
   */
  place?: { path: string; line: number };
}

/** The kind of a problem, if it is one the build reported by kind. */
export const kindOf = (problem: DataProblem): Kind | undefined => problem.said?.kind;

/** What the check found. */
export interface DataCheck {
  /** What the build refuses; empty when it would pass. */
  problems: DataProblem[];
  /** What the build prints as a warning and passes. */
  warnings: DataProblem[];
  /** The three files' exports, as compiled; undefined when a file does not compile. */
  raw?: RawData;
  /** The checked data, as the build ships it; only when there are no problems. */
  data?: BandData;
}

/** What the editor's save of an optional file would change besides band.ts, gigs.ts and songs.ts. */
export interface MediaChange {
  /** media.ts's text as it would stand (issue 46); undefined: as it is on the disk (or not there). */
  media?: string;
  /** The files the save would add to photos/ or audio/ or take out of them. */
  staged?: StagedMedia;
  /** The texts of the optional files of issue 47 (references.ts, …) as they would stand; one left out: as on the disk (or not there). */
  extras?: Partial<Record<ExtraFile, string>>;
}

/**
 * An esbuild plugin that hands it the texts of the data files (their paths in `paths`) where it
 * would read the files: they need not be on the disk. Anything they import is read as the build reads it.
 */
function fromMemory(paths: ReadonlyMap<string, string>, sources: Readonly<Record<string, string>>): esbuild.Plugin {
  return {
    name: 'editor-sources',
    setup(build) {
      build.onResolve({ filter: /\.ts$/ }, ({ kind, path }) => (kind === 'entry-point' && paths.has(path) ? { path } : undefined));
      build.onLoad({ filter: /\.ts$/ }, ({ path }) => {
        const name = paths.get(path);
        return name ? { contents: sources[name] ?? '', loader: 'ts', resolveDir: dirname(path) } : undefined;
      });
    },
  };
}

/**
 * The build's check of `sources`, the texts of band.ts, gigs.ts and songs.ts as they would stand in
 * `folder` (src/data by default; relative to the repository, or absolute): the folder names the
 * files in the messages and is where an import in them is looked for.
 */
export async function checkData(
  sources: Readonly<Record<DataFile, string>>,
  folder: string = DATA_DIR,
  change: MediaChange = {},
): Promise<DataCheck> {
  const dir = resolve(ROOT, folder);
  const paths = new Map(DATA_FILES.map((name) => [join(dir, `${name}.ts`), name] as const));
  // media.ts as the save would write it, or as the build reads it: from the disk.
  const mediaPath = join(dir, `${MEDIA}.ts`);
  const withMedia = change.media !== undefined || (await hasMedia(dir));
  const mediaText = change.media ?? (withMedia ? await readFile(mediaPath, 'utf8').catch(() => undefined) : undefined);
  const inMemory = new Map<string, string>(paths);
  if (change.media !== undefined) inMemory.set(mediaPath, MEDIA);
  // The optional files of issue 47 as the save would write them, the others as the build reads them: those on the disk.
  const given = change.extras ?? {};
  const onDisk = await extrasIn(dir);
  const extraTexts: Partial<Record<ExtraFile, string>> = {};
  for (const name of new Set([...onDisk, ...(Object.keys(given) as ExtraFile[])])) {
    const text = given[name] ?? (await readFile(join(dir, `${name}.ts`), 'utf8').catch(() => undefined));
    if (text !== undefined) extraTexts[name] = text;
  }
  const extraPaths = new Map((Object.keys(extraTexts) as ExtraFile[]).map((name) => [join(dir, `${name}.ts`), name] as const));
  for (const [path, name] of extraPaths) if (given[name] !== undefined) inMemory.set(path, name);
  // A data file by its path: absolute, or as esbuild names it (relative to the repository).
  const fileOf = (path: string) => paths.get(resolve(ROOT, path)) ?? extraPaths.get(resolve(ROOT, path));
  const textOf = (file: DataFile | ExtraFile) => (file in sources ? sources[file as DataFile] : (extraTexts[file as ExtraFile] ?? ''));
  let result: esbuild.BuildResult<{ write: false }>;
  try {
    // loadData's options, the texts in place of the files.
    result = await compileDataFiles(
      [...paths.keys(), ...(withMedia ? [mediaPath] : []), ...extraPaths.keys()],
      [fromMemory(inMemory, { ...sources, [MEDIA]: change.media ?? '', ...extraTexts })],
    );
  } catch (error) {
    const errors = (error as esbuild.BuildFailure).errors;
    if (!errors) throw error;
    return { problems: errors.map((message) => syntaxProblem(message, fileOf, textOf, mediaText)), warnings: [] };
  }
  const raw: Record<string, unknown> = {};
  const failed: DataProblem[] = [];
  for (const file of result.outputFiles) {
    const name = basename(file.path, '.js');
    try {
      const module = runDataModule(file.text, join(dir, `${name}.ts`));
      // media.ts's and the optional files' exports all together, as the build reads them.
      raw[name] = isWhole(name) ? { ...module } : module[name];
    } catch (error) {
      // Code that compiles but fails when run (`...older`, a name never defined): the build stops with this error; here it is a refusal.
      const path = shownPath(join(dir, `${name}.ts`));
      const detail = String(error);
      const said: Said = { kind: 'runFailed', detail };
      const message = german({ where: '', said });
      failed.push({
        file: fileOf(join(dir, `${name}.ts`)),
        line: undefined,
        message,
        text: `${path}: ${message}`,
        english: { message: detail, text: `${path}: ${detail}` },
        said,
      });
    }
  }
  if (failed.length) return { problems: failed, warnings: [] };
  const files = Object.fromEntries(
    DATA_FILES.map((name) => [name, { path: shownPath(join(dir, `${name}.ts`)), source: sources[name] }]),
  ) as DataSources;
  // The places the locator named, so each message can be taken apart at its place.
  const places = new Map<string, { file: DataFile; line: number | undefined }>();
  const locateSource = locateInSources(files);
  const locate: Locate = (file, index) => {
    const where = locateSource(file, index);
    const path = files[file]?.path ?? '';
    places.set(where, { file, line: where === path ? undefined : Number(where.slice(path.length + 1)) });
    return where;
  };
  const media = withMedia ? { path: shownPath(mediaPath), source: mediaText ?? '' } : undefined;
  const extras: ExtraSources = Object.fromEntries(
    (Object.entries(extraTexts) as [ExtraFile, string][]).map(([name, source]) => [
      name,
      { path: shownPath(join(dir, `${name}.ts`)), source },
    ]),
  );
  // The build's whole check: the files the portrait and media.ts name on the disk too (with those the save would add or take out).
  const { data, problems, warnings } = await checkCompiled(raw as unknown as RawData, files, dir, locate, media, change.staged, extras);
  const taken = (problem: Problem) => placed(problem, places, { ...extras, ...files });
  return {
    problems: problems.map(taken),
    warnings: warnings.map(taken),
    raw: raw as unknown as RawData,
    ...(problems.length ? {} : { data }),
  };
}

/** A problem of the build's check with its place taken apart, in German and in the build's words. */
function placed(
  problem: Problem,
  places: ReadonlyMap<string, { file: DataFile; line: number | undefined }>,
  files: DataSources & ExtraSources,
): DataProblem {
  const text = english(problem);
  const { where } = problem;
  let place: { file: DataFile | ExtraFile | undefined; line: number | undefined } | undefined = places.get(where);
  // A place no reader asked the locator for (a key written twice, anything in an optional file): the file's path and a line.
  for (const [file, given] of Object.entries(files) as [DataFile | ExtraFile, { path: string }][]) {
    const at = place ? null : new RegExp(`^${given.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)$`).exec(where);
    if (at) place = { file, line: Number(at[1]) };
  }
  const { file, line } = place ?? { file: undefined, line: undefined };
  // Where the place is taken apart, the words after it; otherwise (media.ts, no place) all of it.
  const message = german(problem, fieldLabel(file));
  const shownPlace = where.replace(/:(\d+)$/, ', Zeile $1');
  // The locator's place (`src/data/media.ts:12`, locateSource's format), taken apart once, here.
  const at = /^(.+):(\d+)$/.exec(where);
  return {
    file,
    line,
    message: place || !where ? message : `${shownPlace}: ${message}`,
    text: where ? `${shownPlace}: ${message}` : message,
    english: { message: place && where ? text.slice(where.length + 2) : text, text },
    said: problem.said,
    ...(problem.path !== undefined ? { path: problem.path } : {}),
    ...(at ? { place: { path: at[1]!, line: Number(at[2]) } } : {}),
  };
}

/** esbuild's error as loadData describes it (describeSyntaxError), with the data file it is in, led in German. */
function syntaxProblem(
  { text, location: at }: esbuild.Message,
  fileAt: (path: string) => DataFile | ExtraFile | undefined,
  sourceOf: (file: DataFile | ExtraFile) => string,
  media: string | undefined,
): DataProblem {
  const lead = (detail: string) => germanSaid({ kind: 'syntaxError', detail });
  const said: Said = { kind: 'syntaxError', detail: text };
  if (!at) return { file: undefined, line: undefined, message: lead(text), text: lead(text), english: { message: text, text }, said };
  const file = fileAt(at.file);
  const described = describeSyntaxError(text, at, file ? sourceOf(file) : (media ?? at.lineText));
  const whole: Said = { kind: 'syntaxError', detail: described.message, ...(described.hint ? { hint: described.hint } : {}) };
  const german = germanSaid(whole);
  // The line with its caret and the line as it should read stay as the build shows them; the words around them are German.
  const { shown } = described;
  return {
    file,
    line: described.line,
    column: described.column,
    message: german,
    text: [
      `${shown.path}, Zeile ${described.line}, Spalte ${described.column}: ${german}`,
      shown.line,
      shown.caret,
      ...(shown.fixed !== undefined ? ['  so ist es richtig:', shown.fixed] : []),
    ].join('\n'),
    english: { message: described.message, text: described.text },
    said: whole,
  };
}
