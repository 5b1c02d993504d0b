/**
 * What the editor says about the shared repository (issue 53), in German: the bandmates' changes
 * taken in, the saves not yet shared and why, another member's version of an entry a save would
 * have overwritten, and whose save Rückgängig takes back. Data in, sentences out; the server and the
 * page both render with it (no Node here).
 */
import type { Incoming, ShareProblem, ShareState } from './shareRepo';

/** GET /api/share: the shared repository as the editor last found it, and what Rückgängig would take back. */
export interface ShareStatus extends ShareState {
  /** This clone's newest save not yet undone: its message and when it was made; none when there is nothing to undo. */
  undo?: { subject: string; when: string };
}

/** Another member's version of the lines a save would have changed: who, when, what, and the lines as they stand now. */
export interface OtherVersion {
  author: string;
  /** ISO 8601. */
  when: string;
  subject: string;
  /** The data file, `gigs.ts`. */
  file: string;
  /** Its first line (1-based) in the file as it stands. */
  line: number;
  /** The lines as the other member left them; empty where they deleted them. */
  lines: string[];
}

const two = (value: number) => String(value).padStart(2, '0');

/** `07.12.2026, 14:32` in the local time of whoever reads it. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** `14:32`. */
export const formatTime = (iso: string): string => formatWhen(iso).split(', ')[1] ?? iso;

/** The bandmates' commits just taken in, one sentence each: who, what, when. */
export function describeIncoming(incoming: readonly Incoming[]): string {
  const each = incoming.map(({ author, subject, when }) => `${author}: „${subject}“ (${formatWhen(when)})`);
  return `Von der Band übernommen – ${each.join('; ')}.`;
}

/** How many saves wait to be shared, in words. */
const saves = (count: number) => (count === 1 ? 'Eine Speicherung ist' : `${count} Speicherungen sind`);

/**
 * The saves not yet in the shared repository and why: „noch nicht geteilt“, with what happens next.
 * Undefined when everything is shared and nothing went wrong.
 */
export function describeUnshared(pending: number, problem: ShareProblem | undefined): string | undefined {
  if (!problem && !pending) return undefined;
  const what = pending ? `${saves(pending)} noch nicht geteilt` : 'Die Änderungen der Band sind noch nicht übernommen';
  if (!problem) return `${what}; der Editor teilt sie gleich.`;
  switch (problem.kind) {
    case 'unreachable':
      return (
        `${what}: das gemeinsame Repository ist gerade nicht erreichbar (git meldet: ${problem.said || 'keine Antwort'}). ` +
        'Gespeichert ist alles; der Editor teilt es von selbst, sobald es wieder erreichbar ist.'
      );
    case 'conflict':
      return (
        `${what}: Ihre Speicherung „${problem.subject}“ und eine Änderung der Band betreffen dieselbe Stelle in ${problem.path} (Zeile ${problem.line}). ` +
        'Ihre Speicherungen bleiben erhalten. Im Terminal mit git pull --rebase zusammenführen (docs/band/zu-mehreren.md, „Zu mehreren“), dann den Editor neu starten.'
      );
    case 'blocked':
      return (
        `${what}: git kann die Änderungen der Band nicht einspielen (${problem.said}). ` +
        'Ihre Speicherungen bleiben erhalten; eigene, noch nicht committete Änderungen im Terminal committen, dann übernimmt der Editor sie von selbst.'
      );
  }
}

/**
 * The refusal of a save whose lines another member changed meanwhile: their version, and what
 * happens to the member's own typing. `again`: the form now stands on the other version, so a second
 * Speichern saves over it on purpose.
 */
export function describeOtherVersion(other: OtherVersion, again: boolean): string {
  const who = `${other.author} (${formatWhen(other.when)}, „${other.subject}“)`;
  const now = other.lines.map((line) => line.trim()).join(' ');
  const version = other.lines.length
    ? `Diesen Eintrag hat inzwischen ${who} geändert. So steht er jetzt in ${other.file}, Zeile ${other.line}: ${now}`
    : `Diesen Eintrag hat inzwischen ${who} gelöscht.`;
  const next = again
    ? 'Speichern überschreibt diese Fassung mit Ihrer, Abbrechen behält sie.'
    : 'Neu laden zeigt die neue Fassung; Ihre Änderung dann dort noch einmal machen.';
  return `${version} Nichts gespeichert; Ihre Eingaben stehen noch im Formular. ${next}`;
}

/** What Rückgängig takes back, for the line beside its button: „Auftritt hinzugefügt: … (Ihre Speicherung von 14:32)“. */
export const describeUndoTarget = (target: { subject: string; when: string }): string =>
  `${target.subject} (Ihre Speicherung von ${formatTime(target.when)})`;
