// Its own file so that gigs.ts (a Gig has a time) and gigTimes.ts (which reads a Gig) need not import each other (issue 54).
/** Start and end of a gig, minutes after midnight of its day; an end past midnight is over 1440 ("22–2 Uhr": 1320, 1560). */
export interface GigTime {
  start: number;
  end: number | null;
}
