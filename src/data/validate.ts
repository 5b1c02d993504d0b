/**
 * Checks the band's data once, when the bundle is built, and turns it into
 * the app's types. Every problem is reported with the entry's index, field
 * and value; nothing is dropped silently.
 */
import { parseDate } from '../domain/dates';
import type { Gig } from '../domain/gigs';
import type { Song } from '../domain/songs';

/** A gig as written in data/gigs.ts. */
export interface RawGig {
  date: string;
  location: string;
  info?: string;
  /** A client's own party: shown on Auftritte, left out of the search-engine data. */
  private?: boolean;
}

/** A song as written in data/songs.ts. */
export interface RawSong {
  title: string;
  artist: string;
}

/** Thrown with every problem found, one per line. */
export class DataError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid band data:\n  ${problems.join('\n  ')}`);
    this.name = 'DataError';
  }
}

const describe = (value: unknown) => (value === undefined ? 'missing' : JSON.stringify(value));

function text(problems: string[], where: string, value: unknown, required: boolean): string {
  if (value === undefined && !required) return '';
  if (typeof value !== 'string' || (required && value.trim() === '')) {
    problems.push(`${where}: expected ${required ? 'a non-empty ' : 'a '}text, got ${describe(value)}`);
    return '';
  }
  return value.trim();
}

/** Parses the gigs; throws a DataError naming each bad entry, field and value. */
export function parseGigs(raw: readonly RawGig[], name = 'gigs'): Gig[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const gigs = raw.map((gig, index) => {
    const where = `${name}[${index}]`;
    let date = new Date(NaN);
    try {
      date = parseDate(gig?.date);
    } catch (error) {
      problems.push(`${where}.date: ${(error as Error).message}`);
    }
    const location = text(problems, `${where}.location`, gig?.location, true);
    const info = text(problems, `${where}.info`, gig?.info, false);
    if (gig?.private !== undefined && typeof gig.private !== 'boolean') {
      problems.push(`${where}.private: expected true or false, got ${describe(gig.private)}`);
    }
    const key = `${gig?.date}|${location}`;
    if (seen.has(key)) problems.push(`${where}: same date and location as ${name}[${seen.get(key)}]`);
    seen.set(key, index);
    return { date, location, info, private: gig?.private === true };
  });
  if (problems.length) throw new DataError(problems);
  return gigs;
}

/** Checks the songs; throws a DataError naming each bad entry and field. */
export function parseSongs(raw: readonly RawSong[], name = 'songs'): Song[] {
  const problems: string[] = [];
  const songs = raw.map((song, index) => ({
    title: text(problems, `${name}[${index}].title`, song?.title, true),
    artist: text(problems, `${name}[${index}].artist`, song?.artist, true),
  }));
  if (problems.length) throw new DataError(problems);
  return songs;
}

/** Every problem in the band's gigs and songs, for the build to report; empty when all is well. */
export function checkData(data: { gigs: readonly RawGig[]; songs: readonly RawSong[] }): string[] {
  const problemsOf = (parse: () => unknown) => {
    try {
      parse();
      return [];
    } catch (error) {
      if (error instanceof DataError) return error.problems;
      throw error;
    }
  };
  return [...problemsOf(() => parseGigs(data.gigs)), ...problemsOf(() => parseSongs(data.songs))];
}
