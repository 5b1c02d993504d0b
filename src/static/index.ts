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
import { gigPages } from './gigPages';
import { feed } from './feed';
import { head } from './head';
import { headersFile, hostingRules, htaccess, styleHash } from './hosting';
import { page } from './page';
import { nojsCss, siteCss } from './siteCss';
import { noonOf } from './buildDay';
import { prerender } from './prerender';
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
}

/** What the build knows beside the data. */
export interface BuildFacts {
  /** The widget's stylesheet as band.js carries it: the pages' policies allow it by its hash, site.css carries it for the prerendered site. */
  widgetCss: string;
  /** The build's day (YYYY-MM-DD, src/static/buildDay.ts), for which the band's page is prerendered and the feed stamped. */
  day: string;
}

/**
 * Every static file, by path: the fixed ones by name (their type says so), each gig's page and
 * calendar file besides; `bundle` is dist/band.js as the build made it.
 */
export function renderStatic(data: BandData, bundle: Uint8Array, tools: ToolScripts, { widgetCss, day }: BuildFacts) {
  // Midnight UTC of the build's day: which gigs the page's search-engine data lists, and the feed's DTSTAMP.
  const buildDay = new Date(`${day}T00:00:00Z`);
  const { gigs, band } = data;
  const rules = hostingRules(styleHash(widgetCss));
  const css = siteCss(widgetCss);
  const nojs = nojsCss();
  const kitCss = configuratorCss();
  const versions = {
    'band.js': contentVersion(bundle),
    'gigs.js': contentVersion(tools['gigs.js']),
    'konfigurator.js': contentVersion(tools['konfigurator.js']),
    'konfigurator.css': contentVersion(kitCss),
  };
  const parts = {
    versions: { bundle: versions['band.js'], css: contentVersion(css), nojs: contentVersion(nojs) },
    head: head(gigs, band, title(band), description(band), buildDay),
    app: prerender(data, noonOf(day)),
    day,
  };
  const fixed = {
    'dist/index.html': page(data, { ...parts, assets: '' }),
    'demo.html': page(data, { ...parts, assets: 'dist/' }),
    'dist/site.css': css,
    'dist/nojs.css': nojs,
    'dist/favicon.svg': favicon(),
    'dist/auftritte.ics': feed(gigs, band, buildDay),
    'dist/auftritte.json': jsonFeed(gigs, band),
    'dist/gigs.html': gigsPage(band, versions),
    'dist/konfigurator.html': configuratorPage(band, versions),
    'dist/konfigurator.css': kitCss,
    'dist/robots.txt': robots(band),
    'dist/sitemap.xml': sitemap(band, gigs),
    'dist/.htaccess': htaccess(rules),
    'dist/_headers': headersFile(rules),
  };
  // Every public gig's own page and calendar file, in folders of their own.
  const files: typeof fixed & Record<string, string> = {
    ...fixed,
    ...gigPages(data, { versions: parts.versions, bandDescription: description(band), day, now: noonOf(day), stamp: buildDay }),
  };
  return files;
}
