/**
 * What the build writes into a page's <head>: title, description, the canonical address,
 * link-preview meta and the JSON-LD block. The band's page (dist/index.html and demo.html;
 * it answers at / and at /index.html) names the band and the gigs from the build's day on,
 * a gig's own page the band and that gig (gigPages.tsx).
 */
import type { Gig } from '../domain/gigs';
import type { Band } from '../data/band';
import { escapeHtml } from '../domain/escapeHtml';
import { largestJpeg, type SiteMedia } from '../domain/media';
import { siteUrls } from '../domain/siteUrls';
import { nameAndSlogan } from '../domain/texts';
import { structuredData } from './structuredData';

/** The picture a link preview shows: its absolute address, size and description. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The link preview's picture: the band's first photo (issue 38), as its widest JPEG (every
 * preview reader takes JPEG, not every one AVIF or WebP) on the band's site, with its alt text;
 * without photos the drawn card (og-image.png, ogImage.ts). `media` as the build made it: paths
 * relative to dist/, which is the site's root.
 */
export function previewImage(band: Band, media: SiteMedia | undefined): PreviewImage {
  const [photo] = media?.photos ?? [];
  if (!photo) return { url: siteUrls(band.siteUrl).image, width: 1200, height: 630, alt: nameAndSlogan(band.name, band.slogan) };
  const [path, width, height] = largestJpeg(photo.picture);
  return { url: band.siteUrl + path, width, height, alt: photo.alt };
}

/** What one page's head says of it. */
export interface HeadFacts {
  title: string;
  description: string;
  /** The page's own address: its canonical link and og:url. */
  url: string;
  /** Its JSON-LD. */
  data: object;
  /** The link preview's picture (previewImage); by default the drawn card. */
  image?: PreviewImage;
}

/** Title, description, canonical address, link-preview meta and JSON-LD of one of the band's pages. */
export function pageHead(band: Band, { title, description, url, data, image = previewImage(band, undefined) }: HeadFacts): string {
  const meta = (key: 'property' | 'name', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  // Compact, not pretty-printed: the band's page holds every upcoming gig's event, and every byte of
  // it counts against the page's first round trip (issue 31). "</script>" inside the JSON must not
  // end the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
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
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    `<script type="application/ld+json">${json}</script>`,
  ].join('\n');
}

/** The band's page: the band and the gigs from the build's day on; its picture the band's first photo, where it has one. */
export function head(gigs: readonly Gig[], band: Band, title: string, description: string, now: Date, media?: SiteMedia): string {
  const image = previewImage(band, media);
  return pageHead(band, {
    title,
    description,
    url: siteUrls(band.siteUrl).home,
    data: structuredData(gigs, band, description, now, image.url),
    image,
  });
}
