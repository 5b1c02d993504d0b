/** The question before removing an entry of the part Fotos & Videos, in place of the entry's buttons. */
import type { ReactNode } from 'react';

/** What a list's entries need for Entfernen; the part keeps one question open at a time. */
export interface Removal<Entry> {
  /** The question, while it is asked about the entry at `index`. */
  question(index: number, what: string): ReactNode;
  /** The entry's Entfernen, which asks the question; none while a question is open. */
  button(index: number, original: Entry): ReactNode;
}

interface RemoveQuestionProps {
  /** The entry as the question names it: Foto „band.jpg“. */
  what: string;
  /** The entry's file goes too (a photo's, a recording's). */
  withFile: boolean;
  busy: boolean;
  onRemove(): void;
  onCancel(): void;
  /** Why the removal was refused (a photo still the portrait or a video's poster), shown in the question. */
  children?: ReactNode;
}

export function RemoveQuestion({ what, withFile, busy, onRemove, onCancel, children }: RemoveQuestionProps) {
  return (
    <div class="question" role="alert" tabIndex={-1}>
      <p>
        <strong>{what} entfernen?</strong>
        {withFile ? ' Die Datei wird mit gelöscht; Rückgängig holt beides zurück.' : ''}
      </p>
      {children}
      <div class="buttons">
        <button type="button" class="danger" disabled={busy} onClick={onRemove}>
          Entfernen
        </button>
        <button
          type="button"
          class="quiet"
          onClick={(event) => {
            // Back to the entry's own Entfernen, which the question replaced.
            const entry = event.currentTarget.closest('li');
            onCancel();
            requestAnimationFrame(() => entry?.querySelector<HTMLElement>('button.danger')?.focus());
          }}
        >
          Abbrechen
        </button>
      </div>
    </div>
  );
}
