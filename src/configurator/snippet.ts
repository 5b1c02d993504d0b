/**
 * The code a venue copies from the configurator: the script variant (a div and
 * band.js from the band's domain) or, for the gig list, the iframe variant
 * (dist/gigs.html), with only the options that differ from the defaults. The
 * whole site is offered as a script only: its page may not be framed.
 *
 * The iframe code is pasted in two ways, and works in both: whole, into an HTML
 * block, and its address alone, into a site builder's "iframe address" field. So
 * the address joins its parameters with a plain `&` (in an HTML attribute, `&name=`
 * is no character reference: the HTML standard leaves it as written), and a few
 * lines of script beside the frame let it take the height of its list, which
 * dist/gigs.html reports (src/embed/frame.ts).
 */
import { escapeHtml as attribute } from '../domain/escapeHtml';
import { DEFAULTS, type WidgetOptions } from '../domain/options';
import { SitePath } from '../domain/siteUrls';
import { listTitle } from '../domain/texts';

/** What the venue chose: the widget's options (src/domain/options.ts), its accent colour and the way to embed. */
export interface EmbedChoice extends WidgetOptions {
  /** A CSS colour for --band-accent; null for the band's own. */
  accent: string | null;
  variant: 'script' | 'iframe';
}

export const DEFAULT_CHOICE: EmbedChoice = { ...DEFAULTS, view: 'gigs', accent: null, variant: 'script' };

/** The gig list's options that differ from the defaults, as [name, value], in the order of DEFAULTS. */
export function changedOptions(choice: WidgetOptions): [string, string][] {
  if (choice.view !== 'gigs') return [];
  const list: [string, string][] = [];
  for (const key of Object.keys(DEFAULTS) as (keyof WidgetOptions)[]) {
    const value = key === 'place' ? choice.place?.trim() || null : choice[key];
    if (key !== 'view' && value !== null && value !== DEFAULTS[key]) list.push([key, String(value)]);
  }
  return list;
}

/** The frame's address: dist/gigs.html with the options as parameters, joined by a plain `&`. */
export function frameAddress(choice: EmbedChoice, siteUrl: string): string {
  const query = new URLSearchParams([...changedOptions(choice), ...(choice.accent ? [['accent', choice.accent]] : [])]).toString();
  return `${siteUrl}${SitePath.GigsPage}${query ? `?${query}` : ''}`;
}

/**
 * Beside the frame: sets its height to the one its page reports, for messages from the band's site
 * alone ({ bandWidget: 'height', height }) and for the frame that sent them. Plain ES5, for any page.
 */
function resizeScript(origin: string): string {
  return [
    '<script>',
    "addEventListener('message', function (event) {",
    `  var data = event.data, frames = document.querySelectorAll('iframe[data-band-frame]');`,
    `  if (event.origin !== ${JSON.stringify(origin)} || !data || data.bandWidget !== 'height' || !(data.height > 0)) return;`,
    '  for (var i = 0; i < frames.length; i++) {',
    "    if (frames[i].contentWindow === event.source) frames[i].style.height = Math.ceil(data.height) + 'px';",
    '  }',
    '});',
    '</script>',
  ].join('\n');
}

export function snippet(choice: EmbedChoice, siteUrl: string, band: string): string {
  const accent = choice.accent ? ` style="--band-accent: ${attribute(choice.accent)}"` : '';
  if (choice.variant === 'iframe' && choice.view === 'gigs') {
    // Only `"` could end the attribute early; URLSearchParams encodes it, and `<` and `>` too.
    const src = frameAddress(choice, siteUrl).replace(/"/g, '%22');
    return [
      `<iframe src="${src}" title="${attribute(listTitle(band))}" width="100%" height="480" style="border: 0" loading="lazy" allow="web-share; clipboard-write" data-band-frame></iframe>`,
      resizeScript(new URL(siteUrl).origin),
    ].join('\n');
  }
  const data = changedOptions(choice)
    .map(([name, value]) => ` data-${name}="${attribute(value)}"`)
    .join('');
  return [
    `<div data-band-widget="${choice.view}"${data}${accent}>`,
    `  <a href="${attribute(`${siteUrl}${SitePath.Auftritte}`)}">${attribute(choice.view === 'app' ? band : listTitle(band))}</a>`,
    '</div>',
    `<script src="${attribute(`${siteUrl}${SitePath.BandJs}`)}" defer></script>`,
  ].join('\n');
}
