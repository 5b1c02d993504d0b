// The other two engines of the browser suite, behind one small interface:
// Firefox ESR driven by puppeteer-core over WebDriver BiDi, and WebKitGTK (the
// Safari engine family) driven by selenium-webdriver over classic WebDriver.
// Neither can pin the clock, so the test server puts a fixed Date into every
// page before band.js runs, with a recorder of errors beside it. Both run in the
// time zone the suite gives them (TZ of the browser's process), not the test's own.
//
// A browser that stops answering must not take the rest of the run with it: every
// tab is tracked, reset() closes whatever is still open, and a browser that does not
// close within CLOSE_LIMIT_MS is killed and started afresh.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { NOW, serve } from './browser';
import { waitFor } from './waitFor';
import { freePort } from './servers';

/** A port nobody listens on and none handed out before in this process (servers.ts). */
export { freePort };

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** How long closing the open tabs (or the browser) may take before the browser is killed. */
const CLOSE_LIMIT_MS = 15_000;

/** One open page in some engine. */
export interface Tab {
  goto(url: string): Promise<void>;
  /** Runs `body` (a function body, with `return`) in the page. */
  run<T>(body: string): Promise<T>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  open(width: number, height?: number): Promise<Tab>;
  /** Closes every tab still open (and one still opening); a browser that does not answer is killed and started again. */
  reset(): Promise<void>;
  quit(): Promise<void>;
}

export interface EngineOptions {
  /** The IANA time zone the browser runs in. */
  zone: string;
}

/** `promise`, or a rejection with `message` once `ms` have passed. */
export function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Whether `promise` settled well within `ms`. */
const settles = (promise: Promise<unknown>, ms = CLOSE_LIMIT_MS) =>
  within(promise, ms, 'late').then(
    () => true,
    () => false,
  );

/** Runs first in every page the engine server sends: a clock fixed at NOW (then running on), and an error recorder. */
const PRELUDE = `<script>(() => {
  const Real = Date, offset = ${NOW.getTime()} - Real.now();
  class FixedDate extends Real {
    constructor(...args) { super(...(args.length ? args : [Real.now() + offset])); }
    static now() { return Real.now() + offset; }
  }
  window.Date = FixedDate;
  const errors = (window.__errors = []);
  addEventListener('error', (e) => errors.push(String(e.message)));
  addEventListener('unhandledrejection', (e) => errors.push(String(e.reason)));
  const error = console.error;
  console.error = (...args) => { errors.push(args.map(String).join(' ')); error.apply(console, args); };
})();</script>`;

/**
 * The repository as test/setup/browser.ts serves it, with the prelude first in every HTML page,
 * and after it `script` (say, one that takes an API away before band.js runs).
 */
export const serveWithClock = (script = '') =>
  serve({ html: (text) => text.replace(/<head>/i, `<head>${PRELUDE}${script && `<script>${script}</script>`}`) });

export async function firefox({ zone }: EngineOptions): Promise<Engine> {
  const start = () => puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, env: { ...process.env, TZ: zone } });
  let browser: Browser = await start();
  const pages = new Set<Page>();
  let opening = 0;
  let generation = 0;
  /** puppeteer starts Firefox in a process group of its own: killing the group ends every Firefox process. */
  const kill = () => {
    const pid = browser.process()?.pid;
    try {
      if (pid) process.kill(-pid, 'SIGKILL');
    } catch {}
  };
  const engine: Engine = {
    name: 'Firefox ESR',
    async open(width, height = 740) {
      const born = generation;
      opening++;
      let page: Page;
      try {
        page = await browser.newPage();
      } finally {
        opening--;
      }
      if (born !== generation) {
        // the check gave up while this tab was opening
        await settles(page.close());
        throw new Error('Firefox ESR: a tab opened after its check had ended');
      }
      pages.add(page);
      // puppeteer sends browsingContext.setViewport and emulation.setScreenOrientationOverride together;
      // Firefox ESR 140 knows only the first, so the call fails while the viewport is being set. That one
      // error is let through, and the size is waited for and checked.
      await page.setViewport({ width, height }).catch((error: Error) => {
        if (!/setScreenOrientationOverride/.test(error.message)) throw error;
      });
      await page.waitForFunction(`innerWidth === ${width} && innerHeight === ${height}`, { timeout: 5000 }).catch(async () => {
        throw new Error(
          `Firefox ESR: the viewport stayed ${await page.evaluate('`${innerWidth}x${innerHeight}`')}, not ${width}x${height}`,
        );
      });
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        run: (body) => page.evaluate(`(() => { ${body} })()`) as never,
        screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
        close: async () => {
          pages.delete(page);
          await page.close();
        },
      };
    },
    async reset() {
      generation++;
      const open = [...pages];
      pages.clear();
      const answered = !opening && (await settles(Promise.all(open.map((page) => page.close()))));
      if (!answered) {
        kill();
        browser = await start();
      }
    },
    async quit() {
      await engine.reset();
      if (!(await settles(browser.close()))) kill();
    },
  };
  return engine;
}

