/**
 * src/data/references.ts (issue 47): what earlier clients said and where the band played.
 * The reader (readReferences) follows; these are the shapes the band writes.
 */

/** A testimonial as written: `quote` and `name` required; `date` `YYYY-MM-DD`. */
export interface RawTestimonial {
  quote: string;
  name: string;
  occasion?: string;
  date?: string;
  place?: string;
}

/** A reference as written: a name and the year, a whole number not in the future. */
export interface RawReference {
  name: string;
  year: number;
}
