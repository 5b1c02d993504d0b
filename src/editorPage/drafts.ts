/**
 * The forms' values as typed, and the entries they become: an empty optional field is left out of
 * the entry (the build refuses `info: ''`), an unticked box too; what the form does not show (a
 * song's style and year) is kept as it was.
 */
import type { RawGig } from '../data/readGigs';
import type { RawSong } from '../data/readSongs';

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

/** An open form: a new entry (no index) or the entry at `index`, with its values as typed. */
export type Draft =
  | { list: 'gigs'; index?: number; fields: GigFields }
  | { list: 'songs'; index?: number; fields: SongFields; kept: Omit<RawSong, 'title' | 'artist'> };

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

export function songDraft(song?: RawSong, index?: number): Draft {
  const { title = '', artist = '', ...kept } = song ?? {};
  return { list: 'songs', ...(index === undefined ? {} : { index }), fields: { title, artist }, kept };
}

export const songOf = (draft: Extract<Draft, { list: 'songs' }>): RawSong => ({ ...draft.fields, ...draft.kept });
