/**
 * The gigs as the band looks for them: the coming ones first, soonest first, then the past by
 * year, newest first; each with its day, place and a Bearbeiten button.
 */
import type { RawGig } from '../data/readGigs';
import type { Indexed } from '../editor/editorApi';
import { dayOf, formatDate, isoDate } from '../domain/dates';

interface GigListProps {
  gigs: readonly Indexed<RawGig>[];
  onEdit(gig: Indexed<RawGig>): void;
}

const shownDay = (day: string) => (Number.isNaN(dayOf(day).getTime()) ? day : formatDate(dayOf(day)));

function Row({ gig, onEdit }: { gig: Indexed<RawGig>; onEdit: GigListProps['onEdit'] }) {
  const { date, location, info } = gig.value;
  const marks = [gig.value.private && 'Private Feier', gig.value.listed === false && 'nicht öffentlich'].filter(Boolean).join(', ');
  return (
    <li class="row">
      <div class="what" id={`gig-${gig.index}`}>
        <time dateTime={date}>{shownDay(date)}</time> <span class="place">{location}</span>
        {(info || marks) && <span class="more">{[info, marks].filter(Boolean).join(' · ')}</span>}
      </div>
      {/* Named "Bearbeiten" and nothing more (the band, and checks, find it by that name); the row's day and place describe it. */}
      <button type="button" onClick={() => onEdit(gig)} aria-describedby={`gig-${gig.index}`}>
        Bearbeiten
      </button>
    </li>
  );
}

export function GigList({ gigs, onEdit }: GigListProps) {
  const today = isoDate(new Date());
  const byDay = [...gigs].sort((a, b) => String(a.value.date).localeCompare(String(b.value.date)));
  const coming = byDay.filter((gig) => String(gig.value.date) >= today);
  const past = byDay.filter((gig) => String(gig.value.date) < today).reverse();
  const years = [...new Set(past.map((gig) => String(gig.value.date).slice(0, 4)))];
  return (
    <>
      <h3 id="gigs-coming">Kommende Auftritte</h3>
      {coming.length ? (
        <ul class="rows" aria-labelledby="gigs-coming">
          {coming.map((gig) => (
            <Row key={gig.index} gig={gig} onEdit={onEdit} />
          ))}
        </ul>
      ) : (
        <p>Keine.</p>
      )}
      {years.map((year) => (
        <section key={year} aria-labelledby={`gigs-${year}`}>
          <h3 id={`gigs-${year}`}>{year}</h3>
          <ul class="rows">
            {past
              .filter((gig) => String(gig.value.date).startsWith(year))
              .map((gig) => (
                <Row key={gig.index} gig={gig} onEdit={onEdit} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
