// A deploy that changes the band page's stylesheet, watched from a visitor's browser (issue 36): the
// .htaccess carries the hash of index.html's inline stylesheet, and the two cannot change at the same
// instant. A copy of the repository is published over SFTP (Debian's sshd, test/setup/servers.ts)
// into the folder a real Apache serves (test/setup/apache.ts); then a colour changes, and the new build
// goes up over a slow line that drops after the first file, and again over a good one. Meanwhile
// Chromium loads the band's page and a gig's page again and again: every load must be styled.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import { openPage, policyViolations, SCREENSHOTS, watchPolicy, withBrowser } from '../setup/browser';
import { capture, must } from '../setup/must';
import type { RepoCopy } from '../setup/repoCopy';
import { bandCopy, build as buildCopy, runCommand, tree, type Run } from '../setup/deployRun';
import { startApache, type Apache } from '../setup/apache';
import { startProxy, startSshd, type Sshd } from '../setup/servers';
import { MANIFEST_NAME } from '../../src/deploy/manifest';
import { inlineHash } from '../../src/static/hosting';

/** The change: the page's background (BRAND.ink, src/static/brand.ts), inline in index.html and in site.css, so its hash in the policy. */
const INK = { before: "ink: '#141414'", after: "ink: '#202020'" };
/** The body's background as Chromium computes it: the old build's, the new one's. Unstyled, it is the browser's transparent. */
const OLD = 'rgb(20, 20, 20)';
const NEW = 'rgb(32, 32, 32)';

/** The slow line: some seconds from the login to the end of the first file (the handshake, the engine's lock and manifest, a 6 KB .htaccess). */
const BYTES_PER_SECOND = 3000;
/** Bounds on the browser's loads, whatever happens to the deploys: how many in all, and how long to wait for those of a phase. */
const MOST_LOADS = 300;
const PHASE_MS = 60_000;

const PHASES = ['the slow deploy, up to the cut', 'after the cut', 'the re-run runs', 'after the re-run'] as const;
type Phase = (typeof PHASES)[number];

interface Load {
  phase: Phase | 'first publish';
  path: string;
  violations: string[];
  /** The body's computed background-color; '' where the load failed. */
  background: string;
  failed?: string;
}

const styled = (load: Load) => !load.failed && !load.violations.length && [OLD, NEW].includes(load.background);
const describe = (load: Load) =>
  `${load.phase}, /${load.path}: ${load.failed ?? `background ${load.background}, violations [${load.violations.join(', ')}]`}`;

let copy: RepoCopy;
let sshd: Sshd;
let apache: Apache;
let home: string;
/** The band's page and a gig's page, by their path in the web root. */
let pages: string[];

/** Whether the web root holds exactly dist/ (and deploy's manifest), byte for byte. */
async function assertSameAsDist() {
  const dist = await tree(copy.path('dist'));
  const server = await tree(sshd.root);
  server.delete(MANIFEST_NAME);
  assert.equal([...server.keys()].sort(), [...dist.keys()].sort());
  for (const [path, content] of dist) assert.ok(server.get(path)?.equals(content), `${path}: the same bytes`);
}

/** `npm run deploy`'s upload step in the copy, to sshd or the proxy's `port`. */
const deploy = (port = sshd.port): Promise<Run> =>
  runCommand('deployCommand.ts', copy.dir, home, {
    DEPLOY_TARGET: `sftp://${sshd.user}@127.0.0.1:${port}${sshd.root}`,
    DEPLOY_KEY: sshd.keyFile,
  });

const build = () => buildCopy(copy);

/** npm run check-site against Apache, as the band runs it after publishing. */
const checkSite = () =>
  runCommand('checkSiteCommand.ts', copy.dir, home, { NODE_EXTRA_CA_CERTS: apache.certFile }, [apache.https, `--http=${apache.http}`]);

/** The hash of index.html's inline stylesheet, as the policy names it. */
const styleHash = async () => inlineHash(capture((await copy.read('dist/index.html')).toString('utf8'), /<style>([^<]*)<\/style>/));

const tests = suite('a deploy that changes the stylesheet, seen from Chromium');
const on = withBrowser(tests, {});

tests.before(async () => {
  sshd = await startSshd();
  home = await mkdtemp(join(tmpdir(), 'band-home-'));
  await mkdir(join(home, '.ssh'));
  await writeFile(join(home, '.ssh', 'known_hosts'), `${sshd.knownHostsLine}\n`);
  // The fixtures' data as the band's, with real-looking details, built.
  copy = await bandCopy('band-styled-');
  const gig = must(
    (await readdir(copy.path('dist/auftritte'))).sort().find((name) => /^\d{4}-\d\d-\d\d-.+\.html$/.test(name)),
    'a gig page',
  );
  pages = ['', `auftritte/${gig}`];
  apache = await startApache(sshd.root);
});

tests.after(async () => {
  await Promise.all([apache?.stop(), sshd?.stop(), copy?.remove(), home && rm(home, { recursive: true, force: true })]);
});

/** One visitor's load of `path` from Apache over https: a fresh browser context (nothing cached), its policy violations and the body's background. */
async function visit(path: string, phase: Load['phase'], { width = 1280, shot }: { width?: number; shot?: string } = {}): Promise<Load> {
  // The certificate is the test's own: Chromium is told to take it.
  const lenient = { newContext: (options: object) => on.browser.newContext({ ...options, ignoreHTTPSErrors: true }) } as Browser;
  let context: BrowserContext | undefined;
  try {
    const opened = await openPage(lenient, apache.https, width);
    const { page } = opened;
    context = opened.context;
    page.setDefaultTimeout(15_000);
    await watchPolicy(page);
    const response = await page.goto(`${apache.https}${path}`);
    if (response?.status() !== 200) return { phase, path, violations: [], background: '', failed: `status ${response?.status()}` };
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    if (shot) await page.screenshot({ path: join(SCREENSHOTS, `${shot}-${width}.png`) });
    return { phase, path, violations: await policyViolations(page), background };
  } catch (error) {
    return { phase, path, violations: [], background: '', failed: (error as Error).message.split('\n')[0] ?? 'failed' };
  } finally {
    await context?.close();
  }
}

