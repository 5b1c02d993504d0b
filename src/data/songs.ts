/**
 * The current song list, in any order: the Programm page sorts it by title.
 * Add a song as one line `{ title: '…', artist: '…' }`; the build checks it.
 * `style` ('Rock', 'Pop' or 'Deutschsprachig') and `year` (of the original
 * release) are optional: with them the song finder's filters find the song too.
 */
import type { RawSong } from './readSongs';

export const songs: RawSong[] = [
  { title: 'Dancing Queen', artist: 'ABBA', style: 'Pop', year: 1976 },
  { title: "Don't Stop Me Now", artist: 'Queen', style: 'Rock', year: 1978 },
  { title: 'Highway to Hell', artist: 'AC/DC', style: 'Rock', year: 1979 },
  { title: "Livin' on a Prayer", artist: 'Bon Jovi', style: 'Rock', year: 1986 },
  { title: 'Africa', artist: 'Toto', style: 'Pop', year: 1982 },
  { title: 'Twist and Shout', artist: 'The Beatles', style: 'Rock', year: 1963 },
  { title: 'Johnny B. Goode', artist: 'Chuck Berry', style: 'Rock', year: 1958 },
  { title: 'Jailhouse Rock', artist: 'Elvis Presley', style: 'Rock', year: 1957 },
  { title: 'Rock Around the Clock', artist: 'Bill Haley & His Comets', style: 'Rock', year: 1954 },
  { title: 'The Best', artist: 'Tina Turner', style: 'Pop', year: 1989 },
  { title: 'September', artist: 'Earth, Wind & Fire', style: 'Pop', year: 1978 },
  { title: 'Happy', artist: 'Pharrell Williams', style: 'Pop', year: 2013 },
  { title: 'Uptown Funk', artist: 'Mark Ronson feat. Bruno Mars', style: 'Pop', year: 2014 },
  { title: 'Levitating', artist: 'Dua Lipa', style: 'Pop', year: 2020 },
  { title: 'As It Was', artist: 'Harry Styles', style: 'Pop', year: 2022 },
  { title: 'Flowers', artist: 'Miley Cyrus', style: 'Pop', year: 2023 },
  { title: 'Mr. Brightside', artist: 'The Killers', style: 'Rock', year: 2003 },
  { title: "Summer of '69", artist: 'Bryan Adams', style: 'Rock', year: 1984 },
  { title: 'Eye of the Tiger', artist: 'Survivor', style: 'Rock', year: 1982 },
  { title: "Rockin' All Over the World", artist: 'Status Quo', style: 'Rock', year: 1977 },
  { title: 'Bad Moon Rising', artist: 'Creedence Clearwater Revival', style: 'Rock', year: 1969 },
  { title: 'Start Me Up', artist: 'The Rolling Stones', style: 'Rock', year: 1981 },
  { title: 'Blinding Lights', artist: 'The Weeknd', style: 'Pop', year: 2019 },
  { title: 'Atemlos durch die Nacht', artist: 'Helene Fischer', style: 'Deutschsprachig', year: 2013 },
  { title: 'Aber bitte mit Sahne', artist: 'Udo Jürgens', style: 'Deutschsprachig', year: 1976 },
  { title: 'Alles neu', artist: 'Peter Fox', style: 'Deutschsprachig', year: 2008 },
  { title: '99 Luftballons', artist: 'Nena', style: 'Deutschsprachig', year: 1983 },
  { title: 'Tage wie diese', artist: 'Die Toten Hosen', style: 'Deutschsprachig', year: 2012 },
  { title: 'Freiheit', artist: 'Marius Müller-Westernhagen', style: 'Deutschsprachig', year: 1987 },
  { title: 'Männer', artist: 'Herbert Grönemeyer', style: 'Deutschsprachig', year: 1984 },
  { title: 'Auf uns', artist: 'Andreas Bourani', style: 'Deutschsprachig', year: 2014 },
  { title: 'Ein Kompliment', artist: 'Sportfreunde Stiller', style: 'Deutschsprachig', year: 2002 },
  { title: 'Rock Me Amadeus', artist: 'Falco', style: 'Deutschsprachig', year: 1985 },
  { title: 'Skandal im Sperrbezirk', artist: 'Spider Murphy Gang', style: 'Deutschsprachig', year: 1981 },
  { title: 'Wahnsinn', artist: 'Wolfgang Petry', style: 'Deutschsprachig', year: 1983 },
  { title: 'Über den Wolken', artist: 'Reinhard Mey', style: 'Deutschsprachig', year: 1974 },
  { title: 'Major Tom (völlig losgelöst)', artist: 'Peter Schilling', style: 'Deutschsprachig', year: 1983 },
  { title: 'Upgrade your Event', artist: 'Upgrade', style: 'Pop', year: 2022 },
];
