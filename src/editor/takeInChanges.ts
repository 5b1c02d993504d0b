/**
 * Änderungen übernehmen (issue 53, item 8): after a publish refused for lacking the bandmates'
 * changes, the editor takes them in from the shared repository with the editor's own take-in
 * (shareRepo.takeIn: fetch, then a fast-forward, or this clone's unshared saves replayed on top line
 * by line; nothing moves unless all of it fits) and says in one German sentence what came in, or why
 * nothing did. One way of taking in, whether the editor does it by itself or the member asks.
 */
import { describeUnshared } from './describeShare';
import type { TakeInAnswer } from './publishApi';
import { shareState, takeIn } from './shareRepo';

const changes = (count: number) => (count === 1 ? 'eine Änderung' : `${count} Änderungen`);

/** "Anna", "Anna und Ben", "Anna, Ben und Cem". */
export function names(people: string[]): string {
  const unique = [...new Set(people)];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} und ${unique.at(-1)}`;
}

const refused = (message: string): TakeInAnswer => ({ status: 'refused', message });

export async function takeInChanges(repo: string): Promise<TakeInAnswer> {
  const before = await shareState(repo);
  const after = await takeIn(repo);
  if (!after.remote)
    return refused('Nicht übernommen: Dieser Ordner hat kein gemeinsames Repository (origin), aus dem der Editor Änderungen holen könnte.');
  if (after.problem) return refused(`Nicht übernommen. ${describeUnshared(after.pending, after.problem) ?? ''}`.trim());
  // A take-in that brought something counts up `taken`; `incoming` still names the last one that did.
  if (after.taken === before.taken)
    return { status: 'taken', message: 'Hier fehlt nichts: Dieser Computer hat schon alle Änderungen der anderen.' };
  return {
    status: 'taken',
    message: `Übernommen: ${changes(after.incoming.length)} von ${names(after.incoming.map((c) => c.author))}${after.pending ? ', die eigenen Speicherungen darauf gesetzt' : ''}. Seite neu laden, um sie in den Formularen zu sehen; jetzt kann veröffentlicht werden.`,
  };
}
