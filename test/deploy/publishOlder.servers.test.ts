// Veröffentlichen as a member of a band meets it (issue 53, items 3 and 8): Chromium drives `npm run
// edit`'s page for a member's clone of a bare repository on disk (origin), publishing to a real sshd.
// The plan shows its steps while it works, the header keeps its one row at 1280 px while the panel is
// open; after a bandmate published a change this clone lacks, the plan is refused in one German
// sentence naming whose change is missing, and Änderungen übernehmen takes it in, after which the
// plan is made again and passes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile, spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { commitOf, MANIFEST_NAME } from '../../src/deploy/manifest';
import { axeViolations, SCREENSHOTS } from '../setup/browser';
import { FIXTURES_DAY, runCommand } from '../setup/deployRun';
import { withEditorRepo } from '../setup/editorRepo';
import { linkDependencies } from '../setup/repoCopy';

const exec = promisify(execFile);
const git = async (dir: string, ...args: string[]) => (await exec('git', args, { cwd: dir })).stdout.trim();

const tests = suite('Veröffentlichen with bandmates (issue 53)');

const on = withEditorRepo(tests, {
  prefix: 'band-editor-older-',
  // The member's clone of the band's repository, shared through origin; the server's key already known.
  async prepare({ copy, home, sshd }) {
    await writeFile(join(home, '.ssh', 'known_hosts'), `${sshd.knownHostsLine}\n`);
    await copy.write('.gitignore', 'node_modules\n.env\n.cache\n');
    await git(copy.dir, 'init', '--quiet', '-b', 'main');
    await git(copy.dir, 'config', 'user.name', 'Ben');
    await git(copy.dir, 'config', 'user.email', 'ben@example.org');
    await git(copy.dir, 'add', '.');
    await git(copy.dir, 'commit', '--quiet', '-m', 'Die Seite der Band');
    await git(copy.dir, 'clone', '--quiet', '--bare', copy.dir, `${copy.dir}-origin.git`);
    await git(copy.dir, 'remote', 'add', 'origin', `${copy.dir}-origin.git`);
    await git(copy.dir, 'fetch', '--quiet', 'origin');
    await git(copy.dir, 'branch', '--quiet', '-u', 'origin/main');
  },
});
const { open } = on;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A publish builds first and talks to the server: more time than a click. */
const LONG = { timeout: 120_000 };

/** The vertical middle of `name`'s button. */
const middle = async (page: Page, name: string) => {
  const box = await button(page, name).boundingBox();
  return box ? box.y + box.height / 2 : NaN;
};

tests.after(async () => {
  await exec('rm', ['-rf', `${on.copy.dir}-origin.git`, `${on.copy.dir}-anna`]);
});

tests('the plan shows its steps; the header keeps its one row at 1280 px while the panel is open; then published', async () => {
  const page = await open(1280);
  const row = await middle(page, 'Veröffentlichen');
  await button(page, 'Veröffentlichen').click();
  await page.locator('.publish', { hasText: 'Schritt 1 von 2: Die Seite wird gebaut' }).first().waitFor(LONG);
  assert.is(await middle(page, 'Veröffentlichen'), row, 'the button where it was');
  assert.is(await middle(page, 'Rückgängig'), row, 'Rückgängig beside it');
  assert.is(await page.getByRole('progressbar', { name: 'Fortschritt der Probe' }).count(), 1);
  await page
    .locator('.publish', { hasText: 'Schritt 2 von 2: Verbindung zum Server, Vergleich mit der Seite im Netz' })
    .first()
    .waitFor(LONG);
  const question = page.locator('.publish .question');
  await question.waitFor(LONG);
  assert.match(String(await question.locator('strong').textContent()), /^\d+ Dateien neu$/);
  assert.is(await middle(page, 'Rückgängig'), row, 'the header one row with the question open');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-veroeffentlichen-frage-kopfzeile-1280.png') });
  await question.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await page.locator('.publish-status', { hasText: 'Geprüft' }).waitFor(LONG);
  assert.is(await middle(page, 'Veröffentlichen'), row, 'the header one row while publishing and after');
  assert.ok(commitOf(await readFile(join(on.sshd.root, MANIFEST_NAME), 'utf8')), 'the live site’s commit recorded');
});

tests('a bandmate published meanwhile: refused in one German sentence naming her change; Änderungen übernehmen takes it in', async () => {
  // Anna's clone: she changes the band's phone number, and publishes from the terminal (deploy pushes her commit first).
  const anna = `${on.copy.dir}-anna`;
  await git(on.copy.dir, 'clone', '--quiet', `${on.copy.dir}-origin.git`, anna);
  await linkDependencies(anna);
  const band = join(anna, 'src/data/band.ts');
  await writeFile(band, (await readFile(band, 'utf8')).replace('0561 7394 220', '0561 7394 221'));
  await git(
    anna,
    '-c',
    'user.name=Anna',
    '-c',
    'user.email=anna@example.org',
    'commit',
    '--quiet',
    '-m',
    'Neue Telefonnummer',
    '--',
    'src/data/band.ts',
  );
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: anna, env: { ...process.env, SOURCE_DATE_EPOCH: FIXTURES_DAY } });
  assert.is(built.status, 0, String(built.stderr));
  const env = { DEPLOY_TARGET: `sftp://${on.sshd.user}@127.0.0.1:${on.sshd.port}${on.sshd.root}`, DEPLOY_KEY: on.sshd.keyFile };
  const annas = await runCommand('deployCommand.ts', anna, on.home, env);
  assert.is(annas.code, 0, annas.out);
  assert.is(commitOf(await readFile(join(on.sshd.root, MANIFEST_NAME), 'utf8')), await git(anna, 'rev-parse', 'HEAD'));

  const page = await open(1280);
  await button(page, 'Veröffentlichen').click();
  const refusal = page.locator('.publish .problems');
  await refusal.waitFor(LONG);
  assert.is(
    await refusal.locator('p').first().textContent(),
    'Nicht veröffentlicht: Auf der Seite im Netz ist eine Änderung von Anna („Neue Telefonnummer“), die hier noch fehlt – erst übernehmen, sonst wäre sie nach dem Veröffentlichen wieder weg.',
  );
  assert.match(String(await refusal.locator('pre').textContent()), /Neue Telefonnummer {2}\(Anna\)/, 'deploy’s words under Einzelheiten');
  assert.equal(await axeViolations(page), []);
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-veroeffentlichen-aelter-1280.png') });

  await button(page, 'Änderungen übernehmen').click();
  await page.locator('.publish .hint', { hasText: 'Übernommen: eine Änderung von Anna' }).waitFor(LONG);
  // Planned again: no longer refused; this clone now builds what Anna published, so there is nothing to send.
  await page.locator('.publish-status', { hasText: 'Nichts zu tun: Der Server hat diese Seite schon.' }).waitFor(LONG);
  assert.is(await page.locator('.publish .problems').count(), 0);
  assert.is(await readFile(join(on.copy.dir, 'src/data/band.ts'), 'utf8'), await readFile(band, 'utf8'), 'Anna’s change is here now');
});

tests.run();
