// The one route table of the tests: every route of the site, the h1 of the page it shows and the link that
// leads there (the menu's; Impressum's is in the footer). The slogan is the fixtures' and the band's.
// Plain data, so the component suites (happy-dom) read it as well as the browser suites.

/** [hash, h1, link]: every route of the site, Home first. */
export const ROUTES = [
  ['#/', 'Upgrade your Event', 'Home'],
  ['#/programm', 'Aktuelle Songauswahl', 'Programm'],
  ['#/auftritte', 'Auftritte', 'Auftritte'],
  ['#/kontakt', 'Kontakt', 'Kontakt'],
  ['#/impressum', 'Impressum', 'Impressum'],
] as const;

/** The h1 the page at a route shows, by its hash. */
export const H1 = Object.fromEntries(ROUTES.map(([hash, h1]) => [hash, h1])) as Record<(typeof ROUTES)[number][0], string>;
