/**
 * The fields of the editor's parts Referenzen and Fragen (issue 47), one table per list: each key of
 * its file, in the order the examples write them, with the label the band reads at the field.
 * One place for these words: the page's forms show them (src/editorPage/extrasForms.ts, PressSection.tsx),
 * a refusal names the field by them (fieldLabel.ts), the commit message of the press texts too; and
 * the keys are the ones a line is written with (editExtras.ts) and a save takes (saveExtras.ts).
 * Pure, no Node: the page imports it too.
 */
import type { RawLineup } from '../data/readLineups';
import type { RawPress } from '../data/readPress';
import type { RawQuestion } from '../data/readFaq';
import type { RawReference, RawTestimonial } from '../data/readReferences';
import type { ExtraFile } from './dataFiles';
import type { ExtraList } from './editEntries';

/** The file each list is in. */
export const FILE_OF_LIST: Record<ExtraList, ExtraFile> = {
  testimonials: 'references',
  references: 'references',
  faq: 'faq',
  lineups: 'lineups',
};

/** Every key of an entry (of press.ts's record) with its label; the compiler holds each table to its type's keys. */
type LabelsOf<Entry> = { readonly [Key in keyof Entry]-?: string };

/** Each list's keys and labels, and the press texts': a line-up's `name` is its Bezeichnung, a reference's its Name. */
export const EXTRA_LABELS: {
  testimonials: LabelsOf<RawTestimonial>;
  references: LabelsOf<RawReference>;
  faq: LabelsOf<RawQuestion>;
  lineups: LabelsOf<RawLineup>;
  press: LabelsOf<RawPress>;
} = {
  testimonials: { quote: 'Zitat', name: 'Name', occasion: 'Anlass', date: 'Datum', place: 'Ort' },
  references: { name: 'Name', year: 'Jahr' },
  faq: { question: 'Frage', answer: 'Antwort' },
  lineups: { name: 'Bezeichnung', members: 'Musikerzahl', description: 'Beschreibung' },
  press: { short: 'Kurzbiografie', long: 'Ausführliche Biografie', rider: 'Technik' },
};

/** The keys of a list (or of the press texts) in their order: its table's. */
export const extraKeys = (table: keyof typeof EXTRA_LABELS): readonly string[] => Object.keys(EXTRA_LABELS[table]);
