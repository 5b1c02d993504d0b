/** The part Band's sample values (issue 53): marked „noch ausfüllen“ until the band replaces them. */
import type { BandValues } from '../editor/bandApi';
import { LIST_FIELDS, valueAt } from '../editor/bandFields';
import { sameValue } from './sameValue';

/**
 * The paths whose typed value is still a sample of those band.ts was read with (`marked`, the server's
 * check, as deploy makes it): a text unchanged at its path; a list entry equal to a marked entry
 * wherever it stands now (the first partner removed, the second still invented: still marked).
 */
export function stillSamples(marked: readonly string[], loaded: BandValues, typed: BandValues): Set<string> {
  const paths = new Set<string>();
  for (const path of marked) {
    const [list = '', index, key] = path.split('.');
    if (!LIST_FIELDS.some((field) => field.path === list) || index === undefined) {
      if (sameValue(valueAt(typed, path), valueAt(loaded, path))) paths.add(path);
      continue;
    }
    const sample = (valueAt(loaded, list) as unknown[])[Number(index)];
    (valueAt(typed, list) as unknown[]).forEach((entry, at) => {
      if (sameValue(entry, sample)) paths.add(key ? `${list}.${at}.${key}` : `${list}.${at}`);
    });
  }
  return paths;
}
