/**
 * The build's photos (issue 38): every photo and video poster media.ts names, made by photoVariants
 * into dist/photos/, two at a time (sharp is busy on every core it gets; more at once only waits).
 * A file the image library cannot read is refused with the line that names it; nothing is written.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaFile } from '../data/readMedia';
import { BuildError } from './BuildError';
import { MEDIA_FOLDERS } from './checkMediaFiles';
import type { LoadedData } from './loadData';
import { PHOTO_CACHE, ROOT } from './paths';
import { buildPhoto, type BuiltPhoto, type PhotoVariant } from './photoVariants';

/** A photo as the pages use it: its size and its files, without their bytes. */
export type Picture = Omit<BuiltPhoto, 'variants'> & { variants: Omit<PhotoVariant, 'bytes'>[] };

export interface Photos {
  /** What goes into dist/, by path from the repository: `dist/photos/…`. */
  files: Record<string, Uint8Array>;
  /** Each photo and poster by its name in media.ts. */
  pictures: Map<string, Picture>;
}

/** The photos and posters of `media` (loadData's); none without media.ts. */
export async function buildPhotos(media: LoadedData['media'], cacheDir = join(ROOT, PHOTO_CACHE)): Promise<Photos> {
  const photos: Photos = { files: {}, pictures: new Map() };
  if (!media) return photos;
  // A photo that is also a poster is made once.
  const queue = [...new Map(media.files.filter((entry) => entry.kind !== 'audio').map((entry) => [entry.file, entry])).values()];
  const problems: string[] = [];
  const make = async ({ file, kind, where, what }: MediaFile) => {
    const path = join(media.folder, MEDIA_FOLDERS[kind], file);
    try {
      const built = await buildPhoto(await readFile(path), file, { cacheDir });
      for (const variant of built.variants) photos.files[`dist/${variant.path}`] = variant.bytes;
      photos.pictures.set(file, { ...built, variants: built.variants.map(({ bytes: _bytes, ...rest }) => rest) });
    } catch (error) {
      problems.push(
        `${where}: ${what}: ${file} could not be read as a photo (${(error as Error).message.trim()}) – export it again as JPEG from the phone or camera`,
      );
    }
  };
  const workers = Array.from({ length: 2 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await make(next);
  });
  await Promise.all(workers);
  if (problems.length) {
    throw new BuildError(
      `${problems.length === 1 ? 'A photo' : `${problems.length} photos`} could not be read; nothing was written:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  return photos;
}
