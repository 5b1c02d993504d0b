/**
 * The press texts of the part Fragen (issue 47, press.ts): the short and the long biography and the
 * rider as the press page shows them, each under its field's label (src/editor/extrasFields.ts), and
 * Pressetexte bearbeiten with the form of all three and one Speichern.
 */
import type { ReactNode } from 'react';
import type { ExtrasData, ExtrasRefusal } from '../editor/extrasApi';
import { EXTRA_LABELS } from '../editor/extrasFields';
import { ExtraFields } from './ExtraFields';
import { PRESS_FIELDS } from './extrasForms';
import { FormButtons } from './FormButtons';
import { MediaForm } from './MediaForm';

interface PressSectionProps {
  press: ExtrasData['press'];
  /** The form's values while it is open: short, long, rider (a line each). */
  draft: Record<string, string> | undefined;
  problems: ExtrasRefusal[];
  busy: boolean;
  notices: ReactNode;
  onOpen(): void;
  onChange(key: string, value: string): void;
  onSave(): void;
  onCancel(): void;
}

export function PressSection({ press, draft, problems, busy, notices, onOpen, onChange, onSave, onCancel }: PressSectionProps) {
  const empty = !press.short && !press.long && !press.rider.length;
  return (
    <section class="media-section">
      <h3 id="extras-press-section">Pressetexte</h3>
      <p class="hint">Für die Seite „Presse & Veranstalter“; es gibt sie, sobald hier Pressetexte gespeichert sind.</p>
      <div class="media-add">
        <button type="button" onClick={onOpen}>
          Pressetexte bearbeiten
        </button>
      </div>
      {draft && (
        <MediaForm id="extras-press" named={false} heading="Pressetexte" notices={notices} onSave={onSave}>
          <ExtraFields id="extras-press" fields={PRESS_FIELDS} values={draft} problems={problems} onChange={onChange} />
          <FormButtons busy={busy} onCancel={onCancel} />
        </MediaForm>
      )}
      {!draft &&
        (empty ? (
          <p class="hint">Noch keine Pressetexte.</p>
        ) : (
          <dl class="press-texts">
            <dt>{EXTRA_LABELS.press.short}</dt>
            <dd>{press.short}</dd>
            <dt>{EXTRA_LABELS.press.long}</dt>
            <dd>{press.long}</dd>
            <dt>{EXTRA_LABELS.press.rider}</dt>
            <dd>
              <ul>
                {press.rider.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </dd>
          </dl>
        ))}
    </section>
  );
}
