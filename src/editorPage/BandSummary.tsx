/** Above the part Band's fields (issue 53): how many sample values are still to be replaced, each linked to its input, or that none is. */
import { inputId } from './inputId';
import type { MarkedSample } from './markedSamples';

/** "1 Angabe", "3 Angaben". */
const angaben = (count: number) => `${count} ${count === 1 ? 'Angabe' : 'Angaben'}`;

export function BandSummary({ marked }: { marked: readonly MarkedSample[] }) {
  if (marked.length === 0) return <p class="band-summary band-done">Alle Beispielwerte sind ersetzt.</p>;
  return (
    <div class="band-summary">
      <p>
        <strong>{angaben(marked.length)} noch ausfüllen</strong> – dort stehen noch die Beispielwerte. Vor dem Veröffentlichen ersetzen:
      </p>
      <ul>
        {marked.map(({ path, label }) => (
          <li key={path}>
            <a href={`#${inputId(path)}`}>{label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
