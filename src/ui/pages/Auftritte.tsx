import { bandData } from '../../data/bandData';
import { routeHref } from '../../domain/routes';
import { GigSections } from '../GigSections';

export function Auftritte({ now }: { now: Date }) {
  return (
    <article className="page">
      <h1>Auftritte</h1>
      <p className="lead">
        Hier finden Sie unsere öffentlichen Termine. Private Feiern wie Hochzeiten und Geburtstage stehen nur
        dabei, wenn die Gastgeber einverstanden sind – kommen Sie vorbei, hören Sie rein und feiern Sie mit!
      </p>
      <GigSections gigs={bandData().gigs} now={now} show="all" limit={null} level={2} contactHref={routeHref('kontakt')} />
    </article>
  );
}
