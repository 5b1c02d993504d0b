/**
 * Turns the build's compact copy of the checked data (build.mjs, plugin
 * `shipped-data`) back into the app's types. Entries travel as arrays because
 * repeated keys would cost bytes in every gig and song.
 */
import type { BandData } from './readData';
import type { Style } from '../domain/songs';

/** A gig: date `YYYY-MM-DD`, location, info, and 1 for a private party. */
export type SerializedGig = [date: string, location: string, info: string, isPrivate?: 1];
/** A song: title, artist, and style and year (0 where not given) when either is. */
export type SerializedSong = [title: string, artist: string, style?: Style | 0, year?: number];

export interface SerializedData {
  band: BandData['band'];
  gigs: SerializedGig[];
  /** The days of unlisted bookings, as read: dates only. */
  bookedDays: string[];
  songs: SerializedSong[];
}

export function hydrate({ band, gigs, bookedDays, songs }: SerializedData): BandData {
  return {
    band,
    bookedDays,
    gigs: gigs.map(([date, location, info, isPrivate]) => {
      // The build has checked every date; this is the light path of parseDate.
      const [year, month, day] = date.split('-').map(Number);
      return { date: new Date(year, month - 1, day), location, info, ...(isPrivate && { private: true }) };
    }),
    songs: songs.map(([title, artist, style, year]) => ({ title, artist, ...(style && { style }), ...(year && { year }) })),
  };
}
