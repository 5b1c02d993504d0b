/**
 * A list of names as running German text: "A", "A und B", "A, B und C".
 * Every list of names on the site is joined here (the home page's lineup,
 * the Impressum's partners). An empty list is the empty text; the data reader
 * makes sure the band's lists are never empty.
 */
export function joinNames(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
}
