import { routeHref } from '../../domain/routes';
import { SitePath } from '../../domain/siteUrls';
import { GigSections } from '../GigSections';
import { useBandData } from '../BandDataContext';

export function Auftritte({ now }: { now: Date }) {
  const { band } = useBandData();
  return (
    <article className="page">
      <h1>Auftritte</h1>
      <p className="lead">
        Hier finden Sie unsere Termine; private Feiern nennen wir nur mit Einverständnis der Gastgeber. Bei öffentlichen Auftritten gilt:
        Kommen Sie vorbei und feiern Sie mit!
      </p>
      <GigSections now={now} selection={{ show: 'all', limit: null }} level={2} contactHref={routeHref('kontakt')} />
      <p className="hint">
        Sie veranstalten selbst? <a href={`${band.siteUrl}${SitePath.Konfigurator}`}>Zeigen Sie unsere Termine auf Ihrer Website</a>.
      </p>
    </article>
  );
}
