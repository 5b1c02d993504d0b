/**
 * Our gigs, in any order: the site sorts them and decides what is upcoming.
 * Add a gig as one line: `{ date: 'YYYY-MM-DD', location: 'Venue, Town', info: '…' }`.
 * The location is a place (venue, town), never an event's name. `info` is optional,
 * in the house style of docs/band.md: "Weinfest, Beginn 15 Uhr", "Beginn 21:30 Uhr",
 * "ab 22 Uhr", "16–18 Uhr", "Eintritt 6 €, Beginn 21 Uhr", "Abgesagt (Unwetter)".
 * `private: true` marks a client's own party (wedding, birthday, company party), listed
 * only with the hosts' consent as "Private Feier": no information, no calendar entry.
 * `listed: false` keeps a booking off the site entirely: only its day ships, and Kontakt's
 * date check answers "vergeben" for it (docs/band.md).
 * The build refuses a gig whose date is not a real calendar day.
 */
import type { RawGig } from './readGigs';

export const gigs: RawGig[] = [
  { date: '2023-07-14', location: 'Auedamm, Kassel', info: 'Sommerfest, Beginn 20 Uhr' },
  { date: '2021-08-21', location: 'Biergarten Zur Linde, Baunatal' },
  { date: '2024-12-31', location: 'Bürgerhaus, Vellmar', info: 'Silvesterparty ab 22 Uhr' },
  { date: '2022-05-07', location: 'Kongress Palais, Kassel', private: true },
  { date: '2025-09-13', location: 'Marktplatz, Wolfhagen', info: 'Weinfest, Beginn 15 Uhr' },
  { date: '2021-09-25', location: 'Gut Ellenbach, Fuldabrück', info: 'Hoffest, 16–18 Uhr' },
  { date: '2023-12-09', location: 'Kulturbahnhof, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2022-06-18', location: 'Marktplatz, Hofgeismar', info: 'Stadtfest, Beginn 21:30 Uhr' },
  { date: '2024-05-01', location: 'Dorfgemeinschaftshaus, Niestetal', info: 'Maifest, Beginn 15 Uhr' },
  { date: '2025-11-29', location: 'Musikkeller Nordstadt, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2022-09-03', location: 'Schloss Wilhelmsthal, Calden', private: true },
  { date: '2023-03-18', location: 'Kulturzentrum, Melsungen', info: 'Clubabend ab 22 Uhr' },
  { date: '2024-08-10', location: 'Buga-See, Kassel', info: 'Seefest, 16–18 Uhr' },
  { date: '2021-12-11', location: 'Kongress Palais, Kassel', private: true },
  { date: '2025-06-21', location: 'Friedrichsplatz, Kassel', info: 'Fête de la Musique, Beginn 20 Uhr' },
  { date: '2023-09-30', location: 'Festzelt am Sportplatz, Lohfelden', info: 'Oktoberfest, Beginn 21:30 Uhr' },
  { date: '2022-12-17', location: 'Schlossberg, Spangenberg', info: 'Weihnachtsmarkt, Beginn 15 Uhr' },
  { date: '2024-02-10', location: 'Bürgerhaus, Schauenburg', info: 'Faschingsparty ab 22 Uhr' },
  { date: '2025-03-15', location: 'Stadtpark, Bad Wildungen' },
  { date: '2021-10-30', location: 'Landgasthof Am Bach, Kaufungen', private: true },
  { date: '2023-05-20', location: 'Brunnenplatz, Helsa', info: 'Abgesagt (Dauerregen)' },
  { date: '2024-10-05', location: 'Festplatz, Grebenstein', info: 'Kirmes, Beginn 21:30 Uhr' },
  { date: '2022-02-26', location: 'Musikkeller Nordstadt, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2025-08-02', location: 'Gutshof Dörnberg, Habichtswald', private: true },
  { date: '2023-08-26', location: 'Stadtteilzentrum Wehlheiden, Kassel', info: 'Stadtteilfest, Beginn 15 Uhr' },
  { date: '2024-06-29', location: 'Stadtpark, Baunatal', info: 'Sommernachtsfest, Beginn 20 Uhr' },
  { date: '2022-07-23', location: 'Festhalle, Lohfelden', private: true },
  { date: '2025-04-26', location: 'Kongress Palais, Kassel', private: true },
  { date: '2021-07-10', location: 'Sportplatz, Ahnatal', info: 'Open Air ab 22 Uhr' },
  { date: '2024-11-16', location: 'Gemeindesaal, Zierenberg', info: 'Benefizkonzert, Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2023-10-28', location: 'Stadthalle, Wolfhagen', info: 'Herbstball, Beginn 21:30 Uhr' },
  { date: '2022-10-15', location: 'Dorfgemeinschaftshaus, Espenau', private: true },
  { date: '2025-10-18', location: 'Kulturbahnhof, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2024-03-23', location: 'Kulturzentrum, Melsungen', info: 'Clubabend ab 22 Uhr' },
  { date: '2023-06-10', location: 'Dorfplatz, Fuldatal', info: 'Dorffest, 16–18 Uhr' },
  { date: '2025-12-13', location: 'Schlossberg, Spangenberg', info: 'Weihnachtsmarkt, Beginn 15 Uhr' },
  { date: '2022-04-30', location: 'Festplatz, Immenhausen', info: 'Tanz in den Mai ab 22 Uhr' },
  { date: '2024-07-20', location: 'Landhotel, Naumburg', private: true },
];
