// `npm run build` as the band uses it, on a copy of the repository: their edits build, their
// mistakes are refused with the file, the line and the value, and a refused build writes nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { CODE_BUDGET_GZIP } from '../../src/build/budget';
import { transliterate } from '../../src/domain/fold';
import { capture } from '../setup/must';
import { BUILD_FILES, copyOfCopy, copyRepo, type RepoCopy } from '../setup/repoCopy';

let copy: RepoCopy;

/** Runs `npm run build`'s command in the copy: exit code and what it printed. */
const npmRunBuild = () => copy.run('node', ['build.mjs']);

const read = (path: string) => copy.read(path);
const edit = (path: string, change: (text: string) => string) => copy.edit(path, change);
/** Adds lines at the end of a data list, where docs/band.md tells the band to add them. */
const append = (path: string, lines: string[]) => edit(path, (text) => text.replace(/\n\];\s*$/, `\n${lines.join('\n')}\n];\n`));
const lineOf = async (path: string, needle: string) =>
  (await read(path))
    .toString('utf8')
    .split('\n')
    .findIndex((line) => line.includes(needle)) + 1;

/** Every file the build writes, all of dist/ and demo.html, by path. */
async function snapshot() {
  // dist/ with its folders (the gigs' pages and calendar files).
  const entries = await readdir(copy.path('dist'), { recursive: true, withFileTypes: true });
  const paths = [
    'demo.html',
    ...entries.filter((entry) => entry.isFile()).map((entry) => relative(copy.dir, join(entry.parentPath, entry.name))),
  ];
  return new Map(await Promise.all(paths.map(async (path) => [path, await read(path)] as const)));
}

/** Every file the build writes is as it was before. */
const unchanged = (before: Map<string, Buffer>, after: Map<string, Buffer>) => {
  for (const [path, bytes] of after) assert.ok(before.get(path)?.equals(bytes), `${path} was changed`);
};

const build = suite('npm run build, as the band uses it');

/**
 * The repository as a band member has it after a first build: built once, its caches (.cache/) warm, then
 * copied for each case, as a member's second build finds it. Each case built from nothing before; that
 * build, from no cache, is test/build/reproducible.test.ts's.
 */
let built: RepoCopy;

build.before(async () => {
  built = await copyRepo(BUILD_FILES, { prefix: 'band-build-first-' });
  const first = await built.run('node', ['build.mjs']);
  assert.is(first.code, 0, first.stderr);
});

build.after(() => built?.remove());

build.before.each(async () => {
  copy = await copyOfCopy(built, 'band-build-');
});

build.after.each(() => copy.remove());

const REFUSALS: [string, string, RegExp][] = [
  [
    'a malformed date',
    `  { date: '2027-7.5-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },`,
    /date "2027-7\.5-14" is not a real date \(expected YYYY-MM-DD\)/,
  ],
  [
    'a misspelt key',
    `  { date: '2027-07-14', location: 'Schloss Wilhelmsthal, Calden', privat: true },`,
    /unknown key 'privat' \(did you mean 'private'\?\)/,
  ],
  [
    'a gig entered twice',
    `  { date: '2027-07-14', location: 'Halle, Kassel' },\n  { date: '2027-07-14', location: 'Halle, Kassel', info: 'ab 22 Uhr' },`,
    /the same day and place as src\/data\/gigs\.ts:\d+/,
  ],
];

for (const [name, lines, message] of REFUSALS) {
  build(`refuses ${name} with file, line and value, and writes nothing`, async () => {
    const before = await snapshot();
    await append('src/data/gigs.ts', lines.split('\n'));
    const line = await lineOf('src/data/gigs.ts', lines.split('\n').at(-1)!.trim());
    const { code, stderr } = await npmRunBuild();
    assert.is(code, 1);
    assert.match(stderr, `src/data/gigs.ts:${line}: gig on`);
    assert.match(stderr, message);
    assert.match(stderr, 'nothing was written');
    assert.not.match(stderr, /\n\s+at /, 'no stack trace');
    const after = await snapshot();
    unchanged(before, after);
  });
}

build('shows a syntax error with file, line, column and the line itself', async () => {
  const before = await snapshot();
  await append('src/data/songs.ts', [`  { title: 'Ein neuer Song', artist: 'Neue Band' ),`]);
  const line = await lineOf('src/data/songs.ts', 'Ein neuer Song');
  const { code, stderr } = await npmRunBuild();
  assert.is(code, 1);
  assert.match(stderr, new RegExp(`src/data/songs\\.ts:${line}:\\d+: `));
  assert.match(stderr, `${line} |   { title: 'Ein neuer Song'`);
  assert.match(stderr, /\|\s+\^/);
  assert.not.match(stderr, /\n\s+at /, 'no stack trace');
  const after = await snapshot();
  unchanged(before, after);
});

build('names a missing comma between two gigs in our words, with the line as it should read', async () => {
  const before = await snapshot();
  await append('src/data/gigs.ts', [
    `  { date: '2027-03-01', location: 'Halle Nord, Kassel' }`,
    `  { date: '2027-03-02', location: 'Halle Süd, Kassel' },`,
  ]);
  const line = await lineOf('src/data/gigs.ts', 'Halle Nord');
  const { code, stderr } = await npmRunBuild();
  assert.is(code, 1);
  assert.match(stderr, `src/data/gigs.ts:${line}:`);
  assert.match(stderr, `a comma is missing at the end of line ${line}`);
  assert.match(stderr, `write it like this:\n  ${line} |   { date: '2027-03-01', location: 'Halle Nord, Kassel' },`);
  assert.not.match(stderr, 'Expected "]"');
  const after = await snapshot();
  unchanged(before, after);
});

