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
import type { Style } from '../domain/songs';
import type { BandData } from './readData';

/** A gig: its day as epochDay (20648 for 14 July 2026), location, info, 1 for a private party (else 0), and its tickets address. */
export type PackedGig = [day: number, location: string, info: string, isPrivate?: 1 | 0, tickets?: string];
/** A song: title, artist, and style and year (0 where not given) when either is. */
export type PackedSong = [title: string, artist: string, style?: Style | 0, year?: number];

export interface PackedData {
  band: BandData['band'];
  gigs: PackedGig[];
  /** The days of unlisted bookings (`YYYY-MM-DD`): their places never ship. */
  bookedDays: string[];
  songs: PackedSong[];
  /** The band's media with paths relative to dist/ (src/domain/media.ts); left out when there are none. */
  media?: SiteMedia;
}

/** The build's side: checked data in, plain JSON out. */
export function pack({ band, gigs, bookedDays, songs, media }: BandData): PackedData {
  return {
    ...(media && { media }),
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
 * The bundle's side, part by part (issue 39): the gigs and the songs are read from their JSON text and made
 * on first use of each, so a route that shows no song never makes one, and Home, Auftritte and the partner
 * list compile no object literal of every gig and song. The same data as unpack gives.
 */
export function unpackParts(
  { band, bookedDays, media }: Omit<PackedData, 'gigs' | 'songs'>,
  gigs: string,
  songs: string,
  base = '',
): BandData {
  let madeGigs: BandData['gigs'] | undefined;
  let madeSongs: BandData['songs'] | undefined;
  // Each part made by unpack itself, from its own text, the other part left empty.
  const made = (part: Pick<PackedData, 'gigs' | 'songs'>) => unpack({ band, bookedDays, ...part });
  return {
    ...(media && { media: rebaseMedia(media, base) }),
    band,
    bookedDays,
    get gigs() {
      return (madeGigs ??= made({ gigs: JSON.parse(gigs) as PackedGig[], songs: [] }).gigs);
    },
    get songs() {
      return (madeSongs ??= made({ gigs: [], songs: JSON.parse(songs) as PackedSong[] }).songs);
    },
  };
}

/**
 * The bundle's side: gives back exactly the data the build packed, the media's paths behind `base`
 * (band.js's own folder: the photos lie beside it, whichever page loads it).
 */
export function unpack({ band, gigs, bookedDays, songs, media }: PackedData, base = ''): BandData {
  return {
    ...(media && { media: rebaseMedia(media, base) }),
    band,
    bookedDays,
    // The same function that made each gig at read time makes it again, so every derived field matches.
    gigs: gigs.map(([day, location, info, isPrivate, tickets]) =>
      makeGig({ date: fromEpochDay(day), location, info, private: isPrivate === 1, tickets }),
    ),
    songs: songs.map(([title, artist, style, year]) => ({ title, artist, ...(style && { style }), ...(year && { year }) })),
  };
}
