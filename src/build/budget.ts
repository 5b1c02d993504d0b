/**
 * The size budget: the code and styles of dist/band.js may not grow unnoticed.
 * The band's data is measured beside them but never budgeted.
 */
import { gzipSync } from 'node:zlib';
import type { BandData } from '../data/readData';
import { BuildError } from './BuildError';
import { OUTFILE } from './paths';

/**
 * The size budget of the code and styles, gzip bytes: dist/band.js built with
 * an empty data set. The band's data is measured beside it but never budgeted,
 * so a hundred new gigs cannot fail the build while code and CSS cannot creep.
 * It stands just above what the code needs (22,205 B in November 2026: the 2026
 * legal texts, the any-host hardening, the song finder, wish list and inquiry,
 * map links and the place filter, then the compile hint (+25 B) and one set of
 * calendar-link listeners per list (+50 B), which made Home and Auftritte start
 * faster; docs/performance.md has the split). Then +1,000 B for "Ist Ihr Termin
 * noch frei?" (issue 23; 23,198 B): Kontakt's date check with its three answers,
 * the opening dance and "Bitte nicht spielen" on the wish list and in the mail,
 * and the privacy statement's sentence on it. Then +600 B for start times in
 * the calendar file (issue 24; 23,770 B): the house-style reader
 * (src/domain/gigTimes.ts, readTime, about 255 B), Europe/Berlin's VTIMEZONE
 * (one string, about 150 B), timed DTSTART/DTEND/DURATION and "Abgesagt:" in a
 * cancelled gig's title. Then +50 B for the prerendered band page (issue 22): the
 * app's route prop (+6 B) and mounting after the page's first paint (+40 B), which
 * keeps its Largest Contentful Paint at the static page's. Then +300 B for each
 * public gig's own page in the gig list (issue 24; 24,133 B): its place links to
 * the page (gigPage, about 70 B), and "Teilen" opens the share sheet or copies the
 * link, with a status saying so and a field to copy by hand where the clipboard is
 * refused (about 230 B: one click listener per list; "Adresse kopieren" and
 * "Teilen" share useCopy). Then +150 B for the venue partners (issue 32; 24,349 B):
 * the options `headings` and `private` (their values, defaults and checks, the
 * lists' names without headings, leaving parties out: about 90 B), and one status
 * for the whole list, where the status per gig was, with the field to copy by hand
 * under the shared gig, as wide as its column and never wider (about 125 B). Then
 * +300 B (24,630 B) for cancelled gigs and tickets in the gig list (issue 31: the
 * "Abgesagt" badge and struck date with their CSS, about 70 B; the "Tickets" link,
 * about 40 B), the options as one table of parsers and defaults (about 40 B) and
 * one GigItem for the lists and the gig pages, whose items are found by key, not
 * position (about 130 B). Then +160 B for the guard (issue 28; 24,803 B): a render
 * that fails shows the host's own fallback content again through a <slot>, or a
 * link to the band's site, instead of an empty box; the data is unpacked on first
 * use inside the guard, not while the script loads (about 25 B). Then +60 B for gig pages
 * that know no build day (issue 30; 24,863 B): calendar events stamped with their gig's day
 * when no stamp is given, the nav's logo and links shared with the gig pages' script-free
 * menu, the sharing texts shared with their script. Then +20 B: the guard reports a failed
 * render once, however many of its parts threw (24,883 B). Then +280 B for ten years of gigs
 * (issue 31, item 2): Auftritte and the partner list show this year's past gigs and every earlier year as a
 * closed <details> rendered only when opened, with a link to the year's page until then (GigYear, about 165 B;
 * pastByYear, about 80 B), and shorter gig items (the links' targets in the item's padding, a past gig's
 * "Teilen" beside its place unless the field to copy its link shows: about 70 B of CSS); finding an event's
 * gig by its place's link instead of a data-key saved 27 B (25,160 B in all). Then +170 B (25,346 B) for the
 * first screen first (issue 31, items 2 and 6): the gig lists and the song list render what the first screen
 * shows and the rest a frame later (useWholeList; whole at once on a page already scrolled; the prerendered gig lists stay whole: WholeLists), the song list
 * links the page of all songs while it shows only its first songs, and numbers its songs only when filtered
 * (about 750 B less in the band's page at 250 songs). Then +56 B (25,402 B): a page already scrolled when band.js
 * takes it over renders its lists whole at once, so the visitor keeps the place. Then +29 B (25,431 B): the first
 * render's gigs fill a tall window too (firstScreen), where the prerendered page had them. Then +1,536 B (26,963 B), the
 * most issue 38 allows, for photos, videos and recordings: <picture> with its sources (Picture, about 220 B with Kontakt's
 * portrait), Home's leading photo and "Live erleben" (about 200 B), the two-click video (VideoPlayer with its notice and
 * the link without JavaScript, about 450 B), the recordings (about 70 B), their CSS (about 250 B), the Impressum's photo
 * credits, and the media's paths put behind band.js's own folder (rebaseMedia, by their hashed names; band.js takes
 * its own address whether the band has media or not, so this budget counts it). Every picture lazy, the leading
 * photo asked for from the page's head instead, saved 31 B of it. The privacy
 * statement's words on the videos are data, made by the build for the providers the band uses (domain/videoPrivacy.ts):
 * a site without videos ships none of them, nor the sentence beside each video's button (videoNotice). Then +53 B (27,020 B) for a band's page in its first round trip at any
 * history (issue 39): the gig lists take from the build's prerendering how many gigs the page lists and what stands where
 * they stop (the years' pages), which band.js never sets. With the buttons' sentences made data, 26,967 B in all
 * (the media code 1,483 B). Then +380 B (27,350 B) for a start-up that does not grow with the history (issue 39):
 * the gigs and the songs travel as JSON texts read on first use, and a page makes the gigs it shows alone, found by
 * day (GigHistory; Home the next public gig, Auftritte an earlier year when it is opened, Kontakt and a calendar link
 * the day's): at ten years Home made 340 gigs for one box. Then +1,250 B (28,600 B; 28,566 B measured, 27,334 B
 * before: +1,232 B) for what clients read before booking (issue 47, which allows 1,536 B for all of it): the
 * unpacking of its data, 33 B, and the components,
 * about 970 B: Home's "Was unsere Gäste sagen" with the sentence on how the quotes are checked and "Referenzen",
 * Kontakt's "Häufige Fragen" as native <details>, "Besetzungen" and its link to the press page, the page
 * "Presse & Veranstalter" with its downloads, its contact and the "Kopieren" button (CopyText, shared with
 * "Adresse kopieren"), and the route with its Home fallback without press data; their CSS with the A4 print
 * sheet, 144 B. The texts are data: a site without them ships none of them. Then +222 B (28,822 B; 28,816 B
 * measured, +250 B) for photos that paint as on a static page (issue 48, which allows 256 B): the takeover
 * keeps the prerendered <picture> elements (keptPictures.ts: noted in the host element, put in place by
 * Picture, put back should rendering fail; `.kept` in the CSS) and the photos' `sizes` capped on a phone
 * (photoSizes.ts). A feature that adds
 * bytes raises it in its own commit, saying what for.
 */
