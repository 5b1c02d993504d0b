/**
 * The page's thumbnails (issue 37, the part Fotos): a small upright JPEG of a photo of photos/ or of
 * an upload staged, made once per version of the file and kept for the editor's session.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_FOLDERS } from '../../build/checkMediaFiles';
import { uprightPhoto } from '../../build/uprightPhoto';
import { decodeInWorker } from '../heicDecoder';
import type { Uploads } from '../uploads';

/** How wide the page's thumbnails are, in pixels. */
const THUMBNAIL_WIDTH = 320;

/** How many thumbnails the editor keeps made: a band's photos, and some uploads. */
const THUMBNAILS_KEPT = 500;

export interface Thumbnails {
  /**
   * The file a thumbnail's path names after THUMBNAIL_BASE and the token: a photo of photos/ by its
   * exact name, or `upload/<id>` of a photo staged; nothing else (no folder, no '..', no hidden file).
   */
  source(rest: string): Promise<string | undefined>;
  /** A small JPEG of the photo at `source` (a HEIC too), upright; undefined when it is none. */
  of(source: string): Promise<Buffer | undefined>;
}

export function thumbnails(folder: string, uploads: Uploads): Thumbnails {
  // By the file's path and version (its size and time), so a photo replaced is made anew.
  const made = new Map<string, Buffer>();
  return {
    async source(rest) {
      const upload = /^upload\/([0-9a-f]+)$/.exec(rest)?.[1];
      if (upload) {
        const staged = uploads.get(upload);
        return staged?.kind === 'photo' ? staged.path : undefined;
      }
      if (!rest || /[/\\]/.test(rest) || rest.startsWith('.')) return undefined;
      const photos = join(folder, MEDIA_FOLDERS.photo);
      return (await readdir(photos).catch(() => [] as string[])).includes(rest) ? join(photos, rest) : undefined;
    },
    async of(source) {
      const file = await stat(source).catch(() => undefined);
      if (!file?.isFile()) return undefined;
      const key = `${source}\0${file.size}\0${file.mtimeMs}`;
      const kept = made.get(key);
      if (kept) return kept;
      const image = await smallJpeg(source);
      if (!image) return undefined;
      if (made.size >= THUMBNAILS_KEPT) made.delete(made.keys().next().value as string);
      made.set(key, image);
      return image;
    },
  };
}

/** The photo at `source` upright and THUMBNAIL_WIDTH wide at most; undefined when it cannot be read as one. */
function smallJpeg(source: string): Promise<Buffer | undefined> {
  // A HEIC copied into photos/ by hand (the build converts it) is decoded as an upload is: in the worker, in its turn.
  return readFile(source)
    .then((bytes) => uprightPhoto(bytes, { decodeHeic: decodeInWorker, failOn: 'warning' }))
    .then((image) => image.resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer())
    .catch(() => undefined);
}
