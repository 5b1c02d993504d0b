/**
 * The data check: reads a data folder (band.ts, gigs.ts, songs.ts, and the optional media.ts,
 * references.ts, faq.ts, lineups.ts and press.ts where they are there) and checks it with readData. Every refusal names the file and line the band edits: a wrong
 * entry as `src/data/gigs.ts:41: gig on …`, a syntax error as file:line:column
 * with the line itself and a caret.
 */
import * as esbuild from 'esbuild';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { EXTRAS, type ExtraFile, type Locate } from '../data/locate';
import { readDataProblems, type BandData, type RawData } from '../data/readData';
import { photoFileRule, readMedia, type Media, type MediaFile } from '../data/readMedia';
import { english, type Problem, type Said } from '../domain/refusals';
import { checkMediaFiles, type StagedMedia } from './checkMediaFiles';
import { readSource } from './dataSource';
import { runDataModule } from './runDataModule';
import { locateExtrasInSources, locateInSources, locateMediaInSource } from './entryLines';
import { BuildError } from './BuildError';
import { shownPath } from './shownPath';
import { syntaxHint } from './syntaxHints';
import { DATA_DIR, ROOT } from './paths';

const FILES = ['band', 'gigs', 'songs'] as const;

/** The band's photos, videos and recordings (issue 38): a folder without it has none. */
export const MEDIA = 'media';

/**
 * The optional files of issue 47 (testimonials and references, questions, line-ups, the press texts):
 * each read where it is there, each module whole (`{ ...module }`, like media.ts), so a misspelt export
 * is refused by name. A folder without one has none of it, and the site ships none of it.
 */
export { EXTRAS, type ExtraFile };

/** The optional files' texts that are there, each with its path as the messages name it: their lines. */
export type ExtraSources = Partial<Record<ExtraFile, { path: string; source: string }>>;

/** A line as the band sees it in their editor: its number, a bar, the text. */
const shownLine = (number: number, text: string, width: number) => `  ${String(number).padStart(width)} | ${text}`;

/** A syntax error in a data file, as the band should read it. */
export interface SyntaxProblem {
  /** The line and column (1-based) named: where a hint points at the line before, that line. */
  line: number;
  column: number;
  /** Our words where we know the slip (syntaxHints.ts), esbuild's otherwise. */
  message: string;
  /** The slip by its kind, where we know it (src/domain/refusals.ts words it in German too). */
  hint?: Said;
  /** All of it: file:line:column and the message, the line itself with a caret, and the line as it should read. */
  text: string;
  /** The parts of `text` that are no words, for a text in another language (the editor's German): the file as shown, the line and its caret as shown, and the line as it should read, where we know it. */
  shown: { path: string; line: string; caret: string; fixed?: string };
}

/**
 * esbuild's error `at` a place in `source` (the file's text) as the band should read it (also the
 * editor's, src/editor/checkData.ts, for texts not on the disk).
 */
export function describeSyntaxError(text: string, at: esbuild.Location, source: string): SyntaxProblem {
  const hint = syntaxHint(source, { text, line: at.line, column: at.column });
  const line = hint?.line ?? at.line;
  const lineText = source.split(/\r?\n/)[line - 1] ?? at.lineText;
  const column = hint && hint.line !== at.line ? lineText.trimEnd().length : at.column;
  const width = String(line).length;
  const message = hint?.message ?? text;
  const shown = {
    path: shownPath(at.file),
    line: shownLine(line, lineText, width),
    caret: `  ${' '.repeat(width)} | ${' '.repeat(column)}^`,
    ...(hint?.fixed !== undefined ? { fixed: shownLine(line, hint.fixed, width) } : {}),
  };
  return {
    line,
    column: column + 1,
    message,
    ...(hint ? { hint: hint.said } : {}),
    text: [
      `${shown.path}:${line}:${column + 1}: ${message}`,
      shown.line,
      shown.caret,
      ...(shown.fixed !== undefined ? ['  write it like this:', shown.fixed] : []),
    ].join('\n'),
    shown,
  };
}

/** esbuild's messages as the band should read them, one after the other. */
function describeEsbuildErrors(errors: esbuild.Message[], sources: ReadonlyMap<string, string>): string {
  return errors
    .map(({ text, location: at }) => (at ? describeSyntaxError(text, at, sources.get(at.file) ?? at.lineText).text : text))
    .join('\n');
}

/**
 * The data files compiled as the build compiles them: bundled in memory, for Node, with their
 * position in any syntax error; `plugins` may hand esbuild texts that are not on the disk (the editor's).
 * CommonJS, for runDataModule to run as a script: a module Node imported would stay for good.
 */
