/**
 * What earlier clients said, and where the band has played (issue 47): src/data/references.ts as the
 * build read and checked it (src/data/readReferences.ts). Home shows them after "Live erleben".
 */

/** A client's words, shown unchanged as a quote with who said it (with their consent: docs/band.md). */
export interface Testimonial {
  /** Typeset as the band wrote it. */
  quote: string;
  /** 'Julia und Markus', 'Familie S.', 'Personalabteilung der Beispiel AG'. */
  name: string;
  /** 'Hochzeit', 'Firmenfeier', …; left out where not given. */
  occasion?: string;
  /** The day of the party, `YYYY-MM-DD`; left out where not given. */
  date?: string;
  /** 'Kassel'; left out where not given. */
  place?: string;
}

/** A company, venue or festival the band played for: its name as text (never a logo) and the year. */
export interface Reference {
  name: string;
  year: number;
}
