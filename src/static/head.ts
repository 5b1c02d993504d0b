/**
 * What the build writes into the page's <head> (dist/index.html and demo.html): title,
 * description, the canonical address (the page answers at / and at /index.html),
 * link-preview meta and the JSON-LD block (the band and the gigs from the build's day on).
 */
import type { Gig } from '../domain/gigs';
import type { Band } from '../data/band';
import { escapeHtml } from '../domain/escapeHtml';
import { siteUrls } from '../domain/siteUrls';
import { nameAndSlogan } from '../domain/texts';
import { structuredData } from './structuredData';

export function head(gigs: readonly Gig[], band: Band, title: string, description: string, buildDay: Date): string {
  const meta = (key: 'property' | 'name', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  // "</script>" inside the JSON must not end the script element.
  const json = JSON.stringify(structuredData(gigs, band, description, buildDay), null, 2).replace(/</g, '\\u003c');
  const urls = siteUrls(band.siteUrl);
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(band.siteUrl)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'de_DE'),
    meta('property', 'og:site_name', band.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', urls.home),
    meta('property', 'og:image', urls.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', nameAndSlogan(band.name, band.slogan)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', urls.image),
    `<script type="application/ld+json">\n${json}\n</script>`,
  ].join('\n');
}
