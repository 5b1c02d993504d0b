// Shared by the component suites: open the site at a hash with the clock pinned, and clean up after.
import { act, cleanup, render } from '@testing-library/preact';
import { App } from '../../src/ui/App';
import { BandDataContext } from '../../src/ui/BandDataContext';
import type { BandData } from '../../src/data/readData';
import { fixture } from '../fixtures/data';

/** Opens the site at `hash` with the clock pinned to `now` (local time; default 1.9.2025, noon), showing `data`. */
export function visit(hash: string, now = new Date(2025, 8, 1, 12, 0), data: BandData = fixture) {
  window.location.hash = hash;
  return render(
    <BandDataContext.Provider value={data}>
      <App now={now} />
    </BandDataContext.Provider>,
  );
}

/** Moves the open site to another page, as a visitor following a link does (what was chosen stays). */
export function go(hash: string) {
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

/** Unmounts what visit() rendered and clears the hash; for `suite.after.each`. */
export function reset() {
  cleanup();
  history.replaceState(null, '', '/');
}

/** The element's text with runs of spaces and line breaks made one space; non-breaking spaces stay. */
export const textOf = (el: Element) => el.textContent!.replace(/[ \t\n\r]+/g, ' ').trim();
