// No function in src/ is longer than a screen (issue 54): at most 100 lines from its first line to its last, a
// component included, as are methods, arrows and functions inside functions (each measured on its own). The same
// parser the build reads the data files with (@babel/parser) finds them; a failure names each by file, line and length.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from '@babel/parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const MAX_LINES = 100;

/** A function found in a source: its name (or that of what holds it), its first line and its length in lines. */
interface Measured {
  name: string;
  line: number;
  lines: number;
}

/** A node of Babel's tree, as far as this walk reads it. */
interface Node {
  type: string;
  loc?: { start: { line: number }; end: { line: number } } | null;
  id?: { name?: string } | null;
  key?: { name?: string; value?: string } | null;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const FUNCTION = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression|ObjectMethod|ClassMethod|ClassPrivateMethod)$/;

/** The name a node gives what it holds: a declaration's or variable's own, a method's or property's key. */
function nameOf(node: Node): string | undefined {
  return node.id?.name ?? node.key?.name ?? node.key?.value;
}

/** Every function in a TypeScript (or TSX) source, in the order they begin. */
function functionsOf(source: string): Measured[] {
  const found: Measured[] = [];
  const program = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] }).program as unknown as Node;
  const walk = (node: Node, holder: string) => {
    const named = /^(VariableDeclarator|ObjectProperty|ClassProperty|FunctionDeclaration|ObjectMethod|ClassMethod)$/.test(node.type)
      ? (nameOf(node) ?? holder)
      : holder;
    if (FUNCTION.test(node.type) && node.loc) {
      found.push({ name: named, line: node.loc.start.line, lines: node.loc.end.line - node.loc.start.line + 1 });
    }
    for (const [field, value] of Object.entries(node)) {
      if (field === 'loc') continue;
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, named);
    }
  };
  walk(program, '(anonymous)');
  return found.sort((a, b) => a.line - b.line);
}

/** Every TypeScript file under src/, as a path relative to src/ with /. */
function sources(dir = SRC, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name), `${prefix}${entry.name}/`)
      : /\.(tsx?|mts|cts)$/.test(entry.name)
        ? [`${prefix}${entry.name}`]
        : [],
  );
}

// ---

const measure = suite('functionsOf');

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const a${i} = ${i};`).join('\n');

const FORMS: [string, string, Measured[]][] = [
  ['a function on one line', 'function f() {}', [{ name: 'f', line: 1, lines: 1 }]],
  ['a function of 5 lines, after a comment', `// why\nexport function g() {\n${body(3)}\n}`, [{ name: 'g', line: 2, lines: 5 }]],
  ['an arrow held by a constant', 'const h = (a: number) =>\n  a + 1;', [{ name: 'h', line: 1, lines: 2 }]],
  [
    'a component (TSX) and a handler inside it, each measured',
    'export function Card() {\n  const onClick = () => {\n    go();\n  };\n  return <button onClick={onClick}>x</button>;\n}',
    [
      { name: 'Card', line: 1, lines: 6 },
      { name: 'onClick', line: 2, lines: 3 },
    ],
  ],
  [
    'methods of an object and a class, a function expression as a property',
    'const o = {\n  m() {},\n  p: function () {},\n};\nclass C {\n  run() {\n  }\n}',
    [
      { name: 'm', line: 2, lines: 1 },
      { name: 'p', line: 3, lines: 1 },
      { name: 'run', line: 6, lines: 2 },
    ],
  ],
  ['a callback takes the name of what holds it', 'const list = [1].map((n) => {\n  return n;\n});', [{ name: 'list', line: 1, lines: 3 }]],
  ['types and interfaces are no functions', 'type F = () => void;\ninterface I { m(): void }', []],
];

for (const [name, source, measured] of FORMS) {
  measure(name, () => assert.equal(functionsOf(source), measured));
}

measure('a function of 101 lines is 101 lines long', () => {
  assert.equal(functionsOf(`function long() {\n${body(99)}\n}`), [{ name: 'long', line: 1, lines: 101 }]);
});

measure.run();

// ---

const tree = suite('src/');

const files = sources();
const measured = files.flatMap((path) => functionsOf(readFileSync(join(SRC, path), 'utf8')).map((one) => ({ path, ...one })));

tree('the check sees the tree: files of every folder, and their functions', () => {
  for (const folder of ['domain', 'ui', 'editor', 'editorPage', 'deploy', 'build']) {
    assert.ok(
      files.some((path) => path.startsWith(`${folder}/`)),
      folder,
    );
  }
  assert.ok(measured.some(({ path, name }) => path === 'domain/gigs.ts' && name === 'splitGigs'));
  assert.ok(measured.length > files.length, 'more functions than files');
});

tree(`no function is longer than ${MAX_LINES} lines`, () => {
  const long = measured
    .filter(({ lines }) => lines > MAX_LINES)
    .sort((a, b) => b.lines - a.lines)
    .map(({ path, line, name, lines }) => `src/${path}:${line} ${name}: ${lines} lines`);
  assert.equal(long, [], `\n${long.join('\n')}\nsplit each by what it does (docs/decisions.md, issue 54)\n`);
});

tree.run();
