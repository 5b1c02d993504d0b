// How long the build's photos take (issue 38: 20 photos within 60 s the first time, 3 s when
// nothing changed): 20 phone-sized photos (4032 × 3024, a scene with gradients and shapes, as
// JPEG at quality 90 with EXIF, about what a phone saves) made by buildPhotos into an empty cache,
// then again from it. Prints the times and the bytes a 375 px phone loads for the first photo.
//
//   node --import tsx test/bench/photoBuild.ts [--photos 20]
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildPhotos } from '../../src/build/buildPhotos';
import type { MediaFile } from '../../src/data/readMedia';

const args = process.argv.slice(2);
const COUNT = Number(args[args.indexOf('--photos') + 1]) || 20;

/** A scene a camera might see: a sky-to-stage gradient, lights, a crowd of shapes; different for each `seed`. */
function scene(seed: number): Buffer {
  const shapes = Array.from({ length: 60 }, (_, index) => {
    const x = (seed * 97 + index * 211) % 4032;
    const y = 1600 + ((seed * 53 + index * 137) % 1400);
    const r = 40 + ((index * 31) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(seed * 40 + index * 17) % 360},60%,${30 + (index % 40)}%)" fill-opacity="0.8"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4032" height="3024"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="hsl(${seed * 20},50%,15%)"/><stop offset="1" stop-color="hsl(${seed * 20 + 40},70%,55%)"/></linearGradient></defs>` +
      `<rect width="4032" height="3024" fill="url(#g)"/>${shapes}</svg>`,
  );
}

const folder = await mkdtemp(join(tmpdir(), 'band-photo-bench-'));
const cache = join(folder, 'cache');
await mkdir(join(folder, 'photos'));
const files: MediaFile[] = [];
for (let seed = 0; seed < COUNT; seed++) {
  const name = `buehne-${String(seed + 1).padStart(2, '0')}.jpg`;
  const photo = await sharp(scene(seed))
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' } })
    .toBuffer();
  await writeFile(join(folder, 'photos', name), photo);
  files.push({ file: name, kind: 'photo', where: `media.ts:${seed + 2}`, what: `photo "${name}"` });
}
const media = { lists: { photos: [], videos: [], audio: [] }, files, folder };

const timed = async () => {
  const began = performance.now();
  const photos = await buildPhotos(media, cache);
  return { seconds: (performance.now() - began) / 1000, photos };
};
const first = await timed();
const again = await timed();
const phone = first.photos.pictures.get(files[0]!.file)!.variants.find((variant) => variant.type === 'image/avif' && variant.width === 960);
const bytes = phone ? first.photos.files[`dist/${phone.path}`]!.length : 0;
console.log(`${COUNT} photos of 4032 × 3024 on ${cpus().length} cores, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}):`);
console.log(`  first build:     ${first.seconds.toFixed(1)} s (target: within 60 s for 20)`);
console.log(`  nothing changed: ${again.seconds.toFixed(2)} s (target: within 3 s)`);
console.log(
  `  files made: ${Object.keys(first.photos.files).length}; the first photo as a 375 px phone at 2× loads it (AVIF, 960 px): ${(bytes / 1000).toFixed(1)} KB`,
);
await rm(folder, { recursive: true, force: true });
