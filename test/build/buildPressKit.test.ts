// The press page's downloads (issue 47): every photo of media.ts as a JPEG for print (full width up to
// 3000 px, never enlarged, upright, no metadata), named by its place in the list, made once and then taken
// from the cache byte for byte; the logo as an SVG that needs no stylesheet and as a PNG 1000 px wide.
// And write(): a dist/presse/ an earlier build left goes when the build writes nothing into it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildPressKit, LOGO_PNG_WIDTH } from '../../src/build/buildPressKit';
import type { MediaSource } from '../../src/build/loadData';
import { PRESS_PHOTO_WIDTH } from '../../src/build/pressPhoto';
import { write } from '../../src/build/produce';
import { BRAND } from '../../src/static/brand';

/** A photo as a phone saves it: `width` × `height` pixels, camera, serial number and GPS position in its EXIF, and an orientation. */
const phonePhoto = (width: number, height: number, orientation = 1) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD2: { BodySerialNumber: 'F2LXK0Q8N72J' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 18/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 29/1 49/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();

/** The photos of the fixture's media.ts, in its order: file, what the band made, the press photo expected. */
const PHOTOS = [
  { file: 'kulturbahnhof-2025.jpg', make: () => phonePhoto(4000, 3000), width: 3000, height: 2250 },
  {
    file: 'sommerfest.png',
    make: () =>
      sharp({ create: { width: 1200, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .png()
        .toBuffer(),
    width: 1200,
    height: 800,
  },
  // Stored lying down, as a phone stores a portrait photo: upright in the download.
  { file: 'hochkant.jpg', make: () => phonePhoto(900, 600, 6), width: 600, height: 900 },
];

let folder: string;
let cacheDir: string;
let source: MediaSource;

const kit = suite('the press downloads');

kit.before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'band-press-'));
  cacheDir = join(folder, 'cache');
  await mkdir(join(folder, 'photos'));
  for (const { file, make } of PHOTOS) await writeFile(join(folder, 'photos', file), await make());
  source = {
    lists: {
      photos: PHOTOS.map(({ file }, i) => ({ file, alt: `Foto ${i + 1}`, credit: `Fotografin ${i + 1}` })),
      videos: [],
      audio: [],
    },
    files: PHOTOS.map(({ file }, i) => ({ file, kind: 'photo', where: `src/data/media.ts:${i + 2}`, what: `photo "${file}"` })),
    folder,
  };
});

kit.after(() => rm(folder, { recursive: true, force: true }));

kit('every photo in media.ts’s order, named by its place: as wide as the original up to 3000 px, never enlarged, upright', async () => {
  const { files, pressKit } = await buildPressKit(source, 'Upgrade', cacheDir);
  assert.equal(
    pressKit.photos.map(({ path, width, height, alt, credit }) => ({ path, width, height, alt, credit })),
    PHOTOS.map(({ width, height }, i) => ({
      path: `presse/upgrade-pressefoto-${i + 1}.jpg`,
      width,
      height,
      alt: `Foto ${i + 1}`,
      credit: `Fotografin ${i + 1}`,
    })),
  );
  assert.is(PRESS_PHOTO_WIDTH, 3000);
  for (const photo of pressKit.photos) {
    const bytes = files[`dist/${photo.path}`] as Uint8Array;
    assert.is(photo.bytes, bytes.length, `${photo.path}: its size as the page shows it`);
    const read = await sharp(bytes).metadata();
    assert.equal([read.format, read.width, read.height], ['jpeg', photo.width, photo.height], photo.path);
  }
});

kit(
  'no metadata: no EXIF (camera, serial number, GPS position), no XMP, IPTC or orientation tag; full colour resolution, baseline',
  async () => {
    const { files } = await buildPressKit(source, 'Upgrade', cacheDir);
    for (const [path, bytes] of Object.entries(files).filter(([p]) => p.endsWith('.jpg'))) {
      const read = await sharp(bytes as Uint8Array).metadata();
      assert.equal(
        { exif: read.exif, xmp: read.xmp, iptc: read.iptc, orientation: read.orientation },
        { exif: undefined, xmp: undefined, iptc: undefined, orientation: undefined },
        path,
      );
      const text = Buffer.from(bytes as Uint8Array).toString('latin1');
      for (const trace of ['Exif', 'iPhone', 'F2LXK0Q8N72J', 'GPS']) assert.not.ok(text.includes(trace), `${path} holds "${trace}"`);
      assert.equal([read.chromaSubsampling, read.isProgressive], ['4:4:4', false], path);
    }
  },
);

