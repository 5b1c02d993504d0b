/**
 * What the editor's server and its page say to each other about the band's details (issue 37, the
 * part Band): GET /api/band answers a BandForm, POST /api/band takes a BandSaveRequest and answers a
 * BandSaveResult. Types only: the page imports them as types, so nothing of Node reaches the browser.
 */
import type * as v from 'valibot';
import type { BandSaveRequestSchema } from './requestSchemas';
import type { BandValues } from './bandValues';
import type { Refusal } from './saveEntry';
import type { Saved } from './saveAndCommit';

/** The form's values (bandValues.ts, below the requests so the labels need not import this file). */
export type { BandValues };

/** GET /api/band: band.ts as the editor read it. */
export interface BandForm {
  values: BandValues;
  /** The version of band.ts (dataFiles.ts) the values are from: what a save names as `expectedVersion`. */
  version: string;
  /**
   * The fields whose value is still the repository's sample (the check that makes `npm run deploy`
   * refuse), by path: `email`, `phone.dial`, `lineup.1.name`, `partners.0`.
   */
  placeholders: string[];
  /** What the build refuses in the data files as they are now, each with its field where that can be told. */
  problems: Refusal[];
  /** Whether saves go into git. */
  hasHistory: boolean;
}

/** POST /api/band: the form's values, all of them; only those that differ from band.ts are written. */
export type BandSaveRequest = v.InferOutput<typeof BandSaveRequestSchema>;

export type BandSaveResult =
  /** Written (and committed where there is git): as a saved gig or song. */
  | Saved
  /** Nothing to write: band.ts already holds these values. */
  | { status: 'unchanged'; version: string }
  /** Nothing written: the build would refuse band.ts so; each refusal with `field`, the field's path, where it names one. */
  | { status: 'refused'; problems: Refusal[] }
  /** Nothing written: band.ts changed on disk since the form read it; the page offers Neu laden. */
  | { status: 'changed'; message: string };
