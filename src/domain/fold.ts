/**
 * Text folded for forgiving search: case, accents and punctuation do not
 * count, so "uber" finds "Über den Wolken", "acdc" finds "AC/DC" and
 * "kassel" finds "Kulturbahnhof, Kassel".
 */

/** Lower case, no accents (ß as ss), letters and digits only. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Lower case in plain letters, as German writes without umlauts: "Über Straße" → "ueber strasse",
 * "Café" → "cafe". Spaces and punctuation stay. Search folds with it, calendar UIDs are made of it.
 */
export function transliterate(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The German spelling without umlauts as well ("Über" → "ueber"), so both ways of typing find it. */
export function foldGerman(text: string): string {
  return transliterate(text).replace(/[^a-z0-9]/g, '');
}

/** Whether `query` (folded) occurs in `text`, typed with or without umlauts; an empty query matches everything. */
export function matches(text: string, query: string): boolean {
  const q = fold(query);
  return !q || fold(text).includes(q) || foldGerman(text).includes(q);
}
