/**
 * The band's photos, videos and recordings (src/data/media.ts, issue 38): each
 * entry read as strictly as a gig, and named in every message by its file or
 * title, e.g.
 *   src/data/media.ts:5: photo "kulturbahnhof-2025.jpg": alt is missing – describe what the photo shows, e.g. '…'
 * Only what the file itself says is checked here. Whether each named file is in
 * the folder, is whole and is listed is the build's part: readMedia hands it the
 * files named, each with the line that names it (`files`).
 */
import { typeset } from '../domain/typography';
import { videoReading, type VideoProvider, type VideoRef } from '../domain/videoAddress';
import { readEntries } from './readEntries';
import { isObject, optional, record, text, type Reader, type Report } from './readRecord';
import { entryWords, type Advice, type Entry, type Problem, type Said } from '../domain/refusals';
import { nearKey } from './unknownKey';

/** A photo as written in data/media.ts; the file lies in src/data/photos/. */
export interface RawPhoto {
  /** The file's name only: 'kulturbahnhof-2025.jpg' (JPEG, PNG, WebP, or HEIC, which the build converts). */
  file: string;
  /** What the photo shows, for those who cannot see it. */
  alt: string;
  /** Who took it: the Impressum credits every photographer. */
  credit: string;
}

/** A video as written in data/media.ts: its address at YouTube or at Vimeo, never both. */
export type RawVideo = ({ youtube: string; vimeo?: never } | { vimeo: string; youtube?: never }) & {
  /** Names the video on its button and link. */
  title: string;
  /** A photo's file name in src/data/photos/ shown until the click; left out: a drawn poster. */
  poster?: string;
};

/** A recording as written in data/media.ts: the band's own MP3 or Opus file. */
export interface RawAudio {
  file: string;
  title: string;
}

/** What data/media.ts exports; a list left out is an empty one. */
export interface RawMedia {
  photos?: readonly RawPhoto[];
  videos?: readonly RawVideo[];
  audio?: readonly RawAudio[];
}

/** A photo as the site uses it: texts trimmed and typeset. */
export interface Photo {
  file: string;
  alt: string;
  credit: string;
}

/** A video as the site uses it: the provider's id, its title, and its poster's file name ('' for the drawn one). */
export type Video = VideoRef & { title: string; poster: string };

export interface Audio {
  file: string;
  title: string;
}

/** The media as the site uses them, in the band's order. */
export interface Media {
  photos: Photo[];
  videos: Video[];
  audio: Audio[];
}

/** A file the media name, for the build's checks on the disk; `where` and `what` begin its messages. */
export interface MediaFile {
  file: string;
  /** A photo and a video's poster lie in src/data/photos/. */
  kind: 'photo' | 'poster' | 'audio';
  /** The line that names it: 'src/data/media.ts:5'. */
  where: string;
  /** The entry as the messages name it: 'photo "kulturbahnhof-2025.jpg"', 'video "Live im Kulturbahnhof 2025"'. */
  what: string;
  /** Where band.ts names it (the portrait): the key path of the field, for the editor's form. */
  path?: string;
}

export type MediaList = 'photos' | 'videos' | 'audio';

/**
 * Where something in media.ts stands, for messages: 'src/data/media.ts:5'.
 * `name` is an export's name ('photos', or one misspelt), `index` an entry's
 * position in that list; without `index` the export, with '' the file.
 */
export type LocateMedia = (name: string, index?: number) => string;

/** Without the source (tests, the app), entries are named by list and position. */
export const locateMediaByPosition: LocateMedia = (name, index) =>
  `src/data/media.ts${name ? ` (${name}${index === undefined ? '' : ` entry ${index + 1}`})` : ''}`;

const LISTS: MediaList[] = ['photos', 'videos', 'audio'];

/** Problems of every message of a field get the same advice: `alt is missing – describe what the photo shows, e.g. '…'`. */
const advised =
  <T>(read: Reader<T>, advice: Advice): Reader<T> =>
  (value, path, report) =>
    read(value, path, (at, said) => report(at, said, advice));

