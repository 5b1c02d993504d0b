// `npm run edit` in Chromium (issue 37): the editor started in-process on a temporary git repository
// holding the fixtures' data, driven by the labels and button names the band reads. Every save is
// checked on the disk and in git: its commit message, and a diff of exactly the entry's line.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { previewBase } from '../../src/editor/previewBase';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { changedLines, dataFolder, repo, type DataFolder, type Repo } from '../editor/tempData';
import { axeViolations, openPage, releaseBrowser, ROOT, SCREENSHOTS, sharedBrowser, type Watched } from '../setup/browser';
import { withOwnEditor } from '../setup/ownEditor';
import { said, saidPartly } from '../setup/said';

const FIXTURES = join(ROOT, 'test/fixtures/data');

const tests = suite('the editor (npm run edit)');
let browser: Browser;
let band: Repo;
let editor: Editor;
const opened: Watched[] = [];

/** The fixtures' gigs and songs, as every repository of this file starts. */
const fixtureTexts = async () => ({
  gigs: await readFile(join(FIXTURES, 'gigs.ts'), 'utf8'),
  songs: await readFile(join(FIXTURES, 'songs.ts'), 'utf8'),
});

tests.before(async () => {
  band = await repo(await fixtureTexts());
  // Without the preview: each save would start a build of the site, which only the Vorschau case
  // below looks at; it starts an editor of its own with one.
  editor = await startEditor({ dataFolder: band.data, preview: false });
  browser = await sharedBrowser();
});

tests.after(async () => {
  if (browser) releaseBrowser(browser);
  await editor?.close();
  await band?.remove();
});

/** The editor at `width`, its gigs loaded; its console errors and foreign requests checked after the test. */
async function open(width: number, url = editor.url): Promise<Page> {
  const watched = await openPage(browser, new URL(url).origin, width);
  opened.push(watched);
  await watched.page.goto(url);
  await watched.page.getByRole('heading', { name: 'Kommende Auftritte' }).waitFor();
  return watched.page;
}

