/**
 * Every public gig's own page (dist/auftritte/2027-07-14-kulturbahnhof-kassel.html,
 * gigPagePath) and its calendar file (dist/kalender/20270714-kulturbahnhof-kassel.ics,
 * gigCalendarPath): a page a fan can send and a search engine can list as an event.
 *
 * The page is the app's shell rendered from its real components (the nav's links, Footer,
 * GigItem) around one gig, its links leading back to the band's page (`../#/programm`),
 * written so where the HTML is rendered. It depends on the data alone, never on the build's
 * day, so a build on a later day changes no gig page: its script (dist/auftritt.js,
 * src/gigPage/) says on the visitor's day whether the gig lies ahead or was played, and
 * makes "Teilen" work. Its menu is a <details> (StaticNav). Private parties get no page.
 */
import type { ReactNode } from 'react';
import type { BandData } from '../data/readData';
import type { Band } from '../data/band';
import { formatDate } from '../domain/dates';
import { publicGigs, type Gig } from '../domain/gigs';
import { calendar } from '../domain/ics';
import { routeHref } from '../domain/routes';
import { gigCalendarPath, gigPage, siteHost } from '../domain/siteUrls';
import { COPY_LINK, gigTitle, tagline } from '../domain/texts';
import { BandDataContext, useBandData } from '../ui/BandDataContext';
import { Footer } from '../ui/Footer';
import { GigItem } from '../ui/GigItem';
import { pageHead, previewImage } from './head';
import { assetLink, brandHead, htmlDocument, type Versions } from './htmlDocument';
import { inAppContainer, renderWithTextNodes } from './prerender';
import { splitLocation } from './splitLocation';
import { StaticNav } from './StaticNav';
import { gigStructuredData } from './structuredData';

/** The script and the stylesheet of every gig page, in dist/ (src/gigPage/main.ts, gigPageCss). */
export const GIG_PAGE_SCRIPT = 'auftritt.js';
export const GIG_PAGE_CSS = 'auftritt.css';

/** From a gig's page to the site's root: its pages sit one folder down (SitePath.GigPages). */
export const UP = '../';

/** A sentence of the information, ending in a full stop unless it ends in a mark of its own. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** What the gig is, in one sentence that stays true after the day: a page is not built again when it has passed. */
function whatItIs(gig: Gig, band: Band): string {
  const date = formatDate(gig.date);
  return gig.cancelled ? `${band.name} am ${date}: ${gig.location}.` : `${band.name} live am ${date}: ${gig.location}.`;
}

/** The page's description for search engines and link previews: the day, the place, the information, the band. */
export function gigDescription(gig: Gig, band: Band): string {
  return [whatItIs(gig, band), ...(gig.info ? [sentence(gig.info)] : []), `${sentence(tagline(band.town))}`].join(' ');
}

/**
 * The gig in the gig list's design, what a visitor can do with it, and the way to the band.
 * What depends on the day is there twice, hidden (`data-when`): the page's script shows the
 * sentence for the visitor's day.
 */
function GigPage({ gig }: { gig: Gig }) {
  const { band } = useBandData();
  const date = formatDate(gig.date);
  const { cancelled } = gig;
  const url = gigPage(band.siteUrl, gig);
  // Where the clipboard is refused, the link to copy by hand: shown, selected, by the script.
  const manual = (
    <label hidden>
      {COPY_LINK} <input readOnly value={url} />
    </label>
  );
  return (
    <article className="page" data-day={gig.iso}>
      <h1>
        {band.name} live: {splitLocation(gig.location).venue}
      </h1>
      <ul className="gigs">
        <GigItem gig={gig} upcoming calendar={UP + gigCalendarPath(gig)} info share={{ note: manual }} />
      </ul>
      <p className="gigs-status" role="status" />
      <p className="lead">
        <span data-when="ahead" hidden>
          {cancelled ? 'Dieser Auftritt fällt leider aus.' : 'Kommen Sie vorbei und feiern Sie mit!'}{' '}
        </span>
        <span data-when="past" hidden>
          {cancelled
            ? 'Dieser Auftritt ist leider ausgefallen.'
            : `Diesen Auftritt haben wir am ${date} gespielt – danke an alle, die dabei waren!`}{' '}
        </span>
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
          <StaticNav />
        </header>
        <main className="main">{page}</main>
        <Footer />
      </div>
    </BandDataContext.Provider>,
    { appLinks: UP },
  );
  return inAppContainer(app);
}

/** The app's shell around one gig. */
export const renderGigPage = (data: BandData, gig: Gig) => renderShell(data, <GigPage gig={gig} />);

export interface GigPageOptions {
  /** Content versions for `?v=`, by file name (site.css, nojs.css, the page's own stylesheet and script). */
  versions: Versions;
  /** The band's description, as the band's page gives it (its JSON-LD's MusicGroup). */
  bandDescription: string;
}

/**
 * A static page one folder down as a whole document (a gig's, a year's, the songs'): its head
 * (pageHead) and its body, with the site's stylesheet and the gig pages' own, and their script
 * unless `script` is false. Nothing in it depends on the build's day.
 */
export function staticDocument(
  head: string,
  body: string,
  { versions, script = true }: Pick<GigPageOptions, 'versions'> & { script?: boolean },
): string {
  const asset = (file: string) => assetLink(UP, file, versions);
  return htmlDocument(
    [
      ...brandHead(UP),
      `<link rel="stylesheet" href="${asset('site.css')}">`,
      `<link rel="stylesheet" href="${asset(GIG_PAGE_CSS)}">`,
      `<noscript><link rel="stylesheet" href="${asset('nojs.css')}"></noscript>`,
      ...(script ? [`<script src="${asset(GIG_PAGE_SCRIPT)}" defer></script>`] : []),
      head,
    ],
    body,
  );
}

/** One gig's page as a whole document. */
export function gigPageDocument(data: BandData, gig: Gig, options: GigPageOptions): string {
  const { band } = data;
  // The band's first photo, as on the band's page (head.ts); the drawn card without photos.
  const image = previewImage(band, data.media);
  const head = pageHead(band, {
    title: gigTitle(band.name, gig),
    description: gigDescription(gig, band),
    url: gigPage(band.siteUrl, gig),
    data: gigStructuredData(gig, band, options.bandDescription, image.url),
    image,
  });
  return staticDocument(head, renderGigPage(data, gig), options);
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
    files[`dist/${gigCalendarPath(gig)}`] = calendar([gig], { band: band.name, domain: siteHost(band.siteUrl) });
  }
  return files;
}
