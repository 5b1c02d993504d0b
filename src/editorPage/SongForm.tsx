/** The form of one song: Titel and Interpret; for a song that exists also Löschen. */
import { songOf, type Draft, type SongFields } from './drafts';
import { EntryForm } from './EntryForm';
import { Field } from './Field';
import { useSubmit, type Submit } from './useSubmit';

const FIELDS = ['title', 'artist'];

interface SongFormProps {
  draft: Extract<Draft, { list: 'songs' }>;
  onChange(draft: Draft): void;
  onClose(): void;
  submit: Submit;
}

export function SongForm({ draft, onChange, onClose, submit }: SongFormProps) {
  const { fields, index } = draft;
  const { problems, question, busy, send, dismiss } = useSubmit(submit, () => document.getElementById('song-form'));
  const set = (key: keyof SongFields) => (value: string | boolean) => onChange({ ...draft, fields: { ...fields, [key]: String(value) } });
  const value = songOf(draft);
  return (
    <EntryForm
      id="song-form"
      heading={index === undefined ? 'Neuer Song' : 'Song bearbeiten'}
      fields={FIELDS}
      problems={problems}
      question={question}
      busy={busy}
      {...(index === undefined ? {} : { removeQuestion: `Song „${fields.title}“ (${fields.artist}) löschen?` })}
      onSave={() =>
        void send(index === undefined ? { list: 'songs', action: 'add', value } : { list: 'songs', action: 'edit', index, value })
      }
      onConfirm={() => question && void send({ ...question.request, confirmed: true })}
      onDismiss={dismiss}
      onRemove={() => index !== undefined && void send({ list: 'songs', action: 'remove', index })}
      onClose={onClose}
    >
      <Field id="song-title" label="Titel" field="title" value={fields.title} onChange={set('title')} problems={problems} />
      <Field id="song-artist" label="Interpret" field="artist" value={fields.artist} onChange={set('artist')} problems={problems} />
    </EntryForm>
  );
}
