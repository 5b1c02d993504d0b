// Imports point one way: domain ← data ← ui ← widget ← entry (src/main.tsx). The static pages
// (build time) and the venue kit's scripts (configurator, embed) read from below and never
// from each other. Every import in src/ is checked, type-only ones too; a failure names the
// file, the import and the rule it breaks. Within src/editor and src/domain no file reaches itself again
// through its imports (issue 54): requests → saves → checks and labels, each importing only below.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captures } from '../setup/must';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** The folders of src/ and what each may import besides itself; '*' for anything. */
const MAY_IMPORT: Record<string, readonly string[] | '*'> = {
  domain: [],
  data: ['domain'],
  ui: ['domain', 'data'],
  widget: ['domain', 'data', 'ui'],
  /** src/main.tsx (dist/band.js) and the other files directly in src/. */
  entry: ['domain', 'data', 'ui', 'widget'],
  /** The build's pages and feeds; ui to render pages ahead of time. */
  static: ['domain', 'data', 'ui'],
  /** The venue kit's own scripts (dist/konfigurator.js, dist/gigs.js): they reach the widget through window.BandWidget only. */
  configurator: ['domain'],
  embed: ['domain'],
  /** A gig's own page's script (dist/auftritt.js): the page is static HTML, the script reads it. */
  gigPage: ['domain'],
  /**
   * The band's editor (issue 37), its Node side: edits of the data files, the build's check on them, saves and their git history,
   * the preview (the build, served as the dev server serves it) and publishing (deploy's own check of the sample details).
   */
  editor: ['domain', 'data', 'build', 'dev', 'deploy'],
  /**
   * The editor's page (src/editorPage/, built by the editor's server, never shipped): a browser script, so no node: modules;
   * editor for the types of the API it shares with the server (editorApi.ts, saveEntry.ts), which esbuild drops.
   */
  editorPage: ['domain', 'data', 'editor'],
  /** Build and development tooling may use anything. */
  build: '*',
  dev: '*',
  /** Publishing (npm run deploy, npm run check-site): Node-only tooling, never in band.js. */
  deploy: '*',
};

/** Folders whose code is plain TypeScript, the same in Node and every browser: no packages. */
const NO_PACKAGES = ['domain', 'data'];
/** Folders that run in Node and may use its built-in modules (node:fs, …). */
const NODE = ['static', 'build', 'dev', 'deploy', 'editor'];

const list = (names: readonly string[]) =>
  names.length ? names.slice(0, -1).join(', ') + (names.length > 1 ? ' and ' : '') + names[names.length - 1] : 'nothing';

/** The layer of a file, by its path under src/ ('ui/pages/Home.tsx' → 'ui'; 'main.tsx' → 'entry'). */
function layerOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.indexOf('/')) : 'entry';
}

/** What is wrong with `specifier` imported by the file at `path` (under src/, with /), or undefined when nothing is. */
function broken(path: string, specifier: string): string | undefined {
  const from = layerOf(path);
  const may = MAY_IMPORT[from];
  if (!may)
    return `src/${from}/ is a folder the layer table does not know: add it to MAY_IMPORT in test/layers/layers.test.ts with what it may import`;
  if (!specifier.startsWith('.')) {
    if (specifier.startsWith('node:')) {
      return NODE.includes(from) ? undefined : `only ${list(NODE)} run in Node and may import node: modules; ${from} runs in browsers`;
    }
    return NO_PACKAGES.includes(from)
      ? `${from} imports no packages: it is plain TypeScript that runs in Node and every browser`
      : undefined;
  }
  if (may === '*') return undefined;
  const target = posix.normalize(posix.join(posix.dirname(path), specifier));
  if (target.startsWith('../')) return `${from} imports nothing outside src/`;
  const to = layerOf(target);
  if (to === from || may.includes(to)) return undefined;
  return `${from} may import ${list(may)}, not ${to}`;
}

/** Every module specifier a source imports: import/export … from, bare import '…', import('…'). */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    // import x from '…', import type { X } from '…', export { x } from '…', export * from '…', across lines
    /^[ \t]*(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    // import '…' (a module run for its effect, a stylesheet)
    /^[ \t]*import\s*['"]([^'"]+)['"]/gm,
    // import('…'), in code or in a type
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) found.push(...captures(source, pattern));
  return found;
}

