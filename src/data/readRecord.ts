/**
 * The typed record reader under the three data files' readers (readBand,
 * readGigs, readSongs). A record is read field by field, each by its declared
 * kind (text, day, flag, whole number, one of a list, optional, list, nested
 * record), and every problem is reported at the field's key path by its kind and
 * values, which the catalogue (src/domain/refusals.ts) words for the command line
 * ('lineup entry 2: part is empty') and for the editor („Mitglied 2: Instrument“ ist leer.).
 * A reader always returns a value of its type (a blank text, an invalid date,
 * an empty list where the data is wrong), so nothing needs a cast; the result
 * is safe to use when nothing was reported.
 */
import { parseDate } from '../domain/dates';
import type { Advice, Entry, Problem, Said } from '../domain/refusals';
import { nearKey } from './unknownKey';

export { shown } from '../domain/refusals';

/**
 * A problem at a key path ('slogan', 'contact.role', 'lineup.1.part'; '' for the whole record), by its
 * kind and values (src/domain/refusals.ts words it), with the advice every refusal of its field adds.
 */
export type Report = (path: string, said: Said, advice?: Advice) => void;

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

export const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Reports a list entry's problems at its place and with its name, which the command line prints as
 * `src/data/gigs.ts:41: gig on 2027-07-14 at "Kulturbahnhof, Kassel": location is empty`.
 */
export const entryReport =
  (where: string, entry: () => Entry, problems: Problem[]): Report =>
  (path, said, advice) => {
    problems.push({ where, entry: entry(), said, path, ...(advice ? { advice } : {}) });
  };

const child = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

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
export function record<T>(shape: Shape<T>, whole = false): Reader<T> {
  const keys = keysOf(shape);
  const expected = `{ ${keys.map((key) => `${key}: …`).join(', ')} }`;
  return (value, path, report) => {
    if (!isObject(value)) {
      report(
        path,
        value === undefined ? { kind: 'recordMissing', path, expected } : { kind: 'recordWrong', path, whole, expected, got: value },
      );
      return empty(shape);
    }
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) report(child(path, key), { kind: 'unknownKey', path, key, near: nearKey(key, keys), allowed: keys });
    }
    return shape((key, read) => read(value[key], child(path, key), report));
  };
}

/** A list with at least one entry; `needs` says what for, with an example. */
export function list<T>(entry: Reader<T>, needs: Advice): Reader<T[]> {
  return (value, path, report) => {
    if (!Array.isArray(value)) {
      report(path, value === undefined ? { kind: 'listMissing', path, needs } : { kind: 'listNotList', path, needs, got: value });
      return [];
    }
    if (!value.length) {
      report(path, { kind: 'listEmpty', path, needs });
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
  /** What is wrong with a filled text (as `then` made it) at `path`; `written` is the value as the band wrote it. */
  rule?: (text: string, written: string, path: string) => Said | undefined;
  /** The text as the site uses it: typeset, or a phone number that never splits. */
  then?: (text: string) => string;
  /** A blank text reads as '' (an empty portrait: the drawn placeholder) instead of being refused. */
  mayBeBlank?: boolean;
  /** Advice added in brackets where a blank text is refused. */
  ifBlank?: Advice;
}

/** A text: trimmed, runs of spaces made one; refused when missing or (unless `mayBeBlank`) blank. */
export function text({ rule, then = (t) => t, mayBeBlank = false, ifBlank }: TextRules = {}): Reader<string> {
  return (value, path, report) => {
    if (typeof value !== 'string') {
      report(path, value === undefined ? { kind: 'textMissing', path } : { kind: 'textNotText', path, got: value });
      return '';
    }
    const trimmed = value.trim().replace(/\s+/g, ' ');
    if (!trimmed) {
      if (!mayBeBlank) report(path, { kind: 'textEmpty', path, ...(ifBlank ? { ifBlank } : {}) });
      return '';
    }
    const read = then(trimmed);
    const wrong = rule?.(read, value, path);
    if (wrong) report(path, wrong);
    return read;
  };
}

/** A day written `YYYY-MM-DD`, as local midnight (parseDate); an invalid Date where it is none. */
export const day: Reader<Date> = (value, path, report) => {
  if (typeof value !== 'string') {
    report(path, value === undefined ? { kind: 'dayMissing', path } : { kind: 'dayNotText', path, got: value });
    return new Date(NaN);
  }
  try {
    return parseDate(value.trim());
  } catch {
    report(path, { kind: 'dayNotReal', path, got: value });
    return new Date(NaN);
  }
};

/** true, false, or left out (undefined, as where it is neither). */
export const flag: Reader<boolean | undefined> = (value, path, report) => {
  if (value === undefined || typeof value === 'boolean') return value;
  report(path, { kind: 'flagNotBool', path, got: value });
  return undefined;
};

/** A whole number from `min` to `max`, written without quotes; `needs` says what it counts, e.g. 'a year like 1983'. */
export function whole({ min, max = Infinity, needs }: { min: number; max?: number; needs: Advice }): Reader<number> {
  return (value, path, report) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
    report(path, { kind: 'wholeWrong', path, needs, got: value });
    return NaN;
  };
}

/** One of `values`, as written; undefined where it is none of them. */
export function oneOf<T extends string>(values: readonly T[]): Reader<T | undefined> {
  return (value, path, report) => {
    const known = values.find((v) => v === value);
    if (known === undefined) report(path, { kind: 'oneOfWrong', path, got: value, values });
    return known;
  };
}

/** Every problem of a field gets the same advice: `name is missing – who said it, e.g. '…'`. */
export const advised =
  <T>(read: Reader<T>, advice: Advice): Reader<T> =>
  (value, path, report) =>
    read(value, path, (at, said) => report(at, said, advice));

/**
 * A text of paragraphs, each typeset as `text` reads a text: the band separates them with a blank line
 * (`\n\n`), a single line break is a space. Refused as `text` refuses a missing or blank one.
 */
export const paragraphs =
  (then: (text: string) => string): Reader<string[]> =>
  (value, path, report) => {
    const whole = text({ then })(value, path, report);
    if (!whole || typeof value !== 'string') return [];
    return value
      .split(/\n[ \t]*(?:\r?\n[ \t]*)+/)
      .map((part) => part.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .map(then);
  };
