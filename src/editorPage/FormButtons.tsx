/** The row under a form of the parts Fotos & Videos, Referenzen and Fragen: Speichern (left out while nothing can be saved) and Abbrechen. */
import type { ReactNode } from 'react';

interface FormButtonsProps {
  busy: boolean;
  onCancel(): void;
  /** False while the form holds nothing to save (only refused files). */
  canSave?: boolean;
  /** Said after the buttons, such as that a save is under way. */
  children?: ReactNode;
}

export function FormButtons({ busy, onCancel, canSave = true, children }: FormButtonsProps) {
  return (
    <div class="buttons">
      {canSave && (
        <button type="submit" disabled={busy}>
          Speichern
        </button>
      )}
      <button type="button" class="quiet" onClick={onCancel}>
        Abbrechen
      </button>
      {children}
    </div>
  );
}
