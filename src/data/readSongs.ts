/**
 * The songs (src/data/songs.ts): each read as strictly as the band details,
 * and named in every message by title and artist, e.g.
 *   src/data/songs.ts:12: song "Tage wie diese": artist is missing
 */
import { STYLES, type Song, type Style } from '../domain/songs';
import { typeset } from '../domain/typography';
import type { Locate } from './locate';
import { entryReport, isObject, oneOf, optional, record, text, whole } from './readRecord';
import type { Entry, Problem } from '../domain/refusals';

/** A song as written in data/songs.ts. */
export interface RawSong {
  title: string;
  artist: string;
  /** Optional, for the Programm page's style filter: 'Rock', 'Pop' or 'Deutschsprachig'. */
  style?: Style;
  /** Optional, for the decade filter: the year the song came out. */
  year?: number;
}

// The band types plain spaces and ' and "; the site shows German typography.
const SONG = record((field) => ({
  title: field('title', text({ then: typeset })),
  artist: field('artist', text({ then: typeset })),
  style: field('style', optional(oneOf(STYLES))),
  year: field('year', optional(whole({ min: 1900, max: 2100, needs: 'year' }))),
}));

/** A song as the messages name it, from what was written: its title and artist. */
const named = (s: Record<string, unknown>): Entry & { kind: 'song' } => ({
  kind: 'song',
  ...(typeof s.title === 'string' ? { title: s.title.trim() } : {}),
  ...(typeof s.artist === 'string' ? { artist: s.artist.trim() } : {}),
});

/** The songs as written, at least one; a song listed twice is refused. */
export function readSongs(raw: unknown, locate: Locate, problems: Problem[]): Song[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    problems.push({ where: locate('songs', 0), said: { kind: 'songsEmpty' } });
    return [];
  }
  const seen = new Map<string, number>();
  return raw.map((value: unknown, index: number) => {
    const s = isObject(value) ? value : {};
    const found: Problem[] = [];
    const report = entryReport(locate('songs', index), () => named(s), found);
    if (!isObject(value)) report('', { kind: 'songNotRecord', got: value });
    // Not an entry: read as one with no keys, so the missing title and artist are named too.
    const { title, artist, style, year } = SONG(s, '', report);
    if (!found.length) {
      const key = `${title}|${artist}`.toLowerCase();
      const twin = seen.get(key);
      if (twin !== undefined) {
        const other = named(isObject(raw[twin]) ? raw[twin] : {});
        report('', { kind: 'sameSong', other: locate('songs', twin), title: other.title ?? '', artist: other.artist ?? '' });
      } else seen.set(key, index);
    }
    problems.push(...found);
    const song: Song = { title, artist };
    if (style !== undefined) song.style = style;
    if (year !== undefined) song.year = year;
    return song;
  });
}
