/**
 * Which gigs a gig list shows, by section: all of them on the Auftritte page,
 * the partner list's `show`, `limit` and `place` on a venue's page. The list
 * shows private parties too (as "Private Feier", unless a partner hides them); what announces gigs (the
 * home page's box, the feeds, the search engines' data) takes publicGigs.
 */
import { matches } from './fold';
import { splitGigs, type Gig } from './gigs';
import type { WidgetOptions } from './options';

/**
 * Which gigs, as the widget's options say (WidgetOptions): the sections, at most `limit` per
 * section, only those at `place` (null or empty for every place), and clients' parties unless
 * `private` is `hide`. The Auftritte page gives `show` and `limit` alone.
 */
export type GigSelection = Pick<WidgetOptions, 'show' | 'limit'> & Partial<Pick<WidgetOptions, 'place' | 'private'>>;

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
export function selectGigs(gigs: readonly Gig[], now: Date, { show, limit, place, private: parties }: GigSelection): SelectedGigs {
  const shown = gigs.filter((gig) => (!place || matches(gig.location, place)) && !(parties === 'hide' && gig.private));
  const { upcoming, past } = splitGigs(shown, now);
  const cut = (list: Gig[]) => (limit ? list.slice(0, limit) : list);
  return { upcoming: show !== 'past' ? cut(upcoming) : null, past: show !== 'upcoming' ? cut(past) : null };
}
