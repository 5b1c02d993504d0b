/**
 * iCalendar (RFC 5545) for gigs: one event for a visitor's "In den Kalender"
 * link, and the subscribable feed the build writes. All-day events, since a
 * gig's start time is free text in its information.
 */
import { isoDate } from './dates';
import { transliterate } from './fold';
import { isCancelled, type Gig } from './gigs';

export interface CalendarOptions {
  /** The band's name, for SUMMARY and PRODID. */
  band: string;
  /** Domain for the UIDs, e.g. "upgrade-band.example". */
  domain: string;
  /** DTSTAMP of every event: now for a download; fixed for the reproducible feed. */
  stamp: (gig: Gig) => Date;
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
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A gig's day and place in plain letters, e.g. "20250614-kulturbahnhof-kassel". */
const gigSlug = (gig: Gig) => `${compact(gig.date)}-${transliterate(gig.location).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** A stable UID: the same gig gets the same one in every build and download. */
export function gigUid(gig: Gig, domain: string): string {
  return `${gigSlug(gig)}@${domain}`;
}

/** The name of a gig's downloaded calendar file: its day and place, e.g. "20250614-kulturbahnhof-kassel.ics". */
export function calendarFileName(gig: Gig): string {
  return `${gigSlug(gig)}.ics`;
}

/** A VCALENDAR with one VEVENT per gig, CRLF line ends, folded and escaped. */
export function calendar(gigs: readonly Gig[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${options.band}//Auftritte//DE`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  for (const gig of gigs) {
    const end = new Date(gig.date.getFullYear(), gig.date.getMonth(), gig.date.getDate() + 1);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${gigUid(gig, options.domain)}`,
      `DTSTAMP:${utcStamp(options.stamp(gig))}`,
      `DTSTART;VALUE=DATE:${compact(gig.date)}`,
      `DTEND;VALUE=DATE:${compact(end)}`,
      `SUMMARY:${escapeText(`${options.band} live: ${gig.location}`)}`,
      `LOCATION:${escapeText(gig.location)}`,
    );
    if (gig.info) lines.push(`DESCRIPTION:${escapeText(gig.info)}`);
    lines.push(`STATUS:${isCancelled(gig) ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
