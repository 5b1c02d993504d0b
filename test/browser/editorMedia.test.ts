// The editor's part Fotos & Videos in Chromium (issue 46): the real editor on a temporary git
// repository whose media.ts has a comment and a photo already, driven by the names the band reads.
// Photos made here (one with GPS and a camera serial in its EXIF) go in by the file chooser and by a
// real drop; each save is checked in media.ts line by line, in src/data/photos/ and in git, and
// Rückgängig takes it back; the preview shows the new photo; axe finds nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { previewBase } from '../../src/editor/previewBase';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { changedLines, repo, type Repo } from '../editor/tempData';
import { cameraJpeg, OWNER, SERIAL } from '../fixtures/personalPhoto';
import { axeViolations, openPage, releaseBrowser, ROOT, SCREENSHOTS, sharedBrowser, type Watched } from '../setup/browser';
import { must } from '../setup/must';
import { withOwnEditor } from '../setup/ownEditor';
import { said, saidPartly } from '../setup/said';

const FIXTURES = join(ROOT, 'test/fixtures/data');

/** media.ts as a band keeps it: a comment, a photo, a blank line. */
const MEDIA = [
  '// Unsere Fotos, Videos und Aufnahmen.',
  "import type { RawAudio, RawPhoto, RawVideo } from '../../src/data/readMedia';",
  '',
  'export const photos: RawPhoto[] = [',
  "  { file: 'buehne.jpg', alt: 'Die Band auf der Bühne im Kulturbahnhof', credit: 'Anna Beispiel' }, // Titelbild",
  '];',
  '',
  'export const videos: RawVideo[] = [];',
  '',
  'export const audio: RawAudio[] = [];',
  '',
].join('\n');

/** A photo made here: `width`×`height`, one colour; with `gps`, EXIF with a place and a camera serial. */
const made = (background: string, { gps = false, width = 1200, height = 900 } = {}) => {
  const image = sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 80 });
  return (
    gps
      ? image.withExif({
          IFD0: { Make: 'Apple', Model: 'iPhone 13' },
          IFD2: { BodySerialNumber: 'F2LXK0SERIAL' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 18/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 29/1 45/1' },
        })
      : image
  ).toBuffer();
};

/** An MP3 as an encoder starts one: an ID3 tag, then MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of silence. */
const MP3 = Buffer.concat([
  Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]),
  ...Array.from({ length: 8 }, () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])),
]);

const tests = suite('the editor’s part Fotos & Videos (npm run edit)');
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
  await writeFile(join(band.data, 'media.ts'), MEDIA);
  await mkdir(join(band.data, 'photos'), { recursive: true });
  await writeFile(join(band.data, 'photos', 'buehne.jpg'), await made('#703020'));
  await band.git('add', '.');
  await band.git('commit', '--quiet', '-m', 'Fotos');
  start = await band.git('rev-parse', 'HEAD');
  // Without the preview: each save would start a build of the site, which only the case of the dropped
  // photo looks at; it starts an editor of its own with one.
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

