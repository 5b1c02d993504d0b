/**
 * Home's "Was unsere Gäste sagen" (issue 47): each client's words as a quote with who said it, when
 * and where, and how the band makes sure they are genuine (§ 5b Abs. 3 UWG, ../shared/LEGAL.md);
 * nothing at all without testimonials.
 */
import { dayOf, formatDate } from '../domain/dates';
import type { Testimonial } from '../domain/references';

export function Testimonials({ testimonials }: { testimonials?: Testimonial[] | undefined }) {
  if (!testimonials?.length) return null;
  return (
    <section className="voices">
      <h2>Was unsere Gäste sagen</h2>
      {testimonials.map(({ quote, name, occasion, date, place }, i) => (
        <figure key={i}>
          <blockquote>
            <p>{quote}</p>
          </blockquote>
          <figcaption>
            {name}
            {occasion && `, ${occasion}`}
            {date && (
              <>
                , <time dateTime={date}>{formatDate(dayOf(date))}</time>
              </>
            )}
            {place && `, ${place}`}
          </figcaption>
        </figure>
      ))}
      {/* The sentence the law asks for beside customers' reviews: whether and how they are checked. */}
      <p className="hint">
        Alle Stimmen stammen von Gastgeberinnen und Gastgebern, für die wir gespielt haben, und stehen hier unverändert und mit ihrer
        Zustimmung.
      </p>
    </section>
  );
}
