/** The songs by title, filtered as the band types into Suchen (title or artist). */
import { useState } from 'react';
import type { RawSong } from '../data/readSongs';
import type { Indexed } from '../editor/editorApi';

interface SongListProps {
  songs: readonly Indexed<RawSong>[];
  onEdit(song: Indexed<RawSong>): void;
}

/** Lower case without accents: "motörhead" finds "Motorhead" and the other way round. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function SongList({ songs, onEdit }: SongListProps) {
  const [query, setQuery] = useState('');
  const words = plain(query).split(/\s+/).filter(Boolean);
  const shown = [...songs]
    .sort((a, b) => String(a.value.title).localeCompare(String(b.value.title), 'de'))
    .filter((song) => words.every((word) => plain(`${song.value.title} ${song.value.artist}`).includes(word)));
  return (
    <>
      <div class="field search">
        <label for="song-search">Suchen</label>
        <input id="song-search" type="search" value={query} onInput={(event) => setQuery(event.currentTarget.value)} autoComplete="off" />
      </div>
      <p class="count" aria-live="polite">
        {shown.length === songs.length ? `${songs.length} Songs` : `${shown.length} von ${songs.length} Songs`}
      </p>
      <ul class="rows">
        {shown.map((song) => (
          <li class="row" key={song.index}>
            <div class="what" id={`song-${song.index}`}>
              <span class="place">{song.value.title}</span> <span class="more">{song.value.artist}</span>
            </div>
            {/* Named "Bearbeiten" alone; the row's title and artist describe it. */}
            <button type="button" onClick={() => onEdit(song)} aria-describedby={`song-${song.index}`}>
              Bearbeiten
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
