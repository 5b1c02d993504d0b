/** The question before removing an entry of the parts Fotos & Videos, Referenzen and Fragen, in place of the entry's buttons. */
import type { ReactNode } from 'react';

/** What a list's entries need for Entfernen; the part keeps one question open at a time. */
export interface Removal<Entry> {
  /** The question, while it is asked about the entry at `index`. */
  question(index: number, what: string): ReactNode;
  /** The entry's Entfernen, which asks the question; none while a question is open. `describedBy`: the id of the entry's text, read with the button. */
  button(index: number, original: Entry, describedBy?: string): ReactNode;
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

/** The entry a part asks about, while it does: its list, its place, and the entry as it was read with its file's version. */
export interface Removing<Entry> {
  list: string;
  index: number;
  original: Entry;
  version: string;
}

interface RemovalOptions<Entry> {
  /** The question open in the part, if any (of whichever list). */
  removing: Removing<unknown> | undefined;
  /** This list's name, as `removing.list` names it. */
  list: string;
  /** The entries' files go too (photos, recordings). */
  withFile: boolean;
  busy: boolean;
  /** The refusals of the removal and a file changed meanwhile, shown in the question. */
  notices: ReactNode;
  /** Entfernen in the question: the save of the removal asked about. */
  onRemove(asked: Removing<Entry>): void;
  /** An entry's Entfernen: asks the question about it. */
  onAsk(index: number, original: Entry): void;
  /** Abbrechen: the question closes. */
  onCancel(): void;
}

/** Entfernen for the entries of one list of a part: the question in place of an entry's buttons, one at a time in the part. */
export function removalOf<Entry>({
  removing,
  list,
  withFile,
  busy,
  notices,
  onRemove,
  onAsk,
  onCancel,
}: RemovalOptions<Entry>): Removal<Entry> {
  return {
    question: (index, what) =>
      removing?.list === list && removing.index === index ? (
        <RemoveQuestion
          what={what}
          withFile={withFile}
          busy={busy}
          onRemove={() => onRemove(removing as Removing<Entry>)}
          onCancel={onCancel}
        >
          {notices}
        </RemoveQuestion>
      ) : undefined,
    button: (index, original, describedBy) =>
      removing ? undefined : (
        <button type="button" class="danger" disabled={busy} onClick={() => onAsk(index, original)} aria-describedby={describedBy}>
          Entfernen
        </button>
      ),
  };
}
