/**
 * The nav of a page that runs no app (a gig's own page, src/static/gigPages.tsx): the app's
 * logo and links, its menu of the narrow layout a <details>, which opens and closes without a
 * script. The wide layout shows the links in a row as the app does; auftritt.css shows one or the
 * other by the page's width (gigPageCss in siteCss.ts).
 */
import { useBandData } from '../ui/BandDataContext';
import { navLinks, navLogo } from '../ui/Nav';

export function StaticNav() {
  const { band } = useBandData();
  return (
    <nav className="nav" aria-label="Hauptnavigation">
      {navLogo(band.name)}
      <ul className="nav-links nav-wide">{navLinks()}</ul>
      <details className="nav-menu">
        <summary className="nav-toggle">
          <span className="nav-toggle-icon" aria-hidden="true" />
          Menü
        </summary>
        <ul className="nav-links">{navLinks()}</ul>
      </details>
    </nav>
  );
}
