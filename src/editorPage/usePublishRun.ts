/**
 * Veröffentlichen's course: idle, the plan under way (its step), the plan answered (the question, or
 * nothing to do, or a refusal), the publish under way (deploy's lines and count, then check-site),
 * its end, or a failure; and what the panel's status reads aloud meanwhile.
 */
import { useEffect, useRef, useState } from 'react';
import type { PublishDone, PublishPlan, PlanStage } from '../editor/publishApi';
import { GONE, streamFailure } from './openStream';
import { stageText } from './PlanProgress';
import { progressText, type UploadCount } from './progressText';
import type { PublishCalls } from './publishCalls';
import { publishedText } from './publishedText';

export type PublishStep =
  | { kind: 'idle' }
  | { kind: 'planning'; stage?: PlanStage }
  | { kind: 'planned'; plan: PublishPlan }
  | { kind: 'publishing'; checking: boolean }
  | { kind: 'done'; done: PublishDone }
  | { kind: 'error'; message: string };

const CHECKING = 'Hochgeladen. check-site vergleicht jetzt die Seite im Netz mit der gebauten …';
const CUT_OFF =
  'Die Verbindung zum Editor brach ab, bevor npm run deploy fertig war. Ob alles oben ist, zeigt ein neues Veröffentlichen (deploy schickt nur, was fehlt).';

export function usePublishRun(calls: Pick<PublishCalls, 'plan' | 'publish'>) {
  const [step, setStep] = useState<PublishStep>({ kind: 'idle' });
  const [announced, setAnnounced] = useState('');
  const [count, setCount] = useState<UploadCount>();
  const [lines, setLines] = useState<string[]>([]);
  const latest = useRef<UploadCount>(undefined);

  // Read aloud at most once a second, whatever the pace of the files.
  const uploading = step.kind === 'publishing' && !step.checking;
  useEffect(() => {
    if (!uploading) return;
    const timer = setInterval(() => setAnnounced(progressText(latest.current)), 1000);
    return () => clearInterval(timer);
  }, [uploading]);

  function fail(message: string): void {
    setStep({ kind: 'error', message });
    setAnnounced('');
  }

  async function plan(): Promise<void> {
    setStep({ kind: 'planning' });
    setLines([]);
    setAnnounced(stageText(undefined));
    let answer: PublishPlan | undefined;
    try {
      answer = await calls.plan((stage) => {
        setStep({ kind: 'planning', stage });
        setAnnounced(stageText(stage));
      });
    } catch (error) {
      return fail(streamFailure(error));
    }
    if (!answer) return fail(GONE);
    setStep({ kind: 'planned', plan: answer });
    // A question or a refusal is read aloud as an alert; only "nothing to do" is a status.
    setAnnounced(answer.status === 'nothing' ? answer.summary : '');
  }

  async function publish(): Promise<void> {
    latest.current = undefined;
    setCount(undefined);
    setLines([]);
    setStep({ kind: 'publishing', checking: false });
    setAnnounced(progressText(undefined));
    let ended: PublishDone | undefined;
    try {
      ended = await calls.publish((event) => {
        if (event.type === 'checking') {
          setStep({ kind: 'publishing', checking: true });
          setAnnounced(CHECKING);
          return;
        }
        setLines((before) => [...before, event.text]);
        if (event.progress) {
          latest.current = event.progress;
          setCount(event.progress);
        }
      });
    } catch (error) {
      return fail(streamFailure(error));
    }
    if (!ended) return fail(CUT_OFF);
    setStep({ kind: 'done', done: ended });
    setAnnounced(publishedText(ended));
  }

  function back(): void {
    setStep({ kind: 'idle' });
    setAnnounced('');
  }

  const busy = step.kind === 'planning' || step.kind === 'publishing';
  return { step, announced, count, lines, busy, plan, publish, back };
}
