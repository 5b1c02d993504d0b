/**
 * src/data/faq.ts (issue 47): the questions every client asks, answered; each entry read as strictly
 * as a gig and named by its question, e.g.
 *   src/data/faq.ts:5: question "Wie lange spielen Sie?": answer is missing – the band's answer, e.g. '…'
 */
import type { Question } from '../domain/faq';
import type { Problem } from '../domain/refusals';
import { typeset } from '../domain/typography';
import type { LocateExtra } from './locate';
import { exportsOf, readExtraList, type ExtraList } from './readExtra';
import { advised, paragraphs, record, text } from './readRecord';

/** A question as written; the answer's paragraphs are separated by a blank line (`\n\n`). */
export interface RawQuestion {
  question: string;
  answer: string;
}

const QUESTION: ExtraList<Question> = {
  name: (q) => ({ kind: 'question', name: typeof q.question === 'string' ? q.question.trim() : undefined }),
  expected: "{ question: '…', answer: '…' }",
  read: record((field) => ({
    question: field('question', advised(text({ then: typeset }), 'question')),
    answer: field('answer', advised(paragraphs(typeset), 'answer')),
  })),
  // Asked twice, the visitor would read two answers to one question.
  same: (q) => q.question.toLowerCase(),
  twin: (q, other) => ({ kind: 'sameQuestion', other, question: q.question }),
};

/**
 * faq.ts's questions as Kontakt shows them, in the band's order, each answer one entry per paragraph.
 * `raw` is the file's exports (undefined: no file, no questions). The result is safe to use when nothing was pushed.
 */
export function readFaq(raw: unknown, locate: LocateExtra, problems: Problem[]): Question[] {
  const exports = exportsOf('faq', raw, ['faq'], locate, problems);
  return readExtraList('faq', 'faq', exports.faq, QUESTION, locate, problems);
}
