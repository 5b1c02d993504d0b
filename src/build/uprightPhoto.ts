/**
 * The first step of every photo pipeline: the site's variants (photoVariants.ts), the press photo
 * (pressPhoto.ts), an upload's cleaning and a HEIC's conversion (src/editor/intakeUpload.ts) and the
 * editor's thumbnails (startEditor.ts) all start from the photo read by sharp and turned upright by
 * its EXIF orientation. Only here is it known that sharp's libvips reads no HEIC: an iPhone's photo is
 * decoded first (decodeHeic.ts), upright by its own rotation, into a PNG with nothing but its colour
 * profile, which the same step then reads. What follows (sizes, formats, the cache) is each pipeline's own.
 */
import { createHash } from 'node:crypto';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { ownSourceHash } from './cached';
import { decodeHeic as decodeHere, HEIC_DECODER, isHeic, SHARP_PIXEL_LIMIT } from './decodeHeic';

/** A HEIC decoder: decodeHeic in this thread (the build), or the editor's worker (heicDecoder.ts), which answers the same PNG. */
export type DecodeHeic = (bytes: Uint8Array, maxPixels: number) => Promise<{ png: Buffer }>;

export interface UprightOptions {
  /** Where a HEIC is decoded: in this thread unless given. */
  decodeHeic?: DecodeHeic;
  /** The most pixels a HEIC may have (decodeHeic refuses more): sharp's own limit unless given (an upload's is lower). */
  maxPixels?: number;
  /** How strictly sharp reads: 'error' (as the build reads a photo: a file cut short is refused) unless given; the editor's thumbnails keep sharp's default, 'warning'. */
  failOn?: SharpOptions['failOn'];
  /** The image library; photoVariants' tests hand in one that must not be called, to see the cache answer. */
  imageLibrary?: typeof sharp;
}

/**
 * What the made photos depend on in this step: this file's source and the HEIC decoder's. The build's
 * caches of made photos (photoVariants.ts, pressPhoto.ts) file their entries under it, so a change to
 * either makes every photo anew.
 */
export const UPRIGHT_PHOTO = createHash('sha256')
  .update(ownSourceHash(import.meta.url))
  .update(HEIC_DECODER)
  .digest('hex');

/**
 * The photo whose file's bytes are `source` (JPEG, PNG, WebP, AVIF, HEIC …) as a sharp image, upright:
 * the rest of a pipeline is chained to it. Throws the decoder's HeicUnreadable for a HEIC it cannot
 * read; sharp's error for any other unreadable file comes when the image is written.
 */
export async function uprightPhoto(source: Uint8Array, options: UprightOptions = {}): Promise<Sharp> {
  const { decodeHeic = decodeHere, maxPixels = SHARP_PIXEL_LIMIT, failOn = 'error', imageLibrary = sharp } = options;
  const readable = isHeic(source) ? (await decodeHeic(source, maxPixels)).png : source;
  return imageLibrary(readable, { failOn }).rotate();
}
