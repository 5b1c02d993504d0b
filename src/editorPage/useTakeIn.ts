/** Änderungen übernehmen (issue 53): under way, and what the editor said; once taken, `onTaken` (the plan made again). */
import { useState } from 'react';
import type { TakeInAnswer } from '../editor/publishApi';
import type { PublishCalls } from './publishCalls';

export function useTakeIn(calls: Pick<PublishCalls, 'takeIn'>, onTaken: () => Promise<void>) {
  const [takingIn, setTakingIn] = useState(false);
  const [takenIn, setTakenIn] = useState<TakeInAnswer>();

  async function takeIn(): Promise<void> {
    if (takingIn) return;
    setTakingIn(true);
    const answer = await calls.takeIn();
    setTakingIn(false);
    const told: TakeInAnswer = answer.status === 'error' ? { status: 'refused', message: answer.message } : answer;
    setTakenIn(told);
    if (told.status === 'taken') await onTaken();
  }

  return { takingIn, takenIn, takeIn, reset: () => setTakenIn(undefined) };
}
