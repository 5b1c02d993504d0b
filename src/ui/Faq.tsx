/**
 * Kontakt's "Häufige Fragen" (issue 47): each question a native disclosure, which opens by mouse,
 * keyboard and screen reader, and without JavaScript too (the prerendered page); closed, as
 * band.js shows them, so the page it takes over does not change.
 */
import type { Question } from '../domain/faq';

export function Faq({ faq }: { faq?: Question[] | undefined }) {
  if (!faq?.length) return null;
  return (
    <section className="faq">
      <h2>Häufige Fragen</h2>
      {faq.map(({ question, answer }, i) => (
        <details key={i}>
          <summary>{question}</summary>
          {answer.map((paragraph, j) => (
            <p key={j}>{paragraph}</p>
          ))}
        </details>
      ))}
    </section>
  );
}
