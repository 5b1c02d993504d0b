/** Hash routes of the app view (contract section 4). */

export const ROUTES = ['home', 'programm', 'auftritte', 'kontakt', 'impressum'] as const;
export type Route = (typeof ROUTES)[number];

/**
 * The page a location hash shows. Tolerates `#/x`, `#x` and a trailing slash;
 * anything else, malformed percent-encoding included, is Home. Never throws.
 */
export function parseRoute(hash: string): Route {
  let path: string;
  try {
    path = decodeURIComponent(String(hash ?? '').replace(/^#?\/?/, '').replace(/\/$/, ''));
  } catch {
    return 'home';
  }
  return (ROUTES as readonly string[]).includes(path) ? (path as Route) : 'home';
}

/** The href of a route's link: `#/` for Home, `#/programm` and so on. */
export function routeHref(route: Route): string {
  return route === 'home' ? '#/' : `#/${route}`;
}
