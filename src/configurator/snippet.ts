/**
 * The code a venue copies from the configurator: the script variant (a div and
 * band.js from the band's domain) or, for the gig list, the iframe variant
 * (dist/gigs.html), with only the options that differ from the defaults. The
 * whole site is offered as a script only: its page may not be framed.
 */
import { escapeHtml as attribute } from '../domain/escapeHtml';
import type { Show, Theme, View } from '../domain/options';
import { SitePath } from '../domain/siteUrls';
import { listTitle } from '../domain/texts';

export interface EmbedChoice {
  view: View;
  show: Show;
  /** null: no limit. */
  limit: number | null;
  theme: Theme;
  /** '' for every place. */
  place: string;
  /** A CSS colour for --band-accent; null for the band's own. */
  accent: string | null;
  variant: 'script' | 'iframe';
}

export const DEFAULT_CHOICE: EmbedChoice = {
  view: 'gigs',
  show: 'upcoming',
  limit: null,
  theme: 'inherit',
  place: '',
  accent: null,
  variant: 'script',
};

/** The options that differ from the defaults, as [name, value]. */
function options(choice: EmbedChoice): [string, string][] {
  const list: [string, string][] = [];
  if (choice.view === 'gigs') {
    if (choice.show !== 'upcoming') list.push(['show', choice.show]);
    if (choice.limit) list.push(['limit', String(choice.limit)]);
    if (choice.theme !== 'inherit') list.push(['theme', choice.theme]);
    if (choice.place.trim()) list.push(['place', choice.place.trim()]);
  }
  return list;
}

export function snippet(choice: EmbedChoice, siteUrl: string, band: string): string {
  const accent = choice.accent ? ` style="--band-accent: ${attribute(choice.accent)}"` : '';
  if (choice.variant === 'iframe' && choice.view === 'gigs') {
    const query = new URLSearchParams([...options(choice), ...(choice.accent ? [['accent', choice.accent]] : [])]).toString();
    const src = `${siteUrl}${SitePath.GigsPage}${query ? `?${query}` : ''}`;
    return `<iframe src="${attribute(src)}" title="${attribute(listTitle(band))}" width="100%" height="480" style="border: 0"></iframe>`;
  }
  const data = options(choice)
    .map(([name, value]) => ` data-${name}="${attribute(value)}"`)
    .join('');
  return [
    `<div data-band-widget="${choice.view}"${data}${accent}>`,
    `  <a href="${attribute(`${siteUrl}${SitePath.Auftritte}`)}">${attribute(choice.view === 'app' ? band : listTitle(band))}</a>`,
    '</div>',
    `<script src="${attribute(`${siteUrl}${SitePath.BandJs}`)}" defer></script>`,
  ].join('\n');
}