/** Kills `pid` and every process it started, by their ids (WebKitWebDriver, its MiniBrowser and their helpers). */
export function killTree(pid: number | undefined) {
  if (!pid) return;
  const parents = new Map<number, number[]>();
  for (const line of execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (child === undefined || parent === undefined) continue;
    parents.set(parent, [...(parents.get(parent) ?? []), child]);
  }
  const tree = [pid];
  // Each process found adds its children, which are visited in turn.
  for (const each of tree) tree.push(...(parents.get(each) ?? []));
  for (const each of tree) {
    try {
      process.kill(each, 'SIGKILL');
    } catch {}
  }
}

/** WebKitWebDriver on a free port, in `zone`; ready when its status answers (WebDriver's GET /status). */
async function startDriver(zone: string): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, TZ: zone } });
  const answers = () =>
    fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
  await waitFor(answers, { what: `WebKitWebDriver to answer on port ${port}` }).catch((error) => {
    killTree(driver.pid!);
    throw error;
  });
  return { port, process: driver };
}

export async function webkit({ zone }: EngineOptions): Promise<Engine> {
  let driver = await startDriver(zone);
  // WebKitWebDriver holds one session at a time: a session left open makes every later one fail.
  const sessions = new Set<WebDriver>();
  let opening = 0;
  let generation = 0;
  const engine: Engine = {
    name: 'WebKitGTK',
    async open(width, height = 740) {
      const born = generation;
      opening++;
      let session: WebDriver;
      try {
        // One MiniBrowser window per tab: WebKitGTK's driver has no viewport of its own to set.
        session = await new Builder()
          .usingServer(`http://127.0.0.1:${driver.port}`)
          .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
          .build();
      } finally {
        opening--;
      }
      if (born !== generation) {
        await settles(session.quit());
        throw new Error('WebKitGTK: a session opened after its check had ended');
      }
      sessions.add(session);
      await session.manage().window().setRect({ width, height });
      return {
        goto: (url) => session.get(url),
        run: (body) => session.executeScript(body) as never,
        screenshot: async (path) => writeFile(path, Buffer.from(await session.takeScreenshot(), 'base64')),
        close: async () => {
          sessions.delete(session);
          await session.quit();
        },
      };
    },
    async reset() {
      generation++;
      const open = [...sessions];
      sessions.clear();
      const answered = !opening && (await settles(Promise.all(open.map((session) => session.quit()))));
      if (!answered) {
        killTree(driver.process.pid!);
        driver = await startDriver(zone);
      }
    },
    async quit() {
      await engine.reset();
      killTree(driver.process.pid!);
    },
  };
  return engine;
}

/** Polls `body` in the tab until it returns something truthy (or fails after `ms`). */
export function until<T>(tab: Tab, body: string, what: string, ms = 10_000): Promise<T> {
  return waitFor(() => tab.run<T>(body).catch(() => undefined), { limit: ms, every: 100, what }) as Promise<T>;
}
