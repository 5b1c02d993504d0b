/**
 * The band's page: dist/index.html as uploaded, and demo.html, the developer's
 * copy of it at the repository's root. Both are written whole by the build:
 * head (title, previews, JSON-LD), the app container with the site prerendered
 * for the build's day (prerender.tsx), and band.js, site.css and nojs.css with a
 * content version, so a new build reaches returning visitors. No inline style or
 * script: the page runs under its own strict policy (hosting.ts).
 */
import type { BandData } from '../data/readData';
import { assetLink, brandHead, htmlDocument } from './htmlDocument';
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
  const asset = (file: string, version?: string) => assetLink(assets, file, version);
  return htmlDocument(
    [
      ...brandHead(assets),
      `<link rel="stylesheet" href="${asset('site.css', versions.css)}">`,
      `<noscript><link rel="stylesheet" href="${asset('nojs.css', versions.nojs)}"></noscript>`,
      `<link rel="alternate" type="text/calendar" title="${escapeHtml(feedTitle(data.band.name))}" href="${escapeHtml(siteUrls(data.band.siteUrl).feed)}">`,
      head,
      `<script src="${asset('band.js', versions.bundle)}" async></script>`,
    ],
    `<div data-band-widget="app"><!-- prerendered for ${day}, the build's day (docs/decisions.md) -->
${app}
</div>`,
  );
}
