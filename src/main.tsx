/**
 * dist/band.js: adds `window.BandWidget` and mounts every element with a
 * `data-band-widget` attribute (contract section 2).
 */
import { isMounted, mount, unmount, type MountHandle } from './widget/mount';
import type { MountOptions } from './widget/options';

export type { MountHandle, MountOptions };

/** The one global the script adds. */
export interface BandWidgetApi {
  /** Mounts into an element or the first match of a selector; `null` (and a console error) when there is none. */
  mount(target: Element | string, options?: MountOptions): MountHandle | null;
  /** Unmounts; returns whether a widget was mounted there. */
  unmount(target: Element | string): boolean;
  /** The version of this bundle. */
  version: string;
}

declare global {
  interface Window {
    BandWidget?: BandWidgetApi;
  }
}

function mountDeclared() {
  document.querySelectorAll('[data-band-widget]').forEach((el) => {
    if (!isMounted(el)) mount(el);
  });
}

/**
 * On the band's own page the site is already there, prerendered (src/static/prerender.tsx):
 * the browser paints it first, and mounting replaces it with the same pixels right after that
 * frame, so the page's largest paint never waits for start-up (a long list's items below the
 * first screen follow a frame later: useWholeList).
 */
function mountAfterPaint() {
  if (document.querySelector('.band-route')) requestAnimationFrame(() => setTimeout(mountDeclared));
  else mountDeclared();
}

/** `fn`, made unable to throw into the host page: errors go to the console and `fallback` is returned. */
function guarded<A extends unknown[], R>(name: string, fn: (...args: A) => R, fallback: R) {
  return (...args: A): R => {
    try {
      return fn(...args);
    } catch (error) {
      console.error(`BandWidget.${name} failed:`, error);
      return fallback;
    }
  };
}

function start() {
  const existing = window.BandWidget;
  if (existing) {
    // The same copy loaded twice is harmless: the first one owns the page. Anything else is worth a word.
    let same = false;
    try {
      same = existing.version === __VERSION__;
    } catch {}
    if (!same) {
      console.warn(
        `BandWidget: window.BandWidget is already taken (another script, or another copy of band.js); band.js ${__VERSION__} does nothing.`,
      );
    }
    return;
  }
  window.BandWidget = Object.freeze({
    mount: guarded('mount', mount, null),
    unmount: guarded('unmount', unmount, false),
    version: __VERSION__,
  });
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', mountAfterPaint, { once: true });
  } else {
    mountAfterPaint();
  }
}

try {
  start();
} catch (error) {
  console.error('BandWidget: start-up failed', error);
}
