/**
 * dist/robots.txt and dist/sitemap.xml: the band's page (its own pages are hash routes of it), each public gig's page, each year's,
 * the songs' and, where the band has one, the press page.
 */
import type { Band } from '../data/band';
import { escapeHtml } from '../domain/escapeHtml';
import { publicGigs, type Gig } from '../domain/gigs';
import { gigPage, SitePath, siteUrls, yearPagePath } from '../domain/siteUrls';
import { pageYears } from './yearPages';

export function robots(band: Band): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrls(band.siteUrl).sitemap}\n`;
}

/** No lastmod: the same data gives the same file, whatever the day of the build. `press`: the build wrote dist/presse/index.html. */
export function sitemap(band: Band, gigs: readonly Gig[], press = false): string {
  const urls = [
    siteUrls(band.siteUrl).home,
    ...publicGigs(gigs).map((gig) => gigPage(band.siteUrl, gig)),
    ...pageYears(gigs).map((year) => band.siteUrl + yearPagePath(year)),
    band.siteUrl + SitePath.Songs,
    ...(press ? [band.siteUrl + SitePath.Press] : []),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join('\n')}
</urlset>
`;
}
