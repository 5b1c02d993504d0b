// Two members, one band repository (issue 53): a bare repository on disk as `origin` of Anna's and Ben's
// clones, each with `npm run edit`'s server (no preview) and a Chromium page driven by the labels docs/band.md
// names (each save here waits for git under a busy machine: generous timeouts, no timing asserts). What counts is read where the band would look: the bare repository's history and files.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { openPage, releaseBrowser, ROOT, sharedBrowser, type Watched } from '../setup/browser';
import { sharedRepo, type Member, type SharedRepo } from '../setup/sharedRepo';
import { saidPartly } from '../setup/said';

const FIXTURES = join(ROOT, 'test/fixtures/data');

const tests = suite('two members share one repository (npm run edit)');
let browser: Browser;
let band: SharedRepo;
const editors: Editor[] = [];
const opened: Watched[] = [];

tests.before(async () => {
  browser = await sharedBrowser();
});

tests.before.each(async () => {
  band = await sharedRepo({
    gigs: await readFile(join(FIXTURES, 'gigs.ts'), 'utf8'),
    songs: await readFile(join(FIXTURES, 'songs.ts'), 'utf8'),
  });
});

tests.after.each(async () => {
  for (const { context, errors, foreign } of opened.splice(0)) {
    await context.close();
    assert.equal(errors, [], 'console errors');
    assert.equal(foreign, [], 'requests elsewhere');
  }
  for (const editor of editors.splice(0)) await editor.close();
  await band?.remove();
});

tests.after(async () => {
  if (browser) releaseBrowser(browser);
});

/** `member`'s editor (taking in and sharing every second besides each save) and its page, the gigs loaded. */
async function open(member: Member): Promise<Page> {
  const editor = await startEditor({ dataFolder: member.data, preview: false, shareEvery: 4000 });
  editors.push(editor);
  const watched = await openPage(browser, editor.origin, 1280);
  opened.push(watched);
  await watched.page.goto(editor.url);
  await watched.page.getByRole('heading', { name: 'Kommende Auftritte' }).waitFor();
  return watched.page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const edit = (page: Page, text: string) =>
  page.getByRole('listitem').filter({ hasText: text }).getByRole('button', { name: 'Bearbeiten', exact: true });
const shows = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 60_000 });

async function addGig(page: Page, date: string, location: string): Promise<void> {
  await button(page, 'Auftritt hinzufügen').click();
  await field(page, 'Datum').fill(date);
  await field(page, 'Ort').fill(location);
  await button(page, 'Speichern').click();
}

/** The bare repository's commits on main, newest first, as `author: subject`. */
const remoteLog = (count: number) => band.remote('log', `-${count}`, '--format=%an: %s', 'main').then((log) => log.split('\n'));

tests('two members add different gigs at the same minute: both arrive in the shared repository', async () => {
  const [anna, ben] = [await open(band.anna), await open(band.ben)];
  await addGig(anna, '2027-03-14', 'Kulturbahnhof, Kassel');
  await addGig(ben, '2027-03-15', 'Stadthalle, Wolfhagen');
  await saidPartly(anna, 'Gespeichert: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel');
  await saidPartly(ben, 'Gespeichert: Auftritt hinzugefügt: 15.03.2027, Stadthalle, Wolfhagen');
  const log = await remoteLog(2);
  assert.equal(log.sort(), [
    'Anna: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel',
    'Ben: Auftritt hinzugefügt: 15.03.2027, Stadthalle, Wolfhagen',
  ]);
  const gigs = await band.remoteFile('gigs');
  assert.match(gigs, "{ date: '2027-03-14', location: 'Kulturbahnhof, Kassel' },");
  assert.match(gigs, "{ date: '2027-03-15', location: 'Stadthalle, Wolfhagen' },");
  // Whoever saved second took the other's in first, and each page comes to show both, saying who added what.
  for (const page of [anna, ben]) {
    await edit(page, 'Kulturbahnhof, Kassel').first().waitFor({ timeout: 60_000 });
    await edit(page, 'Stadthalle, Wolfhagen').waitFor({ timeout: 60_000 });
  }
  await shows(ben, /Von der Band übernommen – (Anna|Ben): „Auftritt hinzugefügt/);
});

