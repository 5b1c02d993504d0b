/**
 * The fields of an entry's form, written as a table (FieldSpec) each form keeps of its own: a gig's
 * Datum, Ort, …, a song's Titel and Interpret, each a Field bound to its value in the draft.
 */
import type { Refusal } from '../editor/saveEntry';
import { Field } from './Field';

/** One field of a form: its element's id, its label, saveEntry's name for it, the draft's field it edits. */
export interface FieldSpec<Key extends string> {
  id: string;
  label: string;
  /** The field as saveEntry names it in a refusal. */
  field: string;
  edits: Key;
  type?: 'date' | 'url' | 'checkbox';
  hint?: string;
}

interface EntryFieldsProps<Key extends string> {
  specs: readonly FieldSpec<Key>[];
  values: Record<Key, string | boolean>;
  set(key: Key): (value: string | boolean) => void;
  problems: readonly Refusal[];
}

export function EntryFields<Key extends string>({ specs, values, set, problems }: EntryFieldsProps<Key>) {
  return (
    <>
      {specs.map(({ edits, ...spec }) => (
        <Field key={spec.id} {...spec} value={values[edits]} onChange={set(edits)} problems={problems} />
      ))}
    </>
  );
}
