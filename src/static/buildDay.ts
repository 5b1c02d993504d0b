/**
 * The build's day: what the prerendered band page (dist/index.html) shows as
 * "today" – the next-event box, upcoming and past gigs. band.js corrects it to
 * the visitor's day as soon as it runs; on the build's own day nothing moves.
 *
 * The same commit must give the same dist/, so the day is never the clock's:
 *   1. SOURCE_DATE_EPOCH (seconds since 1970) when it is set, the reproducible-builds convention;
 *   2. otherwise the time of the last commit (`git log -1 --format=%ct`);
 *   3. only where there is no git history at all (a downloaded copy), the clock.
 * The instant becomes a calendar day in Kassel (Europe/Berlin), whatever the
 * build machine's time zone.
 */

import { epochDay, parseDate } from '../domain/dates';

/** The band's time zone: the build's day is a day in Kassel. */
export const BAND_TIME_ZONE = 'Europe/Berlin';

/** `YYYY-MM-DD` of an instant (milliseconds since 1970) in Kassel. */
export function dayInKassel(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BAND_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Where the day came from, for the build's report. */
export type DaySource = 'SOURCE_DATE_EPOCH' | 'last commit' | 'clock';

/**
 * The build's day and where it came from. `lastCommitTime` returns the output of
 * `git log -1 --format=%ct` (seconds), or null where there is no history;
 * `clock` is consulted only then.
 */
export function buildDay(
  env: { SOURCE_DATE_EPOCH?: string },
  lastCommitTime: () => string | null,
  clock: () => number = Date.now,
): { day: string; source: DaySource } {
  const seconds = (text: string, what: string) => {
    if (!/^\s*\d+\s*$/.test(text)) throw new Error(`${what} is not a whole number of seconds since 1970: "${text}"`);
    return Number(text) * 1000;
  };
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && epoch !== '') return { day: dayInKassel(seconds(epoch, 'SOURCE_DATE_EPOCH')), source: 'SOURCE_DATE_EPOCH' };
  const commit = lastCommitTime();
  if (commit !== null && commit.trim() !== '')
    return { day: dayInKassel(seconds(commit, 'The last commit’s time')), source: 'last commit' };
  return { day: dayInKassel(clock()), source: 'clock' };
}

/**
 * The moment the prerendering takes as "now": noon of `day` as a local time.
 * Noon, so that "in N Tage(n)" is what band.js computes at any hour of that day
 * (the gig rules count whole days from local midnight); local, because the gig
 * dates are local midnights too, so the build machine's time zone cannot shift it.
 */
export function noonOf(day: string): Date {
  const date = parseDate(day);
  date.setHours(12);
  return date;
}

/** A SOURCE_DATE_EPOCH that gives `day` back: noon UTC of it, which is the same day in Kassel. */
export function epochOfDay(day: string): string {
  return String(epochDay(parseDate(day)) * 86_400 + 12 * 3600);
}
