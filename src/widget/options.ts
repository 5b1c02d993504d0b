/**
 * The options of a mounted widget (contract section 2): read from data
 * attributes and from `BandWidget.mount(target, options)`, checked, and
 * completed with defaults. A bad value warns once and falls back; it never throws.
 */
import { CHOICES, DEFAULTS, type WidgetOptions } from '../domain/options';

/**
 * What a host may pass to `BandWidget.mount`; each key is also a data attribute
 * (`data-show`, `data-limit`, …; the view is `data-band-widget`). Every key is
 * optional and means what it means in WidgetOptions (src/domain/options.ts):
 * `view` `app` | `gigs`; for the gig list `show` `upcoming` | `past` | `all`,
 * `limit` a positive whole number, `theme` `inherit` | `light` | `dark`, `place`
 * some text, `headings` `show` | `none`, `private` `show` | `hide`.
 */
export type MountOptions = {
  [Key in keyof WidgetOptions]?: Exclude<WidgetOptions[Key], null>;
};

/** A place to filter by: some text, at most this long (a venue or town, not a sentence). */
const MAX_PLACE = 60;

/** Every option, in the order they are read and reported. */
const KEYS = Object.keys(DEFAULTS) as (keyof WidgetOptions)[];

/** An option's data attribute: data-band-widget for the view, data-show and so on for the rest. */
const attributeName = (key: string) => `data-${key === 'view' ? 'band-widget' : key}`;

/** Where an option came from, for the warning: a data attribute or a mount() option. */
const sourceName = (key: string, fromAttribute: boolean) => (fromAttribute ? attributeName(key) : `option ${key}`);

/** A short description of an element for messages: `<div id="gigs">`. */
export function describeElement(el: Element): string {
  return `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}>`;
}

/**
 * A value as the host passed it, for messages: "abc" in quotes, numbers as written
 * (NaN, Infinity), 5n, Symbol(x); objects as JSON where possible. Never throws,
 * whatever it is given (a circular object, a Proxy that throws, a hostile toString).
 */
export function describeValue(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string':
        return JSON.stringify(value);
      case 'bigint':
        return `${value}n`;
      case 'symbol':
        // Not String(value) or toString(): the minifier may turn either into "" + value, which throws for symbols.
        return `Symbol(${value.description ?? ''})`;
      case 'function':
        return 'a function';
      case 'object':
        if (value === null) return 'null';
        try {
          return JSON.stringify(value) ?? 'an object';
        } catch {
          return 'an object that cannot be shown';
        }
      default:
        return String(value);
    }
  } catch {
    return 'a value that cannot be shown';
  }
}

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

/**
 * The options of a widget on `el`: data attributes, overridden by `given`.
 * Each invalid value calls `warn` once with the element, where it came from and the value.
 */
export function resolveOptions(el: Element, given: MountOptions | undefined, warn: (message: string) => void): WidgetOptions {
  const options = { ...DEFAULTS };
  // Every warning names the element it is about.
  const about = `BandWidget: ${describeElement(el)}`;
  const check = (key: keyof WidgetOptions, value: unknown, fromAttribute: boolean) => {
    if (value === undefined || value === null) return;
    const parsed =
      key === 'limit'
        ? parseLimit(value)
        : key === 'place'
          ? parsePlace(value)
          : (CHOICES[key as keyof typeof CHOICES] as readonly unknown[]).includes(value)
            ? value
            : undefined;
    if (parsed === undefined) {
      warn(`${about} ${sourceName(key, fromAttribute)}=${describeValue(value)} is not valid; using the default.`);
      return;
    }
    (options as Record<string, unknown>)[key] = parsed;
  };
  for (const key of KEYS) {
    const value = el.getAttribute(attributeName(key)) ?? undefined;
    // An empty data-band-widget="" means "the default view", not an error.
    check(key, key === 'view' ? value || undefined : value, true);
  }
  if (given !== undefined && given !== null && typeof given !== 'object') {
    warn(`${about} options ${describeValue(given)} are not an object like { view: 'gigs' }; using the defaults.`);
  } else if (given) {
    for (const key of KEYS) {
      let value: unknown;
      try {
        value = given[key];
      } catch {
        // A Proxy or getter that throws: the option cannot be read, so it takes the default.
        warn(`${about} option ${key} could not be read; using the default.`);
        continue;
      }
      check(key, value, false);
    }
  }
  return options;
}
