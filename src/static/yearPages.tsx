/**
 * A page per year of gigs (dist/auftritte/2019.html, yearPagePath), beside the gigs' own pages.
 * Auftritte shows this year's past gigs and renders each earlier year only when a visitor opens
 * it (src/ui/GigYear.tsx), holding a link to the year's page until then: so every public gig stays
 * reachable from Auftritte without JavaScript too, and a year can be shared (issue 31).
 *
 * Static like a gig's page, in the same shell (gigPages.tsx): the year's public gigs, latest first
 * as on Auftritte, each in the gig list's markup (as a past gig, with its information) and linking
 * to its own page, which says on the visitor's day whether it lies ahead: nothing here depends on
 * the build's day. Private parties are never listed here; a year with none but them says so.
 */
import type { BandData } from '../data/readData';
import { publicGigs, type Gig } from '../domain/gigs';
import { routeHref } from '../domain/routes';
import { gigCalendarPath, gigPagePath, siteUrls, yearPagePath } from '../domain/siteUrls';
import { tagline } from '../domain/texts';
import { GigItem } from '../ui/GigItem';
import { renderShell, staticDocument, UP, type GigPageOptions } from './gigPages';
import { pageHead, previewImage } from './head';
import { bandGraph } from './structuredData';

/** The years that get a page: every year with a gig on Auftritte, earliest first (any of them may be a group there). */
export const pageYears = (gigs: readonly Gig[]) => [...new Set(gigs.map((gig) => gig.date.getFullYear()))].sort((a, b) => a - b);

function YearPage({ year, gigs }: { year: number; gigs: Gig[] }) {
  return (
    <article className="page">
      <h1>Auftritte {year}</h1>
      <p className="lead">
        Unsere öffentlichen Auftritte im Jahr {year}. Alle aktuellen Termine finden Sie unter <a href={routeHref('auftritte')}>Auftritte</a>
        .
      </p>
      {gigs.length ? (
        <ul className="gigs">
          {gigs.map((gig) =>
            // As a past gig is listed, whatever the day: each links to its own page, which says ahead or played on the visitor's day.
            GigItem({ gig, upcoming: false, info: true, calendar: UP + gigCalendarPath(gig), page: UP + gigPagePath(gig) }),
          )}
        </ul>
      ) : (
        <p className="gigs-empty">Für das Jahr {year} sind nur private Feiern verzeichnet.</p>
      )}
    </article>
  );
}

/** Every year's page, by path. */
export function yearPages(data: BandData, options: GigPageOptions): Record<string, string> {
  const { band } = data;
  const image = previewImage(band, data.media);
  const shown = publicGigs(data.gigs).reverse();
  const files: Record<string, string> = {};
  for (const year of pageYears(data.gigs)) {
    const gigs = shown.filter((gig) => gig.date.getFullYear() === year);
    const head = pageHead(band, {
      title: `${band.name}: Auftritte ${year}`,
      description: `Die öffentlichen Auftritte von ${band.name} im Jahr ${year}. ${tagline(band.town)}.`,
      url: siteUrls(band.siteUrl).home + yearPagePath(year),
      data: bandGraph(band, options.bandDescription, [], image.url),
      image,
    });
    files[`dist/${yearPagePath(year)}`] = staticDocument(head, renderShell(data, <YearPage year={year} gigs={gigs} />), options);
  }
  return files;
}