/**
 * Why `name` (written `got` at `path`) is no plain file name, or undefined. The build looks a file up
 * by this name in one folder, so a folder or `..` would reach outside it, and an address would load
 * from another site.
 */
function notPlain(name: string, got: unknown, path: string, example: string): Said | undefined {
  // A scheme of two letters or more: 'C:' is a Windows drive, said below as a folder.
  if (/^[a-z][a-z\d+.-]+:/i.test(name) || name.startsWith('//')) return { kind: 'fileIsAddress', path, got, example };
  // 'C:foto.jpg' is a file in a Windows drive's current folder: a folder too.
  if (/[/\\]/.test(name) || /^[a-z]:/i.test(name) || name.startsWith('.')) return { kind: 'fileInFolder', path, got, example };
  return undefined;
}

// HEIC, an iPhone's own format, is taken too: no browser shows it, but the build converts it to JPEG.
const IMAGE_FILE = /\.(jpe?g|png|webp|heic|heif)$/i;

/**
 * Why `name` is no photo's file name the build can use, or undefined: plain, and of a kind the build
 * turns into AVIF, WebP and JPEG. Also the portrait's rule (readBand.ts); `example` is said in the advice.
 */
export const photoFileRule =
  (example: string) =>
  (name: string, got: unknown, path = 'file'): Said | undefined =>
    notPlain(name, got, path, example) ?? (IMAGE_FILE.test(name) ? undefined : { kind: 'notPhotoFile', path, got });

/** A photo's or poster's file name. */
const imageFile = text({ rule: photoFileRule('kulturbahnhof-2025.jpg') });

// The two the issue names. MP3 plays in every browser; Opus is smaller but older Safari does not play it.
const SOUND_FILE = /\.(mp3|opus)$/i;

const audioFile = text({
  rule: (name, got, path) =>
    notPlain(name, got, path, 'medley-80er.mp3') ?? (SOUND_FILE.test(name) ? undefined : { kind: 'notSoundFile', path, got }),
});

/**
 * Words that say only that it is an image, in German or English, maybe numbered
 * ("Foto", "Bild 3"): a screen reader says "image" already, so they tell nothing.
 */
const SAYS_NOTHING = /^(foto|bild|photo|image|picture|pic|img|bandfoto|band ?photo)\s*\d*$/i;

const PHOTO = record((field) => {
  const file = field('file', imageFile);
  const stem = file.replace(/\.[^.]*$/, '');
  const alt = field(
    'alt',
    advised(
      text({
        then: typeset,
        rule: (alt, got, path) =>
          SAYS_NOTHING.test(alt) || [file, stem].some((name) => name && name.toLowerCase() === alt.toLowerCase())
            ? { kind: 'altSaysNothing', path, got }
            : undefined,
      }),
      'alt',
    ),
  );
  const credit = field('credit', advised(text({ then: typeset }), 'credit'));
  return { file, alt, credit };
});

/** A video's address at `provider`, read into its id; undefined where it is none. */
const address =
  (provider: VideoProvider): Reader<VideoRef | undefined> =>
  (value, path, report) => {
    const written = text()(value, path, report);
    if (!written) return undefined;
    const read = videoReading(provider, written);
    if ('video' in read) return read.video;
    // An entry is read at '', so its field's path is the key the band wrote.
    report(path, { kind: 'videoAddress', path, got: written, why: read.why });
    return undefined;
  };

const VIDEO = record((field) => {
  const youtube = field('youtube', optional(address('youtube')));
  const vimeo = field('vimeo', optional(address('vimeo')));
  const title = field('title', advised(text({ then: typeset }), 'videoTitle'));
  // Left out: the drawn poster. Never the provider's thumbnail, which would load from its servers before the click.
  const poster = field('poster', optional(imageFile, ''));
  const video: VideoRef = youtube ?? vimeo ?? { provider: 'youtube', id: '' };
  return { ...video, title, poster };
});

const AUDIO_ENTRY = record((field) => ({
  file: field('file', audioFile),
  title: field('title', advised(text({ then: typeset }), 'audioTitle')),
}));

