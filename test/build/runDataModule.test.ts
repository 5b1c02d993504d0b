// A compiled data file run as a script (src/build/runDataModule.ts): its exports as a module's
// namespace has them, strict as a module, what it throws thrown as it is, its values of this realm.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { runDataModule } from '../../src/build/runDataModule';

/** `source` (TypeScript) compiled as loadData compiles a data file: CommonJS. */
const compiled = async (source: string) =>
  (await esbuild.build({ stdin: { contents: source, loader: 'ts' }, bundle: true, format: 'cjs', platform: 'node', write: false }))
    .outputFiles[0]!.text;

const run = async (source: string) => runDataModule(await compiled(source), '/data/gigs.ts');

const exports_ = suite('runDataModule');

exports_('the exports sorted by name, as a module namespace has them; types gone', async () => {
  const exports = await run(
    "type Gig = { date: string };\nexport const songs = ['A'];\nexport const gigs: Gig[] = [{ date: '2027-07-14' }];\n",
  );
  assert.equal(Object.keys(exports), ['gigs', 'songs']);
  assert.equal(exports, { gigs: [{ date: '2027-07-14' }], songs: ['A'] });
});

exports_('objects and lists of this realm: a deep comparison and a prototype check see plain data', async () => {
  const { band } = await run("export const band = { name: 'Upgrade', members: [{ name: 'Tim' }] };\n");
  assert.is(Object.getPrototypeOf(band), Object.prototype);
  assert.is(Object.getPrototypeOf((band as { members: unknown }).members), Array.prototype);
});

/** Each case: the data file's code, and what running it throws (String(error), as the editor's refusal quotes it). */
const THROWS: [string, string, string][] = [
  ['a name never defined', 'export const gigs = [...older];\n', 'ReferenceError: older is not defined'],
  [
    'strict, as a module: no global made by assigning',
    'undeclared = 1;\nexport const gigs = [];\n',
    'ReferenceError: undeclared is not defined',
  ],
  ['an error it throws itself', "throw new TypeError('kaputt');\n", 'TypeError: kaputt'],
];
for (const [what, source, thrown] of THROWS) {
  exports_(`throws as the code does: ${what}`, async () => {
    const code = await compiled(source);
    try {
      runDataModule(code, '/data/gigs.ts');
      assert.unreachable('it ran');
    } catch (error) {
      assert.is(String(error), thrown);
    }
  });
}

exports_('its top-level names stay its own: nothing is left on the global object', async () => {
  await run("const leftover = 'x';\nvar alsoLeftover = 'y';\nexport const gigs = [leftover, alsoLeftover];\n");
  assert.is('leftover' in globalThis, false);
  assert.is('alsoLeftover' in globalThis, false);
});

exports_.run();
