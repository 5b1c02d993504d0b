/**
 * src/data/references.ts (issue 47): what earlier clients said and where the band played, each entry
 * read as strictly as a gig and named in every message, e.g.
 *   src/data/references.ts:7: reference "Stadtfest Hofgeismar": year 2031 lies in the future: …
 * A testimonial's day and a reference's year may not lie after `today` (passed in: the build's clock).
 */
import { isoDate, startOfDay } from '../domain/dates';
import type { Reference, Testimonial } from '../domain/references';
import type { Entry, Problem } from '../domain/refusals';
import { typeset } from '../domain/typography';
import { exportsOf, readExtraList, type ExtraList } from './readExtra';
import type { LocateExtra } from './locate';
import { advised, day, optional, record, text, whole, type Reader } from './readRecord';

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

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/** The start of a long quote, to name a testimonial without a name. */
const start = (quote: string | undefined) => (quote && quote.length > 40 ? `${quote.slice(0, 39).trimEnd()}…` : quote);

/** A day `YYYY-MM-DD` as written, refused where it is none or lies after `today`. */
const pastDay =
  (today: Date): Reader<string> =>
  (value, path, report) => {
    const date = day(value, path, report);
    if (Number.isNaN(date.getTime())) return '';
    if (date > startOfDay(today)) report(path, { kind: 'dayInFuture', path, got: isoDate(date) });
    return isoDate(date);
  };

/** A year from 1900, refused where it lies after `today`'s. */
const pastYear =
  (today: Date): Reader<number> =>
  (value, path, report) => {
    const year = whole({ min: 1900, needs: 'referenceYear' })(value, path, report);
    if (year > today.getFullYear()) report(path, { kind: 'yearInFuture', path, got: year, latest: today.getFullYear() });
    return year;
  };

const lists = (today: Date) => ({
  testimonials: {
    name: (t: Record<string, unknown>): Entry => ({ kind: 'testimonial', name: trimmed(t.name), quote: start(trimmed(t.quote)) }),
    expected: "{ quote: '…', name: '…', occasion: '…', date: 'YYYY-MM-DD', place: '…' }",
    read: record((field) => {
      const testimonial: Testimonial = {
        quote: field('quote', advised(text({ then: typeset }), 'quote')),
        name: field('name', advised(text({ then: typeset }), 'testimonialName')),
      };
      const occasion = field('occasion', optional(text({ then: typeset, ifBlank: 'infoBlank' })));
      const date = field('date', optional(pastDay(today)));
      const place = field('place', optional(text({ then: typeset, ifBlank: 'infoBlank' })));
      if (occasion) testimonial.occasion = occasion;
      if (date) testimonial.date = date;
      if (place) testimonial.place = place;
      return testimonial;
    }),
  } satisfies ExtraList<Testimonial>,
  references: {
    name: (r: Record<string, unknown>): Entry => ({ kind: 'reference', name: trimmed(r.name) }),
    expected: "{ name: '…', year: 2024 }",
    read: record((field): Reference => ({
      name: field('name', advised(text({ then: typeset }), 'referenceName')),
      year: field('year', pastYear(today)),
    })),
    // The same place in another year is another reference.
    same: (r: Reference) => `${r.name.toLowerCase()}|${r.year}`,
    twin: (r: Reference, other: string) => ({ kind: 'sameReference', other, name: r.name, year: r.year }),
  } satisfies ExtraList<Reference>,
});

/**
 * references.ts's two lists as the site shows them: the testimonials in the band's order, the
 * references newest first (equal years in the band's order). `raw` is the file's exports (undefined:
 * no file, no lists); `today` the day the check runs. The result is safe to use when nothing was pushed.
 */
export function readReferences(
  raw: unknown,
  locate: LocateExtra,
  problems: Problem[],
  today: Date,
): { testimonials: Testimonial[]; references: Reference[] } {
  const rules = lists(today);
  const exports = exportsOf('references', raw, ['testimonials', 'references'], locate, problems);
  const testimonials = readExtraList('references', 'testimonials', exports.testimonials, rules.testimonials, locate, problems);
  const references = readExtraList('references', 'references', exports.references, rules.references, locate, problems);
  // Array.prototype.sort is stable: equal years keep the band's order.
  return { testimonials, references: [...references].sort((a, b) => b.year - a.year) };
}
