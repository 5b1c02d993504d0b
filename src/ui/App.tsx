/** The whole site: shell and hash-routed pages (contract section 4). */
import { useEffect, useRef } from 'react';
import { isAppHash, pageOf, parseRoute, type Route } from '../domain/routes';
import { useBandData } from './BandDataContext';
import { useHash } from './useHash';
import { useNow } from './useNow';
import { Nav } from './Nav';
import { Footer } from './Footer';
import { WishListProvider } from './WishList';
import { Home } from './pages/Home';
import { Programm } from './pages/Programm';
import { Auftritte } from './pages/Auftritte';
import { Kontakt } from './pages/Kontakt';
import { Impressum } from './pages/Impressum';
import { Presse } from './pages/Presse';

export interface AppProps {
  /** Pins the time the gig rules use; the live clock when absent. */
  now?: Date | undefined;
  /** Pins the page shown, whatever the hash: the build's prerendering renders each route this way. */
  route?: Route;
}

function Page({ route, now }: { route: Route; now: Date }) {
  switch (route) {
    case 'programm':
      return <Programm />;
    case 'auftritte':
      return <Auftritte now={now} />;
    case 'kontakt':
      return <Kontakt now={now} />;
    case 'impressum':
      return <Impressum />;
    case 'presse':
      return <Presse />;
    default:
      return <Home now={now} />;
  }
}

/**
 * Follows the app's own links (`#/…`) by setting the hash, so a host page's
 * `<base href>` pointing elsewhere cannot take the visitor away. The links stay
 * real links: middle-click, modified clicks and "copy link" work as usual.
 */
function followInPage(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = (event.target as Element).closest?.('a')?.getAttribute('href');
  if (href && isAppHash(href)) {
    event.preventDefault();
    window.location.hash = href;
  }
}

export function App({ now: fixedNow, route: fixedRoute }: AppProps) {
  const hash = useHash();
  // `#/presse` is Home where the band has no press data, its nav's Home link active (contract section 4).
  const route = pageOf(fixedRoute ?? parseRoute(hash), !!useBandData().press);
  const now = useNow(fixedNow);
  const top = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // After a route change (not on first load): bring the widget's top into view
  // and move focus to the new page's heading, so screen readers announce it.
  // A host anchor (#kontakt) shows Home but leaves scroll and focus to the host.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!isAppHash(window.location.hash)) return;
    const root = top.current;
    const heading = root?.querySelector('h1');
    if (!root || !heading) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    root.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [route]);

  return (
    <div className="app" ref={top} onClick={followInPage}>
      <header className="header">
        <Nav route={route} />
      </header>
      <main className="main">
        <WishListProvider>
          <Page route={route} now={now} />
        </WishListProvider>
      </main>
      <Footer />
    </div>
  );
}
