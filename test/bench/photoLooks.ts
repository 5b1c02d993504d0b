// Issue 48, item 2: how the photo files look where a phone shows them. One of photoPaint.ts's stage photos,
// made into the build's AVIF at each width (src/build/photoVariants.ts, its own settings), each scaled to
// what a 375 px phone at DPR 3 shows across its column (343 CSS px, 1,029 device pixels), and a crop of each
// beside the original scaled the same: test/screenshots/photo-looks.png, to be looked at. With each file's
// bytes. Not part of the test run.
//
//   node --import tsx test/bench/photoLooks.ts
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_FORMATS, PHOTO_WIDTHS } from '../../src/build/photoVariants';
import { ROOT } from '../setup/browser';
import { stagePhoto } from './photoPaint';

const SHOWN = 1029;
const CROP = { left: 380, top: 260, width: 300, height: 220 };
const avif = PHOTO_FORMATS.find((format) => format.format === 'avif')!;

const source = await stagePhoto(1);
const asShown = async (bytes: Buffer) =>
  sharp(await sharp(bytes).resize({ width: SHOWN }).png().toBuffer())
    .extract(CROP)
    .png()
    .toBuffer();
const crops = [await asShown(await sharp(source).png().toBuffer())];
const sizes: string[] = [];
for (const width of PHOTO_WIDTHS) {
  const file = await sharp(source).resize({ width }).avif(avif.options).toBuffer();
  sizes.push(`${width} px ${(file.length / 1024).toFixed(1)} KB`);
  crops.push(await asShown(file));
}
const gap = 10;
const out = join(ROOT, 'test/screenshots/photo-looks.png');
await mkdir(join(out, '..'), { recursive: true });
await sharp({ create: { width: (CROP.width + gap) * crops.length, height: CROP.height, channels: 3, background: '#fff' } })
  .composite(crops.map((input, i) => ({ input, left: i * (CROP.width + gap), top: 0 })))
  .png()
  .toFile(out);
console.log(
  `Left to right: the original, then the AVIF (quality ${avif.options.quality}) at ${sizes.join(', ')}, each as a 375 px phone at DPR 3 shows it.\n${out}`,
);
