// How the widget's styles look from inside a page, for the suites that compare two ways
// of getting them there: constructable stylesheets (adopted) and the <style> fallback.
// Both run as plain script text, so Chromium (playwright), Firefox ESR (puppeteer) and
// WebKitGTK (selenium) run the very same code.

/**
 * Runs before band.js: takes constructable stylesheets away, as Safari 15 to 16.3 and
 * Firefox before 101 lack them. band.js asks ShadowRoot.prototype; Document goes too.
 */
export const WITHOUT_CONSTRUCTABLE_SHEETS = `for (const proto of [ShadowRoot.prototype, Document.prototype])
  for (let owner = proto; owner; owner = Object.getPrototypeOf(owner)) delete owner.adoptedStyleSheets;`;

/** Representative elements of the app's pages (absent ones count as "absent" on both sides). */
const ELEMENTS = [
  '.band',
  '.header',
  '.nav-logo',
  '.nav-toggle',
  '.nav-links',
  '.nav-links a',
  '.nav-links a[aria-current="page"]',
  'h1',
  'h2',
  '.main',
  '.main p',
  '.main a:not(.button)',
  '.button',
  '.button-outline',
  '.next',
  '.gig',
  '.songs li',
  '.chip',
  'input',
  '.footer',
  '.footer a',
];

/** Colours, backgrounds, fonts, and the few boxes that show which layout is in force. */
const PROPERTIES = [
  'display',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-decoration-line',
  'border-top-color',
  'border-bottom-color',
  'border-top-left-radius',
  'padding-top',
  'padding-left',
  'width',
];

export interface SeenStyles {
  /** How the styles reached the shadow root, e.g. "1 adopted sheet, 0 <style>". */
  via: string;
  /** Per element: "property: value; ..." */
  styles: Record<string, string>;
}

/** A function body (it returns) run in the page: what the app widget's styles come to. */
export const SEE_STYLES = `
  const root = document.querySelector('[data-band-widget="app"]').shadowRoot;
  // A route change focuses the h1; whether an engine counts that as :focus-visible (an outline and a radius)
  // depends on the window's focus, not on how the styles came. Compared unfocused.
  root.activeElement?.blur();
  const via = (root.adoptedStyleSheets ? root.adoptedStyleSheets.length + ' adopted sheet' : 'no adoptedStyleSheets')
    + ', ' + root.querySelectorAll('style[data-band]').length + ' <style>';
  const styles = {};
  for (const selector of ${JSON.stringify(ELEMENTS)}) {
    const el = root.querySelector(selector);
    const computed = el && getComputedStyle(el);
    styles[selector] = computed ? ${JSON.stringify(PROPERTIES)}.map((p) => p + ': ' + computed.getPropertyValue(p)).join('; ') : 'absent';
  }
  return { via, styles };`;

/** The site's own dark background: what a page without its styles (transparent) does not have. */
export const SITE_BACKGROUND = 'background-color: rgb(20, 20, 20)';
