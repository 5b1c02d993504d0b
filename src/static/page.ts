/**
 * The band's page: dist/index.html as uploaded, and demo.html, the developer's
 * copy of it at the repository's root. Both are written whole by the build:
 * head (title, previews, JSON-LD), the app container with the no-JS fallback,
 * and band.js and site.css with a content version, so a new build reaches
 * returning visitors. No inline style or script: the page runs under its own
 * strict policy (hosting.ts).
 */
import type { BandData } from '../data/readData';
import { BRAND } from './brand';
import { escapeHtml } from '../domain/escapeHtml';
import { siteUrls } from '../domain/siteUrls';
import { feedTitle } from '../domain/texts';

export interface PageOptions {
  /** Where the page finds dist/'s files: '' for dist/index.html, 'dist/' for demo.html. */
  assets: string;
  /** Content versions of band.js and site.css, for `?v=`. */
  versions: { bundle: string; css: string };
  /** The generated head (title, meta, JSON-LD) and fallback. */
  head: string;
  fallback: string;
}

export function page(data: BandData, { assets, versions, head, fallback }: PageOptions): string {
  const asset = (file: string, version?: string) => escapeHtml(`${assets}${file}${version ? `?v=${version}` : ''}`);
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${BRAND.ink}">
<link rel="icon" href="${asset('favicon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${asset('site.css', versions.css)}">
<link rel="alternate" type="text/calendar" title="${escapeHtml(feedTitle(data.band.name))}" href="${escapeHtml(siteUrls(data.band.siteUrl).feed)}">
${head}
<script src="${asset('band.js', versions.bundle)}" defer></script>
</head>
<body>
<div data-band-widget="app">
${fallback}
</div>
</body>
</html>
`;
}