export const CODE_BUDGET_GZIP = 28_822;

const exact = (n: number) => n.toLocaleString('en-US') + ' B';

/**
 * dist/index.html, the band's site prerendered with its inline CSS, gzip bytes: served with brotli it then
 * fits with the response headers into the first round trip of a new connection (ten TCP segments), so the
 * first paint needs no second one (issue 31). It depends on the band's data, so it is a target, not a
 * budget: the build warns with the figures when the page is over it, never refuses. The tests check it on
 * fixtures of known size (test/bundle/pageSize.test.ts), the bench on the band's data.
 */
export const PAGE_TARGET_GZIP = 14 * 1024;

/** The warning for a band's page of `gzip` bytes over its target, with the figures; '' within it. */
export function pageWarning(gzip: number): string {
  if (gzip <= PAGE_TARGET_GZIP) return '';
  return `  WARNING: ${exact(gzip - PAGE_TARGET_GZIP)} over the page's target of ${exact(PAGE_TARGET_GZIP)} gzip (PAGE_TARGET_GZIP in src/build/budget.ts): the first paint may need a second round trip. The build goes on: the band's data is never budgeted (docs/performance.md).`;
}

/** The data with no gigs, no songs and empty texts: what the code and styles cost alone. */
export function emptyData(data: BandData): BandData {
  const blank = (value: unknown): unknown =>
    Array.isArray(value)
      ? []
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blank(v)]))
        : typeof value === 'string'
          ? ''
          : value;
  return { band: blank(data.band) as BandData['band'], gigs: [], bookedDays: [], songs: [] };
}

const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/**
 * Sizes of the bundle and of its code alone (the bundle built with emptyData);
 * throws a BuildError when the code is over budget.
 */
export function checkBudget(bundle: Uint8Array, codeOnly: Uint8Array): { gzip: number; code: number; report: string } {
  const code = gzipSize(codeOnly);
  const all = gzipSize(bundle);
  const margin = CODE_BUDGET_GZIP - code;
  const lines = [
    `${OUTFILE}: ${exact(bundle.length)} raw, ${exact(all)} gzip`,
    `  code and styles ${exact(code)} gzip, budget ${exact(CODE_BUDGET_GZIP)}: ${margin >= 0 ? `${exact(margin)} to spare` : `${exact(-margin)} OVER`}`,
    `  band data ${exact(all - code)} gzip (not budgeted)`,
  ];
  if (margin < 0) {
    throw new BuildError(
      `${lines.join('\n')}\nThe code and styles are over their budget (CODE_BUDGET_GZIP in src/build/budget.ts); nothing was written.`,
    );
  }
  return { gzip: all, code, report: lines.join('\n') };
}
