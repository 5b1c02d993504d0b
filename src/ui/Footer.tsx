/** The footer on every page: the copyright line (home) and the legal notice. */
import { routeHref } from '../domain/routes';
import { useBandData } from './BandDataContext';

/** The spec fixes the year shown, whatever today's date. */
export const COPYRIGHT_YEAR = 2024;

export function Footer() {
  const { band } = useBandData();
  return (
    <footer className="footer">
      <a href={routeHref('home')}>
        © {COPYRIGHT_YEAR} {band.name}
      </a>
      <a href={routeHref('impressum')}>Impressum / Datenschutz</a>
    </footer>
  );
}