/** Every script under src/, as a path relative to src/ with /. */
function sources(dir = SRC, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name), `${prefix}${entry.name}/`)
      : /\.(tsx?|mts|cts|mjs|cjs|js)$/.test(entry.name)
        ? [`${prefix}${entry.name}`]
        : [],
  );
}

// ---

const parse = suite('importsOf');

const FORMS: [string, string[]][] = [
  ["import { a } from '../domain/a';", ['../domain/a']],
  ["import type { Show } from '../widget/options';", ['../widget/options']],
  ['import x, { type Y } from "./y";', ['./y']],
  ["import {\n  a,\n  b,\n} from '../data/band';", ['../data/band']],
  ["export { a } from './a';\nexport * from './b';\nexport type { C } from './c';", ['./a', './b', './c']],
  ["import css from '../ui/styles.css';\nimport '../ui/reset.css';", ['../ui/styles.css', '../ui/reset.css']],
  ["const m = await import('./lazy');\ntype T = import('../widget/options').MountOptions;", ['./lazy', '../widget/options']],
  ["import { createRoot } from 'react-dom/client';", ['react-dom/client']],
  // not imports: strings, exports of values, words in comments
  ["export const from = 'x';\nexport function f() { return 'y'; }", []],
  ["/**\n * Data comes from './data', see import x from there.\n */\nconst s = 'import a from \"b\"';", []],
];

for (const [source, specifiers] of FORMS) {
  parse(JSON.stringify(source), () => assert.equal(importsOf(source), specifiers));
}

parse.run();

// ---

const rules = suite('broken');

const RULES: [string, string, string | undefined][] = [
  ['domain/gigs.ts', './dates', undefined],
  ['domain/gigs.ts', '../data/band', 'domain may import nothing, not data'],
  ['domain/gigs.ts', 'react', 'domain imports no packages: it is plain TypeScript that runs in Node and every browser'],
  ['data/readData.ts', '../domain/dates', undefined],
  ['data/readData.ts', '../ui/App', 'data may import domain, not ui'],
  ['ui/pages/Home.tsx', '../../domain/gigs', undefined],
  ['ui/pages/Home.tsx', '../Logo', undefined],
  ['ui/GigSections.tsx', '../widget/options', 'ui may import domain and data, not widget'],
  ['ui/App.tsx', 'react', undefined],
  ['ui/App.tsx', 'node:fs', 'only static, build, dev, deploy and editor run in Node and may import node: modules; ui runs in browsers'],
  ['widget/mount.tsx', '../ui/styles.css', undefined],
  ['widget/mount.tsx', '../main', 'widget may import domain, data and ui, not entry'],
  ['main.tsx', './widget/mount', undefined],
  ['static/page.ts', '../ui/pages/Impressum', undefined],
  ['static/toolPages.ts', '../configurator/snippet', 'static may import domain, data and ui, not configurator'],
  ['static/index.ts', 'node:crypto', undefined],
  ['configurator/snippet.ts', '../static/escapeHtml', 'configurator may import domain, not static'],
  ['configurator/snippet.ts', '../domain/escapeHtml', undefined],
  ['embed/frame.ts', '../widget/options', 'embed may import domain, not widget'],
  ['domain/x.ts', '../../build.mjs', 'domain imports nothing outside src/'],
  ['build/bundle.ts', '../../build.mjs', undefined],
  ['build/bundle.ts', '../widget/mount', undefined],
  ['dev/serve.ts', 'node:http', undefined],
  ['editorPage/EditorApp.tsx', '../editor/editorApi', undefined],
  ['editorPage/EditorApp.tsx', 'react', undefined],
  [
    'editorPage/editorApi.ts',
    'node:http',
    'only static, build, dev, deploy and editor run in Node and may import node: modules; editorPage runs in browsers',
  ],
  ['editorPage/EditorApp.tsx', '../ui/App', 'editorPage may import domain, data and editor, not ui'],
  [
    'extra/thing.ts',
    '../domain/gigs',
    'src/extra/ is a folder the layer table does not know: add it to MAY_IMPORT in test/layers/layers.test.ts with what it may import',
  ],
];

for (const [path, specifier, problem] of RULES) {
  rules(`src/${path} → '${specifier}': ${problem ?? 'allowed'}`, () => assert.is(broken(path, specifier), problem));
}

rules.run();

// ---

const tree = suite('src/');

const files = sources();
const imports = files.flatMap((path) => importsOf(readFileSync(join(SRC, path), 'utf8')).map((specifier) => ({ path, specifier })));

