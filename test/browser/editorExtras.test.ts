// The editor's parts Referenzen and Fragen in Chromium (issue 47): the real editor on a temporary git
// repository without references.ts, faq.ts, lineups.ts or press.ts, driven by the labels the band reads,
// as Playwright finds them by default (a part of the name, any case): each found once. Each save is
// checked in its file line by line and in git; a refusal names the field; Rückgängig takes a save back;
// the preview builds again; axe finds nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { changedLines, repo, type Repo } from '../editor/tempData';
import { axeViolations, openPage, releaseBrowser, ROOT, SCREENSHOTS, sharedBrowser, type Watched } from '../setup/browser';
import { must } from '../setup/must';
import { withOwnEditor } from '../setup/ownEditor';
import { said } from '../setup/said';

const FIXTURES = join(ROOT, 'test/fixtures/data');

const tests = suite('the editor’s parts Referenzen and Fragen (npm run edit)');
let browser: Browser;
let band: Repo;
let editor: Editor;
/** The repository's commit before the tests: each test starts from it. */
let start: string;
const opened: Watched[] = [];

tests.before(async () => {
  band = await repo({
    gigs: await readFile(join(FIXTURES, 'gigs.ts'), 'utf8'),
    songs: await readFile(join(FIXTURES, 'songs.ts'), 'utf8'),
  });
  start = await band.git('rev-parse', 'HEAD');
  // Without the preview: each save would start a build of the site, which only the Fragen case looks
  // at; it starts an editor of its own with one.
  editor = await startEditor({ dataFolder: band.data, preview: false });
  browser = await sharedBrowser();
});

tests.after(async () => {
  if (browser) releaseBrowser(browser);
  await editor?.close();
  await band?.remove();
});

tests.after.each(async () => {
  // The pages close first: one still open would ask for files the reset takes away.
  const pages = opened.splice(0);
  for (const { context } of pages) await context.close();
  await band.git('reset', '--hard', '--quiet', start);
  await band.git('clean', '-fdq', 'src/data');
  for (const { errors, foreign } of pages) {
    assert.equal(errors, [], 'console errors');
    assert.equal(foreign, [], 'requests elsewhere');
  }
});

