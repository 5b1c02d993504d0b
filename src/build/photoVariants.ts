/**
 * One of the band's photos as the site serves it (issue 38): AVIF, WebP and JPEG in a few widths,
 * turned upright by its EXIF orientation and then stripped of every piece of metadata (no GPS
 * position, camera serial number or date leaves the band's laptop), each file named by its content's
 * hash so a host may cache it for a year. sharp (libvips) does the work; what it made is kept in a
 * cache folder by the source's hash, so an unchanged photo costs nothing on the next build.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

/** The widths made, in CSS pixels of a phone (480), a phone at 2× (960) and a wide screen (1600); never wider than the photo. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** Each format, best first: the order of a <picture>'s sources, JPEG the fallback every browser shows. */
export const PHOTO_FORMATS = [
  { ext: 'avif', type: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 4 }) },
  { ext: 'webp', type: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 72 }) },
  { ext: 'jpg', type: 'image/jpeg', encode: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }) },
] as const;

/** Changed whenever what is made changes (widths, formats, their settings, sharp): the cache then starts anew. */
const RECIPE = JSON.stringify({ widths: PHOTO_WIDTHS, quality: [50, 72, 75], sharp: sharp.versions.sharp, version: 1 });

export interface PhotoVariant {
  /** Its path in dist/: `photos/kulturbahnhof-2025-960.3f2a9c1b07.webp`. */
  path: string;
  type: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

export interface BuiltPhoto {
  /** The upright photo's size: what `width` and `height` of its <img> say, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** Every format at every width, widths ascending within each format, formats in PHOTO_FORMATS' order. */
  variants: PhotoVariant[];
}

export interface PhotoOptions {
  /** Where made photos are kept between builds (.cache/photos). */
  cacheDir: string;
  /** The image library; tests hand in one that must not be called, to see the cache answer. */
  imageLibrary?: typeof sharp;
}

const hashOf = (bytes: Uint8Array, length = 64) => createHash('sha256').update(bytes).digest('hex').slice(0, length);

/**
 * The widths made of a photo `width` pixels wide: each of PHOTO_WIDTHS below it, and its own (up to
 * the widest), so a 2× screen gets every pixel the photo has.
 */
export const widthsFor = (width: number) => {
  const top = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  return [...PHOTO_WIDTHS.filter((wanted) => wanted < top), top];
};

/** The cache's record of a photo: everything but the bytes, which lie beside it by their path's name. */
interface CacheRecord {
  width: number;
  height: number;
  variants: Omit<PhotoVariant, 'bytes'>[];
}

/**
 * Makes the variants of the photo `source` (its file's bytes), named after `file` ('kulturbahnhof-2025.jpg').
 * Throws sharp's error for a file it cannot read as an image; the caller names the line that lists it.
 */
export async function buildPhoto(source: Uint8Array, file: string, { cacheDir, imageLibrary = sharp }: PhotoOptions): Promise<BuiltPhoto> {
  const stem = file.replace(/\.[^.]+$/, '').replace(/[^\w-]+/g, '-');
  const folder = join(cacheDir, hashOf(Buffer.concat([Buffer.from(RECIPE), Buffer.from(stem), source])));
  const cached = await readFile(join(folder, 'photo.json'), 'utf8').then(
    (text) => JSON.parse(text) as CacheRecord,
    () => undefined,
  );
  if (cached) {
    const variants = await Promise.all(
      cached.variants.map(async (variant) => ({ ...variant, bytes: await readFile(join(folder, variant.path.replace(/\//g, '_'))) })),
    );
    return { width: cached.width, height: cached.height, variants };
  }

  // Upright first (a phone stores a portrait photo lying down, with an orientation tag), then measured.
  const upright = await imageLibrary(source, { failOn: 'error' }).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const variants: PhotoVariant[] = [];
  for (const { ext, type, encode } of PHOTO_FORMATS) {
    for (const wanted of widthsFor(width)) {
      // No withMetadata(): sharp writes none of the source's EXIF, XMP or IPTC, and converts to sRGB.
      const { data, info } = await encode(imageLibrary(upright.data).resize({ width: wanted, withoutEnlargement: true })).toBuffer({
        resolveWithObject: true,
      });
      variants.push({
        path: `photos/${stem}-${info.width}.${hashOf(data, 10)}.${ext}`,
        type,
        width: info.width,
        height: info.height,
        bytes: data,
      });
    }
  }

  // Into the cache in one step: a build cut off halfway leaves no record without its files.
  const temporary = `${folder}.${process.pid}.tmp`;
  await mkdir(temporary, { recursive: true });
  for (const variant of variants) await writeFile(join(temporary, variant.path.replace(/\//g, '_')), variant.bytes);
  const record: CacheRecord = {
    width,
    height,
    variants: variants.map(({ path, type, width: wide, height: high }) => ({ path, type, width: wide, height: high })),
  };
  await writeFile(join(temporary, 'photo.json'), JSON.stringify(record));
  await rename(temporary, folder).catch(() => rm(temporary, { recursive: true, force: true }));
  return { width, height, variants };
}
