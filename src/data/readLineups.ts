/**
 * src/data/lineups.ts (issue 47): the sizes the band plays in; each entry read as strictly as a gig
 * and named by its name, e.g.
 *   src/data/lineups.ts:4: line-up "Trio": members must be the number of musicians, like 5 (without quotes), got "3"
 */
import type { Lineup } from '../domain/lineups';
import type { Problem } from '../domain/refusals';
import { typeset } from '../domain/typography';
import type { LocateExtra } from './locate';
import { exportsOf, readExtraList, type ExtraList } from './readExtra';
import { advised, record, text, whole } from './readRecord';

/** A line-up as written: `members` a whole number from 1. */
export interface RawLineup {
  name: string;
  members: number;
  description: string;
}

const LINEUP: ExtraList<Lineup> = {
  name: (l) => ({ kind: 'lineup', name: typeof l.name === 'string' ? l.name.trim() : undefined }),
  expected: "{ name: '…', members: 5, description: '…' }",
  read: record((field) => ({
    name: field('name', advised(text({ then: typeset }), 'lineupName')),
    members: field('members', whole({ min: 1, needs: 'members' })),
    description: field('description', advised(text({ then: typeset }), 'lineupDescription')),
  })),
  // Two line-ups of one name could not be told apart by a client writing which one they want.
  same: (l) => l.name.toLowerCase(),
  twin: (l, other) => ({ kind: 'sameLineup', other, name: l.name }),
};

/**
 * lineups.ts's line-ups as Kontakt shows them, in the band's order. `raw` is the file's exports
 * (undefined: no file, no line-ups). The result is safe to use when nothing was pushed.
 */
export function readLineups(raw: unknown, locate: LocateExtra, problems: Problem[]): Lineup[] {
  const exports = exportsOf('lineups', raw, ['lineups'], locate, problems);
  return readExtraList('lineups', 'lineups', exports.lineups, LINEUP, locate, problems);
}
