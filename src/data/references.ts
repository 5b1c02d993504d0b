/**
 * What earlier clients said, and where we have played (docs/band/kunden.md, „Stimmen, Fragen und Pressetexte von Hand eintragen“).
 * One line per entry. A testimonial needs `quote` and `name`; `occasion`, `date` ('YYYY-MM-DD', not
 * in the future) and `place` are optional. A client's name goes online only with their consent:
 * write "Familie S." otherwise. A reference is a name as text and the year we played there (not in
 * the future); the site lists them newest first. Empty lists show nothing: the home page then has
 * no "Was unsere Gäste sagen" and no "Referenzen".
 */
import type { RawReference, RawTestimonial } from './readReferences';

// { quote: 'Die Tanzfläche war bis zum letzten Lied voll – danke für diesen Abend!', name: 'Julia und Markus', occasion: 'Hochzeit', date: '2025-06-14', place: 'Kassel' },
// { quote: 'Pünktlich, leise beim Essen und danach genau die richtige Musik für unsere Belegschaft.', name: 'Personalabteilung der Beispiel GmbH', occasion: 'Sommerfest' },
export const testimonials: RawTestimonial[] = [];

// { name: 'Stadtfest Hofgeismar', year: 2024 },
// { name: 'Kulturbahnhof Kassel', year: 2023 },
export const references: RawReference[] = [];
