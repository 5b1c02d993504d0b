/** Everything the build writes besides the bundle: the calendar feed and demo.html's static parts. */
import { band } from '../data/band';
import { sortSongs } from '../domain/songs';
import { gigs as rawGigs } from '../data/gigs';
import { songs as rawSongs } from '../data/songs';
import { parseGigs, parseSongs } from '../data/validate';
import { fallback } from './fallback';
import { feed } from './feed';
import { head } from './head';
import { legalHtml } from './legalHtml';

export const TITLE = `${band.name} – Live-Musik aus ${band.town} für Firmenfeiern, Geburtstage und Hochzeiten`;
export const DESCRIPTION = `${band.name} ist eine Coverband aus ${band.town}: Live-Musik von den 50ern bis zu den aktuellen Charts für Firmenfeiern, Geburtstage und Hochzeiten.`;

export function renderStatic() {
  // The build's own, checked reading of the data (with the private flag the bundle does not need).
  const gigs = parseGigs(rawGigs);
  const songs = sortSongs(parseSongs(rawSongs));
  return {
    feed: feed(gigs, band),
    head: head(gigs, band, TITLE, DESCRIPTION),
    fallback: fallback(gigs, songs, band, legalHtml()),
  };
}
