/**
 * Kontakt's "Besetzungen" (issue 47): each line-up's name, size and description. "5 Musiker": the word
 * is the same for one and for many, so every size reads right.
 */
import type { Lineup } from '../domain/lineups';

export function Lineups({ lineups }: { lineups?: Lineup[] | undefined }) {
  if (!lineups?.length) return null;
  return (
    <section>
      <h2>Besetzungen</h2>
      <dl className="lineups">
        {lineups.map(({ name, members, description }, i) => (
          <div key={i}>
            <dt>
              {name} ({members}&nbsp;Musiker)
            </dt>
            <dd>{description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
