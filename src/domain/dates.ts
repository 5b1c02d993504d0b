/**
 * Calendar dates of gigs. A gig has a day, not an instant: it is parsed into
 * local midnight and compared by year, month and day, so no time zone can
 * shift it to a neighbouring day.
 */

/**
 * The project's one reader of a day written `YYYY-MM-DD` (the data, a date input, a page's
 * data-day, the build's day): its local midnight, or an Invalid Date for anything else. The
 * round trip through isoDate refuses days that do not exist (new Date() would roll 2027-02-30
 * over into March) and any other spelling.
 */
export function dayOf(day: string): Date {
  const date = new Date(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
  return isoDate(date) === day ? date : new Date(NaN);
}

/** How a day is written in the data: `YYYY-MM-DD`, whether or not the calendar has that day. */
const DAY_SPELLING = /^\d{4}-\d{2}-\d{2}$/;

/** dayOf for days that must be real: throws, saying whether the spelling or the calendar is wrong. */
export function parseDate(value: string): Date {
  const date = typeof value === 'string' ? dayOf(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) {
    const spelled = typeof value === 'string' && DAY_SPELLING.test(value);
    throw new Error(`invalid date ${JSON.stringify(value)}: ${spelled ? 'no such day in the calendar' : 'expected YYYY-MM-DD'}`);
  }
  return date;
}

/** Two digits: 7 → "07". */
export const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` in local time, for `<time datetime>` and calendar files. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `dd.MM.yyyy`, as on the Auftritte page and in the gig list. */
export function formatDate(date: Date): string {
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/**
 * A day written `YYYY-MM-DD` as formatDate shows one (2027-07-14 → 14.07.2027), for a message that
 * quotes what the band wrote: only the spelling is turned round, so a day the calendar lacks reads
 * as written (2027-02-30 → 30.02.2027, where a Date would roll over into March); anything else comes
 * back unchanged.
 */
export function formatWrittenDay(day: string): string {
  return DAY_SPELLING.test(day) ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : day;
}

/** day.month.year without leading zeros, as in the home page's next-event box. */
export function formatDateShort(date: Date): string {
  return `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`;
}

/** The local calendar day of a date as a sortable number, e.g. 20250314. */
export function dayKey(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/** A day without a clock change, in milliseconds. */
export const MS_PER_DAY = 86_400_000;

/**
 * The calendar day of a date as days since 1 January 1970 (20648 for 14 July 2026):
 * the form dist/band.js carries a gig's day in, shorter than any date string.
 */
export function epochDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY;
}

/** The calendar year of an epochDay (a day counted in UTC, so no zone shifts it). */
export const yearOfDay = (day: number): number => new Date(day * MS_PER_DAY).getUTCFullYear();

/** Local midnight of an epochDay: arithmetic on a number, no parsing, the same day in every time zone. */
export function fromEpochDay(day: number): Date {
  return new Date(1970, 0, 1 + day);
}

/** Local midnight of the day that `now` falls on. */
export function startOfDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
