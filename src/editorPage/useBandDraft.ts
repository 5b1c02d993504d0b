/**
 * band.ts as the part Band read it, and the band's typing over it not yet saved: kept for the tab
 * (useStored), so a reload of the page loses none of it, and laid over band.ts whenever that is read
 * anew (after Rückgängig, Neu laden), so a band.ts changed elsewhere meanwhile is never overwritten.
 */
import { useEffect, useRef, useState } from 'react';
import type { BandForm as BandFormData, BandValues } from '../editor/bandApi';
import type { Refusal } from '../editor/saveEntry';
import type { BandCalls } from './bandCalls';
import { rebased } from './rebased';
import { sameValue } from './sameValue';
import { useStored } from './useStored';

/** The form's typing not yet saved: the values, and band.ts's values and version they were typed over. */
export interface BandDraft {
  version: string;
  base: BandValues;
  values: BandValues;
}

export type BandDraftState = ReturnType<typeof useBandDraft>;

/** `refresh`: changed by the page when band.ts may have changed without this form (after Rückgängig). */
export function useBandDraft(api: BandCalls, refresh: number | undefined) {
  const [form, setForm] = useState<BandFormData | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [draft, setDraft] = useStored<BandDraft | null>('band-draft', null);
  const [problems, setProblems] = useState<Refusal[]>([]);

  /** band.ts read anew; with `keep`, the typing not yet saved is laid over it. */
  async function load(keep: BandDraft | null): Promise<BandFormData | undefined> {
    const answer = await api.band();
    if ('status' in answer) {
      setLoadError(answer.message);
      return undefined;
    }
    setLoadError(undefined);
    setForm(answer);
    setProblems(answer.problems);
    if (keep) {
      const values = rebased(keep.values, keep.base, answer.values);
      setDraft(sameValue(values, answer.values) ? null : { version: answer.version, base: answer.values, values });
    }
    return answer;
  }
  useEffect(() => void load(null), []);
  const refreshed = useRef(refresh);
  useEffect(() => {
    if (refreshed.current === refresh) return;
    refreshed.current = refresh;
    void load(draft);
  }, [refresh]);

  /** The values as typed, or as read where nothing is typed (none before band.ts is read). */
  const values = draft?.values ?? form?.values;
  const unsaved = draft !== null && !sameValue(draft.values, draft.base);
  /** The typing: over the version and values it began with. */
  const update = (next: BandValues) => {
    if (form) setDraft({ version: draft?.version ?? form.version, base: draft?.base ?? form.values, values: next });
  };

  return { form, loadError, draft, setDraft, problems, setProblems, load, values, unsaved, update };
}
