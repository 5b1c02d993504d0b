/**
 * The checked data as the bundle carries it (src/build/bundle.ts, plugin
 * `shipped-data`). Entries are arrays, not objects: the keys would repeat in
 * every entry. src/data/hydrate.ts reads them back.
 */
import { isoDate } from '../domain/dates';
import type { BandData } from './readData';
import type { SerializedData, SerializedGig, SerializedSong } from './hydrate';

export function pack({ band, gigs, songs }: BandData): SerializedData {
  return {
    band,
    gigs: gigs.map((gig): SerializedGig => {
      const day = isoDate(gig.date);
      return gig.private ? [day, gig.location, gig.info, 1] : [day, gig.location, gig.info];
    }),
    songs: songs.map((song): SerializedSong =>
      song.style || song.year ? [song.title, song.artist, song.style ?? 0, song.year ?? 0] : [song.title, song.artist],
    ),
  };
}
