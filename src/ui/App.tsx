/** The whole site: shell and hash-routed pages (contract section 4). */
import { useEffect, useRef } from 'react';
import type { Route } from '../domain/routes';
import { useHashRoute } from './useHashRoute';
import { useNow } from './useNow';
import { Nav } from './Nav';
import { Footer } from './Footer';
import { Home } from './pages/Home';
import { Programm } from './pages/Programm';
import { Auftritte } from './pages/Auftritte';
import { Kontakt } from './pages/Kontakt';
import { Impressum } from './pages/Impressum';

export interface AppProps {
  /** Pins the time the gig rules use; the live clock when absent. */
  now?: Date;
}

function Page({ route, now }: { route: Route; now: Date }) {
  switch (route) {
    case 'programm':
      return <Programm />;
    case 'auftritte':
      return <Auftritte now={now} />;
    case 'kontakt':
      return <Kontakt />;
    case 'impressum':
      return <Impressum />;
    default:
      return <Home now={now} />;
  }
}

export function App({ now: fixedNow }: AppProps) {
  const route = useHashRoute();
  const now = useNow(fixedNow);
  const top = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // After a route change (not on first load): bring the widget's top into view
  // and move focus to the new page's heading, so screen readers announce it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = top.current;
    const heading = root?.querySelector('h1');
    if (!root || !heading) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    root.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [route]);

  return (
    <div className="app" ref={top}>
      <header className="header">
        <Nav route={route} />
      </header>
      <main className="main">
        <Page route={route} now={now} />
      </main>
      <Footer />
    </div>
  );
}
