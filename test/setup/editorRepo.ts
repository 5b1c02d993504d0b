// A band member's computer for the suites that publish from the editor (test/deploy/editor.servers.test.ts,
// publishHostKey.servers.test.ts): a real sshd whose web root Apache serves (for check-site), a home folder
// of its own, a copy of the band's repository with .env naming the sshd, `npm run edit`'s server for that
// copy, and Chromium to drive its page.
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { startApache, type Apache } from './apache';
import { openPage, releaseBrowser, sharedBrowser, type Watched } from './browser';
import { bandCopy, FIXTURES_DAY, TEST_TIMINGS } from './deployRun';
import type { RepoCopy } from './repoCopy';
import { startSshd, type Sshd } from './servers';

export interface EditorRepoOptions {
  /** The start of the copy's temporary folder's name. */
  prefix: string;
  /** The copy keeps the sample details a fresh clone has (bandCopy's `samples`). */
  samples?: boolean;
  /** Before .env is written and the editor starts: what the suite's band has besides (in the copy, in `home`). */
  prepare?(on: EditorRepo): Promise<void>;
}

/** What a suite shares; read it inside the tests (`on.sshd`, `on.copy`). */
export interface EditorRepo {
  sshd: Sshd;
  apache: Apache;
  copy: RepoCopy;
  /** The band member's home folder, with an empty .ssh. */
  home: string;
  editor: Editor;
  browser: Browser;
  /** Writes .env as docs/band.md has the band write it, for `server`: the target, the key, and where check-site finds the site. */
  dotEnv(server: Sshd): Promise<void>;
  /** The editor's page at `width` px once the gigs are shown; after each test, it is closed and must have logged no error nor asked elsewhere. */
  open(width: number): Promise<Page>;
}

/** Starts all of it before the suite's first test, and stops it after its last. */
export function withEditorRepo(tests: Test, options: EditorRepoOptions): EditorRepo {
  const opened: Watched[] = [];
  const on = {
    dotEnv: (server: Sshd) =>
      on.copy.write(
        '.env',
        [
          `DEPLOY_TARGET=sftp://${server.user}@127.0.0.1:${server.port}${server.root}`,
          `DEPLOY_KEY=${server.keyFile}`,
          `CHECK_SITE=${on.apache.https} --http=${on.apache.http}`,
          '',
        ].join('\n'),
      ),
    async open(width: number): Promise<Page> {
      const watched = await openPage(on.browser, on.editor.origin, width);
      opened.push(watched);
      await watched.page.goto(on.editor.url);
      await watched.page.getByRole('heading', { name: 'Kommende Auftritte' }).waitFor();
      return watched.page;
    },
  } as EditorRepo;

  tests.before(async () => {
    on.sshd = await startSshd();
    on.apache = await startApache(on.sshd.root);
    on.home = await mkdtemp(join(tmpdir(), 'band-home-'));
    await mkdir(join(on.home, '.ssh'));
    on.copy = await bandCopy(options.prefix, { samples: options.samples ?? false });
    await options.prepare?.(on);
    await on.dotEnv(on.sshd);
    on.editor = await startEditor({
      dataFolder: on.copy.path('src/data'),
      repo: on.copy.dir,
      preview: false,
      // No take-in by the clock: the cases take in by Änderungen übernehmen, and on a slow machine the
      // minute's take-in could come first and leave that button nothing to take.
      shareEvery: 24 * 3_600_000,
      // What a band member's terminal has; nothing of this machine's secrets or agent.
      publish: {
        env: {
          PATH: process.env.PATH,
          HOME: on.home,
          NODE_EXTRA_CA_CERTS: on.apache.certFile,
          SOURCE_DATE_EPOCH: FIXTURES_DAY,
          ...TEST_TIMINGS,
        },
      },
    });
    on.browser = await sharedBrowser();
  });

  tests.after(async () => {
    if (on.browser) releaseBrowser(on.browser);
    await on.editor?.close();
    await Promise.all([on.sshd?.stop(), on.apache?.stop(), on.copy?.remove(), on.home && rm(on.home, { recursive: true, force: true })]);
  });

  tests.after.each(async () => {
    for (const { context, errors, foreign } of opened.splice(0)) {
      await context.close();
      assert.equal(errors, [], 'console errors');
      assert.equal(foreign, [], 'requests elsewhere');
    }
  });

  return on;
}
