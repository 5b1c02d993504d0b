// Shared by the browser suites: a static server on 127.0.0.1 and Debian's Chromium.
import { createServer, type Server } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Test } from 'uvu';
import { headersAt, parseHeadersFile } from './headers';
import { pooledPage } from './pagePool';
import { buildBundle } from '../../src/build/bundle';
import { loadData } from '../../src/build/loadData';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = join(ROOT, 'test/screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const WIDTHS = [375, 1280] as const;
/** Every test runs at this wall-clock time in Kassel: 1 September 2025, noon. */
export const NOW = new Date('2025-09-01T12:00:00+02:00');
/**
 * The time zone every browser in the tests runs in unless a test chooses another: the band's. Set for
 * each browser (Chromium's timezoneId, TZ for Firefox and WebKitGTK), never taken from the test process.
 */
export const ZONE = 'Europe/Berlin';
/** Every route of the site with the h1 of its page and the link to it (test/setup/routes.ts, the one table). */
export { ROUTES } from './routes';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ics': 'text/calendar; charset=utf-8',
};

export interface Served {
  origin: string;
  close(): Promise<void>;
}

let withFixtures: Promise<Uint8Array> | undefined;
/**
 * dist/band.js built from the test fixtures' data (test/fixtures/data/), once per run:
 * the browser tests load it in place of the shipped bundle, so they never depend on
 * the band's own gigs, songs or contact details.
 */
export const bundleWithFixtures = () => (withFixtures ??= loadData('test/fixtures/data').then(buildBundle));

export interface ServeOptions {
  /**
   * 'repo' (the default): the repository, `/dist/band.js` built from the fixtures.
   * 'dist': dist/ as the band's web root, each file with the headers of dist/_headers
   * (its folders' files too, nothing deeper, no dotfiles), `/band.js` built from the fixtures.
   */
  as?: 'repo' | 'dist';
  /** Further response headers by path, e.g. a Content-Security-Policy for one fixture page. */
  headers?: (path: string) => Record<string, string>;
  /** Changes every HTML page before it is sent (the engines' fixed clock). */
  html?: (text: string) => string;
  /** Files a test puts in place, by path (a venue's page, say), typed by extension; read at each request. */
  pages?: Map<string, string | Uint8Array>;
}

/**
 * A static server on 127.0.0.1 for the browser suites; the widget in it always runs
 * on the fixtures' data (see bundleWithFixtures). The browser's own request for
 * /favicon.ico gets an empty answer, so it never shows as a 404.
 */
export async function serve({ as = 'repo', headers = () => ({}), html, pages }: ServeOptions = {}): Promise<Served> {
  const rules = as === 'dist' ? parseHeadersFile(await readFile(join(ROOT, 'dist/_headers'), 'utf8')) : {};
  const server: Server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    try {
      const page = pages?.get(path);
      if (page !== undefined)
        return void res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? TYPES['.html'], ...headers(path) }).end(page);
      let file: string;
      let own: Record<string, string>;
      if (as === 'dist') {
        file = path === '/' ? 'index.html' : path.slice(1);
        // The web root's files and those of its folders (the gigs' pages and calendar files), one level down.
        if (file.split('/').length > 2 || file.split('/').some((part) => part.startsWith('.')) || file === '_headers')
          throw new Error('not served');
        own = headersAt(rules, file) ?? {};
      } else {
        if (path.includes('..')) throw new Error('outside');
        file = path.slice(1);
        own = { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' };
      }
      let body: Uint8Array | string =
        file === (as === 'dist' ? 'band.js' : 'dist/band.js')
          ? await bundleWithFixtures()
          : await readFile(join(as === 'dist' ? join(ROOT, 'dist') : ROOT, file));
      if (html && file.endsWith('.html')) body = html(String(body));
      res.writeHead(200, { ...own, ...headers(path) }).end(body);
    } catch {
      res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The browser the suites of one process share through withBrowser (a step of `npm test` runs some ten files):
 * launched by the first suite, closed a second after the last has ended, unless another suite takes it on
 * meanwhile. Each launch cost a core some 0.6 s, and a suite's first page another second where a kept page
 * (pagePool.ts) costs a fifth of that. One that has crashed or was closed is launched anew.
 */
let kept:
  | { browser: Promise<Browser>; users: number; given?: Browser | undefined; closing?: ReturnType<typeof setTimeout> | undefined }
  | undefined;

export async function sharedBrowser(): Promise<Browser> {
  if (kept?.closing) clearTimeout(kept.closing);
  if (kept) kept.closing = undefined;
  const current = (kept ??= { browser: launch(), users: 0 });
  current.users += 1;
  const browser = await current.browser.catch((error: unknown) => {
    if (kept === current) kept = undefined;
    throw error;
  });
  if (browser.isConnected()) return (current.given = browser);
  if (kept === current) kept = undefined;
  return sharedBrowser();
}

/** Gives back `browser`, which sharedBrowser gave: closed a second after the last suite gave it back. */
export function releaseBrowser(browser: Browser): void {
  const current = kept;
  // One replaced since (it had crashed) is closed now; the one in use is another.
  if (!current || current.given !== browser) {
    void browser.close().catch(() => {});
    return;
  }
  if (--current.users > 0) return;
  // A second, not at once: the process's next suite starts right after this one's last hook.
  current.closing = setTimeout(() => {
    if (kept === current) kept = undefined;
    void browser.close().catch(() => {});
  }, 1000);
}

/**
 * The browser and the static servers a suite shares: started before its first test (the screenshots folder
 * made), closed after its last (the browser shared with the process's other suites: sharedBrowser above).
 * `servers` names each server with its options; by default one, `server`, serving the repository; `{}` for
 * none. Read them inside the tests: `on.browser`, `on.server.origin`.
 *
 *   const on = withBrowser(tests);                                    // on.server, on.browser
 *   const on = withBrowser(tests, { site: { as: 'dist' } });          // on.site, on.browser
 *   const on = withBrowser(tests, { plain: {}, cut: { pages } });     // two servers
 */
export function withBrowser<Name extends string = 'server'>(
  tests: Test,
  servers: Record<Name, ServeOptions> = { server: {} } as Record<Name, ServeOptions>,
): { browser: Browser } & Record<Name, Served> {
  const shared = {} as { browser: Browser } & Record<Name, Served>;
  const names = Object.keys(servers) as Name[];
  tests.before(async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const name of names) (shared as Record<Name, Served>)[name] = await serve(servers[name]);
    shared.browser = await sharedBrowser();
  });
  tests.after(async () => {
    if (shared.browser) releaseBrowser(shared.browser);
    for (const name of names) await (shared as Partial<Record<Name, Served>>)[name]?.close();
  });
  return shared;
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Without these, Chromium tries to reach Google's hosts, which this network refuses.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** What a page did that a test may want to see. */
export interface Watched {
  page: Page;
  context: BrowserContext;
  errors: string[];
  warnings: string[];
  /** Requests to any origin but the test server (data: URLs are no requests). */
  foreign: string[];
}

