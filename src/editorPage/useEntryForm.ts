/**
 * What a gig's form and a song's form share: their props, the save (add or edit), the question's
 * confirmation, Löschen and Abbrechen, handed to EntryForm as one `frame`; and `set`, which writes a
 * field's value into the draft as typed.
 */
import type { RawGig } from '../data/readGigs';
import type { RawSong } from '../data/readSongs';
import type { Draft } from './drafts';
import { useSubmit, type Submit } from './useSubmit';

type List = Draft['list'];
type Open<L extends List> = Extract<Draft, { list: L }>;
type Value<L extends List> = L extends 'gigs' ? RawGig : RawSong;
type Request = Parameters<Submit>[0];

export interface EntryFormProps<L extends List> {
  draft: Open<L>;
  onChange(draft: Draft): void;
  onClose(): void;
  submit: Submit;
}

/**
 * `id`: the form's element; `fields`: saveEntry's names of the fields it shows; `value`: the entry
 * its fields make, as it would be saved.
 */
export function useEntryForm<L extends List>(
  { draft, onChange, onClose, submit }: EntryFormProps<L>,
  id: string,
  fields: readonly string[],
  value: Value<L>,
) {
  const { list, index } = draft;
  const { problems, question, busy, send, dismiss } = useSubmit(submit, () => document.getElementById(id));
  const set = (key: keyof Open<L>['fields']) => (typed: string | boolean) =>
    onChange({ ...draft, fields: { ...draft.fields, [key]: typed } } as Draft);
  const frame = {
    id,
    fields,
    problems,
    question,
    busy,
    onSave: () => void send((index === undefined ? { list, action: 'add', value } : { list, action: 'edit', index, value }) as Request),
    onConfirm: () => question && void send({ ...question.request, confirmed: true }),
    onDismiss: dismiss,
    onRemove: () => index !== undefined && void send({ list, action: 'remove', index }),
    onClose,
  };
  return { frame, set, send, problems, busy };
}
