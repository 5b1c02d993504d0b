/**
 * Every public gig's own page (dist/auftritte/2027-07-14-kulturbahnhof-kassel.html,
 * gigPagePath) and its calendar file (dist/kalender/20270714-kulturbahnhof-kassel.ics,
 * gigCalendarPath): a page a fan can send and a search engine can list as an event.
 *
 * The page is the app's shell rendered from its real components (Nav, Footer, the
 * gig list's classes) around one gig, for the build's day, as the band's page is
 * prerendered (prerender.tsx). It is static: no band.js, no script at all but its
 * JSON-LD, so it links nojs.css without a <noscript> (the menu stays open, what
 * needs a script is hidden), and the app's links lead back to the band's page
 * (`../#/programm`), written so where the HTML is rendered. A past gig's page stays
 * and says it was played, without calendar or map link; private parties get none.
 */
import type { ReactNode } from 'react';
import type { BandData } from '../data/readData';
import type { Band } from '../data/band';
import { formatDate } from '../domain/dates';
import { escapeHtml } from '../domain/escapeHtml';
import { isUpcoming, publicGigs, type Gig } from '../domain/gigs';
import { calendar } from '../domain/ics';
import { routeHref } from '../domain/routes';
import { gigCalendarPath, gigPage, siteHost } from '../domain/siteUrls';
import { gigTitle, tagline } from '../domain/texts';
import { BandDataContext, useBandData } from '../ui/BandDataContext';
import { Footer } from '../ui/Footer';
import { GigItem } from '../ui/GigItem';
import { Nav } from '../ui/Nav';
import { BRAND } from './brand';
import { pageHead } from './head';
import { renderWithTextNodes } from './prerender';
import { splitLocation } from './splitLocation';
import { gigStructuredData } from './structuredData';

/** From a gig's page to the site's root: its pages sit one folder down (SitePath.GigPages). */
export const UP = '../';

/** A sentence of the information, ending in a full stop unless it ends in a mark of its own. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** What the gig is, in one sentence: ahead, played, or called off. */
function whatItIs(gig: Gig, band: Band, upcoming: boolean): string {
  const date = formatDate(gig.date);
  if (gig.cancelled) return `${band.name} am ${date}: ${gig.location}.`;
  return upcoming ? `${band.name} spielt am ${date} live: ${gig.location}.` : `${band.name} hat am ${date} live gespielt: ${gig.location}.`;
}

/** The page's description for search engines and link previews: the day, the place, the information, the band. */
export function gigDescription(gig: Gig, band: Band, upcoming: boolean): string {
  return [whatItIs(gig, band, upcoming), ...(gig.info ? [sentence(gig.info)] : []), `${sentence(tagline(band.town))}`].join(' ');
}

/** The gig in the gig list's design, what a visitor can do with it, and the way to the band. */
function GigPage({ gig, upcoming }: { gig: Gig; upcoming: boolean }) {
  const { band } = useBandData();
  const date = formatDate(gig.date);
  const { cancelled } = gig;
  return (
    <article className="page">
      <h1>
        {band.name} live: {splitLocation(gig.location).venue}
      </h1>
      <ul className="gigs">
        <GigItem gig={gig} upcoming={upcoming} calendar={UP + gigCalendarPath(gig)} info />
      </ul>
      <p className="lead">
        {cancelled
          ? upcoming
            ? 'Dieser Auftritt fällt leider aus.'
            : 'Dieser Auftritt ist leider ausgefallen.'
          : upcoming
            ? 'Kommen Sie vorbei und feiern Sie mit!'
            : `Diesen Auftritt haben wir am ${date} gespielt – danke an alle, die dabei waren!`}{' '}
        Alle Termine finden Sie unter <a href={routeHref('auftritte')}>Auftritte</a>.
      </p>
      <h2>{band.name} für Ihre Feier</h2>
      <p>
        Sie planen eine Firmenfeier, einen Geburtstag oder eine Hochzeit? Wir spielen handgemachte Live-Musik vom Rock ’n’ Roll der 50er bis
        zu den Hits von heute.
      </p>
      <p>
        <a className="button" href={routeHref('kontakt')}>
          Kontakt aufnehmen
        </a>
      </p>
    </article>
  );
}

/**
 * The app's shell around a page of its own (a gig's, a year's: yearPages.tsx), wrapped as the band's
 * page wraps each route, its links leading back to that page.
 */
export function renderShell(data: BandData, page: ReactNode): string {
  const app = renderWithTextNodes(
    <BandDataContext.Provider value={data}>
      <div className="app">
        <header className="header">
          <Nav />
        </header>
        <main className="main">{page}</main>
        <Footer />
      </div>
    </BandDataContext.Provider>,
    { appLinks: UP },
  );
  return `<div class="band" lang="de" dir="ltr" data-view="app" data-theme="site">${app}</div>`;
}

/** The app's shell around one gig. */
export const renderGigPage = (data: BandData, gig: Gig, upcoming: boolean) => renderShell(data, <GigPage gig={gig} upcoming={upcoming} />);

export interface GigPageOptions {
  /** Content versions of site.css and nojs.css, for `?v=`. */
  versions: { css: string; nojs: string };
  /** The band's description, as the band's page gives it (its JSON-LD's MusicGroup). */
  bandDescription: string;
  /** The build's day (YYYY-MM-DD): whether the gig lies ahead. */
  day: string;
  /** The moment the build takes as now (noon of its day) and its calendar files' DTSTAMP (midnight UTC of it). */
  now: Date;
  stamp: Date;
}

/** A page in dist/auftritte/ as a whole document: its head (pageHead) and its body, rendered for the build's day. */
export function staticDocument(head: string, body: string, { versions, day }: Pick<GigPageOptions, 'versions' | 'day'>): string {
  const asset = (file: string, version?: string) => escapeHtml(`${UP}${file}${version ? `?v=${version}` : ''}`);
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${BRAND.ink}">
<link rel="icon" href="${asset('favicon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${asset('site.css', versions.css)}">
<!-- No script on this page: what needs one is hidden, the menu stays open (nojs.css). -->
<link rel="stylesheet" href="${asset('nojs.css', versions.nojs)}">
${head}
</head>
<body>
<!-- rendered for ${day}, the build's day (docs/decisions.md) -->
${body}
</body>
</html>
`;
}

/** One gig's page as a whole document. */
export function gigPageDocument(data: BandData, gig: Gig, options: GigPageOptions): string {
  const { band } = data;
  const upcoming = isUpcoming(gig, options.now);
  const head = pageHead(band, {
    title: gigTitle(band.name, gig),
    description: gigDescription(gig, band, upcoming),
    url: gigPage(band.siteUrl, gig),
    data: gigStructuredData(gig, band, options.bandDescription),
  });
  return staticDocument(head, renderGigPage(data, gig, upcoming), options);
}

/**
 * Every public gig's page and calendar file, by path. Two gigs with one address (one day, places
 * that differ only in case or punctuation) never get here: the data reader refuses them.
 */
export function gigPages(data: BandData, options: GigPageOptions): Record<string, string> {
  const { band } = data;
  const files: Record<string, string> = {};
  for (const gig of publicGigs(data.gigs)) {
    files[`dist/${gig.page}`] = gigPageDocument(data, gig, options);
    files[`dist/${gigCalendarPath(gig)}`] = calendar([gig], { band: band.name, domain: siteHost(band.siteUrl), stamp: options.stamp });
  }
  return files;
}