/** The editor (the suite's unless given) at `width`, the part Fotos & Videos shown with its photos loaded. */
async function open(width: number, at: Editor = editor): Promise<Page> {
  const watched = await openPage(browser, new URL(at.url).origin, width);
  opened.push(watched);
  await watched.page.goto(at.url);
  await button(watched.page, 'Fotos & Videos').click();
  await watched.page.getByRole('img', { name: 'Die Band auf der Bühne im Kulturbahnhof' }).waitFor();
  return watched.page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The group of the new photo from the file `name`. */
const group = (page: Page, name: string) => page.getByRole('group').filter({ hasText: name });
const thumb = (page: Page, file: string) => page.getByRole('listitem').filter({ hasText: file });

const photosIn = async () => (await readdir(join(band.data, 'photos'))).sort();
const mediaLines = async () => (await readFile(join(band.data, 'media.ts'), 'utf8')).split('\n');

async function lastCommit() {
  return {
    subject: await band.git('log', '-1', '--format=%s'),
    ...(await changedLines(band)),
    files: (await band.git('show', '--format=', '--name-only')).split('\n').sort(),
  };
}

/** Each label and button name once on the page, as Playwright's default (a part of the name, any case) finds it. */
async function unique(page: Page, { buttons = [], labels = [] }: { buttons?: string[]; labels?: string[] }): Promise<void> {
  for (const name of buttons) assert.is(await page.getByRole('button', { name }).count(), 1, `one button "${name}"`);
  for (const label of labels) assert.is(await page.getByLabel(label).count(), 1, `one field "${label}"`);
}

tests(
  'Fotos hinzufügen: two photos chosen, their texts, one Speichern: one commit of two lines and two files; GPS gone; Rückgängig',
  async () => {
    const page = await open(1280);
    await unique(page, { buttons: ['Fotos hinzufügen', 'Video hinzufügen', 'Aufnahme hinzufügen'], labels: ['Fotos hinzufügen'] });
    await field(page, 'Fotos hinzufügen').setInputFiles([
      { name: 'Bühne Kulturbahnhof.jpg', mimeType: 'image/jpeg', buffer: await made('#204080', { gps: true }) },
      { name: 'Probe im Keller.jpg', mimeType: 'image/jpeg', buffer: await made('#208040', { width: 900, height: 1200 }) },
    ]);
    const first = group(page, 'Bühne Kulturbahnhof.jpg');
    const second = group(page, 'Probe im Keller.jpg');
    // Each new photo's thumbnail, from the staged upload, once it is there.
    await first.locator('img').waitFor();
    await second.locator('img').waitFor();
    assert.is(await page.getByText('Wird hochgeladen').count(), 0);
    await first.getByLabel('Bildbeschreibung', { exact: true }).fill('Die Band im Kulturbahnhof Kassel, Anna am Mikrofon');
    await first.getByLabel('Fotograf/in', { exact: true }).fill('Carla Foto');
    await second.getByLabel('Bildbeschreibung', { exact: true }).fill('Probe im Keller: Ben am Bass, Tom am Schlagzeug');
    await second.getByLabel('Fotograf/in', { exact: true }).fill('Carla Foto');
    await unique(page, { buttons: ['Speichern'] });
    const saves = page.waitForRequest((request) => request.url().endsWith('/api/media') && request.method() === 'POST');
    await button(page, 'Speichern').click();
    assert.is(JSON.parse((await saves).postData() ?? '{}').action, 'add-photos');
    await said(page, 'Gespeichert: 2 Fotos hinzugefügt: buehne-kulturbahnhof.jpg, probe-im-keller.jpg');

    const commit = await lastCommit();
    assert.equal(commit, {
      subject: '2 Fotos hinzugefügt: buehne-kulturbahnhof.jpg, probe-im-keller.jpg',
      removed: [],
      added: [
        "  { file: 'buehne-kulturbahnhof.jpg', alt: 'Die Band im Kulturbahnhof Kassel, Anna am Mikrofon', credit: 'Carla Foto' },",
        "  { file: 'probe-im-keller.jpg', alt: 'Probe im Keller: Ben am Bass, Tom am Schlagzeug', credit: 'Carla Foto' },",
      ],
      files: ['src/data/media.ts', 'src/data/photos/buehne-kulturbahnhof.jpg', 'src/data/photos/probe-im-keller.jpg'],
    });
    // media.ts line by line: the file as it was, the two lines after the photo that was there.
    const lines = MEDIA.split('\n');
    assert.equal(await mediaLines(), [...lines.slice(0, 5), ...commit.added, ...lines.slice(5)]);
    assert.equal(await photosIn(), ['buehne-kulturbahnhof.jpg', 'buehne.jpg', 'probe-im-keller.jpg']);
    const saved = await readFile(join(band.data, 'photos', 'buehne-kulturbahnhof.jpg'));

    // Listed in their order, as thumbnails with their alt; the first photo stays the title photo.
    assert.equal(await page.locator('.thumbs img').evaluateAll((all) => all.map((img) => img.getAttribute('alt'))), [
      'Die Band auf der Bühne im Kulturbahnhof',
      'Die Band im Kulturbahnhof Kassel, Anna am Mikrofon',
      'Probe im Keller: Ben am Bass, Tom am Schlagzeug',
    ]);
    assert.is(await thumb(page, 'buehne.jpg').getByRole('button', { name: 'Als Titelbild' }).count(), 0);

    await button(page, 'Rückgängig').click();
    await said(page, 'Rückgängig: 2 Fotos hinzugefügt: buehne-kulturbahnhof.jpg, probe-im-keller.jpg');
    assert.equal(await photosIn(), ['buehne.jpg']);
    assert.is(await readFile(join(band.data, 'media.ts'), 'utf8'), MEDIA);
    await page.locator('.thumbs img').nth(1).waitFor({ state: 'detached' });
    assert.is(await page.locator('.thumbs img').count(), 1, 'the list read anew');

    // The place and the camera's serial stay on the band's computer.
    const { exif } = await sharp(saved).metadata();
    assert.ok(!exif || !exif.includes('F2LXK0SERIAL'), 'no serial');
    assert.ok(!saved.includes('F2LXK0SERIAL') && !saved.includes(Buffer.from('GPS')), 'no EXIF GPS or serial in the file');
  },
);

tests('a photo dropped onto the part (a real drop event) is uploaded and saved like a chosen one; refusals in German', async () => {
  await withOwnEditor(band.data, opened, droppedPhoto);
});

/** The case of the dropped photo, in `editor` (one with its preview). */
async function droppedPhoto(editor: Editor) {
  const page = await open(375, editor);
  const head = await band.git('rev-parse', 'HEAD');
  const bytes = (await made('#a04060', { width: 800, height: 600 })).toString('base64');
  await page.locator('.media').evaluate((part, base64) => {
    const data = new DataTransfer();
    const raw = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    data.items.add(new File([raw], 'Sommerfest.jpg', { type: 'image/jpeg' }));
    data.items.add(new File(['keine Bilddaten'], 'Notizen.jpg', { type: 'image/jpeg' }));
    part.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
    part.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
  }, bytes);
  await group(page, 'Sommerfest.jpg').locator('img').waitFor();
  // The file that is no photo: refused at its file, in German, nothing written.
  const refusal = group(page, 'Notizen.jpg').getByRole('alert');
  await refusal.waitFor();
  assert.match(await refusal.innerText(), /Notizen\.jpg/);
  assert.not.match(await refusal.innerText(), /\b(the|is not|file)\b/);
  await unique(page, { labels: ['Bildbeschreibung', 'Fotograf/in'], buttons: ['Speichern'] });

  // Speichern without Bildbeschreibung and Fotograf/in: refused at the form, nothing written.
  await button(page, 'Speichern').click();
  await page.locator('[aria-invalid="true"], .media-problems').first().waitFor();
  assert.is(await band.git('rev-parse', 'HEAD'), head);
  assert.equal(await photosIn(), ['buehne.jpg']);

  await field(page, 'Bildbeschreibung').fill('Publikum beim Sommerfest am Auedamm');
  await field(page, 'Fotograf/in').fill('Ben Muster');
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Foto hinzugefügt: sommerfest.jpg');
  assert.equal((await lastCommit()).added, [
    "  { file: 'sommerfest.jpg', alt: 'Publikum beim Sommerfest am Auedamm', credit: 'Ben Muster' },",
  ]);
  assert.equal(await photosIn(), ['buehne.jpg', 'sommerfest.jpg']);

  // The preview builds again and shows it (the photos on Home).
  const preview = must(editor.preview, 'the editor’s preview');
  await preview.settled();
  const build = preview.status().build;
  await page.locator(`.preview iframe[src="${previewBase(editor.token)}index.html?build=${build}"]`).waitFor({ timeout: 30_000 });
  const frame = page.frameLocator('.preview iframe');
  await frame.getByRole('img', { name: 'Publikum beim Sommerfest am Auedamm' }).first().waitFor({ state: 'attached', timeout: 30_000 });

  // Als Titelbild: its line moves first, one commit.
  await thumb(page, 'sommerfest.jpg').getByRole('button', { name: 'Als Titelbild' }).click();
  await said(page, 'Gespeichert: Titelbild: sommerfest.jpg');
  assert.equal((await mediaLines()).slice(4, 6), [
    "  { file: 'sommerfest.jpg', alt: 'Publikum beim Sommerfest am Auedamm', credit: 'Ben Muster' },",
    "  { file: 'buehne.jpg', alt: 'Die Band auf der Bühne im Kulturbahnhof', credit: 'Anna Beispiel' }, // Titelbild",
  ]);

  // Entfernen asks first; its Entfernen the only one; then line and file go in one commit.
  await thumb(page, 'buehne.jpg').getByRole('button', { name: 'Entfernen' }).click();
  await unique(page, { buttons: ['Entfernen'] });
  await button(page, 'Entfernen').click();
  await saidPartly(page, 'Gespeichert:', 'buehne.jpg');
  const removed = await lastCommit();
  assert.equal(removed.removed, [
    "  { file: 'buehne.jpg', alt: 'Die Band auf der Bühne im Kulturbahnhof', credit: 'Anna Beispiel' }, // Titelbild",
  ]);
  assert.equal(removed.files, ['src/data/media.ts', 'src/data/photos/buehne.jpg']);
  assert.equal(await photosIn(), ['sommerfest.jpg']);
}

tests('Video hinzufügen and Aufnahme hinzufügen: Adresse, Titel, the poster from the photos; Titel never twice', async () => {
  const page = await open(1280);
  const head = await band.git('rev-parse', 'HEAD');
  await button(page, 'Video hinzufügen').click();
  await unique(page, { labels: ['Adresse', 'Titel'], buttons: ['Speichern'] });
  await field(page, 'Adresse').fill('https://www.youtube.com/playlist?list=PLabc');
  await field(page, 'Titel').fill('Live im Kulturbahnhof 2025');
  await button(page, 'Speichern').click();
  await page.getByRole('alert').first().waitFor();
  assert.is(await field(page, 'Adresse').getAttribute('aria-invalid'), 'true', 'refused at the Adresse');
  assert.is(await band.git('rev-parse', 'HEAD'), head, 'a playlist refused');
  await field(page, 'Adresse').fill('https://youtu.be/aBcDeFgHiJk');
  await field(page, 'Vorschaubild').selectOption('buehne.jpg');
  await button(page, 'Speichern').click();
  await saidPartly(page, 'Gespeichert:');
  // The empty list opened to hold its first line; nothing else of media.ts changed.
  const video = await lastCommit();
  assert.equal(video.removed, ['export const videos: RawVideo[] = [];']);
  assert.equal(video.added.length, 3);
  assert.equal([video.added[0], video.added[2]], ['export const videos: RawVideo[] = [', '];']);
  assert.match(video.added[1] ?? '', /^  \{ youtube: '[^']*aBcDeFgHiJk', title: 'Live im Kulturbahnhof 2025', poster: 'buehne\.jpg' \},$/);

  await field(page, 'Aufnahme hinzufügen').setInputFiles({ name: 'Medley 80er.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
  await unique(page, { labels: ['Titel'], buttons: ['Speichern'] });
  assert.is(await page.getByLabel('Adresse').count(), 0, 'the video form closed');
  await field(page, 'Titel').fill('Medley 80er (live)');
  // As a member waits: Speichern before the file is up is refused („noch nicht hochgeladen“), which a
  // busy machine showed in a run of the whole suite.
  await page.getByText('Wird hochgeladen').waitFor({ state: 'hidden', timeout: 60_000 });
  await button(page, 'Speichern').click();
  await said(page, 'Gespeichert: Aufnahme hinzugefügt: Medley 80er (live)');
  const recording = await lastCommit();
  assert.equal(recording.removed, ['export const audio: RawAudio[] = [];']);
  assert.equal(recording.added, [
    'export const audio: RawAudio[] = [',
    "  { file: 'medley-80er.mp3', title: 'Medley 80er (live)' },",
    '];',
  ]);
  assert.equal(recording.files, ['src/data/audio/medley-80er.mp3', 'src/data/media.ts']);
  // The recording's sound as it was (its ID3 tag may go: names and places stay off the site).
  const frames = MP3.subarray(10);
  assert.ok((await readFile(join(band.data, 'audio', 'medley-80er.mp3'))).subarray(-frames.length).equals(frames), 'the sound as it was');
});

tests('the portrait (part Band): chosen from the photos with its credit, then a new one uploaded, each one commit', async () => {
  const page = await open(1280);
  await button(page, 'Band').click();
  const pick = field(page, 'Aus den Fotos der Band wählen');
  await pick.locator('option', { hasText: 'buehne.jpg' }).waitFor({ state: 'attached' });
  // No label of the portrait's controls is another's.
  await unique(page, { labels: ['Aus den Fotos der Band wählen', 'Neues Porträt hochladen', 'Foto von'] });
  await pick.selectOption('buehne.jpg');
  assert.is(await field(page, 'Foto von (kann leer bleiben)').inputValue(), 'Anna Beispiel', 'the photo’s credit');
  await button(page, 'Speichern').click();
  await saidPartly(page, 'Gespeichert:');
  const chosen = await lastCommit();
  assert.equal(chosen.files, ['src/data/band.ts']);
  assert.equal(chosen.added.filter((line) => /portrait|photoCredit/.test(line)).length, 2);
  assert.ok(chosen.added.some((line) => line.includes("portrait: 'buehne.jpg'")));

  await field(page, 'Foto von (kann leer bleiben)').fill('Carla Foto');
  await field(page, 'Neues Porträt hochladen').setInputFiles({
    name: 'Wir fünf.jpg',
    mimeType: 'image/jpeg',
    buffer: await made('#305070', { width: 1000, height: 1000 }),
  });
  await saidPartly(page, 'wir-fuenf');
  const uploaded = await lastCommit();
  assert.equal(uploaded.files, ['src/data/band.ts', 'src/data/photos/wir-fuenf.jpg']);
  assert.ok(uploaded.added.some((line) => line.includes("portrait: 'wir-fuenf.jpg'")));
  assert.ok((await photosIn()).includes('wir-fuenf.jpg'));
});

tests('axe finds nothing at 375 and 1280 px, with new photos and with the video form open; screenshots', async () => {
  for (const width of [375, 1280]) {
    const page = await open(width);
    assert.equal(await axeViolations(page), [], `the lists at ${width} px`);
    await field(page, 'Fotos hinzufügen').setInputFiles([
      { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: await made('#204080') },
      { name: 'Kein Foto.txt', mimeType: 'text/plain', buffer: Buffer.from('Hallo') },
    ]);
    await group(page, 'IMG_0042.jpg').locator('img').waitFor();
    await group(page, 'Kein Foto.txt').getByRole('alert').waitFor();
    assert.equal(await axeViolations(page), [], `new photos at ${width} px`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= width, `no sideways scrolling at ${width} px (${wide} px wide)`);
    await page.screenshot({ path: join(SCREENSHOTS, `editor-fotos-${width}.png`), fullPage: true });
    await button(page, 'Video hinzufügen').click();
    assert.is(await page.getByLabel('Bildbeschreibung').count(), 0, 'one form at a time');
    assert.equal(await axeViolations(page), [], `the video form at ${width} px`);
    await thumb(page, 'buehne.jpg').getByRole('button', { name: 'Entfernen' }).click();
    assert.equal(await axeViolations(page), [], `Entfernen asked at ${width} px`);
    await button(page, 'Abbrechen').click();
  }
});

tests(
  'a photo copied in by hand with GPS and a camera serial: marked; Metadaten entfernen makes one commit, pixels the same, nothing left',
  async () => {
    // As docs/band.md describes it: the file copied into photos/, its line written into media.ts, committed by hand.
    const original = await cameraJpeg(640, 480);
    await writeFile(join(band.data, 'photos', 'von-hand.jpg'), original);
    const line = "  { file: 'von-hand.jpg', alt: 'Soundcheck im Kulturbahnhof', credit: 'Ben Muster' },";
    await writeFile(join(band.data, 'media.ts'), MEDIA.replace('// Titelbild\n', `// Titelbild\n${line}\n`));
    await band.git('add', '.');
    await band.git('commit', '--quiet', '-m', 'Foto von Hand');
    const head = await band.git('rev-parse', 'HEAD');

    const page = await open(1280);
    const marked = thumb(page, 'von-hand.jpg');
    await marked.getByText('Enthält persönliche Metadaten: Aufnahmeort (GPS), Seriennummer, Name').waitFor();
    // Only the photo that carries something is marked, and its button is the one Metadaten entfernen.
    await unique(page, { buttons: ['Metadaten entfernen'] });
    assert.is(await thumb(page, 'buehne.jpg').getByText('Enthält persönliche Metadaten').count(), 0);
    assert.equal(await axeViolations(page), [], 'the mark at 1280 px');

    await marked.getByRole('button', { name: 'Metadaten entfernen' }).click();
    await said(
      page,
      'Metadaten aus „photos/von-hand.jpg“ entfernt (Aufnahmeort (GPS), Seriennummer, Name). Frühere Fassungen der Datei in der Versionsgeschichte enthalten sie noch.',
    );
    await marked.getByText('Enthält persönliche Metadaten').waitFor({ state: 'detached' });
    assert.is(await page.getByRole('button', { name: 'Metadaten entfernen' }).count(), 0);

    // One commit, of that file alone; media.ts as it was.
    assert.is(await band.git('rev-parse', 'HEAD~1'), head);
    assert.equal(await lastCommit(), {
      subject: 'Metadaten entfernt: photos/von-hand.jpg',
      removed: [],
      added: [],
      files: ['src/data/photos/von-hand.jpg'],
    });
    const cleaned = await readFile(join(band.data, 'photos', 'von-hand.jpg'));
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    assert.ok((await pixels(cleaned)).equals(await pixels(original)), 'the pixels are the same');
    const meta = await sharp(cleaned).metadata();
    assert.equal([meta.exif, meta.xmp, meta.iptc], [undefined, undefined, undefined], 'no EXIF, XMP or IPTC left');
    assert.ok(!cleaned.includes(SERIAL) && !cleaned.includes(OWNER) && !cleaned.includes(Buffer.from('GPS')), 'no serial, name or GPS');
  },
);

tests.run();
