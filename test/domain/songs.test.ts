import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { songLine, sortSongs, type Song } from '../../src/domain/songs';

const titles = (songs: Song[]) => songs.map((s) => s.title);
const song = (title: string, artist = 'X'): Song => ({ title, artist });

const sort = suite('sortSongs');

sort('sorts by title, umlauts with their base letter', () => {
  const sorted = sortSongs(['Zombie', 'Über den Wolken', 'Alles neu', 'Männer', 'Mandy', 'Ärger'].map((t) => song(t)));
  assert.equal(titles(sorted), ['Alles neu', 'Ärger', 'Mandy', 'Männer', 'Über den Wolken', 'Zombie']);
});

sort('ignores case and keeps a leading article where it stands', () => {
  const sorted = sortSongs(['the Best', 'Tage wie diese', 'Ein Kompliment', 'african', 'Dancing Queen'].map((t) => song(t)));
  assert.equal(titles(sorted), ['african', 'Dancing Queen', 'Ein Kompliment', 'Tage wie diese', 'the Best']);
});

sort('orders numbers by value and breaks ties by artist', () => {
  assert.equal(titles(sortSongs([song('99 Luftballons'), song('9 to 5')])), ['9 to 5', '99 Luftballons']);
  const tie = sortSongs([song('Hallelujah', 'Leonard Cohen'), song('Hallelujah', 'Jeff Buckley')]);
  assert.equal(
    tie.map((s) => s.artist),
    ['Jeff Buckley', 'Leonard Cohen'],
  );
});

sort('returns a new array and leaves the input alone', () => {
  const input = [song('B'), song('A')];
  const sorted = sortSongs(input);
  assert.is.not(sorted, input);
  assert.equal(titles(input), ['B', 'A']);
  assert.equal(sortSongs([]), []);
});

sort.run();

// ---

const line = suite('songLine');

line('writes "title - artist"', () => {
  assert.is(songLine({ title: 'Männer', artist: 'Herbert Grönemeyer' }), 'Männer - Herbert Grönemeyer');
  assert.is(songLine({ title: 'Highway to Hell', artist: 'AC/DC' }), 'Highway to Hell - AC/DC');
});

line.run();
