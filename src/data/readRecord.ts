/**
 * The typed record reader under the three data files' readers (readBand,
 * readGigs, readSongs). A record is read field by field, each by its declared
 * kind (text, day, flag, whole number, one of a list, optional, list, nested
 * record), and every problem is reported at the field's key path in the words
 * the band reads: 'slogan is empty', 'lineup entry 2: part is empty'.
 * A reader always returns a value of its type (a blank text, an invalid date,
 * an empty list where the data is wrong), so nothing needs a cast; the result
 * is safe to use when nothing was reported.
 */
import { parseDate } from '../domain/dates';
import { unknownKey } from './unknownKey';

/** A problem at a key path ('slogan', 'contact.role', 'lineup.1.part'; '' for the whole record). */
export type Report = (path: string, message: string) => void;

/** Reads one value: reports what is wrong at `path`, returns the value as the site uses it. */
export type Reader<T> = (value: unknown, path: string, report: Report) => T;

/** Reads the field `key` of the record at hand with `read`. */
export type Field = <T>(key: string, read: Reader<T>) => T;

/**
 * A record's fields in the order of its file (the bundle keeps it): the record
 * made from them, e.g. `(field) => ({ name: field('name', text()) })`.
 */
export type Shape<T> = (field: Field) => T;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the band wrote it, for messages. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Reports a list entry's problems as `where: what: message`, e.g.
 * `src/data/gigs.ts:41: gig on 2027-07-14 at "Kulturbahnhof, Kassel": location is empty`.
 */
export const entryReport =
  (where: string, what: () => string, problems: string[]): Report =>
  (_path, message) => {
    problems.push(`${where}: ${what()}: ${message}`);
  };

const child = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** A path as a message names it: 'contact.role', 'lineup entry 2: part'. */
function label(path: string): string {
  let text = '';
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part)) text += ` entry ${Number(part) + 1}`;
    else text += !text ? part : / entry \d+$/.test(text) ? `: ${part}` : `.${part}`;
  }
  return text;
}

const silent: Report = () => {};

/** A shape's record with every field left out, read without a word: what a missing or wrong record reads as. */
const empty = <T>(shape: Shape<T>): T => shape((key, read) => read(undefined, key, silent));

/** The keys a shape reads, in its order. */
function keysOf(shape: Shape<unknown>): string[] {
  const keys: string[] = [];
  shape((key, read) => {
    keys.push(key);
    return read(undefined, key, silent);
  });
  return keys;
}

/**
 * An object with exactly the shape's keys: any other is refused, with the one
 * probably meant. `whole` names it where it is a whole file ('the band details').
 */
export function record<T>(shape: Shape<T>, whole = ''): Reader<T> {
  const keys = keysOf(shape);
  const expected = `{ ${keys.map((key) => `${key}: …`).join(', ')} }`;
  return (value, path, report) => {
    if (!isObject(value)) {
      report(
        path,
        value === undefined
          ? `${label(path)} is missing (expected ${expected})`
          : `${label(path) || whole} must be ${expected}, got ${shown(value)}`,
      );
      return empty(shape);
    }
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) report(child(path, key), `${path ? `${label(path)}: ` : ''}${unknownKey(key, keys)}`);
    }
    return shape((key, read) => read(value[key], child(path, key), report));
  };
}

/** A list with at least one entry; `needs` says what for, with an example. */
export function list<T>(entry: Reader<T>, needs: string): Reader<T[]> {
  return (value, path, report) => {
    if (!Array.isArray(value)) {
      report(
        path,
        value === undefined
          ? `${label(path)} is missing: ${needs}`
          : `${label(path)} must be a list in [ … ]: ${needs}, got ${shown(value)}`,
      );
      return [];
    }
    if (!value.length) {
      report(path, `${label(path)} is empty: ${needs}`);
      return [];
    }
    return value.map((item, index) => entry(item, child(path, index), report));
  };
}

/** A value the band may leave out: `absent` then, and read by `read` when given. */
export function optional<T>(read: Reader<T>): Reader<T | undefined>;
export function optional<T>(read: Reader<T>, absent: T): Reader<T>;
export function optional<T>(read: Reader<T>, absent?: T): Reader<T | undefined> {
  return (value, path, report) => (value === undefined ? absent : read(value, path, report));
}

interface TextRules {
  /** What is wrong with a filled text (as `then` made it), said after its key; `written` is the value as the band wrote it. */
  rule?: (text: string, written: string) => string | undefined;
  /** The text as the site uses it: typeset, or a phone number that never splits. */
  then?: (text: string) => string;
  /** A blank text reads as '' (an empty portrait: the drawn placeholder) instead of being refused. */
  mayBeBlank?: boolean;
  /** Advice added in brackets where a blank text is refused. */
  ifBlank?: string;
}

/** A text: trimmed, runs of spaces made one; refused when missing or (unless `mayBeBlank`) blank. */
export function text({ rule, then = (t) => t, mayBeBlank = false, ifBlank }: TextRules = {}): Reader<string> {
  return (value, path, report) => {
    if (typeof value !== 'string') {
      report(path, value === undefined ? `${label(path)} is missing` : `${label(path)} must be a text in quotes, got ${shown(value)}`);
      return '';
    }
    const trimmed = value.trim().replace(/\s+/g, ' ');
    if (!trimmed) {
      if (!mayBeBlank) report(path, `${label(path)} is empty${ifBlank ? ` (${ifBlank})` : ''}`);
      return '';
    }
    const read = then(trimmed);
    const wrong = rule?.(read, shown(value));
    if (wrong) report(path, `${label(path)} ${wrong}`);
    return read;
  };
}

/** A day written `YYYY-MM-DD`, as local midnight (parseDate); an invalid Date where it is none. */
export const day: Reader<Date> = (value, path, report) => {
  if (typeof value !== 'string') {
    report(
      path,
      value === undefined
        ? `${label(path)} is missing (expected YYYY-MM-DD)`
        : `${label(path)} must be a text like '2027-07-14', got ${shown(value)}`,
    );
    return new Date(NaN);
  }
  try {
    return parseDate(value.trim());
  } catch {
    report(path, `${label(path)} ${shown(value)} is not a real date (expected YYYY-MM-DD)`);
    return new Date(NaN);
  }
};

/** true, false, or left out (undefined, as where it is neither). */
export const flag: Reader<boolean | undefined> = (value, path, report) => {
  if (value === undefined || typeof value === 'boolean') return value;
  report(path, `${label(path)} must be true or false (without quotes), got ${shown(value)}`);
  return undefined;
};

/** A whole number from `min` to `max`, written without quotes; `needs` says what it counts, e.g. 'a year like 1983'. */
export function whole({ min, max = Infinity, needs }: { min: number; max?: number; needs: string }): Reader<number> {
  return (value, path, report) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
    report(path, `${label(path)} must be ${needs} (without quotes), got ${shown(value)}`);
    return NaN;
  };
}

/** One of `values`, as written; undefined where it is none of them. */
export function oneOf<T extends string>(values: readonly T[]): Reader<T | undefined> {
  return (value, path, report) => {
    const known = values.find((v) => v === value);
    if (known === undefined) report(path, `${label(path)} ${shown(value)} is not one of ${values.map((v) => `'${v}'`).join(', ')}`);
    return known;
  };
}
