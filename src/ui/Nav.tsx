/** The top navigation: logo, the four page links, and the menu toggle of the narrow layout. */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { routeHref, type Route } from '../domain/routes';
import { useBandData } from './BandDataContext';
import { Logo } from './Logo';

const LINKS: { route: Route; label: string }[] = [
  { route: 'home', label: 'Home' },
  { route: 'programm', label: 'Programm' },
  { route: 'auftritte', label: 'Auftritte' },
  { route: 'kontakt', label: 'Kontakt' },
];

/** The logo, linking home. */
export const navLogo = (name: string) => (
  <a className="nav-logo" href={routeHref('home')} aria-label={`${name} – Startseite`}>
    <Logo label="" />
  </a>
);

/** The four page links, `route`'s marked as the current one. */
export const navLinks = (route?: Route, onClick?: () => void) =>
  LINKS.map(({ route: to, label }) => (
    <li key={to}>
      <a href={routeHref(to)} aria-current={to === route ? 'page' : undefined} onClick={onClick}>
        {label}
      </a>
    </li>
  ));

/** `route`: the page shown, whose link is the current one. A gig's own page has a nav of its own (src/static/StaticNav.tsx). */
export function Nav({ route }: { route?: Route }) {
  const { band } = useBandData();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // A new page closes the menu, however it was reached (link, back button, host script).
  useEffect(() => setOpen(false), [route]);

  // Escape closes the open menu wherever focus is (key events leave the shadow root composed).
  // A layout effect: the listener must be there as soon as the menu shows, not after the next frame.
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <nav className="nav" aria-label="Hauptnavigation">
      {navLogo(band.name)}
      <button ref={toggle} type="button" className="nav-toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <span className="nav-toggle-icon" aria-hidden="true" />
        Menü
      </button>
      <ul id={menuId} className="nav-links" data-open={open}>
        {navLinks(route, () => setOpen(false))}
      </ul>
    </nav>
  );
}
