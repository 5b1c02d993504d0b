/** The lists of Auftritte and Songs as the editor's server reads them, read when the page opens and again on `reload`. */
import { useEffect, useRef, useState } from 'react';
import type { EditorData } from '../editor/editorApi';
import type { EditorApi } from './editorApi';

export function useEditorData(api: EditorApi) {
  const [data, setData] = useState<EditorData | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  // Whether the data was last read because the bandmates' changes came in.
  const fromShare = useRef(false);

  /** Reads the lists anew; `byShare`: because the bandmates' changes came in. */
  async function reload(byShare = false): Promise<void> {
    fromShare.current = byShare;
    try {
      setData(await api.data());
      setLoadError(undefined);
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }
  useEffect(() => void reload(), []);

  return { data, loadError, reload, fromShare };
}
