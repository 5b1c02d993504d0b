/**
 * The band's page: dist/index.html as uploaded, and demo.html, the developer's
 * copy of it at the repository's root. Both are written whole by the build:
 * head (title, previews, JSON-LD), the site's stylesheet inline (the first paint
 * needs no second request), the app container with the site prerendered for the
 * build's day (prerender.tsx), and band.js and nojs.css with a content version, so
 * a new build reaches returning visitors. What is inline, the stylesheet, the
 * route script and (with a leading photo) the loader of band.js, the page's strict
 * policy allows by its hash (hosting.ts), nothing else.
 */
import type { BandData } from '../data/readData';
import { assetLink, brandHead, htmlDocument, type Versions } from './htmlDocument';
import { escapeHtml } from '../domain/escapeHtml';
import { siteUrls } from '../domain/siteUrls';
import { feedTitle } from '../domain/texts';
import { LEAD_PHOTO } from '../ui/photoSizes';

export interface PageOptions {
  /** Where the page finds dist/'s files: '' for dist/index.html, 'dist/' for demo.html. */
  assets: string;
  /** Content versions for `?v=`, by file name (band.js, nojs.css). */
  versions: Versions;
  /** The page's stylesheet (siteCss), inline: the first paint waits for no second request. Its hash is in the page's policy. */
  css: string;
  /** The generated head (title, meta, JSON-LD). */
  head: string;
  /** The prerendered site (prerender.tsx) and the day it shows (buildDay.ts). */
  app: string;
  day: string;
}

/**
 * The leading photo, the page's largest paint, asked for as soon as the parser (or its preload scanner)
 * meets it (issue 48): its prerendered <img> is eager and first in line (fetchpriority="high"), where every
 * picture band.js makes is lazy (Picture.tsx); band.js keeps this element (keptPictures.ts) and never makes an
 * eager one. Until issue 48 a <link rel="preload"> in the head asked for it instead, which WebKit did not hand
 * to the <img>: it fetched the photo twice (test/browser/leadPhoto.test.ts).
 */
export function eagerLead(app: string): string {
  const eager = app.replace(new RegExp(`<img [^>]*\\b${LEAD_PHOTO}\\b[^>]*>`), (img) =>
    img.replace(' loading="lazy"', ' fetchpriority="high"'),
  );
  if (eager === app) throw new Error('page: the prerendered page has no lazy <img> of class lead-photo to make eager');
  return eager;
}

/**
 * Where Home leads with a photo, band.js is asked for only once that photo has arrived and painted (issue 48):
 * on a slow line the two would share it, and the photo, the page's largest paint, would come later by
 * band.js's 30 KB. Where the browser reports the largest paint (Chromium, Firefox), band.js waits for the photo's
 * entry, so the entry names the photo while it is still the page's own element, before band.js moves it
 * into its shadow root (keptPictures.ts; paint timing names no element there), at most half a second after
 * the photo's load (or, where it has come before the page was parsed, half a second after that); elsewhere
 * it comes on the photo's load, or at once where the photo is there already. The prerendered page is the
 * whole site meanwhile. band.js comes at once where the photo does not show (another route is open), on an
 * error, when the visitor opens another route while it loads, and after 3 s in any case. Inline after
 * the app container, its address in its `data-src`, so the text and the policy's hash (hosting.ts) are the
 * same on every page. ES5, for any browser.
 */
export const LOADER_SCRIPT = [
  '(function(s,i){',
  "function go(){if(s){var b=document.createElement('script');b.src=s;s='';document.head.appendChild(b)}}",
  "var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('largest-contentful-paint')>=0;",
  'if(i&&i.getClientRects().length){',
  "t&&new P(function(l){l.getEntries().forEach(function(e){e.element==i&&go()})}).observe({type:'largest-contentful-paint',buffered:true});",
  'var loaded=function(){setTimeout(go,t?500:0)};',
  "i.complete?loaded():i.addEventListener('load',loaded);i.addEventListener('error',go);addEventListener('hashchange',go);setTimeout(go,3e3)",
  '}else go()',
  `})(document.currentScript.getAttribute('data-src'),document.querySelector('.band-route .${LEAD_PHOTO}'))`,
].join('');

/** Whether Home leads with a photo: then the page loads band.js by LOADER_SCRIPT. */
export const leadsWithPhoto = (data: BandData) => !!data.media?.photos[0];

export function page(data: BandData, { assets, versions, css, head, app, day }: PageOptions): string {
  const asset = (file: string) => assetLink(assets, file, versions);
  const script = leadsWithPhoto(data) ? `\n<script data-src="${asset('band.js')}">${LOADER_SCRIPT}</script>` : '';
  return htmlDocument(
    [
      ...brandHead(assets),
      `<style>${css}</style>`,
      `<noscript><link rel="stylesheet" href="${asset('nojs.css')}"></noscript>`,
      `<link rel="alternate" type="text/calendar" title="${escapeHtml(feedTitle(data.band.name))}" href="${escapeHtml(siteUrls(data.band.siteUrl).feed)}">`,
      head,
      ...(script ? [] : [`<script src="${asset('band.js')}" async></script>`]),
    ],
    `<div data-band-widget="app"><!-- prerendered for ${day} -->
${script ? eagerLead(app) : app}
</div>${script}`,
  );
}
