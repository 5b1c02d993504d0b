/**
 * Kontakt's date check: is the band still free on a visitor's day? A day is
 * compared as a calendar day in the visitor's zone (dates.ts), never as an instant.
 */
import { dayKey, dayOf, isoDate } from './dates';
import type { Gig } from './gigs';

/** `taken`: the band plays that day; `free`: nothing in its calendar; `past`: before today, no claim. */
export type Availability = 'taken' | 'free' | 'past';

/**
 * The answer for `day` (`YYYY-MM-DD` or a Date): past before today (today is
 * not past); taken when a gig is that day (public or private) or an unlisted
 * booking (`bookedDays`, `YYYY-MM-DD`); otherwise free. A cancelled gig
 * ("Abgesagt …") takes no day: the band is free again.
 * Throws a RangeError for anything that is not a real day.
 */
export function availability(day: string | Date, gigs: readonly Gig[], bookedDays: readonly string[], now: Date): Availability {
  const date = typeof day === 'string' ? dayOf(day) : day;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a day: ${String(day)}`);
  const key = dayKey(date);
  if (key < dayKey(now)) return 'past';
  return bookedDays.includes(isoDate(date)) || gigs.some((gig) => dayKey(gig.date) === key && !gig.cancelled) ? 'taken' : 'free';
}
