// A band photo as the site serves it (issue 38): every format at every width it reaches, upright,
// with no metadata left (a phone's GPS position above all), named by its content, and made once:
// the second build takes it from the cache without touching the image library, unless the pipeline
// changed or the entry is damaged: then it is made anew, and the build never fails for the cache.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildPhoto, PHOTO_FORMATS, PHOTO_PIPELINE, widthsFor } from '../../src/build/photoVariants';
import { ROOT } from '../../src/build/paths';

let cacheDir: string;

/** A photo as a phone saves it: `width` × `height` pixels, with GPS position, camera and serial number, and an orientation. */
async function phonePhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD2: { BodySerialNumber: 'F2LXK0Q8N72J' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 18/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 29/1 49/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** An image library that fails the test when called: the photo must come from the cache. */
const untouchable = (() => {
  throw new Error('the image library was called although the photo is in the cache');
}) as unknown as typeof sharp;

/** The same variants (paths and bytes). */
const sameVariants = (a: Awaited<ReturnType<typeof buildPhoto>>, b: Awaited<ReturnType<typeof buildPhoto>>) => {
  assert.equal(
    a.variants.map((variant) => variant.path),
    b.variants.map((variant) => variant.path),
  );
  a.variants.forEach((variant, index) => assert.ok(Buffer.from(variant.bytes).equals(Buffer.from(b.variants[index]!.bytes)), variant.path));
};

const photos = suite('buildPhoto');

photos.before.each(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'band-photos-'));
});
photos.after.each(() => rm(cacheDir, { recursive: true, force: true }));

photos('widthsFor: the widths below the photo’s own, and its own up to the widest', () => {
  for (const [width, widths] of [
    [4032, [480, 720, 960, 1600]],
    [1600, [480, 720, 960, 1600]],
    [1200, [480, 720, 960, 1200]],
    [800, [480, 720, 800]],
    [700, [480, 700]],
    [480, [480]],
    [300, [300]],
  ] as const)
    assert.equal(widthsFor(width), widths, `${width} px`);
});

photos('every format at every width, no metadata left, names carrying the content’s hash', async () => {
  const source = await phonePhoto(2000, 1333);
  const meta = await sharp(source).metadata();
  assert.ok(meta.exif?.includes('F2LXK0Q8N72J'), 'the source carries EXIF with the serial number');
  const built = await buildPhoto(source, 'Kulturbahnhof 2025.jpg', { cacheDir });
  assert.equal([built.width, built.height], [2000, 1333]);
  assert.equal(
    built.variants.map((variant) => [variant.type, variant.width]),
    PHOTO_FORMATS.flatMap(({ type }) => [480, 720, 960, 1600].map((width) => [type, width])),
  );
  for (const variant of built.variants) {
    assert.match(variant.path, /^photos\/Kulturbahnhof-2025-\d+\.[0-9a-f]{10}\.(avif|webp|jpg)$/, 'a plain name, the hash in it');
    const meta = await sharp(Buffer.from(variant.bytes)).metadata();
    assert.is(meta.width, variant.width);
    assert.is(meta.height, variant.height);
    assert.is(meta.exif, undefined, `${variant.path}: no EXIF`);
    assert.is(meta.xmp, undefined, `${variant.path}: no XMP`);
    assert.is(meta.iptc, undefined, `${variant.path}: no IPTC`);
    assert.not.ok(Buffer.from(variant.bytes).includes('F2LXK0Q8N72J'), 'no serial number anywhere in the bytes');
  }
  const again = await buildPhoto(source, 'Kulturbahnhof 2025.jpg', { cacheDir: await mkdtemp(join(tmpdir(), 'band-photos-')) });
  assert.equal(
    again.variants.map((variant) => variant.path),
    built.variants.map((variant) => variant.path),
    'the same photo, the same names',
  );
});

photos('a photo a phone stored lying down comes out upright', async () => {
  // Orientation 6: the pixels lie 1200 wide, the photo is meant 800 wide and 1200 high.
  const source = await phonePhoto(1200, 800, 6);
  assert.is((await sharp(source).metadata()).orientation, 6);
  const built = await buildPhoto(source, 'hochkant.jpg', { cacheDir });
  assert.equal([built.width, built.height], [800, 1200]);
  assert.equal([...new Set(built.variants.map((variant) => variant.width))], [480, 720, 800]);
});

photos('a small photo is never enlarged', async () => {
  const built = await buildPhoto(await phonePhoto(300, 200), 'klein.jpg', { cacheDir });
  assert.equal(
    built.variants.map((variant) => `${variant.width}×${variant.height}`),
    ['300×200', '300×200', '300×200'],
  );
});

