/**
 * src/data/faq.ts (issue 47): the questions every client asks, answered.
 * The reader (readFaq) follows; this is the shape the band writes.
 */

/** A question as written; the answer's paragraphs are separated by a blank line (`\n\n`). */
export interface RawQuestion {
  question: string;
  answer: string;
}
