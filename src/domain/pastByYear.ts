/**
 * The past of a gig list as it grows over the years (issue 31): this year's gigs shown
 * openly, every earlier year as a group of its own. A list then costs the page, its
 * start-up and its height at most one year of gigs, however long the band has played;
 * the groups are rendered only when a visitor opens one.
 *
 * By calendar year rather than the last twelve months: no gig is in two places, and each
 * group is a whole year, the same as that year's page (static/yearPages.tsx) and its count.
 */
import type { Gig } from './gigs';

/** One year's past gigs, latest first. */
export interface PastYear {
  year: number;
  gigs: Gig[];
}

export interface PastByYear {
  /** This year's past gigs (`now`'s year), latest first: shown openly; none early in January. */
  thisYear: Gig[];
  /** Every earlier year that has a gig, latest first. */
  years: PastYear[];
}

/** `past`: past gigs, latest first, as selectGigs gives them. */
export function pastByYear(past: readonly Gig[], now: Date): PastByYear {
  const years: PastYear[] = [];
  for (const gig of past) {
    const year = gig.date.getFullYear();
    let last = years[years.length - 1];
    if (last?.year !== year) years.push((last = { year, gigs: [] }));
    last.gigs.push(gig);
  }
  return { thisYear: years[0]?.year === now.getFullYear() ? years.shift()!.gigs : [], years };
}