photos('the second build takes the photo from the cache: the image library is not called', async () => {
  const source = await phonePhoto(1000, 700);
  const first = await buildPhoto(source, 'probe.jpg', { cacheDir });
  const second = await buildPhoto(source, 'probe.jpg', { cacheDir, imageLibrary: untouchable });
  assert.equal([second.width, second.height], [first.width, first.height]);
  assert.equal(
    second.variants.map((variant) => variant.path),
    first.variants.map((variant) => variant.path),
  );
  second.variants.forEach((variant, index) =>
    assert.ok(Buffer.from(variant.bytes).equals(Buffer.from(first.variants[index]!.bytes)), variant.path),
  );
  // A changed photo is made anew: the library is called (and here refuses).
  const changed = await buildPhoto(await phonePhoto(1000, 701), 'probe.jpg', { cacheDir, imageLibrary: untouchable }).then(
    () => 'from the cache',
    () => 'made anew',
  );
  assert.is(changed, 'made anew');
});

photos('the pipeline’s version is the hash of photoVariants.ts’s own source: a change to the code is a change of the key', async () => {
  const source = await readFile(join(ROOT, 'src/build/photoVariants.ts'));
  assert.is(PHOTO_PIPELINE, createHash('sha256').update(source).digest('hex'));
});

photos('a photo made by another pipeline is not taken from the cache: it is made anew', async () => {
  const source = await phonePhoto(800, 600);
  await buildPhoto(source, 'probe.jpg', { cacheDir, pipeline: 'before the change' });
  const again = await buildPhoto(source, 'probe.jpg', { cacheDir, pipeline: 'before the change', imageLibrary: untouchable });
  assert.is(again.width, 800, 'the same pipeline takes it from the cache');
  const changed = await buildPhoto(source, 'probe.jpg', { cacheDir, pipeline: 'after the change', imageLibrary: untouchable }).then(
    () => 'from the cache',
    () => 'made anew',
  );
  assert.is(changed, 'made anew');
});

// [how the cache entry is damaged, what it becomes]
const DAMAGED: [string, (entry: Buffer) => Buffer][] = [
  ['cut short (a full disk)', (entry) => entry.subarray(0, entry.length >> 1)],
  ['garbage', () => Buffer.from(Array.from({ length: 5000 }, (_, at) => (at * 31) & 0xff))],
  ['its record no JSON any more', (entry) => Buffer.concat([entry.subarray(0, 36), Buffer.from('{"width": 8'), entry.subarray(47)])],
  ['empty', () => Buffer.alloc(0)],
];

for (const [how, damage] of DAMAGED) {
  photos(`a cache entry that is ${how} is a miss: the photo is made anew and stored again, the build goes on`, async () => {
    const source = await phonePhoto(700, 500);
    const first = await buildPhoto(source, 'probe.jpg', { cacheDir });
    const [entry, ...more] = (await readdir(cacheDir)).filter((name) => !name.endsWith('.part'));
    assert.is(more.length, 0);
    await writeFile(join(cacheDir, entry!), damage(await readFile(join(cacheDir, entry!))));
    sameVariants(await buildPhoto(source, 'probe.jpg', { cacheDir }), first);
    sameVariants(await buildPhoto(source, 'probe.jpg', { cacheDir, imageLibrary: untouchable }), first);
  });
}

photos('compressed once: the JPEG of a photo is as sharp as one made straight from the source', async () => {
  const source = await phonePhoto(960, 640);
  const built = await buildPhoto(source, 'einmal.jpg', { cacheDir });
  const jpeg = built.variants.find((variant) => variant.type === 'image/jpeg' && variant.width === 960)!;
  const direct = await sharp(source).jpeg({ quality: 75, mozjpeg: true }).toBuffer();
  assert.ok(Buffer.from(jpeg.bytes).equals(direct), 'the same bytes as one JPEG step from the source');
});

photos('a transparent PNG: its JPEG is white where it is clear, AVIF and WebP keep the transparency', async () => {
  const clear = await sharp({ create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
  const built = await buildPhoto(clear, 'logo.png', { cacheDir });
  for (const variant of built.variants) {
    const { data, info } = await sharp(Buffer.from(variant.bytes)).raw().toBuffer({ resolveWithObject: true });
    if (variant.type === 'image/jpeg') assert.ok(data[0]! > 250 && data[1]! > 250 && data[2]! > 250, `${variant.path}: white`);
    else assert.is(info.channels === 4 ? data[3] : 255, 0, `${variant.path}: clear`);
  }
});

photos('a file that is no image is refused with the library’s reason', async () => {
  const error = await buildPhoto(Buffer.from('not a photo at all'), 'kaputt.jpg', { cacheDir }).then(
    () => undefined,
    (failure: Error) => failure,
  );
  assert.ok(error, 'refused');
  assert.match(error!.message, /unsupported image format|Input buffer/i);
});

photos.run();
