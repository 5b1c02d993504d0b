/**
 * src/data/lineups.ts (issue 47): the sizes the band plays in.
 * The reader (readLineups) follows; this is the shape the band writes.
 */

/** A line-up as written: `members` a whole number from 1. */
export interface RawLineup {
  name: string;
  members: number;
  description: string;
}
