/**
 * The past of a gig list as it grows over the years (issue 31): the last twelve months
 * shown openly, every year before the current one as a group of its own. A list then
 * costs the page, its start-up and its height about one year of gigs, however long the
 * band has played; the groups are rendered only when a visitor opens one.
 */
import { dayKey } from './dates';
import type { Gig } from './gigs';

/** One year's past gigs, latest first. */
export interface GigYear {
  year: number;
  gigs: Gig[];
}

export interface PastByYear {
  /** The gigs since the same day a year ago, latest first: the recent past, shown openly. */
  recent: Gig[];
  /**
   * Every year before `now`'s that has a gig, latest first, each whole: a year's group says
   * what the band played that year (and its page lists the same), so last year's final
   * months may stand in `recent` as well.
   */
  years: GigYear[];
}

/** `past`: past gigs, latest first, as selectGigs gives them. */
export function pastByYear(past: readonly Gig[], now: Date): PastByYear {
  // 20261125 → 20251125: a year ago as a day key, whatever the month's length (29 February too).
  const yearAgo = dayKey(now) - 10000;
  const years: GigYear[] = [];
  for (const gig of past) {
    const year = gig.date.getFullYear();
    if (year >= now.getFullYear()) continue;
    if (years[years.length - 1]?.year !== year) years.push({ year, gigs: [] });
    years[years.length - 1].gigs.push(gig);
  }
  return { recent: past.filter((gig) => dayKey(gig.date) > yearAgo), years };
}
