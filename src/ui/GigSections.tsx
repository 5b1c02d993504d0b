/** Upcoming and past gigs as sections of lists: the Auftritte page and the partner gig list share it. */
import { useContext, type ReactNode } from 'react';
import { dayOf, epochDay } from '../domain/dates';
import { gigsBetween, type GigHistory } from '../domain/gigHistory';
import type { Gig } from '../domain/gigs';
import { selectGigs, type GigSelection } from '../domain/selectGigs';
import { gigPage, SitePath, yearPagePath } from '../domain/siteUrls';
import { useBandData, useGigHistory } from './BandDataContext';
import { calendarFiles, type GigAt } from './calendarFiles';
import { GigItem } from './GigItem';
import { GigYear } from './GigYear';
import { useShare } from './useShare';
import { Prerendering, useWholeList } from './useWholeList';

/** The sections' titles: their headings, or their lists' names where there are none. */
const UPCOMING = 'Kommende Auftritte';
const PAST = 'Vergangene Auftritte';

/** The items a first render shows at the least, upcoming first: more than a phone's or a laptop's first screen holds. */
export const FIRST_SCREEN_GIGS = 10;

/**
 * The items a first render shows: enough for the window's height too, so a tall screen shows no gap for a
 * frame where the prerendered page had gigs (an item is at least 100 px high in the narrow layout, 50 px in
 * the wide one, where it starts at 768 px).
 */
export const firstScreen = () => Math.max(FIRST_SCREEN_GIGS, Math.ceil(innerHeight / (innerWidth < 768 ? 100 : 50)));

interface GigSectionsProps {
  now: Date;
  /** Which gigs: all of them on the Auftritte page, the partner list's options on a venue's page. */
  selection: GigSelection;
  /** h2 on the Auftritte page, h3 under the partner list's own heading; null for no headings (the lists keep a name). */
  level: 2 | 3 | null;
  /** Where "no upcoming gigs" points visitors for a booking request. */
  contactHref: string;
}

/**
 * One section: its heading (`level`; null: no heading of the widget's own, `data-headings="none"`, the list is
 * named by `title`), its lists (false when it has no gig) or else `empty`. Called, not rendered: it keeps no state.
 */
function section(title: string, level: 2 | 3 | null, lists: ReactNode, empty: ReactNode) {
  const Heading = `h${level}` as 'h2' | 'h3';
  return (
    <section className="gig-section">
      {level && <Heading>{title}</Heading>}
      {lists || <p className="gigs-empty">{empty}</p>}
    </section>
  );
}

/**
 * An event's gig is found by the page its item's place links to, whatever the item's position among
 * its siblings: only a public gig has controls, and each has a page. Looked up when an event comes,
 * so rendering a long list computes nothing extra, and the page carries no key of its own per gig.
 * Looked up among its item's own day's gigs (its <time>), so no other gig is made to find it.
 */
const gigFinder =
  (history: GigHistory, siteUrl: string): GigAt =>
  (target, selector) => {
    const item = (target as Element).closest?.(selector)?.closest('li');
    const page = item?.querySelector('.gig-location')?.getAttribute('href');
    const day = epochDay(dayOf(item?.querySelector('time')?.getAttribute('datetime') ?? ''));
    return page ? gigsBetween(history, day, day + 1).find((gig) => page === gigPage(siteUrl, gig)) : undefined;
  };

export function GigSections({ now, selection, level, contactHref }: GigSectionsProps) {
  const { band } = useBandData();
  const history = useGigHistory();
  // A long past is this year's gigs and a group per earlier year, rendered and made when opened (issues 31, 39).
  const { upcoming, past } = selectGigs(history, now, selection);
  // The start-up renders the first screen's items and the rest a frame later (useWholeList); the
  // prerendered page lists as many as it holds (Prerendering), and the years' pages for the others.
  const whole = useWholeList(true);
  const prerendered = useContext(Prerendering);
  let room = prerendered ? prerendered.most : whole ? Infinity : firstScreen();
  const first = (list: Gig[]) => {
    const shown = list.slice(0, room);
    room -= shown.length;
    return shown;
  };
  const { thisYear, years } = past ?? { thisYear: null, years: [] };
  const ahead = upcoming ? first(upcoming) : [];
  const played = thisYear ? first(thisYear) : [];
  const gigAt = gigFinder(history, band.siteUrl);
  const { share, status, manual } = useShare();
  const feed = `${band.siteUrl}${SitePath.Feed}`;
  const calendar = calendarFiles(gigAt, band);
  /**
   * A list of gigs with one set of listeners for all its items: the calendar files (upcoming only) and
   * "Teilen". Named by its section's title where the section has no heading (the first list).
   */
  const list = (shown: Gig[], upcoming: boolean, name?: string) => {
    const ready = upcoming ? calendar : undefined;
    return (
      <ul
        className="gigs"
        aria-label={level ? undefined : name}
        onPointerDown={ready}
        onFocus={ready}
        onContextMenu={ready}
        onClick={(event) => {
          ready?.(event);
          const gig = gigAt(event.target, '.gig-share');
          if (gig) share(gig);
        }}
      >
        {shown.map((gig) => {
          const page = gigPage(band.siteUrl, gig);
          // Called, not rendered as <GigItem>: a long list costs no component instance per gig.
          return GigItem({ gig, upcoming, calendar: feed, page, share: { note: manual(page) } });
        })}
      </ul>
    );
  };
  const where = selection.place && `„${selection.place}“`;
  return (
    <>
      {upcoming &&
        section(
          UPCOMING,
          level,
          upcoming.length > 0 && (
            <>
              {list(ahead, true, UPCOMING)}
              {prerendered?.more(upcoming.slice(ahead.length))}
            </>
          ),
          <>
            {where ? `Zu ${where} ist gerade kein Auftritt geplant.` : 'Im Moment stehen keine öffentlichen Termine fest.'} Sie planen eine
            Feier? Dann <a href={contactHref}>nehmen Sie Kontakt mit uns auf</a> – vielleicht ist Ihr Wunschtermin noch frei.
          </>,
        )}
      {thisYear &&
        section(
          PAST,
          level,
          thisYear.length + years.length > 0 && (
            <>
              {played.length > 0 && list(played, false, PAST)}
              {prerendered?.more(thisYear.slice(played.length))}
              {years.map((year) => (
                <GigYear key={year.year} {...year} list={(shown) => list(shown, false)} page={band.siteUrl + yearPagePath(year.year)} />
              ))}
            </>
          ),
          where
            ? `Zu ${where} sind noch keine vergangenen Auftritte verzeichnet.`
            : 'Hier erscheinen unsere Auftritte, sobald wir die ersten gespielt haben.',
        )}
      {status}
    </>
  );
}
