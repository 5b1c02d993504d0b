/** The summary above the part Band's fields (issue 53): each value still a sample, by the words the form shows at it, in the form's order. */
import { BAND_FIELDS, type BandListField } from '../editor/bandFields';

/** A sample the summary links to: its path (the input's id is made from it) and its label. */
export interface MarkedSample {
  path: string;
  label: string;
}

/** The entry's index in a list path: `partners.2` → 2. */
const entryIndex = (path: string) => Number(path.split('.')[1]);

/** A list entry's value by the words the form shows at it: `Gesellschafter 1`, `Mitglied 2: Name`. */
function listLabel(field: BandListField, path: string): string {
  const [, index = '0', key] = path.split('.');
  const part = field.parts?.find((p) => p.key === key)?.label;
  return `${field.item} ${Number(index) + 1}${part ? `: ${part}` : ''}`;
}

/** The `samples` (paths, stillSamples') in the form's order, a list's entries by their place, each with its label. */
export function markedSamples(samples: ReadonlySet<string>): MarkedSample[] {
  return BAND_FIELDS.flatMap((field) =>
    field.kind === 'list'
      ? [...samples]
          .filter((path) => path.startsWith(`${field.path}.`))
          .sort((a, b) => entryIndex(a) - entryIndex(b))
          .map((path) => ({ path, label: listLabel(field, path) }))
      : samples.has(field.path)
        ? [{ path: field.path, label: field.label }]
        : [],
  );
}
