/**
 * The data check's part on the disk for src/data/media.ts (issue 38): every file it names is in its
 * folder under exactly that name, and is what its ending says (a HEIC photo renamed to .jpg, a PNG
 * saved as .jpg, a file cut short to nothing are refused, each with the line that names it); a file
 * in the folders that nothing names is pointed out. Photos and posters lie in `photos/` beside
 * media.ts, recordings in `audio/`.
 */
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaFile } from '../data/readMedia';
import { shownPath } from './shownPath';

/** The folder of each kind of file, beside media.ts. */
export const MEDIA_FOLDERS: Record<MediaFile['kind'], string> = { photo: 'photos', poster: 'photos', audio: 'audio' };

/** What a file's first bytes say it is; undefined for none we know. */
function contentOf(head: Buffer): string | undefined {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'JPEG';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'PNG';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'WebP';
  if (ascii(4, 8) === 'ftyp') return /^(heic|heix|hevc|mif1|msf1)$/.test(ascii(8, 12)) ? 'HEIC' : ascii(8, 12) === 'avif' ? 'AVIF' : 'MP4';
  if (ascii(0, 4) === 'OggS') return 'Ogg';
  if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'MP3';
  if (ascii(0, 3) === 'GIF') return 'GIF';
  return undefined;
}

/** Each kind of content in the messages' words. */
const KINDS: Record<string, string> = {
  JPEG: 'a JPEG file',
  PNG: 'a PNG file',
  WebP: 'a WebP file',
  MP3: 'an MP3 file',
  Ogg: 'an Opus file',
  HEIC: 'an iPhone photo in HEIC format',
  AVIF: 'an AVIF file',
  MP4: 'a file in MP4 format',
  GIF: 'a GIF file',
};

/** What a file's ending promises. */
const promised = (file: string) =>
  ({ jpg: 'JPEG', jpeg: 'JPEG', png: 'PNG', webp: 'WebP', mp3: 'MP3', opus: 'Ogg' })[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];

/** The names in a folder beside media.ts (none where it is missing). */
type Lister = (sub: string) => Promise<string[]>;

/**
 * The folder (beside media.ts) a file of `kind` is looked up in: its own, or for a recording that is
 * not in audio/ but lies beside the photos, photos/ (the band may well keep every media file in one).
 * `list` reads a folder: checkMediaFiles gives its own, which reads each folder once for all files.
 */
export async function folderOf(
  folder: string,
  kind: MediaFile['kind'],
  file: string,
  list: Lister = (sub) => readdir(join(folder, sub)).catch(() => []),
): Promise<string> {
  if (kind !== 'audio' || (await list(MEDIA_FOLDERS.audio)).includes(file)) return MEDIA_FOLDERS[kind];
  return (await list(MEDIA_FOLDERS.photo)).includes(file) ? MEDIA_FOLDERS.photo : MEDIA_FOLDERS.audio;
}

/** The first bytes of a file (as many as there are, up to 16). */
async function head(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(16);
    const { bytesRead } = await file.read(buffer, 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Files a save of the editor would add to the folders or take out of them (issue 46), checked as if it
 * had: by their place in the folder (`photos/buehne.jpg`), where the bytes lie now.
 */
export interface StagedMedia {
  added: ReadonlyMap<string, string>;
  removed: ReadonlySet<string>;
}

/**
 * Checks the files `files` names in the data folder `folder` (absolute): a problem for each that is
 * missing, named in other letters than on the disk, or not what its ending says; a warning for each
 * file in the folders that nothing names (hidden files, such as a Mac's .DS_Store, aside).
 */
export async function checkMediaFiles(
  folder: string,
  files: readonly MediaFile[],
  problems: string[],
  warnings: string[],
  /** The data files' texts: a file named there in an entry refused already (an iPhone's .heic) is not said to be unnamed as well. */
  written = '',
  staged: StagedMedia = { added: new Map(), removed: new Set() },
): Promise<void> {
  // What the entries say, without comments: media.ts's example lines name no file of the band's.
  const entries = written.replace(/\/\/.*$/gm, '');
  const listing = new Map<string, string[]>();
  const inFolder: Lister = async (sub) => {
    if (!listing.has(sub)) {
      const names = (await readdir(join(folder, sub)).catch(() => [])).filter((name) => !staged.removed.has(`${sub}/${name}`));
      const added = [...staged.added.keys()].filter((key) => key.startsWith(`${sub}/`)).map((key) => key.slice(sub.length + 1));
      listing.set(sub, [...names, ...added]);
    }
    return listing.get(sub) ?? [];
  };
  const named = new Map<string, Set<string>>();
  for (const { file, kind, where, what } of files) {
    const sub = await folderOf(folder, kind, file, inFolder);
    const shown = shownPath(join(folder, sub, file));
    named.set(sub, (named.get(sub) ?? new Set()).add(file));
    const there = await inFolder(sub);
    if (!there.includes(file)) {
      // A Mac or Windows finds 'Foto.JPG' by 'foto.jpg'; the web server and the build do not.
      const twin = there.find((name) => name.toLowerCase() === file.toLowerCase());
      problems.push(
        twin
          ? `${where}: ${what}: the folder holds '${twin}', not '${file}' – write the name exactly as the file is called (capital letters count on the web)`
          : `${where}: ${what}: ${shown} is not there – put the file into ${shownPath(join(folder, sub))}/ or correct the name`,
      );
      continue;
    }
    const first = await head(staged.added.get(`${sub}/${file}`) ?? join(folder, sub, file)).catch(() => undefined);
    if (!first) {
      problems.push(`${where}: ${what}: ${shown} is a folder or cannot be opened – put the file itself there under this name`);
      continue;
    }
    const content = contentOf(first);
    const expected = promised(file);
    if (!expected || content === expected) continue;
    problems.push(
      `${where}: ${what}: ${shown} is not ${KINDS[expected]} but ${content ? KINDS[content] : 'unreadable (empty or damaged)'}` +
        (content === 'HEIC'
          ? ' – renaming does not change it: export it as JPEG (Fotos: Ablage › Exportieren) and list the .jpg'
          : ` – save it again as ${expected === 'Ogg' ? 'Opus' : expected}, or name it after what it is`),
    );
  }
  for (const sub of new Set(Object.values(MEDIA_FOLDERS))) {
    for (const name of await inFolder(sub)) {
      if (name.startsWith('.') || named.get(sub)?.has(name) || [`'${name}'`, `"${name}"`].some((quoted) => entries.includes(quoted)))
        continue;
      const entry = sub === MEDIA_FOLDERS.audio ? 'a recording with its title' : 'a photo with alt and credit';
      warnings.push(
        `${shownPath(join(folder, sub, name))} is in the folder, but media.ts does not name it: list it (${entry}) or take it out of the folder`,
      );
    }
  }
}
