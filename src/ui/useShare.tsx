/** The gig list's "Teilen" buttons: one handler and one live region for the whole list. */
import type { ReactNode } from 'react';
import type { Gig } from '../domain/gigs';
import { shareSheet } from '../domain/sharing';
import { gigPage } from '../domain/siteUrls';
import { COPY_BY_HAND, COPY_LINK, gigTitle, linkCopied } from '../domain/texts';
import { useBandData } from './BandDataContext';
import { copyField, useCopy } from './CopyText';

/**
 * "Teilen": the browser's share sheet with the gig's page where there is one; where there is none,
 * or it is refused (a frame without the permission), the link is copied, or shown to copy by hand,
 * and the list's one status says which. Nothing is sent, nothing stored.
 */
export function useShare() {
  const { band } = useBandData();
  const { copied, copy, field } = useCopy();
  const share = (gig: Gig) => {
    const url = gigPage(band.siteUrl, gig);
    shareSheet(navigator, { title: gigTitle(band.name, gig), url }).then((shown) => {
      if (!shown) copy(url);
    });
  };
  // The list's one live region says what happened; a field to copy by hand shows under the gig itself.
  const status = (
    <p className="gigs-status" role="status">
      {copied && (copied.manual ? COPY_BY_HAND : linkCopied(copied.text))}
    </p>
  );
  /** Under the gig whose page is `page`: the field to copy its link by hand, where the clipboard was refused. */
  const manual = (page: string): ReactNode => copied?.manual && copied.text === page && copyField(COPY_LINK, page, field);
  return { share, status, manual };
}
