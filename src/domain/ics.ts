/**
 * iCalendar (RFC 5545) for gigs: one event for a visitor's "In den Kalender"
 * link, and the subscribable feed the build writes. A gig whose information
 * names its start (gigTimes.ts) is a timed event in Europe/Berlin, any other an
 * all-day event.
 */
import { epochDay, isoDate, MS_PER_DAY, pad } from './dates';
import type { Gig } from './gigs';

export interface CalendarOptions {
  /** The band's name, for SUMMARY and PRODID. */
  band: string;
  /** Domain for the UIDs, e.g. "upgrade-band.example". */
  domain: string;
  /**
   * DTSTAMP of every event: now, for a visitor's download. Without it each event is stamped with its
   * gig's day at 00:00 UTC, from the data alone: the build's files change only when their gigs do.
   */
  stamp?: Date;
  /** X-WR-CALNAME, the name a calendar app shows for a subscribed feed. */
  name?: string;
}

/** Escapes TEXT values: backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => '\\' + c).replace(/\r?\n/g, '\\n');
}

/** UTF-8 length of one code point. */
const utf8Length = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** Folds a content line into lines of at most 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines start with a space, which counts towards their 75 octets.
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const compact = (date: Date) => isoDate(date).replace(/-/g, '');

/**
 * Europe/Berlin for timed events, with the EU's rule since 1996 (RFC 5545 3.6.5):
 * summer time from the last Sunday of March, 2:00, to the last Sunday of October,
 * 3:00. One string, its lines split at the spaces, to keep dist/band.js small.
 */
const BERLIN = 'Europe/Berlin';
const VTIMEZONE =
  'BEGIN:VTIMEZONE TZID:Europe/Berlin BEGIN:DAYLIGHT TZOFFSETFROM:+0100 TZOFFSETTO:+0200 DTSTART:19700329T020000 RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU END:DAYLIGHT BEGIN:STANDARD TZOFFSETFROM:+0200 TZOFFSETTO:+0100 DTSTART:19701025T030000 RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU END:STANDARD END:VTIMEZONE';

/** A gig's day, or a day after it, as in iCalendar: "20270714". */
const day = (gig: Gig, after = 0) => compact(new Date(gig.date.getFullYear(), gig.date.getMonth(), gig.date.getDate() + after));

/** A wall-clock time in Berlin, minutes after a gig day's midnight (over 1440: the next day): ";TZID=Europe/Berlin:20270714T210000". */
const berlinTime = (gig: Gig, minute: number) =>
  `;TZID=${BERLIN}:${day(gig, Math.floor(minute / 1440))}T${pad(Math.floor(minute / 60) % 24)}${pad(minute % 60)}00`;

/** How long a timed event lasts when its information names no end: a typical evening, see docs/decisions.md. */
export const DEFAULT_DURATION = 'PT3H';

/** Put before the SUMMARY of a cancelled gig, for calendars that ignore STATUS. */
export const CANCELLED_PREFIX = 'Abgesagt: ';
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A stable UID, the gig's slug (makeGig) at the site's domain: the same gig gets the same one in every build and download. */
export function gigUid(gig: Gig, domain: string): string {
  return `${gig.slug}@${domain}`;
}

/** The name of a gig's downloaded calendar file: its day and place, e.g. "20250614-kulturbahnhof-kassel.ics". */
export function calendarFileName(gig: Gig): string {
  return `${gig.slug}.ics`;
}

/** A VCALENDAR with one VEVENT per gig, CRLF line ends, folded and escaped. */
export function calendar(gigs: readonly Gig[], options: CalendarOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${options.band}//Auftritte//DE`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  // The zone's definition, once, when an event refers to it.
  if (gigs.some((gig) => gig.time)) lines.push(...VTIMEZONE.split(' '));
  gigs.forEach((gig) => {
    const { time, cancelled } = gig;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${gig.slug}@${options.domain}`, // as gigUid writes it (calling it would add 14 B to band.js)
      `DTSTAMP:${utcStamp(options.stamp ?? new Date(epochDay(gig.date) * MS_PER_DAY))}`,
      // A start from the information makes a timed event in Berlin; without one the gig takes its day.
      ...(time
        ? [`DTSTART${berlinTime(gig, time.start)}`, time.end == null ? `DURATION:${DEFAULT_DURATION}` : `DTEND${berlinTime(gig, time.end)}`]
        : [`DTSTART;VALUE=DATE:${day(gig)}`, `DTEND;VALUE=DATE:${day(gig, 1)}`]),
      `SUMMARY:${escapeText(`${cancelled ? CANCELLED_PREFIX : ''}${options.band} live: ${gig.location}`)}`,
      `LOCATION:${escapeText(gig.location)}`,
    );
    if (gig.info) lines.push(`DESCRIPTION:${escapeText(gig.info)}`);
    if (gig.tickets) lines.push(`URL:${gig.tickets}`);
    lines.push(`STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  });
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
