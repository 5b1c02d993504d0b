/**
 * One of the band's photos as the site serves it (issue 38): AVIF, WebP and JPEG in a few widths,
 * turned upright by its EXIF orientation and then stripped of every piece of metadata (no GPS
 * position, camera serial number or date leaves the band's laptop), each file named by its content's
 * hash so a host may cache it for a year. sharp (libvips) does the work; what it made is kept by the
 * build's cache (cached.ts: filed by the hash of the source, the recipe and this file's own source,
 * written whole or not at all, the least recently used pruned, an unreadable cache not used, a damaged
 * entry made anew), so an unchanged photo costs nothing on the next build. The photo is read and
 * turned upright by uprightPhoto.ts, the step every photo pipeline shares (an iPhone's HEIC decoded there).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { cached, ownSourceHash } from './cached';
import { UPRIGHT_PHOTO, uprightPhoto } from './uprightPhoto';

/**
 * The widths made, never wider than the photo: a phone's screen at 1× (480), the grid's photos on a
 * phone at 3× and a photo across a phone's screen at 2× (720), the same at 3× (960), a wide screen (1600).
 * 720 is there for the phone (issue 48): without it a phone at 2× took the 960 px file for a grid photo
 * 343 px wide (686 needed) and at 3× the 1600 px one; ui/photoSizes.ts says which file each screen gets.
 */
export const PHOTO_WIDTHS = [480, 720, 960, 1600] as const;

/**
 * Each format with its encoder's settings, best first: the order of a <picture>'s sources, JPEG the
 * fallback every browser shows. AVIF at quality 45 (issue 48; 50 until then): a quarter fewer bytes
 * (a detailed 960 px stage photo 40 KB instead of 54), the difference a loss of fine grain only seen
 * side by side at twice the size (docs/performance.md). Its colour stays full (4:4:4, sharp's default
 * for AVIF): 4:2:0 saved 2–4 % on those photos, too little for half the colour's resolution.
 */
export const PHOTO_FORMATS = [
  { ext: 'avif', type: 'image/avif', format: 'avif', options: { quality: 45, effort: 4 } },
  { ext: 'webp', type: 'image/webp', format: 'webp', options: { quality: 72 } },
  { ext: 'jpg', type: 'image/jpeg', format: 'jpeg', options: { quality: 75, mozjpeg: true } },
] as const;

/**
 * The pipeline's version: the hash of this file's own source, which holds every step from the
 * upright photo to its cache entry (resizing, encoding, naming, packing; the reading and turning are
 * uprightPhoto.ts's, its hash in RECIPE). A change to any of them
 * makes every photo anew without anyone remembering to bump a number; so does an edit of a comment,
 * which costs one slower build.
 */
export const PHOTO_PIPELINE = ownSourceHash(import.meta.url);

/**
 * Everything the made files depend on besides the photo and this file (the reading and turning, HEIC's
 * decoder too: UPRIGHT_PHOTO): a change to any of it makes every photo anew.
 */
const RECIPE = { widths: PHOTO_WIDTHS, formats: PHOTO_FORMATS, versions: sharp.versions, upright: UPRIGHT_PHOTO };

/** How many made photos the cache keeps (the most recently used): the band's photos, and room for the ones it replaces. */
const KEEP_PHOTOS = 200;

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
  /** The pipeline's version (PHOTO_PIPELINE); tests hand in another, to see that an entry of another pipeline is not used. */
  pipeline?: string;
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

/** A made photo as one file for the cache: its record as JSON, its length in 4 bytes before it, then the variants' bytes in order. */
function packPhoto(photo: BuiltPhoto): Uint8Array {
  const record = Buffer.from(
    JSON.stringify({
      width: photo.width,
      height: photo.height,
      variants: photo.variants.map(({ path, type, width, height, bytes }) => ({ path, type, width, height, length: bytes.length })),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(record.length);
  return Buffer.concat([length, record, ...photo.variants.map((variant) => variant.bytes)]);
}

/** packPhoto's file back as the photo; throws for one that is not exactly what packPhoto writes. */
function unpackPhoto(file: Uint8Array): BuiltPhoto {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const size = bytes.length >= 4 ? bytes.readUInt32BE(0) : Infinity;
  const record = JSON.parse(bytes.subarray(4, 4 + size).toString('utf8')) as Omit<BuiltPhoto, 'variants'> & {
    variants: (Omit<PhotoVariant, 'bytes'> & { length: number })[];
  };
  const number = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
  const variantsRead =
    Array.isArray(record.variants) &&
    record.variants.every(
      (variant) =>
        typeof variant.path === 'string' &&
        typeof variant.type === 'string' &&
        [variant.width, variant.height, variant.length].every(number),
    );
  if (!number(record.width) || !number(record.height) || !variantsRead) throw new Error('not a made photo');
  let at = 4 + size;
  const variants = record.variants.map(({ length, ...variant }) => ({ ...variant, bytes: bytes.subarray(at, (at += length)) }));
  if (at !== bytes.length) throw new Error('not a made photo: its variants are not its length');
  return { width: record.width, height: record.height, variants };
}

/** Whether a cache entry is a photo packPhoto wrote; anything else is made anew. */
const isPackedPhoto = (file: Uint8Array) => {
  try {
    unpackPhoto(file);
    return true;
  } catch {
    return false;
  }
};

/**
 * Makes the variants of the photo `source` (its file's bytes), named after `file` ('kulturbahnhof-2025.jpg').
 * Throws sharp's error for a file it cannot read as an image (decodeHeic's for a HEIC); the caller
 * names the line that lists it.
 */
export async function buildPhoto(
  source: Uint8Array,
  file: string,
  { cacheDir, imageLibrary = sharp, pipeline = PHOTO_PIPELINE }: PhotoOptions,
): Promise<BuiltPhoto> {
  const stem = file.replace(/\.[^.]+$/, '').replace(/[^\w-]+/g, '-');
  const made = await cached(
    { RECIPE, pipeline, stem, source: hashOf(source) },
    async () => packPhoto(await makePhoto(source, stem, imageLibrary)),
    cacheDir,
    KEEP_PHOTOS,
    isPackedPhoto,
  );
  return unpackPhoto(made);
}

/** The variants, made by the image library. */
async function makePhoto(source: Uint8Array, stem: string, imageLibrary: typeof sharp): Promise<BuiltPhoto> {
  // Upright first (a phone stores a portrait photo lying down, with an orientation tag), then measured;
  // kept as raw pixels, so each variant is compressed once, from the source's own quality.
  const upright = await (await uprightPhoto(source, { imageLibrary })).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  const variants: PhotoVariant[] = [];
  for (const { ext, type, format, options } of PHOTO_FORMATS) {
    for (const wanted of widthsFor(width)) {
      let image = imageLibrary(upright.data, { raw: { width, height, channels } }).resize({ width: wanted, withoutEnlargement: true });
      // JPEG has no transparency: a PNG's clear parts become white, as on the page, not black.
      if (format === 'jpeg') image = image.flatten({ background: '#ffffff' });
      // No withMetadata(): sharp writes none of the source's EXIF, XMP or IPTC, and converts to sRGB.
      const { data, info } = await image.toFormat(format, options).toBuffer({ resolveWithObject: true });
      variants.push({
        path: `photos/${stem}-${info.width}.${hashOf(data, 10)}.${ext}`,
        type,
        width: info.width,
        height: info.height,
        bytes: data,
      });
    }
  }
  return { width, height, variants };
}