tests.after.each(async () => {
  for (const { context, errors, foreign } of opened.splice(0)) {
    await context.close();
    assert.equal(errors, [], 'console errors');
    assert.equal(foreign, [], 'requests elsewhere');
  }
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The Bearbeiten button of the row that shows `text` (its day, place or title). */
const edit = (page: Page, text: string) =>
  page.getByRole('listitem').filter({ hasText: text }).getByRole('button', { name: 'Bearbeiten', exact: true });

/**
 * Each name resolves to exactly one button, or field by its label, as a check that matches the
 * way Playwright does by default (a part of the name, any case) finds it: no other name holds it.
 */
async function unique(page: Page, { buttons = [], labels = [] }: { buttons?: string[]; labels?: string[] }): Promise<void> {
  for (const name of buttons) assert.is(await page.getByRole('button', { name }).count(), 1, `one button "${name}"`);
  for (const label of labels) assert.is(await page.getByLabel(label).count(), 1, `one field "${label}"`);
}

/** The last commit's subject, and the lines it took out and put in. */
async function lastCommit() {
  return {
    subject: await band.git('log', '-1', '--format=%s'),
    ...(await changedLines(band)),
    files: await band.git('show', '--format=', '--name-only'),
  };
}

tests('Auftritte: a gig added, edited, called off and deleted, each save one commit of its one line', async () => {
  const original = await band.bytes('gigs');
  const page = await open(1280);

  await unique(page, { buttons: ['Auftritt hinzufügen', 'Rückgängig'] });
  await button(page, 'Auftritt hinzufügen').click();
  await unique(page, { buttons: ['Speichern'], labels: ['Datum', 'Ort', 'Info', 'Tickets', 'Private Feier', 'Nicht öffentlich'] });
  await field(page, 'Datum').fill('2027-03-14');
  await field(page, 'Ort').fill('Kulturbahnhof, Kassel');
  await field(page, 'Info').fill('Beginn 20 Uhr');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel');
  assert.equal(await lastCommit(), {
    subject: 'Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel',
    removed: [],
    added: ["  { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' },"],
    files: 'src/data/gigs.ts',
  });
  const row = page.locator('li', { has: page.locator('time[datetime="2027-03-14"]') });
  assert.is(await row.locator('time').textContent(), '14.03.2027');

  // Every row's button is named Bearbeiten and nothing more; the row's day and place describe it.
  const rows = await page.locator('.list li.row').count();
  assert.is(await page.getByRole('button', { name: 'Bearbeiten' }).count(), rows);
  assert.is(await page.getByRole('button', { name: 'Bearbeiten', exact: true }).count(), rows);
  assert.is(await edit(page, '14.03.2027').count(), 1);
  assert.is(
    await page
      .locator('[aria-label]')
      .evaluateAll((all) => all.map((one) => one.getAttribute('aria-label')))
      .then(String),
    'Teil',
    'the parts’ group (the preview’s, Breite der Vorschau, is the Vorschau case’s)',
  );
  await edit(page, '14.03.2027').click();
  await unique(page, {
    buttons: ['Speichern', 'Absagen', 'Löschen', 'Rückgängig'],
    labels: ['Datum', 'Ort', 'Info', 'Tickets', 'Private Feier', 'Nicht öffentlich'],
  });
  assert.is(await field(page, 'Info').inputValue(), 'Beginn 20 Uhr');
  await field(page, 'Info').fill('Beginn 21 Uhr');
  await field(page, 'Private Feier').check();
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Auftritt geändert: 14.03.2027, Kulturbahnhof, Kassel');
  assert.equal(await lastCommit(), {
    subject: 'Auftritt geändert: 14.03.2027, Kulturbahnhof, Kassel',
    removed: ["  { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' },"],
    added: ["  { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr', private: true },"],
    files: 'src/data/gigs.ts',
  });

  await edit(page, '14.03.2027').click();
  await button(page, 'Absagen').click();
  // The question's Absagen is the only one; the way back, Zurück.
  await unique(page, { buttons: ['Absagen', 'Zurück'] });
  assert.is(await page.getByRole('button', { name: 'Speichern' }).count(), 0);
  await field(page, 'Grund der Absage').fill('Unwetter');
  await button(page, 'Absagen').click();
  await said(page, 'Gespeichert: Auftritt abgesagt: 14.03.2027, Kulturbahnhof, Kassel (Unwetter)');
  assert.equal(await lastCommit(), {
    subject: 'Auftritt abgesagt: 14.03.2027, Kulturbahnhof, Kassel (Unwetter)',
    removed: ["  { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr', private: true },"],
    added: ["  { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Abgesagt (Unwetter)', private: true },"],
    files: 'src/data/gigs.ts',
  });

  await edit(page, '14.03.2027').click();
  await button(page, 'Löschen').click();
  await page.getByText('Auftritt 14.03.2027, Kulturbahnhof, Kassel löschen?').waitFor();
  await unique(page, { buttons: ['Löschen', 'Zurück'] });
  await button(page, 'Zurück').click();
  await unique(page, { buttons: ['Speichern', 'Absagen', 'Löschen'] });
  await button(page, 'Löschen').click();
  await button(page, 'Löschen').click();
  await said(page, 'Gespeichert: Auftritt gelöscht: 14.03.2027, Kulturbahnhof, Kassel');
  assert.equal(await lastCommit(), {
    subject: 'Auftritt gelöscht: 14.03.2027, Kulturbahnhof, Kassel',
    removed: ["  { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Abgesagt (Unwetter)', private: true },"],
    added: [],
    files: 'src/data/gigs.ts',
  });
  // The list is read anew after the status line says so.
  await row.waitFor({ state: 'detached' });
  assert.ok((await band.bytes('gigs')).equals(original), 'gigs.ts as it was');
});

tests('a second gig on a day is asked about, saved once confirmed, and Rückgängig restores the file byte for byte', async () => {
  const before = await band.bytes('gigs');
  const page = await open(1280);
  await button(page, 'Auftritt hinzufügen').click();
  await field(page, 'Datum').fill('2025-10-18');
  await field(page, 'Ort').fill('Stadthalle, Baunatal');
  await button(page, 'Speichern').click();
  await page.getByText('Zwei Auftritte am 18.10.2025?').waitFor();
  assert.ok((await band.bytes('gigs')).equals(before), 'nothing written before the answer');
  await unique(page, { buttons: ['Speichern', 'Zurück'] });
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Auftritt hinzugefügt: 18.10.2025, Stadthalle, Baunatal');
  const saved = await band.git('rev-parse', 'HEAD');

  assert.ok(await button(page, 'Rückgängig').isEnabled());
  await button(page, 'Rückgängig').click();
  await said(page, 'Rückgängig: Auftritt hinzugefügt: 18.10.2025, Stadthalle, Baunatal');
  assert.ok((await band.bytes('gigs')).equals(before), 'gigs.ts as before the save');
  assert.is(await band.git('log', '-1', '--format=%s'), 'Rückgängig: Auftritt hinzugefügt: 18.10.2025, Stadthalle, Baunatal');
  assert.is(await band.git('rev-parse', 'HEAD~1'), saved);
  assert.equal((await changedLines(band)).removed, ["  { date: '2025-10-18', location: 'Stadthalle, Baunatal' },"]);
  await edit(page, 'Stadthalle, Baunatal').waitFor({ state: 'detached' });
});

tests('a refusal of the build is shown at its field, and nothing is written', async () => {
  const before = await band.bytes('gigs');
  const head = await band.git('rev-parse', 'HEAD');
  const page = await open(375);
  await button(page, 'Auftritt hinzufügen').click();
  await field(page, 'Datum').fill('2027-05-01');
  await button(page, 'Speichern').click();
  const place = field(page, 'Ort');
  await page.locator('#gig-location[aria-invalid="true"]').waitFor();
  assert.is(await place.getAttribute('aria-describedby'), 'gig-location-hint gig-location-error');
  assert.match((await page.locator('#gig-location-error').textContent()) ?? '', '„Ort“ ist leer.');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'gig-location');
  assert.is(await field(page, 'Datum').getAttribute('aria-invalid'), null);
  assert.ok((await band.bytes('gigs')).equals(before), 'gigs.ts unchanged');
  assert.is(await band.git('rev-parse', 'HEAD'), head);

  // An empty day: refused at Datum.
  await field(page, 'Datum').fill('');
  await place.fill('Stadthalle, Baunatal');
  await button(page, 'Speichern').click();
  await page.locator('#gig-date[aria-invalid="true"]').waitFor();
  assert.match((await page.locator('#gig-date-error').textContent()) ?? '', '„Datum“ ist leer');
  assert.is(await place.getAttribute('aria-invalid'), null);
  assert.ok((await band.bytes('gigs')).equals(before), 'gigs.ts unchanged');
});

tests('a change on disk since the page loaded: refused with Neu laden, the typed values kept', async () => {
  const page = await open(1280);
  await edit(page, 'Weinfest am Marktplatz, Wolfhagen').click();
  await field(page, 'Info').fill('ca. 16:00 Uhr');
  const changed = (await band.read('gigs')).replace('export const gigs', '// Von Hand ergänzt.\nexport const gigs');
  await band.write('gigs', changed);
  await button(page, 'Speichern').click();
  const alert = page.getByRole('alert').filter({ hasText: 'gigs.ts wurde inzwischen geändert' });
  await alert.waitFor();
  assert.is(await band.read('gigs'), changed, 'the change on disk is not overwritten');
  await button(page, 'Neu laden').click();
  await said(page, 'Neu geladen.');
  await alert.waitFor({ state: 'detached' });
  assert.is(await field(page, 'Info').inputValue(), 'ca. 16:00 Uhr');
  await band.git('checkout', '--', 'src/data/gigs.ts');
});

tests('an open form whose list shifted (Rückgängig) still saves and deletes its own gig, never another', async () => {
  const head = await band.git('rev-parse', 'HEAD');
  const weinfest = "  { date: '2025-09-13', location: 'Weinfest am Marktplatz, Wolfhagen', info: 'ca. 15:00 Uhr' },";
  const page = await open(1280);
  /** Deletes the list's first gig in the editor, then opens Weinfest's form: at index 3 now, 4 once the delete is undone. */
  const shiftUnder = async () => {
    await edit(page, 'Sommerfest am Auedamm, Kassel').click();
    await button(page, 'Löschen').click();
    await button(page, 'Löschen').click();
    await said(page, 'Gespeichert: Auftritt gelöscht: 14.07.2023, Sommerfest am Auedamm, Kassel');
    await edit(page, 'Weinfest am Marktplatz, Wolfhagen').click();
    await button(page, 'Rückgängig').click();
    await said(page, 'Rückgängig: Auftritt gelöscht: 14.07.2023, Sommerfest am Auedamm, Kassel');
    await edit(page, 'Sommerfest am Auedamm, Kassel').waitFor();
  };

  await shiftUnder();
  await field(page, 'Info').fill('ab 16 Uhr');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Auftritt geändert: 13.09.2025, Weinfest am Marktplatz, Wolfhagen');
  assert.equal(await lastCommit(), {
    subject: 'Auftritt geändert: 13.09.2025, Weinfest am Marktplatz, Wolfhagen',
    removed: [weinfest],
    added: [weinfest.replace('ca. 15:00 Uhr', 'ab 16 Uhr')],
    files: 'src/data/gigs.ts',
  });

  await shiftUnder();
  await button(page, 'Löschen').click();
  await button(page, 'Löschen').click();
  await said(page, 'Gespeichert: Auftritt gelöscht: 13.09.2025, Weinfest am Marktplatz, Wolfhagen');
  assert.equal((await changedLines(band)).removed, [weinfest.replace('ca. 15:00 Uhr', 'ab 16 Uhr')]);
  await band.git('reset', '--hard', '--quiet', head);
});

tests('an open form whose gig was changed meanwhile: refused, and after Neu laden the form says so and closes', async () => {
  const page = await open(1280);
  await edit(page, 'Weinfest am Marktplatz, Wolfhagen').click();
  await field(page, 'Info').fill('ab 16 Uhr');
  const changed = (await band.read('gigs')).replace(
    "info: 'ca. 15:00 Uhr' },\n  { date: '2021-09-25'",
    "info: 'ca. 14:00 Uhr' },\n  { date: '2021-09-25'",
  );
  assert.is.not(changed, await band.read('gigs'));
  await band.write('gigs', changed);
  await button(page, 'Speichern').click();
  await page.getByRole('alert').filter({ hasText: 'gigs.ts wurde inzwischen geändert' }).waitFor();
  await button(page, 'Neu laden').click();
  await said(page, 'Der Eintrag im Formular wurde inzwischen geändert oder gelöscht; das Formular ist darum geschlossen.');
  assert.is(await page.locator('#gig-form').count(), 0);
  assert.is(await band.read('gigs'), changed, 'nothing written');
  await band.git('checkout', '--', 'src/data/gigs.ts');
});

tests('an open form survives a reload of the page', async () => {
  const page = await open(375);
  await button(page, 'Songs').click();
  await button(page, 'Song hinzufügen').click();
  await field(page, 'Titel').fill('Skandal im Sperrbezirk');
  await page.reload();
  await field(page, 'Titel').waitFor();
  assert.is(await field(page, 'Titel').inputValue(), 'Skandal im Sperrbezirk');
  assert.is(await button(page, 'Songs').getAttribute('aria-pressed'), 'true');
});

tests('Songs: a song added, found by Suchen, and deleted', async () => {
  const original = await band.bytes('songs');
  const page = await open(1280);
  await button(page, 'Songs').click();
  await unique(page, { buttons: ['Song hinzufügen', 'Rückgängig'] });
  await button(page, 'Song hinzufügen').click();
  await unique(page, { buttons: ['Speichern'], labels: ['Titel', 'Interpret'] });
  await field(page, 'Titel').fill('Sternenhimmel');
  await field(page, 'Interpret').fill('Hubert Kah');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Song hinzugefügt: Sternenhimmel – Hubert Kah');
  assert.equal(await lastCommit(), {
    subject: 'Song hinzugefügt: Sternenhimmel – Hubert Kah',
    removed: [],
    added: ["  { title: 'Sternenhimmel', artist: 'Hubert Kah' },"],
    files: 'src/data/songs.ts',
  });

  await field(page, 'Suchen').fill('hubert');
  // The list is filtered at the next render, not within fill: wait for it, then compare.
  await page.waitForFunction(() => document.querySelectorAll('.list li .place').length === 1);
  assert.equal(await page.locator('.list li .place').allTextContents(), ['Sternenhimmel']);
  await unique(page, { buttons: ['Bearbeiten'] });
  await edit(page, 'Sternenhimmel').click();
  await unique(page, { buttons: ['Speichern', 'Löschen'], labels: ['Titel', 'Interpret'] });
  await button(page, 'Löschen').click();
  await unique(page, { buttons: ['Löschen', 'Zurück'] });
  await button(page, 'Löschen').click();
  await said(page, 'Gespeichert: Song gelöscht: Sternenhimmel – Hubert Kah');
  assert.equal(await lastCommit(), {
    subject: 'Song gelöscht: Sternenhimmel – Hubert Kah',
    removed: ["  { title: 'Sternenhimmel', artist: 'Hubert Kah' },"],
    added: [],
    files: 'src/data/songs.ts',
  });
  assert.ok((await band.bytes('songs')).equals(original), 'songs.ts as it was');
});

tests('Vorschau: the site as built after a save, at phone and desktop width, sandboxed from the editor', async () => {
  const own = await repo(await fixtureTexts());
  try {
    await withOwnEditor(own.data, opened, previewAfterSave);
  } finally {
    await own.remove();
  }
});

/** The Vorschau case in `editor` (one with its preview). */
async function previewAfterSave(editor: Editor) {
  const page = await open(375, editor.url);
  const frame = page.frameLocator('.preview iframe');
  const shown = async () =>
    Number(new URL((await page.locator('.preview iframe').getAttribute('src')) ?? '', editor.origin).searchParams.get('build'));
  await page.locator('.preview iframe').waitFor();
  const before = await shown();
  await button(page, 'Songs').click();
  await button(page, 'Song hinzufügen').click();
  await field(page, 'Titel').fill('Irgendwie, irgendwo, irgendwann');
  await field(page, 'Interpret').fill('Nena');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Song hinzugefügt: Irgendwie, irgendwo, irgendwann – Nena');
  // The frame loads the new build by itself; the site in it lists the song on its Programm.
  await editor.preview?.settled();
  const build = editor.preview?.status().build ?? 0;
  assert.ok(build > before, 'built again after the save');
  await page.locator(`.preview iframe[src="${previewBase(editor.token)}index.html?build=${build}"]`).waitFor({ timeout: 30_000 });
  await frame.locator('body').waitFor();
  const site = (await (await page.locator('.preview iframe').elementHandle())?.contentFrame())!;
  await site.evaluate(() => (location.hash = '#/programm'));
  await frame.getByLabel('Song oder Interpret suchen').fill('Irgendwie');
  await frame.getByText('Irgendwie, irgendwo, irgendwann').first().waitFor();
  assert.is(await frame.locator('html').getAttribute('lang'), 'de');
  assert.is(
    await page.locator('.preview iframe').getAttribute('sandbox'),
    'allow-scripts',
    'the site cannot reach the editor or its token',
  );
  assert.is(
    await site.evaluate(() => {
      try {
        return String(window.parent.document);
      } catch {
        return 'blocked';
      }
    }),
    'blocked',
  );

  // Phone: 375 px as on a phone; Computer: 1280 px, scaled to fit, the page not widened.
  assert.is(await page.locator('.preview iframe').evaluate((one) => (one as HTMLElement).offsetWidth), 375);
  // Waited for from before the click: the frame's new load can end before a listener added after it.
  const reloaded = page.waitForEvent('framenavigated', { predicate: (one) => one !== page.mainFrame(), timeout: 30_000 });
  await button(page, 'Computer').click();
  await (await reloaded).waitForLoadState('load');
  assert.is(await page.locator('.preview iframe').evaluate((one) => (one as HTMLElement).offsetWidth), 1280);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 375, `no sideways scrolling (${wide} px)`);
  await page.locator('.preview').screenshot({ path: join(SCREENSHOTS, 'editor-vorschau-375.png') });
  // The page's named groups with the preview beside the parts, and axe on the whole of it.
  assert.is(
    await page
      .locator('[aria-label]')
      .evaluateAll((all) => all.map((one) => one.getAttribute('aria-label')))
      .then(String),
    'Teil,Breite der Vorschau',
  );
  assert.equal(await axeViolations(page), [], 'with the preview');
}

