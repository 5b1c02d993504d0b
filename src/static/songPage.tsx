/**
 * Every song on one page (dist/programm/songs.html, SitePath.Songs). The band's page lists the
 * first screenful of songs and links here (SongFinder): its prerendered copy stays within its
 * size target however long the list grows (issue 31), and a visitor without JavaScript still
 * reads every song. With JavaScript, Programm lists them all itself.
 *
 * Static like a gig's page, in the same shell (gigPages.tsx); it depends on the songs alone.
 */
import type { BandData } from '../data/readData';
import { routeHref } from '../domain/routes';
import { siteUrls, SitePath } from '../domain/siteUrls';
import { songLine, sortSongs, type Song } from '../domain/songs';
import { SONGS_SORTED, SONGS_TITLE, tagline } from '../domain/texts';
import { renderShell, staticDocument, type GigPageOptions } from './gigPages';
import { pageHead, previewImage } from './head';
import { bandGraph } from './structuredData';

function SongPage({ songs }: { songs: Song[] }) {
  return (
    <article className="page">
      <h1>{SONGS_TITLE}</h1>
      <p className="lead">
        Alle {songs.length} Songs unseres Programms auf einen Blick. Auf der Seite <a href={routeHref('programm')}>Programm</a> können Sie
        nach Titel oder Interpret suchen und Songs auf Ihre Wunschliste setzen.
      </p>
      <h2>{SONGS_SORTED}</h2>
      <ol className="songs">
        {songs.map((song) => (
          <li key={songLine(song)}>{songLine(song)}</li>
        ))}
      </ol>
    </article>
  );
}

/** The page of all songs, by path. */
export function songPage(data: BandData, options: GigPageOptions): Record<string, string> {
  const { band } = data;
  const image = previewImage(band, data.media);
  const head = pageHead(band, {
    title: `${band.name}: ${SONGS_TITLE}`,
    description: `Alle ${data.songs.length} Songs im Programm von ${band.name}. ${tagline(band.town)}.`,
    url: siteUrls(band.siteUrl).home + SitePath.Songs,
    data: bandGraph(band, options.bandDescription, [], image.url),
    image,
  });
  // No script: nothing on it needs one (its menu is a <details>).
  const page = staticDocument(head, renderShell(data, <SongPage songs={sortSongs(data.songs)} />), { ...options, script: false });
  return { [`dist/${SitePath.Songs}`]: page };
}
