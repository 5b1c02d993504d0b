/**
 * The one strict reading of the band's data. The build runs it before anything
 * is bundled or written and ships its result; the tests run it on fixtures.
 * Every problem is reported, none dropped: each message names the file the
 * band edits, the line where the entry starts, the entry in words and what is
 * wrong with it, e.g.
 *   src/data/gigs.ts:41: gig on 2027-7.5-14 at "Kulturbahnhof, Kassel": date "2027-7.5-14" is not a real date (expected YYYY-MM-DD)
 * One reader per file (readBand, readGigs, readSongs, and for issue 47's optional files readReferences,
 * readFaq, readLineups, readPress), each on the typed record reader (readRecord.ts).
 */
import type { GigHistory } from '../domain/gigHistory';
import type { Gig } from '../domain/gigs';
import type { SiteMedia } from '../domain/media';
import type { Song } from '../domain/songs';
import type { Question } from '../domain/faq';
import type { Lineup } from '../domain/lineups';
import type { Press, PressKit } from '../domain/press';
import type { Reference, Testimonial } from '../domain/references';
import type { Band } from './band';
import { locateByPosition, locateExtraByPosition, type Locate, type LocateExtra } from './locate';
import { readFaq } from './readFaq';
import { readLineups } from './readLineups';
import { readPress } from './readPress';
import { readReferences } from './readReferences';
import { readBand } from './readBand';
import { readGigs, type RawGig } from './readGigs';
import { readSongs, type RawSong } from './readSongs';
import { english, type Problem } from '../domain/refusals';

/** What the band edits: the three data files, and the optional ones of issue 47 where they are there. */
export interface RawData {
  band: Band;
  gigs: readonly RawGig[];
  songs: readonly RawSong[];
  /**
   * Each optional file's exports, the module whole (`{ testimonials, references }`, `{ faq }`,
   * `{ lineups }`, `{ press }`), so a misspelt export is refused by name; left out where the file is not there.
   */
  references?: unknown;
  faq?: unknown;
  lineups?: unknown;
  press?: unknown;
}

/** How readData places and dates what it reads besides the three files' entries. */
export interface ReadOptions {
  /** Where the optional files' entries stand (the build's: locateExtrasInSources); by position without. */
  locateExtra?: LocateExtra;
  /**
   * The day the check runs: a testimonial's day and a reference's year may not lie after it. The build and
   * the editor pass nothing, so it is the clock's (`new Date()`, local): "in the future" means after the
   * day the band builds, whatever day the build stamps (SOURCE_DATE_EPOCH) says. Tests pass a fixed one.
   */
  today?: Date;
}

/** The data as the app and the build's outputs use it: checked, trimmed, dates parsed. */
export interface BandData {
  band: Band;
  /**
   * The gigs the site shows (public ones and private parties); never a booking with `listed: false`. In band.js
   * reading it makes every gig (a spread of the data reads it too): pages read `history` (useGigHistory).
   */
  gigs: Gig[];
  /** The days of the bookings with `listed: false`, `YYYY-MM-DD`, sorted, each once: all the site knows of them. */
  bookedDays: string[];
  /** As written; the Programm page sorts them. */
  songs: Song[];
  /** The band's photos, videos and recordings and the portrait, as the build made them (src/domain/media.ts); none: nothing to show. */
  media?: SiteMedia;
  /**
   * What clients ask before booking (issue 47), from the optional files references.ts, faq.ts, lineups.ts
   * and press.ts: each left out where its file is missing or its list empty, so the site shows and ships none of it.
   */
  testimonials?: Testimonial[];
  /** Newest first. */
  references?: Reference[];
  faq?: Question[];
  lineups?: Lineup[];
  press?: Press;
  /** The press page's downloads, made by the build where there is `press` (src/domain/press.ts). */
  pressKit?: PressKit;
  /**
   * The gigs as band.js carries them, each made when first asked for (unpackParts, issue 39); absent where
   * `gigs` are made already (the build, the tests): useGigHistory orders those.
   */
  history?: GigHistory;
}

/** Thrown by readDataOrThrow with every problem, one per line. */
export class DataError extends Error {
  constructor(readonly problems: string[]) {
    super(`The band data has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n  ${problems.join('\n  ')}`);
    this.name = 'DataError';
  }
}

/** Reads the data; `problems` is empty when all is well, and `data` is then safe to use. Problems and warnings in the command line's words. */
export function readData(
  raw: RawData,
  locate: Locate = locateByPosition,
  options: ReadOptions = {},
): { data: BandData; problems: string[]; warnings: string[] } {
  const { data, problems, warnings } = readDataProblems(raw, locate, options);
  return { data, problems: problems.map(english), warnings: warnings.map(english) };
}

/** readData with the problems and warnings by kind, for words in either language (src/domain/refusals.ts). */
export function readDataProblems(
  raw: RawData,
  locate: Locate = locateByPosition,
  { locateExtra = locateExtraByPosition, today = new Date() }: ReadOptions = {},
): { data: BandData; problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const band = readBand(raw.band, locate, problems);
  const { gigs, bookedDays } = readGigs(raw.gigs, locate, problems, warnings);
  const songs = readSongs(raw.songs, locate, problems);
  const data: BandData = { band, gigs, bookedDays, songs };
  // Each only where there is something: an empty list or a missing file ships nothing.
  const { testimonials, references } = readReferences(raw.references, locateExtra, problems, today);
  if (testimonials.length) data.testimonials = testimonials;
  if (references.length) data.references = references;
  const faq = readFaq(raw.faq, locateExtra, problems);
  if (faq.length) data.faq = faq;
  const lineups = readLineups(raw.lineups, locateExtra, problems);
  if (lineups.length) data.lineups = lineups;
  const press = readPress(raw.press, locateExtra, problems);
  if (press) data.press = press;
  return { data, problems, warnings };
}

/** Reads the data or throws a DataError with every problem. */
export function readDataOrThrow(raw: RawData, locate?: Locate, options?: ReadOptions): BandData {
  const { data, problems } = readData(raw, locate, options);
  if (problems.length) throw new DataError(problems);
  return data;
}
