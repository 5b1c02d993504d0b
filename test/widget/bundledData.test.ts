// band.js carries each build's own data (src/build/bundle.ts): terser compresses the code with a token in
// place of each value, once for every data set, and the values take their places afterwards. So a venue's
// quotes, backslashes, umlauts or a `$&` reach the page as the band typed them (in German typography, as
// every text of the data), and a new gig changes the data in band.js, not the code around it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildBundle } from '../../src/build/bundle';
import { typeset } from '../../src/domain/typography';
import { dayAfter, fixture, withGigs } from '../fixtures/data';
import { waitFor } from '../setup/waitFor';

/** Venues whose characters mean something to JavaScript, to a regular expression's replacement, or to HTML. */
const VENUES = [
  'Café „Zur Linde“, Kassel',
  'O’Reilly\'s "Pub" \\ Hinterhof, Fulda',
  'Club $& $1 $$ $` </script>, Melsungen',
  'Bürgerhaus ${preis}, Vellmar',
];
/** Each venue as the page shows it. */
const SHOWN = VENUES.map(typeset);

const upcoming = (venues: readonly string[]) => venues.map((location, i) => ({ date: dayAfter(new Date(), i + 1), location }));

/** `bundle` (band.js) run in this (happy-dom) window, its gig list mounted: which of the venues it shows. */
async function shownVenues(bundle: Uint8Array): Promise<string[]> {
  delete (window as { BandWidget?: unknown }).BandWidget;
  new Function(new TextDecoder().decode(bundle))();
  const target = document.createElement('div');
  document.body.append(target);
  const api = (window as unknown as { BandWidget: { mount(el: Element, options: object): { unmount(): void } | null } }).BandWidget;
  const handle = api.mount(target, { view: 'gigs' });
  try {
    return await waitFor(() => {
      const text = target.shadowRoot?.textContent ?? '';
      const shown = SHOWN.filter((venue) => text.includes(venue));
      return shown.length ? shown : undefined;
    });
  } finally {
    handle?.unmount();
    target.remove();
  }
}

const bundled = suite('band.js with the build’s data');

bundled('shows every venue as typed, whatever its characters', async () => {
  const bundle = await buildBundle(withGigs(upcoming(VENUES)));
  assert.not.match(new TextDecoder().decode(bundle), /[^\x00-\x7f]|__band_/, 'ASCII only, no token left');
  assert.equal(await shownVenues(bundle), SHOWN);
});

bundled('the code beside the data is the same for other gigs: compressed once, not again with each gig', async () => {
  const [one, other] = await Promise.all([
    buildBundle(withGigs(upcoming(VENUES.slice(0, 1)))),
    buildBundle(withGigs(upcoming(VENUES.slice(1)))),
  ]);
  const start = (bundle: Uint8Array) => new TextDecoder().decode(bundle.subarray(0, 4000));
  // Before the data: Preact and the app, with the names terser gave them, which once changed with the data's letters.
  assert.is(start(one), start(other));
  assert.ok(start(one).length === 4000 && !start(one).includes(fixture.band.name));
  assert.equal(await shownVenues(one), SHOWN.slice(0, 1));
  assert.equal(await shownVenues(other), SHOWN.slice(1));
});

bundled.run();
