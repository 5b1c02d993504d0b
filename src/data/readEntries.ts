/**
 * A list of a data file read entry by entry, for media.ts's lists (readMedia) and issue 47's
 * (readExtra): every entry read, wrong ones too, so the positions stay; each problem at the entry's
 * line and with its name; an entry that is no `{ … }` read as one with no keys, so what it lacks is
 * named too; a later twin of an entry refused, naming where the first stands.
 */
import type { Entry, Problem, Said } from '../domain/refusals';
import { entryReport, isObject, type Reader, type Report } from './readRecord';

/** How the entries of one list are read, named and told apart. */
export interface EntryRules<T> {
  /** An entry as messages name it, from what was written. */
  name: (entry: Record<string, unknown>) => Entry;
  /** An entry as written, for one that is no `{ … }`. */
  expected: string;
  read: Reader<T>;
  /** More that is wrong with a read entry, from what was written. */
  check?: (entry: Record<string, unknown>, report: Report) => void;
  /** Entries with the same key are one: the later one is refused (`twin`), naming the first's place. */
  same?: (entry: T) => string;
  twin?: (entry: T, other: string) => Said;
  /**
   * An entry read without a problem of its own, a twin too, at `index`, named `named`: readMedia collects the files
   * it names (a twin's as well, so the build checks them).
   */
  accepted?: (entry: T, index: number, named: Entry) => void;
}

/**
 * The list `list` as written (`raw`; left out: an empty one), its problems pushed to `problems`; `at` is
 * where the list stands (no index) or its entry at `index` does.
 */
export function readEntries<T>(list: string, raw: unknown, rules: EntryRules<T>, at: (index?: number) => string, problems: Problem[]): T[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push({ where: at(), said: { kind: 'mediaListNotList', list, expected: rules.expected, got: raw } });
    return [];
  }
  const seen = new Map<string, number>();
  return raw.map((value: unknown, index) => {
    const written = isObject(value) ? value : {};
    const found: Problem[] = [];
    const named = rules.name(written);
    const report = entryReport(at(index), () => named, found);
    if (!isObject(value)) report('', { kind: 'mediaEntryNotRecord', expected: rules.expected, got: value });
    const entry = rules.read(written, '', report);
    rules.check?.(written, report);
    if (!found.length) {
      if (rules.same && rules.twin) {
        const key = rules.same(entry);
        const twin = seen.get(key);
        if (twin !== undefined) report('', rules.twin(entry, at(twin)));
        else seen.set(key, index);
      }
      rules.accepted?.(entry, index, named);
    }
    problems.push(...found);
    return entry;
  });
}
