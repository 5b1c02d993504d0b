/**
 * Whatever read the list anew (Neu laden, Rückgängig, a reload of the page), an entry's open form
 * follows its entry to its new place, or closes when that entry is gone or changed.
 */
import { useEffect, type MutableRefObject } from 'react';
import type { EditorData } from '../editor/editorApi';
import { retarget, type Draft } from './drafts';

export function useFollowDraft(
  data: EditorData | undefined,
  draft: Draft | null,
  setDraft: (draft: Draft | null) => void,
  setStatus: (status: string) => void,
  /** Whether the data was last read because the bandmates' changes came in. */
  fromShare: MutableRefObject<boolean>,
): void {
  useEffect(() => {
    if (!data || !draft) return;
    const moved = retarget(draft, data);
    if (moved === draft) return;
    // A bandmate's change taken in leaves an open form as it is: its Speichern is judged by the server,
    // which saves it on the new version or refuses it showing theirs, the typing kept.
    if (!moved && fromShare.current) return;
    setDraft(moved ?? null);
    if (!moved) setStatus('Der Eintrag im Formular wurde inzwischen geändert oder gelöscht; das Formular ist darum geschlossen.');
  }, [data]);
}
