/**
 * The gigs in the order of their days, each made when a page first asks for it (issue 39). band.js
 * carries every gig of ten years and more; making one (its slug, its time read from the information,
 * its dates) costs about as much as rendering it, so a page makes the gigs it shows and no others:
 * Home the next public one (and the private parties before it), Auftritte those ahead and this year's,
 * an earlier year when it is opened, Kontakt's date check the chosen day's. Found by day without making a gig: `days`.
 */
import { epochDay } from './dates';
import { byDate, type Gig } from './gigs';

export interface GigHistory {
  /** Each gig's day (epochDay), earliest first. */
  days: readonly number[];
  /** The gigs at positions [start, end) of `days`, earliest first: the same objects at every call. */
  slice(start: number, end?: number): Gig[];
}

/** The history of gigs already made (the build's data, the tests' fixtures): in the order of their days. */
export function historyOf(gigs: readonly Gig[]): GigHistory {
  const sorted = [...gigs].sort(byDate);
  return { days: sorted.map((gig) => epochDay(gig.date)), slice: (start, end) => sorted.slice(start, end) };
}

/** The position of the first gig on `day` (epochDay) or later; the end when there is none. */
export function firstFrom({ days }: GigHistory, day: number): number {
  const at = days.findIndex((d) => d >= day);
  return at < 0 ? days.length : at;
}

/** The gigs on the days from `from` up to (not including) `to`, epochDays, earliest first. */
export const gigsBetween = (history: GigHistory, from: number, to = Infinity): Gig[] =>
  history.slice(firstFrom(history, from), firstFrom(history, to));

/** The first gig on `day` (epochDay) or later that `test` accepts, making only the gigs it looks at; none: undefined. */
export function findFrom(history: GigHistory, day: number, test: (gig: Gig) => boolean): Gig | undefined {
  for (let at = firstFrom(history, day); at < history.days.length; at++) {
    const [gig] = history.slice(at, at + 1);
    if (test(gig!)) return gig;
  }
}
