/**
 * Which gigs a gig list shows, by section: all of them on the Auftritte page,
 * the partner list's `show`, `limit` and `place` on a venue's page. The list
 * shows private parties too (as "Private Feier", unless a partner hides them); what announces gigs (the
 * home page's box, the feeds, the search engines' data) takes publicGigs.
 */
import { epochDay } from './dates';
import { matches } from './fold';
import { gigsBetween, type GigHistory } from './gigHistory';
import type { Gig } from './gigs';
import type { WidgetOptions } from './options';
import { pastByYear, type PastByYear } from './pastByYear';

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
  /**
   * Earlier gigs: this year's, then each earlier year as a group (pastByYear). Cut by `limit`, they are one
   * list, `thisYear`, whatever their years: a partner's limit keeps it short already.
   */
  past: PastByYear | null;
}

/**
 * The gigs of each section. A gig is upcoming all day long (days compared, not instants);
 * `limit` cuts each section to the gigs nearest to today. Makes only the gigs it gives (GigHistory):
 * a list of what is ahead makes no gig of the years behind.
 */
export function selectGigs(history: GigHistory, now: Date, { show, limit, place, private: parties }: GigSelection): SelectedGigs {
  // Only where a partner narrows the list is each gig looked at; otherwise every one is shown.
  const keep =
    place || parties === 'hide'
      ? (gigs: Gig[]) => gigs.filter((gig) => (!place || matches(gig.location, place)) && !(parties === 'hide' && gig.private))
      : undefined;
  const cut = (list: Gig[]) => (limit ? list.slice(0, limit) : list);
  const ahead = show !== 'past' ? gigsBetween(history, epochDay(now)) : null;
  let past = show !== 'upcoming' ? pastByYear(history, now, keep) : null;
  if (past && limit) {
    // The years nearest to today, until the limit is reached.
    const list = [...past.thisYear];
    for (const year of past.years) if (list.length < limit) list.push(...year.gigs());
    past = { thisYear: cut(list), years: [] };
  }
  return { upcoming: ahead && cut(keep ? keep(ahead) : ahead), past };
}
