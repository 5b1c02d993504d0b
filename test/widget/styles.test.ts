// The widget's styles through a widget's life: mounted, mounted again (a re-render),
// unmounted, mounted once more; with constructable stylesheets, and without them
// (Safari 15 to 16.3, older Firefox), where a <style> in the shadow root stands in.
// Each case gets a document of its own: the choice between the two is made once per document.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mount, unmount } from '../setup/mountInNode';
import { Window } from 'happy-dom';

/** What a shadow root holds for styles and content, in one line: adopted sheets, then its children's tags. */
function stylesOf(el: Element): string {
  const shadow = el.shadowRoot!;
  const adopted = 'adoptedStyleSheets' in shadow ? `${shadow.adoptedStyleSheets.length} adopted` : 'no adoptedStyleSheets';
  const children = [...shadow.children].map((child) =>
    child.matches('style[data-band]') ? 'style[data-band]' : child.tagName.toLowerCase(),
  );
  return `${adopted} | ${children.join(' ')}`;
}

/** Takes `adoptedStyleSheets` away from ShadowRoot and Document, as in a browser without constructable stylesheets; returns the undo. */
function withoutConstructableSheets(): () => void {
  const removed: [object, PropertyDescriptor][] = [];
  for (const proto of [ShadowRoot.prototype, Document.prototype]) {
    // the getter may sit on the prototype itself or on one further up
    for (let owner: object | null = proto; owner; owner = Object.getPrototypeOf(owner)) {
      const descriptor = Object.getOwnPropertyDescriptor(owner, 'adoptedStyleSheets');
      if (descriptor) {
        removed.push([owner, descriptor]);
        delete (owner as Record<string, unknown>).adoptedStyleSheets;
      }
    }
  }
  assert.not.ok('adoptedStyleSheets' in ShadowRoot.prototype);
  return () => removed.forEach(([owner, descriptor]) => Object.defineProperty(owner, 'adoptedStyleSheets', descriptor));
}

const mountIt = (el: Element) => assert.ok(mount(el, { view: 'gigs' }), 'mounted');
const unmountIt = (el: Element) => assert.ok(unmount(el), 'unmounted');

// one widget's life, step by step, and what its shadow root holds after each step
const LIFE = [
  ['mount', mountIt, 'mounted'],
  ['mount again (a re-render)', mountIt, 'mounted'],
  ['unmount', unmountIt, 'unmounted'],
  ['mount after unmount', mountIt, 'mounted'],
  ['mount again', mountIt, 'mounted'],
  ['unmount', unmountIt, 'unmounted'],
] as const;

const BROWSERS = [
  {
    name: 'with constructable stylesheets',
    without: false,
    mounted: '1 adopted | div',
    unmounted: '0 adopted | slot',
  },
  {
    name: 'without constructable stylesheets',
    without: true,
    mounted: 'no adoptedStyleSheets | style[data-band] div',
    unmounted: 'no adoptedStyleSheets | slot',
  },
] as const;

const styles = suite('the widget keeps its styles');

for (const browser of BROWSERS) {
  styles(`${browser.name}: ${LIFE.map(([step]) => step).join(', ')}`, () => {
    const restore = browser.without ? withoutConstructableSheets() : () => {};
    const window = new Window({ url: 'http://localhost/' });
    try {
      const el = window.document.createElement('div');
      el.innerHTML = '<a href="gigs.html">Auftritte</a>';
      window.document.body.append(el);
      const seen = LIFE.map(([step, act]) => {
        act(el as unknown as Element);
        return `${step}: ${stylesOf(el as unknown as Element)}`;
      });
      assert.equal(
        seen,
        LIFE.map(([step, , state]) => `${step}: ${browser[state]}`),
      );
      if (browser.without) {
        mountIt(el as unknown as Element);
        // the whole stylesheet, the same text the adopted sheet would hold
        assert.match(el.shadowRoot!.querySelector('style[data-band]')!.textContent!, '.band[data-theme="light"]');
        unmountIt(el as unknown as Element);
      }
    } finally {
      restore();
      void window.happyDOM.close();
    }
  });
}

styles('two widgets in one document share one adopted sheet, and each keeps it when the other unmounts', () => {
  const window = new Window({ url: 'http://localhost/' });
  try {
    const add = () => window.document.body.appendChild(window.document.createElement('div')) as unknown as Element;
    const a = add();
    const b = add();
    mountIt(a);
    mountIt(b);
    assert.is(a.shadowRoot!.adoptedStyleSheets[0], b.shadowRoot!.adoptedStyleSheets[0]);
    unmountIt(a);
    assert.is(stylesOf(b), '1 adopted | div');
    unmountIt(b);
  } finally {
    void window.happyDOM.close();
  }
});

styles.run();
