/** Upcoming and past gigs as sections of lists: the Auftritte page and the partner gig list share it. */
import type { ReactNode } from 'react';
import { formatDate, isoDate } from '../domain/dates';
import { matches } from '../domain/fold';
import { splitGigs, type Gig } from '../domain/gigs';
import { calendar, gigUid } from '../domain/ics';
import { useBandData } from './BandDataContext';
import type { Show } from '../widget/options';

interface GigSectionsProps {
  gigs: readonly Gig[];
  now: Date;
  show: Show;
  /** At most this many gigs per section; null for all. */
  limit: number | null;
  /** h2 on the Auftritte page, h3 under the partner list's own heading. */
  level: 2 | 3;
  /** Where "no upcoming gigs" points visitors for a booking request. */
  contactHref: string;
  /** Only gigs whose location contains this (ignoring case and accents); null for every place. */
  place?: string | null;
}

/**
 * "In den Kalender" for one gig. The .ics file is built only when the link is
 * about to be used (pointer down, focus, context menu) and put into its href as
 * a data: URL, so rendering a long list costs nothing and nothing is requested.
 * Until then the href is the band's public feed: still a real link.
 */
function CalendarLink({ gig, date }: { gig: Gig; date: string }) {
  const { band } = useBandData();
  const prepare = (event: { currentTarget: HTMLAnchorElement }) => {
    const ics = calendar([gig], { band: band.name, domain: new URL(band.siteUrl).hostname, stamp: () => new Date() });
    event.currentTarget.href = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  };
  return (
    <a
      className="gig-calendar"
      href={new URL('auftritte.ics', band.siteUrl).href}
      download={`${gigUid(gig, 'ics').split('@')[0]}.ics`}
      aria-label={`In den Kalender: ${date}`}
      onPointerDown={prepare}
      onFocus={prepare}
      onContextMenu={prepare}
    >
      In den Kalender
    </a>
  );
}

function GigItem({ gig, upcoming }: { gig: Gig; upcoming: boolean }) {
  const date = formatDate(gig.date);
  return (
    <li className="gig">
      <time className="gig-date" dateTime={isoDate(gig.date)}>
        {date}
      </time>{' '}
      <span className="gig-location">{gig.location}</span>
      {/* A client's party is named, never announced: no details, no calendar entry. */}
      {gig.private ? (
        <> <span className="gig-info gig-private">Private Feier</span></>
      ) : (
        upcoming && (
          <>
            {gig.info && <> <span className="gig-info">{gig.info}</span></>}
            <span className="gig-links">
              {/* a cancelled gig too: its file carries STATUS:CANCELLED, which updates a calendar that has it */}
              <CalendarLink gig={gig} date={date} />
              {/* A plain link: OpenStreetMap hears of nothing until it is followed. */}
              <a
                className="gig-map"
                href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(gig.location)}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Karte: ${gig.location} (öffnet in neuem Tab)`}
              >
                Karte
              </a>
            </span>
          </>
        )
      )}
    </li>
  );
}

function Section(props: { title: string; level: 2 | 3; gigs: Gig[]; upcoming: boolean; empty: ReactNode }) {
  const Heading = props.level === 2 ? 'h2' : 'h3';
  return (
    <section className="gig-section">
      <Heading>{props.title}</Heading>
      {props.gigs.length ? (
        <ul className="gigs">
          {props.gigs.map((gig) => (
            <GigItem key={`${isoDate(gig.date)} ${gig.location}`} gig={gig} upcoming={props.upcoming} />
          ))}
        </ul>
      ) : (
        <p className="gigs-empty">{props.empty}</p>
      )}
    </section>
  );
}

export function GigSections({ gigs, now, show, limit, level, contactHref, place }: GigSectionsProps) {
  const { upcoming, past } = splitGigs(place ? gigs.filter((gig) => matches(gig.location, place)) : gigs, now);
  const where = place && `„${place}“`;
  const cut = (list: Gig[]) => (limit ? list.slice(0, limit) : list);
  return (
    <>
      {show !== 'past' && (
        <Section
          title="Kommende Auftritte"
          level={level}
          gigs={cut(upcoming)}
          upcoming
          empty={
            <>
              {where ? `Zu ${where} ist gerade kein Auftritt geplant.` : 'Im Moment stehen keine öffentlichen Termine fest.'} Sie planen eine Feier? Dann{' '}
              <a href={contactHref}>nehmen Sie Kontakt mit uns auf</a> – vielleicht ist Ihr Wunschtermin noch frei.
            </>
          }
        />
      )}
      {show !== 'upcoming' && (
        <Section
          title="Vergangene Auftritte"
          level={level}
          gigs={cut(past)}
          upcoming={false}
          empty={where ? `Zu ${where} sind noch keine vergangenen Auftritte verzeichnet.` : 'Hier erscheinen unsere Auftritte, sobald wir die ersten gespielt haben.'}
        />
      )}
    </>
  );
}
