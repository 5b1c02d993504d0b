/**
 * The options of a mounted widget (contract section 2): read from data
 * attributes and from `BandWidget.mount(target, options)`, checked, and
 * completed with defaults. A bad value warns once and falls back; it never throws.
 */
import { DEFAULTS, OPTIONS, type MountOptions, type OptionName, type WidgetOptions } from '../domain/options';

export type { MountOptions };

/** Every option, in the order they are read and reported. */
const KEYS = Object.keys(OPTIONS) as OptionName[];

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

/**
 * The options of a widget on `el`: data attributes, overridden by `given`.
 * Each invalid value calls `warn` once with the element, where it came from and the value.
 */
export function resolveOptions(el: Element, given: MountOptions | undefined, warn: (message: string) => void): WidgetOptions {
  const options = { ...DEFAULTS };
  // Every warning names the element it is about.
  const about = `BandWidget: ${describeElement(el)}`;
  const check = (key: OptionName, value: unknown, fromAttribute: boolean) => {
    if (value === undefined || value === null) return;
    const parsed = OPTIONS[key].parse(value);
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
