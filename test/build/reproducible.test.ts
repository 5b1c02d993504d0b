// The build writes the same bytes every time: what is committed in dist/ can be checked
// against a fresh build (test/bundle/bundle.test.ts), and a rebuild changes no file by itself.
// Built in a copy of the repository, whose caches it may remove: the repository's own are shared
// with the steps of `npm test` that run beside this one.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ROOT } from '../../src/build/paths';
import { BUILD_FILES, copyRepo, type RepoCopy } from '../setup/repoCopy';

/** `npm run build` in `copy` computing everything itself (no .cache/ of an earlier build): what it wrote, by path. */
async function buildAfresh(copy: RepoCopy): Promise<Map<string, Buffer>> {
  const removed = await copy.run('rm', ['-rf', '.cache']);
  assert.is(removed.code, 0, removed.stderr);
  const built = await copy.run(process.execPath, ['build.mjs']);
  assert.is(built.code, 0, built.stderr);
  const entries = await readdir(copy.path('dist'), { recursive: true, withFileTypes: true });
  const paths = ['demo.html', ...entries.filter((e) => e.isFile()).map((e) => relative(copy.dir, join(e.parentPath, e.name)))];
  return new Map(await Promise.all(paths.map(async (path) => [path, await copy.read(path)] as const)));
}

const reproducible = suite('dist/, built twice');

reproducible('is the same on a second build (no timestamps, no absolute paths), each computed afresh', async () => {
  const copy = await copyRepo(BUILD_FILES, { prefix: 'band-reproducible-' });
  try {
    const files = await buildAfresh(copy);
    const again = await buildAfresh(copy);
    assert.equal([...again.keys()].sort(), [...files.keys()].sort(), 'the same files');
    for (const [path, content] of again) assert.ok(content.equals(files.get(path) ?? Buffer.alloc(0)), path);
    const text = files.get('dist/band.js')?.toString('utf8') ?? '';
    assert.ok(text.length > 0, 'dist/band.js was built');
    assert.not.ok(text.includes(copy.dir), 'no path of the folder it was built in');
    assert.not.ok(text.includes(ROOT), 'no path of the repository');
    assert.not.match(text, /sourceMappingURL/);
  } finally {
    await copy.remove();
  }
});

reproducible.run();
