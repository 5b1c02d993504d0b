/** A gig's Absagen, asked once more: the reason as typed while the question is open (undefined: closed). */
import { useRef, useState } from 'react';

export function useCancel() {
  const [reason, setReason] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  /** Opens the question, its reason's field taking the focus once shown. */
  function ask(): void {
    setReason('');
    requestAnimationFrame(() => input.current?.focus());
  }
  return { reason, setReason, input, ask, close: () => setReason(undefined) };
}

export type Cancel = ReturnType<typeof useCancel>;
