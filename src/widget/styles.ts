/**
 * Puts the widget's CSS into a shadow root: one constructable stylesheet
 * shared by every widget on the page (nothing goes into the host's <head>,
 * and a strict CSP allows it), or a <style> inside the shadow root where
 * constructable stylesheets are not supported.
 */
let shared: CSSStyleSheet | null | undefined;

function sharedSheet(css: string): CSSStyleSheet | null {
  if (shared === undefined) {
    try {
      shared = new CSSStyleSheet();
      shared.replaceSync(css);
      if (!('adoptedStyleSheets' in ShadowRoot.prototype)) shared = null;
    } catch {
      shared = null;
    }
  }
  return shared;
}

/** Adds the stylesheet to `root` once. */
export function adoptStyles(root: ShadowRoot, css: string): void {
  const sheet = sharedSheet(css);
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else if (!root.querySelector('style[data-band]')) {
    const style = document.createElement('style');
    style.setAttribute('data-band', '');
    style.textContent = css;
    root.prepend(style);
  }
}

/** Removes what adoptStyles added. */
export function dropStyles(root: ShadowRoot): void {
  if (shared) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== shared);
  root.querySelector('style[data-band]')?.remove();
}
