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
  /** h2 on the Auftritte page, h3 under the partner list's own heading; null for no headings (the lists keep a name). */
  level: 2 | 3 | null;
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
/** The field to copy a gig's link by hand, under that gig: shown where the clipboard was refused (useShare). */
type ManualCopy = (page: string) => ReactNode;

function gigItem(gig: Gig, upcoming: boolean, feed: string, site: string, manual: ManualCopy) {
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
            {manual(page)}
          </span>
        </>
      )}
    </li>
  );
}

interface SectionProps {
  title: string;
  /** The heading's level; null: no heading of the widget's own (`data-headings="none"`), the list is named by `title`. */
  level: 2 | 3 | null;
  gigs: Gig[];
  upcoming: boolean;
  empty: ReactNode;
  /** "Teilen" pressed on one of this section's gigs. */
  share: (gig: Gig) => void;
  manual: ManualCopy;
}

function Section({ title, level, gigs, upcoming, empty, share, manual }: SectionProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const { band } = useBandData();
  const feed = `${band.siteUrl}${SitePath.Feed}`;
  const ready = upcoming ? calendarFiles(gigs, band) : undefined;
  return (
    <section className="gig-section">
      {level && <Heading>{title}</Heading>}
      {gigs.length ? (
        <ul
          className="gigs"
          aria-label={level ? undefined : title}
          onPointerDown={ready}
          onFocus={ready}
          onContextMenu={ready}
          onClick={(event) => {
            ready?.(event);
            const gig = gigAt(gigs, event.target, '.gig-share');
            if (gig) share(gig);
          }}
        >
          {gigs.map((gig) => gigItem(gig, upcoming, feed, band.siteUrl, manual))}
        </ul>
      ) : (
        <p className="gigs-empty">{empty}</p>
      )}
    </section>
  );
}

/**
 * "Teilen": the browser's share sheet with the gig's page where there is one; where there is none,
 * or it is refused (a frame without the permission), the link is copied, or shown to copy by hand,
 * and the list's one status says which. Nothing is sent, nothing stored.
 */
function useShare() {
  const { band } = useBandData();
  const { copied, copy, field } = useCopy();
  const share = (gig: Gig) => {
    const url = gigPage(band.siteUrl, gig);
    Promise.resolve()
      .then(() => navigator.share({ title: gigTitle(band.name, gig), url }))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') copy(url);
      });
  };
  // The list's one live region says what happened; a field to copy by hand shows under the gig itself.
  const status = (
    <p className="gigs-status" role="status">
      {copied && (copied.manual ? 'Bitte kopieren Sie den Link aus dem markierten Feld.' : `Link kopiert: ${copied.text}`)}
    </p>
  );
  const manual: ManualCopy = (page) =>
    copied?.manual && copied.text === page && <span className="copy-status">{copyField('Link zum Kopieren:', page, field)}</span>;
  return { share, status, manual };
}

export function GigSections({ gigs, now, selection, level, contactHref }: GigSectionsProps) {
  const { upcoming, past } = selectGigs(gigs, now, selection);
  const where = selection.place && `„${selection.place}“`;
  const { share, status, manual } = useShare();
  return (
    <>
      {upcoming && (
        <Section
          title="Kommende Auftritte"
          level={level}
          gigs={upcoming}
          upcoming
          share={share}
          manual={manual}
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
          share={share}
          manual={manual}
          empty={
            where
              ? `Zu ${where} sind noch keine vergangenen Auftritte verzeichnet.`
              : 'Hier erscheinen unsere Auftritte, sobald wir die ersten gespielt haben.'
          }
        />
      )}
      {status}
    </>
  );
}
