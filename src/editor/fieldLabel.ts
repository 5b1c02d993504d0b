/**
 * A field of a data file by the words the editor's form shows at it, for the German refusals
 * (src/domain/refusals.ts): `date` in gigs.ts is „Datum“, `lineup.1.part` in band.ts „Mitglied 2: Instrument“.
 * Pure, no Node. The gig and song labels are the forms' (src/editorPage/GigForm.tsx, SongForm.tsx),
 * the media ones the part Fotos & Videos' (src/editor/mediaApi.ts names the fields), those of the
 * files of issue 47 the parts Referenzen and Fragen' (src/editor/extrasFields.ts, which their forms show).
 */
import type { LabelOf } from '../domain/refusals';
import { bandFieldLabel } from './bandFieldLabel';
import type { ExtraList } from './editEntries';
import { EXTRA_LABELS, FILE_OF_LIST } from './extrasFields';

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
};

/**
 * The files of issue 47, each with the keys of its lists by their labels (references.ts's two lists
 * call their shared key `name` alike: Name), press.ts with its texts'.
 */
const EXTRA_FILE_LABELS = new Map<string, Readonly<Record<string, string>>>([['press', EXTRA_LABELS.press]]);
for (const [list, file] of Object.entries(FILE_OF_LIST)) {
  EXTRA_FILE_LABELS.set(file, { ...EXTRA_FILE_LABELS.get(file), ...EXTRA_LABELS[list as ExtraList] });
}

/** The label of the field at `path` in `file` (band, gigs, songs, media, references, faq, lineups or press); undefined where the form has none. */
export const fieldLabel =
  (file: string | undefined): LabelOf =>
  (path) => {
    if (file === 'band') {
      const label = bandFieldLabel(path);
      return label === path ? undefined : label;
    }
    const labels = EXTRA_FILE_LABELS.get(file ?? '');
    if (!labels) return LABELS[path];
    // In the files of issue 47 a key path (`rider.2`, an entry's `testimonials.0.quote`) is labelled by its field.
    const key = [...path.split('.')].reverse().find((part) => Object.hasOwn(labels, part));
    return key && labels[key];
  };