build('--check takes a folder by a relative or an absolute path, and names a folder without the data', async () => {
  for (const dir of ['src/data', copy.path('src/data')]) {
    const { code, stdout } = await copy.run('node', ['build.mjs', '--check', dir]);
    assert.is(code, 0, dir);
    assert.match(stdout, 'the band data is valid');
  }
  // A folder inside the repository is named from its root.
  const { code, stderr } = await copy.run('node', ['build.mjs', '--check', copy.path('no-data')]);
  assert.is(code, 1);
  assert.match(stderr, 'no-data does not hold the band data: band.ts, gigs.ts, songs.ts are missing there.');
  assert.not.match(stderr, /ENOENT|\n\s+at /);
});

build('takes a year of new gigs, new songs and the real contact details, and ships them', async () => {
  const gigs = Array.from({ length: 25 }, (_, i) => {
    const day = `2027-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + i).padStart(2, '0')}`;
    return i === 7
      ? `  { date: '${day}', location: 'Gut Kragenhof, Kassel', private: true },`
      : `  { date: '${day}', location: 'Stadthalle ${i + 1}, Baunatal', info: 'Beginn 20 Uhr' },`;
  });
  await append('src/data/gigs.ts', gigs);
  await append(
    'src/data/songs.ts',
    Array.from({ length: 13 }, (_, i) => `  { title: 'Neuer Song ${i + 1}', artist: 'Künstlerin ${i + 1}' },`),
  );
  await edit('src/data/band.ts', (text) =>
    text
      .replace(/email: '[^']*'/, "email: 'kontakt@upgrade-kassel.de'")
      .replace(/display: '[^']*', dial: '[^']*'/, "display: '0561 7654321', dial: '+495617654321'")
      .replace(/siteUrl: '[^']*'/, "siteUrl: 'https://upgrade-kassel.de/'"),
  );
  const { code, stdout, stderr } = await npmRunBuild();
  assert.is(code, 0, stderr);
  assert.match(stdout, /code and styles [\d,]+ B gzip, budget [\d,]+ B: [\d,]+ B to spare/);
  const bundle = (await read('dist/band.js')).toString('utf8');
  for (const value of [
    'kontakt@upgrade-kassel.de',
    '+495617654321',
    'https://upgrade-kassel.de/',
    'Stadthalle 25, Baunatal',
    'Neuer Song 13',
  ]) {
    assert.ok(bundle.includes(value), value);
  }
  const feed = (await read('dist/auftritte.ics')).toString('utf8');
  assert.match(feed, 'Stadthalle 1\\, Baunatal');
  assert.not.match(feed, 'Gut Kragenhof', 'a private party is not in the public feed');
});

build('a booking with listed: false ships its day alone: its place is in no file of dist/', async () => {
  await append('src/data/gigs.ts', [
    `  { date: '2027-06-19', location: 'Gutshof Nirgendwo, Calden', info: 'Hochzeit Geheimnis im Gästehaus Überall', private: true, listed: false },`,
  ]);
  const { code, stderr } = await npmRunBuild();
  assert.is(code, 0, stderr);
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(copy.path(dir), { withFileTypes: true })) {
      if (entry.isDirectory()) await walk(`${dir}/${entry.name}`);
      else files.push(`${dir}/${entry.name}`);
    }
  };
  await walk('dist');
  assert.ok(files.length > 5, files.join(', '));
  for (const path of [...files, 'demo.html']) {
    const raw = (await read(path)).toString('utf8');
    // band.js writes every non-ASCII character as \xXX or \uXXXX, the HTML may use character references, the calendars transliterate.
    const decoded = raw
      .replace(/\\(?:x([\da-f]{2})|u([\da-f]{4}))/gi, (_, x?: string, u?: string) => String.fromCharCode(parseInt(x ?? u!, 16)))
      .replace(/&#(x?)([\da-f]+);/gi, (_, x: string, n: string) => String.fromCodePoint(parseInt(n, x ? 16 : 10)));
    for (const text of [raw, decoded, transliterate(decoded)])
      for (const secret of ['Nirgendwo', 'Geheimnis', 'Gästehaus', 'Überall', transliterate('Gästehaus'), transliterate('Überall')])
        assert.not.ok(text.includes(secret), `${secret} in ${path}`);
  }
  assert.ok((await read('dist/band.js')).toString('utf8').includes('"2027-06-19"'), 'the day is in the bundle');
});

build('budgets the code, not the data: three hundred more gigs still build', async () => {
  await append(
    'src/data/gigs.ts',
    Array.from({ length: 300 }, (_, i) => `  { date: '2028-01-01', location: 'Festsaal ${i + 1}, Kassel', info: 'Beginn 19:30 Uhr' },`),
  );
  const { code, stdout, stderr } = await npmRunBuild();
  assert.is(code, 0, stderr);
  const spare = Number(capture(stdout, /budget [\d,]+ B: ([\d,]+) B to spare/).replace(/,/g, ''));
  assert.ok(spare >= 0 && spare <= CODE_BUDGET_GZIP);
  assert.match(stdout, /band data [\d,]+ B gzip \(not budgeted\)/);
});

build('refuses code over its budget, and writes nothing', async () => {
  const before = await snapshot();
  await edit('src/build/budget.ts', (text) =>
    text.replace(/export const CODE_BUDGET_GZIP = [\d_]+;/, 'export const CODE_BUDGET_GZIP = 1000;'),
  );
  const { code, stderr } = await npmRunBuild();
  assert.is(code, 1);
  assert.match(stderr, /code and styles [\d,]+ B gzip, budget 1,000 B: [\d,]+ B OVER/);
  const after = await snapshot();
  unchanged(before, after);
});

build.run();
