import { bandData } from '../../data/bandData';
import { routeHref } from '../../domain/routes';
import { GigSections } from '../GigSections';

export function Auftritte({ now }: { now: Date }) {
  return (
    <article className="page">
      <h1>Auftritte</h1>
      <p className="lead">
        Hier finden Sie unsere Termine; private Feiern nennen wir nur mit Einverständnis der Gastgeber. Bei
        öffentlichen Auftritten gilt: Kommen Sie vorbei und feiern Sie mit!
      </p>
      <GigSections gigs={bandData().gigs} now={now} show="all" limit={null} level={2} contactHref={routeHref('kontakt')} />
    </article>
  );
}
