/** The refusals of a save that belong to no field, above the form; focusable, so the band's reading can start there. */
import type { Refusal } from '../editor/saveEntry';

interface NotSavedProps {
  problems: readonly Pick<Refusal, 'message'>[];
  class?: string;
}

export function NotSaved({ problems, class: className = 'problems' }: NotSavedProps) {
  return (
    <div class={className} role="alert" tabIndex={-1}>
      <p>Nicht gespeichert:</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>{problem.message}</li>
        ))}
      </ul>
    </div>
  );
}
