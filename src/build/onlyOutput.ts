import type * as esbuild from 'esbuild';

/** The one file an esbuild run with one entry and `write: false` made (`entry` names it where there is none). */
export function onlyOutput(result: { outputFiles?: esbuild.OutputFile[] | undefined }, entry: string): esbuild.OutputFile {
  const [file] = result.outputFiles ?? [];
  if (!file) throw new Error(`esbuild wrote nothing for ${entry}`);
  return file;
}
