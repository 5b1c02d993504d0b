/**
 * German typography (DIN 5008) for the site's running text, in one place.
 * keepTogether: a non-breaking space after "§", "Art.", "Abs.", "Nr.", "lit.", around
 * "×" between numbers, and between a number and its unit, so "§ 5" or "6 €" never break at a line end; the
 * legal texts pass through it at render (Typeset). typeset adds ’ as the apostrophe
 * and „…“ as quotation marks; the data reader applies it to the band's gig and song
 * texts at build time, so it never ships.
 */
const NBSP = '\u00a0';
const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿ';

export function keepTogether(text: string): string {
  return (
    text
      // "§ 5", "§§ 8", "Art. 6", "Abs. 1", "Nr. 7", "lit. f"
      .replace(/(§§?|\bArt\.|\bAbs\.|\bNr\.|\blit\.) (?=[\da-z])/g, '$1' + NBSP)
      // "6 €", "21 Uhr", "7 Tage", "8 Jahre", "16–18 Uhr", and a rider's "6 m", "230 V", "16 A", "90 Minuten"
      .replace(/(\d) (?=(€|Uhr|Tagen?|Jahren?|Monaten?|Stunden?|Minuten|km|m²|m|kW|W|V|A|%)(?![\wÄÖÜäöüß]))/g, '$1' + NBSP)
      // "6 × 4 m", "2 × 230 V": a product is one unit
      .replace(/(\d) × (?=\d)/g, `$1${NBSP}×${NBSP}`)
  );
}

// After a letter (Don't, Livin' on), or before a year or 'n' (Summer of '69, Rock 'n' Roll).
const APOSTROPHE = new RegExp(`([${LETTER}])'(?=[${LETTER}\\s,.!?)]|$)|(^|\\s)'(?=\\d|n')`, 'g');

export function typeset(text: string): string {
  return (
    keepTogether(text)
      .replace(APOSTROPHE, '$1$2’')
      // "Wort" → „Wort“
      .replace(/(^|[\s(])"([^"]*)"/g, '$1„$2“')
  );
}

/** A phone number as shown: its groups never split across lines. */
export function typesetPhone(display: string): string {
  return display.replace(/ /g, NBSP);
}
