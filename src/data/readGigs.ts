/**
 * The gigs (src/data/gigs.ts): each read as strictly as the band details, and
 * named in every message by its day and place, e.g.
 *   src/data/gigs.ts:41: gig on 2027-7.5-14 at "Kulturbahnhof, Kassel": date "2027-7.5-14" is not a real date (expected YYYY-MM-DD)
 */
import type { Gig } from '../domain/gigs';
import { typeset } from '../domain/typography';
import type { Locate } from './locate';
import { makeGig } from './makeGig';
import { day, entryReport, flag, isHttps, isObject, optional, record, text } from './readRecord';
import type { Entry, Problem } from '../domain/refusals';

/** A gig as written in data/gigs.ts. */
export interface RawGig {
  /** The day, `YYYY-MM-DD`. */
  date: string;
  /** "Venue, Town". */
  location: string;
  /** Start time, entry fee or a cancellation, in the house style of docs/band.md. */
  info?: string;
  /** A client's own party: listed as "Private Feier", never announced to the public. */
  private?: boolean;
  /**
   * `false`: a booking nobody sees. Its day is taken in Kontakt's date check and
   * nothing else about it ships: not its place, not its information.
   */
  listed?: boolean;
  /** Where tickets are sold, an https:// address: the calendar files and search engines link to it. */
  tickets?: string;
}

// The band types plain spaces and ' and "; the site shows German typography.
const GIG = record((field) => ({
  date: field('date', day),
  location: field('location', text({ then: typeset })),
  info: field('info', optional(text({ then: typeset, ifBlank: 'infoBlank' }), '')),
  private: field('private', flag),
  listed: field('listed', flag),
  tickets: field(
    'tickets',
    optional(
      text({
        then: typeset,
        rule: (url, got, path) => (isHttps(url) ? undefined : { kind: 'ticketsNotHttps', path, got }),
      }),
    ),
  ),
}));

/** A gig as the messages name it, from what was written: its day and place. */
const named = (g: Record<string, unknown>): Entry & { kind: 'gig' } => ({
  kind: 'gig',
  ...(typeof g.date === 'string' ? { date: g.date } : {}),
  ...(typeof g.location === 'string' ? { location: g.location.trim() } : {}),
});

/**
 * The gigs the site shows, and the days of the bookings it must not show
 * (`listed: false`): those are read as strictly, then kept apart, so no page,
 * feed or file can list them by mistake. A cancelled booking blocks no day.
 */
export function readGigs(raw: unknown, locate: Locate, problems: Problem[], warnings: Problem[]): { gigs: Gig[]; bookedDays: string[] } {
  if (!Array.isArray(raw)) {
    problems.push({ where: locate('gigs', 0), said: { kind: 'gigsNotList' } });
    return { gigs: [], bookedDays: [] };
  }
  const seen = new Map<string, number>();
  const gigs: Gig[] = [];
  const booked = new Set<string>();
  raw.forEach((value: unknown, index: number) => {
    const g = isObject(value) ? value : {};
    const found: Problem[] = [];
    const report = entryReport(locate('gigs', index), () => named(g), found);
    if (!isObject(value)) {
      report('', { kind: 'gigNotRecord', got: value });
      problems.push(...found);
      return;
    }
    const { date, location, info, private: isPrivate, listed, tickets } = GIG(value, '', report);
    const read = makeGig({ date, location, info, private: isPrivate === true, tickets });
    if (!found.length) {
      // The gig's address (calendar UID, own page): places written apart only in case or punctuation are one.
      const twin = seen.get(read.slug);
      if (twin !== undefined) {
        const other = named(isObject(raw[twin]) ? raw[twin] : {});
        report('', { kind: 'sameGig', other: locate('gigs', twin), date: other.date ?? '', location: other.location ?? '' });
      } else seen.set(read.slug, index);
    }
    // Information that seems to name a time the reader cannot read would make an all-day event without a word.
    if (!found.length && !read.time && /\d\s*Uhr\b/i.test(info)) {
      warnings.push({
        where: locate('gigs', index),
        entry: { kind: 'gig', date: read.iso, location },
        said: { kind: 'gigTimeUnread', path: 'info', info },
      });
    }
    problems.push(...found);
    if (listed !== false) gigs.push(read);
    else if (!found.length && !read.cancelled) booked.add(read.iso);
  });
  return { gigs, bookedDays: [...booked].sort() };
}
