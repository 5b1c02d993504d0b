/** The sizes the band plays in (issue 47; src/data/lineups.ts). Kontakt shows them after the questions. */

export interface Lineup {
  /** 'Volle Band', 'Akustik-Trio'. */
  name: string;
  /** How many musicians play: a whole number from 1. */
  members: number;
  /** What this line-up plays and brings, typeset. */
  description: string;
}
