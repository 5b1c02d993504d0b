/** The parts of the editor's page, as its tabs name them, and the lists of the parts Referenzen and Fragen. */
import type { ExtrasSection } from './ExtrasPart';

export type Part = 'gigs' | 'songs' | 'band' | 'media' | 'references' | 'questions';

export const PARTS: { part: Part; name: string }[] = [
  { part: 'gigs', name: 'Auftritte' },
  { part: 'songs', name: 'Songs' },
  { part: 'band', name: 'Band' },
  { part: 'media', name: 'Fotos & Videos' },
  { part: 'references', name: 'Referenzen' },
  { part: 'questions', name: 'Fragen' },
];

/** The lists of the parts Referenzen and Fragen (issue 47). */
export const EXTRAS: Partial<Record<Part, readonly ExtrasSection[]>> = {
  references: ['testimonials', 'references'],
  questions: ['faq', 'lineups', 'press'],
};
