/** The song list's order: alphabetical by title, the way a German reader expects. */

/** The styles the Programm page filters by (spec: classic rock, pop and German-language hits). */
export const STYLES = ['Rock', 'Pop', 'Deutschsprachig'] as const;
export type Style = (typeof STYLES)[number];

export interface Song {
  title: string;
  artist: string;
  /** Optional: a song without it is listed and found by the search, just not by the style filter. */
  style?: Style;
  /** Year of the original release; optional like the style. */
  year?: number;
}

// One collator for all comparisons: "Über den Wolken" sorts with U, not after Z.
// Made on first use: loading ICU's German collation costs tens of milliseconds
// on a slow phone, and the home page does not need it.
let collator: Intl.Collator | undefined;

/** A new array of the songs sorted by title (then artist), locale-aware. */
export function sortSongs(songs: readonly Song[]): Song[] {
  collator ??= new Intl.Collator('de', { sensitivity: 'base', numeric: true });
  return [...songs].sort((a, b) => collator!.compare(a.title, b.title) || collator!.compare(a.artist, b.artist));
}

/** A song as the Programm page writes it: "title - artist". */
export function songLine(song: Song): string {
  return `${song.title} - ${song.artist}`;
}
