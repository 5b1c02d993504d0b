/**
 * The band page's own styles: inline in dist/index.html (allowed by their hash), and
 * as dist/site.css for the gig pages; and dist/nojs.css, what changes for a visitor
 * without JavaScript.
 *
 * site.css carries the widget's own stylesheet (src/ui/styles.css, the same
 * file band.js adopts into its shadow root) for the prerendered copy of the
 * site in the page's light DOM, so the first frame looks as the mounted widget
 * does; its :host rules apply to the app container.
 */
import { BRAND } from './brand';
import type { Route } from '../domain/routes';
import { routeCss } from './prerender';

/** The widget's stylesheet for the light DOM: `:host` is the app container there. */
export function lightDomCss(css: string): string {
  return css.replace(/:host\(([^()]*)\)/g, '[data-band-widget]$1').replace(/:host\b/g, '[data-band-widget]');
}

/**
 * `widgetCss`: the widget's stylesheet as band.js carries it (src/build/bundle.ts widgetCss); `routes`: the
 * routes the band's page holds (prerender.tsx siteRoutes), each with its rules of the route switch.
 */
export function siteCss(widgetCss: string, routes?: readonly Route[]): string {
  // The page's own colours (white paper in print: the press page's one-sheet, issue 47), then the widget's styles (src/ui/styles.css) for the prerendered site
  // until band.js mounts, then the route switch; all minified, as it is inline in the band's page.
  return `html,body{margin:0;background:${BRAND.ink};color:${BRAND.paper}}
@media print{html,body{background:#fff;color:#000}}
${lightDomCss(widgetCss).trim()}
${routeCss(routes)}`;
}

/**
 * dist/auftritt.css, what a gig's own page needs beside site.css: the menu of a page without
 * the app (StaticNav.tsx), the links in a row on a wide page; on a narrow one a <details> whose
 * list drops down over the page, as a menu does. A file of its own, so the band's page, whose
 * first paint waits for site.css, carries none of it.
 */
export const gigPageCss = () => `/* A gig's own page (src/static/StaticNav.tsx), after site.css. */
.nav { position: relative; }
.nav > .nav-wide { display: none; }
.nav-menu > summary { list-style: none; }
.nav-menu > summary::-webkit-details-marker { display: none; }
.nav-menu > .nav-links {
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 1;
  box-sizing: border-box;
  padding: 0 1em 0.5em;
  /* the page's own colour (inherit would not do: a <details> hands its content no background) */
  background: var(--bg);
  border-bottom: 3px solid var(--accent);
}
@container (min-width: 48em) {
  .nav-menu { display: none; }
  .nav > .nav-wide { display: flex; width: auto; padding: 0; }
}
`;

/**
 * dist/nojs.css, linked from a <noscript> in the page's head, so it applies only
 * with scripting off: the narrow layout's menu stays open (its toggle needs a
 * script), and controls that only a script can make work are not shown – the song
 * finder's search and filters, the wish list's hearts, "Adresse kopieren", date fields; a
 * video's button, whose place its link to the provider takes.
 */
export function nojsCss(): string {
  return `/* Without JavaScript (linked from a <noscript>): what needs a script is hidden, the menu stays open. */
button.nav-toggle,
.finder,
.wish,
.contact-actions button,
.gig-share,
.copy-status,
input[type="date"],
.video-play {
  display: none;
}

/* A video's poster links to the video at its provider instead (the VideoPlayer component). */
.band .video-link {
  display: grid;
}

/* A rule of its own: a browser without :has() drops only this one. */
label:has(input[type="date"]) {
  display: none;
}

@container (max-width: 47.99em) {
  .nav-links[data-open="false"] {
    display: block;
  }
}
`;
}