tests('the first publish over SFTP: Apache serves the band’s page and a gig’s page styled', async () => {
  const run = await deploy();
  assert.is(run.code, 0, run.out);
  await assertSameAsDist();
  for (const path of pages) {
    const load = await visit(path, 'first publish');
    assert.equal([load.violations, load.background], [[], OLD], describe(load));
  }
});

tests(
  'the stylesheet changes; its deploy drops after the first file, then runs again: every load is styled, and the server is dist/',
  async () => {
    const before = { hash: await styleHash(), htaccess: await copy.read('dist/.htaccess') };
    await copy.edit('src/static/brand.ts', (text) => {
      assert.ok(text.includes(INK.before), `src/static/brand.ts sets ${INK.before}`);
      return text.replace(INK.before, INK.after);
    });
    await build();
    const after = { hash: await styleHash(), htaccess: await copy.read('dist/.htaccess') };
    // What this test is about: the policy that allows the new page's stylesheet blocks the old one's.
    assert.is.not(after.hash, before.hash, 'index.html’s inline stylesheet has a new hash');
    assert.ok(after.htaccess.includes(after.hash) && !after.htaccess.includes(before.hash), 'the new .htaccess allows the new one alone');

    const proxy = await startProxy(sshd.port);
    // The proxy's port is another [host]:port to known_hosts: the same key, recorded for it.
    await writeFile(
      join(home, '.ssh', 'known_hosts'),
      `${sshd.knownHostsLine}\n${sshd.knownHostsLine.replace(`:${sshd.port} `, `:${proxy.port} `)}\n`,
    );
    const loads: Load[] = [];
    let phase: Phase = 'the slow deploy, up to the cut';
    let loading = true;
    const visitor = (async () => {
      while (loading && loads.length < MOST_LOADS) for (const path of pages) loads.push(await visit(path, phase));
    })();
    /** Waits until the visitor has loaded each page `count` times in this phase. */
    const rounds = async (count: number) => {
      const until = Date.now() + PHASE_MS;
      while (loads.filter((load) => load.phase === phase).length < count * pages.length && loads.length < MOST_LOADS && Date.now() < until)
        await sleep(50);
    };
    // The line drops at the first byte after the first file is in place. Not a byte count: how many
    // bytes go before it (the SSH handshake, the engine's lock and manifest) is the engine's business.
    let cutting = true;
    const began = Date.now();
    /** The seconds from the start of the slow deploy to the cut; undefined where there was none. */
    const cutter = (async () => {
      const first = join(sshd.root, '.htaccess');
      while (cutting) {
        const there = await readFile(first).catch(() => undefined);
        if (there && !there.equals(before.htaccess)) {
          proxy.cutAfter(0);
          // The deploy may go on trying to reconnect for a while: the server is as the cut left it.
          phase = 'after the cut';
          return (Date.now() - began) / 1000;
        }
        await sleep(10);
      }
      return undefined;
    })();
    try {
      proxy.throttle(BYTES_PER_SECOND);
      const cut = await deploy(proxy.port);
      cutting = false;
      const seconds = await cutter;
      assert.ok(seconds !== undefined, `the line dropped once the .htaccess had changed: ${cut.out}`);
      assert.ok(seconds > 2, `the slow line took ${seconds.toFixed(1)} s to the cut`);
      assert.is(cut.code, 2, cut.out);
      // What a visitor sees of the site the cut left (the bridge .htaccess, the old pages), at both widths.
      for (const width of [375, 1280]) loads.push(await visit('', phase, { width, shot: 'deploy-cut-home' }));
      // check-site on the site the cut left: not "all well", and its advice finishes the deploy; never "the host ignores .htaccess".
      const during = await checkSite();
      assert.is(during.code, 1, during.out);
      assert.match(during.out, /run `npm run deploy` \(it finishes a deploy that was cut off\)|deploy under way.*npm run deploy/);
      assert.not.match(during.out, /ignores \.htaccess/);
      await rounds(2);
      phase = 'the re-run runs';
      const again = await deploy();
      assert.is(again.code, 0, again.out);
      phase = 'after the re-run';
      await rounds(1);
      const checked = await checkSite();
      assert.is(checked.code, 0, checked.out);
      assert.match(checked.out, /All well/);
    } finally {
      loading = cutting = false;
      await Promise.all([visitor, cutter]);
      await proxy.stop();
    }

    const table = PHASES.map((p) => {
      const those = loads.filter((load) => load.phase === p);
      return { phase: p, loads: those.length, unstyled: those.filter((load) => !styled(load)).length };
    });
    console.log(table.map((row) => `  ${row.phase}: ${row.loads} loads, ${row.unstyled} unstyled`).join('\n'));
    assert.equal(
      table.map((row) => [row.phase, row.unstyled]),
      PHASES.map((p) => [p, 0]),
      loads
        .filter((load) => !styled(load))
        .map(describe)
        .join('\n'),
    );
    // The re-run may be over before a load begins: the other phases are waited for.
    assert.ok(
      table.every((row) => row.loads > 0 || row.phase === 'the re-run runs'),
      'loads in every phase',
    );
    // Then the new build is what visitors get, and the server holds it, byte for byte.
    for (const load of loads.filter((l) => l.phase === 'after the re-run')) assert.is(load.background, NEW, describe(load));
    await assertSameAsDist();
  },
);

tests.run();
