/** The subscribable calendar of all gigs, written by the build to dist/auftritte.ics. */
import { MS_PER_DAY } from '../domain/dates';
import { publicGigs, type Gig } from '../domain/gigs';
import { calendar } from '../domain/ics';
import { siteHost } from '../domain/siteUrls';
import { feedTitle } from '../domain/texts';
import type { Band } from '../data/band';

/**
 * DTSTAMP, when the feed was made, is the build's day at 00:00:00 UTC for every
 * event: never after the day the feed was built, and a fresh build of the same
 * commit reproduces the committed feed byte for byte (`buildDay` comes from the
 * commit, not the clock).
 */
export function feed(gigs: readonly Gig[], band: Band, buildDay: Date): string {
  // Private parties are never announced: they stay out of the public feed.
  return calendar(publicGigs(gigs), {
    band: band.name,
    domain: siteHost(band.siteUrl),
    name: feedTitle(band.name),
    stamp: new Date(Math.floor(buildDay.getTime() / MS_PER_DAY) * MS_PER_DAY),
  });
}
