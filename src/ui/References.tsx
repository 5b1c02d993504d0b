/** Home's "Referenzen" (issue 47): where the band has played, names as text (never logos) with the year, newest first as the data holds them. */
import type { Reference } from '../domain/references';

export function References({ references }: { references?: Reference[] | undefined }) {
  if (!references?.length) return null;
  return (
    <section className="voices">
      <h2>Referenzen</h2>
      <ul>
        {references.map(({ name, year }, i) => (
          <li key={i}>
            {name} ({year})
          </li>
        ))}
      </ul>
    </section>
  );
}
