/**
 * A photo as a press download (issue 47): one JPEG for print, as wide as the original up to
 * PRESS_PHOTO_WIDTH (never enlarged), upright, in sRGB, with none of the original's metadata (no
 * EXIF, GPS position, XMP or IPTC), as every photo the site serves (photoVariants.ts). Kept by the
 * build's cache like the site's photos (cached.ts), filed by the source's hash, the recipe and this
 * file's own source, so an unchanged photo costs nothing on the next build and comes out byte for byte
 * the same. A folder of its own: the site's photos prune theirs by count, and would count these.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { cached, ownSourceHash } from './cached';
import { UPRIGHT_PHOTO, uprightPhoto } from './uprightPhoto';

/** 3000 px: 25 cm wide at 300 dpi, a full magazine page's width; a 12 MP phone photo is 4032 px wide. */
export const PRESS_PHOTO_WIDTH = 3000;

/**
 * Quality 90 with full colour resolution (4:4:4: no halved colour at red and blue edges, a stage's
 * light), mozjpeg's trellis quantisation and tables, which make the same quality about a fifth
 * smaller, but baseline, not progressive: what every layout program and print workflow reads. A 12 MP
 * photo comes to about 1.7 MB.
 */
export const PRESS_JPEG = {
  quality: 90,
  chromaSubsampling: '4:4:4',
  trellisQuantisation: true,
  overshootDeringing: true,
  quantisationTable: 3,
  progressive: false,
} as const;

/** This file's source: a change to any step makes every press photo anew (as PHOTO_PIPELINE does for the site's). */
const PIPELINE = ownSourceHash(import.meta.url);

/** What the JPEG depends on besides the photo and this file: the reading and turning, HEIC's decoder too (UPRIGHT_PHOTO). */
const RECIPE = { width: PRESS_PHOTO_WIDTH, jpeg: PRESS_JPEG, versions: sharp.versions, upright: UPRIGHT_PHOTO };

/** How many press photos the cache keeps (the most recently used): the band's, and room for those it replaces. */
const KEEP_PRESS_PHOTOS = 100;

export interface PressJpeg {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** A whole JPEG: its start and end markers. Anything else in the cache is made anew. */
const isJpeg = (file: Uint8Array) =>
  file.length > 4 && file[0] === 0xff && file[1] === 0xd8 && file.at(-2) === 0xff && file.at(-1) === 0xd9;

/** The press JPEG of the photo whose file's bytes are `source`; throws the image library's error for one it cannot read. */
export async function pressPhoto(source: Uint8Array, cacheDir: string): Promise<PressJpeg> {
  const bytes = await cached(
    { RECIPE, pipeline: PIPELINE, source: createHash('sha256').update(source).digest('hex') },
    () => makePressPhoto(source),
    cacheDir,
    KEEP_PRESS_PHOTOS,
    isJpeg,
  );
  // The size from the JPEG's header: nothing decoded.
  const { width, height } = await sharp(bytes).metadata();
  return { bytes, width, height };
}

async function makePressPhoto(source: Uint8Array): Promise<Uint8Array> {
  // Upright, a HEIC decoded (uprightPhoto.ts).
  return (
    (await uprightPhoto(source))
      .resize({ width: PRESS_PHOTO_WIDTH, withoutEnlargement: true })
      // JPEG has no transparency: a PNG's clear parts become white, as on paper.
      .flatten({ background: '#ffffff' })
      // No withMetadata(): sharp writes none of the source's EXIF, XMP or IPTC, and converts to sRGB.
      .jpeg(PRESS_JPEG)
      .toBuffer()
  );
}
