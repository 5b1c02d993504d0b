/**
 * The one strict reading of the band's data. The build runs it before anything
 * is bundled or written and ships its result; the tests run it on fixtures.
 * Every problem is reported, none dropped: each message names the file the
 * band edits, the line where the entry starts, the entry in words and what is
 * wrong with it, e.g.
 *   src/data/gigs.ts:41: gig on 2027-7.5-14 at "Kulturbahnhof, Kassel": date "2027-7.5-14" is not a real date (expected YYYY-MM-DD)
 * The band details are read as strictly, key by key, and name the key:
 *   src/data/band.ts:12: unknown key 'webseite' (did you mean 'siteUrl'?)
 *   src/data/band.ts:19: lineup entry 2: part is empty
 */
import { parseDate } from '../domain/dates';
import type { Gig } from '../domain/gigs';
import { makeGig } from './makeGig';
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
  /**
   * `false`: a booking nobody sees. Its day is taken in Kontakt's date check and
   * nothing else about it ships: not its place, not its information.
   */
  listed?: boolean;
  /** Where tickets are sold, an https:// address: the calendar files and search engines link to it. */
  tickets?: string;
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
  /** The gigs the site shows (public ones and private parties); never a booking with `listed: false`. */
  gigs: Gig[];
  /** The days of the bookings with `listed: false`, `YYYY-MM-DD`, sorted, each once: all the site knows of them. */
  bookedDays: string[];
  /** As written; the Programm page sorts them. */
  songs: Song[];
}

/**
 * Where an entry stands, for messages: `src/data/gigs.ts:41`. `index` is the
 * entry's position in its list, or the path of a key of the band details
 * (`'slogan'`, `'contact.role'`, `'lineup.1.part'`; `''` for the whole).
 * The build's locator is `locateInSources` (entryLines.ts).
 */
export type Locate = (file: 'gigs' | 'songs' | 'band', index: number | string) => string;

/** Without sources (tests, the app), entries are named by file and position. */
export const locateByPosition: Locate = (file, index) =>
  typeof index === 'number' ? `src/data/${file}.ts (entry ${index + 1})` : `src/data/${file}.ts${index === '' ? '' : ` (${index})`}`;

/** Thrown by readDataOrThrow with every problem, one per line. */
export class DataError extends Error {
  constructor(readonly problems: string[]) {
    super(`The band data has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n  ${problems.join('\n  ')}`);
    this.name = 'DataError';
  }
}

const GIG_KEYS = ['date', 'location', 'info', 'private', 'listed', 'tickets'] as const;
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

/**
 * Words the band may write for a key, German ones first, for "did you mean"
 * where the spelling is too far from the key: each names the keys it may mean,
 * and the one allowed where it stands is suggested.
 */
const SYNONYMS: Record<string, readonly string[]> = {
  webseite: ['siteUrl'],
  website: ['siteUrl'],
  homepage: ['siteUrl'],
  url: ['siteUrl'],
  domain: ['siteUrl'],
  telefon: ['phone'],
  mail: ['email'],
  'e-mail': ['email'],
  adresse: ['address'],
  anschrift: ['address'],
  firma: ['company'],
  rechtsform: ['legalForm'],
  besetzung: ['lineup'],
  mitglieder: ['lineup'],
  gesellschafter: ['partners'],
  steuernummer: ['taxId'],
  vorname: ['firstName'],
  nachname: ['lastName'],
  rolle: ['role'],
  instrument: ['part'],
  strasse: ['street'],
  straße: ['street'],
  plz: ['postalCode'],
  postleitzahl: ['postalCode'],
  stadt: ['town'],
  ort: ['town', 'location'],
  foto: ['portrait'],
  bild: ['portrait'],
  fotograf: ['photoCredit'],
  datum: ['date'],
  künstler: ['artist'],
  interpret: ['artist'],
  stil: ['style'],
  genre: ['style'],
  jahr: ['year'],
  öffentlich: ['listed'],
  sichtbar: ['listed'],
  versteckt: ['listed'],
  geheim: ['listed'],
  public: ['listed'],
  hidden: ['listed'],
  visible: ['listed'],
};

