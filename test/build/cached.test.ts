// The build's cache of terser's results (src/build/cached.ts): the same inputs give the stored result
// without making it again, other inputs never meet it, and only the newest entries are kept.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cached, KEEP } from '../../src/build/cached';

let root: string;
let dir: string;
let made: string[];
/** Caches `text` under `inputs`, noting each time it is made rather than taken from the cache. */
const through = async (inputs: unknown, text: string) =>
  Buffer.from(
    await cached(
      inputs,
      async () => {
        made.push(text);
        return new TextEncoder().encode(text);
      },
      dir,
    ),
  ).toString();

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

cache.run();
