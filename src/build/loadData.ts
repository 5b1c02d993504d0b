/**
 * The data check: reads a data folder (band.ts, gigs.ts, songs.ts) and checks it
 * with readData. Every refusal names the file and line the band edits: a wrong
 * entry as `src/data/gigs.ts:41: gig on …`, a syntax error as file:line:column
 * with the line itself and a caret.
 */
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { locateInSources } from '../data/entryLines';
import { readData, type BandData, type RawData } from '../data/readData';
import { BuildError } from './BuildError';
import { DATA_DIR, ROOT } from './paths';

const FILES = ['band', 'gigs', 'songs'] as const;

/** esbuild's messages as the band should read them: file:line:column, the line, a caret. */
function describeEsbuildErrors(errors: esbuild.Message[]): string {
  return errors
    .map(({ text, location: at }) => {
      if (!at) return text;
      const number = String(at.line);
      return `${at.file}:${at.line}:${at.column + 1}: ${text}\n  ${number} | ${at.lineText}\n  ${' '.repeat(number.length)} | ${' '.repeat(at.column)}^`;
    })
    .join('\n');
}

/**
 * The three files' exports. They are the band's TypeScript, found by path (the
 * folder is an argument), so esbuild compiles them in memory, where a syntax error
 * comes back with its position; they import nothing but types.
 */
async function importDataFiles(dir: string): Promise<RawData> {
  let result: esbuild.BuildResult<{ write: false }>;
  try {
    result = await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: FILES.map((name) => join(dir, `${name}.ts`)),
      outdir: 'data',
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      logLevel: 'silent',
    });
  } catch (error) {
    const errors = (error as esbuild.BuildFailure).errors;
    if (errors) throw new BuildError(`A file could not be read; nothing was written:\n${describeEsbuildErrors(errors)}`);
    throw error;
  }
  const raw: Record<string, unknown> = {};
  for (const file of result.outputFiles) {
    const name = basename(file.path, '.js') as (typeof FILES)[number];
    const module = await import('data:text/javascript;base64,' + Buffer.from(file.contents).toString('base64'));
    raw[name] = module[name];
  }
  return raw as unknown as RawData;
}

/**
 * Reads and checks a data folder (relative to the repository). Returns the
 * checked data; throws a BuildError naming file, line, entry and problem.
 */
export async function loadData(dir: string = DATA_DIR): Promise<BandData> {
  const raw = await importDataFiles(dir);
  const path = (name: string) => relative(ROOT, join(ROOT, dir, `${name}.ts`));
  const files = Object.fromEntries(
    await Promise.all(
      FILES.map(async (name) => [name, { path: path(name), source: await readFile(join(ROOT, path(name)), 'utf8') }] as const),
    ),
  ) as Record<(typeof FILES)[number], { path: string; source: string }>;
  const locate = locateInSources(files);
  const { data, problems, warnings } = readData(raw, locate);
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  if (problems.length) {
    throw new BuildError(
      `${problems.length === 1 ? 'A problem' : `${problems.length} problems`} in the band data; nothing was written:\n` +
        problems.map((p) => `  ${p}`).join('\n') +
        `\nFix the line named above and build again (docs/band.md, "Updating the site").`,
    );
  }
  return data;
}
