/**
 * The band's recordings (issue 38) as the site serves them: each file copied as it is into
 * dist/audio/, named by its content's hash (`audio/medley-80er.3f2a9c1b07.mp3`), so a host may
 * cache it for a year and a new recording under the old name reaches every visitor. Nothing is
 * re-encoded: the band's MP3 or Opus file is what plays.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteAudio } from '../domain/media';
import { folderOf } from './checkMediaFiles';
// What a browser is told each kind of recording is (Opus travels in Ogg): the host's own table.
import { MEDIA_TYPES } from '../static/hosting';
import type { MediaSource } from './loadData';

export interface Recordings {
  /** What goes into dist/, by path from the repository: `dist/audio/…`. */
  files: Record<string, Uint8Array>;
  /** In media.ts's order. */
  audio: SiteAudio[];
}

/** The recordings media.ts lists, read from the data folder's audio/ (checkMediaFiles found each there, of its kind). */
export async function buildAudio(media: MediaSource | undefined): Promise<Recordings> {
  const recordings: Recordings = { files: {}, audio: [] };
  for (const { file, title } of media?.lists.audio ?? []) {
    const bytes = await readFile(join(media!.folder, await folderOf(media!.folder, 'audio', file), file));
    const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
    const stem = file.slice(0, file.lastIndexOf('.')).replace(/[^\w-]+/g, '-');
    const path = `audio/${stem}.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.${ext}`;
    recordings.files[`dist/${path}`] = bytes;
    recordings.audio.push({ path, type: MEDIA_TYPES.audio[ext as keyof typeof MEDIA_TYPES.audio], title });
  }
  return recordings;
}