export function compileDataFiles(entryPoints: string[], plugins: esbuild.Plugin[] = []): Promise<esbuild.BuildResult<{ write: false }>> {
  return esbuild.build({
    absWorkingDir: ROOT,
    entryPoints,
    outdir: 'data',
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    plugins,
  });
}

/**
 * The three files' exports. They are the band's TypeScript, found by path (the
 * folder is an argument), so esbuild compiles them in memory, where a syntax error
 * comes back with its position; they import nothing but types.
 */
async function importDataFiles(dir: string, withMedia: boolean, extras: readonly ExtraFile[]): Promise<RawData & { media?: unknown }> {
  let result: esbuild.BuildResult<{ write: false }>;
  try {
    result = await compileDataFiles([...FILES, ...(withMedia ? [MEDIA] : []), ...extras].map((name) => join(dir, `${name}.ts`)));
  } catch (error) {
    const errors = (error as esbuild.BuildFailure).errors;
    // The files' texts by the path esbuild names them with: a hint may point at the line before.
    const sources = new Map<string, string>();
    for (const at of errors?.map((e) => e.location) ?? []) {
      if (at && !sources.has(at.file)) sources.set(at.file, await readFile(join(ROOT, at.file), 'utf8').catch(() => at.lineText));
    }
    if (errors) throw new BuildError(`A file could not be read; nothing was written:\n${describeEsbuildErrors(errors, sources)}`);
    throw error;
  }
  const raw: Record<string, unknown> = {};
  for (const file of result.outputFiles) {
    const name = basename(file.path, '.js');
    const module = runDataModule(file.text, join(dir, `${name}.ts`));
    // media.ts's and the optional files' exports all together: a misspelt list ('fotos') is named, never passed over.
    raw[name] = isWhole(name) ? { ...module } : module[name];
  }
  return raw as unknown as RawData & { media?: unknown };
}

/** Whether the compiled file `name` is read as its whole module (media.ts, the optional files) rather than by its one export. */
export const isWhole = (name: string) => name === MEDIA || (EXTRAS as readonly string[]).includes(name);

/**
 * What the build makes the site's media of (src/build/buildMedia.ts): media.ts's lists (empty without
 * the file), every file they and band.ts's portrait name, each with its line (for the build's
 * messages), and the data folder they lie in.
 */
export interface MediaSource {
  lists: Media;
  files: MediaFile[];
  folder: string;
}

/** The checked data, and its media's sources: undefined where the band has neither media.ts nor a portrait. */
export interface LoadedData extends BandData {
  mediaSource?: MediaSource;
}

/** The three data files' texts, each with its path as the messages name it. */
export type DataSources = Record<(typeof FILES)[number], { path: string; source: string }>;

/** What the whole data check found: the checked data, its media's sources, what it refuses and warns about (by kind: src/domain/refusals.ts words them). */
export interface CheckedData {
  data: BandData;
  mediaSource?: MediaSource;
  problems: Problem[];
  warnings: Problem[];
}

/**
 * The whole data check of compiled data files (`raw`, with media.ts's exports where `media` holds its
 * text, and each optional file's, `raw.references` …, where it is there; `extras` their texts, for the
 * lines): readData, a key written twice, media.ts, and the files the portrait and media.ts name in
 * `folder` (absolute). The build's and the editor's (src/editor/checkData.ts), so the editor refuses
 * exactly what the build would.
 */
export async function checkCompiled(
  raw: RawData & { media?: unknown },
  files: DataSources,
  folder: string,
  locate: Locate,
  media?: { path: string; source: string },
  /** The editor's save (issue 46): files it would add to the media folders or take out, checked as if it had. */
  staged?: StagedMedia,
  /** The optional files' texts (issue 47), those there: their entries' lines, and a key written twice in them. */
  extras: ExtraSources = {},
): Promise<CheckedData> {
  const problems: Problem[] = [];
  for (const { path, source } of [...Object.values(files), ...(media ? [media] : []), ...Object.values(extras)]) {
    problems.push(...duplicateKeys(path, source));
  }
  const read = readDataProblems(raw, locate, { locateExtra: locateExtrasInSources(extras) });
  problems.push(...read.problems);
  const { data, warnings } = read;
  let mediaSource: MediaSource | undefined;
  // Only a name the reader took (a refused one is named already, and may point outside the folder).
  const portrait: MediaFile[] =
    data.band.portrait && !photoFileRule('portrait.jpg')(data.band.portrait, '')
      ? [{ file: data.band.portrait, kind: 'photo', where: locate('band', 'portrait'), what: 'portrait', path: 'portrait' }]
      : [];
  if (media || portrait.length) {
    const listed = media
      ? readMedia(raw.media, locateMediaInSource(media.path, media.source), problems)
      : { media: { photos: [], videos: [], audio: [] }, files: [] };
    mediaSource = { lists: listed.media, files: [...portrait, ...listed.files], folder };
    // Checked whatever else is wrong: a missing photo is named in the same run as a wrong date.
    await checkMediaFiles(folder, mediaSource.files, problems, warnings, (media?.source ?? '') + files.band.source, staged);
  }
  return { data, problems, warnings, ...(mediaSource ? { mediaSource } : {}) };
}

