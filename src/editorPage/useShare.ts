/**
 * The shared repository (issue 53), asked every SHARE_POLL ms: what came in, what is not yet shared,
 * what Rückgängig takes back. When the bandmates' changes came in, `onTaken` (the lists read anew).
 */
import { useEffect, useRef, useState } from 'react';
import type { ShareStatus } from '../editor/describeShare';
import type { EditorApi } from './editorApi';

/** How often the page asks what came in from the shared repository and what is not yet shared (ms). */
const SHARE_POLL = 2000;

export function useShare(api: EditorApi, onTaken: () => Promise<void>) {
  const [share, setShare] = useState<ShareStatus | undefined>();
  const taken = useRef<number | undefined>(undefined);

  async function readShare(): Promise<void> {
    const status = await api.share?.();
    if (!status || 'status' in status) return;
    setShare(status);
    if (taken.current !== undefined && status.taken !== taken.current) await onTaken();
    taken.current = status.taken;
  }
  useEffect(() => {
    if (!api.share) return;
    void readShare();
    const timer = setInterval(() => void readShare(), SHARE_POLL);
    return () => clearInterval(timer);
  }, []);

  return { share, readShare };
}
