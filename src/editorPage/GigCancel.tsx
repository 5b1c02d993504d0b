/**
 * A gig's Absagen, asked once more: the question with the reason's field (written on the site as
 * `Abgesagt (Grund)`), Absagen and Zurück.
 */
import type { Cancel } from './useCancel';

interface GigCancelProps {
  /** The gig as the band names it: "13.09.2025, Kulturbahnhof, Kassel". */
  named: string;
  cancel: Cancel & { reason: string };
  busy: boolean;
  onCancel(): void;
}

export function GigCancel({ named, cancel, busy, onCancel }: GigCancelProps) {
  return (
    // Labelled by a word of its own: the gig's place in its label could hold a field's name ("Sportplatz" holds "Ort").
    <div class="question" role="group" aria-label="Absage">
      <p>
        <strong>Auftritt {named} absagen?</strong> Auf der Website steht dann „Abgesagt (Grund)“.
      </p>
      <div class="field">
        <label for="gig-reason">Grund der Absage</label>
        <input
          id="gig-reason"
          ref={cancel.input}
          value={cancel.reason}
          onInput={(event) => cancel.setReason(event.currentTarget.value)}
          autoComplete="off"
        />
      </div>
      <div class="buttons">
        <button type="button" onClick={onCancel} disabled={busy}>
          Absagen
        </button>
        <button type="button" class="quiet" onClick={cancel.close}>
          Zurück
        </button>
      </div>
    </div>
  );
}
