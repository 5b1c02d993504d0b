// The build writes the same bytes every time: what is committed in dist/ can be checked
// against a fresh build (test/bundle/bundle.test.ts), and a rebuild changes no file by itself.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { produce } from '../../src/build/produce';
import { BUILD_CACHE, ROOT } from '../../src/build/paths';

/** A build that computes everything itself: nothing from an earlier build's cache (src/build/cached.ts). */
async function produceAfresh() {
  await rm(join(ROOT, BUILD_CACHE), { recursive: true, force: true });
  return produce();
}
import { must } from '../setup/must';

const reproducible = suite('dist/, built twice');

reproducible('is the same on a second build (no timestamps, no absolute paths), each computed afresh', async () => {
  const { files } = await produceAfresh();
  const text = Buffer.from(files['dist/band.js'] as Uint8Array).toString('utf8');
  const again = await produceAfresh();
  for (const [path, content] of Object.entries(again.files))
    assert.ok(Buffer.from(content).equals(Buffer.from(must(files[path], path))), path);
  assert.not.match(text, process.cwd());
  assert.not.match(text, /sourceMappingURL/);
});

reproducible.run();
