// The other two engines of the browser suite, behind one small interface:
// Firefox ESR driven by puppeteer-core over WebDriver BiDi, and WebKitGTK (the
// Safari engine family) driven by selenium-webdriver over classic WebDriver.
// Neither can pin the clock, so the test server puts a fixed Date into every
// page before band.js runs, with a recorder of errors beside it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { writeFile } from 'node:fs/promises';
import puppeteer from 'puppeteer-core';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { NOW, serve } from './browser';

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

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
  quit(): Promise<void>;
}

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

/** The repository as test/setup/browser.ts serves it, with the prelude first in every HTML page. */
export const serveWithClock = () => serve({ html: (text) => text.replace(/<head>/i, `<head>${PRELUDE}`) });

export async function firefox(): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  return {
    name: 'Firefox ESR',
    async open(width, height = 740) {
      const page = await browser.newPage();
      // puppeteer sends browsingContext.setViewport and emulation.setScreenOrientationOverride together;
      // Firefox ESR 140 knows only the first, so the call fails while the viewport is being set. That one
      // error is let through, and the size is waited for and checked.
      await page.setViewport({ width, height }).catch((error: Error) => {
        if (!/setScreenOrientationOverride/.test(error.message)) throw error;
      });
      await page.waitForFunction(`innerWidth === ${width} && innerHeight === ${height}`, { timeout: 5000 }).catch(async () => {
        throw new Error(`Firefox ESR: the viewport stayed ${await page.evaluate('`${innerWidth}x${innerHeight}`')}, not ${width}x${height}`);
      });
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        run: (body) => page.evaluate(`(() => { ${body} })()`) as never,
        screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
        close: () => page.close(),
      };
    },
    quit: () => browser.close(),
  };
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function webkit(): Promise<Engine> {
  const port = await freePort();
  const driverProcess: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  // Ready when its status answers (WebDriver's GET /status).
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
    if (ready) break;
    if (tries > 100) throw new Error(`WebKitWebDriver did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const sessions: WebDriver[] = [];
  return {
    name: 'WebKitGTK',
    async open(width, height = 740) {
      // One MiniBrowser window per tab: WebKitGTK's driver has no viewport of its own to set.
      const driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
        .build();
      sessions.push(driver);
      await driver.manage().window().setRect({ width, height });
      return {
        goto: (url) => driver.get(url),
        run: (body) => driver.executeScript(body) as never,
        screenshot: async (path) => writeFile(path, Buffer.from(await driver.takeScreenshot(), 'base64')),
        close: () => driver.quit(),
      };
    },
    async quit() {
      for (const driver of sessions) await driver.quit().catch(() => {});
      driverProcess.kill();
    },
  };
}

/** Polls `body` in the tab until it returns something truthy (or fails after `ms`). */
export async function until<T>(tab: Tab, body: string, what: string, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await tab.run<T>(body).catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
