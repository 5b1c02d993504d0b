/** dist/robots.txt and dist/sitemap.xml: the site is one address; its pages are hash routes of it. */
import type { Band } from '../data/band';
import { escapeHtml } from '../domain/escapeHtml';
import { siteUrls } from '../domain/siteUrls';

export function robots(band: Band): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrls(band.siteUrl).sitemap}\n`;
}

export function sitemap(band: Band): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${escapeHtml(siteUrls(band.siteUrl).home)}</loc></url>
</urlset>
`;
}
