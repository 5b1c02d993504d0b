/**
 * What a mounted widget shows (contract section 2), as the components read it:
 * every option resolved, every default filled in. Below both the components
 * (src/ui) and the mounting code (src/widget), which reads the options from
 * data attributes and `BandWidget.mount` (src/widget/options.ts). The gig
 * selection (selectGigs) and the venue kit's configurator take their shapes
 * from `WidgetOptions` too, so the four readers of an option cannot disagree.
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
/** `show`: the list's own headings; `none`: none (the partner's page has its own), the lists keep an accessible name. */
export const HEADINGS = ['show', 'none'] as const;
export type Headings = (typeof HEADINGS)[number];
/** `show`: clients' parties listed as "Private Feier"; `hide`: left out of the list. */
export const PRIVATES = ['show', 'hide'] as const;
export type Privates = (typeof PRIVATES)[number];

/** The options that are one of a few words, by name: what a data attribute or mount() option may say. */
export const CHOICES = { view: VIEWS, show: SHOWS, theme: THEMES, headings: HEADINGS, private: PRIVATES } as const;

/** Options with every default filled in. */
export interface WidgetOptions {
  view: View;
  show: Show;
  /** At most this many gigs per section; null for all. */
  limit: number | null;
  theme: Theme;
  /** Only gigs whose location contains this (ignoring case and accents); null for every place. */
  place: string | null;
  headings: Headings;
  private: Privates;
}

/** The defaults, in the order the options are read and reported. */
export const DEFAULTS: WidgetOptions = {
  view: 'app',
  show: 'upcoming',
  limit: null,
  theme: 'inherit',
  place: null,
  headings: 'show',
  private: 'show',
};
