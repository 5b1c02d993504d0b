/**
 * The one place a gig's facts are computed: at read time (readGigs.ts) and when
 * dist/band.js unpacks its data (pack.ts). Pages, feeds, calendar files and the
 * bundle read these fields and derive nothing again.
 */
import { isoDate } from '../domain/dates';
import { transliterate } from '../domain/fold';
import { readTime } from '../domain/gigTimes';
import type { Gig } from '../domain/gigs';
import { SitePath } from '../domain/siteUrls';

/** What the band wrote about a gig, checked: its day (local midnight), place, information and flags. */
export interface GigFacts {
  date: Date;
  location: string;
  info: string;
  private?: boolean;
  tickets?: string | undefined;
}

/** A gig's information says it was called off ("Abgesagt", "fällt aus"). */
const CANCELLED = /\babgesagt\b|fällt aus/i;

/** The gig with every derived fact, e.g. slug "20270714-kulturbahnhof-kassel", page "auftritte/2027-07-14-kulturbahnhof-kassel.html". */
export function makeGig({ date, location, info, private: isPrivate, tickets }: GigFacts): Gig {
  const iso = isoDate(date);
  const place = transliterate(location)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const gig: Gig = {
    date,
    location,
    info,
    iso,
    slug: `${iso.replace(/-/g, '')}-${place}`,
    cancelled: CANCELLED.test(info),
    time: readTime(info),
  };
  if (isPrivate) gig.private = true;
  // A client's own party is never announced: no page of its own.
  else gig.page = `${SitePath.GigPages}${iso}-${place}.html`;
  if (tickets) gig.tickets = tickets;
  return gig;
}
