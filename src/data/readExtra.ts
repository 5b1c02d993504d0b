/**
 * What the readers of issue 47's optional files (readReferences, readFaq, readLineups, readPress) share:
 * a file's exports checked by name (a misspelt one is refused with the name probably meant), and a list
 * read entry by entry as readMedia reads its lists, each entry named in its messages at its line.
 */
import type { Entry, Problem, Said } from '../domain/refusals';
import type { ExtraFile, LocateExtra } from './locate';
import { entryReport, isObject, type Reader } from './readRecord';
import { nearKey } from './unknownKey';

/** How one list of an optional file is read, named and told apart. */
export interface ExtraList<T> {
  /** An entry as messages name it, from what was written. */
  name: (entry: Record<string, unknown>) => Entry;
  /** An entry as written, for one that is no `{ … }`. */
  expected: string;
  read: Reader<T>;
  /** Entries with the same key are one: the later one is refused (`twin`), naming the first's place. */
  same?: (entry: T) => string;
  twin?: (entry: T, other: string) => Said;
}

/**
 * The file's exports, each checked to be one of `names` ({} where the file is not there, `raw`
 * undefined). Other problems of the file are pushed to `problems`.
 */
export function exportsOf(
  file: ExtraFile,
  raw: unknown,
  names: readonly string[],
  locate: LocateExtra,
  problems: Problem[],
): Record<string, unknown> {
  if (raw === undefined) return {};
  if (!isObject(raw)) {
    problems.push({ where: locate(file, ''), said: { kind: 'extraNotExports', file, names, got: raw } });
    return {};
  }
  for (const key of Object.keys(raw)) {
    if (!names.includes(key)) {
      problems.push({
        where: locate(file, key),
        said: { kind: 'extraUnknownExport', file, key, near: nearKey(key, names), allowed: names },
      });
    }
  }
  return raw;
}

/** One list: every entry read (wrong ones too, so positions stay), its problems pushed; left out, an empty one. */
export function readExtraList<T>(
  file: ExtraFile,
  list: string,
  raw: unknown,
  rules: ExtraList<T>,
  locate: LocateExtra,
  problems: Problem[],
): T[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push({ where: locate(file, list), said: { kind: 'mediaListNotList', list, expected: rules.expected, got: raw } });
    return [];
  }
  const seen = new Map<string, number>();
  return raw.map((value: unknown, index) => {
    const written = isObject(value) ? value : {};
    const found: Problem[] = [];
    const named = rules.name(written);
    const report = entryReport(locate(file, list, index), () => named, found);
    if (!isObject(value)) report('', { kind: 'mediaEntryNotRecord', expected: rules.expected, got: value });
    // Not an entry: read as one with no keys, so what it lacks is named too.
    const entry = rules.read(written, '', report);
    if (!found.length && rules.same && rules.twin) {
      const key = rules.same(entry);
      const twin = seen.get(key);
      if (twin !== undefined) report('', rules.twin(entry, locate(file, list, twin)));
      else seen.set(key, index);
    }
    problems.push(...found);
    return entry;
  });
}
