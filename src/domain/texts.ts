/**
 * Visitor-facing text shown in more than one place, each written once here.
 * Text shown in one place stays with the page or component that shows it.
 */
import { formatDate } from './dates';
import type { Gig } from './gigs';
import { joinNames } from './joinNames';

/** The occasions the band plays, as the pages list them. */
export const OCCASIONS = ['Firmenfeiern', 'Geburtstage', 'Hochzeiten'];

const liveMusicFrom = (town: string) => `Live-Musik aus ${town}`;

/** The band in one line, in the site's title and each gig page's description: "Live-Musik aus Kassel für Firmenfeiern, Geburtstage und Hochzeiten". */
export const tagline = (town: string) => `${liveMusicFrom(town)} für ${joinNames(OCCASIONS)}`;

/** The same line set as a row, on the link-preview picture: "Live-Musik aus Kassel · Firmenfeiern · Geburtstage · Hochzeiten". */
export const taglineRow = (town: string) => [liveMusicFrom(town), ...OCCASIONS].join(' · ');

/** The band's name and slogan, the preview picture's description: "Upgrade – Upgrade your Event". */
export const nameAndSlogan = (name: string, slogan: string) => `${name} – ${slogan}`;

/** The calendar feed's name, in calendar apps and on the page's link to it: "Upgrade – Auftritte". */
export const feedTitle = (name: string) => `${name} – Auftritte`;

/** The gig list on a venue's page: the iframe's title, and the link shown before band.js runs: "Termine von Upgrade". */
export const listTitle = (name: string) => `Termine von ${name}`;

/** How the gig lists show a client's party. */
export const PRIVATE_PARTY = 'Private Feier';

/** A gig's own page's title, and what the share sheet sends with its link: "Upgrade live am 14.07.2027: Kulturbahnhof, Kassel". */
export const gigTitle = (name: string, gig: Gig) => `${name} live am ${formatDate(gig.date)}: ${gig.location}`;

/** "Teilen" where there is no share sheet: the status once the link is copied, or where to copy it by hand. */
export const linkCopied = (url: string) => `Link kopiert: ${url}`;
export const COPY_BY_HAND = 'Bitte kopieren Sie den Link aus dem markierten Feld.';
/** The label of that field. */
export const COPY_LINK = 'Link zum Kopieren:';

/** Programm's heading and its list's, as the spec words them, on Programm and on the page of all songs. */
export const SONGS_TITLE = 'Aktuelle Songauswahl';
export const SONGS_SORTED = 'Alphabetisch Sortiert';

/** The button that loads a video's player (issue 38), and the privacy statement's words for that click. */
export const PLAY_VIDEO = 'Video abspielen';

/** The press page's heading (issue 47), its title, and Kontakt's link to it. */
export const PRESS_TITLE = 'Presse & Veranstalter';

/** The Impressum's heading of it, and the links to it beside each video. */
export const PRIVACY_STATEMENT = 'Datenschutzerklärung';
