/**
 * Kontakt's "Besetzungen" (issue 47): each line-up's name and size as a heading, its description below.
 * "5 Musiker": the word is the same for one and for many, so every size reads right.
 */
import type { Lineup } from '../domain/lineups';

export function Lineups({ lineups }: { lineups?: Lineup[] | undefined }) {
  if (!lineups?.length) return null;
  return (
    <section>
      <h2>Besetzungen</h2>
      {lineups.map(({ name, members, description }, i) => (
        <div key={i}>
          <h3>
            {name} ({members}&nbsp;Musiker)
          </h3>
          <p>{description}</p>
        </div>
      ))}
    </section>
  );
}