/** How each list is read, named and told apart. */
interface ListRules<T> {
  /** An entry as messages name it, from what was written. */
  name: (entry: Record<string, unknown>) => Entry;
  /** An entry as written, for one that is no `{ … }`. */
  expected: string;
  read: Reader<T>;
  /** More that is wrong with a read entry, from what was written. */
  check?: (entry: Record<string, unknown>, report: Report) => void;
  /** Entries with the same key are one: the later one is refused, naming the first. */
  key: (entry: T) => string;
  same: 'sameFile' | 'sameVideo';
  files: (entry: T) => [MediaFile['kind'], string][];
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

const RULES: { photos: ListRules<Photo>; videos: ListRules<Video>; audio: ListRules<Audio> } = {
  photos: {
    name: (p) => ({ kind: 'photo', file: trimmed(p.file) }),
    expected: "{ file: '….jpg', alt: '…', credit: '…' }",
    read: PHOTO,
    // A Mac's disk does not tell 'A.jpg' from 'a.jpg'.
    key: (p) => p.file.toLowerCase(),
    same: 'sameFile',
    files: (p) => [['photo', p.file]],
  },
  videos: {
    // By its title, or where that is not given by its address.
    name: (v) => ({ kind: 'video', name: trimmed([v.title, v.youtube, v.vimeo].find((t) => typeof t === 'string' && t.trim())) }),
    expected: "{ youtube: 'https://www.youtube.com/watch?v=…', title: '…' }",
    read: VIDEO,
    check: (v, report) => {
      if ((v.youtube === undefined) === (v.vimeo === undefined)) {
        report('', v.youtube === undefined ? { kind: 'videoNoAddress' } : { kind: 'videoBothAddresses' });
      }
    },
    key: (v) => `${v.provider}:${v.id}`,
    same: 'sameVideo',
    files: (v) => (v.poster ? [['poster', v.poster]] : []),
  },
  audio: {
    name: (a) => ({ kind: 'audio', file: trimmed(a.file) }),
    expected: "{ file: '….mp3', title: '…' }",
    read: AUDIO_ENTRY,
    key: (a) => a.file.toLowerCase(),
    same: 'sameFile',
    files: (a) => [['audio', a.file]],
  },
};

/** One list: every entry read (wrong ones too, so positions stay), its problems pushed, its files named. */
function readList<T>(
  list: MediaList,
  raw: unknown,
  rules: ListRules<T>,
  locate: LocateMedia,
  problems: Problem[],
  files: MediaFile[],
): T[] {
  const at = (index?: number) => locate(list, index);
  return readEntries(
    list,
    raw,
    {
      ...rules,
      same: rules.key,
      twin: (_entry, other) => ({ kind: rules.same, other }),
      accepted: (entry, index, named) => {
        for (const [kind, file] of rules.files(entry)) files.push({ file, kind, where: at(index), what: entryWords(named, 'en') });
      },
    },
    at,
    problems,
  );
}

/**
 * The media as the site uses them, and the files they name for the build's
 * checks on the disk. `raw` is media.ts's exports; no media.ts (undefined) is
 * no media. The result is safe to use when nothing was pushed to `problems`.
 */
export function readMedia(raw: unknown, locate: LocateMedia, problems: Problem[]): { media: Media; files: MediaFile[] } {
  const files: MediaFile[] = [];
  let exports: Record<string, unknown> = {};
  if (isObject(raw)) exports = raw;
  else if (raw !== undefined) problems.push({ where: locate(''), said: { kind: 'mediaNotExports', got: raw } });
  for (const key of Object.keys(exports)) {
    if (!(LISTS as string[]).includes(key)) {
      problems.push({ where: locate(key), said: { kind: 'unknownExport', key, near: nearKey(key, LISTS), allowed: LISTS } });
    }
  }
  const media: Media = {
    photos: readList('photos', exports.photos, RULES.photos, locate, problems, files),
    videos: readList('videos', exports.videos, RULES.videos, locate, problems, files),
    audio: readList('audio', exports.audio, RULES.audio, locate, problems, files),
  };
  return { media, files };
}
