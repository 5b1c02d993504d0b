import { useId } from 'react';
import { epochDay, formatDateShort, isoDate } from '../../domain/dates';
import { findFrom, type GigHistory } from '../../domain/gigHistory';
import { isAhead, nextEvent, pendingNextEvent, showsNextEvent, type NextEvent } from '../../domain/gigs';
import { joinNames } from '../../domain/joinNames';
import { routeHref } from '../../domain/routes';
import { LiveSection } from '../LiveSection';
import { Logo } from '../Logo';
import { useBandData, useGigHistory } from '../BandDataContext';
import { LEAD_PHOTO, LEAD_SIZES } from '../photoSizes';
import { Picture } from '../Picture';
import { References } from '../References';
import { Testimonials } from '../Testimonials';

function computeNextEvent(history: GigHistory, now: Date, town: string): NextEvent {
  try {
    // A client's party is never announced: the box counts down to the next public gig, found by day, so no
    // other gig of the history is made (issue 39).
    const next = findFrom(history, epochDay(now), (gig) => !gig.private && isAhead(gig, now));
    return nextEvent(next ? [next] : [], now);
  } catch (error) {
    // Data from the build cannot make this throw, but a host's broken Date can: the spec's
    // "before computing" value then hides the box instead of blanking the page.
    console.error('BandWidget: could not compute the next event', error);
    return pendingNextEvent(now, town);
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
  const { band, media, testimonials, references } = useBandData();
  const event = computeNextEvent(useGigHistory(), now, band.town);
  // The first photo leads the page, the others follow the text; none is shown twice.
  const [lead, ...photos] = media?.photos ?? [];
  return (
    <article className="page home">
      <div className="hero">
        <Logo label={`Logo von ${band.name}`} className="hero-logo" />
        <h1>{band.slogan}</h1>
      </div>
      {/* In the first screen, and the page's largest picture: the band's page makes its prerendered <img> eager (static/page.ts eagerLead). */}
      {lead && <Picture picture={lead.picture} alt={lead.alt} sizes={LEAD_SIZES} className={`photo ${LEAD_PHOTO}`} />}
      {showsNextEvent(event) && <NextEventBox event={event} />}
      <section className="intro">
        <h2>Live-Musik für jeden Anlass</h2>
        <p>
          Ob Sommerfest mit der ganzen Firma, runder Geburtstag im Familienkreis oder große Hochzeitsfeier: Mit {band.name} wird Ihre
          Veranstaltung zum Erlebnis. Wir spielen handgemachte Live-Musik, die alle Generationen auf die Tanzfläche holt.
        </p>
        <p>
          Unser Programm reicht vom Rock ’n’ Roll der 50er über die Hits der 60er, 70er und 80er bis zu den aktuellen Charts – dazu
          deutschsprachige Klassiker zum Mitsingen. Welche Songs wir gerade spielen, sehen Sie im{' '}
          <a href={routeHref('programm')}>Programm</a>; wo Sie uns demnächst live erleben können, erfahren Sie unter{' '}
          <a href={routeHref('auftritte')}>Auftritte</a>.
        </p>
        <h2>Die Band</h2>
        <p>
          Hinter {band.name} stehen Musikerinnen und Musiker aus {band.town} und Umgebung:{' '}
          {joinNames(band.lineup.map((m) => `${m.name} (${m.part})`))}. Wir stimmen Lautstärke, Programm und Pausen auf Ihren Abend ab und
          bringen unsere eigene Ton- und Lichttechnik mit.
        </p>
        <p className="cta-text">Wir freuen uns auf Ihre Anfrage!</p>
        <a className="button" href={routeHref('kontakt')}>
          Kontakt Aufnehmen
        </a>
      </section>
      {media && <LiveSection {...media} photos={photos} />}
      <Testimonials testimonials={testimonials} />
      <References references={references} />
    </article>
  );
}
