/**
 * The band's recordings (issue 38) as the site serves them: each file's sound as it is, without its
 * tags (issue 45: an MP3's ID3, APE and Lyrics3 tags, an Opus file's comments; names, a GPS position
 * and the cover picture stay on the laptop), into dist/audio/, named by the hash of what ships
 * (`audio/medley-80er.3f2a9c1b07.mp3`): a host may cache it for a year, a new recording under the
 * old name reaches every visitor, and a changed tag alone changes no address. Nothing is
 * re-encoded: the band's MP3 or Opus frames are what plays.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteAudio } from '../domain/media';
import { BuildError } from './BuildError';
import { folderOf } from './checkMediaFiles';
// What a browser is told each kind of recording is (Opus travels in Ogg): the host's own table.
import { MEDIA_TYPES } from '../static/hosting';
import type { MediaSource } from './loadData';
import { stripMp3Tags } from './mp3Tags';
import { stripOggComments } from './oggComments';
import { RecordingRefused } from './RecordingRefused';

export interface Recordings {
  /** What goes into dist/, by path from the repository: `dist/audio/…`. */
  files: Record<string, Uint8Array>;
  /** In media.ts's order. */
  audio: SiteAudio[];
}

/** Each kind of recording the data check lets through (readMedia.ts), its sound without its tags. */
const WITHOUT_TAGS: Record<keyof typeof MEDIA_TYPES.audio, { strip: (file: Uint8Array) => Uint8Array; as: string }> = {
  mp3: { strip: stripMp3Tags, as: 'MP3' },
  opus: { strip: stripOggComments, as: 'Opus' },
};

/**
 * The recordings media.ts lists, read from the data folder's audio/ (checkMediaFiles found each there,
 * of its kind). Throws a BuildError naming each recording whose tags or pages are damaged: nothing is written.
 */
export async function buildAudio(media: MediaSource | undefined): Promise<Recordings> {
  const recordings: Recordings = { files: {}, audio: [] };
  const problems: string[] = [];
  for (const { file, title } of media?.lists.audio ?? []) {
    const bytes = await readFile(join(media!.folder, await folderOf(media!.folder, 'audio', file), file));
    const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase() as keyof typeof WITHOUT_TAGS;
    const { strip, as } = WITHOUT_TAGS[ext];
    let sound: Uint8Array;
    try {
      sound = strip(bytes);
    } catch (error) {
      if (!(error instanceof RecordingRefused)) throw error;
      const entry = media!.files.find((named) => named.kind === 'audio' && named.file === file);
      problems.push(
        `${entry ? `${entry.where}: ${entry.what}: ` : ''}${file} cannot go online as it is: ${error.message} – export it again as ${as} (e.g. with Audacity) and build again`,
      );
      continue;
    }
    const stem = file.slice(0, file.lastIndexOf('.')).replace(/[^\w-]+/g, '-');
    const path = `audio/${stem}.${createHash('sha256').update(sound).digest('hex').slice(0, 10)}.${ext}`;
    recordings.files[`dist/${path}`] = sound;
    recordings.audio.push({ path, type: MEDIA_TYPES.audio[ext], title });
  }
  if (problems.length) {
    throw new BuildError(
      `${problems.length === 1 ? 'A recording' : `${problems.length} recordings`} could not be published; nothing was written:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  return recordings;
}
