/**
 * What the editor's server and its page say to each other (issue 37): the answers of GET /api/data
 * and POST /api/undo. POST /api/save takes saveEntry's SaveRequest and answers its SaveResult. The
 * page imports these as types only, so nothing of Node reaches the browser.
 */
import type { RawGig } from '../data/readGigs';
import type { RawSong } from '../data/readSongs';

/** The header that carries the token of the editor's URL on every /api request. */
export const TOKEN_HEADER = 'x-editor-token';

/** An entry as the build compiles it, with its place in the list (what a save names as `index`). */
export interface Indexed<Value> {
  index: number;
  value: Value;
}

/** GET /api/data: the gigs and songs as the build reads the files, each file's version, whether saves go into git. */
export interface EditorData {
  gigs: Indexed<RawGig>[];
  songs: Indexed<RawSong>[];
  versions: { gigs: string; songs: string };
  hasHistory: boolean;
  /** What the build refuses in the files as they are now, as it prints it; empty when they pass. */
  problems: string[];
}

/** POST /api/undo: the undo's commit message, or why there was nothing to undo (HistoryError's words). */
export type UndoResult = { status: 'undone'; message: string } | { status: 'refused'; message: string };

/**
 * GET /api/preview: the preview's build (preview.ts). `build` counts the good builds: the page
 * loads the preview anew when it grows. `message` is what the build printed, its refusal included.
 */
export interface PreviewStatus {
  /** 'off': this editor was started without one (startEditor's `preview: false`). */
  state: 'building' | 'built' | 'refused' | 'off';
  message: string;
  build: number;
}

/** Any /api answer that is not one of the above: a refused request, a fault of the disk or the program. */
export interface ApiError {
  status: 'error';
  message: string;
}
