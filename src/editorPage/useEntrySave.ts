/**
 * The saves of the forms of Auftritte and Songs: each completed with its file's version and entry
 * (completeRequest), its outcome said in the status line; an entry a bandmate changed meanwhile is
 * taken over by its open form. `formKey` keeps a form that took over the same form (its typing stays).
 */
import { useRef, useState } from 'react';
import type { EditorData } from '../editor/editorApi';
import { completeRequest } from './completeRequest';
import type { Draft } from './drafts';
import type { EditorApi } from './editorApi';
import { entryKey } from './entryKey';
import type { PageActions } from './pageActions';
import { savedStatus } from './usePart';
import type { Submit } from './useSubmit';

export function useEntrySave(
  api: EditorApi,
  data: EditorData | undefined,
  draft: Draft | null,
  setDraft: (draft: Draft | null) => void,
  page: PageActions,
) {
  // A form that took over a bandmate's version of its entry (a save refused for it) stays the same form: the typing stays.
  const [kept, setKept] = useState<{ from: string; to: string } | undefined>();
  const formKey = (open: Draft) => (entryKey(open) === kept?.to ? kept.from : entryKey(open));
  // The form as it is now, for a save sent from a question asked before the list was read anew.
  const current = useRef(draft);
  current.current = draft;

  const submit: Submit = async (request) => {
    if (!data) return { status: 'error', message: 'Die Daten sind noch nicht geladen.' };
    const open = current.current;
    const full = completeRequest(request, data, open);
    if (!full) return { status: 'error', message: 'Das Formular gehört zu keinem Eintrag mehr; bitte neu öffnen.' };
    const result = await api.save(full);
    if (result.status === 'saved') {
      page.setStatus(savedStatus({ ...result, warnings: result.warnings.map((warning) => warning.message) }));
      page.setChanged(undefined);
      setDraft(null);
      page.saved();
      setKept(undefined);
      await page.reload();
      void page.readShare();
    } else if (result.status === 'unchanged') {
      page.setStatus('Nichts geändert: der Eintrag steht schon so in der Datei.');
      setDraft(null);
    } else if (result.status === 'changed') {
      page.setChanged(result.message);
    } else if (result.status === 'refused' && open && full.action !== 'add') {
      takeOver(open, result.problems[0]?.other?.entry);
    } else if (result.status === 'error') {
      page.setStatus(result.message);
    }
    return result;
  };

  /**
   * A bandmate changed the form's entry meanwhile (the refusal shows their version): the form now
   * stands on their version, with the member's typing, so Speichern saves over it on purpose.
   */
  function takeOver(open: Draft, entry: { index: number; value: unknown; version: string } | undefined): void {
    if (!entry) return;
    const moved = { ...open, index: entry.index, original: entry.value, version: entry.version } as Draft;
    setKept({ from: formKey(open), to: entryKey(moved) });
    setDraft(moved);
    void page.reload();
    void page.readShare();
  }

  return { submit, formKey };
}
