/**
 * Änderungen übernehmen (issue 53, item 8): after a publish refused for lacking the bandmates'
 * changes, the editor takes them in from the shared repository (origin), as `git pull --rebase`
 * would: fetch, then a fast-forward, or, where this clone has saves of its own not shared yet,
 * those replayed on top (never shared yet, so rewriting them loses nothing). A replay that meets the
 * same lines changed on both sides is undone at once, and the member told what to do; nothing is
 * half taken in. A minimal stand-in for the editor's own sync with origin (issue 53, item 1).
 */
import { git, hasOrigin } from '../deploy/buildCommits';
import type { TakeInAnswer } from './publishApi';

const changes = (count: number) => (count === 1 ? 'eine Änderung' : `${count} Änderungen`);

/** "Anna", "Anna und Ben", "Anna, Ben und Cem". */
export function names(people: string[]): string {
  const unique = [...new Set(people)];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} und ${unique.at(-1)}`;
}

const refused = (message: string): TakeInAnswer => ({ status: 'refused', message });

export async function takeInChanges(repo: string): Promise<TakeInAnswer> {
  if (!(await hasOrigin(repo)))
    return refused('Nicht übernommen: Dieser Ordner hat kein gemeinsames Repository (origin), aus dem der Editor Änderungen holen könnte.');
  const fetched = await git(repo, ['fetch', '--quiet', 'origin']).then(
    () => undefined,
    (error: { words: string }) => error.words,
  );
  if (fetched !== undefined)
    return refused(`Nicht übernommen: Das gemeinsame Repository ist gerade nicht erreichbar (${fetched}). Später noch einmal versuchen.`);
  const upstream = (await git(repo, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']).catch(() => '')).trim();
  if (!upstream)
    return refused(
      'Nicht übernommen: Der Zweig hier folgt keinem Zweig des gemeinsamen Repositorys. Im Terminal einmal git branch -u origin/main ausführen, dann noch einmal übernehmen.',
    );
  const authors = (await git(repo, ['log', '--format=%an', `HEAD..${upstream}`])).split('\n').filter(Boolean);
  if (!authors.length) return { status: 'taken', message: 'Hier fehlt nichts: Dieser Computer hat schon alle Änderungen der anderen.' };
  const ff = await git(repo, ['merge', '--ff-only', '--quiet', upstream]).then(
    () => true,
    () => false,
  );
  if (!ff) {
    const replayed = await git(repo, ['rebase', '--autostash', '--quiet', upstream]).then(
      () => true,
      () => false,
    );
    if (!replayed) {
      await git(repo, ['rebase', '--abort']).catch(() => {});
      return refused(
        'Nicht übernommen: Eine Änderung hier und eine der anderen betreffen dieselbe Stelle, das muss ein Mensch entscheiden. Hier ist alles wie vorher; im Terminal git pull --rebase ausführen und den Konflikt lösen oder jemanden fragen, der sich mit git auskennt.',
      );
    }
  }
  return {
    status: 'taken',
    message: `Übernommen: ${changes(authors.length)} von ${names(authors)}${ff ? '' : ', die eigenen Speicherungen darauf gesetzt'}. Seite neu laden, um sie in den Formularen zu sehen; jetzt kann veröffentlicht werden.`,
  };
}
