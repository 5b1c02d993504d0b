/**
 * dist/site.css: the band page's own styles, and dist/nojs.css, what changes
 * for a visitor without JavaScript. Files, not an inline <style>, so the page
 * runs under a style-src 'self' policy.
 *
 * site.css carries the widget's own stylesheet (src/ui/styles.css, the same
 * file band.js adopts into its shadow root) for the prerendered copy of the
 * site in the page's light DOM, so the first frame looks as the mounted widget
 * does; its :host rules apply to the app container.
 */
import { BRAND } from './brand';
import { routeCss } from './prerender';

/** The widget's stylesheet for the light DOM: `:host` is the app container there. */
export function lightDomCss(css: string): string {
  return css.replace(/:host\(([^()]*)\)/g, '[data-band-widget]$1').replace(/:host\b/g, '[data-band-widget]');
}

/** `widgetCss`: the widget's stylesheet as band.js carries it (src/build/bundle.ts widgetCss). */
export function siteCss(widgetCss: string): string {
  return `html, body { margin: 0; background: ${BRAND.ink}; color: ${BRAND.paper}; }
/* The widget's styles (src/ui/styles.css), for the prerendered site until band.js mounts. */
${lightDomCss(widgetCss).trim()}
${routeCss()}`;
}

/**
 * dist/nojs.css, linked from a <noscript> in the page's head, so it applies only
 * with scripting off: the narrow layout's menu stays open (its toggle needs a
 * script), and controls that only a script can make work are not shown – the song
 * finder's search and filters, the wish list's hearts, "Adresse kopieren", date fields.
 */
export function nojsCss(): string {
  return `/* Without JavaScript (linked from a <noscript>): what needs a script is hidden, the menu stays open. */
.nav-toggle,
.finder,
.wish,
.contact-actions button,
.gig-share,
.copy-status,
input[type="date"] {
  display: none;
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
