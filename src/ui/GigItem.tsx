/**
 * One gig as an item of a gig list (contract section 5): Auftritte, the partner
 * list and the gig's own page show it with this one function.
 */
import type { ReactNode } from 'react';
import { formatDate } from '../domain/dates';
import type { Gig } from '../domain/gigs';
import { PRIVATE_PARTY } from '../domain/texts';

export interface GigItemProps {
  gig: Gig;
  /** An upcoming gig offers its information and its calendar, map and ticket links; a past one its day and place. */
  upcoming: boolean;
  /** The calendar link's address: the band's feed in a list (calendarFiles makes it the gig's file when used), the gig's file on its page. */
  calendar: string;
  /** The gig's own page, which its place links to; none on that page itself. */
  page?: string | undefined;
  /** Show the information of a past gig too (its own page says what it was). */
  info?: boolean;
  /** In a list: the "Teilen" button, and under it what sharing this gig's link gave (a note or the field to copy it). */
  share?: { note: ReactNode } | undefined;
}

/**
 * A plain function, not a component (call it as GigItem(props) in a long list): a list
 * of ten years costs no component instance per gig. A list finds the gig of an event
 * by the address its place links to (the gig's own page): every gig with a control has one.
 */
export function GigItem({ gig, upcoming, calendar, page, info, share }: GigItemProps) {
  const date = formatDate(gig.date);
  const { cancelled } = gig;
  // Only an https address is a ticket shop; anything else is not offered as a link.
  const tickets = upcoming && gig.tickets?.startsWith('https://') && gig.tickets;
  return (
    <li key={gig.slug} className={cancelled ? 'gig gig-cancelled' : 'gig'}>
      <time className="gig-date" dateTime={gig.iso}>
        {date}
      </time>{' '}
      {/* A client's party is named, never announced: no page, no details, no calendar entry, nothing to share. */}
      {page && !gig.private ? (
        <a className="gig-location" href={page}>
          {gig.location}
        </a>
      ) : (
        <span className="gig-location">{gig.location}</span>
      )}
      {/* Said in a word as well as shown struck through: a cancelled gig is never read as played. */}
      {cancelled && (
        <>
          {' '}
          <span className="gig-badge">Abgesagt</span>
        </>
      )}
      {gig.private ? (
        <>
          {' '}
          <span className="gig-info gig-private">{PRIVATE_PARTY}</span>
        </>
      ) : (
        <>
          {(upcoming || info) && gig.info && (
            <>
              {' '}
              <span className="gig-info">{gig.info}</span>
            </>
          )}
          {(upcoming || share) && (
            <span className="gig-links">
              {upcoming && (
                <>
                  {/* a cancelled gig too: its file carries STATUS:CANCELLED, which updates a calendar that has it */}
                  <a className="gig-calendar" href={calendar} aria-label={`In den Kalender: ${date}`}>
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
                  {tickets && (
                    <a
                      className="gig-tickets"
                      href={tickets}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Tickets: ${gig.location}, ${date} (öffnet in neuem Tab)`}
                    >
                      Tickets
                    </a>
                  )}
                </>
              )}
              {share && (
                <>
                  <button type="button" className="gig-share link-button" aria-label={`Teilen: ${date}`}>
                    Teilen
                  </button>
                  {share.note && <span className="copy-status">{share.note}</span>}
                </>
              )}
            </span>
          )}
        </>
      )}
    </li>
  );
}
