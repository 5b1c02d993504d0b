/**
 * Where an entry stands after its file was read anew: an open form or question follows its entry by
 * its value as it was read (another save may have moved it), and closes when no entry has that value.
 */
import { sameValue } from './sameValue';

/** The index of the entry whose value is `original` (compared as JSON), or undefined when none is. */
export function foundAgain(entries: readonly { index: number; value: unknown }[], original: unknown): number | undefined {
  return entries.find((entry) => sameValue(entry.value, original))?.index;
}
