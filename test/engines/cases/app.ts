// What the engine checks read in a tab: the app widget's shadow root, its h1, and the errors
// the test server's prelude recorded (test/setup/engines.ts).
import { until, type Tab } from '../../setup/engines';

/** A script's first line: `root` is the app widget's shadow root. */
export const APP = `const root = document.querySelector('[data-band-widget="app"]').shadowRoot;`;
/** Waits until the app's h1 reads `title`. */
export const h1 = (tab: Tab, title: string) =>
  until(tab, `${APP} return root && root.querySelector('h1')?.textContent === ${JSON.stringify(title)};`, `h1 "${title}"`);
/** Every error the page logged or threw so far. */
export const errors = (tab: Tab) => tab.run<string[]>('return window.__errors;');
