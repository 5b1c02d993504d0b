// Veröffentlichen in the editor (issue 37, item 8), as a band member uses it: Chromium drives
// `npm run edit`'s page for a copy of the repository whose .env names a real sshd (its web root
// served by Apache, for check-site), and the page runs the band's own `npm run deploy` and
// `npm run check-site` there. The refusal of the sample details comes in deploy's words; the dry run
// in words ("… Dateien neu"); the publish ends with check-site's verdict, and the server holds dist/.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { MANIFEST_NAME } from '../../src/deploy/manifest';
import { axeViolations, SCREENSHOTS } from '../setup/browser';
import { tree, withRealDetails } from '../setup/deployRun';
import { withEditorRepo } from '../setup/editorRepo';

const tests = suite('the editor publishes (Veröffentlichen)');
const on = withEditorRepo(tests, {
  // The fixtures' data as the band's, with the sample details a fresh clone has.
  prefix: 'band-editor-publish-',
  samples: true,
  // The host key as the band accepts it on its first connection (docs/band/einrichten.md, First set-up).
  prepare: ({ home, sshd }) => writeFile(join(home, '.ssh', 'known_hosts'), `${sshd.knownHostsLine}\n`),
});
const { open } = on;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A deploy builds first and talks to the server: more time than a click. */
const LONG = { timeout: 120_000 };

tests('the sample details: refused in deploy’s own words, with what to do, and nothing sent', async () => {
  const page = await open(375);
  await button(page, 'Veröffentlichen').click();
  const refusal = page.locator('.publish .problems');
  await refusal.waitFor(LONG);
  assert.match(String(await refusal.textContent()), /Beispiel|Platzhalter|noch ausfüllen|Musterangaben|Angaben/);
  assert.match(
    String(await refusal.locator('pre').textContent()),
    /Not published: src\/data\/band\.ts still holds the repository's sample details/,
  );
  assert.match(String(await refusal.locator('pre').textContent()), /src\/data\/band\.ts:\d+: 'Musterstraße 12' – put in/);
  assert.equal(await tree(on.sshd.root), new Map(), 'nothing on the server');
  assert.equal(await axeViolations(page), []);
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-veroeffentlichen-abgelehnt-375.png') });
});

tests('the dry run in words, then published with progress, and check-site’s verdict: the server holds dist/', async () => {
  await on.copy.edit('src/data/band.ts', withRealDetails);
  const page = await open(1280);
  await button(page, 'Veröffentlichen').click();
  const question = page.locator('.publish .question');
  await question.waitFor(LONG);
  const summary = String(await question.locator('strong').textContent());
  assert.match(summary, /^\d+ Dateien neu$/, 'an empty server: every file new');
  assert.match(String(await question.locator('pre').textContent()), /Would upload \d+ file\(s\)/, 'deploy’s listing under Einzelheiten');
  assert.is(await button(page, 'Veröffentlichen').count(), 1, 'the question replaced the button');
  assert.equal(await axeViolations(page), []);
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-veroeffentlichen-frage-1280.png') });
  await button(page, 'Veröffentlichen').click();
  await page.locator('.publish-status', { hasText: 'Geprüft' }).waitFor(LONG);
  assert.match(
    String(await page.locator('.publish-status').textContent()),
    /^Veröffentlicht: \d+ Dateien hochgeladen\. Geprüft: Die Seite im Netz ist die gebaute\.$/,
  );
  const dist = await tree(on.copy.path('dist'));
  const server = await tree(on.sshd.root);
  server.delete(MANIFEST_NAME);
  assert.equal([...server.keys()].sort(), [...dist.keys()].sort(), 'the server holds dist/');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-veroeffentlichen-1280.png') });
});

tests('a gig added in the form: the next dry run names what is new and what changed, and the gig goes online', async () => {
  const page = await open(375);
  await button(page, 'Auftritt hinzufügen').click();
  await page.getByLabel('Datum', { exact: true }).fill('2026-03-14');
  await page.getByLabel('Ort', { exact: true }).fill('Kulturbahnhof, Kassel');
  await button(page, 'Speichern').click();
  await page.getByRole('status').filter({ hasText: 'Gespeichert' }).waitFor();
  // dist/ and demo.html as last published (the data changed since): the plan must leave them so (issue 45).
  const published = await tree(on.copy.path('dist'));
  const demo = await on.copy.read('demo.html');
  const unchanged = async (when: string) => {
    assert.equal(await tree(on.copy.path('dist')), published, `dist/ byte for byte as published, ${when}`);
    assert.ok((await on.copy.read('demo.html')).equals(demo), `demo.html as it was, ${when}`);
  };
  await button(page, 'Veröffentlichen').click();
  let question = page.locator('.publish .question');
  await question.waitFor(LONG);
  await unchanged('after the plan');
  await button(page, 'Nicht jetzt').click();
  await unchanged('after Nicht jetzt');
  await button(page, 'Veröffentlichen').click();
  question = page.locator('.publish .question');
  await question.waitFor(LONG);
  await unchanged('after a second plan');
  assert.match(await question.locator('strong').innerText(), /^\d+ Dateien? neu, \d+ geändert$/);
  const listed = String(await question.locator('pre').textContent());
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-veroeffentlichen-frage-375.png') });
  await button(page, 'Veröffentlichen').click();
  await page.locator('.publish-status', { hasText: 'Geprüft' }).waitFor(LONG);
  const page2026 = await readFile(join(on.sshd.root, 'auftritte', '2026.html'), 'utf8');
  assert.match(page2026, /Kulturbahnhof/, 'the gig on the server');
  // The plan named what publishing then changed in dist/: every file new or different, no other.
  const built = await tree(on.copy.path('dist'));
  const changed = [...built].filter(([path, bytes]) => !published.get(path)?.equals(bytes)).map(([path]) => path);
  const uploads = [...listed.matchAll(/^ {2}upload {2}(\S+)/gm)].map(([, path]) => path);
  assert.ok(uploads.includes('auftritte/2026.html'), listed);
  assert.equal(uploads.sort(), changed.sort(), 'the plan’s uploads are the files the publish changed');
  assert.not.match(listed, /^Would delete/m, 'nothing to delete');
  assert.equal(await axeViolations(page), []);
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-veroeffentlichen-375.png'), fullPage: false });
});

tests.run();
