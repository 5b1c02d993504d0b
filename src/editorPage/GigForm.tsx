/**
 * The form of one gig: Datum, Ort, Info, Tickets, Private Feier, Nicht öffentlich; for a gig that
 * exists also Absagen (with its reason, written as `Abgesagt (Grund)`) and Löschen.
 */
import { useRef, useState } from 'react';
import { dayOf, formatDate } from '../domain/dates';
import { gigOf, type Draft, type GigFields } from './drafts';
import { EntryForm } from './EntryForm';
import { Field } from './Field';
import { useSubmit, type Submit } from './useSubmit';

const FIELDS = ['date', 'location', 'info', 'tickets', 'private', 'listed'];

/** A day as the site shows it, or as typed where it is none. */
const shown = (day: string) => (Number.isNaN(dayOf(day).getTime()) ? day : formatDate(dayOf(day)));

interface GigFormProps {
  draft: Extract<Draft, { list: 'gigs' }>;
  onChange(draft: Draft): void;
  onClose(): void;
  submit: Submit;
}

export function GigForm({ draft, onChange, onClose, submit }: GigFormProps) {
  const { fields, index } = draft;
  const { problems, question, busy, send, dismiss } = useSubmit(submit, () => document.getElementById('gig-form'));
  const [reason, setReason] = useState<string | undefined>();
  const reasonInput = useRef<HTMLInputElement>(null);
  const set = (key: keyof GigFields) => (value: string | boolean) => onChange({ ...draft, fields: { ...fields, [key]: value } });
  const field = { problems };
  const save = () =>
    void send(
      index === undefined
        ? { list: 'gigs', action: 'add', value: gigOf(fields) }
        : { list: 'gigs', action: 'edit', index, value: gigOf(fields) },
    );
  const named = `${shown(fields.date)}, ${fields.location}`;

  return (
    <EntryForm
      id="gig-form"
      heading={index === undefined ? 'Neuer Auftritt' : 'Auftritt bearbeiten'}
      fields={FIELDS}
      problems={problems}
      question={question}
      busy={busy}
      {...(index === undefined ? {} : { removeQuestion: `Auftritt ${named} löschen?` })}
      onSave={save}
      onConfirm={() => question && void send({ ...question.request, confirmed: true })}
      onDismiss={dismiss}
      onRemove={() => index !== undefined && void send({ list: 'gigs', action: 'remove', index })}
      onClose={onClose}
      asking={reason !== undefined}
      actions={
        index !== undefined && (
          <button
            type="button"
            onClick={() => {
              setReason('');
              requestAnimationFrame(() => reasonInput.current?.focus());
            }}
            disabled={busy}
          >
            Absagen
          </button>
        )
      }
    >
      <Field id="gig-date" label="Datum" field="date" type="date" value={fields.date} onChange={set('date')} {...field} />
      <Field
        id="gig-location"
        label="Ort"
        field="location"
        value={fields.location}
        onChange={set('location')}
        hint="Lokal oder Saal und Stadt, z. B. „Kulturbahnhof, Kassel“"
        {...field}
      />
      <Field
        id="gig-info"
        label="Info"
        field="info"
        value={fields.info}
        onChange={set('info')}
        hint="z. B. „Beginn 20 Uhr, Eintritt 6 €“; leer lassen, wenn es nichts zu sagen gibt"
        {...field}
      />
      <Field
        id="gig-tickets"
        label="Tickets"
        field="tickets"
        type="url"
        value={fields.tickets}
        onChange={set('tickets')}
        hint="Adresse des Vorverkaufs, mit https://"
        {...field}
      />
      <Field
        id="gig-private"
        label="Private Feier"
        field="private"
        type="checkbox"
        value={fields.private}
        onChange={set('private')}
        {...field}
      />
      <Field
        id="gig-hidden"
        label="Nicht öffentlich"
        field="listed"
        type="checkbox"
        value={fields.hidden}
        onChange={set('hidden')}
        hint="Der Tag ist vergeben, erscheint aber nirgends auf der Website."
        {...field}
      />
      {reason !== undefined && index !== undefined && (
        // Labelled by a word of its own: the gig's place in its label could hold a field's name ("Sportplatz" holds "Ort").
        <div class="question" role="group" aria-label="Absage">
          <p>
            <strong>Auftritt {named} absagen?</strong> Auf der Website steht dann „Abgesagt (Grund)“.
          </p>
          <div class="field">
            <label for="gig-reason">Grund der Absage</label>
            <input
              id="gig-reason"
              ref={reasonInput}
              value={reason}
              onInput={(event) => setReason(event.currentTarget.value)}
              autoComplete="off"
            />
          </div>
          <div class="buttons">
            <button type="button" onClick={() => void send({ list: 'gigs', action: 'cancel', index, reason })} disabled={busy}>
              Absagen
            </button>
            <button type="button" class="quiet" onClick={() => setReason(undefined)}>
              Zurück
            </button>
          </div>
        </div>
      )}
    </EntryForm>
  );
}
