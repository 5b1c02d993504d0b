/**
 * What the editor's server and its page say to each other about the part "Fotos & Videos" (issue 46):
 * the band's photos, videos and recordings in src/data/media.ts, the files in src/data/photos/ and
 * src/data/audio/, and the portrait of band.ts. Types only on the page's side, so nothing of Node
 * reaches the browser.
 *
 * An upload is two steps: the file's bytes go to POST /api/upload (raw body, its name in the header
 * UPLOAD_NAME_HEADER), which checks and converts it (HEIC to JPEG, upright, without metadata) into a
 * staging folder outside the repository and answers an id; a save (POST /api/media) then names that
 * id with the entry's texts. A refused save writes nothing; a saved one is one commit.
 */
import type * as v from 'valibot';
import type { RawAudio, RawPhoto, RawVideo } from '../data/readMedia';
import type { Carried } from '../domain/refusals';
import type { Indexed } from './editorApi';
import type { MediaSaveRequestSchema, MetadataRequestSchema, NewPhotoSchema, PortraitRequestSchema } from './requestSchemas';
import type { Saved } from './saveAndCommit';

/** The header that carries an upload's original file name, `encodeURIComponent`-encoded. */
export const UPLOAD_NAME_HEADER = 'x-file-name';

/** The largest file an upload takes: 50 MB. */
export const MAX_UPLOAD = 50 * 1024 * 1024;

/**
 * A size as the band reads it: „63,2 MB“, „50 MB“ (of 1024 · 1024 bytes, as MAX_UPLOAD's 50 MB).
 * Rounded up: a file just over the limit is never called as large as the limit.
 */
export const megabytes = (bytes: number) =>
  `${(Math.ceil((bytes / 1024 / 1024) * 10) / 10).toFixed(1).replace('.', ',').replace(/,0$/, '')} MB`;

/** The refusal of a file larger than MAX_UPLOAD, said by the page before sending and by the server; `size` where it is known. */
export const tooLarge = (name: string, size?: number) =>
  `„${name}“ ist ${size === undefined ? `größer als ${megabytes(MAX_UPLOAD)}` : `${megabytes(size)} groß`}; der Editor nimmt Dateien bis ${megabytes(MAX_UPLOAD)}.`;

/** Where the page loads a small JPEG of a photo of src/data/photos/ (or of an upload: `upload/<id>`), token in the path. */
export const THUMBNAIL_BASE = '/miniatur/';

/** The path of the thumbnail of `file` (a name in src/data/photos/, or `upload/<id>`) for the page with `token`. */
export const thumbnailPath = (token: string, file: string) =>
  `${THUMBNAIL_BASE}${encodeURIComponent(token)}/${file.split('/').map(encodeURIComponent).join('/')}`;

/** GET /api/media: media.ts as the build compiles it, its version, and the portrait of band.ts. */
export interface MediaData {
  photos: Indexed<RawPhoto>[];
  videos: Indexed<RawVideo>[];
  audio: Indexed<RawAudio>[];
  /** The version of media.ts (the SHA-256 of its bytes, as dataFiles' versionOf); '' where there is none yet. */
  version: string;
  /** band.ts's portrait ('' for the drawn one) and photoCredit, with band.ts's version. */
  portrait: { file: string; credit: string; version: string };
  /** What the build refuses in the files as they are now; empty when they pass (then nothing is saved). */
  problems: string[];
}

/** POST /api/upload: one file, checked and staged; `file` is the clean name it would get in its folder. */
export type UploadResult =
  | {
      status: 'uploaded';
      upload: string;
      kind: 'photo' | 'audio';
      /** The clean name proposed for src/data/photos/ or src/data/audio/: 'buehne-kulturbahnhof.jpg'. */
      file: string;
      /** The name the file had on the member's computer. */
      original: string;
      /** Set where the editor converted it: an iPhone's HEIC became a JPEG. */
      converted?: 'HEIC';
      /** Bytes as staged. */
      size: number;
    }
  | { status: 'refused'; message: string };

/** A photo to add: an upload and its texts. */
export type NewPhoto = v.InferOutput<typeof NewPhotoSchema>;

/** POST /api/media: one change, one commit (requestSchemas' MediaSaveRequestSchema says which). */
export type MediaSaveRequest = v.InferOutput<typeof MediaSaveRequestSchema>;

/** POST /api/portrait: band.ts's portrait set to a photo of src/data/photos/ or to an upload, with its credit. */
export type PortraitRequest = v.InferOutput<typeof PortraitRequestSchema>;

/** A refusal of a media save, with the form's field it concerns where that can be told ('alt', 'credit', 'address', 'title', 'file'). */
export interface MediaRefusal {
  message: string;
  field?: string;
}

export type MediaSaveResult =
  /** saveAndCommit's save, the build's warnings as the texts the page shows. */
  | (Omit<Saved, 'warnings'> & { warnings: string[] })
  | { status: 'unchanged'; version: string }
  | { status: 'refused'; problems: MediaRefusal[] }
  | { status: 'changed'; message: string };

/** Where the page reads which originals give a person away (GET) and asks for Metadaten entfernen (POST). */
export const METADATA_PATH = '/api/metadata';

/** GET /api/metadata: an original in photos/ or audio/ that gives a person away (issue 53), and what. */
export interface MetadataFinding {
  folder: 'photos' | 'audio';
  file: string;
  carries: Carried[];
  /** What it carries, as the page marks it: „Aufnahmeort (GPS), Seriennummer“. */
  says: string;
}

/** POST /api/metadata: Metadaten entfernen for one file; one commit. */
export type MetadataRequest = v.InferOutput<typeof MetadataRequestSchema>;

export type MetadataResult =
  | {
      status: 'cleaned';
      message: string;
      /** The commit, where the folder is in a git repository and git took it. */
      commit?: string;
      /** Why the cleaned file is not in the history, where git refused. */
      historyProblem?: string;
    }
  | { status: 'refused'; message: string };
