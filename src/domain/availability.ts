/**
 * Kontakt's date check: is the band still free on a visitor's day? A day is
 * compared as a calendar day in the visitor's zone (dates.ts), never as an instant.
 */
import { dayKey, isoDate, parseDate } from './dates';
import { isCancelled, type Gig } from './gigs';

/** `taken`: the band plays that day; `free`: nothing in its calendar; `past`: before today, no claim. */
export type Availability = 'taken' | 'free' | 'past';

/**
 * The answer for `day` (`YYYY-MM-DD`, as a date input gives it, or a Date):
 * past before today (today is not past); taken when a gig is that day (public
 * or private) or an unlisted booking (`bookedDays`, `YYYY-MM-DD`); otherwise free.
 * A cancelled gig ("Abgesagt …") takes no day: the band is free again.
 * Throws a RangeError for anything that is not a real day.
 */
export function availability(day: string | Date, gigs: readonly Gig[], bookedDays: readonly string[], now: Date): Availability {
  let date: Date;
  try {
    date = typeof day === 'string' ? parseDate(day) : day;
  } catch {
    date = new Date(NaN);
  }
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError(`not a day: ${String(day)}`);
  const key = dayKey(date);
  if (key < dayKey(now)) return 'past';
  if (bookedDays.includes(isoDate(date))) return 'taken';
  return gigs.some((gig) => dayKey(gig.date) === key && !isCancelled(gig)) ? 'taken' : 'free';
}
