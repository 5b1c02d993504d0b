/**
 * The editor's page (src/editorPage/), built when the editor starts, in memory: its script by
 * esbuild with the bundle's options (Preact through tsconfig.json's alias), its stylesheet minified
 * into the HTML. Nothing is written: the page never enters dist/ or band.js.
 */
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shared } from '../build/bundle';
import { ROOT } from '../build/paths';

/** The page's stylesheets, in this order: the page's own, then its parts'. */
const STYLES = ['editor.css', 'band.css', 'publish.css'];

/** The page's HTML (it loads `scriptPath`) and its script. */
export interface EditorPage {
  html: string;
  script: Uint8Array;
}

/** Builds the page that loads its script from `scriptPath` (a path on the editor's server). */
export async function buildEditorPage(scriptPath: string): Promise<EditorPage> {
  const [result, css] = await Promise.all([
    esbuild.build({ ...shared, entryPoints: ['src/editorPage/main.tsx'], format: 'iife', platform: 'browser', write: false }),
    Promise.all(STYLES.map((file) => readFile(join(ROOT, 'src/editorPage', file), 'utf8'))).then(
      async (texts) => (await esbuild.transform(texts.join('\n'), { loader: 'css', minify: true, target: shared.target })).code,
    ),
  ]);
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no script for the editor page');
  const html = [
    '<!doctype html>',
    '<html lang="de">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Editor – Auftritte, Songs und Angaben der Band</title>',
    `<style>${css}</style>`,
    `<script src="${scriptPath}" defer></script>`,
    '</head>',
    '<body><div id="editor"></div></body>',
    '</html>',
    '',
  ].join('\n');
  return { html, script: output.contents };
}
