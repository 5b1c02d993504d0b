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
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { MANIFEST_NAME } from '../../src/deploy/manifest';
import { EDITOR_TRAILER } from '../../src/editor/history';
import { axeViolations, SCREENSHOTS } from '../setup/browser';
import { tree } from '../setup/deployRun';
import { withEditorRepo } from '../setup/editorRepo';
import { startSshd, type Sshd } from '../setup/servers';

const exec = promisify(execFile);

const tests = suite('the editor takes the server’s host key (Schlüssel übernehmen)');

/** deploy/known_hosts as a fresh clone has it: comments only, and no line break after the last. */
const CLONED = '# The band’s web host’s SSH host key(s).\n# Add a key only after comparing its fingerprint (docs/band.md).';

const git = async (...args: string[]) => (await exec('git', args, { cwd: on.copy.dir })).stdout.trim();

const on = withEditorRepo(tests, {
  // A clone of the band's repository with real details, in git as the band has it, on a computer that never
  // connected anywhere: no ~/.ssh/known_hosts.
  prefix: 'band-editor-hostkey-',
  async prepare({ copy }) {
    await mkdir(copy.path('deploy'));
    await copy.write('deploy/known_hosts', CLONED);
    await copy.write('.gitignore', 'node_modules\n.env\n.cache\n');
    await git('init', '--quiet');
    await git('config', 'user.name', 'Miriam Muster');
    await git('config', 'user.email', 'miriam@upgrade-band.example');
    await git('config', 'commit.gpgsign', 'false');
    await git('add', '.');
    await git('commit', '--quiet', '-m', 'Anfang');
  },
});
const { open, dotEnv } = on;

/** What `ssh-keygen -lf` prints for the server's host key: '256 SHA256:… comment (ED25519)', in its words. */
function keygen(server: Sshd): { bits: string; fingerprint: string; type: string } {
  const printed = spawnSync('ssh-keygen', ['-lf', join(server.dir, 'host_key.pub')], { encoding: 'utf8' })
    .stdout.trim()
    .split(' ');
  return { bits: printed[0] ?? '', fingerprint: printed[1] ?? '', type: printed.at(-1) ?? '' };
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
    const printed = keygen(on.sshd);
    assert.match(printed.fingerprint, /^SHA256:[A-Za-z0-9+/]{43}$/);
    assert.is(await box.locator('.fingerprint').textContent(), printed.fingerprint, 'the fingerprint ssh-keygen -lf prints');
    assert.is(await box.locator('.key-type').textContent(), `${printed.type.replace(/\)$/, '')}, ${printed.bits} Bit)`);
    // A question, not an error (issue 53, item 8): the look of the editor's questions, not red, not „Nicht veröffentlicht“.
    assert.match(String(await box.textContent()), /^Zum ersten Mal mit diesem Server verbunden: Ist das wirklich sein Schlüssel\?/);
    assert.not.match(String(await box.textContent()), /Nicht veröffentlicht/);
    assert.ok(await box.evaluate((el) => el.classList.contains('question') && !el.classList.contains('problems')), 'a question’s box');
    const looks = await box.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el.querySelector('p')!).color]);
    const question = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'question';
      document.body.append(probe);
      const color = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return color;
    });
    assert.is(looks[0], question, 'the background of the editor’s questions');
    assert.not.match(looks[1]!, /^rgb\((1[4-9]\d|2\d\d), ([0-4]?\d), ([0-4]?\d)\)$/, 'its lead not red');
    // The guide's section as a link, served by the editor, landing on the section's heading.
    const link = box.getByRole('link', { name: 'Anleitung: Den Schlüssel des Servers prüfen' });
    const href = String(await link.getAttribute('href'));
    const guide = await fetch(new URL(href, on.editor.origin));
    assert.is(guide.status, 200);
    assert.ok((await guide.text()).includes(`id="${decodeURIComponent(href.split('#')[1]!)}"`), 'the section’s heading');
    assert.match(
      String(await box.locator('details pre').textContent()),
      /showed a host key this computer does not know yet/,
      'deploy’s words',
    );
    assert.equal(await tree(on.sshd.root), new Map(), 'nothing sent');
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
    assert.is(await readFile(on.copy.path('deploy/known_hosts'), 'utf8'), `${CLONED}\n${on.sshd.knownHostsLine}\n`);
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
    const dist = await tree(on.copy.path('dist'));
    const server = await tree(on.sshd.root);
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
    const [, type, key] = on.sshd.knownHostsLine.split(' ');
    await on.copy.write('deploy/known_hosts', `${await on.copy.read('deploy/known_hosts')}[127.0.0.1]:${other.port} ${type} ${key}\n`);
    await git('commit', '--quiet', '-m', 'Schlüssel des zweiten Servers', '--', 'deploy/known_hosts');
    const before = await on.copy.read('deploy/known_hosts');
    const head = await git('rev-parse', 'HEAD');
    await dotEnv(other);
    const page = await open(1280);
    await button(page, 'Veröffentlichen').click();
    const box = page.locator('.publish .host-key');
    await box.waitFor(LONG);
    const prints = await box.locator('.fingerprint').allTextContents();
    assert.equal(prints, [keygen(on.sshd).fingerprint, keygen(other).fingerprint], 'the recorded key, then the one shown now');
    assert.match(String(await box.textContent()), /anderen Schlüssel/);
    assert.is(await box.getByRole('link', { name: 'Anleitung: Der Schlüssel des Servers hat sich geändert' }).count(), 1);
    assert.ok(await box.evaluate((el) => el.classList.contains('problems')), 'a changed key stays a warning');
    assert.match(String(await box.textContent()), /deploy\/known_hosts:4/, 'where the recorded key is');
    assert.is(await button(page, 'Schlüssel übernehmen').count(), 0, 'never one click');
    assert.equal(await axeViolations(page), []);
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-serverschluessel-geaendert-1280.png') });
    assert.ok((await on.copy.read('deploy/known_hosts')).equals(before), 'deploy/known_hosts unchanged');
    assert.is(await git('rev-parse', 'HEAD'), head, 'nothing committed');
    assert.equal(await tree(other.root), new Map(), 'nothing sent');
  } finally {
    await dotEnv(on.sshd);
    await other.stop();
  }
});

tests.run();