tests('Band: a detail refused at its field, then saved as its one literal, a member added as one line, both undone', async () => {
  const original = await band.bytes('band');
  const page = await open(1280);
  await button(page, 'Band').click();
  const email = field(page, 'E-Mail-Adresse');
  await email.waitFor();
  const todo = page.locator('.band-todo');
  const marked = await todo.count();
  assert.ok(marked > 0, 'the fixtures’ sample details are marked');
  assert.match(
    await page
      .getByText(/Angaben? noch ausfüllen/)
      .first()
      .innerText(),
    new RegExp(`^${marked} Angaben noch ausfüllen`),
  );
  assert.match((await email.getAttribute('aria-describedby')) ?? '', /-todo/, '„noch ausfüllen“ is read with the field');

  // What the build refuses is refused here, at the field, in German; nothing is written.
  await email.fill('booking(at)upgrade-kassel.de');
  await button(page, 'Speichern').click();
  const error = page.locator(`#${await email.getAttribute('id')}-error`);
  await error.waitFor();
  assert.match(await error.innerText(), /„booking\(at\)upgrade-kassel\.de“ ist keine E-Mail-Adresse/);
  assert.ok((await band.bytes('band')).equals(original), 'band.ts untouched');

  await email.fill('booking@upgrade-kassel.de');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Banddaten geändert: E-Mail');
  const saved = await lastCommit();
  assert.match(saved.subject, /^Banddaten geändert: E-Mail/);
  assert.is(saved.files, 'src/data/band.ts');
  assert.is(saved.removed.length, 1);
  assert.is(saved.added.length, 1);
  assert.is(saved.added[0], saved.removed[0]?.replace(/booking@[\w.-]+/, 'booking@upgrade-kassel.de'), 'only the value changed');
  // Until the form has read band.ts again: the marks before it are still there (nth(marked - 2) too).
  await page
    .waitForFunction((left) => document.querySelectorAll('.band-todo').length === left, marked - 1, { timeout: 30_000 })
    .catch(() => {});
  assert.is(await page.locator('.band-todo').count(), marked - 1, 'the e-mail is no longer marked');

  await button(page, 'Mitglied hinzufügen').click();
  const names = page.getByLabel('Name', { exact: true });
  await names.last().fill('Kai');
  await page.getByLabel('Instrument oder Gesang', { exact: true }).last().fill('Saxofon');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Banddaten geändert: Besetzung');
  const joined = await lastCommit();
  assert.equal([joined.removed, joined.added.map((line) => line.trim())], [[], ["{ name: 'Kai', part: 'Saxofon' },"]]);

  for (const undone of [joined.subject, saved.subject]) {
    await button(page, 'Rückgängig').click();
    await page
      .getByRole('status')
      .filter({ hasText: `Rückgängig: ${undone}` })
      .waitFor();
  }
  assert.ok((await band.bytes('band')).equals(original), 'band.ts as it was, byte for byte');
  // The form reads band.ts again after Rückgängig (the page asks once the undo is done).
  await page.waitForFunction(
    (id) => (document.getElementById(id) as HTMLInputElement | null)?.value === 'booking@upgrade-band.example',
    String(await email.getAttribute('id')),
    { timeout: 5000 },
  );
});

