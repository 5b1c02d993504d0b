// The press kit in a whole build (issue 47): with press.ts, the press photos, the logo and the press
// page in dist/presse/, listed in the sitemap, their record in band.js, the same bytes on the next
// build; without it nothing of it: no dist/presse/ (one an earlier build left goes), no sitemap entry,
// no press kit in band.js, whatever photos the band has.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from '../../src/build/paths';
import { produce, write } from '../../src/build/produce';

const MEDIA = [
  'export const photos = [',
  "  { file: 'kulturbahnhof-2025.jpg', alt: 'Upgrade auf der Bühne im Kulturbahnhof Kassel', credit: 'Anna Beispiel' },",
  "  { file: 'sommerfest.png', alt: 'Tanzfläche beim Sommerfest am Auedamm', credit: 'Ben Muster' },",
  '];',
  'export const videos = [];',
  'export const audio = [];',
  '',
].join('\n');

const PRESS = [
  'export const press = {',
  "  short: 'Upgrade ist eine Live-Coverband aus Kassel.',",
  "  long: 'Erster Absatz.\\n\\nZweiter Absatz.',",
  "  rider: ['Bühnenfläche mindestens 6 × 4 m', 'Strom: 2 × 230 V/16 A auf getrennten Kreisen'],",
  '};',
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

build(
  'with press texts: each photo as a press JPEG, the logo and the page in dist/presse/, in the sitemap and band.js; the next build the same bytes',
  async () => {
    folder = await dataFolder({ 'press.ts': PRESS });
    const { files } = await produce(folder);
    assert.equal(
      Object.keys(files)
        .filter((path) => path.startsWith('dist/presse/'))
        .sort(),
      [
        'dist/presse/index.html',
        'dist/presse/upgrade-logo.png',
        'dist/presse/upgrade-logo.svg',
        'dist/presse/upgrade-pressefoto-1.jpg',
        'dist/presse/upgrade-pressefoto-2.jpg',
      ],
    );
    const sizes = await Promise.all(
      [1, 2].map(async (n) => {
        const { width, height, exif } = await sharp(files[`dist/presse/upgrade-pressefoto-${n}.jpg`] as Uint8Array).metadata();
        return { width, height, exif };
      }),
    );
    assert.equal(sizes, [
      { width: 1200, height: 800, exif: undefined },
      { width: 800, height: 600, exif: undefined },
    ]);
    assert.match(files['dist/sitemap.xml'] as string, /<loc>[^<]*\/presse\/<\/loc>/);
    const bundle = Buffer.from(files['dist/band.js'] as Uint8Array).toString('utf8');
    for (const name of ['upgrade-pressefoto-1.jpg', 'upgrade-pressefoto-2.jpg', 'upgrade-logo.svg', 'upgrade-logo.png'])
      assert.ok(bundle.includes(name), `band.js names ${name}`);
    const again = await produce(folder);
    assert.equal(Object.keys(again.files), Object.keys(files));
    for (const [path, content] of Object.entries(files)) assert.ok(Buffer.from(again.files[path]!).equals(Buffer.from(content)), path);
  },
);

build('a dist/presse/ an earlier build wrote goes when press.ts is taken out', async () => {
  folder = await dataFolder({ 'press.ts': PRESS });
  const root = await mkdtemp(join(tmpdir(), 'band-press-root-'));
  try {
    await write(await produce(folder), root);
    assert.ok((await readdir(join(root, 'dist/presse'))).includes('upgrade-pressefoto-1.jpg'));
    await rm(join(folder, 'press.ts'));
    await write(await produce(folder), root);
    assert.not.ok((await readdir(join(root, 'dist'))).includes('presse'));
    assert.not.match(await readFile(join(root, 'dist/sitemap.xml'), 'utf8'), 'presse');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

build.run();
