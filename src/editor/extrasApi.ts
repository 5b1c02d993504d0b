/**
 * What the editor's server and its page say to each other about the parts Referenzen and Fragen
 * (issue 47): the band's testimonials and references (src/data/references.ts), questions (faq.ts),
 * line-ups (lineups.ts) and press texts (press.ts). GET /api/extras answers ExtrasData, POST
 * /api/extras takes one ExtrasSaveRequest and answers an ExtrasSaveResult: one change, one line (the
 * press texts: their values), one commit. Types only on the page's side, so nothing of Node reaches the browser.
 */
import type * as v from 'valibot';
import type { RawLineup } from '../data/readLineups';
import type { RawPress } from '../data/readPress';
import type { RawQuestion } from '../data/readFaq';
import type { RawReference, RawTestimonial } from '../data/readReferences';
import type { ExtraFile } from './dataFiles';
import type { ExtraList } from './editEntries';
import type { Indexed } from './editorApi';
import type { MediaRefusal, MediaSaveResult } from './mediaApi';
import type { ExtraEntries, ExtrasSaveRequestSchema, FormValue } from './requestSchemas';

export type { ExtraEntries, ExtraFile, ExtraList, FormValue };

/** GET /api/extras: the four files as the build compiles them, each file's version, what the build refuses now. */
export interface ExtrasData {
  testimonials: Indexed<RawTestimonial>[];
  references: Indexed<RawReference>[];
  faq: Indexed<RawQuestion>[];
  lineups: Indexed<RawLineup>[];
  /** press.ts's texts; empty texts and no rider where there is no press.ts yet. */
  press: RawPress;
  /** Each file's version (dataFiles' versionOf); '' where there is none yet (the first save creates it). */
  versions: Record<ExtraFile, string>;
  /** What the build refuses in the data files as they are now; empty when they pass (else nothing is saved). */
  problems: string[];
}

/** A change of one list (requestSchemas' listChanges), with the version of its file. */
export type ListChange = Exclude<ExtrasSaveRequest, { list: 'press' }>;

/** POST /api/extras: one change of a list, or the press texts all three at once (requestSchemas' ExtrasSaveRequestSchema). */
export type ExtrasSaveRequest = v.InferOutput<typeof ExtrasSaveRequestSchema>;

/** A refusal, with the form's field it concerns where that can be told (the entry's key: 'quote', 'name', 'year', 'rider', …). */
export type ExtrasRefusal = MediaRefusal;

/** The answer of a save: as a media save's (saveAndCommit's Saved with the warnings as texts, or why nothing was written). */
export type ExtrasSaveResult = MediaSaveResult;
