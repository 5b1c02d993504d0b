// The build's cache of terser's results (src/build/cached.ts): the same inputs give the stored result
// without making it again, other inputs never meet it, and only the newest entries are kept; a damaged
// entry is made again and replaced, and the half-written files of stopped builds are removed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cached, KEEP } from '../../src/build/cached';

let root: string;
let dir: string;
let made: string[];
/** Caches `text` under `inputs`, noting each time it is made rather than taken from the cache. */
const through = async (inputs: unknown, text: string, accept?: (stored: Uint8Array) => boolean) =>
  Buffer.from(
    await cached(
      inputs,
      async () => {
        made.push(text);
        return new TextEncoder().encode(text);
      },
      dir,
      undefined,
      accept,
    ),
  ).toString();

/** The one entry in the cache folder. */
const onlyEntry = async () => {
  const names = (await readdir(dir)).filter((name) => !name.endsWith('.part'));
  assert.is(names.length, 1, names.join(', '));
  return join(dir, names[0]!);
};

const cache = suite('cached');
cache.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'band-cache-'));
  dir = join(root, 'build');
  made = [];
});
cache.after.each(() => rm(root, { recursive: true, force: true }));

cache('the same inputs give the stored result without making it again; other inputs are made anew', async () => {
  assert.is(await through({ code: 'a', options: 1 }, 'A'), 'A');
  assert.is(await through({ code: 'a', options: 1 }, 'not made'), 'A');
  assert.is(await through({ code: 'a', options: 2 }, 'A2'), 'A2');
  assert.is(await through({ code: 'b', options: 1 }, 'B'), 'B');
  assert.equal(made, ['A', 'A2', 'B']);
});

cache(`keeps the ${KEEP} entries used last`, async () => {
  // Each entry is dated a second after the one before (file times are too coarse to tell quick writes apart).
  for (let i = 0; i < KEEP + 3; i++) {
    const before = await readdir(dir).catch((): string[] => []);
    await through({ code: i }, `made ${i}`);
    const [fresh] = (await readdir(dir)).filter((name) => !before.includes(name));
    await utimes(join(dir, fresh!), 1_700_000_000 + i, 1_700_000_000 + i);
  }
  assert.is((await readdir(dir)).length, KEEP);
  made = [];
  assert.is(await through({ code: KEEP + 2 }, 'again'), `made ${KEEP + 2}`, 'the newest is kept');
  assert.is(await through({ code: 3 }, 'again'), `made 3`, `the ${KEEP}th newest is kept`);
  assert.is(await through({ code: 2 }, 'again'), 'again', 'an older one is gone');
});

cache('a folder that cannot be written is no cache: the result is made every time', async () => {
  await writeFile(join(root, 'blocked'), '');
  dir = join(root, 'blocked', 'build');
  assert.is(await through({ code: 'a' }, 'A'), 'A');
  assert.is(await through({ code: 'a' }, 'A'), 'A');
  assert.equal(made, ['A', 'A']);
});

// [how the entry is damaged, what it becomes]
const DAMAGED: [string, (entry: Buffer) => Buffer][] = [
  ['cut short', (entry) => entry.subarray(0, entry.length - 3)],
  ['cut to nothing', () => Buffer.alloc(0)],
  ['one byte changed', (entry) => Buffer.from(entry.map((byte, at) => (at === entry.length - 1 ? byte ^ 1 : byte)))],
  ['overwritten with something else', () => Buffer.from('{"variants": [')],
  ['written by a cache that kept no checksum', () => Buffer.from('the stored result')],
];

for (const [how, damage] of DAMAGED) {
  cache(`an entry ${how} is a miss: made again, and written anew for the next build`, async () => {
    assert.is(await through({ code: 'a' }, 'the stored result'), 'the stored result');
    const entry = await onlyEntry();
    await writeFile(entry, damage(await readFile(entry)));
    assert.is(await through({ code: 'a' }, 'made again'), 'made again');
    assert.is(await through({ code: 'a' }, 'not made'), 'made again', 'the new entry is used');
    assert.equal(made, ['the stored result', 'made again']);
  });
}

cache('a stored result its user cannot read (accept says no) is made again and replaced', async () => {
  const readable = (stored: Uint8Array) => Buffer.from(stored).toString().startsWith('good');
  assert.is(await through({ code: 'a' }, 'bad, from an older format'), 'bad, from an older format');
  assert.is(await through({ code: 'a' }, 'good', readable), 'good');
  assert.is(await through({ code: 'a' }, 'not made', readable), 'good');
  assert.equal(made, ['bad, from an older format', 'good']);
});

