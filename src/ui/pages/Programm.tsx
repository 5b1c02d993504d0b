import { bandData } from '../../data/bandData';
import { songLine } from '../../domain/songs';
import { routeHref } from '../../domain/routes';

export function Programm() {
  const { songs } = bandData();
  return (
    <article className="page">
      <h1>Aktuelle Songauswahl</h1>
      <p className="lead">
        Unser Repertoire wächst ständig, deshalb ist diese Liste nie ganz vollständig. Sie wünschen sich einen
        bestimmten Song für Ihren Hochzeitstanz oder den Höhepunkt Ihrer Feier? Sprechen Sie uns an – über{' '}
        <a href={routeHref('kontakt')}>Kontakt</a> nehmen wir Ihre Sonderwünsche gern entgegen.
      </p>
      <h2>Alphabetisch Sortiert</h2>
      <ol className="songs">
        {songs.map((song) => (
          <li key={songLine(song)}>{songLine(song)}</li>
        ))}
      </ol>
    </article>
  );
}
