// The browser suites' pages, kept for the next test (issue 54). A new Chromium context and page cost a core
// about 1.2 s (Chromium 156 on this machine: the page's set-up and its first load), a navigation of a kept
// page 0.3 s; some three hundred pages a run made this the run's largest cost. A test still gets a page
// as if new: blank, its viewport and clock set, no listener, route or storage of the test before. A page
// whose test changed what a navigation does not reset (a route, an init script, a CDP session, the
// network's emulation, a second page in its context) is closed for good instead; the listeners a test
// added are taken off.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** What a context is made with; pages are kept per browser and these. */
export interface PageOptions {
  timezoneId: string;
  locale: string;
}

interface Kept {
  page: Page;
  context: BrowserContext;
  /** Set by any call that leaves state a navigation keeps. */
  dirty: boolean;
  /** The context's own close. */
  closeForGood: () => Promise<void>;
}

/** The free pages by browser and options. */
const free = new WeakMap<Browser, Map<string, Kept[]>>();

// Calls after which a page is not handed on: what they change outlives a navigation. Pages and
// contexts both have these; each has a few of its own.
const ROUTES_AND_SCRIPTS = [
  'addInitScript',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
];
const CONTEXT_CHANGES = [
  ...ROUTES_AND_SCRIPTS,
  'setOffline',
  'setGeolocation',
  'grantPermissions',
  'addCookies',
  'newCDPSession',
  'newPage',
  'setHTTPCredentials',
];
const PAGE_CHANGES = [...ROUTES_AND_SCRIPTS, 'emulateMedia', 'addLocatorHandler'];
const CLOCK_CHANGES = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setSystemTime'] as const;

/** Playwright's pages and contexts are event emitters with Node's methods, which its types do not all name. */
interface Emitter {
  eventNames(): string[];
  listeners(name: string): unknown[];
  removeListener(name: string, listener: unknown): void;
}

/** The listeners `emitter` has now; the function takes off every one added since. */
function listenersNow(emitter: Emitter): () => void {
  const before = new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
  return () => {
    for (const name of emitter.eventNames())
      for (const listener of emitter.listeners(name)) if (!before.get(name)?.has(listener)) emitter.removeListener(name, listener);
  };
}

/** Replaces each named method of `target` by one that marks `kept` dirty first. */
function marking(kept: Kept, target: object, names: readonly string[]) {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      kept.dirty = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/**
 * A page for a test, kept from an earlier test where one is free. The context's `close`, as the tests
 * call it, hands the page on, or closes it when its test changed more than a navigation resets.
 * `prepare` runs once on a new page (openPage's own set-up), before its changes are watched.
 */
export async function pooledPage(
  browser: Browser,
  options: PageOptions,
  prepare: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<{ page: Page; context: BrowserContext }> {
  const byOptions = free.get(browser) ?? new Map<string, Kept[]>();
  free.set(browser, byOptions);
  const key = JSON.stringify(options);
  const pool = byOptions.get(key) ?? [];
  byOptions.set(key, pool);
  let kept = pool.pop();
  while (kept?.page.isClosed()) kept = pool.pop();
  if (!kept) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    const page = await context.newPage();
    await prepare(page, context);
    kept = { page, context, dirty: false, closeForGood: context.close.bind(context) };
    marking(kept, context, CONTEXT_CHANGES);
    marking(kept, page, PAGE_CHANGES);
    marking(kept, page.clock, CLOCK_CHANGES);
  }
  const taken = kept;
  const offPage = listenersNow(taken.page as unknown as Emitter);
  const offContext = listenersNow(taken.context as unknown as Emitter);
  let released = false;
  taken.context.close = async () => {
    // A second close (the test's own, then its suite's after.each) must not hand the page on twice.
    if (released) return;
    released = true;
    offPage();
    offContext();
    if (taken.dirty || taken.page.isClosed() || taken.context.pages().length !== 1) return taken.closeForGood();
    try {
      // What the test's page stored (the editor keeps a form's typing for the tab) goes with it.
      await taken.page.evaluate(() => {
        try {
          sessionStorage.clear();
          localStorage.clear();
        } catch {} // a page without storage (about:blank, an opaque origin)
      });
      await taken.context.clearCookies();
      await taken.page.goto('about:blank');
    } catch {
      return taken.closeForGood();
    }
    pool.push(taken);
  };
  return { page: taken.page, context: taken.context };
}
