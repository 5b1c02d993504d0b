/**
 * Mounting into host elements (contract sections 2 and 3): an open shadow
 * root per element, styles adopted into it, one instance per element.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import css from '../ui/styles.css';
import { keepPictures, restorePictures, type KeptPictures } from '../ui/keptPictures';
import { Widget } from '../ui/Widget';
import { adoptStyles, dropStyles } from './styles';
import { describeValue, resolveOptions, type MountOptions } from './options';

/** Returned by `mount`: takes the widget out of its element again. */
export interface MountHandle {
  unmount(): void;
}

type Root = ReturnType<typeof createRoot>;

interface Instance {
  root: Root;
  container: HTMLElement;
  /** The host's fallback content, kept to be shown again if rendering fails. */
  fallback: Node[];
  /** The element held the prerendered site and the page was scrolled: the gig lists render whole at once (WholeLists). */
  whole: boolean;
  /** The prerendered page's pictures, which the site's first render puts in place (keptPictures.ts). */
  kept: KeptPictures;
}

// Keyed by element, so mounting an element again re-renders its instance.
const instances = new WeakMap<Element, Instance>();

/** The element a target names, or null with one console error saying what was given. */
function resolveTarget(target: Element | string, caller: string): Element | null {
  let found: Element | null = null;
  try {
    // An invalid selector throws, and so may a hostile object; both match nothing and are reported the same way.
    found = typeof target === 'string' ? document.querySelector(target) : (target as Element)?.nodeType === 1 ? target : null;
  } catch {}
  if (!found) console.error(`BandWidget.${caller}: no element matches ${describeValue(target)}.`);
  return found;
}

function create(el: Element): Instance {
  const doc = el.ownerDocument;
  // Read while the prerendered page still shows: once the shadow root hides it, the page is short
  // and reading where it is scrolled would take the visitor to its top.
  const whole = !!el.querySelector('.band-route') && scrollY > 0;
  const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  try {
    const container = doc.createElement('div');
    container.className = 'band';
    container.lang = 'de';
    // A right-to-left host page does not flip the widget.
    container.dir = 'ltr';
    const root = createRoot(container);
    shadow.replaceChildren(container);
    // After replaceChildren, which would take away the <style> that stands in for an adopted sheet
    // where constructable stylesheets are missing (Safari before 16.4): test/widget/styles.test.ts.
    adoptStyles(shadow, css);
    // Only now, with the widget ready, does the host's fallback content (a link for visitors without JavaScript) make way.
    const fallback = [...el.childNodes];
    const kept = keepPictures(el);
    el.replaceChildren();
    return { root, container, fallback, whole, kept };
  } catch (error) {
    // The element keeps its content: a <slot> shows the host's children through the shadow root.
    shadow.replaceChildren(doc.createElement('slot'));
    throw error;
  }
}

/** Whether the element holds a mounted widget. */
export function isMounted(el: Element): boolean {
  return instances.has(el);
}

/** Mounts (or re-renders) a widget in `target`; `options` win over its data attributes. */
export function mount(target: Element | string, options?: MountOptions): MountHandle | null {
  const el = resolveTarget(target, 'mount');
  if (!el) return null;
  try {
    const resolved = resolveOptions(el, options, (message) => console.warn(message));
    let instance = instances.get(el);
    if (!instance) {
      instance = create(el);
      instances.set(el, instance);
    }
    instance.container.dataset.view = resolved.view;
    instance.container.dataset.theme = resolved.view === 'gigs' ? resolved.theme : 'site';
    // Synchronous, so the widget is in place when mount() returns (React would otherwise defer it).
    // Should rendering fail, the host's fallback content goes back into the element, where the guard's <slot> shows it.
    const onError = (error: unknown) => {
      console.error('BandWidget: rendering failed in', el, error);
      if (!el.hasChildNodes()) {
        restorePictures(instance.kept);
        el.replaceChildren(...instance.fallback);
      }
    };
    flushSync(() => instance.root.render(<Widget options={resolved} onError={onError} whole={instance.whole} kept={instance.kept} />));
    return { unmount: () => void unmount(el) };
  } catch (error) {
    console.error('BandWidget.mount: could not mount into', el, error);
    return null;
  }
}

/** Unmounts the widget in `target`; returns whether there was one. */
export function unmount(target: Element | string): boolean {
  const el = resolveTarget(target, 'unmount');
  const instance = el && instances.get(el);
  if (!el || !instance) return false;
  instances.delete(el);
  try {
    instance.root.unmount();
  } catch (error) {
    console.error('BandWidget.unmount: could not unmount', el, error);
  }
  const shadow = el.shadowRoot;
  if (shadow) {
    dropStyles(shadow);
    // A shadow root cannot be removed; a bare <slot> shows the element's own children again.
    shadow.replaceChildren(el.ownerDocument.createElement('slot'));
  }
  return true;
}
