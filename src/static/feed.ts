/** The subscribable calendar of all gigs, written by the build to dist/auftritte.ics. */
import { publicGigs, type Gig } from '../domain/gigs';
import { calendar } from '../domain/ics';
import { siteHost } from '../domain/siteUrls';
import { feedTitle } from '../domain/texts';
import type { Band } from '../data/band';

/**
 * DTSTAMP is fixed per gig (midnight UTC of its day) rather than the build's
 * clock, so a fresh build reproduces the committed feed byte for byte.
 */
export function feed(gigs: readonly Gig[], band: Band): string {
  // Private parties are never announced: they stay out of the public feed.
  return calendar(publicGigs(gigs), {
    band: band.name,
    domain: siteHost(band.siteUrl),
    name: feedTitle(band.name),
    stamp: (gig) => new Date(Date.UTC(gig.date.getFullYear(), gig.date.getMonth(), gig.date.getDate())),
  });
}
