/** The shown part's heading, and for Auftritte and Songs the button that opens a new entry's form. */
import { gigDraft, songDraft, type Draft } from './drafts';
import type { Part } from './parts';

export function PartHead({ name, part, onAdd }: { name: string; part: Part; onAdd(draft: Draft): void }) {
  return (
    <div class="part-head">
      <h2 id="part-heading">{name}</h2>
      {part === 'gigs' && (
        <button type="button" onClick={() => onAdd(gigDraft())}>
          Auftritt hinzufügen
        </button>
      )}
      {part === 'songs' && (
        <button type="button" onClick={() => onAdd(songDraft())}>
          Song hinzufügen
        </button>
      )}
    </div>
  );
}
