/**
 * The press page as a static page of its own (issue 47): dist/presse/index.html, the address an
 * agency is sent and a search engine lists (the sitemap names it). It is the app's press route
 * (`#/presse`) rendered from the app's own components, in the shell of the gigs' pages
 * (gigPages.tsx: the nav a <details>, every app link leading back to `../#/…`), its downloads and
 * photos linked from one folder down. Only where the band has press texts and the build made their
 * downloads; nothing of it otherwise.
 *
 * It runs no script, so the no-script stylesheet is always on: what needs the app (the copy button)
 * is hidden rather than shown dead, as on the band's page without JavaScript.
 */
import type { ReactNode } from 'react';
import type { BandData } from '../data/readData';
import type { Route } from '../domain/routes';
import { SitePath } from '../domain/siteUrls';
import { dataAt } from './dataAt';
import { PRESS_TITLE } from '../domain/texts';
import { joinNames } from '../domain/joinNames';
import { App } from '../ui/App';
import { BandDataContext } from '../ui/BandDataContext';
import { GIG_PAGE_CSS, UP, type GigPageOptions } from './gigPages';
import { pageHead, previewImage } from './head';
import { assetLink, brandHead, htmlDocument } from './htmlDocument';
import { inAppContainer, renderWithTextNodes } from './prerender';
import { StaticNav } from './StaticNav';
import { bandGraph } from './structuredData';

/** The app's route of the press page (src/domain/routes.ts). */
export const PRESS_ROUTE: Route = 'presse';

/** The press page's file in dist/, by its path from the repository. */
export const PRESS_PAGE = `dist/${SitePath.Press}index.html`;

/** The app on its press route with the static pages' nav, its app links leading to `../#/…`. */
export function renderPressPage(data: BandData, now: Date): string {
  const within = (node: ReactNode) => <BandDataContext.Provider value={data}>{node}</BandDataContext.Provider>;
  const app = renderWithTextNodes(within(<App now={now} route={PRESS_ROUTE} />), { appLinks: UP });
  const nav = renderWithTextNodes(within(<StaticNav />), { appLinks: UP });
  // The app's nav opens its menu with a script; the static one with a <details>. The header's nav is the first.
  return inAppContainer(app.replace(/<nav\b[\s\S]*?<\/nav>/, () => nav));
}

export interface PressPageOptions extends GigPageOptions {
  /** The build's day at noon: the app's clock (the press route shows nothing that depends on it). */
  now: Date;
}

/** dist/presse/index.html by its path, where the band has press texts and their downloads; nothing otherwise. */
export function pressPage(data: BandData, { versions, bandDescription, now }: PressPageOptions): Record<string, string> {
  if (!data.press || !data.pressKit) return {};
  const { band } = data;
  const image = previewImage(band, data.media);
  const head = pageHead(band, {
    title: `${PRESS_TITLE} – ${band.name}`,
    // What the page offers, and nothing it does not (no photos, no rider).
    description: `${joinNames([
      'Pressetexte',
      ...(data.pressKit.photos.length ? ['Pressefotos in Druckqualität'] : []),
      'Logo',
      ...(data.press.rider.length ? ['Technik'] : []),
    ])} von ${band.name} für Presse und Veranstalter.`,
    url: band.siteUrl + SitePath.Press,
    data: bandGraph(band, bandDescription, [], image.url),
    image,
  });
  const asset = (file: string) => assetLink(UP, file, versions);
  const document = htmlDocument(
    [
      ...brandHead(UP),
      `<link rel="stylesheet" href="${asset('site.css')}">`,
      `<link rel="stylesheet" href="${asset(GIG_PAGE_CSS)}">`,
      `<link rel="stylesheet" href="${asset('nojs.css')}">`,
      head,
    ],
    renderPressPage(dataAt(data, UP), now),
  );
  return { [PRESS_PAGE]: document };
}
