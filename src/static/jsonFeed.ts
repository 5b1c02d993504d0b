/**
 * dist/auftritte.json: the public gigs for venues whose event systems import
 * feeds. Private parties stay out, as in the calendar; each gig's id is its
 * calendar UID, so a system that reads both can match them.
 */
import { isoDate } from '../domain/dates';
import { isCancelled, publicGigs, type Gig } from '../domain/gigs';
import { gigUid } from '../domain/ics';
import { siteUrls } from '../domain/siteUrls';
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
  }[];
}

export function jsonFeed(gigs: readonly Gig[], band: Band): string {
  const urls = siteUrls(band.siteUrl);
  const feed: JsonFeed = {
    band: band.name,
    bookingUrl: urls.kontakt,
    calendar: urls.feed,
    gigs: publicGigs(gigs).map((gig) => ({
      id: gigUid(gig, urls.host),
      date: isoDate(gig.date),
      location: gig.location,
      info: gig.info || null,
      cancelled: isCancelled(gig),
    })),
  };
  return JSON.stringify(feed, null, 2) + '\n';
}