tree('the check sees the tree: every layer, and imports from each', () => {
  const layers = new Set(files.map(layerOf));
  for (const layer of ['domain', 'data', 'ui', 'widget', 'entry', 'static', 'configurator']) assert.ok(layers.has(layer), layer);
  assert.ok(imports.some(({ path, specifier }) => path === 'main.tsx' && specifier === './widget/mount'));
  assert.ok(imports.some(({ path, specifier }) => path === 'widget/mount.tsx' && specifier === '../ui/Widget'));
});

tree('every import points the allowed way', () => {
  const problems = imports.flatMap(({ path, specifier }) => {
    const problem = broken(path, specifier);
    return problem ? [`src/${path} imports '${specifier}': ${problem}`] : [];
  });
  assert.equal(problems, [], `\n${problems.join('\n')}\n`);
});

tree.run();

// ---

/** Files and what each imports (paths, already resolved); an import of a file not in the graph is ignored. */
type Graph = Record<string, readonly string[]>;

/** One circle of imports in `graph`, as the files it passes with the first again at its end; undefined when there is none. */
function circleOf(graph: Graph): string[] | undefined {
  const done = new Set<string>();
  const walk = (file: string, path: string[]): string[] | undefined => {
    const seen = path.indexOf(file);
    if (seen >= 0) return [...path.slice(seen), file];
    if (done.has(file)) return undefined;
    for (const next of graph[file] ?? []) {
      if (!(next in graph)) continue;
      const circle = walk(next, [...path, file]);
      if (circle) return circle;
    }
    done.add(file);
    return undefined;
  };
  for (const file of Object.keys(graph).sort()) {
    const circle = walk(file, []);
    if (circle) return circle;
  }
  return undefined;
}

const circles = suite('circleOf');

const GRAPHS: [string, Graph, string[] | undefined][] = [
  ['nothing', {}, undefined],
  ['a line', { a: ['b'], b: ['c'], c: [] }, undefined],
  ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, undefined],
  ['an import from outside the graph', { a: ['x'], x_: [] }, undefined],
  ['a file importing itself', { a: ['a'] }, ['a', 'a']],
  ['two files', { a: ['b'], b: ['a'] }, ['a', 'b', 'a']],
  ['a long circle behind a line', { a: ['b'], b: ['c'], c: ['d'], d: ['b'] }, ['b', 'c', 'd', 'b']],
  ['a circle beside a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [], e: ['f'], f: ['e'] }, ['e', 'f', 'e']],
];

for (const [name, graph, circle] of GRAPHS) {
  circles(`${name}: ${circle ? circle.join(' → ') : 'no circle'}`, () => assert.equal(circleOf(graph), circle));
}

circles.run();

const within = suite('within a folder');

/** The files of src/<folder> (its subfolders too) and the files of that folder each imports, by their paths without extension. */
function graphOf(folder: string): Graph {
  const inside = files.filter((path) => path.startsWith(`${folder}/`));
  const bare = (path: string) => path.replace(/\.(tsx?|mts|cts|mjs|cjs|js)$/, '');
  const known = new Set(inside.map(bare));
  return Object.fromEntries(
    inside.map((path) => [
      bare(path),
      imports
        .filter((one) => one.path === path && one.specifier.startsWith('.'))
        .map(({ specifier }) => posix.normalize(posix.join(posix.dirname(path), specifier)))
        .filter((target) => known.has(target)),
    ]),
  );
}

within('the check sees the editor and the domain: their files and the imports among them', () => {
  const editor = graphOf('editor');
  assert.ok(editor['editor/startEditor']?.length, 'startEditor imports files of src/editor');
  assert.ok(editor['editor/saveEntry']?.includes('editor/checkData'));
  const domain = graphOf('domain');
  assert.ok(domain['domain/gigs']?.includes('domain/dates'));
  assert.ok(domain['domain/gigTimes']?.includes('domain/gigs'));
});

// The editor's server in layers (requests → saves → checks and labels); the domain's rules each on what is below them.
for (const folder of ['editor', 'domain']) {
  within(`no file of src/${folder} reaches itself again through its imports`, () => {
    const circle = circleOf(graphOf(folder));
    assert.is(
      circle,
      undefined,
      `a circle of imports: ${circle?.map((file) => `src/${file}`).join(' → ')}; move what both sides need into a file below them`,
    );
  });
}

within.run();