tests('the API answers only its own page: no token, a foreign Origin or Host get 403 and nothing is written', async () => {
  const before = await band.bytes('gigs');
  const head = await band.git('rev-parse', 'HEAD');
  const data = (await (await fetch(`${editor.origin}/api/data`, { headers: { 'x-editor-token': editor.token } })).json()) as {
    versions: { gigs: string };
  };
  const save = JSON.stringify({
    list: 'gigs',
    action: 'add',
    value: { date: '2027-01-01', location: 'Irgendwo, Kassel' },
    expectedVersion: data.versions.gigs,
  });
  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${editor.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: save });
  assert.is((await post('/api/save', { origin: editor.origin })).status, 403, 'no token');
  assert.is((await post('/api/save', { origin: editor.origin, 'x-editor-token': 'wrong' })).status, 403, 'a wrong token');
  assert.is((await post('/api/save', { origin: 'http://evil.example', 'x-editor-token': editor.token })).status, 403, 'a foreign Origin');
  assert.is((await post('/api/save', { 'x-editor-token': editor.token })).status, 403, 'no Origin');
  assert.is(
    (await post('/api/undo', { origin: 'http://evil.example', 'x-editor-token': editor.token })).status,
    403,
    'undo, foreign Origin',
  );
  assert.is((await fetch(`${editor.origin}/api/data`)).status, 403, 'reading without the token');
  // The page: its address (with the token) goes nowhere as a Referer, and no other site may frame it.
  const pageHeaders = (await fetch(editor.url)).headers;
  assert.is(pageHeaders.get('referrer-policy'), 'no-referrer');
  assert.match(pageHeaders.get('content-security-policy') ?? '', "frame-ancestors 'none'");
  // A page of another name that resolves to 127.0.0.1 (DNS rebinding) names its own Host.
  const { request } = await import('node:http');
  const status = await new Promise<number | undefined>((done) =>
    request(`${editor.origin}/api/data`, { headers: { host: 'evil.example', 'x-editor-token': editor.token } }, (res) =>
      done(res.statusCode),
    )
      .on('error', () => done(undefined))
      .end(),
  );
  assert.is(status, 403, 'a foreign Host');
  assert.ok((await band.bytes('gigs')).equals(before), 'gigs.ts unchanged');
  assert.is(await band.git('rev-parse', 'HEAD'), head);
  // The same request from the page's own origin with the token is a save: the refusals above were the guard's.
  assert.is((await post('/api/save', { origin: editor.origin, 'x-editor-token': editor.token })).status, 200);
  await band.git('reset', '--hard', '--quiet', head);
});

