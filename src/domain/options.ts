/**
 * What a mounted widget shows (contract section 2), as the components read it:
 * every option resolved, every default filled in. Below both the components
 * (src/ui) and the mounting code (src/widget), which reads the options from
 * data attributes and `BandWidget.mount` (src/widget/options.ts).
 */

/** `app`: the whole site; `gigs`: the gig list alone. */
export const VIEWS = ['app', 'gigs'] as const;
export type View = (typeof VIEWS)[number];
/** Which of the gig list's sections: upcoming, past or both. */
export const SHOWS = ['upcoming', 'past', 'all'] as const;
export type Show = (typeof SHOWS)[number];
/** `inherit` takes the host's font and colour; `light` and `dark` bring their own. */
export const THEMES = ['inherit', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Options with every default filled in. */
export interface WidgetOptions {
  view: View;
  show: Show;
  /** At most this many gigs per section; null for all. */
  limit: number | null;
  theme: Theme;
  /** Only gigs whose location contains this (ignoring case and accents); null for every place. */
  place: string | null;
}

export const DEFAULTS: WidgetOptions = { view: 'app', show: 'upcoming', limit: null, theme: 'inherit', place: null };
