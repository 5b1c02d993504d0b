/**
 * The shapes of the editor's requests (issue 54), each written once: the schema gives both the check
 * the server runs on a body (`v.is`) and, through `InferOutput`, the type the page and the saves use
 * (editorApi.ts, bandApi.ts, mediaApi.ts). Only the shape is checked here; the values are the
 * build's to judge, in its words. The page imports these as types only, so valibot is never bundled.
 */
import * as v from 'valibot';
import type { RawQuestion } from '../data/readFaq';
import type { RawGig } from '../data/readGigs';
import type { RawLineup } from '../data/readLineups';
import { isObject } from '../data/readRecord';
import type { RawAudio, RawPhoto, RawVideo } from '../data/readMedia';
import type { RawReference, RawTestimonial } from '../data/readReferences';
import type { RawSong } from '../data/readSongs';
import type { ExtraList } from './editEntries';
import { extraKeys } from './extrasFields';
import type { BandValues } from './bandValues';
import type { SaveRequest } from './saveEntry';

/**
 * An entry as GET gave it, sent back so a list that shifted meanwhile is refused: any object, since
 * the save compares it with the file's entry by value and refuses what differs.
 */
const entry = <Entry>() => v.custom<Entry>(isObject, 'Der Eintrag fehlt.');

/** Whether two types are the same: a compile-time check that a schema and a type written elsewhere agree. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A place in a list, counted from 0. */
const index = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The version of a file the form was filled in on (dataFiles' versionOf); '' where there was none. */
const version = v.string();

// --- POST /api/save: a gig or a song

const saveCommon = {
  expectedVersion: version,
  /** The band said yes to "Zwei Auftritte am …?". */
  confirmed: v.exactOptional(v.boolean()),
  /**
   * For an edit, a cancellation or a removal: the entry as the form was opened on it (as /api/data
   * gave it). A page whose index has gone stale must not hit the entry that now stands there.
   */
  original: v.exactOptional(entry<RawGig | RawSong>()),
};

/** POST /api/save: what the form asks for. `index` counts the list's entries from 0, as the page got them with `expectedVersion`. */
export const SaveRequestSchema = v.union([
  v.object({ list: v.literal('gigs'), action: v.literal('add'), value: entry<RawGig>(), ...saveCommon }),
  v.object({ list: v.literal('gigs'), action: v.literal('edit'), index, value: entry<RawGig>(), ...saveCommon }),
  v.object({ list: v.literal('gigs'), action: v.literal('cancel'), index, reason: v.string(), ...saveCommon }),
  v.object({ list: v.literal('songs'), action: v.literal('add'), value: entry<RawSong>(), ...saveCommon }),
  v.object({ list: v.literal('songs'), action: v.literal('edit'), index, value: entry<RawSong>(), ...saveCommon }),
  v.object({ list: v.picklist(['gigs', 'songs']), action: v.literal('remove'), index, ...saveCommon }),
]);

/** saveEntry's SaveRequest is this schema's type: the two cannot part (saveEntry.ts may name it as InferOutput of this schema). */
const saveRequestFollowsSchema: Same<v.InferOutput<typeof SaveRequestSchema>, SaveRequest> = true;
void saveRequestFollowsSchema;

// --- POST /api/band: the band's details

const text = v.string();
const texts = <Keys extends string>(...keys: Keys[]) =>
  v.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<Keys, typeof text>);

/**
 * The band's details as the form holds them: band.ts's values, except that `logDays` may be the text
 * typed into its field where that is no whole number (the build then refuses it, in its words).
 */
export const BandValuesSchema = v.object({
  ...texts('name', 'slogan', 'town', 'company', 'legalForm', 'privacyDate', 'email', 'instagram', 'portrait', 'photoCredit', 'siteUrl')
    .entries,
  contact: texts('firstName', 'lastName', 'role'),
  lineup: v.array(texts('name', 'part')),
  partners: v.array(text),
  taxId: texts('label', 'value'),
  providers: v.object({ webHost: texts('name', 'servers'), mail: texts('name', 'servers') }),
  logDays: v.union([v.pipe(v.number(), v.finite()), text]),
  address: texts('street', 'postalCode', 'town'),
  phone: texts('display', 'dial'),
});

/** POST /api/band: the form's values, all of them; only those that differ from band.ts are written. */
export const BandSaveRequestSchema = v.object({
  /** The version of band.ts the form was filled in on. */
  expectedVersion: version,
  values: BandValuesSchema,
});

/** The schema holds every field of band.ts, and nothing else: a field added to Band fails the type check here. */
const bandValuesFollowBand: Same<v.InferOutput<typeof BandValuesSchema>, BandValues> = true;
void bandValuesFollowBand;

// --- POST /api/media and /api/portrait: photos, videos, recordings, the portrait

