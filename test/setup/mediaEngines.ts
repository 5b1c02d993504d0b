// Firefox ESR and WebKitGTK for the two-click video check (test/browser/media.test.ts), with what the shared
// engines (test/setup/engines.ts) do not offer: real key presses (a script's synthetic Tab moves no focus and
// presses no button) and, where the driver can see them, the page's requests. Each tab is a browser of its own,
// started for one check and ended by close(), whatever happened in it.
//
//   Firefox ESR  puppeteer-core over WebDriver BiDi: keys, and every request of the page and its frames
//                (the network events), requests to other origins stopped before they leave.
//   WebKitGTK    selenium-webdriver over WebKitWebDriver (classic WebDriver): keys (Perform Actions); the
//                protocol reports no requests, so `requests` is undefined and the check reads the page's own
//                report (MEDIA_WATCH in test/browser/media.test.ts). Needs a display: xvfb-run.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import puppeteer from 'puppeteer-core';
import { Builder, Key } from 'selenium-webdriver';
import { FIREFOX, freePort, killTree, MINIBROWSER, WEBKIT_DRIVER, within } from './engines';
import { waitFor } from './waitFor';

/** The keys a visitor uses to reach and start the player. */
export type Press = 'Tab' | 'Enter' | 'Space';

/** One page in one engine, with a keyboard. */
export interface KeyTab {
  engine: string;
  goto(url: string): Promise<void>;
  /** Runs `body` (a function body, with `return`) in the page. */
  run<T>(body: string): Promise<T>;
  press(key: Press): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Every request the driver saw, in order (the page's and its frames'); undefined where the driver sees none. */
  requests?: string[];
  /** Ends the browser (and its driver). */
  close(): Promise<void>;
}

/** How long ending a browser may take before its processes are killed. */
const CLOSE_LIMIT_MS = 15_000;

/** Kills the process `pid` started by this helper; nothing when it is gone. */
const kill = (pid: number | undefined) => {
  try {
    if (pid) process.kill(pid, 'SIGKILL');
  } catch {}
};

/** Firefox ESR at width × height; requests to origins other than `origin` are recorded and aborted. */
export async function openFirefox(origin: string, width: number, height: number): Promise<KeyTab> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const pid = browser.process()?.pid;
  try {
    const page = await browser.newPage();
    // As in engines.ts: Firefox ESR knows setViewport but not the orientation override puppeteer sends with it.
    await page.setViewport({ width, height }).catch((error: Error) => {
      if (!/setScreenOrientationOverride/.test(error.message)) throw error;
    });
    const requests: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = request.url();
      requests.push(url);
      // There is no network here, and a test must not reach the providers even where there is.
      if (url.startsWith(origin + '/') || url.startsWith('data:')) void request.continue();
      else void request.abort();
    });
    // Over BiDi, puppeteer knows the space bar by its character only.
    const keys: Record<Press, 'Tab' | 'Enter' | ' '> = { Tab: 'Tab', Enter: 'Enter', Space: ' ' };
    return {
      engine: 'Firefox ESR',
      goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
      run: (body) => page.evaluate(`(() => { ${body} })()`) as never,
      press: (key) => page.keyboard.press(keys[key]),
      screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
      requests,
      close: async () => {
        await within(browser.close(), CLOSE_LIMIT_MS, 'Firefox did not close').catch(() => kill(pid));
      },
    };
  } catch (error) {
    await within(browser.close(), CLOSE_LIMIT_MS, 'Firefox did not close').catch(() => kill(pid));
    throw error;
  }
}

/** WebKitGTK's MiniBrowser at width × height (its window: the driver has no viewport of its own), through a WebKitWebDriver of its own. */
export async function openWebKit(width: number, height: number): Promise<KeyTab> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  // The driver, and the MiniBrowser and helpers it started should the session not have ended them.
  const stopDriver = () => killTree(driver.pid);
  try {
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${port}/status`).then(
          (r) => r.ok,
          () => false,
        ),
      { what: `WebKitWebDriver to answer on port ${port}` },
    );
    const session = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
      .build();
    await session.manage().window().setRect({ width, height });
    const keys: Record<Press, string> = { Tab: Key.TAB, Enter: Key.ENTER, Space: Key.SPACE };
    return {
      engine: 'WebKitGTK',
      goto: (url) => session.get(url),
      run: (body) => session.executeScript(body) as never,
      press: (key) => session.actions({ async: true }).sendKeys(keys[key]).perform(),
      screenshot: async (path) => writeFile(path, Buffer.from(await session.takeScreenshot(), 'base64')),
      close: async () => {
        await within(session.quit(), CLOSE_LIMIT_MS, 'WebKitGTK did not quit').catch(() => {});
        stopDriver();
      },
    };
  } catch (error) {
    stopDriver();
    throw error;
  }
}
