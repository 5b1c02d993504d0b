/** The song list's order: alphabetical by title, the way a German reader expects. */

export interface Song {
  title: string;
  artist: string;
}

// One collator for all comparisons: "Über den Wolken" sorts with U, not after Z.
// Made on first use: loading ICU's German collation costs tens of milliseconds
// on a slow phone, and the home page does not need it.
let collator: Intl.Collator | undefined;

/** A new array of the songs sorted by title (then artist), locale-aware. */
export function sortSongs(songs: readonly Song[]): Song[] {
  collator ??= new Intl.Collator('de', { sensitivity: 'base', numeric: true });
  return [...songs].sort(
    (a, b) => collator!.compare(a.title, b.title) || collator!.compare(a.artist, b.artist),
  );
}

/** A song as the Programm page writes it: "title - artist". */
export function songLine(song: Song): string {
  return `${song.title} - ${song.artist}`;
}
