/** The band's gigs and songs as the app uses them, read once on first use. */
import { parseDate } from '../domain/dates';
import { sortSongs, type Song } from '../domain/songs';
import type { Gig } from '../domain/gigs';
import { gigs } from './gigs';
import { songs } from './songs';

export interface BandData {
  gigs: Gig[];
  /** Sorted by title. */
  songs: Song[];
}

let cache: BandData | undefined;

/**
 * The build has checked every entry (validate.ts), so this is the light
 * path: no second copy of the checks ships to visitors.
 */
export function bandData(): BandData {
  let sorted: Song[] | undefined;
  return (cache ??= {
    gigs: gigs.map((gig) => ({ date: parseDate(gig.date), location: gig.location, info: gig.info ?? '' })),
    // Sorted when the Programm page first asks (see sortSongs on why that waits).
    get songs() {
      return (sorted ??= sortSongs(songs));
    },
  });
}
