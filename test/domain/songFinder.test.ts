// The song finder's rules, as tables.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decadeLabel, decadeOf, decadesOf, findSongs, NO_QUERY, stylesOf } from '../../src/domain/songFinder';
import { STYLES, type Song } from '../../src/domain/songs';

const SONGS: Song[] = [
  { title: 'Über den Wolken', artist: 'Reinhard Mey', style: 'Deutschsprachig', year: 1974 },
  { title: 'Highway to Hell', artist: 'AC/DC', style: 'Rock', year: 1979 },
  { title: 'Jailhouse Rock', artist: 'Elvis Presley', style: 'Rock', year: 1957 },
  { title: 'Flowers', artist: 'Miley Cyrus', style: 'Pop', year: 2023 },
  { title: 'Happy', artist: 'Pharrell Williams', style: 'Pop', year: 2013 },
  { title: 'Neu im Programm', artist: 'Irgendwer' },
];
const titles = (songs: Song[]) => songs.map((s) => s.title);

const decades = suite('decades');
for (const [year, decade, label] of [
  [1957, 1950, '50er'],
  [1979, 1970, '70er'],
  [2000, 2000, '2000er'],
  [2013, 2010, '2010er'],
  [2023, 2020, '2020er'],
] as const) {
  decades(`${year} → ${label}`, () => {
    assert.is(decadeOf(year), decade);
    assert.is(decadeLabel(decade), label);
  });
}
decades('the decades and styles the songs cover, in order, none for songs without a year', () => {
  assert.equal(decadesOf(SONGS), [1950, 1970, 2010, 2020]);
  assert.equal(stylesOf(SONGS, STYLES), ['Rock', 'Pop', 'Deutschsprachig']);
  assert.equal(stylesOf(SONGS.slice(3), STYLES), ['Pop']);
});
decades.run();

// ---

const find = suite('findSongs');
const CASES: [string, Partial<typeof NO_QUERY>, string[]][] = [
  ['no query: all, in order', {}, titles(SONGS)],
  ['accents forgiven', { text: 'uber' }, ['Über den Wolken']],
  ['case and punctuation forgiven', { text: 'acdc' }, ['Highway to Hell']],
  ['artist found too', { text: 'elvis' }, ['Jailhouse Rock']],
  ['a song without style or year is found by text', { text: 'neu im' }, ['Neu im Programm']],
  ['style', { style: 'Rock' }, ['Highway to Hell', 'Jailhouse Rock']],
  ['decade', { decade: 2010 }, ['Happy']],
  ['style and decade together', { style: 'Pop', decade: 2020 }, ['Flowers']],
  ['text within the filters', { style: 'Rock', text: 'hell' }, ['Highway to Hell']],
  ['nothing matches', { text: 'zzz' }, []],
];
for (const [name, query, expected] of CASES) {
  find(name, () => assert.equal(titles(findSongs(SONGS, { ...NO_QUERY, ...query })), expected));
}
find.run();