tests('axe finds nothing at 375 and 1280 px, in both parts with a form open; screenshots', async () => {
  for (const width of [375, 1280]) {
    const page = await open(width);
    await edit(page, 'Weinfest am Marktplatz, Wolfhagen').click();
    await field(page, 'Ort').fill('');
    await button(page, 'Speichern').click();
    await page.locator('#gig-location-error').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.equal(await axeViolations(page), [], `Auftritte at ${width} px`);
    await page.screenshot({ path: join(SCREENSHOTS, `editor-auftritte-${width}.png`), fullPage: width > 600 });
    await button(page, 'Abbrechen').click();

    await button(page, 'Songs').click();
    await edit(page, 'Africa').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.equal(await axeViolations(page), [], `Songs at ${width} px`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= width, `no sideways scrolling at ${width} px (${wide} px wide)`);
    await page.screenshot({ path: join(SCREENSHOTS, `editor-songs-${width}.png`) });

    await button(page, 'Band').click();
    await field(page, 'E-Mail-Adresse').fill('booking(at)upgrade-kassel.de');
    await button(page, 'Speichern').click();
    await page.locator('.band .error, form .error').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.equal(await axeViolations(page), [], `Band at ${width} px`);
    const wideBand = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wideBand <= width, `no sideways scrolling in Band at ${width} px (${wideBand} px wide)`);
    await page.screenshot({ path: join(SCREENSHOTS, `editor-band-${width}.png`), fullPage: true });
    await field(page, 'E-Mail-Adresse').fill('booking@upgrade-band.example');
  }
});

