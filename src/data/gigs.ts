/**
 * Our gigs, in any order: the site sorts them and decides what is upcoming.
 * Add a gig as one line: `{ date: 'YYYY-MM-DD', location: 'Venue, Town', info: '…' }`;
 * `info` is optional (start time, entry fee, or "Abgesagt" for a cancelled gig).
 * `private: true` marks a client's own party (wedding, birthday, company party): it is
 * listed on Auftritte, but not announced to search engines as a public event.
 * The build refuses a gig whose date is not a real calendar day.
 */
import type { RawGig } from './readData';

export const gigs: RawGig[] = [
  { date: '2023-07-14', location: 'Sommerfest am Auedamm, Kassel', info: 'ca. 20:00 Uhr' },
  { date: '2021-08-21', location: 'Biergarten Zur Linde, Baunatal' },
  { date: '2024-12-31', location: 'Silvesterparty im Bürgerhaus, Vellmar', info: 'ab 22 Uhr' },
  { date: '2022-05-07', location: 'Firmenjubiläum, Kassel', private: true },
  { date: '2025-09-13', location: 'Weinfest am Marktplatz, Wolfhagen', info: 'ca. 15:00 Uhr' },
  { date: '2021-09-25', location: 'Hoffest Gut Ellenbach, Fuldabrück', info: '16 bis 18 Uhr' },
  { date: '2023-12-09', location: 'Kulturbahnhof, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2022-06-18', location: 'Stadtfest, Hofgeismar', info: '21:30 Uhr' },
  { date: '2024-05-01', location: 'Maifest am Dorfgemeinschaftshaus, Niestetal', info: 'ca. 15:00 Uhr' },
  { date: '2025-11-29', location: 'Musikkeller Nordstadt, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2022-09-03', location: 'Hochzeit auf Schloss Wilhelmsthal, Calden', private: true },
  { date: '2023-03-18', location: 'Clubabend im Kulturzentrum, Melsungen', info: 'ab 22 Uhr' },
  { date: '2024-08-10', location: 'Seefest am Buga-See, Kassel', info: '16 bis 18 Uhr' },
  { date: '2021-12-11', location: 'Weihnachtsfeier, Kassel', info: 'Abgesagt wegen Corona-Auflagen', private: true },
  { date: '2025-06-21', location: 'Fête de la Musique, Kassel', info: 'ca. 20:00 Uhr' },
  { date: '2023-09-30', location: 'Oktoberfest im Festzelt, Lohfelden', info: '21:30 Uhr' },
  { date: '2022-12-17', location: 'Weihnachtsmarkt, Spangenberg', info: 'ca. 15:00 Uhr' },
  { date: '2024-02-10', location: 'Faschingsparty im Bürgerhaus, Schauenburg', info: 'ab 22 Uhr' },
  { date: '2025-03-15', location: 'Frühlingsball im Stadtpark, Bad Wildungen' },
  { date: '2021-10-30', location: 'Geburtstagsfeier, Kaufungen', private: true },
  { date: '2023-05-20', location: 'Brunnenfest, Helsa', info: 'Abgesagt wegen Dauerregens' },
  { date: '2024-10-05', location: 'Kirmes am Festplatz, Grebenstein', info: '21:30 Uhr' },
  { date: '2022-02-26', location: 'Clubkonzert im Musikkeller Nordstadt, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2025-08-02', location: 'Hochzeit auf dem Gutshof Dörnberg, Habichtswald', private: true },
  { date: '2023-08-26', location: 'Stadtteilfest Wehlheiden, Kassel', info: 'ca. 15:00 Uhr' },
  { date: '2024-06-29', location: 'Sommernachtsfest, Baunatal', info: 'ca. 20:00 Uhr' },
  { date: '2022-07-23', location: 'Betriebsfest, Lohfelden', info: 'Abgesagt wegen einer Unwetterwarnung', private: true },
  { date: '2025-04-26', location: 'Firmenfeier im Kongress Palais, Kassel', private: true },
  { date: '2021-07-10', location: 'Open-Air am Sportplatz, Ahnatal', info: 'ab 22 Uhr' },
  { date: '2024-11-16', location: 'Benefizkonzert im Gemeindesaal, Zierenberg', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2023-10-28', location: 'Herbstball, Wolfhagen', info: '21:30 Uhr' },
  { date: '2022-10-15', location: 'Geburtstagsfeier, Espenau', private: true },
  { date: '2025-10-18', location: 'Kulturbahnhof, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2024-03-23', location: 'Clubabend im Kulturzentrum, Melsungen', info: 'ab 22 Uhr' },
  { date: '2023-06-10', location: 'Dorffest, Fuldatal', info: '16 bis 18 Uhr' },
  { date: '2025-12-13', location: 'Weihnachtsmarkt, Spangenberg', info: 'ca. 15:00 Uhr' },
  { date: '2022-04-30', location: 'Tanz in den Mai, Immenhausen', info: 'ab 22 Uhr' },
  { date: '2024-07-20', location: 'Hochzeit im Landhotel, Naumburg', private: true },
];
