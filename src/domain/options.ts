/**
 * The options of a mounted widget (contract section 2), in one table: each
 * option's allowed values (or the parser of its free values) and its default.
 * Below both the components (src/ui) and the mounting code (src/widget). The
 * attribute parser (src/widget/options.ts), the gig selection (selectGigs), the
 * public API's `MountOptions`, the frame page and the venue kit's configurator
 * take their types and values from here, so a new option is one row and the
 * readers of an option cannot disagree.
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
/** `none`: the gig list shows no headings of its own (the partner's page has one); the lists keep an accessible name. */
export const HEADINGS = ['show', 'none'] as const;
export type Headings = (typeof HEADINGS)[number];
/** `hide`: private parties are left out of the gig list and of its counts. */
export const PRIVATES = ['show', 'hide'] as const;
export type Privates = (typeof PRIVATES)[number];

/** A place to filter by: some text, at most this long (a venue or town, not a sentence). */
const MAX_PLACE = 60;

/** Some text, trimmed, at most MAX_PLACE long; undefined for anything else. */
function parsePlace(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text && text.length <= MAX_PLACE ? text : undefined;
}

/** A positive whole number, given as a number or as digits; undefined for anything else. */
function parseLimit(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A parser of an option's value as the host wrote it: undefined for a value that is not valid. */
const oneOf =
  <T>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    values.includes(value as T) ? (value as T) : undefined;

/** Every option, in the order they are read and reported: its parser and its default. */
export const OPTIONS = {
  view: { parse: oneOf(VIEWS), default: 'app' as View },
  show: { parse: oneOf(SHOWS), default: 'upcoming' as Show },
  /** At most this many gigs per section; null for all. */
  limit: { parse: parseLimit, default: null as number | null },
  theme: { parse: oneOf(THEMES), default: 'inherit' as Theme },
  /** Only gigs whose location contains this (ignoring case and accents); null for every place. */
  place: { parse: parsePlace, default: null as string | null },
  headings: { parse: oneOf(HEADINGS), default: 'show' as Headings },
  private: { parse: oneOf(PRIVATES), default: 'show' as Privates },
};

export type OptionName = keyof typeof OPTIONS;

/** Options with every default filled in, as the components read them. */
export type WidgetOptions = { [K in OptionName]: (typeof OPTIONS)[K]['default'] };

/** What a host may pass to `BandWidget.mount`; each key is also a data attribute (data-band-widget for the view). */
export type MountOptions = { [K in OptionName]?: Exclude<WidgetOptions[K], null> };

export const DEFAULTS = Object.fromEntries(Object.entries(OPTIONS).map(([name, option]) => [name, option.default])) as WidgetOptions;