/** What every page of the tests gets once, before its first test. */
async function preparePage(page: Page, context: BrowserContext): Promise<void> {
  // tsx compiles the tests with keepNames: functions passed to page.evaluate call __name.
  await context.addInitScript('globalThis.__name ??= (fn) => fn');
  // The band's page is prerendered, and band.js mounts it one frame after its first paint (src/main.tsx),
  // which can be just after the load event: a page loaded in full is one band.js has taken over.
  const goto = page.goto.bind(page);
  page.goto = async (url, opts) => {
    const response = await goto(url, opts);
    if ((opts?.waitUntil ?? 'load') === 'load' && url !== 'about:blank')
      await page.waitForFunction(() => !document.querySelector('[data-band-widget] > .band-route'));
    return response;
  };
}

/** A fresh page at `width`, clock pinned, time zone ZONE (Europe/Berlin) unless given. */
export async function openPage(
  browser: Browser,
  origin: string,
  width: number,
  options: { timezoneId?: string; now?: Date } = {},
): Promise<Watched> {
  // Kept from an earlier test where one is free (test/setup/pagePool.ts): as new, for a fifth of the processor time.
  const { page, context } = await pooledPage(browser, { timezoneId: options.timezoneId ?? ZONE, locale: 'de-DE' }, preparePage);
  await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
  await page.clock.setFixedTime(options.now ?? NOW);
  const watched: Watched = { page, context, errors: [], warnings: [], foreign: [] };
  page.on('console', (msg) => {
    // A failed load's message names no resource: the URL is added, so a failure says what was missing.
    const where = msg.text().startsWith('Failed to load resource') ? ` (${msg.location().url})` : '';
    if (msg.type() === 'error') watched.errors.push(msg.text() + where);
    if (msg.type() === 'warning') watched.warnings.push(msg.text());
  });
  page.on('pageerror', (error) => watched.errors.push(String(error)));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin + '/') && !url.startsWith('data:') && !isAxe(url)) watched.foreign.push(url);
  });
  return watched;
}

/**
 * Resolves once every console message the page has written so far has reached the test: the page
 * writes one more, and the messages arrive in order. For checking that a page warned only once.
 */
export async function consoleSettled(page: Page): Promise<void> {
  const marker = `console settled ${Math.random()}`;
  await Promise.all([page.waitForEvent('console', (msg) => msg.text() === marker), page.evaluate((text) => console.debug(text), marker)]);
}

/**
 * Resolves once the widget has run the effects of what it last rendered (scrolling, focus): Preact
 * runs them after the next frame, in a task of their own, so two frames and a task later they have run.
 */
export const afterEffects = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));

/** Records the page's Content-Security-Policy violations from the start; read them with policyViolations. */
export async function watchPolicy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

export const policyViolations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

let axeServed: Promise<string> | undefined;
/** The address axeUrl serves axe.min.js at, once it does. */
let axeAddress = '';
/** Whether `url` is the tests' own axe.min.js (axeUrl), not a request of the page's. */
const isAxe = (url: string) => axeAddress !== '' && url === axeAddress;
/**
 * axe.min.js from a server of the process's own on 127.0.0.1, cached for the session. A script with an
 * address lets Chromium keep what it compiled of the 500 KB and reuse it on the next page, where a script
 * tag with the text in it is parsed and compiled afresh each time: half of what each axe run cost.
 * Requests to it are the tests' own, never counted among a page's requests elsewhere (`openPage`).
 */
function axeUrl(): Promise<string> {
  return (axeServed ??= readFile(join(ROOT, 'node_modules/axe-core/axe.min.js')).then((script) => {
    const server = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': TYPES['.js'] ?? '', 'cache-control': 'max-age=86400' }).end(script),
    );
    server.unref();
    return new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve((axeAddress = `http://127.0.0.1:${(server.address() as { port: number }).port}/axe.min.js`)),
      ),
    );
  }));
}

/**
 * Runs axe-core on the page and returns its violations, one line each. Under a strict
 * policy (no scripts from elsewhere) pass `from`, where the page's own origin serves axe.min.js.
 */
export async function axeViolations(page: Page, from?: string): Promise<string[]> {
  await page.addScriptTag({ url: from ?? (await axeUrl()) });
  const violations = await page.evaluate(async () => {
    // @ts-expect-error axe is the global the script tag added
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v: { id: string; help: string; nodes: { target: unknown }[] }) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
    );
  });
  return violations;
}
