// An iPhone's HEIC in the build (issue 46): recognised by its bytes, decoded by libheif in
// WebAssembly upright by its own rotation (not turned twice by the EXIF orientation an iPhone also
// writes), its colour profile kept and nothing else; buildPhoto makes its variants as of any photo,
// cached under a key that knows the decoder. The fixtures are test/fixtures/heic/ (make.mjs there).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { decodeHeic, HEIC_DECODER, HeicUnreadable, isHeic } from '../../src/build/decodeHeic';
import { ROOT } from '../../src/build/paths';
import { buildPhoto } from '../../src/build/photoVariants';

const SERIAL = 'F2LXK0Q8N72J';
const fixture = (name: string) => readFileSync(new URL(`../fixtures/heic/${name}`, import.meta.url));

/** An ISO 'ftyp' box with `major` and `compatible` brands, and some bytes after it. */
const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(16)]);
};

/** Which corner of the photo is red (the fixtures' top left quarter as the sensor saw it), and the red there. */
async function redCorner(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  const corners = { 'top left': pixel(3, 3), 'top right': pixel(info.width - 4, 3), 'bottom left': pixel(3, info.height - 4) };
  const [corner, red] = Object.entries(corners).find(([, [r]]) => r! > 150) ?? ['none', []];
  return { size: [info.width, info.height], corner, red };
}

const near = (actual: number[], expected: number[], tolerance = 8) =>
  actual.length === expected.length && actual.every((value, index) => Math.abs(value - expected[index]!) <= tolerance);

const recognised = suite('isHeic');

recognised('by the brands of its ftyp box, as an iPhone, a Mac and other cameras write them', async () => {
  for (const [what, bytes, heic] of [
    ['an iPhone photo (heic)', ftyp('heic', 'mif1', 'heic'), true],
    ['10-bit (heix)', ftyp('heix', 'mif1', 'heix'), true],
    ['HEIF in general naming HEVC (mif1, heic)', ftyp('mif1', 'mif1', 'heic'), true],
    ['HEIF in general (mif1) alone', ftyp('mif1', 'mif1'), true],
    ['AVIF (avif)', ftyp('avif', 'mif1', 'avif'), false],
    ['AVIF under HEIF’s brand (mif1, avif)', ftyp('mif1', 'mif1', 'avif', 'miaf'), false],
    ['a video (isom)', ftyp('isom', 'isom', 'mp41'), false],
    [
      'a JPEG',
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
      false,
    ],
    ['nothing', Buffer.alloc(0), false],
    ...['upright.heic', 'portrait.heic', 'nclx-p3.heic', 'transparent.heic'].map((name) => [name, fixture(name), true] as const),
  ] as const) {
    assert.is(isHeic(bytes), heic, what);
  }
});

const decoded = suite('decodeHeic');

decoded('upright by its own rotation, once: the EXIF orientation an iPhone writes as well is not applied again', async () => {
  for (const [name, size, corner] of [
    ['upright.heic', [64, 48], 'top left'],
    // Stored 64 × 48 with irot 270° counter-clockwise and EXIF orientation 6: shown 48 × 64, turned a quarter clockwise.
    ['portrait.heic', [48, 64], 'top right'],
  ] as const) {
    const { png, width, height } = await decodeHeic(fixture(name));
    assert.equal([width, height], size, name);
    const looks = await redCorner(png);
    assert.equal([looks.size, looks.corner], [size, corner], name);
    assert.ok(near(looks.red, [220, 40, 30]), `${name}: red as taken, [${looks.red}]`);
  }
});

/** portrait.heic with its colour box on its grid's first tile instead of the grid (ipma: tile [hvcC, ispe], grid [ispe, colr, pixi, irot]). */
function colourOnTile(): Buffer {
  const bytes = Buffer.from(fixture('portrait.heic'));
  const entries = bytes.indexOf('ipma') + 12;
  const was = [0, 1, 2, 0x81, 0x02, 0, 2, 4, 0x03, 0x84, 0x85, 0x86];
  assert.equal([...bytes.subarray(entries, entries + 12)], was, 'the associations heif-enc wrote');
  Buffer.from([0, 1, 3, 0x81, 0x02, 0x84, 0, 2, 3, 0x03, 0x85, 0x86]).copy(bytes, entries);
  return bytes;
}

