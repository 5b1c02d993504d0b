/**
 * The editor's uploads (issue 46): a file the band's browser sends to POST /api/upload is checked and
 * made fit by intakeUpload (the HEIC helper's), then kept in a staging folder outside the repository
 * under a random id until a save names it (or the editor closes, which removes the folder). Nothing
 * lands in src/data before a save has passed the build's check.
 *
 * Also the clean names a file gets in src/data/photos/ or src/data/audio/: lower case, umlauts spelled
 * out, everything else but letters and digits a '-', unique in its folder whatever the case.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { MEDIA_FOLDERS } from '../build/checkMediaFiles';
import { intakeUpload } from './intakeUpload';
import type { UploadResult } from './mediaApi';

/** An upload as it waits in the staging folder. */
export interface Staged {
  id: string;
  /** Where its bytes are. */
  path: string;
  kind: 'photo' | 'audio';
  /** The clean name proposed when it came (the save makes it unique again). */
  file: string;
  original: string;
  size: number;
}

/** The umlauts and ß as German spells them without. */
const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * `original`'s name made clean, with the ending `ext` ('.jpg'): 'Bühne Kulturbahnhof (2).HEIC' →
 * 'buehne-kulturbahnhof-2.jpg'; a name with nothing left, `fallback` ('foto.jpg').
 */
export function cleanName(original: string, ext: string, fallback: string): string {
  const bare = original.replace(/^.*[/\\]/, '');
  const base = bare.slice(0, bare.length - extname(bare).length);
  const stem = base
    // A Mac hands over 'ü' as 'u' and its dots (NFD): joined first, so it is spelled out too.
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => SPELLED[c] ?? c)
    // é → e, ñ → n: the letter without its mark; what is no letter or digit then becomes '-'.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${stem || fallback}${ext}`;
}

/** `name`, or with -2, -3, … before its ending: the first that no name of `taken` is, in any case. */
export function uniqueName(name: string, taken: Iterable<string>): string {
  const lower = new Set([...taken].map((other) => other.toLowerCase()));
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  let candidate = name;
  for (let n = 2; lower.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${ext}`;
  return candidate;
}

/** The names in the media folder of `kind` of `dataFolder` (none where it is missing). */
export const namesIn = (dataFolder: string, kind: 'photo' | 'audio'): Promise<string[]> =>
  readdir(join(dataFolder, MEDIA_FOLDERS[kind])).catch(() => []);

/** The editor's staging folder and what waits in it. */
export interface Uploads {
  /** The staging folder (in the system's temporary folder). */
  folder: string;
  /** Checks and stages `bytes`, sent as `name`, proposing a clean name in `dataFolder`'s media folders. */
  take(bytes: Buffer, name: string, dataFolder: string): Promise<UploadResult>;
  get(id: string): Staged | undefined;
  /** Forgets the uploads a save took, and their bytes: they are in src/data now. */
  drop(ids: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** A new staging folder; `close` removes it with everything in it. */
export async function openUploads(): Promise<Uploads> {
  const folder = await mkdtemp(join(tmpdir(), 'band-editor-uploads-'));
  const staged = new Map<string, Staged>();
  return {
    folder,
    async take(bytes, name, dataFolder) {
      const intake = await intakeUpload(bytes, name);
      if (intake.status === 'refused') return intake;
      const id = randomBytes(16).toString('hex');
      const path = join(folder, `${id}${intake.ext}`);
      await writeFile(path, intake.bytes, { flag: 'wx' });
      const proposed = cleanName(name, intake.ext, intake.kind === 'photo' ? 'foto' : 'aufnahme');
      const file = uniqueName(proposed, await namesIn(dataFolder, intake.kind));
      staged.set(id, { id, path, kind: intake.kind, file, original: name, size: intake.bytes.length });
      return {
        status: 'uploaded',
        upload: id,
        kind: intake.kind,
        file,
        original: name,
        ...(intake.converted ? { converted: intake.converted } : {}),
        size: intake.bytes.length,
      };
    },
    get: (id) => staged.get(id),
    async drop(ids) {
      for (const id of ids) {
        const upload = staged.get(id);
        staged.delete(id);
        if (upload) await rm(upload.path, { force: true });
      }
    },
    async close() {
      staged.clear();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
