// A widget whose rendering fails leaves no hole in the host's page: the host's fallback content
// shows again (or, where it gave none, a link to the band's site), with one console error naming
// the element; nothing is thrown into the host page. The render path breaks here the way a host
// page can break it: by replacing a browser API the widget uses (Date.prototype.getDate).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mount, unmount } from '../setup/mountInNode';
import { shippedBand } from '../../src/data/shipped';

const guard = suite('the guard: a failed render falls back');

let errors: unknown[][] = [];
const consoleError = console.error;
const getDate = Date.prototype.getDate;
const breakDates = () => {
  Date.prototype.getDate = () => {
    throw new Error('getDate replaced by the host page');
  };
};

guard.before.each(() => {
  errors = [];
  console.error = (...args: unknown[]) => void errors.push(args);
  document.body.replaceChildren();
});
guard.after.each(() => {
  Date.prototype.getDate = getDate;
  console.error = consoleError;
});

/** The guard's errors (other parts may log their own, such as the clock's next-event timer). */
const guardErrors = () => errors.filter((args) => String(args[0]).includes('rendering failed'));

/** A host element with the given fallback HTML, in the page. */
function host(html: string): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

/** What a visitor sees in the element's box: the slot's assigned content, else its own. */
function shown(el: Element): { slot: boolean; links: string[] } {
  const slot = el.shadowRoot?.querySelector('slot');
  const links = [...el.querySelectorAll('a'), ...(slot && !el.hasChildNodes() ? slot.querySelectorAll('a') : [])];
  return { slot: !!slot, links: links.map((a) => `${a.textContent} → ${a.getAttribute('href')}`) };
}

guard('the first render fails: the host’s fallback content shows again, one error names the element', () => {
  const el = host('<a href="https://partner.example/termine">Termine der Band</a>');
  breakDates();
  assert.not.throws(() => mount(el));
  assert.equal(shown(el), { slot: true, links: ['Termine der Band → https://partner.example/termine'] });
  assert.is(guardErrors().length, 1);
  assert.ok(guardErrors()[0]!.includes(el), 'the error names the element');
  assert.match(String(guardErrors()[0]!.at(-1)), /getDate replaced/);
  unmount(el);
});

guard('a host without fallback content gets a link to the band’s site', () => {
  const el = host('');
  breakDates();
  mount(el);
  const { slot, links } = shown(el);
  assert.ok(slot);
  assert.is(links.length, 1);
  assert.ok(links[0]!.endsWith(`→ ${shippedBand().siteUrl}`), links[0]);
  assert.ok(links[0]!.includes(shippedBand().name), links[0]);
  assert.is(guardErrors().length, 1);
  unmount(el);
});

guard('a later render fails: the fallback replaces the widget, the rest of the page stays', () => {
  const el = host('<a href="https://partner.example/termine">Termine der Band</a>');
  const neighbour = host('<button>Host-Knopf</button>');
  mount(el, { view: 'gigs' });
  assert.is(guardErrors().length, 0);
  assert.is(el.childNodes.length, 0, 'the widget shows instead of the fallback');
  breakDates();
  assert.not.throws(() => mount(el, { view: 'gigs', limit: 2 }));
  assert.equal(shown(el).links, ['Termine der Band → https://partner.example/termine']);
  assert.is(guardErrors().length, 1);
  assert.is(neighbour.innerHTML, '<button>Host-Knopf</button>');
  unmount(el);
});

guard.run();
