/**
 * The dry run's answer when it is no refusal: the question (the changes on the server, Veröffentlichen
 * or Nicht jetzt), which replaces the panel's button; or, with nothing to do, deploy's listing.
 */
import type { Ref } from 'react';
import type { PublishPlan } from '../editor/publishApi';

interface PlanAnswerProps {
  plan: PublishPlan;
  /** The question, which takes the focus. */
  questionRef: Ref<HTMLDivElement>;
  onPublish(): void;
  onBack(): void;
}

export function PlanAnswer({ plan, questionRef, onPublish, onBack }: PlanAnswerProps) {
  if (plan.status === 'nothing') {
    return (
      <details class="publish-log">
        <summary>Einzelheiten</summary>
        <pre tabIndex={0}>{plan.details}</pre>
      </details>
    );
  }
  if (plan.status !== 'ready') return null;
  return (
    <div class="question" role="alert" ref={questionRef} tabIndex={-1}>
      <p>
        Änderungen auf dem Server: <strong>{plan.summary}</strong>. Jetzt veröffentlichen?
      </p>
      <details>
        <summary>Einzelheiten</summary>
        <pre tabIndex={0}>{plan.details}</pre>
      </details>
      <div class="buttons">
        <button type="button" onClick={onPublish}>
          Veröffentlichen
        </button>
        {/* Not "Zurück": a gig's form may ask its own question at the same time, with its own Zurück. */}
        <button type="button" class="quiet" onClick={onBack}>
          Nicht jetzt
        </button>
      </div>
    </div>
  );
}
