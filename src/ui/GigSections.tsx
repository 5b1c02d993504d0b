/** Upcoming and past gigs as sections of lists: the Auftritte page and the partner gig list share it. */
import type { ReactNode } from 'react';
import type { Gig } from '../domain/gigs';
import { selectGigs, type GigSelection } from '../domain/selectGigs';
import { gigPage, SitePath } from '../domain/siteUrls';
import { useBandData } from './BandDataContext';
import { calendarFiles, type GigAt } from './calendarFiles';
import { GigItem } from './GigItem';
import { useShare } from './useShare';

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

type Listener = (event: { target: EventTarget | null }) => void;

interface SectionProps {
  title: string;
  /** The heading's level; null: no heading of the widget's own (`data-headings="none"`), the list is named by `title`. */
  level: 2 | 3 | null;
  gigs: Gig[];
  upcoming: boolean;
  empty: ReactNode;
  /** A gig's item as the list shows it. */
  item: (gig: Gig, upcoming: boolean) => ReactNode;
  /** The list's listeners, one set for all its items: the calendar files (upcoming only) and "Teilen". */
  ready: Listener | undefined;
  share: Listener;
}

function Section({ title, level, gigs, upcoming, empty, item, ready, share }: SectionProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
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
            share(event);
          }}
        >
          {gigs.map((gig) => item(gig, upcoming))}
        </ul>
      ) : (
        <p className="gigs-empty">{empty}</p>
      )}
    </section>
  );
}

export function GigSections({ gigs, now, selection, level, contactHref }: GigSectionsProps) {
  const { band } = useBandData();
  const { upcoming, past } = selectGigs(gigs, now, selection);
  // An event's gig is found by its item's key (data-key), whatever the item's position among its
  // siblings; looked up when an event comes, so rendering a long list computes no extra keys.
  const gigAt: GigAt = (target, selector) => {
    const key = (target as Element).closest?.(selector)?.closest<HTMLElement>('[data-key]')?.dataset.key;
    return key ? gigs.find((gig) => gig.slug === key) : undefined;
  };
  const { share, status, manual } = useShare();
  const feed = `${band.siteUrl}${SitePath.Feed}`;
  const item = (gig: Gig, upcoming: boolean) => {
    const page = gigPage(band.siteUrl, gig);
    // Called, not rendered as <GigItem>: a long list costs no component instance per gig.
    return GigItem({ gig, upcoming, calendar: feed, page, share: { note: manual(page) } });
  };
  const common = {
    level,
    item,
    share: (event: { target: EventTarget | null }) => {
      const gig = gigAt(event.target, '.gig-share');
      if (gig) share(gig);
    },
  };
  const where = selection.place && `„${selection.place}“`;
  return (
    <>
      {upcoming && (
        <Section
          {...common}
          title="Kommende Auftritte"
          gigs={upcoming}
          upcoming
          ready={calendarFiles(gigAt, band)}
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
          {...common}
          title="Vergangene Auftritte"
          gigs={past}
          upcoming={false}
          ready={undefined}
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
