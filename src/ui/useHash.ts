/** The app's current page, from the location hash (contract section 4). */
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const getHash = () => window.location.hash;

/** The location hash, re-rendering on every change; parseRoute makes it a page. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, getHash, () => '');
}
