/**
 * Everything the build writes besides the bundle, from the build's checked reading
 * of the data: the band's page (dist/index.html, and demo.html for developers),
 * its stylesheet and icon, the calendar feed, the files for crawlers and the
 * host configuration. Paths are relative to the repository.
 */
import { createHash } from 'node:crypto';
import type { Band } from '../data/band';
import type { BandData } from '../data/readData';
import { tagline } from '../domain/texts';
import { robots, sitemap } from './crawlers';
import { favicon } from './favicon';
import { GIG_PAGE_CSS, GIG_PAGE_SCRIPT, gigPages } from './gigPages';
import { dataAt } from './dataAt';
import { pressPage } from './pressPage';
import { songPage } from './songPage';
import { yearPages } from './yearPages';
import type { Versions } from './htmlDocument';
import { feed } from './feed';
import { head } from './head';
import { headersFile, hostingRules, htaccess, inlineHash, playerOrigins } from './hosting';
import { LOADER_SCRIPT, leadsWithPhoto, page } from './page';
import { gigPageCss, nojsCss, siteCss } from './siteCss';
import { noonOf } from './buildDay';
import { prerender, ROUTE_SCRIPT, siteRoutes, WAIT_SCRIPT } from './prerender';
import { jsonFeed } from './jsonFeed';
import { configuratorCss, configuratorPage, gigsPage } from './toolPages';

export const title = (band: Band) => `${band.name} – ${tagline(band.town)}`;
export const description = (band: Band) =>
  `${band.name} ist eine Coverband aus ${band.town} und spielt live auf Firmenfeiern, Geburtstagen und Hochzeiten – vom Rock ’n’ Roll der 50er bis zu den Hits von heute.`;

/** A short content version for `?v=`: changes exactly when the file does. */
export const contentVersion = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex').slice(0, 10);

/** The venue kit's scripts, as the build bundled them (src/embed/frame.ts, src/configurator/main.ts). */
export interface ToolScripts {
  'gigs.js': Uint8Array | string;
  'konfigurator.js': Uint8Array | string;
  /** The gig pages' script (src/gigPage/main.ts). */
  'auftritt.js': Uint8Array | string;
}

/** What the build knows beside the data. */
export interface BuildFacts {
  /** The widget's stylesheet as band.js carries it: the pages' policies allow it by its hash, site.css carries it for the prerendered site. */
  widgetCss: string;
  /** The build's day (YYYY-MM-DD, src/static/buildDay.ts), for which the band's page is prerendered. */
  day: string;
}

/**
 * Every static file, by path: the fixed ones by name (their type says so), each gig's and year's page
 * and calendar file besides; `bundle` is dist/band.js as the build made it.
 */
export function renderStatic(data: BandData, bundle: Uint8Array, tools: ToolScripts, { widgetCss, day }: BuildFacts) {
  // The moment the page is prerendered for: what it shows as upcoming, and which gigs its search-engine data lists.
  const now = noonOf(day);
  const { gigs, band } = data;
  const css = siteCss(widgetCss, siteRoutes(data));
  // The band's page carries site.css and its two route scripts inline: the policy allows them by their hashes;
  // and the players of the band's videos as frame sources, only where it has such a video.
  const rules = hostingRules(
    inlineHash(widgetCss),
    { style: inlineHash(css), scripts: [WAIT_SCRIPT, ROUTE_SCRIPT, ...(leadsWithPhoto(data) ? [LOADER_SCRIPT] : [])].map(inlineHash) },
    playerOrigins(data.media),
  );
  const nojs = nojsCss();
  const gigCss = gigPageCss();
  const kitCss = configuratorCss();
  // The content version of every file a page links with `?v=`, by its name in dist/: one map for every page.
  const versions: Versions = {
    'band.js': contentVersion(bundle),
    'gigs.js': contentVersion(tools['gigs.js']),
    'konfigurator.js': contentVersion(tools['konfigurator.js']),
    'konfigurator.css': contentVersion(kitCss),
    'nojs.css': contentVersion(nojs),
    'site.css': contentVersion(css),
    [GIG_PAGE_CSS]: contentVersion(gigCss),
    [GIG_PAGE_SCRIPT]: contentVersion(tools['auftritt.js']),
  };
  const parts = {
    versions,
    css,
    head: head(gigs, band, title(band), description(band), now, data.media),
    day,
  };
  // The app prerendered for a page that finds dist/'s files behind `assets`: the band's photos and
  // recordings and the press downloads are named by their path in dist/, so demo.html (assets 'dist/')
  // gets a rendering of its own; without them both pages are the same rendering.
  const app = prerender(data, now);
  const appAt = (assets: string) => ((data.media || data.pressKit) && assets ? prerender(dataAt(data, assets), now) : app);
  // The gig and year pages: what they link, versioned; nothing of the build's day.
  const pageOptions = { versions, bandDescription: description(band) };
  const fixed = {
    'dist/index.html': page(data, { ...parts, app: appAt(''), assets: '' }),
    'demo.html': page(data, { ...parts, app: appAt('dist/'), assets: 'dist/' }),
    'dist/site.css': css,
    'dist/nojs.css': nojs,
    'dist/auftritt.css': gigCss,
    'dist/favicon.svg': favicon(),
    'dist/auftritte.ics': feed(gigs, band),
    'dist/auftritte.json': jsonFeed(gigs, band),
    'dist/gigs.html': gigsPage(band, versions),
    'dist/konfigurator.html': configuratorPage(band, versions),
    'dist/konfigurator.css': kitCss,
    'dist/robots.txt': robots(band),
    'dist/sitemap.xml': sitemap(band, gigs, Boolean(data.press && data.pressKit)),
    'dist/.htaccess': htaccess(rules),
    'dist/_headers': headersFile(rules),
  };
  // Every public gig's own page and calendar file, in folders of their own, a page per year beside the gigs' pages,
  // and the page of all songs.
  const files: typeof fixed & Record<string, string> = {
    ...fixed,
    ...gigPages(data, pageOptions),
    ...yearPages(data, pageOptions),
    ...songPage(data, pageOptions),
    ...pressPage(data, { ...pageOptions, now }),
  };
  return files;
}
