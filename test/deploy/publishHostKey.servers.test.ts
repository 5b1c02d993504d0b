// The first publish in the editor (issue 46, item 2), as a band member meets it: Chromium drives
// `npm run edit`'s page for a git copy of the repository whose .env names a real sshd on 127.0.0.1,
// with a host key made for the test, that this computer has never seen. Veröffentlichen stops at the
// key and shows its fingerprint as `ssh-keygen -lf` prints it; Schlüssel übernehmen writes exactly
// the line into deploy/known_hosts (one commit) and the publish goes on until check-site's verdict,
// the server then holding dist/ byte for byte. A key that changed is shown with both fingerprints
// and no button, and deploy/known_hosts stays as it was.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { MANIFEST_NAME } from '../../src/deploy/manifest';
import { EDITOR_TRAILER } from '../../src/editor/history';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { startApache, type Apache } from '../setup/apache';
import { axeViolations, launch, openPage, SCREENSHOTS, type Watched } from '../setup/browser';
import { bandCopy, FIXTURES_DAY, tree } from '../setup/deployRun';
import type { RepoCopy } from '../setup/repoCopy';
import { startSshd, type Sshd } from '../setup/servers';

const exec = promisify(execFile);

const tests = suite('the editor takes the server’s host key (Schlüssel übernehmen)');
let sshd: Sshd;
let apache: Apache;
let copy: RepoCopy;
let home: string;
let editor: Editor;
let browser: Browser;
const opened: Watched[] = [];

/** deploy/known_hosts as a fresh clone has it: comments only, and no line break after the last. */
const CLONED = '# The band’s web host’s SSH host key(s).\n# Add a key only after comparing its fingerprint (docs/band.md).';

const git = async (...args: string[]) => (await exec('git', args, { cwd: copy.dir })).stdout.trim();

/** What `ssh-keygen -lf` prints for the server's host key: '256 SHA256:… comment (ED25519)', in its words. */
function keygen(server: Sshd): { bits: string; fingerprint: string; type: string } {
  const printed = spawnSync('ssh-keygen', ['-lf', join(server.dir, 'host_key.pub')], { encoding: 'utf8' })
    .stdout.trim()
    .split(' ');
  return { bits: printed[0] ?? '', fingerprint: printed[1] ?? '', type: printed.at(-1) ?? '' };
}

/** .env as docs/band.md has the band write it, for `server`. */
const dotEnv = (server: Sshd) =>
  copy.write(
    '.env',
    [
      `DEPLOY_TARGET=sftp://${server.user}@127.0.0.1:${server.port}${server.root}`,
      `DEPLOY_KEY=${server.keyFile}`,
      `CHECK_SITE=${apache.https} --http=${apache.http}`,
      '',
    ].join('\n'),
  );

tests.before(async () => {
  sshd = await startSshd();
  apache = await startApache(sshd.root);
  // A computer that never connected anywhere: no ~/.ssh/known_hosts.
  home = await mkdtemp(join(tmpdir(), 'band-home-'));
  await mkdir(join(home, '.ssh'));
  // A clone of the band's repository with real details, in git as the band has it.
  copy = await bandCopy('band-editor-hostkey-');
  await mkdir(copy.path('deploy'));
  await copy.write('deploy/known_hosts', CLONED);
  await copy.write('.gitignore', 'node_modules\n.env\n');
  await git('init', '--quiet');
  await git('config', 'user.name', 'Miriam Muster');
  await git('config', 'user.email', 'miriam@upgrade-band.example');
  await git('config', 'commit.gpgsign', 'false');
  await git('add', '.');
  await git('commit', '--quiet', '-m', 'Anfang');
  await dotEnv(sshd);
  editor = await startEditor({
    dataFolder: copy.path('src/data'),
    repo: copy.dir,
    preview: false,
    // What a band member's terminal has; nothing of this machine's secrets or agent.
    publish: {
      env: { PATH: process.env.PATH, HOME: home, NODE_EXTRA_CA_CERTS: apache.certFile, SOURCE_DATE_EPOCH: FIXTURES_DAY },
    },
  });
  browser = await launch();
});

tests.after(async () => {
  await browser?.close();
  await editor?.close();
  await Promise.all([sshd?.stop(), apache?.stop(), copy?.remove(), home && rm(home, { recursive: true, force: true })]);
});

tests.after.each(async () => {
  for (const { context, errors, foreign } of opened.splice(0)) {
    await context.close();
    assert.equal(errors, [], 'console errors');
    assert.equal(foreign, [], 'requests elsewhere');
  }
});

