/**
 * The one strict reading of the band's data. The build runs it before anything
 * is bundled or written and ships its result; the tests run it on fixtures.
 * Every problem is reported, none dropped: each message names the file the
 * band edits, the line where the entry starts, the entry in words and what is
 * wrong with it, e.g.
 *   src/data/gigs.ts:41: gig on 2027-7.5-14 at "Kulturbahnhof, Kassel": date "2027-7.5-14" is not a real date (expected YYYY-MM-DD)
 * One reader per file (readBand, readGigs, readSongs), each on the typed
 * record reader (readRecord.ts).
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
import { locateByPosition, type Locate } from './locate';
import { readBand } from './readBand';
import { readGigs, type RawGig } from './readGigs';
import { readSongs, type RawSong } from './readSongs';
import { english, type Problem } from '../domain/refusals';

/** What the band edits: the three data files. */
export interface RawData {
  band: Band;
  gigs: readonly RawGig[];
  songs: readonly RawSong[];
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
export function readData(raw: RawData, locate: Locate = locateByPosition): { data: BandData; problems: string[]; warnings: string[] } {
  const { data, problems, warnings } = readDataProblems(raw, locate);
  return { data, problems: problems.map(english), warnings: warnings.map(english) };
}

/** readData with the problems and warnings by kind, for words in either language (src/domain/refusals.ts). */
export function readDataProblems(
  raw: RawData,
  locate: Locate = locateByPosition,
): { data: BandData; problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const band = readBand(raw.band, locate, problems);
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
