/** The rules of spec section 4 for gigs: upcoming/past and the next event. */
import { dayKey, MS_PER_DAY, startOfDay } from './dates';
import type { GigTime } from './gigTime';

/** A gig as the app uses it: its date is local midnight of the gig's day. */
export interface Gig {
  date: Date;
  /** Venue and town, e.g. "Kulturbahnhof, Kassel". */
  location: string;
  /** Start time, entry fee or a cancellation note; empty when there is none. */
  info: string;
  /** A client's own party: listed, but not announced to search engines. */
  private?: boolean;
  /** The day as written, `YYYY-MM-DD`. */
  iso: string;
  /** Day and place in plain letters, e.g. "20270714-kulturbahnhof-kassel": the calendar UID's local part and the React key. */
  slug: string;
  /** The information says it was called off ("Abgesagt", "fällt aus"). */
  cancelled: boolean;
  /** Where tickets are sold: an https:// address. */
  tickets?: string;
  /** Start and end read from the information, minutes after the day's midnight (an end past midnight is over 1440); null when it names no start. */
  time: GigTime | null;
  /** A public gig's own page, relative to the site, e.g. "auftritte/2027-07-14-kulturbahnhof-kassel.html"; absent for a private party. */
  page?: string;
}

/** Made by src/data/makeGig.ts, the one place that computes these fields. */

/** What the home page's next-event box shows. */
export interface NextEvent {
  date: Date;
  daysLeft: number;
  location: string;
  info: string;
}

/** A gig can be the next event when its date (local midnight) is `now` or later as an instant (nextEvent). */
export const isAhead = (gig: Pick<Gig, 'date'>, now: Date): boolean => gig.date.getTime() >= now.getTime();

/** A gig is upcoming when its day is today or later, compared by year, month and day. */
export function isUpcoming(gig: Pick<Gig, 'date'>, now: Date): boolean {
  return dayKey(gig.date) >= dayKey(now);
}

/** Orders gigs by date, earliest first; `(a, b) => byDate(b, a)` for latest first. */
export const byDate = (a: Gig, b: Gig) => a.date.getTime() - b.date.getTime();

/** Upcoming gigs in ascending order, past gigs in descending order; every gig lands in exactly one. */
export function splitGigs(gigs: readonly Gig[], now: Date): { upcoming: Gig[]; past: Gig[] } {
  const upcoming: Gig[] = [];
  const past: Gig[] = [];
  for (const gig of gigs) (isUpcoming(gig, now) ? upcoming : past).push(gig);
  upcoming.sort(byDate);
  past.sort((a, b) => byDate(b, a));
  return { upcoming, past };
}

/**
 * The gigs that may be announced, earliest first: all but a client's own party.
 * Only these reach the home page's next-event box, the calendar and JSON feeds
 * and the search engines' data; the gig list shows a party as "Private Feier".
 * A new list; the input stays as it is.
 */
export function publicGigs(gigs: readonly Gig[]): Gig[] {
  return gigs.filter((gig) => !gig.private).sort(byDate);
}

/** The value before anything is computed (spec: today, 0 days, the band's town, e.g. "Kassel"). */
export function pendingNextEvent(now: Date, town: string): NextEvent {
  return { date: startOfDay(now), daysLeft: 0, location: town, info: '' };
}

/**
 * The next event: the earliest gig whose date (local midnight) is `now` or
 * later as an instant. Taken literally from the spec, so a gig later today
 * counts as upcoming on Auftritte but is no longer the next event after midnight.
 */
export function nextEvent(gigs: readonly Gig[], now: Date): NextEvent {
  let next: Gig | undefined;
  for (const gig of gigs) {
    if (isAhead(gig, now) && (!next || gig.date < next.date)) next = gig;
  }
  // None ahead: the pending value without a place, which the home page does not show.
  if (!next) return pendingNextEvent(now, '');
  return {
    date: next.date,
    daysLeft: Math.floor((next.date.getTime() - now.getTime()) / MS_PER_DAY),
    location: next.location,
    info: next.info,
  };
}

/** The home page shows the next-event box only when the next event has information text. */
export function showsNextEvent(event: NextEvent): boolean {
  return event.info.trim() !== '';
}

/** A gig whose information says it was called off (read once, by makeGig). */
export const isCancelled = (gig: Gig): boolean => gig.cancelled;
