// The step every photo pipeline starts with (src/build/uprightPhoto.ts): the photo read by sharp and
// turned upright, a HEIC decoded first (by the decoder given: the build's own thread or the editor's
// worker, with the pixel limit given), anything else never handed to a HEIC decoder; and the version
// the build's photo caches file their entries under.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import { ROOT } from '../../src/build/paths';
import { decodeHeic, HEIC_DECODER, SHARP_PIXEL_LIMIT } from '../../src/build/decodeHeic';
import { UPRIGHT_PHOTO, uprightPhoto, type DecodeHeic } from '../../src/build/uprightPhoto';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/heic/${name}`, import.meta.url));

/** A JPEG `width` × `height` with the EXIF orientation `orientation`. */
const jpeg = (width: number, height: number, orientation: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b45a28' } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();

/** decodeHeic, recording what it was asked. */
function recording(): { decode: DecodeHeic; asked: number[] } {
  const asked: number[] = [];
  return { asked, decode: (bytes, maxPixels) => (asked.push(maxPixels), decodeHeic(bytes, maxPixels)) };
}

const size = async (image: Sharp) => {
  const { info } = await image.raw().toBuffer({ resolveWithObject: true });
  return [info.width, info.height];
};

const upright = suite('uprightPhoto');

// [the photo, its bytes, the size it comes out at, what the HEIC decoder was asked (the pixel limits), the options]
const CASES: [string, () => Promise<Buffer> | Buffer, number[], number[], { maxPixels?: number }][] = [
  ['a JPEG stored upright', () => jpeg(40, 30, 1), [40, 30], [], {}],
  ['a JPEG stored lying down, orientation 6: turned a quarter', () => jpeg(40, 30, 6), [30, 40], [], {}],
  ['a JPEG, orientation 8', () => jpeg(40, 30, 8), [30, 40], [], {}],
  [
    'a PNG (no orientation)',
    () =>
      sharp({ create: { width: 20, height: 10, channels: 4, background: '#fff0' } })
        .png()
        .toBuffer(),
    [20, 10],
    [],
    {},
  ],
  ['an upright HEIC: decoded first, with sharp’s own limit', () => fixture('upright.heic'), [64, 48], [SHARP_PIXEL_LIMIT], {}],
  [
    'a HEIC stored lying down: upright from its decoder, not turned again',
    () => fixture('portrait.heic'),
    [48, 64],
    [SHARP_PIXEL_LIMIT],
    {},
  ],
  ['a HEIC with the limit an upload has', () => fixture('upright.heic'), [64, 48], [5000], { maxPixels: 5000 }],
];

for (const [what, bytes, shown, asked, options] of CASES) {
  upright(what, async () => {
    const decoder = recording();
    assert.equal(await size(await uprightPhoto(await bytes(), { ...options, decodeHeic: decoder.decode })), shown);
    assert.equal(decoder.asked, asked, 'the HEIC decoder was asked');
  });
}

upright('without a decoder given, a HEIC is decoded here, as decodeHeic decodes it', async () => {
  assert.equal(await size(await uprightPhoto(fixture('portrait.heic'))), [48, 64]);
});

upright('a HEIC the decoder cannot read: its error, before sharp is asked', async () => {
  const broken = Buffer.concat([fixture('upright.heic').subarray(0, 40), Buffer.alloc(200)]);
  const untouchable = (() => assert.unreachable('sharp was asked')) as unknown as typeof sharp;
  try {
    await uprightPhoto(broken, { imageLibrary: untouchable });
    assert.unreachable('it was read');
  } catch (error) {
    assert.is((error as Error).name, 'HeicUnreadable');
  }
});

upright('read as strictly as the build reads: a JPEG cut short is refused', async () => {
  const whole = await jpeg(400, 300, 1);
  const cut = whole.subarray(0, whole.length >> 1);
  await (await uprightPhoto(cut)).toBuffer().then(
    () => assert.unreachable('it was read'),
    (error: Error) => assert.match(error.message, /VipsJpeg|premature|truncated/i),
  );
});

upright('its version: this step’s own source and the HEIC decoder’s, so a change to either makes every cached photo anew', () => {
  const own = createHash('sha256')
    .update(readFileSync(`${ROOT}/src/build/uprightPhoto.ts`))
    .digest('hex');
  assert.is(UPRIGHT_PHOTO, createHash('sha256').update(own).update(HEIC_DECODER).digest('hex'));
});

upright.run();
