/**
 * dist/auftritte.json: the public gigs for venues whose event systems import
 * feeds. Private parties stay out, as in the calendar; each gig's id is its
 * calendar UID, so a system that reads both can match them. Start, end and
 * price are read from the information as for the calendar and search engines.
 */
import { publicGigs, type Gig } from '../domain/gigs';
import { eventTimes } from '../domain/gigTimes';
import { gigUid } from '../domain/ics';
import { gigPage, siteUrls } from '../domain/siteUrls';
import type { Band } from '../data/band';

export interface JsonFeed {
  band: string;
  /** Where a venue's visitors book the band. */
  bookingUrl: string;
  /** The same gigs as a subscribable calendar. */
  calendar: string;
  gigs: {
    id: string;
    date: string;
    location: string;
    info: string | null;
    cancelled: boolean;
    /** "2027-07-14T21:00:00+02:00" when the information names a start, else null. */
    start: string | null;
    /** The same for a named end, else null. */
    end: string | null;
    /** Entry fee in euros (0: free) when the information names one, else null. */
    price: number | null;
    /** The gig's own page. */
    page: string;
  }[];
}

export function jsonFeed(gigs: readonly Gig[], band: Band): string {
  const urls = siteUrls(band.siteUrl);
  const feed: JsonFeed = {
    band: band.name,
    bookingUrl: urls.kontakt,
    calendar: urls.feed,
    gigs: publicGigs(gigs).map((gig) => {
      const times = eventTimes(gig);
      return {
        id: gigUid(gig, urls.host),
        date: gig.iso,
        location: gig.location,
        info: gig.info || null,
        cancelled: times.cancelled,
        start: times.allDay ? null : times.startDate,
        end: times.allDay ? null : (times.endDate ?? null),
        price: times.price ?? null,
        page: gigPage(band.siteUrl, gig),
      };
    }),
  };
  return JSON.stringify(feed, null, 2) + '\n';
}
