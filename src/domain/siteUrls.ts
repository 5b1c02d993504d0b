/**
 * Every address derived from the site's address (`band.siteUrl`), and its host
 * name. The site's address ends in '/' (the data reader insists), so each
 * address is the site's address followed by a path, and the paths are written
 * here once.
 *
 * The paths are an enum because esbuild puts an enum's values in place across
 * modules: code in a bundle writes `${site}${SitePath.Feed}` and ships just
 * that one string, not a table of every address. The build's own code (the
 * static pages, the feeds) takes the whole set from `siteUrls`.
 */
import type { Gig } from './gigs';
import { calendarFileName } from './ics';

export enum SitePath {
  Home = '',
  /** The app's routes (routeHref in routes.ts writes the same). */
  Kontakt = '#/kontakt',
  Auftritte = '#/auftritte',
  /** The band in the search engines' data (a node id, not a page). */
  BandId = '#band',
  /** The files in dist/. */
  Feed = 'auftritte.ics',
  JsonFeed = 'auftritte.json',
  Sitemap = 'sitemap.xml',
  Image = 'og-image.png',
  Konfigurator = 'konfigurator.html',
  GigsPage = 'gigs.html',
  BandJs = 'band.js',
  /** The folder of the gigs' own pages (gigPagePath). */
  GigPages = 'auftritte/',
  /** The folder of their calendar files (gigCalendarPath). */
  GigCalendars = 'kalender/',
  /** Every song on one page (src/static/songPage.tsx), one folder down as the gigs' pages are. */
  Songs = 'programm/songs.html',
  /** The press page and its downloads (issue 47): dist/presse/index.html, present only where the band has press texts. */
  Press = 'presse/',
}

/**
 * A public gig's own page, relative to the site: its calendar UID's local part
 * with the day written as a date, e.g. "auftritte/2027-07-14-kulturbahnhof-kassel.html".
 * It stays as long as the gig's day and place do.
 */
export const gigPagePath = (gig: Gig) => gig.page ?? '';

/**
 * A public gig's calendar file, which its page links to, relative to the site: the name a download
 * from the gig list gets, e.g. "kalender/20270714-kulturbahnhof-kassel.ics". A folder of its own, so
 * that each folder's files are served alike (src/static/hosting.ts).
 */
export const gigCalendarPath = (gig: Gig) => `${SitePath.GigCalendars}${calendarFileName(gig)}`;

/** The page of a year's public gigs, relative to the site, e.g. "auftritte/2019.html": beside the gigs' own pages, which it links to. */
export const yearPagePath = (year: number) => `${SitePath.GigPages}${year}.html`;

/** The full address of a public gig's own page. */
export const gigPage = (site: string, gig: Gig) => site + gigPagePath(gig);

/** The host name, e.g. "upgrade-band.example": the calendar UIDs' domain. */
export const siteHost = (site: string) => new URL(site).hostname;

/** Every address of the site, by what it is. */
export function siteUrls(site: string) {
  return {
    home: site + SitePath.Home,
    kontakt: site + SitePath.Kontakt,
    auftritte: site + SitePath.Auftritte,
    bandId: site + SitePath.BandId,
    feed: site + SitePath.Feed,
    json: site + SitePath.JsonFeed,
    sitemap: site + SitePath.Sitemap,
    image: site + SitePath.Image,
    konfigurator: site + SitePath.Konfigurator,
    gigsPage: site + SitePath.GigsPage,
    bandJs: site + SitePath.BandJs,
    host: siteHost(site),
  };
}

export type SiteUrls = ReturnType<typeof siteUrls>;
