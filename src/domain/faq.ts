/** The questions every client asks before booking, answered by the band (issue 47; src/data/faq.ts). Kontakt shows them. */

export interface Question {
  /** 'Wie lange spielen Sie?' */
  question: string;
  /** The answer, typeset; one paragraph per blank line (`\n\n`) the band wrote. */
  answer: string[];
}
