/**
 * Programm's song finder: a search that filters as you type (forgiving of case
 * and accents), filter buttons by style and decade, a live count, and a wish-list
 * toggle on every song. On the wish list a song can be marked as the opening
 * dance (one at most) or "Bitte nicht spielen". It only changes what the page shows.
 */
import { useId, useMemo, useState } from 'react';
import { decadeLabel, decadesOf, findSongs, NO_QUERY, stylesOf, type SongQuery } from '../domain/songFinder';
import { songLine, STYLES, type Song } from '../domain/songs';
import { routeHref } from '../domain/routes';
import { SONGS_SORTED } from '../domain/texts';
import { useWholeList } from './useWholeList';
import { useWishList } from './WishList';

/** The songs a first render lists: more than the tallest first screen holds. */
export const FIRST_SCREEN_SONGS = 40;

/** One group of toggle buttons; choosing the active one again clears it. Called, not rendered: it keeps no state. */
function filter<T extends string | number>(
  legend: string,
  options: T[],
  label: (o: T) => string,
  value: T | null,
  set: (v: T | null) => void,
) {
  return (
    options.length > 1 && (
      <fieldset className="filter">
        <legend>{legend}</legend>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className="chip"
            aria-pressed={value === option}
            onClick={() => set(value === option ? null : option)}
          >
            {label(option)}
          </button>
        ))}
      </fieldset>
    )
  );
}

const HEART = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </svg>
);

export interface SongFinderProps {
  /** The songs, sorted. */
  songs: Song[];
  /** The page that lists every song (src/static/songPage.tsx), for a page that shows only the first ones. */
  allSongs: string;
}

export function SongFinder({ songs, allSongs }: SongFinderProps) {
  const [query, setQuery] = useState<SongQuery>(NO_QUERY);
  const wish = useWishList();
  const { songs: picked, doNotPlay, toggle } = wish;
  const searchId = useId();
  const decades = useMemo(() => decadesOf(songs), [songs]);
  const styles = useMemo(() => stylesOf(songs, STYLES), [songs]);
  const found = useMemo(() => findSongs(songs, query), [songs, query]);
  // The first render, and so the prerendered page, lists the first screenful; the rest a frame later.
  const shown = useWholeList(false) ? found : found.slice(0, FIRST_SCREEN_SONGS);
  // Numbered as in the whole list: a filtered list keeps each song's number.
  const filtered = found.length < songs.length;
  const set = (change: Partial<SongQuery>) => setQuery((q) => ({ ...q, ...change }));

  return (
    <>
      <div className="finder">
        <label htmlFor={searchId}>Song oder Interpret suchen</label>
        <input
          id={searchId}
          type="search"
          value={query.text}
          autoComplete="off"
          spellcheck={false}
          onInput={(e) => set({ text: (e.target as HTMLInputElement).value })}
        />
        {filter('Stil', styles, String, query.style, (style) => set({ style }))}
        {filter('Jahrzehnt', decades, decadeLabel, query.decade, (decade) => set({ decade }))}
        <p className="count" role="status">
          {found.length} von {songs.length} Songs
        </p>
      </div>
      {wishes(searchId + 'w', wish)}
      <h2>{SONGS_SORTED}</h2>
      {found.length ? (
        <ol className="songs">
          {shown.map((song) => {
            const line = songLine(song);
            const wished = picked.includes(song);
            return (
              <li key={line} value={filtered ? songs.indexOf(song) + 1 : undefined}>
                <button
                  type="button"
                  className="wish"
                  aria-pressed={wished}
                  aria-label={`${doNotPlay.includes(song) ? 'Auf der Liste, nicht spielen' : 'Auf die Wunschliste'}: ${line}`}
                  onClick={() => toggle(song)}
                >
                  {HEART}
                </button>
                {line}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="empty">
          Keine Songs passen zu Ihrer Suche.{' '}
          <button type="button" className="link-button" onClick={() => setQuery(NO_QUERY)}>
            Suche und Filter zurücksetzen
          </button>
        </p>
      )}
      {shown.length < found.length && (
        // On the prerendered page, which a visitor without JavaScript reads as it is; the app lists them all a frame later.
        <p>
          <a href={allSongs}>{`Alle ${songs.length} Songs auf einer Seite`}</a>
        </p>
      )}
    </>
  );
}

/** The songs on the wish list, each to be marked as the opening dance or "Bitte nicht spielen"; nothing while it is empty. */
function wishes(id: string, wish: ReturnType<typeof useWishList>) {
  return (
    wish.songs.length > 0 && (
      <section className="wishes" aria-labelledby={id}>
        <h2 id={id}>Ihre Wunschliste</h2>
        <p className="hint">
          Markieren Sie Ihren Eröffnungstanz. Auch Songs, die wir auf keinen Fall spielen sollen, setzen Sie mit dem Herzsymbol auf die
          Liste und markieren sie mit „Bitte nicht spielen“.
        </p>
        <ul>
          {wish.songs.map((song) => {
            const line = songLine(song);
            const skip = wish.doNotPlay.includes(song);
            return (
              <li key={line}>
                <span className={skip ? 'no-play' : undefined}>{line}</span>
                <span className="marks">
                  <button
                    type="button"
                    className="chip"
                    aria-pressed={wish.opening === song}
                    aria-label={`Eröffnungstanz: ${line}`}
                    onClick={() => wish.toggleOpening(song)}
                  >
                    Eröffnungstanz
                  </button>
                  <button
                    type="button"
                    className="chip"
                    aria-pressed={skip}
                    aria-label={`Bitte nicht spielen: ${line}`}
                    onClick={() => wish.toggleDoNotPlay(song)}
                  >
                    Bitte nicht spielen
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
        <a className="button" href={routeHref('kontakt')}>
          Mit Wunschliste anfragen
        </a>
      </section>
    )
  );
}
