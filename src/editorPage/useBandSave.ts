/**
 * Speichern and Neu laden of the part Band: one save of the whole part, its outcome in the page's
 * status line and, in short, beside Speichern; what the build refuses at its field (the focus on the
 * first); a band.ts changed elsewhere meanwhile said, and read anew with the typing kept (Neu laden).
 */
import { useState, type RefObject } from 'react';
import type { BandSaveResult } from '../editor/bandApi';
import type { ApiError } from '../editor/editorApi';
import type { BandCalls } from './bandCalls';
import type { BandDraftState } from './useBandDraft';

interface BandSaveOptions {
  /** Says what a save did, in the page's status line. */
  onStatus(text: string): void;
  /** After a save (the preview rebuilds, the page may read anew). */
  onSaved?: (() => void) | undefined;
  /** The form: a refused save puts the focus on its first refused field, or the refusals above the fields. */
  element: RefObject<HTMLFormElement | null>;
}

export function useBandSave(api: BandCalls, band: BandDraftState, { onStatus, onSaved, element }: BandSaveOptions) {
  const { form, draft, values, setDraft, setProblems, load, unsaved } = band;
  const [changed, setChanged] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');

  async function save(): Promise<void> {
    if (!form || !values) return;
    setBusy(true);
    setSaved('');
    const result: BandSaveResult | ApiError = await api.saveBand({ expectedVersion: draft?.version ?? form.version, values });
    setBusy(false);
    switch (result.status) {
      case 'saved': {
        const notes = [
          result.historyProblem,
          result.historyNote,
          ...result.warnings.map((warning) => `Hinweis: ${warning.message}`),
        ].filter(Boolean);
        const text = [`Gespeichert: ${result.message}`, ...notes].join(' – ');
        // The whole message in the page's status line; here, beside Speichern at the form's end, the gist.
        setSaved(notes.length ? 'Gespeichert, mit Hinweisen (oben).' : 'Gespeichert.');
        onStatus(text);
        setChanged(undefined);
        setDraft(null);
        await load(null);
        onSaved?.();
        break;
      }
      case 'unchanged':
        setSaved('Nichts geändert.');
        onStatus('Nichts geändert: band.ts enthält diese Angaben schon.');
        // What band.ts itself still has the build refuse stays shown; what this form was refused is gone.
        setProblems(form.problems);
        setDraft(null);
        break;
      case 'refused':
        setProblems(result.problems);
        setSaved('Nicht gespeichert: bitte die markierten Angaben ansehen.');
        // The first field refused, or the message above the fields: where the band reads next.
        requestAnimationFrame(() => element.current?.querySelector<HTMLElement>('[aria-invalid="true"], .band-problems')?.focus());
        break;
      case 'changed':
        setChanged(result.message);
        setSaved('Nicht gespeichert: band.ts wurde inzwischen geändert.');
        break;
      case 'error':
        setSaved('Nicht gespeichert (Grund oben).');
        onStatus(result.message);
        break;
    }
  }

  async function reload(): Promise<void> {
    setChanged(undefined);
    const answer = await load(draft);
    if (answer) {
      const text = unsaved
        ? 'Neu geladen: band.ts, wie es jetzt ist – mit den hier geänderten, noch nicht gespeicherten Angaben darüber.'
        : 'Neu geladen.';
      setSaved('Neu geladen.');
      onStatus(text);
    }
  }

  return { changed, busy, saved, save, reload };
}
