/** Rückgängig: the editor's server takes back the last save; the status line says what, the lists are read anew. */
import { useState } from 'react';
import type { EditorApi } from './editorApi';
import type { PageActions } from './pageActions';

export function useUndo(api: EditorApi, page: PageActions) {
  const [undoing, setUndoing] = useState(false);

  async function undo(): Promise<void> {
    setUndoing(true);
    const result = await api.undo();
    setUndoing(false);
    page.setStatus(result.message);
    if (result.status === 'undone') {
      page.setChanged(undefined);
      page.saved();
      await page.reload();
    }
    void page.readShare();
  }

  return { undoing, undo };
}
