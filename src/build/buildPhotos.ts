/**
 * The build's photos (issue 38): every photo and video poster media.ts names, made by photoVariants
 * into dist/photos/, two at a time (twoAtATime).
 * A file the image library cannot read is refused with the line that names it; nothing is written.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaFile } from '../data/readMedia';
import { english, entryOfWords } from '../domain/refusals';
import { BuildError } from './BuildError';
import { MEDIA_FOLDERS } from './checkMediaFiles';
import type { MediaSource } from './loadData';
import { PHOTO_CACHE, ROOT } from './paths';
import { buildPhoto, type BuiltPhoto, type PhotoVariant } from './photoVariants';
import { twoAtATime } from './twoAtATime';

/** A photo as the pages use it: its size and its files, without their bytes. */
export type Picture = Omit<BuiltPhoto, 'variants'> & { variants: Omit<PhotoVariant, 'bytes'>[] };

export interface Photos {
  /** What goes into dist/, by path from the repository: `dist/photos/…`. */
  files: Record<string, Uint8Array>;
  /** Each photo and poster by its name in media.ts. */
  pictures: Map<string, Picture>;
}

/** The photos, posters and portrait `media` names (loadData's); none where it names none. */
export async function buildPhotos(media: MediaSource | undefined, cacheDir = join(ROOT, PHOTO_CACHE)): Promise<Photos> {
  const photos: Photos = { files: {}, pictures: new Map() };
  if (!media) return photos;
  // A photo that is also a poster or the portrait is made once.
  const entries = [...new Map(media.files.filter((entry) => entry.kind !== 'audio').map((entry) => [entry.file, entry])).values()];
  const read = (entry: MediaFile) => readFile(join(media.folder, MEDIA_FOLDERS[entry.kind], entry.file));
  const built = await twoAtATime(entries, async (entry) => buildPhoto(await read(entry), entry.file, { cacheDir }).catch(() => undefined));
  // In media.ts's order, whichever finished first.
  const problems: string[] = [];
  for (const [i, entry] of entries.entries()) {
    const photo = built[i];
    if (photo) {
      for (const variant of photo.variants) photos.files[`dist/${variant.path}`] = variant.bytes;
      photos.pictures.set(entry.file, { ...photo, variants: photo.variants.map(({ bytes: _bytes, ...rest }) => rest) });
      continue;
    }
    // Read again alone for its reason: libvips keeps one error text for all its work, so two photos
    // failing at once mix their reasons (or leave "Unknown error"). The first lone read can still carry
    // what the side-by-side round left in that text; the second is the photo's own.
    const alone = async () => buildPhoto(await read(entry), entry.file, { cacheDir });
    const reason = await alone()
      .catch(() => alone())
      .then(
        () => 'it could be read on a second try; build again',
        (error: Error) => error.message.trim(),
      );
    problems.push(
      english({ where: entry.where, entry: entryOfWords(entry.what), said: { kind: 'photoUnreadable', file: entry.file, reason } }),
    );
  }
  if (problems.length) {
    throw new BuildError(
      `${problems.length === 1 ? 'A photo' : `${problems.length} photos`} could not be read; nothing was written:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  return photos;
}
