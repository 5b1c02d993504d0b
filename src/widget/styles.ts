/**
 * Puts the widget's CSS into a shadow root: one constructable stylesheet per
 * document, shared by every widget in it (nothing goes into the host's <head>,
 * and a strict CSP allows it), or a <style> inside the shadow root where
 * constructable stylesheets are not supported. Per document, because a sheet
 * made in one document cannot be adopted in another (a same-origin iframe).
 */
const sheets = new WeakMap<Document, CSSStyleSheet | null>();

function sheetFor(doc: Document, css: string): CSSStyleSheet | null {
  if (!sheets.has(doc)) {
    let sheet: CSSStyleSheet | null = null;
    try {
      const view = doc.defaultView as (Window & typeof globalThis) | null;
      if (view && 'adoptedStyleSheets' in view.ShadowRoot.prototype) {
        sheet = new view.CSSStyleSheet();
        sheet.replaceSync(css);
      }
    } catch {
      sheet = null;
    }
    sheets.set(doc, sheet);
  }
  return sheets.get(doc)!;
}

/**
 * Adds the stylesheet to `root` once. Call it after filling the root: replacing the root's
 * children afterwards would take the fallback <style> with them.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  const doc = root.ownerDocument;
  const sheet = sheetFor(doc, css);
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else if (!root.querySelector('style[data-band]')) {
    const style = doc.createElement('style');
    style.setAttribute('data-band', '');
    style.textContent = css;
    root.prepend(style);
  }
}

/** Removes what adoptStyles added. */
export function dropStyles(root: ShadowRoot): void {
  const sheet = sheets.get(root.ownerDocument);
  if (sheet) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  root.querySelector('style[data-band]')?.remove();
}