tests(
  'a list written ].reverse(): Bearbeiten and Löschen are refused in German, gigs.ts unchanged; a portrait that is not there is refused at its field',
  async () => {
    let folder: Repo | undefined;
    let reversed: Editor | undefined;
    try {
      const gigs = (await readFile(join(FIXTURES, 'gigs.ts'), 'utf8')).replace(/\n\];\n/, '\n].reverse();\n');
      assert.match(gigs, '].reverse();');
      folder = await repo({ gigs, songs: await readFile(join(FIXTURES, 'songs.ts'), 'utf8') });
      reversed = await startEditor({ dataFolder: folder.data, preview: false });
      const before = { gigs: await folder.bytes('gigs'), band: await folder.bytes('band') };
      const head = await folder.git('rev-parse', 'HEAD');
      const page = await open(1280, reversed.url);
      const refusal = page
        .getByRole('alert')
        .filter({ hasText: 'gigs.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann' });

      await edit(page, 'Weinfest am Marktplatz, Wolfhagen').click();
      await field(page, 'Info').fill('ab 16 Uhr');
      await button(page, 'Speichern').click();
      await refusal.waitFor();
      assert.match(await refusal.innerText(), /nach der \] der Liste steht „\.reverse\(\)“.*Nichts wurde gespeichert\./s);
      assert.ok((await folder.bytes('gigs')).equals(before.gigs), 'Bearbeiten: gigs.ts unchanged');

      await button(page, 'Löschen').click();
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/save'));
      await button(page, 'Löschen').click();
      assert.is(((await (await answered).json()) as { status: string }).status, 'refused');
      await refusal.waitFor();
      assert.ok((await folder.bytes('gigs')).equals(before.gigs), 'Löschen: gigs.ts unchanged');
      assert.is(await folder.git('rev-parse', 'HEAD'), head, 'nothing committed');

      // The portrait: the build's check of its file runs before the save, and refuses it at its field.
      await button(page, 'Band').click();
      const portrait = field(page, 'Porträtfoto (Dateiname) (kann leer bleiben)');
      await portrait.fill('portrait.jpg');
      await field(page, 'Foto von (kann leer bleiben)').fill('Anna Beispiel');
      await button(page, 'Speichern').click();
      const error = page.locator(`#${await portrait.getAttribute('id')}-error`);
      await error.waitFor();
      assert.match(await error.innerText(), /Die Datei \S*photos\/portrait\.jpg fehlt/);
      assert.is(await portrait.getAttribute('aria-invalid'), 'true');
      assert.ok((await folder.bytes('band')).equals(before.band), 'band.ts unchanged');
      assert.is(await folder.git('rev-parse', 'HEAD'), head, 'nothing committed');
    } finally {
      for (const { context } of opened) await context.close();
      await reversed?.close();
      await folder?.remove();
    }
  },
);

