/**
 * Speichern in the parts Referenzen and Fragen (issue 47): the open form as the one request the
 * server takes: an entry added, or saved over the entry as it was read (its place and value then, and
 * its file's version), or the press texts all three at once.
 */
import type { ExtraList, ExtrasSaveRequest } from '../editor/extrasApi';
import { riderLines, sentValues } from './extrasForms';

/** An entry's form: a new entry's, or the entry's at `index` as it was read (`original`), over its file's `version`. */
export interface EntryForm {
  kind: 'entry';
  list: ExtraList;
  index?: number;
  original?: object;
  version: string;
  values: Record<string, string>;
}

/** The form of the press texts (short, long, and the rider as one text, a line each). */
export interface PressForm {
  kind: 'press';
  version: string;
  values: Record<string, string>;
}

export function extrasSaveRequest(form: EntryForm | PressForm): ExtrasSaveRequest {
  if (form.kind === 'press') {
    const { short = '', long = '', rider = '' } = form.values;
    return { list: 'press', action: 'edit', value: { short, long, rider: riderLines(rider) }, expectedVersion: form.version };
  }
  const value = sentValues(form.list, form.values);
  return (
    form.original === undefined
      ? { list: form.list, action: 'add', value, expectedVersion: form.version }
      : { list: form.list, action: 'edit', index: form.index, value, original: form.original, expectedVersion: form.version }
  ) as ExtrasSaveRequest;
}