/** "unknown key 'x'" with the key that was probably meant, or the keys allowed there. */
function unknownKey(key: string, allowed: readonly string[]): string {
  const typed = key.toLowerCase();
  let near = SYNONYMS[typed]?.find((k) => allowed.includes(k));
  if (!near) {
    let best = 3;
    for (const k of allowed) {
      const d = distance(k.toLowerCase(), typed);
      if (d < best) [best, near] = [d, k];
    }
  }
  return `unknown key '${key}'${near ? ` (did you mean '${near}'?)` : ` (allowed: ${allowed.join(', ')})`}`;
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
      if (!allowed.includes(key)) this.problem(unknownKey(key, allowed));
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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The gigs the site shows, and the days of the bookings it must not show
 * (`listed: false`): those are read as strictly, then kept apart, so no page,
 * feed or file can list them by mistake. A cancelled booking blocks no day.
 */
function readGigs(raw: readonly RawGig[], locate: Locate, problems: string[], warnings: string[]): { gigs: Gig[]; bookedDays: string[] } {
  if (!Array.isArray(raw)) {
    problems.push(`${locate('gigs', 0)}: the gigs must be a list in [ … ]`);
    return { gigs: [], bookedDays: [] };
  }
  const seen = new Map<string, number>();
  const gigs: Gig[] = [];
  const booked = new Set<string>();
  raw.forEach((gig: unknown, index) => {
    const g = (isObject(gig) ? gig : {}) as Record<string, unknown>;
    const entry = new Entry(
      locate('gigs', index),
      () =>
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
      entry.problem(
        g.date === undefined ? 'date is missing (expected YYYY-MM-DD)' : `date must be a text like '2027-07-14', got ${shown(g.date)}`,
      );
    } else {
      try {
        date = parseDate(g.date.trim());
      } catch {
        entry.problem(`date ${shown(g.date)} is not a real date (expected YYYY-MM-DD)`);
      }
    }
    const location = entry.text(g.location, 'location');
    const info = entry.text(g.info, 'info', true);
    for (const flag of ['private', 'listed'] as const) {
      if (g[flag] !== undefined && typeof g[flag] !== 'boolean') {
        entry.problem(`${flag} must be true or false (without quotes), got ${shown(g[flag])}`);
      }
    }
    let tickets: string | undefined;
    if (g.tickets !== undefined) {
      tickets = entry.text(g.tickets, 'tickets');
      if (tickets && !isHttps(tickets)) {
        entry.problem(`tickets must be an address starting with https://, e.g. 'https://tickets.example/upgrade', got ${shown(g.tickets)}`);
      }
    }
    const read = makeGig({ date, location, info, private: g.private === true, tickets });
    if (!entry.problems.length) {
      // The gig's address (calendar UID, own page): places written apart only in case or punctuation are one.
      const twin = seen.get(read.slug);
      if (twin !== undefined) entry.problem(`the same day and place as ${locate('gigs', twin)}`);
      else seen.set(read.slug, index);
    }
    // Information that seems to name a time the reader cannot read would make an all-day event without a word.
    if (!entry.problems.length && !read.time && /\d\s*Uhr\b/i.test(info)) {
      warnings.push(
        `${locate('gigs', index)}: gig on ${read.iso} at ${JSON.stringify(location)}: info ${JSON.stringify(info)} names a time the site cannot read, so the calendar shows an all-day event (write e.g. 'Beginn 21 Uhr', 'ab 22 Uhr' or '16–18 Uhr')`,
      );
    }
    problems.push(...entry.problems);
    if (g.listed !== false) gigs.push(read);
    else if (!entry.problems.length && !read.cancelled) booked.add(read.iso);
  });
  return { gigs, bookedDays: [...booked].sort() };
}

function readSongs(raw: readonly RawSong[], locate: Locate, problems: string[]): Song[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    problems.push(`${locate('songs', 0)}: the song list is empty: the Programm page needs at least one song`);
    return [];
  }
  const seen = new Map<string, number>();
  return raw.map((song: unknown, index) => {
    const s = (isObject(song) ? song : {}) as Record<string, unknown>;
    const entry = new Entry(
      locate('songs', index),
      () =>
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

// --- The band details: one nested object, read against its shape ---

/** A problem at a key path of the band details ('slogan', 'contact.role', 'lineup.1.part'). */
type Report = (path: string, message: string) => void;
/** Reads one value of the band details: reports what is wrong, returns it as the site uses it. */
type Reader = (value: unknown, path: string, report: Report) => unknown;

const child = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** A path as a message names it: 'contact.role', 'lineup entry 2: part'. */
function label(path: string): string {
  let text = '';
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part)) text += ` entry ${Number(part) + 1}`;
    else text += !text ? part : / entry \d+$/.test(text) ? `: ${part}` : `.${part}`;
  }
  return text;
}

/**
 * A text: trimmed, runs of spaces made one; refused when missing or empty
 * unless `optional` (then missing or empty reads as ''). `rule` returns what
 * is wrong with a filled text, said after the key and the value.
 */
function text({
  optional = false,
  rule,
  then = (t: string) => t,
}: { optional?: boolean; rule?: (text: string) => string | undefined; then?: (text: string) => string } = {}): Reader {
  return (value, path, report) => {
    if (value === undefined && optional) return '';
    if (typeof value !== 'string') {
      report(path, value === undefined ? `${label(path)} is missing` : `${label(path)} must be a text in quotes, got ${shown(value)}`);
      return '';
    }
    const trimmed = value.trim().replace(/\s+/g, ' ');
    if (!trimmed) {
      if (!optional) report(path, `${label(path)} is empty`);
      return '';
    }
    const wrong = rule?.(trimmed);
    if (wrong) report(path, `${label(path)} ${shown(value)} ${wrong}`);
    return then(trimmed);
  };
}

/** An object with exactly these keys: any other is refused, with the one probably meant. */
function record(shape: Record<string, Reader>): Reader {
  const keys = Object.keys(shape);
  return (value, path, report) => {
    if (!isObject(value)) {
      const expected = `{ ${keys.map((key) => `${key}: …`).join(', ')} }`;
      report(
        path,
        value === undefined
          ? `${label(path)} is missing (expected ${expected})`
          : `${label(path) || 'the band details'} must be ${expected}, got ${shown(value)}`,
      );
      return value;
    }
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) report(child(path, key), `${path ? `${label(path)}: ` : ''}${unknownKey(key, keys)}`);
    }
    return Object.fromEntries(keys.map((key) => [key, shape[key](value[key], child(path, key), report)]));
  };
}