tests('without git: saves still work, Rückgängig is off and a sentence says why', async () => {
  let folder: DataFolder | undefined;
  let plain: Editor | undefined;
  try {
    folder = await dataFolder({ gigs: await readFile(join(FIXTURES, 'gigs.ts'), 'utf8') });
    plain = await startEditor({ dataFolder: folder.data, preview: false });
    const page = await open(375, plain.url);
    assert.ok(await button(page, 'Rückgängig').isDisabled());
    await page.getByText('Speicherungen werden nicht in einer Versionsgeschichte festgehalten').waitFor();
    await button(page, 'Auftritt hinzufügen').click();
    await field(page, 'Datum').fill('2027-03-14');
    await field(page, 'Ort').fill('Kulturbahnhof, Kassel');
    await button(page, 'Speichern').click();
    await said(page, 'Gespeichert: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel');
    assert.match(await folder.read('gigs'), "  { date: '2027-03-14', location: 'Kulturbahnhof, Kassel' },\n];");
  } finally {
    for (const { context } of opened) await context.close();
    await plain?.close();
    await folder?.remove();
  }
});

tests.run();

// --- issue 45: the editor's address (the token out of the address bar) and its two names.

const names = suite('the editor’s address and names (issue 45)');
let namesRepo: Repo;
let named: Editor;
let namesBrowser: Browser;
const namesOpened: Watched[] = [];

