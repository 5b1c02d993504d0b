/**
 * Puts the widget's CSS into a shadow root: one constructable stylesheet
 * shared by every widget of the document (nothing goes into the host's
 * <head>, and a strict CSP allows it), or a <style> inside the shadow root
 * where constructable stylesheets are not supported.
 */
const sheets = new WeakMap<Document, CSSStyleSheet>();

function sharedSheet(doc: Document, css: string): CSSStyleSheet | null {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (!view || !('adoptedStyleSheets' in view.ShadowRoot.prototype) || typeof view.CSSStyleSheet !== 'function') return null;
  let sheet = sheets.get(doc);
  if (!sheet) {
    try {
      sheet = new view.CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      return null;
    }
    sheets.set(doc, sheet);
  }
  return sheet;
}

/** Adds the stylesheet to `root` once. */
export function adoptStyles(root: ShadowRoot, css: string): void {
  const sheet = sharedSheet(root.ownerDocument, css);
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else if (!root.querySelector('style[data-band]')) {
    const style = root.ownerDocument.createElement('style');
    style.setAttribute('data-band', '');
    style.textContent = css;
    root.prepend(style);
  }
}

/** Removes what adoptStyles added. */
export function dropStyles(root: ShadowRoot): void {
  const sheet = sheets.get(root.ownerDocument);
  if (sheet && root.adoptedStyleSheets) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  root.querySelector('style[data-band]')?.remove();
}