cache('an entry that is a folder is a miss: the result is made, the build goes on', async () => {
  assert.is(await through({ code: 'a' }, 'A'), 'A');
  const entry = await onlyEntry();
  await rm(entry);
  await mkdir(entry);
  assert.is(await through({ code: 'a' }, 'A again'), 'A again');
  assert.equal(made, ['A', 'A again']);
});

cache('.part files of builds stopped before this one began are removed; one written since stays', async () => {
  await mkdir(dir, { recursive: true });
  const stopped = join(dir, `${'0'.repeat(64)}.4711.part`);
  const writing = join(dir, `${'1'.repeat(64)}.4712.part`);
  await writeFile(stopped, 'half a result');
  await utimes(stopped, new Date('2025-01-01'), new Date('2025-01-01'));
  // Written now, after this process (one build) began: another build may be writing it.
  await writeFile(writing, 'half a result');
  assert.is(await through({ code: 'a' }, 'A'), 'A');
  const names = await readdir(dir);
  assert.not.ok(names.includes(`${'0'.repeat(64)}.4711.part`), 'the stopped build’s file is gone');
  assert.ok(names.includes(`${'1'.repeat(64)}.4712.part`), 'the file written since stays');
});

/** The cache's file for `inputs` (src/build/cached.ts names it so). */
const entryOf = (inputs: unknown) => join(dir, createHash('sha256').update(JSON.stringify(inputs)).digest('hex'));

/** `text`, made after `ms` milliseconds (noted in `made` when it is). */
const slowly = (text: string, ms: number) => async () => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  made.push(text);
  return new TextEncoder().encode(text);
};
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString();

/** Resolves once some build has claimed an entry in the cache folder (its `.making` file is there). */
async function claimed(): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if ((await readdir(dir).catch((): string[] => [])).some((name) => name.endsWith('.making'))) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no build claimed an entry within 10 s');
}

cache('two builds at once make an entry once: the second waits for the first’s', async () => {
  const first = cached({ code: 'a' }, slowly('first', 300), dir);
  await claimed();
  const second = cached({ code: 'a' }, slowly('second', 0), dir);
  assert.equal([text(await first), text(await second)], ['first', 'first']);
  assert.equal(made, ['first']);
  assert.not.ok(
    (await readdir(dir)).some((name) => name.endsWith('.making')),
    'no claim left',
  );
});

cache('a build waits for one in another process that makes the same entry', async () => {
  const script = `import { cached } from './src/build/cached.ts';
await cached({ code: 'a' }, async () => { await new Promise((r) => setTimeout(r, 1500)); return new TextEncoder().encode('theirs'); }, ${JSON.stringify(dir)});`;
  const other = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'ignore' });
  const ended = new Promise((resolve) => other.on('close', resolve));
  await claimed();
  assert.is(text(await cached({ code: 'a' }, slowly('mine', 0), dir)), 'theirs');
  assert.equal(made, []);
  await ended;
});

cache('the waiting build makes the entry itself when the first fails', async () => {
  const failing = cached(
    { code: 'a' },
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      throw new Error('terser failed');
    },
    dir,
  );
  await claimed();
  const waiting = cached({ code: 'a' }, slowly('made after all', 0), dir);
  assert.is(
    await failing.then(
      () => 'made',
      (error: Error) => error.message,
    ),
    'terser failed',
  );
  assert.is(text(await waiting), 'made after all');
});

cache('a claim left by a process that has ended is taken over', async () => {
  const ended = spawnSync('true').pid;
  await mkdir(dir, { recursive: true });
  await writeFile(`${entryOf({ code: 'a' })}.making`, String(ended));
  assert.is(await through({ code: 'a' }, 'A'), 'A');
  assert.equal(made, ['A']);
  assert.not.ok(
    (await readdir(dir)).some((name) => name.endsWith('.making')),
    'the claim is gone',
  );
});

cache('a claim not kept fresh is taken over, though its process runs (a thread the editor ended)', async () => {
  await mkdir(dir, { recursive: true });
  const claim = `${entryOf({ code: 'a' })}.making`;
  await writeFile(claim, String(process.pid));
  await utimes(claim, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  const began = Date.now();
  assert.is(await through({ code: 'a' }, 'A'), 'A');
  assert.ok(Date.now() - began < 5_000, `made at once, not after waiting (${Date.now() - began} ms)`);
  assert.equal(made, ['A']);
});

cache.run();
