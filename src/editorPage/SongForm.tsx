/** The form of one song: Titel and Interpret; for a song that exists also Löschen. */
import { songOf, type SongFields } from './drafts';
import { EntryFields, type FieldSpec } from './EntryFields';
import { EntryForm } from './EntryForm';
import { useEntryForm, type EntryFormProps } from './useEntryForm';

const SPECS: readonly FieldSpec<keyof SongFields>[] = [
  { id: 'song-title', label: 'Titel', field: 'title', edits: 'title' },
  { id: 'song-artist', label: 'Interpret', field: 'artist', edits: 'artist' },
];

const FIELDS = SPECS.map((spec) => spec.field);

export function SongForm(props: EntryFormProps<'songs'>) {
  const { fields, index } = props.draft;
  const { frame, set, problems } = useEntryForm(props, 'song-form', FIELDS, songOf(props.draft));
  return (
    <EntryForm
      {...frame}
      heading={index === undefined ? 'Neuer Song' : 'Song bearbeiten'}
      {...(index === undefined ? {} : { removeQuestion: `Song „${fields.title}“ (${fields.artist}) löschen?` })}
    >
      <EntryFields specs={SPECS} values={fields} set={set} problems={problems} />
    </EntryForm>
  );
}
