/**
 * The data check's part on the disk for src/data/media.ts (issue 38): every file it names is in its
 * folder under exactly that name, and is what its ending says (a HEIC photo renamed to .jpg, a PNG
 * saved as .jpg, a file cut short to nothing are refused, each with the line that names it; a HEIC
 * photo named .heic is taken, the build converts it, issue 46); a file
 * in the folders that nothing names is pointed out, and so is every original that gives a person
 * away (its GPS position, a serial number, a name: issue 53). Photos and posters lie in `photos/` beside
 * media.ts, recordings in `audio/`.
 */
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaFile } from '../data/readMedia';
import { entryOfWords, type Problem } from '../domain/refusals';
import { fileTypeOf, HEAD_BYTES } from './fileType';
import { carriedBy } from './personalMetadata';
import { shownPath } from './shownPath';

/** The folder of each kind of file, beside media.ts. */
export const MEDIA_FOLDERS: Record<MediaFile['kind'], string> = { photo: 'photos', poster: 'photos', audio: 'audio' };

/** What a file's ending promises. */
const promised = (file: string) =>
  ({ jpg: 'JPEG', jpeg: 'JPEG', png: 'PNG', webp: 'WebP', heic: 'HEIC', heif: 'HEIC', mp3: 'MP3', opus: 'Ogg' })[
    file.slice(file.lastIndexOf('.') + 1).toLowerCase()
  ];

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

/** The first bytes of a file (as many as there are, up to HEAD_BYTES). */
async function head(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
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
  problems: Problem[],
  warnings: Problem[],
  /** The data files' texts: a file named there in an entry refused already (a .gif) is not said to be unnamed as well. */
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
  for (const { file, kind, where, what, path } of files) {
    const entry = entryOfWords(what);
    const at = path === undefined ? {} : { path };
    const sub = await folderOf(folder, kind, file, inFolder);
    const shown = shownPath(join(folder, sub, file));
    named.set(sub, (named.get(sub) ?? new Set()).add(file));
    const there = await inFolder(sub);
    if (!there.includes(file)) {
      // A Mac or Windows finds 'Foto.JPG' by 'foto.jpg'; the web server and the build do not.
      const twin = there.find((name) => name.toLowerCase() === file.toLowerCase());
      problems.push({
        where,
        entry,
        ...at,
        said: twin ? { kind: 'fileOtherCase', file, twin } : { kind: 'fileMissing', shown, folder: shownPath(join(folder, sub)) },
      });
      continue;
    }
    const first = await head(staged.added.get(`${sub}/${file}`) ?? join(folder, sub, file)).catch(() => undefined);
    if (!first) {
      problems.push({ where, entry, ...at, said: { kind: 'fileNotFile', shown } });
      continue;
    }
    const content = fileTypeOf(first);
    const expected = promised(file);
    if (!expected || content === expected) continue;
    // A HEIC under another photo's ending: the build would take it for what the ending says.
    problems.push({ where, entry, ...at, said: { kind: 'fileWrongContent', shown, expected, content, heicAsJpeg: content === 'HEIC' } });
  }
  for (const sub of new Set(Object.values(MEDIA_FOLDERS))) {
    for (const name of await inFolder(sub)) {
      if (name.startsWith('.') || named.get(sub)?.has(name) || [`'${name}'`, `"${name}"`].some((quoted) => entries.includes(quoted)))
        continue;
      warnings.push({
        where: '',
        said: { kind: 'fileUnnamed', shown: shownPath(join(folder, sub, name)), audio: sub === MEDIA_FOLDERS.audio },
      });
    }
  }
  await warnPersonalMetadata(folder, staged, inFolder, warnings);
}

/**
 * A warning for each original in the folders that gives a person away (issue 53: GPS, a serial
 * number, a name; personalMetadata.ts), named or not: the build strips it from what it publishes,
 * but the repository keeps the original. The editor's uploads waiting to be saved are clean already.
 */
async function warnPersonalMetadata(folder: string, staged: StagedMedia, inFolder: Lister, warnings: Problem[]): Promise<void> {
  for (const sub of new Set(Object.values(MEDIA_FOLDERS))) {
    for (const name of await inFolder(sub)) {
      if (name.startsWith('.') || staged.added.has(`${sub}/${name}`)) continue;
      const carries = await carriedBy(join(folder, sub, name)).catch(() => []);
      if (!carries.length) continue;
      warnings.push({
        where: '',
        said: { kind: 'fileMetadata', shown: shownPath(join(folder, sub, name)), carries, audio: sub === MEDIA_FOLDERS.audio },
      });
    }
  }
}
