/** The Programm page's song finder: search as you type, filters by style and decade. */
import { matches } from './fold';
import type { Song, Style } from './songs';

/** What the visitor has chosen; null means "any". */
export interface SongQuery {
  text: string;
  style: Style | null;
  decade: number | null;
}

export const NO_QUERY: SongQuery = { text: '', style: null, decade: null };

/** The decade a year falls in, as its first year: 1983 → 1980. */
export const decadeOf = (year: number) => year - (year % 10);

/** How a decade is said in German: 1950 → "50er", 2000 → "2000er", 2010 → "2010er". */
export const decadeLabel = (decade: number) => (decade < 2000 ? `${decade % 100}er` : `${decade}er`);

/** The decades the songs cover, earliest first, for the filter buttons. */
export function decadesOf(songs: readonly Song[]): number[] {
  return [...new Set(songs.flatMap((s) => (s.year ? [decadeOf(s.year)] : [])))].sort((a, b) => a - b);
}

/** The styles the songs use, in the order of `STYLES`, for the filter buttons. */
export function stylesOf(songs: readonly Song[], all: readonly Style[]): Style[] {
  return all.filter((style) => songs.some((s) => s.style === style));
}

/** The songs that match the text (title or artist, forgiving) and the chosen style and decade, in their order. */
export function findSongs(songs: readonly Song[], query: SongQuery): Song[] {
  return songs.filter(
    (song) =>
      (query.style === null || song.style === query.style) &&
      (query.decade === null || (song.year !== undefined && decadeOf(song.year) === query.decade)) &&
      matches(`${song.title} ${song.artist}`, query.text),
  );
}