decoded(
  'a lossless PNG with the colour profile and nothing else: its colours right, no EXIF, XMP, GPS position or serial number',
  async () => {
    const p3 = (
      await sharp(
        await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
          .withIccProfile('p3')
          .png()
          .toBuffer(),
      ).metadata()
    ).icc!;
    for (const [name, source, icc] of [
      ['upright.heic (no colour box: sRGB)', fixture('upright.heic'), undefined],
      ['portrait.heic (an ICC profile, Display P3)', fixture('portrait.heic'), p3],
      ['nclx-p3.heic (Display P3 by numbers)', fixture('nclx-p3.heic'), p3],
      ['portrait.heic, its colour box on its first tile', colourOnTile(), p3],
    ] as const) {
      if (!name.startsWith('nclx'))
        assert.ok(source.includes(SERIAL) && source.includes('Exif'), `${name}: the source carries EXIF with the serial number`);
      const { png } = await decodeHeic(source);
      const meta = await sharp(png).metadata();
      assert.equal(
        { format: meta.format, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation, icc: meta.icc },
        { format: 'png', exif: undefined, xmp: undefined, iptc: undefined, orientation: undefined, icc },
        name,
      );
      assert.not.ok(png.includes(SERIAL), `${name}: no serial number in the bytes`);
      // In sRGB, as sharp converts with the profile, red is the red the photo was made of; without the profile a P3 photo's is not.
      const { red } = await redCorner(png);
      assert.ok(near(red, [220, 40, 30]), `${name}: red as taken, [${red}]`);
      if (icc)
        assert.not.ok(
          near((await redCorner(await sharp(png, { ignoreIcc: true }).png().toBuffer())).red, red, 4),
          `${name}: the profile matters`,
        );
    }
  },
);

decoded('a transparent HEIC keeps its transparency (the build’s AVIF and WebP keep it, its JPEG turns it white)', async () => {
  const { png } = await decodeHeic(fixture('transparent.heic'));
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  assert.is(info.channels, 4);
  assert.ok(Math.abs(data[3]! - 128) <= 2, `half transparent: alpha ${data[3]}`);
});

decoded('refused with libheif’s reason when it cannot be decoded, or for its size before its pixels are decoded', async () => {
  const source = fixture('upright.heic');
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );
  for (const [what, bytes, limit, message, tooLarge] of [
    ['cut short', source.subarray(0, 400), undefined, /^Invalid input/, undefined],
    ['a HEIC by its brand, nothing after it', ftyp('heic', 'mif1', 'heic'), undefined, /^Invalid input/, undefined],
    ['larger than allowed', source, 64 * 48 - 1, /^it has 64 × 48 pixels, more than 3071$/, { width: 64, height: 48 }],
  ] as const) {
    const error = await failure(decodeHeic(bytes, limit));
    assert.instance(error, HeicUnreadable, what);
    assert.match((error as HeicUnreadable).message, message, what);
    assert.equal((error as HeicUnreadable).tooLarge, tooLarge, what);
  }
});

const built = suite('buildPhoto: a HEIC');
let cacheDir: string;
built.before.each(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'band-photos-'));
});
built.after.each(() => rm(cacheDir, { recursive: true, force: true }));

built('every variant upright, in its colours, without metadata', async () => {
  const photo = await buildPhoto(fixture('portrait.heic'), 'IMG_0003.HEIC', { cacheDir });
  assert.equal([photo.width, photo.height], [48, 64]);
  assert.equal(
    photo.variants.map((variant) => variant.path.replace(/\.[0-9a-f]{10}\./, '.#.')),
    ['photos/IMG_0003-48.#.avif', 'photos/IMG_0003-48.#.webp', 'photos/IMG_0003-48.#.jpg'],
  );
  for (const variant of photo.variants) {
    const bytes = Buffer.from(variant.bytes);
    const meta = await sharp(bytes).metadata();
    assert.equal([meta.exif, meta.xmp, meta.orientation], [undefined, undefined, undefined], variant.path);
    assert.not.ok(bytes.includes(SERIAL), `${variant.path}: no serial number`);
    const looks = await redCorner(bytes);
    assert.is(looks.corner, 'top right', variant.path);
    assert.ok(near(looks.red, [220, 40, 30], 12), `${variant.path}: red as taken, [${looks.red}]`);
  }
});

built('the second build takes it from the cache; a HEIC that cannot be decoded is refused with the reason', async () => {
  const source = fixture('upright.heic');
  const first = await buildPhoto(source, 'IMG_0002.heic', { cacheDir });
  const untouchable = (() => {
    throw new Error('the image library was called although the photo is in the cache');
  }) as unknown as typeof sharp;
  const second = await buildPhoto(source, 'IMG_0002.heic', { cacheDir, imageLibrary: untouchable });
  assert.equal(
    second.variants.map((variant) => variant.path),
    first.variants.map((variant) => variant.path),
  );
  const error = await buildPhoto(source.subarray(0, 400), 'IMG_0002.heic', { cacheDir }).then(
    () => undefined,
    (failure: Error) => failure,
  );
  assert.match(error?.message ?? 'built', /^Invalid input/);
});

built('the cache key knows the decoder: the hash of decodeHeic.ts’s own source and libheif’s version', async () => {
  const version = createRequire(import.meta.url)('libheif-js/package.json').version as string;
  const expected = createHash('sha256')
    .update(await readFile(join(ROOT, 'src/build/decodeHeic.ts')))
    .update(JSON.stringify(version))
    .digest('hex');
  assert.is(HEIC_DECODER, expected);
});

recognised.run();
decoded.run();
built.run();
