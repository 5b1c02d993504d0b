/** Upcoming and past gigs as sections of lists: the Auftritte page and the partner gig list share it. */
import type { ReactNode } from 'react';
import { formatDate, isoDate } from '../domain/dates';
import { splitGigs, type Gig } from '../domain/gigs';
import { calendar, gigUid } from '../domain/ics';
import { band } from '../data/band';
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
}

const UID_DOMAIN = new URL(band.siteUrl).hostname;

/** A data: URL of the gig as an .ics file: built here, so the link needs no request. */
function calendarHref(gig: Gig): string {
  const ics = calendar([gig], { band: band.name, domain: UID_DOMAIN, stamp: () => new Date() });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

function GigItem({ gig, withInfo }: { gig: Gig; withInfo: boolean }) {
  const date = formatDate(gig.date);
  return (
    <li className="gig">
      <time className="gig-date" dateTime={isoDate(gig.date)}>
        {date}
      </time>{' '}
      <span className="gig-location">{gig.location}</span>
      {withInfo && gig.info && <> <span className="gig-info">{gig.info}</span></>}
      {/* every upcoming gig, a cancelled one too: its file carries STATUS:CANCELLED, which updates a calendar that has it */}
      {withInfo && (
        <a
          className="gig-calendar"
          href={calendarHref(gig)}
          download={`${gigUid(gig, 'ics').split('@')[0]}.ics`}
          aria-label={`In den Kalender: ${date}`}
        >
          In den Kalender
        </a>
      )}
    </li>
  );
}

function Section(props: { title: string; level: 2 | 3; gigs: Gig[]; withInfo: boolean; empty: ReactNode }) {
  const Heading = props.level === 2 ? 'h2' : 'h3';
  return (
    <section className="gig-section">
      <Heading>{props.title}</Heading>
      {props.gigs.length ? (
        <ul className="gigs">
          {props.gigs.map((gig) => (
            <GigItem key={`${isoDate(gig.date)} ${gig.location}`} gig={gig} withInfo={props.withInfo} />
          ))}
        </ul>
      ) : (
        <p className="gigs-empty">{props.empty}</p>
      )}
    </section>
  );
}

export function GigSections({ gigs, now, show, limit, level, contactHref }: GigSectionsProps) {
  const { upcoming, past } = splitGigs(gigs, now);
  const cut = (list: Gig[]) => (limit ? list.slice(0, limit) : list);
  return (
    <>
      {show !== 'past' && (
        <Section
          title="Kommende Auftritte"
          level={level}
          gigs={cut(upcoming)}
          withInfo
          empty={
            <>
              Im Moment stehen keine öffentlichen Termine fest. Sie planen eine Feier? Dann{' '}
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
          withInfo={false}
          empty="Hier erscheinen unsere Auftritte, sobald wir die ersten gespielt haben."
        />
      )}
    </>
  );
}
