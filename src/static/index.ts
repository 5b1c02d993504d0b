/** Everything the build writes besides the bundle: the calendar feed and demo.html's static parts. */
import { band } from '../data/band';
import { sortSongs } from '../domain/songs';
import type { BandData } from '../data/readData';
import { fallback } from './fallback';
import { feed } from './feed';
import { head } from './head';
import { legalHtml } from './legalHtml';

export const TITLE = `${band.name} – Live-Musik aus ${band.town} für Firmenfeiern, Geburtstage und Hochzeiten`;
export const DESCRIPTION = `${band.name} ist eine Coverband aus ${band.town}: Live-Musik von den 50ern bis zu den aktuellen Charts für Firmenfeiern, Geburtstage und Hochzeiten.`;

/** The static outputs of the build's checked reading of the data. */
export function renderStatic(data: BandData) {
  const { gigs, band } = data;
  const songs = sortSongs(data.songs);
  return {
    feed: feed(gigs, band),
    head: head(gigs, band, TITLE, DESCRIPTION),
    fallback: fallback(gigs, songs, band, legalHtml(data)),
  };
}
