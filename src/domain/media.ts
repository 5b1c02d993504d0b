/**
 * The band's photos, videos and recordings as the site shows them (issue 38): what
 * the build made of src/data/media.ts and the files beside it. Every file is named
 * by its path in dist/ (`photos/kulturbahnhof-2025-960.3f2a9c1b07.avif`); whoever
 * hands the data to the pages says where dist/ is (`rebaseMedia`): the build's
 * pages by a relative prefix ('' for dist/index.html, 'dist/' for demo.html), band.js
 * by its own address, so a photo loads from the band's site whichever page shows it.
 */
import type { VideoRef } from './videoAddress';
import type { VideoPrivacy } from './videoPrivacy';

/** A photo in one format: the `srcset` of one `<source>`, each file with its width. */
export interface PictureSource {
  type: 'image/avif' | 'image/webp' | 'image/jpeg';
  /** Widths ascending: `[path, width]`. */
  files: [path: string, width: number][];
}

/** A photo as a `<picture>` shows it: its upright size (for width and height: nothing shifts while it loads) and its files. */
export interface Picture {
  width: number;
  height: number;
  /** AVIF, WebP, JPEG, in that order; the JPEG is the `<img>`'s own, for every browser. */
  sources: PictureSource[];
}

export interface SitePhoto {
  picture: Picture;
  alt: string;
  /** Who took it: the Impressum credits every photographer. */
  credit: string;
}

export interface SiteVideo {
  video: VideoRef;
  title: string;
  /** The sentence beside its button (videoPrivacy.ts, videoNotice): data, so a site without videos ships none of it. */
  notice: string;
  /** The band's own poster; none: the drawn one. Never the provider's thumbnail. */
  poster?: Picture;
}

export interface SiteAudio {
  /** `audio/medley-80er.3f2a9c1b07.mp3` */
  path: string;
  type: 'audio/mpeg' | 'audio/ogg';
  title: string;
}

/** Everything the site shows of the band's media; a list left empty shows nothing of its kind. */
export interface SiteMedia {
  photos: SitePhoto[];
  videos: SiteVideo[];
  audio: SiteAudio[];
  /** The Kontakt page's portrait (band.ts `portrait`); none: the drawn one. */
  portrait?: Picture;
  /** What the privacy statement says of the videos' providers (videoPrivacy.ts): there exactly when there are videos. */
  privacy?: VideoPrivacy;
}

export const NO_MEDIA: SiteMedia = { photos: [], videos: [], audio: [] };

/** Whether the band has anything to show: a portrait alone does not count (Kontakt shows it, Home does not). */
export const hasMedia = (media: SiteMedia | undefined): media is SiteMedia =>
  Boolean(media && media.photos.length + media.videos.length + media.audio.length);

/** Every photographer, each once, in the order the site shows their photos (the portrait's first). */
export function photoCredits(media: SiteMedia | undefined, portraitCredit = ''): string[] {
  return [...new Set([portraitCredit, ...(media?.photos ?? []).map((photo) => photo.credit)].filter(Boolean))];
}

/** A file the build made: `photos/…` or `audio/…`, named with 10 hex of its content's hash. No text the band writes looks like it. */
const MADE_FILE = /^(photos|audio)\/[\w-]+\.[0-9a-f]{10}\.\w+$/;

/**
 * The same media with every file behind `base` ('dist/', or band.js's folder as an absolute address
 * with its slash). By the files' names rather than their places: band.js carries the smaller code.
 */
export const rebaseMedia = (media: SiteMedia, base: string): SiteMedia =>
  JSON.parse(JSON.stringify(media), (_key, value: unknown) => (typeof value === 'string' && MADE_FILE.test(value) ? base + value : value));

/** The widest JPEG: the `<img>`'s own src, and the link preview's image. */
export function largestJpeg(picture: Picture): [path: string, width: number, height: number] {
  const jpeg = picture.sources.find((source) => source.type === 'image/jpeg') ?? picture.sources[picture.sources.length - 1]!;
  const [path, width] = jpeg.files[jpeg.files.length - 1]!;
  return [path, width, Math.round((picture.height * width) / picture.width)];
}
