/** Hash routes of the app view (contract section 4). */

export const ROUTES = ['home', 'programm', 'auftritte', 'kontakt', 'impressum', 'presse'] as const;
export type Route = (typeof ROUTES)[number];

/**
 * The page a route shows for a band with or without press data: `presse` is Home where the band has
 * none (contract section 4, issue 47), every other route itself. The app, its nav and the prerendering
 * all ask here, so Home's link is active exactly where Home shows.
 */
export function pageOf(route: Route, hasPress: boolean): Route {
  return route === 'presse' && !hasPress ? 'home' : route;
}

/**
 * Whether a location hash is the app's: `#/…`. A hash without the slash (`#kontakt`)
 * is the host page's own anchor (contract section 4).
 */
export function isAppHash(hash: string): boolean {
  return typeof hash === 'string' && hash.startsWith('#/');
}

/**
 * The page a location hash shows: `#/x`, a trailing slash tolerated. Anything else,
 * a host anchor, another case or malformed percent-encoding included, is Home. Never throws.
 */
export function parseRoute(hash: string): Route {
  if (!isAppHash(hash)) return 'home';
  let path: string;
  try {
    path = decodeURIComponent(hash.slice(2).replace(/\/$/, ''));
  } catch {
    return 'home';
  }
  return (ROUTES as readonly string[]).includes(path) ? (path as Route) : 'home';
}

/** The href of a route's link: `#/` for Home, `#/programm` and so on. */
export function routeHref(route: Route): string {
  return route === 'home' ? '#/' : `#/${route}`;
}