async function open(width: number): Promise<Page> {
  const watched = await openPage(browser, editor.origin, width);
  opened.push(watched);
  await watched.page.goto(editor.url);
  await watched.page.getByRole('heading', { name: 'Kommende Auftritte' }).waitFor();
  return watched.page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A publish builds first and talks to the server: more time than a click. */
const LONG = { timeout: 120_000 };

tests(
  'an unknown key: its fingerprint as ssh-keygen -lf prints it; Schlüssel übernehmen writes the line, commits it, and the publish goes on',
  async () => {
    const page = await open(375);
    await button(page, 'Veröffentlichen').click();
    const box = page.locator('.publish .host-key');
    await box.waitFor(LONG);
    const printed = keygen(sshd);
    assert.match(printed.fingerprint, /^SHA256:[A-Za-z0-9+/]{43}$/);
    assert.is(await box.locator('.fingerprint').textContent(), printed.fingerprint, 'the fingerprint ssh-keygen -lf prints');
    assert.is(await box.locator('.key-type').textContent(), `${printed.type.replace(/\)$/, '')}, ${printed.bits} Bit)`);
    assert.match(String(await box.textContent()), /noch nicht kennt/);
    assert.match(
      String(await box.textContent()),
      /Kundenbereich.*Anleitung \(docs\/band\.md\), Abschnitt „Den Schlüssel des Servers prüfen“/,
    );
    assert.match(
      String(await box.locator('details pre').textContent()),
      /showed a host key this computer does not know yet/,
      'deploy’s words',
    );
    assert.equal(await tree(sshd.root), new Map(), 'nothing sent');
    assert.equal(await axeViolations(page), []);
    await box.screenshot({ path: join(SCREENSHOTS, 'editor-serverschluessel-neu-375.png') });

    const commits = Number(await git('rev-list', '--count', 'HEAD'));
    await button(page, 'Schlüssel übernehmen').click();
    await page.locator('.publish-status', { hasText: 'Geprüft' }).waitFor(LONG);
    assert.match(
      String(await page.locator('.publish-status').textContent()),
      /^Veröffentlicht: \d+ Dateien hochgeladen\. Geprüft: Die Seite im Netz ist die gebaute\.$/,
    );
    assert.match(
      String(await page.locator('.publish .hint').first().textContent()),
      /^Schlüssel übernommen und in deploy\/known_hosts eingetragen\./,
    );
    // Exactly the line, after the clone's bytes: `[127.0.0.1]:port ssh-ed25519 AAAA…`.
    assert.is(await readFile(copy.path('deploy/known_hosts'), 'utf8'), `${CLONED}\n${sshd.knownHostsLine}\n`);
    // One commit for the key, with the editor's trailer, of that file alone (besides it, at most the published build's).
    const since = (await git('log', '--format=%H %s', `HEAD~${Number(await git('rev-list', '--count', 'HEAD')) - commits}..HEAD`)).split(
      '\n',
    );
    const keyCommits = since.filter((line) => line.endsWith(' Serverschlüssel übernommen: 127.0.0.1'));
    assert.is(keyCommits.length, 1, since.join('\n'));
    assert.ok(since.length <= 2, since.join('\n'));
    const sha = keyCommits[0]?.split(' ')[0] ?? '';
    assert.is(await git('show', '--name-only', '--format=', sha), 'deploy/known_hosts');
    assert.is(await git('log', '-1', '--format=%(trailers:only,unfold)', sha), `${EDITOR_TRAILER}\nHost-Key: deploy/known_hosts`);
    // The server holds dist/, byte for byte.
    const dist = await tree(copy.path('dist'));
    const server = await tree(sshd.root);
    assert.ok(server.delete(MANIFEST_NAME), 'the manifest is there');
    assert.equal([...server.keys()].sort(), [...dist.keys()].sort());
    for (const [path, bytes] of dist) assert.ok(server.get(path)?.equals(bytes), `${path}: the same bytes`);
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-serverschluessel-uebernommen-375.png') });
  },
);

tests('a key that changed: both fingerprints, the guide’s section, no button, and deploy/known_hosts left as it was', async () => {
  // Another server whose recorded key (in deploy/known_hosts, committed) is the first server's.
  const other = await startSshd();
  try {
    const [, type, key] = sshd.knownHostsLine.split(' ');
    await copy.write('deploy/known_hosts', `${await copy.read('deploy/known_hosts')}[127.0.0.1]:${other.port} ${type} ${key}\n`);
    await git('commit', '--quiet', '-m', 'Schlüssel des zweiten Servers', '--', 'deploy/known_hosts');
    const before = await copy.read('deploy/known_hosts');
    const head = await git('rev-parse', 'HEAD');
    await dotEnv(other);
    const page = await open(1280);
    await button(page, 'Veröffentlichen').click();
    const box = page.locator('.publish .host-key');
    await box.waitFor(LONG);
    const prints = await box.locator('.fingerprint').allTextContents();
    assert.equal(prints, [keygen(sshd).fingerprint, keygen(other).fingerprint], 'the recorded key, then the one shown now');
    assert.match(String(await box.textContent()), /anderen Schlüssel/);
    assert.match(String(await box.textContent()), /Anleitung \(docs\/band\.md\), Abschnitt „Der Schlüssel des Servers hat sich geändert“/);
    assert.match(String(await box.textContent()), /deploy\/known_hosts:4/, 'where the recorded key is');
    assert.is(await button(page, 'Schlüssel übernehmen').count(), 0, 'never one click');
    assert.equal(await axeViolations(page), []);
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-serverschluessel-geaendert-1280.png') });
    assert.ok((await copy.read('deploy/known_hosts')).equals(before), 'deploy/known_hosts unchanged');
    assert.is(await git('rev-parse', 'HEAD'), head, 'nothing committed');
    assert.equal(await tree(other.root), new Map(), 'nothing sent');
  } finally {
    await dotEnv(sshd);
    await other.stop();
  }
});

tests.run();
