/**
 * dist/gigs.js, the script of dist/gigs.html: the gig list alone in an iframe, for
 * site builders that take nothing else. The page's query string becomes the
 * widget's data attributes (band.js checks them as always: a bad value warns and
 * the default is used), and the page tells its parent how tall it is, so a host
 * that wants to can size the frame.
 */
import { DEFAULTS } from '../domain/options';

const target = document.querySelector<HTMLElement>('[data-band-widget]');
if (target) {
  const query = new URLSearchParams(location.search);
  // Every option of the gig list (src/domain/options.ts) but the view, which this page fixes.
  for (const key of Object.keys(DEFAULTS).filter((name) => name !== 'view')) {
    const value = query.get(key);
    if (value !== null) target.setAttribute(`data-${key}`, value);
  }
  const accent = query.get('accent');
  // From script, so the page's strict policy (no inline styles) allows it.
  if (accent && CSS.supports('color', accent)) target.style.setProperty('--band-accent', accent);
}
document.documentElement.style.background = 'transparent';
document.body.style.margin = '0';

// { bandWidget: 'height', height } to the page that frames this one, on load and whenever the list changes size.
let last = 0;
const report = () => {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (parent !== window && height !== last) parent.postMessage({ bandWidget: 'height', height: (last = height) }, '*');
};
new ResizeObserver(report).observe(document.documentElement);
addEventListener('load', report);