tests(
  'the same gig edited on both sides: refused at its form with Anna’s version; Ben’s typing stays, and a second Speichern is his',
  async () => {
    const [anna, ben] = [await open(band.anna), await open(band.ben)];
    await edit(anna, '29.11.2025').click();
    await edit(ben, '29.11.2025').click();
    await field(anna, 'Info').fill('Einlass 19 Uhr');
    await button(anna, 'Speichern').click();
    await saidPartly(anna, 'Gespeichert: Auftritt geändert: 29.11.2025, Musikkeller Nordstadt, Kassel');
    const head = await band.remote('rev-parse', 'main');

    await field(ben, 'Info').fill('Einlass 20 Uhr');
    await button(ben, 'Speichern').click();
    const refusal = ben.locator('form').getByText(/Diesen Eintrag hat inzwischen Anna .* geändert/);
    await refusal.waitFor({ timeout: 60_000 });
    assert.match((await refusal.textContent()) ?? '', "info: 'Einlass 19 Uhr'");
    assert.match((await refusal.textContent()) ?? '', 'Ihre Eingaben stehen noch im Formular');
    assert.is(await field(ben, 'Info').inputValue(), 'Einlass 20 Uhr');
    assert.is(await band.remote('rev-parse', 'main'), head);
    assert.not.match(await band.ben.read('gigs'), 'Einlass 20 Uhr');

    await button(ben, 'Speichern').click();
    await saidPartly(ben, 'Gespeichert: Auftritt geändert: 29.11.2025, Musikkeller Nordstadt, Kassel');
    assert.equal(await remoteLog(1), ['Ben: Auftritt geändert: 29.11.2025, Musikkeller Nordstadt, Kassel']);
    assert.match(await band.remoteFile('gigs'), "location: 'Musikkeller Nordstadt, Kassel', info: 'Einlass 20 Uhr' }");
  },
);

tests('Rückgängig after taking in a bandmate’s save undoes only the own save, and says whose it is', async () => {
  const [anna, ben] = [await open(band.anna), await open(band.ben)];
  await addGig(anna, '2027-03-14', 'Kulturbahnhof, Kassel');
  await saidPartly(anna, 'Gespeichert: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel');
  await addGig(ben, '2027-03-15', 'Stadthalle, Wolfhagen');
  await saidPartly(ben, 'Gespeichert: Auftritt hinzugefügt: 15.03.2027, Stadthalle, Wolfhagen');
  // Anna's editor takes Ben's save in by itself; her page says so and shows his gig.
  await shows(anna, /Von der Band übernommen – Ben: „Auftritt hinzugefügt: 15\.03\.2027, Stadthalle, Wolfhagen“/);
  await edit(anna, 'Stadthalle, Wolfhagen').waitFor({ timeout: 60_000 });
  const undo = anna.getByRole('button', { name: 'Rückgängig' });
  await shows(anna, /^Auftritt hinzugefügt: 14\.03\.2027, Kulturbahnhof, Kassel \(Ihre Speicherung von \d\d:\d\d\)$/);
  assert.match((await undo.getAttribute('aria-describedby')) ?? '', 'undo-what');
  await undo.click();
  await saidPartly(anna, 'Rückgängig: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel');
  const gigs = await band.remoteFile('gigs');
  assert.not.match(gigs, "'Kulturbahnhof, Kassel' }");
  assert.match(gigs, "{ date: '2027-03-15', location: 'Stadthalle, Wolfhagen' },");
  assert.equal(await remoteLog(1), ['Anna: Rückgängig: Auftritt hinzugefügt: 14.03.2027, Kulturbahnhof, Kassel']);
});

tests(
  'a remote out of reach: the save stays committed, the page says „noch nicht geteilt“, and it is pushed later without a click',
  async () => {
    const ben = await open(band.ben);
    await band.ben.git('remote', 'set-url', 'origin', `${band.bare}-unterwegs`);
    await addGig(ben, '2027-03-15', 'Stadthalle, Wolfhagen');
    await saidPartly(ben, 'Gespeichert: Auftritt hinzugefügt: 15.03.2027, Stadthalle, Wolfhagen');
    await shows(ben, /Eine Speicherung ist noch nicht geteilt: das gemeinsame Repository ist gerade nicht erreichbar/);
    assert.is(await band.ben.git('log', '-1', '--format=%s'), 'Auftritt hinzugefügt: 15.03.2027, Stadthalle, Wolfhagen');
    assert.equal(await remoteLog(1), ['Miriam Muster: Anfang']);

    await band.ben.git('remote', 'set-url', 'origin', band.bare);
    await ben.getByText('noch nicht geteilt').waitFor({ state: 'detached', timeout: 60_000 });
    assert.equal(await remoteLog(1), ['Ben: Auftritt hinzugefügt: 15.03.2027, Stadthalle, Wolfhagen']);
  },
);

tests.run();
