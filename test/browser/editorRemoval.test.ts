// Entfernen of a photo copied in by hand (issue 53), in Chromium: the real editor on a temporary git
// repository where the band copied a photo into src/data/photos/ and wrote its line into media.ts by
// hand, as docs/band.md describes, and committed neither. Entfernen, then Rückgängig, by the names the
// band reads: the photo is back byte for byte, its line as typed, and the history keeps both.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { repo, type Repo } from '../editor/tempData';
import { openPage, releaseBrowser, ROOT, sharedBrowser, type Watched } from '../setup/browser';
import { saidPartly } from '../setup/said';

const FIXTURES = join(ROOT, 'test/fixtures/data');

/** media.ts as committed: one photo. */
const MEDIA = [
  "import type { RawAudio, RawPhoto, RawVideo } from '../../src/data/readMedia';",
  '',
  'export const photos: RawPhoto[] = [',
  "  { file: 'buehne.jpg', alt: 'Die Band auf der Bühne', credit: 'Anna Beispiel' },",
  '];',
  '',
  'export const videos: RawVideo[] = [];',
  '',
  'export const audio: RawAudio[] = [];',
  '',
].join('\n');

/** The line the band adds by hand for the photo it copied in. */
const HAND_LINE = "  { file: 'von-hand.jpg', alt: 'Die Band beim Soundcheck', credit: 'Lea' },";

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();

const tests = suite('Entfernen of a photo copied in by hand (npm run edit)');
let browser: Browser;
let band: Repo;
let editor: Editor;
const opened: Watched[] = [];

tests.before(async () => {
  band = await repo({
    gigs: await readFile(join(FIXTURES, 'gigs.ts'), 'utf8'),
    songs: await readFile(join(FIXTURES, 'songs.ts'), 'utf8'),
  });
  await writeFile(join(band.data, 'media.ts'), MEDIA);
  await mkdir(join(band.data, 'photos'), { recursive: true });
  await writeFile(join(band.data, 'photos', 'buehne.jpg'), await photo('#703020'));
  await band.git('add', '.');
  await band.git('commit', '--quiet', '-m', 'Fotos');
  // Without the preview, which this case does not look at: each save would start a build of the site.
  editor = await startEditor({ dataFolder: band.data, preview: false });
  browser = await sharedBrowser();
});

tests.after(async () => {
  for (const { context } of opened.splice(0)) await context.close();
  if (browser) releaseBrowser(browser);
  await editor?.close();
  await band?.remove();
});

async function open(): Promise<Page> {
  const watched = await openPage(browser, new URL(editor.url).origin, 1280);
  opened.push(watched);
  await watched.page.goto(editor.url);
  await watched.page.getByRole('button', { name: 'Fotos & Videos', exact: true }).click();
  return watched.page;
}

tests('copied in and listed by hand, not committed: Entfernen, then Rückgängig brings the photo back byte for byte', async () => {
  const bytes = await photo('#2050a0');
  await writeFile(join(band.data, 'photos', 'von-hand.jpg'), bytes);
  const media = MEDIA.replace('\n];\n\nexport const videos', `\n${HAND_LINE}\n];\n\nexport const videos`);
  await writeFile(join(band.data, 'media.ts'), media);
  assert.match(await band.git('status', '--porcelain'), /\?\? src\/data\/photos\/von-hand\.jpg/);

  const page = await open();
  const item = page.getByRole('listitem').filter({ hasText: 'von-hand.jpg' });
  await item.getByRole('img', { name: 'Die Band beim Soundcheck' }).waitFor();
  await item.getByRole('button', { name: 'Entfernen' }).click();
  await page.getByRole('button', { name: 'Entfernen', exact: true }).click();
  await saidPartly(page, 'Gespeichert:', 'von-hand.jpg');
  assert.equal((await readdir(join(band.data, 'photos'))).sort(), ['buehne.jpg']);
  assert.equal((await band.git('log', '-2', '--format=%s')).split('\n'), [
    'Foto entfernt: von-hand.jpg',
    'Vor dem Entfernen gesichert: photos/von-hand.jpg, media.ts',
  ]);

  await page.getByRole('button', { name: /^Rückgängig/ }).click();
  await saidPartly(page, 'Rückgängig: Foto entfernt: von-hand.jpg');
  assert.ok((await readFile(join(band.data, 'photos', 'von-hand.jpg'))).equals(bytes), 'the photo, byte for byte');
  assert.is(await readFile(join(band.data, 'media.ts'), 'utf8'), media, 'its line, as typed by hand');
  assert.is(await band.git('status', '--porcelain'), '', 'all of it in the history');
  await page.getByRole('listitem').filter({ hasText: 'von-hand.jpg' }).getByRole('img').waitFor({ timeout: 30_000 });
  for (const { errors, foreign } of opened) {
    assert.equal(errors, [], 'console errors');
    assert.equal(foreign, [], 'requests elsewhere');
  }
});

tests.run();
