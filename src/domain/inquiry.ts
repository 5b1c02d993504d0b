/**
 * The booking inquiry the Kontakt page's Mail button prepares: a `mailto:` link
 * whose body asks for what the band needs in every first reply, and lists the
 * visitor's wish list. The visitor's own mail program sends it; the site sends nothing.
 */
import type { Song } from './songs';

export interface Inquiry {
  /** Where the mail goes. */
  email: string;
  /** The band's name, for the subject and the first sentence. */
  band: string;
  /** The contact person's first name, for the greeting. */
  contact: string;
  /** Songs the visitor put on the wish list, in the order chosen. */
  wishes: readonly Song[];
}

/** The facts the band asks for, one line each, for the visitor to fill in. */
export const INQUIRY_FIELDS = ['Datum', 'Anlass', 'Ort', 'Gäste', 'Uhrzeit'] as const;

/** Longest `mailto:` link we produce: mail programs and browsers cut or refuse longer ones. */
export const MAX_MAILTO_LENGTH = 1800;

const wishLine = (song: Song) => `- ${song.title} – ${song.artist}`;

/** The mail's text; `shown` wish-list songs of `wishes`, then a note on the rest. */
function body({ band, contact, wishes }: Inquiry, shown: number): string {
  const lines = [`Hallo ${contact},`, '', `wir möchten ${band} gern für unsere Feier anfragen:`, ''];
  lines.push(...INQUIRY_FIELDS.map((field) => `${field}: `), '');
  if (wishes.length) {
    lines.push('Unsere Wunschliste:', ...wishes.slice(0, shown).map(wishLine));
    const rest = wishes.length - shown;
    if (rest > 0) lines.push(`… und ${rest} weitere${rest === 1 ? 'r Song' : ' Songs'} (die ganze Liste schicken wir gern nach)`);
    lines.push('');
  }
  lines.push('Viele Grüße');
  return lines.join('\r\n');
}

/**
 * The Mail button's href. When the whole wish list would make the link too
 * long, as many songs as fit are listed, followed by a note on the rest.
 */
export function inquiryHref(inquiry: Inquiry): string {
  const href = (shown: number) =>
    `mailto:${inquiry.email}?subject=${encodeURIComponent(`Buchungsanfrage für ${inquiry.band}`)}&body=${encodeURIComponent(body(inquiry, shown))}`;
  let shown = inquiry.wishes.length;
  while (shown > 0 && href(shown).length > MAX_MAILTO_LENGTH) shown--;
  return href(shown);
}
