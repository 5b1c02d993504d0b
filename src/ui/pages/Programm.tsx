import { useMemo } from 'react';
import { sortSongs } from '../../domain/songs';
import { SongFinder } from '../SongFinder';
import { routeHref } from '../../domain/routes';
import { SitePath } from '../../domain/siteUrls';
import { SONGS_TITLE } from '../../domain/texts';
import { useBandData } from '../BandDataContext';

export function Programm() {
  const data = useBandData();
  // Sorted when Programm first shows: the German collator is slow to load (see sortSongs).
  const songs = useMemo(() => sortSongs(data.songs), [data.songs]);
  return (
    <article className="page">
      <h1>{SONGS_TITLE}</h1>
      <p className="lead">
        Unser Repertoire wächst ständig, deshalb ist diese Liste nie ganz vollständig. Sie wünschen sich einen bestimmten Song, etwa für den
        Hochzeitstanz? Setzen Sie Ihre Favoriten mit dem Herz-Symbol auf die Wunschliste; sie stehen dann gleich in Ihrer Anfrage. Weitere
        Sonderwünsche nehmen wir gern über unsere <a href={routeHref('kontakt')}>Kontaktseite</a> entgegen.
      </p>
      <SongFinder songs={songs} allSongs={data.band.siteUrl + SitePath.Songs} />
    </article>
  );
}
