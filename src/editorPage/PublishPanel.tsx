/**
 * Veröffentlichen (issue 37, item 8): first the dry run in words ("3 Dateien neu, 1 gelöscht",
 * deploy's listing under Einzelheiten), then – asked once more, the question replacing the button
 * as the forms' questions do – `npm run deploy` with its progress, and check-site's verdict at the
 * end. A refusal shows a German sentence that says what to do, deploy's own words under Einzelheiten;
 * a refused SSH host key shows its fingerprint and, when new, Schlüssel übernehmen, after which
 * publishing goes on by itself (HostKeyBox.tsx). A publish refused for lacking the bandmates' changes
 * (issue 53) names them in one sentence and offers Änderungen übernehmen, then plans again.
 *
 * The plan shows its step (the build, then the comparison with the server) and the seconds it has
 * taken; the progress is read aloud at most once a second (one status line); the bar follows every file.
 *
 * The course of it is usePublishRun's, Schlüssel übernehmen useHostKey's, Änderungen übernehmen
 * useTakeIn's; the calls to the editor's server publishCalls' (a test gives fakes).
 */
import { useMemo } from 'react';
import { PlanAnswer } from './PlanAnswer';
import { PlanProgress } from './PlanProgress';
import { publishCalls, type PublishCalls } from './publishCalls';
import { PublishRefusal, type Refused } from './PublishRefusal';
import { PublishVerdict } from './PublishVerdict';
import { useHostKey } from './useHostKey';
import { usePublishRun } from './usePublishRun';
import { useQuestionFocus } from './useQuestionFocus';
import { useTakeIn } from './useTakeIn';

interface PublishPanelProps {
  token: string;
  /** The calls to the editor's server; tests give fakes, the page the server's. */
  calls?: PublishCalls;
}

export function PublishPanel({ token, calls: given }: PublishPanelProps) {
  const calls = useMemo(() => given ?? publishCalls(token), [token, given]);
  const run = usePublishRun(calls);
  const { step, announced, count, lines, busy } = run;
  const asking = step.kind === 'planned' && step.plan.status === 'ready';
  const { button, question } = useQuestionFocus(asking);
  // Once taken, the button that was clicked is gone: the focus goes to Veröffentlichen, busy meanwhile.
  const hostKey = useHostKey(calls, () => {
    button.current?.focus();
    return run.publish();
  });
  const takeIn = useTakeIn(calls, () => {
    button.current?.focus();
    return plan(true);
  });

  async function plan(keepTakenIn = false): Promise<void> {
    if (busy) return;
    hostKey.reset();
    if (!keepTakenIn) takeIn.reset();
    await run.plan();
  }

  const refused: Refused | undefined =
    step.kind === 'planned' && step.plan.status === 'refused'
      ? step.plan
      : step.kind === 'done' && step.done.status !== 'published'
        ? step.done
        : undefined;

  return (
    // Open (a question, progress, a verdict): the panel takes the header's whole width.
    <div class={step.kind === 'idle' ? 'publish' : 'publish open'}>
      {!asking && (
        <button ref={button} type="button" aria-disabled={busy ? 'true' : undefined} onClick={() => void plan()}>
          Veröffentlichen
        </button>
      )}
      {/* Polite, as a status is, but not a second role=status: the page's one status line says what the last save did. */}
      <p class="publish-status" aria-live="polite">
        {announced}
      </p>
      {step.kind === 'planning' && <PlanProgress stage={step.stage} />}
      {takeIn.takenIn?.status === 'taken' && step.kind !== 'done' && <p class="hint">{takeIn.takenIn.message}</p>}
      {step.kind === 'publishing' && (
        <progress
          aria-label="Fortschritt des Hochladens"
          {...(count && !step.checking ? { value: count.files, max: count.total } : step.checking ? { value: 1, max: 1 } : {})}
        />
      )}
      {step.kind === 'planned' && (
        <PlanAnswer plan={step.plan} questionRef={question} onPublish={() => void run.publish()} onBack={run.back} />
      )}
      {hostKey.taken && (step.kind === 'publishing' || step.kind === 'done') && <p class="hint">{hostKey.taken}</p>}
      {refused && <PublishRefusal refused={refused} hostKey={hostKey} takeIn={takeIn} />}
      {step.kind === 'done' && <PublishVerdict done={step.done} />}
      {step.kind === 'error' && (
        <div class="problems" role="alert">
          <p>{step.message}</p>
        </div>
      )}
      {/* Each <pre> scrolls when long (publish.css): focusable, so its end can be reached by keyboard too. */}
      {(step.kind === 'publishing' || step.kind === 'done' || step.kind === 'error') && lines.length > 0 && (
        <details class="publish-log">
          <summary>Ausgabe von npm run deploy</summary>
          <pre tabIndex={0}>{lines.join('\n')}</pre>
        </details>
      )}
    </div>
  );
}
