/** Upcoming and past gigs as sections of lists: the Auftritte page and the partner gig list share it. */
import type { ReactNode } from 'react';
import { formatDate, isoDate } from '../domain/dates';
import type { Gig } from '../domain/gigs';
import { calendar, calendarFileName } from '../domain/ics';
import { selectGigs, type GigSelection } from '../domain/selectGigs';
import { gigPage, siteHost, SitePath } from '../domain/siteUrls';
import { gigTitle, PRIVATE_PARTY } from '../domain/texts';
import type { BandData } from '../data/readData';
import { useBandData } from './BandDataContext';
import { copyField, useCopy } from './CopyAddress';

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
 * The gig whose item holds the `selector` element an event came from: one set of listeners on a
 * list serves all its items, and the list holds only its gigs' items, in order.
 */
function gigAt(gigs: readonly Gig[], target: EventTarget | null, selector: string): Gig | undefined {
  const item = (target as Element).closest?.(selector)?.closest('li');
  return item ? gigs[[...item.parentNode!.children].indexOf(item)] : undefined;
}

/**
 * Makes a gig's "In den Kalender" link ready when it is about to be used (pointer
 * down, focus, context menu, and the click itself, which is all a screen reader's
 * activation sends): builds the .ics file and puts it into the link as a data: URL
 * with a file name. Until then the link is a plain, real one to the band's public
 * feed, so rendering a long list costs nothing and nothing is requested.
 */
function calendarFiles(gigs: readonly Gig[], band: BandData['band']) {
  return (event: { target: EventTarget | null }) => {
    const gig = gigAt(gigs, event.target, '.gig-calendar');
    if (!gig) return;
    const link = (event.target as Element).closest('.gig-calendar');
    const ics = calendar([gig], { band: band.name, domain: siteHost(band.siteUrl), stamp: new Date() });
    (link as HTMLAnchorElement).href = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
    (link as HTMLAnchorElement).download = calendarFileName(gig);
  };
}

/** One gig's item: a plain function, not a component, so a long list costs no component instance per gig. */
function gigItem(gig: Gig, upcoming: boolean, feed: string, site: string, [copied, , field]: ReturnType<typeof useCopy>) {
  const date = formatDate(gig.date);
  const page = gigPage(site, gig);
  return (
    <li key={`${isoDate(gig.date)} ${gig.location}`} className="gig">
      <time className="gig-date" dateTime={isoDate(gig.date)}>
        {date}
      </time>{' '}
      {/* A client's party is named, never announced: no page, no details, no calendar entry, nothing to share. */}
      {gig.private ? (
        <>
          <span className="gig-location">{gig.location}</span> <span className="gig-info gig-private">{PRIVATE_PARTY}</span>
        </>
      ) : (
        <>
          {/* The gig's own page, on the band's site wherever the list is shown. */}
          <a className="gig-location" href={page}>
            {gig.location}
          </a>
          {upcoming && gig.info && (
            <>
              {' '}
              <span className="gig-info">{gig.info}</span>
            </>
          )}
          <span className="gig-links">
            {upcoming && (
              <>
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
              </>
            )}
            <button type="button" className="gig-share link-button" aria-label={`Teilen: ${date}`}>
              Teilen
            </button>
            <span className="copy-status" role="status">
              {copied?.text === page &&
                (copied.manual ? copyField('Bitte kopieren Sie den Link hier:', page, field) : `Link kopiert: ${page}`)}
            </span>
          </span>
        </>
      )}
    </li>
  );
}

function Section(props: { title: string; level: 2 | 3; gigs: Gig[]; upcoming: boolean; empty: ReactNode }) {
  const Heading = props.level === 2 ? 'h2' : 'h3';
  const { band } = useBandData();
  const feed = `${band.siteUrl}${SitePath.Feed}`;
  const ready = props.upcoming ? calendarFiles(props.gigs, band) : undefined;
  const copying = useCopy();
  /**
   * "Teilen": the browser's share sheet with the gig's page where there is one; where there is none,
   * or it is refused (a frame without the permission), the link is copied, or shown to copy, and the
   * gig's status says which. Nothing is sent, nothing stored.
   */
  const share = (event: { target: EventTarget | null }) => {
    const gig = gigAt(props.gigs, event.target, '.gig-share');
    if (!gig) return;
    const url = gigPage(band.siteUrl, gig);
    Promise.resolve()
      .then(() => navigator.share({ title: gigTitle(band.name, gig), url }))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') copying[1](url);
      });
  };
  return (
    <section className="gig-section">
      <Heading>{props.title}</Heading>
      {props.gigs.length ? (
        <ul
          className="gigs"
          onPointerDown={ready}
          onFocus={ready}
          onContextMenu={ready}
          onClick={(event) => {
            ready?.(event);
            share(event);
          }}
        >
          {props.gigs.map((gig) => gigItem(gig, props.upcoming, feed, band.siteUrl, copying))}
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
              {where ? `Zu ${where} ist gerade kein Auftritt geplant.` : 'Im Moment stehen keine öffentlichen Termine fest.'} Sie planen
              eine Feier? Dann <a href={contactHref}>nehmen Sie Kontakt mit uns auf</a> – vielleicht ist Ihr Wunschtermin noch frei.
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
          empty={
            where
              ? `Zu ${where} sind noch keine vergangenen Auftritte verzeichnet.`
              : 'Hier erscheinen unsere Auftritte, sobald wir die ersten gespielt haben.'
          }
        />
      )}
    </>
  );
}
