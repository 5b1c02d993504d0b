/**
 * The past of a gig list as it grows over the years (issue 31): this year's gigs shown
 * openly, every earlier year as a group of its own. A list then costs the page, its
 * start-up and its height at most one year of gigs, however long the band has played;
 * the groups are rendered only when a visitor opens one, and their gigs made only then
 * (issue 39: a year's count comes from the days alone, GigHistory).
 *
 * By calendar year rather than the last twelve months: no gig is in two places, and each
 * group is a whole year, the same as that year's page (static/yearPages.tsx) and its count.
 */
import { epochDay, yearOfDay } from './dates';
import { firstFrom, type GigHistory } from './gigHistory';
import { byDate, type Gig } from './gigs';

/** One year's past gigs. */
export interface PastYear {
  year: number;
  /** How many. */
  count: number;
  /** Its gigs, latest first, made on the first call. */
  gigs: () => Gig[];
}

export interface PastByYear {
  /** This year's past gigs (`now`'s year), latest first: shown openly; none early in January. */
  thisYear: Gig[];
  /** Every earlier year that has a gig, latest first. */
  years: PastYear[];
}

/**
 * The gigs of `history` before `now`'s day, by year; `keep` (a partner's place or hidden parties) chooses
 * among each year's gigs, which then are made to be counted.
 */
export function pastByYear(history: GigHistory, now: Date, keep?: (gigs: Gig[]) => Gig[]): PastByYear {
  const years: PastYear[] = [];
  // From today back, a year at a time: each year's first and last position found by day, no gig made.
  for (let end = firstFrom(history, epochDay(now)), start; end > 0; end = start) {
    const year = yearOfDay(history.days[end - 1]!);
    const [from, to] = [(start = firstFrom(history, epochDay(new Date(year, 0, 1)))), end];
    let made: Gig[] | undefined;
    // Latest first; a stable sort keeps one day's gigs in the order the band wrote them, as before.
    const gigs = () => (made ??= (keep ? keep(history.slice(from, to)) : history.slice(from, to)).sort((a, b) => byDate(b, a)));
    years.push({ year, count: keep ? gigs().length : to - from, gigs });
  }
  const thisYear = years[0]?.year === now.getFullYear() ? years.shift()!.gigs() : [];
  return { thisYear, years: years.filter((year) => year.count) };
}
