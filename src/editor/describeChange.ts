/**
 * The commit message of an editor save (issue 37, "History"): one German line saying what changed,
 * in the words of the editor's page, e.g. `Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel`
 * or `Song gelöscht: Africa – Toto`. `git log` is the band's list of what the editor did, so the
 * line names the entry the way the band knows it: a gig by its day (as the site shows it) and place,
 * a song by title and artist.
 */
import { dayOf, formatDate } from '../domain/dates';
import type { RawGig } from '../data/readGigs';
import type { RawSong } from '../data/readSongs';

/** A save of the editor; `before` is the entry as it was (for an edit), `reason` why a gig was called off. */
export type Change =
  | { list: 'gigs'; action: 'add' | 'edit' | 'remove'; gig: RawGig; before?: RawGig | undefined }
  | { list: 'gigs'; action: 'cancel'; gig: RawGig; reason?: string | undefined }
  | { list: 'songs'; action: 'add' | 'edit' | 'remove'; song: RawSong; before?: RawSong | undefined };

const DONE = { add: 'hinzugefügt', edit: 'geändert', remove: 'gelöscht' } as const;

/** A value on one line, as a commit's first line must be: a line break in a text would start its body. */
const oneLine = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** A day as the site shows it (14.03.2027); as written where it is no day. */
function shownDay(value: unknown): string {
  const day = oneLine(value);
  const date = dayOf(day);
  return Number.isNaN(date.getTime()) ? day : formatDate(date);
}

/** The parts of `now` that differ from `before`, for "(vorher …)" after an edit that moved or renamed the entry. */
function previously(now: readonly string[], before: readonly string[] | undefined, joiner: string): string {
  if (!before) return '';
  const changed = before.filter((part, index) => part !== now[index]);
  return changed.length ? ` (vorher ${changed.join(joiner)})` : '';
}

/** The commit message of `change`. */
export function describeChange(change: Change): string {
  if (change.list === 'songs') {
    const parts = (song: RawSong) => [oneLine(song.title), oneLine(song.artist)];
    const now = parts(change.song);
    return `Song ${DONE[change.action]}: ${now.join(' – ')}${previously(now, change.before && parts(change.before), ' – ')}`;
  }
  const parts = (gig: RawGig) => [shownDay(gig.date), oneLine(gig.location)];
  const now = parts(change.gig);
  if (change.action === 'cancel') {
    const reason = oneLine(change.reason);
    return `Auftritt abgesagt: ${now.join(', ')}${reason ? ` (${reason})` : ''}`;
  }
  return `Auftritt ${DONE[change.action]}: ${now.join(', ')}${previously(now, change.before && parts(change.before), ', ')}`;
}

/** A change of the parts Referenzen and Fragen (issue 47): the list's entry by its kind and its name, question or title. */
export type ExtraChange =
  | {
      list: 'testimonials' | 'references' | 'faq' | 'lineups';
      action: 'add' | 'edit' | 'remove';
      entry: object;
      before?: object | undefined;
    }
  | { list: 'press'; fields: readonly string[] };

/** Each list's entry in the band's words, and what names it: its name (with the year of a reference), its question. */
const EXTRA_KINDS = {
  testimonials: { kind: 'Stimme', parts: (entry: Record<string, unknown>) => [oneLine(entry.name), oneLine(entry.occasion)] },
  references: { kind: 'Referenz', parts: (entry: Record<string, unknown>) => [oneLine(entry.name), oneLine(String(entry.year ?? ''))] },
  faq: { kind: 'Frage', parts: (entry: Record<string, unknown>) => [oneLine(entry.question)] },
  lineups: { kind: 'Besetzung', parts: (entry: Record<string, unknown>) => [oneLine(entry.name)] },
} as const;

/** The commit message of `change`: `Stimme hinzugefügt: Julia und Markus (Hochzeit)`, `Pressetexte geändert: Kurzbiografie, Technik`. */
export function describeExtra(change: ExtraChange): string {
  if (change.list === 'press') return `Pressetexte geändert: ${change.fields.join(', ') || 'press.ts'}`;
  const { kind, parts } = EXTRA_KINDS[change.list];
  const shown = (entry: object) => {
    const [first = '', ...rest] = parts(entry as Record<string, unknown>);
    const more = rest.filter(Boolean);
    return more.length ? `${first} (${more.join(', ')})` : first;
  };
  const now = shown(change.entry);
  const before = change.before && shown(change.before);
  return `${kind} ${DONE[change.action]}: ${now}${before && before !== now ? ` (vorher ${before})` : ''}`;
}
