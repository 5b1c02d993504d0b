/** An earlier year of a gig list (pastByYear): "2019 · 31 Auftritte", its gigs made and shown when opened. */
import { useState, type ReactNode } from 'react';
import type { Gig } from '../domain/gigs';
import type { PastYear } from '../domain/pastByYear';

export interface GigYearProps extends PastYear {
  /** The year's gigs as the list shows them (GigSections' list, with its listeners). */
  list: (gigs: Gig[]) => ReactNode;
  /** The year's own page (yearPagePath) on the band's site. */
  page: string;
}

/**
 * A closed <details>: its gigs are rendered only once it is opened, since a closed
 * <details> whose content is rendered anyway costs the whole start-up (2.0× the static
 * floor at ten years, issue 31). Until then – and on the prerendered page without
 * JavaScript, where the <details> opens all the same – it holds a link to the year's
 * page, which lists the year's public gigs with links to their pages.
 */
export function GigYear({ year, count, gigs, list, page }: GigYearProps) {
  // Rendered when first opened, then kept: closing hides them, opening again shows them at once.
  const [opened, setOpened] = useState(false);
  return (
    <details className="gig-year" onToggle={() => setOpened(true)}>
      <summary>{`${year} · ${count} Auftritt${count === 1 ? '' : 'e'}`}</summary>
      {opened ? (
        list(gigs())
      ) : (
        <p>
          <a href={page}>{`Auftritte ${year} ansehen`}</a>
        </p>
      )}
    </details>
  );
}
