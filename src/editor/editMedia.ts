/**
 * The editor's changes to src/data/media.ts (issue 46, part "Fotos & Videos"): a photo, a video or a
 * recording added as a line at the end of its list, a photo's texts replaced, a photo moved to the
 * front (Als Titelbild), an entry removed. As for gigs and songs (editEntries.ts, whose finding of the
 * list, refusals and edits these are), only the changed lines change and every other byte stays as the
 * band wrote it. A media.ts that is missing, or lacks the export of a list, gets what the change needs:
 * the file as the repository ships it, or the list's `export const` appended at the end.
 *
 * Pure: the caller reads the file ('' where there is none), passes its text, and writes what comes back.
 */
import type { RawAudio, RawPhoto, RawVideo, MediaList } from '../data/readMedia';
import { entryAt, findList, formatEntry, insertEntry, removeEntry, replaceEntry, withList } from './editEntries';
import { applied, lineBreak, lineEndAfterComments, lineStart, nextLine, startsLine, type Edit } from './sourceText';

/** The type each list is declared with, as the shipped media.ts declares it. */
const TYPES: Record<MediaList, string> = { photos: 'RawPhoto', videos: 'RawVideo', audio: 'RawAudio' };

/** media.ts where there is none yet: the shipped file's form, its lists empty. */
export const NEW_MEDIA = [
  '/**',
  " * The band's photos, videos and recordings (docs/band.md). Photos and posters lie in src/data/photos/,",
  ' * recordings in src/data/audio/; each line names one file there.',
  ' */',
  "import type { RawAudio, RawPhoto, RawVideo } from './readMedia';",
  '',
  'export const photos: RawPhoto[] = [];',
  '',
  'export const videos: RawVideo[] = [];',
  '',
  'export const audio: RawAudio[] = [];',
  '',
].join('\n');

/** media.ts's `list` declared (editEntries' withList): '' is a missing media.ts, which becomes NEW_MEDIA. */
export const withMediaList = (source: string, list: MediaList): string => withList(source, list, TYPES[list], './readMedia', NEW_MEDIA);

// ---- the lines

/** The keys of each kind of entry in the order docs/band.md writes them. */
const PHOTO_KEYS = ['file', 'alt', 'credit'] as const;
const VIDEO_KEYS = ['youtube', 'vimeo', 'title', 'poster'] as const;
const AUDIO_KEYS = ['file', 'title'] as const;

/** A photo as one line of media.ts: `{ file: 'buehne.jpg', alt: 'Upgrade auf der Bühne', credit: 'Anna Beispiel' }`. */
export const formatPhoto = (photo: RawPhoto) => formatEntry(photo, PHOTO_KEYS, 'photo');

/** A video as one line: `{ youtube: 'https://youtu.be/…', title: 'Live 2025', poster: 'video.jpg' }` (without a poster: none). */
export const formatVideo = (video: RawVideo) =>
  formatEntry({ ...video, poster: video.poster ? video.poster : undefined }, VIDEO_KEYS, 'video');

/** A recording as one line: `{ file: 'medley.mp3', title: 'Medley 80er (live)' }`. */
export const formatAudio = (audio: RawAudio) => formatEntry(audio, AUDIO_KEYS, 'recording');

// ---- the changes

/** media.ts (`''` where there is none) with `entry` (one line) at the end of `list`. */
export function addMedia(source: string, list: MediaList, entry: string): string {
  return insertEntry(withMediaList(source, list), list, entry);
}

/** media.ts with entry `index` of `list` replaced by `entry`; what stands around it stays. */
export function replaceMedia(source: string, list: MediaList, index: number, entry: string): string {
  return replaceEntry(source, list, index, entry);
}

/** media.ts without entry `index` of `list`. */
export function removeMedia(source: string, list: MediaList, index: number): string {
  return removeEntry(source, list, index);
}

/**
 * media.ts with entry `index` of `list` first (Als Titelbild: the first photo leads the Home page).
 * Where the entry and the first one each stand on lines of their own, the entry's lines (with a
 * comment after it on its last line) move above the first entry's and nothing else changes; a list
 * written on one line gets the entry's text moved to its front. The comma the entry's last place
 * had (a list without trailing commas) stays with that place.
 */
export function moveToFront(source: string, list: MediaList, index: number): string {
  const found = findList(source, list);
  const entry = entryAt(found, list, index);
  const first = found.entries[0];
  if (index === 0 || !first) return source;
  const text = source.slice(entry.start, entry.end);
  const edits: Edit[] = [];
  const after = entry.comma >= 0 ? entry.comma + 1 : entry.end;
  const restEnds = lineEndAfterComments(source, after);
  const before = found.entries[index - 1];
  if (startsLine(source, entry.start) && restEnds >= 0 && startsLine(source, first.start)) {
    // Its lines go, whole, above the first entry's; without a comma of its own it takes the one before it along.
    const lines = source.slice(lineStart(source, entry.start), nextLine(source, restEnds));
    const moved =
      entry.comma >= 0
        ? lines
        : lines.slice(0, entry.end - lineStart(source, entry.start)) + ',' + lines.slice(entry.end - lineStart(source, entry.start));
    const ended = /\n$/.test(moved) ? moved : `${moved}${lineBreak(source)}`;
    if (entry.comma < 0 && before && before.comma >= 0) edits.push({ at: before.comma, to: before.comma + 1, text: '' });
    edits.push({ at: lineStart(source, first.start), to: lineStart(source, first.start), text: ended });
    edits.push({ at: lineStart(source, entry.start), to: nextLine(source, restEnds), text: '' });
    return applied(source, edits);
  }
  // On one line with others: the entry's text and its comma go to the front, the place it leaves closes up.
  const rest = removeEntry(source, list, index);
  const start = findList(rest, list).entries[0]?.start ?? first.start;
  return applied(rest, [{ at: start, to: start, text: `${text}, ` }]);
}
