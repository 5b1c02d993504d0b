/**
 * What the build writes into a page's <head>: title, description, the canonical address,
 * link-preview meta and the JSON-LD block. The band's page (dist/index.html and demo.html;
 * it answers at / and at /index.html) names the band and the gigs from the build's day on,
 * a gig's own page the band and that gig (gigPages.tsx).
 */
import type { Gig } from '../domain/gigs';
import type { Band } from '../data/band';
import { escapeHtml } from '../domain/escapeHtml';
import { siteUrls } from '../domain/siteUrls';
import { nameAndSlogan } from '../domain/texts';
import { structuredData } from './structuredData';

/** What one page's head says of it. */
export interface HeadFacts {
  title: string;
  description: string;
  /** The page's own address: its canonical link and og:url. */
  url: string;
  /** Its JSON-LD. */
  data: object;
}

/** Title, description, canonical address, link-preview meta and JSON-LD of one of the band's pages. */
export function pageHead(band: Band, { title, description, url, data }: HeadFacts): string {
  const meta = (key: 'property' | 'name', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  // Compact, not pretty-printed: the band's page holds every upcoming gig's event, and every byte of
  // it counts against the page's first round trip (issue 31). "</script>" inside the JSON must not
  // end the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const urls = siteUrls(band.siteUrl);
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'de_DE'),
    meta('property', 'og:site_name', band.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', urls.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', nameAndSlogan(band.name, band.slogan)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', urls.image),
    `<script type="application/ld+json">${json}</script>`,
  ].join('\n');
}

/** The band's page: the band and the gigs from the build's day on. */
export function head(gigs: readonly Gig[], band: Band, title: string, description: string, now: Date): string {
  return pageHead(band, { title, description, url: siteUrls(band.siteUrl).home, data: structuredData(gigs, band, description, now) });
}
