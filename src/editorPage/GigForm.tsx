/**
 * The form of one gig: Datum, Ort, Info, Tickets, Private Feier, Nicht öffentlich; for a gig that
 * exists also Absagen (with its reason, written as `Abgesagt (Grund)`) and Löschen.
 */
import { gigOf, type GigFields } from './drafts';
import { EntryFields, type FieldSpec } from './EntryFields';
import { EntryForm } from './EntryForm';
import { GigCancel } from './GigCancel';
import { shownDay } from './shownDay';
import { useCancel } from './useCancel';
import { useEntryForm, type EntryFormProps } from './useEntryForm';

const SPECS: readonly FieldSpec<keyof GigFields>[] = [
  { id: 'gig-date', label: 'Datum', field: 'date', edits: 'date', type: 'date' },
  {
    id: 'gig-location',
    label: 'Ort',
    field: 'location',
    edits: 'location',
    hint: 'Lokal oder Saal und Stadt, z. B. „Kulturbahnhof, Kassel“',
  },
  {
    id: 'gig-info',
    label: 'Info',
    field: 'info',
    edits: 'info',
    hint: 'z. B. „Beginn 20 Uhr, Eintritt 6 €“; leer lassen, wenn es nichts zu sagen gibt',
  },
  { id: 'gig-tickets', label: 'Tickets', field: 'tickets', edits: 'tickets', type: 'url', hint: 'Adresse des Vorverkaufs, mit https://' },
  { id: 'gig-private', label: 'Private Feier', field: 'private', edits: 'private', type: 'checkbox' },
  {
    id: 'gig-hidden',
    label: 'Nicht öffentlich',
    field: 'listed',
    edits: 'hidden',
    type: 'checkbox',
    hint: 'Der Tag ist vergeben, erscheint aber nirgends auf der Website.',
  },
];

const FIELDS = SPECS.map((spec) => spec.field);

export function GigForm(props: EntryFormProps<'gigs'>) {
  const { fields, index } = props.draft;
  const { frame, set, send, problems, busy } = useEntryForm(props, 'gig-form', FIELDS, gigOf(fields));
  const cancel = useCancel();
  const { reason } = cancel;
  const named = `${shownDay(fields.date)}, ${fields.location}`;

  return (
    <EntryForm
      {...frame}
      heading={index === undefined ? 'Neuer Auftritt' : 'Auftritt bearbeiten'}
      {...(index === undefined ? {} : { removeQuestion: `Auftritt ${named} löschen?` })}
      asking={reason !== undefined}
      actions={
        index !== undefined && (
          <button type="button" onClick={cancel.ask} disabled={busy}>
            Absagen
          </button>
        )
      }
    >
      <EntryFields specs={SPECS} values={fields} set={set} problems={problems} />
      {reason !== undefined && index !== undefined && (
        <GigCancel
          named={named}
          cancel={{ ...cancel, reason }}
          busy={busy}
          onCancel={() => void send({ list: 'gigs', action: 'cancel', index, reason })}
        />
      )}
    </EntryForm>
  );
}
