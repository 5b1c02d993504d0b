/** The subscribable calendar of all gigs, written by the build to dist/auftritte.ics. */
import { publicGigs, type Gig } from '../domain/gigs';
import { calendar } from '../domain/ics';
import { siteHost } from '../domain/siteUrls';
import { feedTitle } from '../domain/texts';
import type { Band } from '../data/band';

/**
 * No DTSTAMP of the build's: each event is stamped with its gig's day (ics.ts), so the feed
 * changes when the gigs do, never because it was built on another day.
 */
export function feed(gigs: readonly Gig[], band: Band): string {
  // Private parties are never announced: they stay out of the public feed.
  return calendar(publicGigs(gigs), {
    band: band.name,
    domain: siteHost(band.siteUrl),
    name: feedTitle(band.name),
  });
}