names.before(async () => {
  namesRepo = await repo({ songs: await readFile(join(FIXTURES, 'songs.ts'), 'utf8') });
  named = await startEditor({ dataFolder: namesRepo.data });
  namesBrowser = await sharedBrowser();
});

names.after(async () => {
  if (namesBrowser) releaseBrowser(namesBrowser);
  await named?.close();
  await namesRepo?.remove();
});

names.after.each(async () => {
  for (const { context, errors, foreign } of namesOpened.splice(0)) {
    await context.close();
    assert.equal(errors, [], 'console errors');
    assert.equal(foreign, [], 'requests elsewhere');
  }
});

/** A new tab (its own sessionStorage) at `url`, watched against the origin of `url`. */
async function tab(url: string): Promise<Page> {
  const watched = await openPage(namesBrowser, new URL(url).origin, 1280);
  namesOpened.push(watched);
  await watched.page.goto(url);
  return watched.page;
}

names(
  'the token leaves the address bar once the page has it; a reload still works; a tab without it says where the address is',
  async () => {
    const page = await tab(named.url);
    await page.getByRole('heading', { name: 'Kommende Auftritte' }).waitFor();
    assert.is(page.url(), `${named.origin}/`, 'no token in the address');
    assert.not.match(await page.evaluate(() => location.href), named.token);
    await page.reload();
    await button(page, 'Songs').click();
    await edit(page, 'Africa').waitFor();
    assert.is(page.url(), `${named.origin}/`);

    const without = await tab(`${named.origin}/`);
    const note = without.getByRole('alert');
    await note.waitFor();
    assert.match(
      String(await note.textContent()),
      /Diese Seite braucht die Adresse des Editors mit ihrem Schlüssel\. Sie steht im Terminal, in dem npm run edit/,
    );
    assert.is(await without.getByRole('heading', { name: 'Kommende Auftritte' }).count(), 0);
  },
);

names('opened on localhost:PORT: it saves (its Origin is its own), and its preview frames there', async () => {
  const url = named.url.replace('//127.0.0.1:', '//localhost:');
  const page = await tab(url);
  await page.getByRole('heading', { name: 'Kommende Auftritte' }).waitFor();
  assert.is(page.url(), `${new URL(url).origin}/`);
  await button(page, 'Songs').click();
  await button(page, 'Song hinzufügen').click();
  await field(page, 'Titel').fill('Sternenhimmel');
  await field(page, 'Interpret').fill('Hubert Kah');
  await button(page, 'Speichern').click();
  await saidPartly(page, 'Gespeichert: Song hinzugefügt: Sternenhimmel – Hubert Kah');
  assert.is(await namesRepo.git('log', '-1', '--format=%s'), 'Song hinzugefügt: Sternenhimmel – Hubert Kah');
  // The preview, framed by a page of localhost: its frame-ancestors name that origin (a refusal would be a console error).
  await page.frameLocator('.preview iframe').getByRole('heading').first().waitFor({ timeout: 60_000 });
});

names.run();
