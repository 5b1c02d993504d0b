/** The app's current page, from the location hash (contract section 4). */
import { useSyncExternalStore } from 'react';
import { parseRoute, type Route } from '../domain/routes';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const getHash = () => window.location.hash;

/** Re-renders on every hash change; an unknown hash shows Home and the URL is left alone. */
export function useHashRoute(): Route {
  return parseRoute(useSyncExternalStore(subscribe, getHash, () => ''));
}
