import { useId } from 'react';
import { band } from '../../data/band';
import { bandData } from '../../data/bandData';
import { formatDateShort, isoDate } from '../../domain/dates';
import { nextEvent, pendingNextEvent, showsNextEvent, type NextEvent } from '../../domain/gigs';
import { routeHref } from '../../domain/routes';
import { Logo } from '../Logo';

function computeNextEvent(now: Date): NextEvent {
  try {
    return nextEvent(bandData().gigs, now);
  } catch (error) {
    // Unreachable with data the build has checked; the spec's "before computing" value hides the box.
    console.error('BandWidget: could not compute the next event', error);
    return pendingNextEvent(now);
  }
}

function NextEventBox({ event }: { event: NextEvent }) {
  const headingId = useId();
  return (
    <section className="next" aria-labelledby={headingId}>
      <h2 id={headingId}>Nächster Auftritt</h2>
      <p className="next-when">
        <time dateTime={isoDate(event.date)}>{formatDateShort(event.date)}</time>
      </p>
      <p className="next-countdown">in {event.daysLeft} Tage(n):</p>
      <p className="next-location">{event.location}</p>
      <h3 className="next-info">{event.info}</h3>
    </section>
  );
}

export function Home({ now }: { now: Date }) {
  const event = computeNextEvent(now);
  const lineup = band.lineup.map((m) => `${m.name} (${m.part})`);
  return (
    <article className="page home">
      <div className="hero">
        <Logo label={`Logo von ${band.name}`} className="hero-logo" />
        <h1>{band.slogan}</h1>
      </div>
      {showsNextEvent(event) && <NextEventBox event={event} />}
      <section className="intro">
        <h2>Live-Musik für jeden Anlass</h2>
        <p>
          Ob Sommerfest mit der ganzen Firma, runder Geburtstag im Familienkreis oder große Hochzeitsfeier:
          Mit {band.name} wird Ihre Veranstaltung zum Erlebnis. Wir spielen handgemachte Live-Musik, die alle
          Generationen auf die Tanzfläche holt.
        </p>
        <p>
          Unser Programm reicht vom Rock ’n’ Roll der 50er über die Hits der 70er, 80er und 90er bis zu den
          aktuellen Charts – dazu deutschsprachige Klassiker zum Mitsingen. Welche Songs wir gerade spielen,
          sehen Sie im <a href={routeHref('programm')}>Programm</a>; wo Sie uns demnächst live erleben können,
          erfahren Sie unter <a href={routeHref('auftritte')}>Auftritte</a>.
        </p>
        <h2>Die Band</h2>
        <p>
          Hinter {band.name} stehen Musikerinnen und Musiker aus {band.town} und Umgebung:{' '}
          {lineup.slice(0, -1).join(', ')} und {lineup[lineup.length - 1]}. Wir stimmen Lautstärke, Programm
          und Pausen auf Ihren Abend ab und bringen unsere eigene Ton- und Lichttechnik mit.
        </p>
        <p className="cta-text">Wir freuen uns auf Ihre Anfrage!</p>
        <a className="button" href={routeHref('kontakt')}>
          Kontakt Aufnehmen
        </a>
      </section>
    </article>
  );
}