/** The editor (the suite's unless given) at `width`, the part `part` shown once its lists are read. */
async function open(width: number, part: 'Referenzen' | 'Fragen', at: Editor = editor): Promise<Page> {
  const watched = await openPage(browser, new URL(at.url).origin, width);
  opened.push(watched);
  await watched.page.goto(at.url);
  await button(watched.page, part).click();
  await watched.page.getByText(part === 'Referenzen' ? 'Noch keine Stimmen.' : 'Noch keine Fragen.').waitFor();
  return watched.page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The field `label`, found as Playwright finds it by default; there must be exactly one. */
async function field(page: Page, label: string) {
  const found = page.getByLabel(label);
  assert.is(await found.count(), 1, `one field "${label}"`);
  return found;
}

const lines = async (file: string) => (await readFile(join(band.data, `${file}.ts`), 'utf8')).split('\n');

async function lastCommit() {
  return {
    subject: await band.git('log', '-1', '--format=%s'),
    ...(await changedLines(band)),
    files: (await band.git('show', '--format=', '--name-only')).split('\n'),
  };
}

tests('Referenzen: Stimme hinzufügen creates references.ts with one line; a year in the future refused at Jahr; Rückgängig', async () => {
  const page = await open(1280, 'Referenzen');
  await button(page, 'Stimme hinzufügen').click();
  await (await field(page, 'Zitat')).fill('Die Tanzfläche war bis zum letzten Lied voll – danke!');
  await (await field(page, 'Name')).fill('Julia und Markus');
  await (await field(page, 'Anlass')).fill('Hochzeit');
  await (await field(page, 'Datum')).fill('2025-06-14');
  await (await field(page, 'Ort')).fill('Kassel');
  assert.is(await page.getByRole('button', { name: 'Speichern' }).count(), 1);
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Stimme hinzugefügt: Julia und Markus (Hochzeit)');
  const line =
    "  { quote: 'Die Tanzfläche war bis zum letzten Lied voll – danke!', name: 'Julia und Markus', occasion: 'Hochzeit', date: '2025-06-14', place: 'Kassel' },";
  assert.equal(await lastCommit(), {
    subject: 'Stimme hinzugefügt: Julia und Markus (Hochzeit)',
    removed: [],
    added: (await lines('references')).slice(0, -1),
    files: ['src/data/references.ts'],
  });
  assert.ok((await lines('references')).includes(line));
  assert.ok((await lines('references')).includes('export const references: RawReference[] = [];'));
  await page.getByText('Julia und Markus · Hochzeit · 14.06.2025 · Kassel').waitFor();

  await button(page, 'Referenz hinzufügen').click();
  assert.is(await page.getByLabel('Zitat').count(), 0, 'the testimonial’s form closed');
  await (await field(page, 'Name')).fill('Stadtfest Hofgeismar');
  await (await field(page, 'Jahr')).fill('2999');
  const head = await band.git('rev-parse', 'HEAD');
  await button(page, 'Speichern').click();
  await page.locator('[aria-invalid="true"]').waitFor();
  assert.is(await page.getByLabel('Jahr').getAttribute('aria-invalid'), 'true');
  assert.match((await page.locator('.field .error').textContent()) ?? '', /„Jahr“: 2999 liegt in der Zukunft/);
  assert.is(await band.git('rev-parse', 'HEAD'), head, 'nothing committed');
  await (await field(page, 'Jahr')).fill('2024');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Referenz hinzugefügt: Stadtfest Hofgeismar (2024)');
  const commit = await lastCommit();
  // The empty list is opened onto lines of its own, with the one entry.
  assert.equal(commit.removed, ['export const references: RawReference[] = [];']);
  assert.equal(commit.added, ['export const references: RawReference[] = [', "  { name: 'Stadtfest Hofgeismar', year: 2024 },", '];']);

  await button(page, 'Rückgängig').click();
  await said(page, 'Rückgängig: Referenz hinzugefügt: Stadtfest Hofgeismar (2024)');
  await page.getByText('Noch keine Referenzen.').waitFor();
  assert.ok((await lines('references')).includes(line), 'the testimonial stays');
});

tests('Fragen: a question of two paragraphs, a line-up, the press texts – each one commit; the preview builds again', async () => {
  await withOwnEditor(band.data, opened, questionsAndPress);
});

/** The Fragen case, in `editor` (one with its preview). */
async function questionsAndPress(editor: Editor) {
  const page = await open(375, 'Fragen', editor);
  await button(page, 'Frage hinzufügen').click();
  await (await field(page, 'Frage')).fill('Wie lange spielen Sie?');
  await (await field(page, 'Antwort')).fill('In der Regel drei Sets zu je 60 Minuten.\n\nLänger geht auch.');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Frage hinzugefügt: Wie lange spielen Sie?');
  assert.ok(
    (await lines('faq')).includes(
      "  { question: 'Wie lange spielen Sie?', answer: 'In der Regel drei Sets zu je 60 Minuten.\\n\\nLänger geht auch.' },",
    ),
  );

  await button(page, 'Besetzung hinzufügen').click();
  await (await field(page, 'Bezeichnung')).fill('Volle Band');
  await (await field(page, 'Musikerzahl')).fill('5');
  await (await field(page, 'Beschreibung')).fill('Gesang, Gitarre, Bass, Keyboard und Schlagzeug.');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Besetzung hinzugefügt: Volle Band');
  assert.ok(
    (await lines('lineups')).includes(
      "  { name: 'Volle Band', members: 5, description: 'Gesang, Gitarre, Bass, Keyboard und Schlagzeug.' },",
    ),
  );

  const preview = must(editor.preview, 'the editor’s preview');
  await preview.settled();
  const built = preview.status().build;
  await button(page, 'Pressetexte bearbeiten').click();
  await (await field(page, 'Kurzbiografie')).fill('Upgrade ist eine Live-Coverband aus Kassel.');
  await (await field(page, 'Ausführliche Biografie')).fill('Erster Absatz.\n\nZweiter Absatz.');
  await (await field(page, 'Technik')).fill('Bühnenfläche mindestens 6 × 4 m\nStrom: 2 × 230 V/16 A');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Pressetexte geändert: Kurzbiografie, Ausführliche Biografie, Technik');
  assert.equal((await lastCommit()).files, ['src/data/press.ts']);
  assert.equal((await lines('press')).slice(-9), [
    'export const press: RawPress = {',
    "  short: 'Upgrade ist eine Live-Coverband aus Kassel.',",
    "  long: 'Erster Absatz.\\n\\nZweiter Absatz.',",
    '  rider: [',
    "    'Bühnenfläche mindestens 6 × 4 m',",
    "    'Strom: 2 × 230 V/16 A',",
    '  ],',
    '};',
    '',
  ]);
  assert.is(await band.git('rev-list', '--count', `${start}..HEAD`), '3', 'one commit each');
  // The preview builds from the files as saved: press.ts is one of them.
  await preview.settled();
  assert.ok(preview.status().build > built, 'the preview built again');
  assert.is(preview.status().state, 'built', preview.status().message);
}

tests('axe finds nothing in the parts and their forms, at 375 and 1280 px', async () => {
  for (const width of [375, 1280]) {
    const page = await open(width, 'Referenzen');
    assert.equal(await axeViolations(page), [], `Referenzen at ${width} px`);
    await button(page, 'Stimme hinzufügen').click();
    assert.equal(await axeViolations(page), [], `Stimme hinzufügen at ${width} px`);
    await page.screenshot({ path: join(SCREENSHOTS, `editor-referenzen-${width}.png`), fullPage: true });
    await button(page, 'Fragen').click();
    await page.getByText('Noch keine Fragen.').waitFor();
    await button(page, 'Pressetexte bearbeiten').click();
    assert.equal(await axeViolations(page), [], `Pressetexte at ${width} px`);
    await page.screenshot({ path: join(SCREENSHOTS, `editor-fragen-${width}.png`), fullPage: true });
  }
});

tests.run();
