/**
 * Schlüssel übernehmen: under way, or refused with why; once taken, what the editor did stays
 * shown while publishing goes on (`onTaken`).
 */
import { useState } from 'react';
import type { HostKeyOffer } from '../editor/publishApi';
import type { PublishCalls } from './publishCalls';

export function useHostKey(calls: Pick<PublishCalls, 'hostKey'>, onTaken: () => Promise<void>) {
  const [accepting, setAccepting] = useState(false);
  const [refused, setRefused] = useState<string>();
  const [taken, setTaken] = useState<string>();

  /** The editor's server takes the key it offered as `offer.id`; then `onTaken`. */
  async function accept(offer: HostKeyOffer): Promise<void> {
    if (offer.status !== 'new' || accepting) return;
    setAccepting(true);
    setRefused(undefined);
    const answer = await calls.hostKey(offer.id);
    setAccepting(false);
    if (answer.status !== 'accepted') return setRefused(answer.message);
    setTaken(answer.message);
    await onTaken();
  }

  /** A new plan forgets what the last key's offer came to. */
  function reset(): void {
    setRefused(undefined);
    setTaken(undefined);
  }

  return { accepting, refused, taken, accept, reset };
}
