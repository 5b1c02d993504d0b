/**
 * The forms' values as typed, and the entries they become: an empty optional field is left out of
 * the entry (the build refuses `info: ''`), an unticked box too; what the form does not show (a
 * song's style and year) is kept as it was.
 */
import type { RawGig } from '../data/readGigs';
import type { RawSong } from '../data/readSongs';
import type { EditorData, Indexed } from '../editor/editorApi';

export interface GigFields {
  date: string;
  location: string;
  info: string;
  tickets: string;
  private: boolean;
  /** `listed: false`: a booking kept off the site. */
  hidden: boolean;
}

export interface SongFields {
  title: string;
  artist: string;
}

/**
 * An open form: a new entry (no index) or the entry at `index`, with its values as typed. An entry's
 * form also keeps the file's version it was opened on and the entry as it was then (`original`):
 * the list may shift under an open form (a reload, Rückgängig), and the form must then find its
 * entry again by that value, never save over whatever now stands at the index.
 */
export type Draft =
  | { list: 'gigs'; index?: number; version?: string; original?: RawGig; fields: GigFields }
  | { list: 'songs'; index?: number; version?: string; original?: RawSong; fields: SongFields; kept: Omit<RawSong, 'title' | 'artist'> };

export const emptyGig = (): GigFields => ({ date: '', location: '', info: '', tickets: '', private: false, hidden: false });

export const gigFields = (gig: RawGig): GigFields => ({
  date: gig.date ?? '',
  location: gig.location ?? '',
  info: gig.info ?? '',
  tickets: gig.tickets ?? '',
  private: gig.private === true,
  hidden: gig.listed === false,
});

/** A text field's value, or nothing when it holds only blanks. */
const given = (text: string) => (text.trim() ? { value: text } : undefined);

export function gigOf(fields: GigFields): RawGig {
  const info = given(fields.info);
  const tickets = given(fields.tickets);
  return {
    date: fields.date,
    location: fields.location,
    ...(info ? { info: info.value } : {}),
    ...(tickets ? { tickets: tickets.value } : {}),
    ...(fields.private ? { private: true } : {}),
    ...(fields.hidden ? { listed: false } : {}),
  };
}

/** A gig's form: empty, or the gig at `index` of the file's `version`. */
export function gigDraft(gig?: RawGig, index?: number, version?: string): Draft {
  return {
    list: 'gigs',
    ...(gig === undefined || index === undefined || version === undefined ? {} : { index, version, original: gig }),
    fields: gig ? gigFields(gig) : emptyGig(),
  };
}

/** A song's form: empty, or the song at `index` of the file's `version`. */
export function songDraft(song?: RawSong, index?: number, version?: string): Draft {
  const { title = '', artist = '', ...kept } = song ?? {};
  return {
    list: 'songs',
    ...(song === undefined || index === undefined || version === undefined ? {} : { index, version, original: song }),
    fields: { title, artist },
    kept,
  };
}

export const songOf = (draft: Extract<Draft, { list: 'songs' }>): RawSong => ({ ...draft.fields, ...draft.kept });

/** A value as JSON with its keys sorted: two entries are the same when these are. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/**
 * An entry's form after the list was read anew: pointed at its entry's new place and the file's new
 * version; undefined when the entry is no longer there as it was (changed or deleted meanwhile), so
 * that the form is not sent against another entry. A new entry's form stays as it is.
 */
export function retarget(draft: Draft, data: Pick<EditorData, 'gigs' | 'songs' | 'versions'>): Draft | undefined {
  if (draft.index === undefined) return draft;
  // A form stored by an older page has no original: it cannot tell its entry, so it goes.
  if (draft.original === undefined) return undefined;
  const entries: readonly Indexed<unknown>[] = data[draft.list];
  const wanted = canonical(draft.original);
  // The build refuses twins, so an entry is found at most once; its old place first all the same.
  const found =
    entries.find((entry) => entry.index === draft.index && canonical(entry.value) === wanted) ??
    entries.find((entry) => canonical(entry.value) === wanted);
  if (!found) return undefined;
  const version = data.versions[draft.list];
  return found.index === draft.index && version === draft.version ? draft : { ...draft, index: found.index, version };
}
