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
};

/** The label of the field at `path` in `file` (band, gigs, songs or media); undefined where the form has none. */
export const fieldLabel =
  (file: string | undefined): LabelOf =>
  (path) => {
    if (file === 'band') {
      const label = bandFieldLabel(path);
      return label === path ? undefined : label;
    }
    return LABELS[path];
  };
