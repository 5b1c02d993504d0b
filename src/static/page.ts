/**
 * The band's page: dist/index.html as uploaded, and demo.html, the developer's
 * copy of it at the repository's root. Both are written whole by the build:
 * head (title, previews, JSON-LD), the app container with the site prerendered
 * for the build's day (prerender.tsx), and band.js, site.css and nojs.css with a
 * content version, so a new build reaches returning visitors. No inline style or
 * script: the page runs under its own strict policy (hosting.ts).
 */
import type { BandData } from '../data/readData';
import { BRAND } from './brand';
import { escapeHtml } from '../domain/escapeHtml';
import { siteUrls } from '../domain/siteUrls';
import { feedTitle } from '../domain/texts';

export interface PageOptions {
  /** Where the page finds dist/'s files: '' for dist/index.html, 'dist/' for demo.html. */
  assets: string;
  /** Content versions of band.js, site.css and nojs.css, for `?v=`. */
  versions: { bundle: string; css: string; nojs: string };
  /** The generated head (title, meta, JSON-LD). */
  head: string;
  /** The prerendered site (prerender.tsx) and the day it shows (buildDay.ts). */
  app: string;
  day: string;
}

export function page(data: BandData, { assets, versions, head, app, day }: PageOptions): string {
  const asset = (file: string, version?: string) => escapeHtml(`${assets}${file}${version ? `?v=${version}` : ''}`);
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${BRAND.ink}">
<link rel="icon" href="${asset('favicon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${asset('site.css', versions.css)}">
<noscript><link rel="stylesheet" href="${asset('nojs.css', versions.nojs)}"></noscript>
<link rel="alternate" type="text/calendar" title="${escapeHtml(feedTitle(data.band.name))}" href="${escapeHtml(siteUrls(data.band.siteUrl).feed)}">
${head}
<script src="${asset('band.js', versions.bundle)}" async></script>
</head>
<body>
<div data-band-widget="app"><!-- prerendered for ${day}, the build's day (docs/decisions.md) -->
${app}
</div>
</body>
</html>
`;
}
