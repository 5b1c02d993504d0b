// A band photo as the site serves it (issue 38): every format at every width it reaches, upright,
// with no metadata left (a phone's GPS position above all), named by its content, and made once:
// the second build takes it from the cache without touching the image library.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildPhoto, PHOTO_FORMATS, widthsFor } from '../../src/build/photoVariants';

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

const photos = suite('buildPhoto');

photos.before.each(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'band-photos-'));
});
photos.after.each(() => rm(cacheDir, { recursive: true, force: true }));

photos('widthsFor: the widths below the photo’s own, and its own up to the widest', () => {
  for (const [width, widths] of [
    [4032, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1200, [480, 960, 1200]],
    [800, [480, 800]],
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
    PHOTO_FORMATS.flatMap(({ type }) => [480, 960, 1600].map((width) => [type, width])),
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
  assert.equal([...new Set(built.variants.map((variant) => variant.width))], [480, 800]);
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
  const untouchable = (() => {
    throw new Error('the image library was called although the photo is in the cache');
  }) as unknown as typeof sharp;
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
