/**
 * Which gigs a gig list shows, by section: all of them on the Auftritte page,
 * the partner list's `show`, `limit` and `place` on a venue's page. The list
 * shows private parties too (as "Private Feier"); what announces gigs (the
 * home page's box, the feeds, the search engines' data) takes publicGigs.
 */
import { matches } from './fold';
import { splitGigs, type Gig } from './gigs';
import type { Show } from './options';

export interface GigSelection {
  /** Which sections: upcoming, past or both. */
  show: Show;
  /** At most this many gigs per section; null for all. */
  limit: number | null;
  /** Only gigs whose location contains this, ignoring case and accents; null or empty for every place. */
  place?: string | null;
}

/** A gig list's sections: null for a section not shown, otherwise its gigs (perhaps none). */
export interface SelectedGigs {
  /** Today's and later gigs, earliest first. */
  upcoming: Gig[] | null;
  /** Earlier gigs, latest first. */
  past: Gig[] | null;
}

/**
 * The gigs of each section. A gig is upcoming all day long (splitGigs compares
 * calendar days); `limit` cuts each section to the gigs nearest to today.
 */
export function selectGigs(gigs: readonly Gig[], now: Date, { show, limit, place }: GigSelection): SelectedGigs {
  const { upcoming, past } = splitGigs(place ? gigs.filter((gig) => matches(gig.location, place)) : gigs, now);
  const cut = (list: Gig[]) => (limit ? list.slice(0, limit) : list);
  return { upcoming: show !== 'past' ? cut(upcoming) : null, past: show !== 'upcoming' ? cut(past) : null };
}
