/**
 * The questions clients ask us before they book, with our answers (docs/band/kunden.md, „Stimmen, Fragen und Pressetexte von Hand eintragen“).
 * One line per question: `{ question: '…', answer: '…' }`. A blank line in the answer (`\n\n`)
 * starts a new paragraph. An empty list shows nothing: Kontakt then has no "Häufige Fragen".
 */
import type { RawQuestion } from './readFaq';

// { question: 'Wie lange spielen Sie?', answer: 'In der Regel drei Sets zu je 60 Minuten mit kurzen Pausen dazwischen. Wenn die Tanzfläche voll ist, hängen wir gern noch eine Zugabe an.' },
// { question: 'Bringen Sie Ton- und Lichttechnik mit?', answer: 'Ja, für bis zu 250 Gäste bringen wir alles mit und bauen es selbst auf.\n\nFür größere Feste arbeiten wir mit einem Verleih aus der Region zusammen.' },
// { question: 'Spielen Sie auch unseren Eröffnungstanz?', answer: 'Sehr gern. Sagen Sie uns Ihr Lied ein paar Wochen vorher, dann proben wir es ein.' },
export const faq: RawQuestion[] = [];
