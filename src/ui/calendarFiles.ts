/** The gig list's "In den Kalender" links: each gig's calendar file, made when it is about to be used. */
import type { BandData } from '../data/readData';
import type { Gig } from '../domain/gigs';
import { calendar, calendarFileName } from '../domain/ics';
import { siteHost } from '../domain/siteUrls';

/** The gig of the item that holds the `selector` element an event came from (GigSections keeps them by key). */
export type GigAt = (target: EventTarget | null, selector: string) => Gig | undefined;

/**
 * Makes a gig's "In den Kalender" link ready when it is about to be used (pointer
 * down, focus, context menu, and the click itself, which is all a screen reader's
 * activation sends): builds the .ics file and puts it into the link as a data: URL
 * with a file name. Until then the link is a plain, real one to the band's public
 * feed, so rendering a long list costs nothing and nothing is requested.
 */
export function calendarFiles(gigAt: GigAt, band: BandData['band']) {
  return (event: { target: EventTarget | null }) => {
    const gig = gigAt(event.target, '.gig-calendar');
    if (!gig) return;
    const link = (event.target as Element).closest('.gig-calendar') as HTMLAnchorElement;
    const ics = calendar([gig], { band: band.name, domain: siteHost(band.siteUrl), stamp: new Date() });
    link.href = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
    link.download = calendarFileName(gig);
  };
}