/** A photo to add: an upload and its texts. */
export const NewPhotoSchema = v.object({ upload: text, alt: text, credit: text });

const mediaCommon = {
  /** The version of media.ts the form was filled in on. */
  expectedVersion: version,
};

/**
 * POST /api/media: one change, one commit. `index` counts a list's entries from 0 as GET /api/media
 * gave them with `expectedVersion`, and `original` is that entry as it was given: a list that
 * shifted meanwhile is refused, never another entry changed.
 */
export const MediaSaveRequestSchema = v.variant('action', [
  v.object({ action: v.literal('add-photos'), photos: v.array(NewPhotoSchema), ...mediaCommon }),
  v.object({ action: v.literal('edit-photo'), index, alt: text, credit: text, original: entry<RawPhoto>(), ...mediaCommon }),
  v.object({ action: v.literal('title-photo'), index, original: entry<RawPhoto>(), ...mediaCommon }),
  v.object({ action: v.literal('remove-photo'), index, original: entry<RawPhoto>(), ...mediaCommon }),
  /** `poster`: a photo's file name in src/data/photos/, '' for the drawn poster. */
  v.object({ action: v.literal('add-video'), address: text, title: text, poster: text, ...mediaCommon }),
  v.object({ action: v.literal('remove-video'), index, original: entry<RawVideo>(), ...mediaCommon }),
  v.object({ action: v.literal('add-audio'), upload: text, title: text, ...mediaCommon }),
  v.object({ action: v.literal('remove-audio'), index, original: entry<RawAudio>(), ...mediaCommon }),
]);

/** POST /api/portrait: band.ts's portrait set to a photo of src/data/photos/ or to an upload (its file written too), with its credit. */
export const PortraitRequestSchema = v.union([
  v.object({ file: text, credit: text, expectedVersion: version }),
  v.object({ upload: text, credit: text, expectedVersion: version }),
]);

/** POST /api/metadata: Metadaten entfernen for one file; one commit. */
export const MetadataRequestSchema = v.object({ folder: v.picklist(['photos', 'audio']), file: text });

// --- POST /api/extras: Referenzen and Fragen

/** An entry of each list, as its file holds it. */
export interface ExtraEntries {
  testimonials: RawTestimonial;
  references: RawReference;
  faq: RawQuestion;
  lineups: RawLineup;
}

/**
 * A value as the form sends it: the texts as typed, a number (`year`, `members`) as a number where it
 * was typed as digits, otherwise as the text typed (the build then refuses it in its words).
 */
export type FormValue<Entry> = { [Key in keyof Entry]: Entry[Key] | (Entry[Key] extends number ? string : never) };

/** A value of `list`'s form: every key a text or a number, none the list does not know (formatExtra refuses those too, in words). */
function formValue<List extends ExtraList>(list: List) {
  const keys = Object.fromEntries(extraKeys(list).map((key) => [key, v.exactOptional(v.union([v.string(), v.number()]))]));
  const shape = v.strictObject(keys);
  return v.custom<FormValue<ExtraEntries[List]>>((value) => v.is(shape, value), 'Die Angaben des Formulars fehlen.');
}

/**
 * A change of one list: an entry added at the end, or entry `index` replaced or removed. `original` is
 * the entry as GET /api/extras gave it: a list that shifted meanwhile is refused, never another entry changed.
 */
function listChanges<List extends ExtraList>(list: List) {
  const common = { list: v.literal(list), expectedVersion: version };
  return [
    v.object({ ...common, action: v.literal('add'), value: formValue(list) }),
    v.object({ ...common, action: v.literal('edit'), index, value: formValue(list), original: entry<ExtraEntries[List]>() }),
    v.object({ ...common, action: v.literal('remove'), index, original: entry<ExtraEntries[List]>() }),
  ] as const;
}

/** press.ts's texts, all three at once. */
export const PressSchema = v.object({ short: text, long: text, rider: v.array(text) });

/**
 * POST /api/extras: one change of a list, or the press texts all three at once; `expectedVersion` is
 * the version of the list's file (or press.ts) the form was filled in on, '' where there was none.
 */
export const ExtrasSaveRequestSchema = v.union([
  ...listChanges('testimonials'),
  ...listChanges('references'),
  ...listChanges('faq'),
  ...listChanges('lineups'),
  v.object({ list: v.literal('press'), action: v.literal('edit'), value: PressSchema, expectedVersion: version }),
]);

// --- POST /api/publish/host-key: Schlüssel übernehmen

/** The offer's id (hostKeyOffer.ts) of a key a publish of this editor reported. */
export const HostKeyRequestSchema = v.object({ id: v.string() });

export type HostKeyRequest = v.InferOutput<typeof HostKeyRequestSchema>;
