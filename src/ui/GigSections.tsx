/** Upcoming and past gigs as sections of lists: the Auftritte page and the partner gig list share it. */
import type { ReactNode } from 'react';
import { formatDate, isoDate } from '../domain/dates';
import type { Gig } from '../domain/gigs';
import { calendar, calendarFileName } from '../domain/ics';
import { selectGigs, type GigSelection } from '../domain/selectGigs';
import { siteHost, SitePath } from '../domain/siteUrls';
import { PRIVATE_PARTY } from '../domain/texts';
import type { BandData } from '../data/readData';
import { useBandData } from './BandDataContext';

interface GigSectionsProps {
  gigs: readonly Gig[];
  now: Date;
  /** Which gigs: all of them on the Auftritte page, the partner list's options on a venue's page. */
  selection: GigSelection;
  /** h2 on the Auftritte page, h3 under the partner list's own heading. */
  level: 2 | 3;
  /** Where "no upcoming gigs" points visitors for a booking request. */
  contactHref: string;
}

/**
 * Makes a gig's "In den Kalender" link ready when it is about to be used (pointer
 * down, focus, context menu, and the click itself, which is all a screen reader's
 * activation sends): builds the .ics file and puts it into the link as a data: URL
 * with a file name. Until then the link is a plain, real one to the band's public
 * feed, so rendering a long list costs nothing and nothing is requested. One set of
 * listeners on the list serves all its links; the list holds only the gigs' items,
 * in order, so a link's gig is the one at its item's place.
 */
function calendarFiles(gigs: readonly Gig[], band: BandData['band']) {
  return (event: { target: EventTarget | null }) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('.gig-calendar');
    const item = link?.closest('li');
    const gig = item && gigs[[...item.parentNode!.children].indexOf(item)];
    if (!gig) return;
    const ics = calendar([gig], { band: band.name, domain: siteHost(band.siteUrl), stamp: new Date() });
    link!.href = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
    link!.download = calendarFileName(gig);
  };
}

/** One gig's item: a plain function, not a component, so a long list costs no component instance per gig. */
function gigItem(gig: Gig, upcoming: boolean, feed: string) {
  const date = formatDate(gig.date);
  return (
    <li key={`${isoDate(gig.date)} ${gig.location}`} className="gig">
      <time className="gig-date" dateTime={isoDate(gig.date)}>
        {date}
      </time>{' '}
      <span className="gig-location">{gig.location}</span>
      {/* A client's party is named, never announced: no details, no calendar entry. */}
      {gig.private ? (
        <> <span className="gig-info gig-private">{PRIVATE_PARTY}</span></>
      ) : (
        upcoming && (
          <>
            {gig.info && <> <span className="gig-info">{gig.info}</span></>}
            <span className="gig-links">
              {/* a cancelled gig too: its file carries STATUS:CANCELLED, which updates a calendar that has it */}
              <a className="gig-calendar" href={feed} aria-label={`In den Kalender: ${date}`}>
                In den Kalender
              </a>
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
  const { band } = useBandData();
  const feed = `${band.siteUrl}${SitePath.Feed}`;
  const ready = props.upcoming ? calendarFiles(props.gigs, band) : undefined;
  return (
    <section className="gig-section">
      <Heading>{props.title}</Heading>
      {props.gigs.length ? (
        <ul className="gigs" onPointerDown={ready} onFocus={ready} onContextMenu={ready} onClick={ready}>
          {props.gigs.map((gig) => gigItem(gig, props.upcoming, feed))}
        </ul>
      ) : (
        <p className="gigs-empty">{props.empty}</p>
      )}
    </section>
  );
}

export function GigSections({ gigs, now, selection, level, contactHref }: GigSectionsProps) {
  const { upcoming, past } = selectGigs(gigs, now, selection);
  const where = selection.place && `„${selection.place}“`;
  return (
    <>
      {upcoming && (
        <Section
          title="Kommende Auftritte"
          level={level}
          gigs={upcoming}
          upcoming
          empty={
            <>
              {where ? `Zu ${where} ist gerade kein Auftritt geplant.` : 'Im Moment stehen keine öffentlichen Termine fest.'} Sie planen eine Feier? Dann{' '}
              <a href={contactHref}>nehmen Sie Kontakt mit uns auf</a> – vielleicht ist Ihr Wunschtermin noch frei.
            </>
          }
        />
      )}
      {past && (
        <Section
          title="Vergangene Auftritte"
          level={level}
          gigs={past}
          upcoming={false}
          empty={where ? `Zu ${where} sind noch keine vergangenen Auftritte verzeichnet.` : 'Hier erscheinen unsere Auftritte, sobald wir die ersten gespielt haben.'}
        />
      )}
    </>
  );
}
