/**
 * A form's side of a save: what the server refused (shown at the fields), the question it asks
 * before a second gig on a day, and whether a save is on its way (the buttons wait for it).
 */
import { useState } from 'react';
import type { ApiError } from '../editor/editorApi';
import type { Refusal, SaveRequest, SaveResult } from '../editor/saveEntry';

/** A save as a form asks for it; the app adds the version of the file the form was filled in on. */
export type Submit = (request: DistributiveOmit<SaveRequest, 'expectedVersion'>) => Promise<SaveResult | ApiError>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface Question {
  confirm: string;
  twins: { index: number; location: string }[];
  /** The save to send again with `confirmed`. */
  request: Parameters<Submit>[0];
}

export function useSubmit(submit: Submit, form: () => HTMLElement | null) {
  const [problems, setProblems] = useState<Refusal[]>([]);
  const [question, setQuestion] = useState<Question | undefined>();
  const [busy, setBusy] = useState(false);

  async function send(request: Parameters<Submit>[0]): Promise<void> {
    setBusy(true);
    setQuestion(undefined);
    const result = await submit(request);
    setBusy(false);
    if (result.status === 'refused') {
      setProblems(result.problems);
      // The first field refused, or the message above the fields: where the band reads next.
      requestAnimationFrame(() => form()?.querySelector<HTMLElement>('[aria-invalid="true"], .problems')?.focus());
    } else if (result.status === 'confirm') {
      setProblems([]);
      setQuestion({ confirm: result.confirm, twins: result.twins, request });
    } else {
      setProblems([]);
    }
  }

  return { problems, question, busy, send, dismiss: () => setQuestion(undefined) };
}
