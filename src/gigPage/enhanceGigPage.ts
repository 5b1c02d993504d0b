/**
 * What a gig's own page (src/static/gigPages.tsx) does with a script, dist/auftritt.js:
 *
 * - it says, on the visitor's day, whether the gig lies ahead or is over. The page is built
 *   without a day of its own (a build on a later day must change no gig page), so it carries
 *   both sentences hidden (`data-when`) and the gig's day (`data-day`); over, the calendar, map
 *   and ticket links go, as on Auftritte;
 * - "Teilen", as on Auftritte (src/ui/useShare.tsx, both on domain/sharing.ts): the share sheet
 *   with the page's title and address; where there is none, or it is refused, the link is copied,
 *   or shown selected in a field to copy by hand, and the page's one status says which.
 *
 * Without a script the page shows neither sentence and no "Teilen" (nojs.css). Nothing is sent,
 * nothing stored.
 */
import { dayOf } from '../domain/dates';
import { isUpcoming } from '../domain/gigs';
import { copyText, shareSheet } from '../domain/sharing';
import { COPY_BY_HAND, linkCopied } from '../domain/texts';

/** What only lies ahead: gone from the page once the gig is over. */
const AHEAD_ONLY = '.gig-calendar, .gig-map, .gig-tickets';

export function enhanceGigPage(doc: Document, now: Date): void {
  const page = doc.querySelector<HTMLElement>('[data-day]');
  if (!page) return;
  const ahead = isUpcoming({ date: dayOf(page.dataset.day ?? '') }, now);
  // Taken out, not hidden: the links' own display would win over the hidden attribute.
  for (const part of page.querySelectorAll<HTMLElement>('[data-when]'))
    if (part.dataset.when === (ahead ? 'ahead' : 'past')) part.hidden = false;
    else part.remove();
  if (!ahead) for (const link of page.querySelectorAll(AHEAD_ONLY)) link.remove();

  const button = page.querySelector<HTMLButtonElement>('.gig-share');
  const status = page.querySelector<HTMLElement>('[role="status"]');
  const manual = page.querySelector<HTMLElement>('.copy-status label');
  const field = manual?.querySelector('input');
  if (!button || !status || !manual || !field) return;
  const url = field.value;
  button.addEventListener('click', async () => {
    if (await shareSheet(navigator, { title: doc.title, url })) return;
    if (await copyText(navigator, url)) {
      status.textContent = linkCopied(url);
      return;
    }
    manual.hidden = false;
    status.textContent = COPY_BY_HAND;
    field.focus();
    field.select();
  });
}
