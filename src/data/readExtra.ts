/**
 * What the readers of issue 47's optional files (readReferences, readFaq, readLineups, readPress) share:
 * a file's exports checked by name (a misspelt one is refused with the name probably meant), and a list
 * read entry by entry as readMedia reads its lists, each entry named in its messages at its line.
 */
import type { Problem } from '../domain/refusals';
import type { ExtraFile, LocateExtra } from './locate';
import { readEntries, type EntryRules } from './readEntries';
import { isObject } from './readRecord';
import { nearKey } from './unknownKey';

/** How one list of an optional file is read, named and told apart. */
export type ExtraList<T> = EntryRules<T>;

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

/** One list of the file: every entry read (wrong ones too, so positions stay), its problems pushed; left out, an empty one. */
export const readExtraList = <T>(
  file: ExtraFile,
  list: string,
  raw: unknown,
  rules: ExtraList<T>,
  locate: LocateExtra,
  problems: Problem[],
): T[] => readEntries(list, raw, rules, (index) => locate(file, list, index), problems);
