/**
 * The checked data as dist/band.js carries it, both ways: the build packs what
 * readData returned (src/build/bundle.ts, plugin `shipped-data`) and the bundle
 * unpacks it on load (src/data/shipped.ts is replaced by that call). Entries
 * travel as arrays because repeated keys would cost bytes in every gig and song;
 * a gig's day travels as a number (epochDay), so the date the band wrote is parsed
 * once, by readData, and never again.
 */
import { epochDay, fromEpochDay } from '../domain/dates';
import { makeGig } from './makeGig';
import { rebaseMedia, type SiteMedia } from '../domain/media';
import type { GigHistory } from '../domain/gigHistory';
import type { Gig } from '../domain/gigs';
import { rebasePressKit, type PressKit } from '../domain/press';
import type { Song, Style } from '../domain/songs';
import type { BandData } from './readData';

/** A gig: its day as epochDay (20648 for 14 July 2026), location, info, 1 for a private party (else 0), and its tickets address. */
export type PackedGig = [day: number, location: string, info: string, isPrivate?: 1 | 0, tickets?: string];
/** A song: title, artist, and style and year (0 where not given) when either is. */
export type PackedSong = [title: string, artist: string, style?: Style | 0, year?: number];

/** Issue 47's texts as readData made them (plain texts and numbers), each left out where the band has none. */
export interface PackedData extends Pick<BandData, 'testimonials' | 'references' | 'faq' | 'lineups' | 'press'> {
  band: BandData['band'];
  gigs: PackedGig[];
  /** The days of unlisted bookings (`YYYY-MM-DD`): their places never ship. */
  bookedDays: string[];
  songs: PackedSong[];
  /** The band's media with paths relative to dist/ (src/domain/media.ts); left out when there are none. */
  media?: SiteMedia;
  /** The press page's downloads with paths relative to dist/; left out where there is no press page. */
  pressKit?: PressKit;
}

/** The build's side: checked data in, plain JSON out. */
export function pack({
  band,
  gigs,
  bookedDays,
  songs,
  media,
  testimonials,
  references,
  faq,
  lineups,
  press,
  pressKit,
}: BandData): PackedData {
  return {
    ...(media && { media }),
    // Plain texts and numbers already, as they are; none where the band has none.
    ...(testimonials && { testimonials }),
    ...(references && { references }),
    ...(faq && { faq }),
    ...(lineups && { lineups }),
    ...(press && { press }),
    ...(pressKit && { pressKit }),
    band,
    bookedDays,
    gigs: gigs.map((gig): PackedGig => {
      const day = epochDay(gig.date);
      const packed: PackedGig = [day, gig.location, gig.info];
      if (gig.private || gig.tickets) packed.push(gig.private ? 1 : 0);
      if (gig.tickets) packed.push(gig.tickets);
      return packed;
    }),
    songs: songs.map((song): PackedSong =>
      song.style || song.year ? [song.title, song.artist, song.style ?? 0, song.year ?? 0] : [song.title, song.artist],
    ),
  };
}

/**
 * The bundle's side, part by part (issue 39): the gigs and the songs are read from their JSON text on first
 * use of each, so a route that shows no song never makes one, and Home, Auftritte and the partner list
 * compile no object literal of every gig and song. Each gig is made when a page first asks for it
 * (`history`, GigHistory): Home makes the next public one, not ten years of them. `gigs` makes every
 * one, in the order of their days; otherwise the same data as unpack gives.
 */
export function unpackParts(details: Omit<PackedData, 'gigs' | 'songs'>, gigs: string, songs: string, base = ''): BandData {
  const { media, pressKit } = details;
  let history: GigHistory | undefined;
  let madeSongs: BandData['songs'] | undefined;
  const read = () => (history ??= madeWhenAsked(JSON.parse(gigs) as PackedGig[]));
  return {
    // The band, the booked days and issue 47's texts as they are; the files behind `base`.
    ...details,
    ...(media && { media: rebaseMedia(media, base) }),
    ...(pressKit && { pressKit: rebasePressKit(pressKit, base) }),
    get history() {
      return read();
    },
    // Every gig, made now: a page reads `history` instead (useGigHistory).
    get gigs() {
      return read().slice(0);
    },
    get songs() {
      return (madeSongs ??= (JSON.parse(songs) as PackedSong[]).map(unpackSong));
    },
  };
}

/** Packed gigs as a GigHistory: ordered by their days (the day is each one's first value), each made on first use. */
function madeWhenAsked(packed: PackedGig[]): GigHistory {
  const order = packed.map((_, i) => i).sort((a, b) => packed[a]![0] - packed[b]![0]);
  const made: Gig[] = [];
  return {
    days: order.map((i) => packed[i]![0]),
    slice: (start, end) => order.slice(start, end).map((i) => (made[i] ??= unpackGig(packed[i]!))),
  };
}

/** One gig as readData made it: the same function makes it again, so every derived field matches. */
const unpackGig = ([day, location, info, isPrivate, tickets]: PackedGig): Gig =>
  makeGig({ date: fromEpochDay(day), location, info, private: isPrivate === 1, tickets });

const unpackSong = ([title, artist, style, year]: PackedSong): Song => ({ title, artist, ...(style && { style }), ...(year && { year }) });

/**
 * The bundle's side: gives back exactly the data the build packed, the media's paths behind `base`
 * (band.js's own folder: the photos lie beside it, whichever page loads it).
 */
export function unpack({ band, gigs, bookedDays, songs, media, pressKit, ...texts }: PackedData, base = ''): BandData {
  return {
    ...texts,
    ...(media && { media: rebaseMedia(media, base) }),
    ...(pressKit && { pressKit: rebasePressKit(pressKit, base) }),
    band,
    bookedDays,
    gigs: gigs.map(unpackGig),
    songs: songs.map(unpackSong),
  };
}