kit('a PNG’s clear parts are white in the JPEG, as on paper', async () => {
  const { files } = await buildPressKit(source, 'Upgrade', cacheDir);
  const { data } = await sharp(files['dist/presse/upgrade-pressefoto-2.jpg'] as Uint8Array)
    .raw()
    .toBuffer({ resolveWithObject: true });
  assert.ok(
    data.subarray(0, 3).every((value) => value > 250),
    `white, not ${[...data.subarray(0, 3)]}`,
  );
});

kit('the second build takes them from the cache, byte for byte the same; an empty cache makes the same bytes again', async () => {
  const first = await buildPressKit(source, 'Upgrade', cacheDir);
  assert.is((await readdir(cacheDir)).length, PHOTOS.length, 'one cache entry per photo');
  const again = await buildPressKit(source, 'Upgrade', cacheDir);
  const anew = await buildPressKit(source, 'Upgrade', join(folder, 'another-cache'));
  for (const other of [again, anew]) {
    assert.equal(Object.keys(other.files), Object.keys(first.files));
    for (const [path, bytes] of Object.entries(first.files)) assert.ok(Buffer.from(other.files[path]!).equals(Buffer.from(bytes)), path);
    assert.equal(other.pressKit, first.pressKit);
  }
});

kit('the logo: an SVG with the colours written in (the chevron yellow, the word dark), no stylesheet needed, no background', async () => {
  const { files, pressKit } = await buildPressKit(source, 'Upgrade', cacheDir);
  assert.equal(pressKit.logo, { svg: 'presse/upgrade-logo.svg', png: 'presse/upgrade-logo.png' });
  const svg = files['dist/presse/upgrade-logo.svg'] as string;
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 236 48"/);
  assert.ok(svg.trimEnd().endsWith('</svg>'));
  for (const css of ['var(', 'currentColor', 'class=', 'style']) assert.not.ok(svg.includes(css), `no ${css}`);
  assert.equal(
    [...svg.matchAll(/stroke="([^"]+)"/g)].map((m) => m[1]),
    [BRAND.accent, BRAND.ink],
  );
  assert.not.match(svg, /<rect|fill="#/);
  assert.match(svg, 'aria-label="Logo von Upgrade"');
  // An SVG reader (librsvg) takes it as it is.
  const read = await sharp(Buffer.from(svg)).metadata();
  assert.equal([read.format, read.width, read.height], ['svg', 236, 48]);
});

kit('the logo as a PNG 1000 px wide, drawn from the SVG, clear where the SVG draws nothing', async () => {
  const { files } = await buildPressKit(source, 'Upgrade', cacheDir);
  const png = files['dist/presse/upgrade-logo.png'] as Uint8Array;
  const read = await sharp(png).metadata();
  assert.equal([read.format, read.width, read.height, read.hasAlpha], ['png', LOGO_PNG_WIDTH, Math.round((48 * 1000) / 236), true]);
  assert.is(LOGO_PNG_WIDTH, 1000);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
  assert.is(alphaAt(0, 0), 0, 'a clear corner');
  // The chevron's tip (20, 14 in the SVG's units) is drawn, in the band's yellow.
  const [x, y] = [Math.round((20 * 1000) / 236), Math.round((16 * 1000) / 236)];
  const at = (y * info.width + x) * info.channels;
  assert.equal([...data.subarray(at, at + 4)], [0xfe, 0xd5, 0x47, 255]);
});

kit('without media.ts: no photos, the logo all the same', async () => {
  const { files, pressKit } = await buildPressKit(undefined, 'Upgrade', cacheDir);
  assert.equal(pressKit.photos, []);
  assert.equal(Object.keys(files).sort(), ['dist/presse/upgrade-logo.png', 'dist/presse/upgrade-logo.svg']);
});

kit.run();

// ---

const written = suite('write: the press folder');

written('a dist/presse/ an earlier build left goes, with its files, when the build writes nothing into it', async () => {
  const root = await mkdtemp(join(tmpdir(), 'band-write-'));
  try {
    await mkdir(join(root, 'dist/presse'), { recursive: true });
    await writeFile(join(root, 'dist/presse/upgrade-pressefoto-1.jpg'), 'old');
    await writeFile(join(root, 'dist/presse/index.html'), 'old');
    await write({ files: { 'dist/index.html': 'page' }, report: '' }, root);
    assert.equal(await readdir(join(root, 'dist')), ['index.html']);
    // And a build that has press texts writes it again.
    await write({ files: { 'dist/index.html': 'page', 'dist/presse/index.html': 'press' }, report: '' }, root);
    assert.equal(await readdir(join(root, 'dist/presse')), ['index.html']);
    assert.is(await readFile(join(root, 'dist/presse/index.html'), 'utf8'), 'press');
    assert.ok((await stat(join(root, 'dist/presse'))).isDirectory());
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

written.run();
