/**
 * The one strict reading of the band's data. The build runs it before anything
 * is bundled or written and ships its result; the tests run it on fixtures.
 * Every problem is reported, none dropped: each message names the file the
 * band edits, the line where the entry starts, the entry in words and what is
 * wrong with it, e.g.
 *   src/data/gigs.ts:41: gig on 2027-7.5-14 at "Kulturbahnhof, Kassel": date "2027-7.5-14" is not a real date (expected YYYY-MM-DD)
 */
import { parseDate } from '../domain/dates';
import type { Gig } from '../domain/gigs';
import { STYLES, type Song, type Style } from '../domain/songs';
import type { Band } from './band';
import { typeset, typesetPhone } from '../domain/typography';

/** A gig as written in data/gigs.ts. */
export interface RawGig {
  /** The day, `YYYY-MM-DD`. */
  date: string;
  /** "Venue, Town". */
  location: string;
  /** Start time, entry fee or a cancellation, in the house style of docs/band.md. */
  info?: string;
  /** A client's own party: listed as "Private Feier", never announced to the public. */
  private?: boolean;
}

/** A song as written in data/songs.ts. */
export interface RawSong {
  title: string;
  artist: string;
  /** Optional, for the Programm page's style filter: 'Rock', 'Pop' or 'Deutschsprachig'. */
  style?: Style;
  /** Optional, for the decade filter: the year the song came out. */
  year?: number;
}

/** What the band edits: the three data files. */
export interface RawData {
  band: Band;
  gigs: readonly RawGig[];
  songs: readonly RawSong[];
}

/** The data as the app and the build's outputs use it: checked, trimmed, dates parsed. */
export interface BandData {
  band: Band;
  gigs: Gig[];
  /** As written; the Programm page sorts them. */
  songs: Song[];
}

/**
 * Where an entry stands, for messages: `src/data/gigs.ts:41`. `index` is the
 * entry's position in its list, or a key of the band details.
 */
export type Locate = (file: 'gigs' | 'songs' | 'band', index: number | string) => string;

/** Without sources (tests, the app), entries are named by file and position. */
export const locateByPosition: Locate = (file, index) =>
  typeof index === 'number' ? `src/data/${file}.ts (entry ${index + 1})` : `src/data/${file}.ts (${index})`;

/** Thrown by readDataOrThrow with every problem, one per line. */
export class DataError extends Error {
  constructor(readonly problems: string[]) {
    super(`The band data has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n  ${problems.join('\n  ')}`);
    this.name = 'DataError';
  }
}

const GIG_KEYS = ['date', 'location', 'info', 'private'] as const;
const SONG_KEYS = ['title', 'artist', 'style', 'year'] as const;

