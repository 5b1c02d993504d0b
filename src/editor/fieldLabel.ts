/**
 * A field of a data file by the words the editor's form shows at it, for the German refusals
 * (src/domain/refusals.ts): `date` in gigs.ts is „Datum“, `lineup.1.part` in band.ts „Mitglied 2: Instrument“.
 * Pure, no Node. The gig and song labels are the forms' (src/editorPage/GigForm.tsx, SongForm.tsx),
 * the media ones the part Fotos & Videos' (src/editor/mediaApi.ts names the fields).
 */
import type { LabelOf } from '../domain/refusals';
import { bandFieldLabel } from './bandFieldLabel';

/** The keys of gigs.ts, songs.ts and media.ts by the labels of their forms. */
const LABELS: Record<string, string> = {
  date: 'Datum',
  location: 'Ort',
  info: 'Info',
  tickets: 'Tickets',
  private: 'Private Feier',
  listed: 'Nicht öffentlich',
  title: 'Titel',
  artist: 'Interpret',
  style: 'Stil',
  year: 'Jahr',
  file: 'Datei',
  alt: 'Bildbeschreibung',
  credit: 'Fotograf/in',
  youtube: 'Adresse',
  vimeo: 'Adresse',
  poster: 'Poster',
  // The parts Referenzen and Fragen (issue 47; src/editorPage/ExtrasFields.ts names them on the page).
  quote: 'Zitat',
  name: 'Name',
  occasion: 'Anlass',
  place: 'Ort',
  question: 'Frage',
  answer: 'Antwort',
  members: 'Musikerzahl',
  description: 'Beschreibung',
  short: 'Kurzbiografie',
  long: 'Ausführliche Biografie',
  rider: 'Technik',
};

/** The optional files of issue 47. */
const EXTRA_FILES: ReadonlySet<string> = new Set(['references', 'faq', 'lineups', 'press']);

/** Where a file's form calls a key otherwise: a line-up's name is its Bezeichnung. */
const OWN_LABELS: Record<string, Record<string, string>> = { lineups: { name: 'Bezeichnung' } };

/** The label of the field at `path` in `file` (band, gigs, songs, media, references, faq, lineups or press); undefined where the form has none. */
export const fieldLabel =
  (file: string | undefined): LabelOf =>
  (path) => {
    if (file === 'band') {
      const label = bandFieldLabel(path);
      return label === path ? undefined : label;
    }
    if (!EXTRA_FILES.has(file ?? '')) return LABELS[path];
    // In the files of issue 47 a key path (`rider.2`, an entry's `testimonials.0.quote`) is labelled by its field.
    const key = [...path.split('.')].reverse().find((part) => LABELS[part]);
    return key && (OWN_LABELS[file ?? '']?.[key] ?? LABELS[key]);
  };
