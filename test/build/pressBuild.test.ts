// The press kit in a whole build (issue 47): where the band has no press texts, nothing of it: no
// dist/presse/, no sitemap entry, no press kit in band.js, whatever photos the band has.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from '../../src/build/paths';
import { produce } from '../../src/build/produce';

const MEDIA = [
  'export const photos = [',
  "  { file: 'kulturbahnhof-2025.jpg', alt: 'Upgrade auf der Bühne im Kulturbahnhof Kassel', credit: 'Anna Beispiel' },",
  "  { file: 'sommerfest.png', alt: 'Tanzfläche beim Sommerfest am Auedamm', credit: 'Ben Muster' },",
  '];',
  'export const videos = [];',
  'export const audio = [];',
  '',
].join('\n');

const photo = (width: number, height: number, format: 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .toFormat(format)
    .toBuffer();

let folder: string;

/** A data folder: the fixtures' three files, media.ts with two photos, and `more` files by name. */
async function dataFolder(more: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'band-press-build-'));
  for (const name of ['band', 'gigs', 'songs']) {
    await writeFile(join(dir, `${name}.ts`), await readFile(join(ROOT, 'test/fixtures/data', `${name}.ts`), 'utf8'));
  }
  await writeFile(join(dir, 'media.ts'), MEDIA);
  await mkdir(join(dir, 'photos'));
  await writeFile(join(dir, 'photos/kulturbahnhof-2025.jpg'), await photo(1200, 800, 'jpeg'));
  await writeFile(join(dir, 'photos/sommerfest.png'), await photo(800, 600, 'png'));
  for (const [name, text] of Object.entries(more)) await writeFile(join(dir, name), text);
  return dir;
}

const build = suite('the press kit in a build');

build.after.each(() => rm(folder, { recursive: true, force: true }));

build('without press texts: no dist/presse/, no sitemap entry, no press kit in band.js, though the band has photos', async () => {
  folder = await dataFolder();
  const { files } = await produce(folder);
  assert.ok(
    Object.keys(files).some((path) => path.startsWith('dist/photos/')),
    'the photos are made',
  );
  assert.equal(
    Object.keys(files).filter((path) => path.includes('presse')),
    [],
  );
  assert.not.match(files['dist/sitemap.xml'] as string, 'presse');
  const bundle = Buffer.from(files['dist/band.js'] as Uint8Array).toString('utf8');
  assert.not.ok(bundle.includes('upgrade-pressefoto') || bundle.includes('upgrade-logo'), 'band.js names no download');
});

build.run();
