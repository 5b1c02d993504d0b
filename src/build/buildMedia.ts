/**
 * The site's media (issue 38) made from their sources: the photos, posters and portrait by
 * buildPhotos, the recordings by buildAudio, and what the pages show of them (src/domain/media.ts),
 * every path relative to dist/. A band with neither media.ts nor a portrait gets no media at all,
 * and a band.js byte for byte as before.
 */
import type { Picture, PictureSource, SiteMedia } from '../domain/media';
import { videoNotice, videoPrivacy } from '../domain/videoPrivacy';
import { buildAudio } from './buildAudio';
import { buildPhotos, type Picture as BuiltPicture } from './buildPhotos';
import type { MediaSource } from './loadData';
import { PHOTO_CACHE, ROOT } from './paths';
import { join } from 'node:path';

/** A made photo as a <picture> shows it: its variants grouped by format, in the order they were made (AVIF, WebP, JPEG). */
export function pictureOf(photo: BuiltPicture): Picture {
  const sources = new Map<string, PictureSource>();
  for (const { type, path, width } of photo.variants) {
    const source = sources.get(type) ?? { type: type as PictureSource['type'], files: [] };
    source.files.push([path, width]);
    sources.set(type, source);
  }
  return { width: photo.width, height: photo.height, sources: [...sources.values()] };
}

export interface BuiltMedia {
  /** What goes into dist/, by path from the repository. */
  files: Record<string, Uint8Array>;
  /** Undefined when there is nothing to show. */
  media?: SiteMedia;
}

/** Makes everything `source` names; throws a BuildError (nothing written) for a photo the image library cannot read. */
export async function buildMedia(source: MediaSource | undefined, cacheDir = join(ROOT, PHOTO_CACHE)): Promise<BuiltMedia> {
  if (!source) return { files: {} };
  const photos = await buildPhotos(source, cacheDir);
  const recordings = await buildAudio(source);
  const picture = (file: string) => pictureOf(photos.pictures.get(file)!);
  const { lists, files } = source;
  const portrait = files.find((file) => file.what === 'portrait');
  const media: SiteMedia = {
    photos: lists.photos.map(({ file, alt, credit }) => ({ picture: picture(file), alt, credit })),
    videos: lists.videos.map(({ title, poster, ...video }) => ({
      video:
        video.provider === 'vimeo'
          ? { provider: 'vimeo', id: video.id, ...(video.hash && { hash: video.hash }) }
          : { provider: 'youtube', id: video.id },
      title,
      notice: videoNotice(video.provider),
      ...(poster && { poster: picture(poster) }),
    })),
    audio: recordings.audio,
    ...(portrait && { portrait: picture(portrait.file) }),
    ...(lists.videos.length && { privacy: videoPrivacy([...new Set(lists.videos.map((video) => video.provider))]) }),
  };
  return { files: { ...photos.files, ...recordings.files }, media };
}
