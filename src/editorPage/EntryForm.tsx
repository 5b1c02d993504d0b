/**
 * The frame both forms share: the heading, the build's refusals that concern no one field, the
 * question before a second gig on a day, Speichern, Löschen (asked once more) and Abbrechen.
 * The fields and any further action (Absagen) are the form's own.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Refusal } from '../editor/saveEntry';
import { NotSaved } from './NotSaved';
import type { Question } from './useSubmit';

interface EntryFormProps {
  id: string;
  heading: string;
  /** The fields the form shows, by saveEntry's names: a refusal of any other goes above them. */
  fields: readonly string[];
  problems: readonly Refusal[];
  question: Question | undefined;
  busy: boolean;
  /** For an entry that exists: the question before deleting it ("Auftritt 13.09.2025, … löschen?"). */
  removeQuestion?: string;
  onSave(): void;
  onConfirm(): void;
  onDismiss(): void;
  onRemove(): void;
  onClose(): void;
  /** Further actions beside Speichern (a gig's Absagen). */
  actions?: ReactNode;
  /** A question of the form's own is open (a gig's Absagen with its reason): the buttons below wait. */
  asking?: boolean;
  children: ReactNode;
}

export function EntryForm(props: EntryFormProps) {
  const { id, heading, fields, problems, question, busy, removeQuestion } = props;
  const [removing, setRemoving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // While a question is open only its answers are shown: its confirming button has the name of the
  // action it confirms (Speichern, Löschen), which must then be the only button of that name.
  const asking = question !== undefined || (removing && removeQuestion !== undefined) || props.asking === true;
  const others = problems.filter((problem) => !problem.field || !fields.includes(problem.field));

  // Opened: the first field, which on a phone also brings the form into view.
  useEffect(() => form.current?.querySelector<HTMLElement>('input')?.focus(), [id]);

  return (
    <form
      id={id}
      ref={form}
      class="entry-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
    >
      <h3 id={`${id}-heading`}>{heading}</h3>
      {others.length > 0 && <NotSaved problems={others} />}
      {props.children}
      {question && (
        <div class="question" role="alert">
          <p>
            <strong>{question.confirm}</strong> Am selben Tag: {question.twins.map((twin) => twin.location).join('; ')}.
          </p>
          <div class="buttons">
            <button type="button" onClick={props.onConfirm} disabled={busy}>
              Speichern
            </button>
            <button type="button" class="quiet" onClick={props.onDismiss}>
              Zurück
            </button>
          </div>
        </div>
      )}
      {removing && removeQuestion && (
        <div class="question" role="alert">
          <p>
            <strong>{removeQuestion}</strong>
          </p>
          <div class="buttons">
            <button type="button" class="danger" onClick={props.onRemove} disabled={busy}>
              Löschen
            </button>
            <button type="button" class="quiet" onClick={() => setRemoving(false)}>
              Zurück
            </button>
          </div>
        </div>
      )}
      {!asking && (
        <div class="buttons">
          <button type="submit" disabled={busy}>
            Speichern
          </button>
          {props.actions}
          {removeQuestion && (
            <button type="button" class="danger" onClick={() => setRemoving(true)} disabled={busy}>
              Löschen
            </button>
          )}
          <button type="button" class="quiet" onClick={props.onClose}>
            Abbrechen
          </button>
        </div>
      )}
    </form>
  );
}
