/**
 * The part Band's typing laid over band.ts read anew (after Rückgängig, Neu laden, a portrait saved):
 * a band.ts changed elsewhere meanwhile is never overwritten, and nothing typed here is lost.
 */
import type { BandValues } from '../editor/bandApi';
import { BAND_FIELDS, valueAt, withValue } from '../editor/bandFields';
import type { ListEntry } from './BandList';
import { sameValue } from './sameValue';

/** `ours` (typed over `base`) laid over `theirs`: every field typed here keeps its typing, every other takes band.ts's new value. */
export function rebased(ours: BandValues, base: BandValues, theirs: BandValues): BandValues {
  let values = theirs;
  for (const field of BAND_FIELDS) {
    const mine = valueAt(ours, field.path);
    if (sameValue(mine, valueAt(base, field.path))) continue;
    values =
      field.kind === 'list' ? { ...values, [field.path]: mine as ListEntry[] } : withValue(values, field.path, mine as string | number);
  }
  return values;
}
