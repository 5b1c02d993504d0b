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

function start() {
  // Loaded twice: the first copy owns the page; this one does nothing.
  if (window.BandWidget) return;
  window.BandWidget = Object.freeze({ mount, unmount, version: __VERSION__ });
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', mountDeclared, { once: true });
  } else {
    mountDeclared();
  }
}

try {
  start();
} catch (error) {
  console.error('BandWidget: start-up failed', error);
}