/** A list with at least one entry; `needs` says what for, with an example. */
function list(entry: Reader, needs: string): Reader {
  return (value, path, report) => {
    if (!Array.isArray(value)) {
      report(
        path,
        value === undefined
          ? `${label(path)} is missing: ${needs}`
          : `${label(path)} must be a list in [ … ]: ${needs}, got ${shown(value)}`,
      );
      return [];
    }
    if (!value.length) {
      report(path, `${label(path)} is empty: ${needs}`);
      return [];
    }
    return value.map((item, index) => entry(item, child(path, index), report));
  };
}

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

const MONTH_YEAR = /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/;

const provider = record({ name: text(), servers: text() });

/** The shape of src/data/band.ts, in its order (the bundle keeps it). */
const readBand = record({
  name: text(),
  slogan: text(),
  town: text(),
  contact: record({ firstName: text(), lastName: text(), role: text() }),
  company: text(),
  legalForm: text(),
  lineup: list(
    record({ name: text(), part: text() }),
    "the home page introduces every musician with what they play, e.g. [{ name: 'Miriam', part: 'Gesang' }]",
  ),
  partners: list(
    text({ rule: (name) => (/\S\s\S/.test(name) ? undefined : "needs first and last name, e.g. 'Miriam Muster'") }),
    "the Impressum names every partner of the GbR with first and last name, e.g. ['Miriam Muster', 'Jonas Beispiel']",
  ),
  taxId: record({ label: text(), value: text() }),
  providers: record({ webHost: provider, mail: provider }),
  logDays: (value, path, report) => {
    if (!(Number.isInteger(value) && (value as number) > 0))
      report(path, `logDays must be the number of days the host keeps its logs (without quotes), got ${shown(value)}`);
    return value;
  },
  privacyDate: text({ rule: (date) => (MONTH_YEAR.test(date) ? undefined : "must be a month and year like 'November 2026'") }),
  address: record({ street: text(), postalCode: text(), town: text() }),
  email: text({ rule: (email) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : 'is not an e-mail address') }),
  phone: record({
    display: text({ then: typesetPhone }),
    dial: text({
      rule: (dial) => (/^\+[1-9]\d{5,14}$/.test(dial) ? undefined : "must be the number in international form, e.g. '+4956112345'"),
    }),
  }),
  instagram: text({ rule: (url) => (isHttps(url) ? undefined : "must be the profile's address with https://") }),
  // Empty: the drawn placeholder portrait.
  portrait: text({ optional: true }),
  photoCredit: text({ optional: true }),
  siteUrl: text({
    rule: (url) =>
      isHttps(url) && url.endsWith('/')
        ? undefined
        : "must be the site's address with https:// and a closing /, e.g. 'https://upgrade-band.de/'",
  }),
});

/** The band details: every key known, every text filled, every list with an entry. */
function readBandDetails(raw: unknown, locate: Locate, problems: string[]): Band {
  const report: Report = (path, message) => problems.push(`${locate('band', path)}: ${message}`);
  const band = readBand(raw, '', report) as Band;
  if (isObject(band) && band.portrait && !band.photoCredit) {
    report('photoCredit', "photoCredit must name who took the portrait (the Impressum credits the photographer), e.g. 'Anna Beispiel'");
  }
  return band;
}

/** Reads the data; `problems` is empty when all is well, and `data` is then safe to use. */
export function readData(raw: RawData, locate: Locate = locateByPosition): { data: BandData; problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  const band = readBandDetails(raw.band, locate, problems);
  const { gigs, bookedDays } = readGigs(raw.gigs, locate, problems, warnings);
  const songs = readSongs(raw.songs, locate, problems);
  return { data: { band, gigs, bookedDays, songs }, problems, warnings };
}

/** Reads the data or throws a DataError with every problem. */
export function readDataOrThrow(raw: RawData, locate?: Locate): BandData {
  const { data, problems } = readData(raw, locate);
  if (problems.length) throw new DataError(problems);
  return data;
}