/**
 * A key written twice in one `{ … }` of a data file: JavaScript keeps the last, while the band (and
 * the editor's form) reads the first, so the build refuses it, naming both lines.
 */
function duplicateKeys(path: string, source: string): Problem[] {
  let file;
  try {
    file = readSource(source);
  } catch {
    return []; // esbuild compiled it: a file the parser cannot read has nothing it could point at
  }
  return file.duplicates().map(({ words, start, first }) => ({
    where: `${path}:${file.lineAt(start)}`,
    said: { kind: 'duplicateKey', path: pathOf(words), words, first: file.lineAt(first) },
    path: pathOf(words),
  }));
}

/**
 * The key path a duplicate's words name, inside its entry: 'phone.dial' → 'phone.dial', 'lineup entry 2: name'
 * → 'lineup.1.name', and for an entry of a list file (a gig, a song, a testimonial, a reference, a question, a
 * line-up) the key in its entry: 'gigs entry 3: date' → 'date', as the readers report it.
 */
function pathOf(words: string): string {
  const path = words.replace(/ entry (\d+)(?:: )?/g, (_all, n: string) => `.${Number(n) - 1}.`).replace(/\.$/, '');
  return path.replace(/^(?:gigs|songs|testimonials|references|faq|lineups)\.\d+\.?/, '');
}

/**
 * Reads and checks a data folder (relative to the repository, or absolute). Returns the
 * checked data; throws a BuildError naming file, line, entry and problem.
 */
export async function loadData(dir: string = DATA_DIR): Promise<LoadedData> {
  // Relative to the repository, or absolute: `npm run build -- --check /home/…/data` works too.
  const folder = resolve(ROOT, dir);
  const missing = [];
  for (const name of FILES) if (!(await stat(join(folder, `${name}.ts`)).catch(() => null))?.isFile()) missing.push(`${name}.ts`);
  if (missing.length) {
    throw new BuildError(
      `${shownPath(folder)} does not hold the band data: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing there.\n` +
        `Name the folder that holds band.ts, gigs.ts and songs.ts (the band's own is src/data).`,
    );
  }
  const withMedia = await hasMedia(folder);
  const extraFiles = await extrasIn(folder);
  const raw = await importDataFiles(folder, withMedia, extraFiles);
  const path = (name: string) => shownPath(join(folder, `${name}.ts`));
  const files = Object.fromEntries(
    await Promise.all(
      FILES.map(async (name) => [name, { path: path(name), source: await readFile(join(folder, `${name}.ts`), 'utf8') }] as const),
    ),
  ) as DataSources;
  const media = withMedia ? { path: path(MEDIA), source: await readFile(join(folder, `${MEDIA}.ts`), 'utf8') } : undefined;
  const extras: ExtraSources = Object.fromEntries(
    await Promise.all(
      extraFiles.map(async (name) => [name, { path: path(name), source: await readFile(join(folder, `${name}.ts`), 'utf8') }]),
    ),
  );
  const { data, mediaSource, problems, warnings } = await checkCompiled(
    raw,
    files,
    folder,
    locateInSources(files),
    media,
    undefined,
    extras,
  );
  for (const warning of warnings) console.warn(`Warning: ${english(warning)}`);
  if (problems.length) {
    throw new BuildError(
      `${problems.length === 1 ? 'A problem' : `${problems.length} problems`} in the band data; nothing was written:\n` +
        problems.map((p) => `  ${english(p)}`).join('\n') +
        `\nFix the line named above and build again (docs/band/von-hand.md, "Was der Build prüft").`,
    );
  }
  return mediaSource ? { ...data, mediaSource } : data;
}

/** Whether the data folder `folder` (absolute) has a media.ts. */
export const hasMedia = async (folder: string) => isFileIn(folder, MEDIA);

/** The optional files (issue 47) the data folder `folder` (absolute) has, in the order of EXTRAS. */
export async function extrasIn(folder: string): Promise<ExtraFile[]> {
  const there = await Promise.all(EXTRAS.map((name) => isFileIn(folder, name)));
  return EXTRAS.filter((_, i) => there[i]);
}

const isFileIn = async (folder: string, name: string) => Boolean((await stat(join(folder, `${name}.ts`)).catch(() => null))?.isFile());
