/** Where the part Band shows a refusal: at the input (or list) of its path, or, for any other path, above the fields. */
import type { BandValues } from '../editor/bandApi';
import { BAND_FIELDS } from '../editor/bandFields';

/** The paths the form shows an input (or a list) for, with `values`' list entries: a refusal of any other goes above the fields. */
export function shownPaths(values: BandValues): Set<string> {
  const paths = new Set<string>(BAND_FIELDS.map((field) => field.path));
  values.lineup.forEach((_, index) => ['', '.name', '.part'].forEach((key) => paths.add(`lineup.${index}${key}`)));
  values.partners.forEach((_, index) => paths.add(`partners.${index}`));
  return paths;
}
