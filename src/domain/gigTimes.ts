/**
 * When a gig starts and ends, and what it costs, read from its information in
 * the house style (docs/band/auftritte.md, „Auftritte eintragen“): "Beginn 21 Uhr", "Beginn 21:30 Uhr",
 * "Beginn ca. 15 Uhr", "ab 22 Uhr", "16–18 Uhr", "Eintritt 6 €". The reader is
 * strict on purpose: information it does not understand leaves the gig a day
 * without a time (docs/decisions.md, "Times from the information").
 *
 * Times are wall-clock times in Europe/Berlin, as minutes after the gig day's
 * midnight: the calendar files name the zone (TZID), the search engines' data
 * gets the offset of that day (berlinOffset).
 */
import { isoDate, pad } from './dates';
import type { GigTime } from './gigTime';
import type { Gig } from './gigs';

/**
 * A time phrase: the word before it, a time ("21 Uhr", "21:30 Uhr", "21.30 Uhr", 0 to 24 Uhr),
 * and an end after a dash or "bis" ("16–18 Uhr", "16 bis 18 Uhr", "20 Uhr bis 1 Uhr").
 */
const PHRASE =
  /([a-z]+\.?)?[\s:]*\b([01]?\d|2[0-4])(?:[:.]([0-5]\d))?(?:\s*Uhr)?(?:\s*(?:\u2013|-|bis)\s*\b([01]?\d|2[0-4])(?:[:.]([0-5]\d))?)?\s*Uhr\b/gi;
/**
 * The words a start follows ("Beginn 21 Uhr", "Beginn ca. 15 Uhr", "ab 22 Uhr") or none
 * ("Hoffest, 20 Uhr"), in the first group; the words an end follows ("Ende 23 Uhr", "bis 24 Uhr").
 */
const WORDS = /^(?:(|beginn|ab|um|gegen|ca\.?|circa|von)|bis|ende)$/i;

/**
 * The start and end the information names, or undefined when it names none or
 * more than the reader understands: exactly one start ("Beginn …", "ab …", a
 * bare "20 Uhr" or a span "16–18 Uhr"), at most one end (the span's, or "bis …",
 * "Ende …"), no other time. "Einlass …" up to the next comma is the doors and
 * does not count. An end not after the start is on the next day.
 */
export function readTime(info: string): GigTime | null {
  const starts: number[] = [];
  const ends: number[] = [];
  // Minutes left out are 0; the hour is in every match (its default only tells the type checker so).
  for (const [, word = '', h = 0, m = 0, h2, m2 = 0] of info.replace(/Einlass[^,;]*/gi, '').matchAll(PHRASE)) {
    const kind = WORDS.exec(word);
    if (!h2 && !kind) return null;
    (h2 || kind![1] != null ? starts : ends).push(+h * 60 + +m);
    if (h2) ends.push(+h2 * 60 + +m2);
  }
  // Read only where there is exactly one start: the default never leaves this function.
  const [start = -1] = starts;
  const [end] = ends;
  return starts.length != 1 || ends.length > 1 ? null : { start, end: end == null ? null : end > start ? end : end + 1440 };
}

/** The entry fee in euros: "Eintritt 6 €", "Eintritt: 6,50 Euro"; "Eintritt frei" and "freier Eintritt" are 0. */
export function readFee(info: string): number | undefined {
  const fee = /Eintritt:?\s*(?:frei\b|(\d+(?:,\d\d?)?)\s*(?:€|Euro\b|EUR\b))|freier Eintritt/i.exec(info);
  return fee ? +(fee[1] ?? '0').replace(',', '.') : undefined;
}

/**
 * The offset of Europe/Berlin from UTC at a wall-clock time of a day, in hours:
 * 2 in summer time, 1 otherwise. The EU rule (since 1996): summer time from the
 * last Sunday of March, 01:00 UTC, to the last Sunday of October, 01:00 UTC.
 * Computed, not looked up, so no machine's zone or zone data changes it. The hour
 * the clocks skip counts as summer time, the hour they repeat as winter time.
 */
export function berlinOffset(day: Date, minute: number): 1 | 2 {
  const year = day.getFullYear();
  // March and October have 31 days: the last Sunday is the 31st less its weekday.
  const lastSunday = (month: number) => Date.UTC(year, month, 31 - new Date(Date.UTC(year, month, 31)).getUTCDay(), 1);
  const asWinter = Date.UTC(year, day.getMonth(), day.getDate(), -1, minute);
  return asWinter >= lastSunday(2) && asWinter < lastSunday(9) ? 2 : 1;
}

/** ISO 8601 with Berlin's offset, for a gig's day and a time of it: "2027-07-14T21:00:00+02:00". */
export function berlinDateTime(day: Date, minute: number): string {
  const date = new Date(day.getFullYear(), day.getMonth(), day.getDate() + Math.floor(minute / 1440));
  const time = minute % 1440;
  return `${isoDate(date)}T${pad(Math.floor(time / 60))}:${pad(time % 60)}:00+0${berlinOffset(date, time)}:00`;
}

/** What search engines and feeds are told about a gig's time and entry. */
export interface EventTimes {
  /** "2027-07-14T21:00:00+02:00" with a start, "2027-07-14" without. */
  startDate: string;
  /** With a named end its time; a day without a time ends that day; a start alone names no end. */
  endDate?: string;
  /** The information names no start. */
  allDay: boolean;
  /** The entry fee in euros (0: free), when the information names one. */
  price?: number;
  cancelled: boolean;
}

/** A gig's times, fee and status, read from its information. */
export function eventTimes(gig: Gig): EventTimes {
  const { time, iso: day, cancelled } = gig;
  const price = readFee(gig.info);
  const times: EventTimes = time
    ? { startDate: berlinDateTime(gig.date, time.start), allDay: false, cancelled }
    : { startDate: day, endDate: day, allDay: true, cancelled };
  if (time?.end != null) times.endDate = berlinDateTime(gig.date, time.end);
  if (price != null) times.price = price;
  return times;
}
