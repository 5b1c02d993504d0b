/**
 * The build's data check on the data files as the editor would write them (issue 37, "Checked exactly
 * as the build checks, before anything is written"): the texts are compiled by esbuild with the
 * options of the build's loadData.ts, from memory instead of the disk, and checked by the build's whole
 * data check (checkCompiled: readData with the build's locator, a key written twice, media.ts, and the
 * files the portrait and media.ts name on the disk), so every refusal and warning is the one
 * `npm run build -- --check` would print for those files, with the same file and line. Nothing is written.
 *
 * The compiling, the syntax errors' words and the checks are the build's own (loadData.ts);
 * test/editor/checkData.test.ts holds the two side by side.
 */
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { StagedMedia } from '../build/checkMediaFiles';
import { checkCompiled, compileDataFiles, describeSyntaxError, hasMedia, MEDIA, type DataSources } from '../build/loadData';
import { shownPath } from '../build/shownPath';
import { DATA_DIR, ROOT } from '../build/paths';
import { locateInSources } from '../build/entryLines';
import type { Locate } from '../data/locate';
import type { BandData, RawData } from '../data/readData';
import { DATA_FILES, type DataFile } from './dataFiles';

/** A refusal or a warning of the build, taken apart for the editor's form. */
export interface DataProblem {
  /** The data file it is in; undefined for a file the data files import. */
  file: DataFile | undefined;
  /** The line (1-based) the build names; undefined where it names none (an empty list in a file it cannot place). */
  line: number | undefined;
  /** For a syntax error, the column (1-based) the build names. */
  column?: number;
  /**
   * The build's words after file and line:
   * `gig on 2027-02-30 at "Halle, Kassel": date "2027-02-30" is not a real date (expected YYYY-MM-DD)`.
   */
  message: string;
  /** All of it as the build prints it: `src/data/gigs.ts:41: gig on …`; for a syntax error with the line itself and a caret. */
  text: string;
}

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

/** What the editor's save of media.ts (issue 46) would change besides band.ts, gigs.ts and songs.ts. */
export interface MediaChange {
  /** media.ts's text as it would stand; undefined: as it is on the disk (or not there). */
  media?: string;
  /** The files the save would add to photos/ or audio/ or take out of them. */
  staged?: StagedMedia;
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
  const fileAt = (path: string) => paths.get(resolve(ROOT, path));
  // media.ts as the save would write it, or as the build reads it: from the disk.
  const mediaPath = join(dir, `${MEDIA}.ts`);
  const withMedia = change.media !== undefined || (await hasMedia(dir));
  const mediaText = change.media ?? (withMedia ? await readFile(mediaPath, 'utf8').catch(() => undefined) : undefined);
  const inMemory = new Map<string, string>(paths);
  if (change.media !== undefined) inMemory.set(mediaPath, MEDIA);
  let result: esbuild.BuildResult<{ write: false }>;
  try {
    // loadData's options, the texts in place of the files.
    result = await compileDataFiles(
      [...paths.keys(), ...(withMedia ? [mediaPath] : [])],
      [fromMemory(inMemory, { ...sources, [MEDIA]: change.media ?? '' })],
    );
  } catch (error) {
    const errors = (error as esbuild.BuildFailure).errors;
    if (!errors) throw error;
    return { problems: errors.map((message) => syntaxProblem(message, fileAt, sources, mediaText)), warnings: [] };
  }
  const raw: Record<string, unknown> = {};
  const failed: DataProblem[] = [];
  for (const file of result.outputFiles) {
    const name = basename(file.path, '.js');
    try {
      const module = await import('data:text/javascript;base64,' + Buffer.from(file.contents).toString('base64'));
      raw[name] = name === MEDIA ? { ...module } : module[name];
    } catch (error) {
      // Code that compiles but fails when run (`...older`, a name never defined): the build stops with this error; here it is a refusal.
      const path = shownPath(join(dir, `${name}.ts`));
      const message = String(error);
      failed.push({ file: paths.get(join(dir, `${name}.ts`)), line: undefined, message, text: `${path}: ${message}` });
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
  // The build's whole check: the files the portrait and media.ts name on the disk too (with those the save would add or take out).
  const { data, problems, warnings } = await checkCompiled(raw as unknown as RawData, files, dir, locate, media, change.staged);
  const taken = (text: string) => placed(text, places, files);
  return {
    problems: problems.map(taken),
    warnings: warnings.map(taken),
    raw: raw as unknown as RawData,
    ...(problems.length ? {} : { data }),
  };
}

/** A message of readData (`where: what`) with its place taken apart; the longest place it starts with is its own. */
function placed(text: string, places: ReadonlyMap<string, { file: DataFile; line: number | undefined }>, files: DataSources): DataProblem {
  let best: string | undefined;
  for (const where of places.keys()) if (text.startsWith(`${where}: `) && where.length > (best?.length ?? -1)) best = where;
  const place = best === undefined ? undefined : places.get(best);
  if (best !== undefined && place) return { file: place.file, line: place.line, message: text.slice(best.length + 2), text };
  // A place no reader asked the locator for (a key written twice): the file's path and a line.
  for (const file of DATA_FILES) {
    const at = new RegExp(`^${files[file].path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+): `).exec(text);
    if (at) return { file, line: Number(at[1]), message: text.slice(at[0].length), text };
  }
  return { file: undefined, line: undefined, message: text, text };
}

/** esbuild's error as loadData describes it (describeSyntaxError), with the data file it is in. */
function syntaxProblem(
  { text, location: at }: esbuild.Message,
  fileAt: (path: string) => DataFile | undefined,
  sources: Readonly<Record<DataFile, string>>,
  media: string | undefined,
): DataProblem {
  if (!at) return { file: undefined, line: undefined, message: text, text };
  const file = fileAt(at.file);
  return { file, ...describeSyntaxError(text, at, file ? sources[file] : (media ?? at.lineText)) };
}
