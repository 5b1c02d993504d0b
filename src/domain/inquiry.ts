/**
 * The booking inquiry the Kontakt page's Mail button prepares: a `mailto:` link
 * whose body asks for what the band needs in every first reply, with the day the
 * visitor checked, the opening dance, the wish list and the songs not to play.
 * The visitor's own mail program sends it; the site sends nothing.
 */
import { formatDate } from './dates';
import { songLine, type Song } from './songs';

export interface Inquiry {
  /** Where the mail goes. */
  email: string;
  /** The band's name, for the subject and the first sentence. */
  band: string;
  /** The contact person's first name, for the greeting. */
  contact: string;
  /** Songs the visitor wishes, in the order chosen (the opening dance may be one of them). */
  wishes: readonly Song[];
  /** The day checked on Kontakt, for the `Datum:` line. */
  date?: Date | undefined;
  /** The song that opens the dance: its own line, not repeated in the wish list. */
  opening?: Song | null;
  /** Songs marked "Bitte nicht spielen", in the order chosen. */
  doNotPlay?: readonly Song[];
}

/** The facts the band asks for, one line each, for the visitor to fill in. */
export const INQUIRY_FIELDS = ['Datum', 'Anlass', 'Ort', 'Gäste', 'Uhrzeit'] as const;

/** Longest `mailto:` link we produce: mail programs and browsers cut or refuse longer ones. */
export const MAX_MAILTO_LENGTH = 1800;

const wishLine = (song: Song) => `- ${song.title} – ${song.artist}`;

/** A list under its heading, `shown` of its songs, then a note on the rest. */
function list(heading: string, songs: readonly Song[], shown: number): string[] {
  if (!songs.length) return [];
  const rest = songs.length - shown;
  return [
    heading,
    ...songs.slice(0, shown).map(wishLine),
    ...(rest > 0 ? [`… und ${rest} weitere${rest === 1 ? 'r Song' : ' Songs'} (die ganze Liste schicken wir gern nach)`] : []),
    '',
  ];
}

/** The two lists of songs the mail may carry. */
interface Lists {
  wishes: readonly Song[];
  doNotPlay: readonly Song[];
}

/** The mail's text, with the first `wishes` songs of the wish list and the first `skips` of the songs not to play. */
function body({ band, contact, date, opening }: Inquiry, lists: Lists, wishes: number, skips: number): string {
  return [
    `Hallo ${contact},`,
    '',
    `wir möchten ${band} gern für unsere Feier anfragen:`,
    '',
    ...INQUIRY_FIELDS.map((field) => `${field}: ${field === 'Datum' && date ? formatDate(date) : ''}`),
    '',
    ...(opening ? [`Eröffnungstanz: ${songLine(opening)}`, ''] : []),
    ...list('Unsere Wunschliste:', lists.wishes, wishes),
    ...list('Bitte nicht spielen:', lists.doNotPlay, skips),
    'Viele Grüße',
  ].join('\r\n');
}

/**
 * The Mail button's href. When everything would make the link too long, the
 * wish list is cut first, then the songs not to play, each to as many as fit
 * with a note on the rest; the date and the opening dance always stay.
 */
export function inquiryHref(inquiry: Inquiry): string {
  const lists: Lists = { wishes: inquiry.wishes.filter((song) => song !== inquiry.opening), doNotPlay: inquiry.doNotPlay ?? [] };
  const href = (wishes: number, skips: number) =>
    `mailto:${inquiry.email}?subject=${encodeURIComponent(`Buchungsanfrage für ${inquiry.band}`)}&body=${encodeURIComponent(body(inquiry, lists, wishes, skips))}`;
  let wishes = lists.wishes.length;
  let skips = lists.doNotPlay.length;
  while (wishes > 0 && href(wishes, skips).length > MAX_MAILTO_LENGTH) wishes--;
  while (skips > 0 && href(wishes, skips).length > MAX_MAILTO_LENGTH) skips--;
  return href(wishes, skips);
}