/** Edit distance, for "did you mean" on a misspelt key. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length];
}

/** A value as the band wrote it, for messages. */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Collects the problems of one entry under its location and description. */
class Entry {
  readonly problems: string[] = [];
  constructor(
    private readonly where: string,
    private readonly what: () => string,
  ) {}
  problem(message: string) {
    this.problems.push(`${this.where}: ${this.what()}: ${message}`);
  }
  /** Refuses keys that are not in `allowed`, suggesting the one that was probably meant. */
  keys(value: object, allowed: readonly string[]) {
    for (const key of Object.keys(value)) {
      if (allowed.includes(key)) continue;
      const near = allowed.find((k) => distance(k, key.toLowerCase()) <= 2);
      this.problem(`unknown key '${key}'${near ? ` (did you mean '${near}'?)` : ` (allowed: ${allowed.join(', ')})`}`);
    }
  }
  /** A text field: trimmed; refused when empty, or when missing unless optional. */
  text(value: unknown, field: string, optional = false): string {
    if (value === undefined && optional) return '';
    if (value === undefined) {
      this.problem(`${field} is missing`);
      return '';
    }
    if (typeof value !== 'string') {
      this.problem(`${field} must be a text in quotes, got ${shown(value)}`);
      return '';
    }
    const trimmed = value.trim().replace(/\s+/g, ' ');
    if (!trimmed) this.problem(optional ? `${field} is empty (leave it out when there is nothing to say)` : `${field} is empty`);
    // The band types plain spaces and ' and "; the site shows German typography.
    return typeset(trimmed);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readGigs(raw: readonly RawGig[], locate: Locate, problems: string[]): Gig[] {
  if (!Array.isArray(raw)) {
    problems.push(`${locate('gigs', 0)}: the gigs must be a list in [ … ]`);
    return [];
  }
  const seen = new Map<string, number>();
  const gigs: Gig[] = [];
  raw.forEach((gig: unknown, index) => {
    const g = (isObject(gig) ? gig : {}) as Record<string, unknown>;
    const entry = new Entry(locate('gigs', index), () =>
      `gig on ${typeof g.date === 'string' ? g.date : '?'} at ${typeof g.location === 'string' ? JSON.stringify(g.location.trim()) : '?'}`,
    );
    if (!isObject(gig)) {
      entry.problem(`expected { date: 'YYYY-MM-DD', location: 'Venue, Town' }, got ${shown(gig)}`);
      problems.push(...entry.problems);
      return;
    }
    entry.keys(gig, GIG_KEYS);
    let date = new Date(NaN);
    if (typeof g.date !== 'string') {
      entry.problem(g.date === undefined ? 'date is missing (expected YYYY-MM-DD)' : `date must be a text like '2027-07-14', got ${shown(g.date)}`);
    } else {
      try {
        date = parseDate(g.date.trim());
      } catch {
        entry.problem(`date ${shown(g.date)} is not a real date (expected YYYY-MM-DD)`);
      }
    }
    const location = entry.text(g.location, 'location');
    const info = entry.text(g.info, 'info', true);
    if (g.private !== undefined && typeof g.private !== 'boolean') {
      entry.problem(`private must be true or false (without quotes), got ${shown(g.private)}`);
    }
    if (!entry.problems.length) {
      const key = `${date.getTime()}|${location.toLowerCase()}`;
      const twin = seen.get(key);
      if (twin !== undefined) entry.problem(`the same day and place as ${locate('gigs', twin)}`);
      else seen.set(key, index);
    }
    problems.push(...entry.problems);
    gigs.push(g.private === true ? { date, location, info, private: true } : { date, location, info });
  });
  return gigs;
}

function readSongs(raw: readonly RawSong[], locate: Locate, problems: string[]): Song[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    problems.push(`${locate('songs', 0)}: the song list is empty: the Programm page needs at least one song`);
    return [];
  }
  const seen = new Map<string, number>();
  return raw.map((song: unknown, index) => {
    const s = (isObject(song) ? song : {}) as Record<string, unknown>;
    const entry = new Entry(locate('songs', index), () =>
      `song ${typeof s.title === 'string' ? JSON.stringify(s.title.trim()) : '?'}${typeof s.artist === 'string' ? ` by ${s.artist.trim()}` : ''}`,
    );
    if (!isObject(song)) entry.problem(`expected { title: '…', artist: '…' }, got ${shown(song)}`);
    else entry.keys(song, SONG_KEYS);
    const title = entry.text(s.title, 'title');
    const artist = entry.text(s.artist, 'artist');
    if (s.style !== undefined && !(STYLES as readonly unknown[]).includes(s.style)) {
      entry.problem(`style ${shown(s.style)} is not one of ${STYLES.map((style) => `'${style}'`).join(', ')}`);
    }
    if (s.year !== undefined && !(Number.isInteger(s.year) && (s.year as number) >= 1900 && (s.year as number) <= 2100)) {
      entry.problem(`year must be a year like 1983 (without quotes), got ${shown(s.year)}`);
    }
    if (!entry.problems.length) {
      const key = `${title}|${artist}`.toLowerCase();
      const twin = seen.get(key);
      if (twin !== undefined) entry.problem(`the same song as ${locate('songs', twin)}`);
      else seen.set(key, index);
    }
    problems.push(...entry.problems);
    const read: Song = { title, artist };
    if (s.style !== undefined) read.style = s.style as Style;
    if (s.year !== undefined) read.year = s.year as number;
    return read;
  });
}

/** The band details the site cannot work without, in the form links need. */
function checkBand(band: Band, locate: Locate, problems: string[]) {
  const check = (key: string, ok: boolean, message: string) => {
    if (!ok) problems.push(`${locate('band', key)}: ${message}`);
  };
  const url = (value: unknown) => {
    try {
      return new URL(String(value)).protocol === 'https:';
    } catch {
      return false;
    }
  };
  check('name', typeof band?.name === 'string' && band.name.trim() !== '', 'the band needs a name');
  check('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(band?.email)), `email ${shown(band?.email)} is not an e-mail address`);
  check('display', typeof band?.phone?.display === 'string' && band.phone.display.trim() !== '', `phone.display must be the number as shown, e.g. '0561 12345'`);
  check('dial', /^\+[1-9]\d{5,14}$/.test(String(band?.phone?.dial)), `phone.dial ${shown(band?.phone?.dial)} must be the number in international form, e.g. '+4956112345'`);
  check('siteUrl', url(band?.siteUrl) && String(band.siteUrl).endsWith('/'), `siteUrl ${shown(band?.siteUrl)} must be the site's address with https:// and a closing /, e.g. 'https://upgrade-band.de/'`);
  check('instagram', url(band?.instagram), `instagram ${shown(band?.instagram)} must be the profile's address with https://`);
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  check(
    'partners',
    Array.isArray(band?.partners) && band.partners.length > 0 && band.partners.every((name) => filled(name) && /\S\s+\S/.test(name)),
    `partners must list every partner of the GbR with first and last name, e.g. ['Miriam Muster', 'Jonas Beispiel'], got ${shown(band?.partners)}`,
  );
  check('taxId', filled(band?.taxId?.label) && filled(band?.taxId?.value), 'taxId needs a label and the number, e.g. { label: \'Wirtschafts-Identifikationsnummer\', value: \'DE123456789-00001\' }');
  for (const which of ['webHost', 'mail'] as const) {
    const provider = band?.providers?.[which];
    check(which, filled(provider?.name) && filled(provider?.servers), `providers.${which} needs the company's name and where its servers are, e.g. { name: 'Hosting GmbH', servers: 'in Deutschland' }`);
  }
  check('photoCredit', !band?.portrait || (typeof band.photoCredit === 'string' && band.photoCredit.trim() !== ''), 'photoCredit must name who took the portrait (the Impressum credits the photographer), e.g. \'Anna Beispiel\'');
  check('logDays', Number.isInteger(band?.logDays) && band.logDays > 0, `logDays must be the number of days the host keeps its logs (without quotes), got ${shown(band?.logDays)}`);
  check('privacyDate', /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/.test(String(band?.privacyDate)), `privacyDate must be a month and year like 'November 2026', got ${shown(band?.privacyDate)}`);
}

/** Reads the data; `problems` is empty when all is well, and `data` is then safe to use. */
export function readData(raw: RawData, locate: Locate = locateByPosition): { data: BandData; problems: string[] } {
  const problems: string[] = [];
  checkBand(raw.band, locate, problems);
  const gigs = readGigs(raw.gigs, locate, problems);
  const songs = readSongs(raw.songs, locate, problems);
  const band = problems.length ? raw.band : { ...raw.band, phone: { ...raw.band.phone, display: typesetPhone(raw.band.phone.display) } };
  return { data: { band, gigs, songs }, problems };
}

/** Reads the data or throws a DataError with every problem. */
export function readDataOrThrow(raw: RawData, locate?: Locate): BandData {
  const { data, problems } = readData(raw, locate);
  if (problems.length) throw new DataError(problems);
  return data;
}
