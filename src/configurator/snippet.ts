/**
 * The code a venue copies from the configurator: the script variant (a div and
 * band.js from the band's domain) or the iframe variant (dist/gigs.html), with
 * only the options that differ from the defaults.
 */
export interface EmbedChoice {
  view: 'gigs' | 'app';
  show: 'upcoming' | 'past' | 'all';
  /** null: no limit. */
  limit: number | null;
  theme: 'inherit' | 'light' | 'dark';
  /** '' for every place. */
  place: string;
  /** A CSS colour for --band-accent; null for the band's own. */
  accent: string | null;
  variant: 'script' | 'iframe';
}

export const DEFAULT_CHOICE: EmbedChoice = { view: 'gigs', show: 'upcoming', limit: null, theme: 'inherit', place: '', accent: null, variant: 'script' };

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
  if (choice.variant === 'iframe') {
    const query = new URLSearchParams([...options(choice), ...(choice.accent ? [['accent', choice.accent]] : [])]).toString();
    const src = choice.view === 'app' ? siteUrl : `${siteUrl}gigs.html${query ? `?${query}` : ''}`;
    const height = choice.view === 'app' ? 800 : 480;
    return `<iframe src="${attribute(src)}" title="${attribute(`Termine von ${band}`)}" width="100%" height="${height}" style="border: 0"></iframe>`;
  }
  const data = options(choice).map(([name, value]) => ` data-${name}="${attribute(value)}"`).join('');
  return [
    `<div data-band-widget="${choice.view}"${data}${accent}>`,
    `  <a href="${attribute(`${siteUrl}#/auftritte`)}">${choice.view === 'app' ? band : `Termine von ${band}`}</a>`,
    '</div>',
    `<script src="${attribute(`${siteUrl}band.js`)}" defer></script>`,
  ].join('\n');
}
