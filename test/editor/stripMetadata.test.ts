// Metadaten entfernen (issue 53, item 7) in a real git repository: a photo copied into photos/ by
// hand with its GPS position, the camera's serial and its owner's name is listed with what it
// carries; cleaning it is one commit of that file alone, its pixels the same, nothing left that
// sharp reads as EXIF; a recording loses its tags, its sound the same; what cannot be cleaned is
// refused, writing nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { carriedIn } from '../../src/build/personalMetadata';
import { readPersonalMetadata, stripMetadata } from '../../src/editor/stripMetadata';
import { GPS_TEXT, id3v2, mpegFrames, tit2, txxx } from '../fixtures/audio';
import { cameraJpeg, OWNER, plainJpeg, SERIAL } from '../fixtures/personalPhoto';
import { repo, type Repo } from './tempData';

const strip = suite('stripMetadata');
let folder: Repo;

strip.before.each(async () => {
  folder = await repo();
  await mkdir(join(folder.data, 'photos'));
  await mkdir(join(folder.data, 'audio'));
});

strip.after.each(async () => {
  await folder?.remove();
});

const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer();

strip('a JPEG copied in by hand: listed with what it carries, cleaned in one commit, its pixels the same', async () => {
  const original = await cameraJpeg();
  const path = join(folder.data, 'photos', 'buehne.jpg');
  await writeFile(path, original);
  await writeFile(join(folder.data, 'photos', 'sauber.jpg'), await plainJpeg());
  assert.equal(await readPersonalMetadata(folder.data), [
    { folder: 'photos', file: 'buehne.jpg', carries: ['location', 'serial', 'owner'], says: 'Aufnahmeort (GPS), Seriennummer, Name' },
  ]);
  const commits = Number(await folder.git('rev-list', '--count', 'HEAD'));

  const result = await stripMetadata(folder.data, { folder: 'photos', file: 'buehne.jpg' });
  assert.is(result.status, 'cleaned', JSON.stringify(result));
  if (result.status !== 'cleaned') return;
  assert.is(result.message, 'Metadaten aus „photos/buehne.jpg“ entfernt (Aufnahmeort (GPS), Seriennummer, Name).');

  const cleaned = await readFile(path);
  assert.ok((await pixels(cleaned)).equals(await pixels(original)), 'the pixels are the same');
  const meta = await sharp(cleaned).metadata();
  assert.equal([meta.exif, meta.xmp, meta.iptc], [undefined, undefined, undefined]);
  for (const secret of [SERIAL, OWNER, 'Canon']) assert.not.ok(cleaned.includes(secret), secret);
  assert.equal(await carriedIn(cleaned), []);
  // The entropy-coded image data is the original's, byte for byte: nothing was encoded anew.
  const scan = (bytes: Buffer) => bytes.subarray(bytes.indexOf(Buffer.from([0xff, 0xda])));
  assert.ok(scan(cleaned).equals(scan(original)), 'the scan is kept byte for byte');

  assert.is(Number(await folder.git('rev-list', '--count', 'HEAD')), commits + 1, 'one commit');
  assert.is(result.commit, await folder.git('rev-parse', 'HEAD'));
  assert.is(await folder.git('log', '-1', '--format=%s'), 'Metadaten entfernt: photos/buehne.jpg');
  assert.is(await folder.git('show', '--format=', '--name-only', 'HEAD'), 'src/data/photos/buehne.jpg');
  assert.is(await folder.git('status', '--porcelain', '--', 'src/data/photos/buehne.jpg'), '');
  assert.equal(await readPersonalMetadata(folder.data), []);
});

strip('a photo already committed: cleaned, and the answer says the history keeps the earlier version', async () => {
  await writeFile(
    join(folder.data, 'photos', 'hof.png'),
    await sharp(await cameraJpeg())
      .png()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 0/1 0/1' } })
      .toBuffer(),
  );
  await folder.git('add', '.');
  await folder.git('commit', '--quiet', '-m', 'Foto von Hand');
  const result = await stripMetadata(folder.data, { folder: 'photos', file: 'hof.png' });
  assert.is(result.status, 'cleaned');
  assert.match(result.message, 'Frühere Fassungen der Datei in der Versionsgeschichte enthalten sie noch.');
  assert.equal(await carriedIn(await readFile(join(folder.data, 'photos', 'hof.png'))), []);
});

strip('a recording loses its tags, its sound byte for byte the same; one commit', async () => {
  const frames = mpegFrames(6);
  await writeFile(join(folder.data, 'audio', 'medley.mp3'), Buffer.concat([id3v2([tit2('Medley'), txxx('location', GPS_TEXT)]), frames]));
  assert.equal(
    (await readPersonalMetadata(folder.data)).map(({ folder: sub, file, carries }) => [sub, file, carries]),
    [['audio', 'medley.mp3', ['tags']]],
  );
  const result = await stripMetadata(folder.data, { folder: 'audio', file: 'medley.mp3' });
  assert.is(result.status, 'cleaned');
  assert.ok((await readFile(join(folder.data, 'audio', 'medley.mp3'))).equals(frames));
  assert.is(await folder.git('log', '-1', '--format=%s'), 'Metadaten entfernt: audio/medley.mp3');
});

for (const [what, setUp, request, says] of [
  ['a file that is not there', async () => {}, { folder: 'photos', file: 'fehlt.jpg' }, '„photos/fehlt.jpg“ liegt nicht (mehr) im Ordner.'],
  ['a path out of the folder', async () => {}, { folder: 'photos', file: '../band.ts' }, 'liegt nicht (mehr) im Ordner'],
  [
    'a clean photo',
    async () => writeFile(join(folder.data, 'photos', 'sauber.jpg'), await plainJpeg()),
    { folder: 'photos', file: 'sauber.jpg' },
    'enthält keine Metadaten, die jemanden verraten',
  ],
  [
    'a HEIC',
    async () => copyFile(new URL('../fixtures/heic/upright.heic', import.meta.url), join(folder.data, 'photos', 'iphone.heic')),
    { folder: 'photos', file: 'iphone.heic' },
    'ist ein HEIC-Foto',
  ],
] as const) {
  strip(`refused, nothing written or committed: ${what}`, async () => {
    await setUp();
    const head = await folder.git('rev-parse', 'HEAD');
    const before = await folder.git('status', '--porcelain');
    const result = await stripMetadata(folder.data, request as { folder: 'photos'; file: string });
    assert.is(result.status, 'refused');
    assert.match(result.message, says);
    assert.is(await folder.git('rev-parse', 'HEAD'), head);
    assert.is(await folder.git('status', '--porcelain'), before);
  });
}

strip.run();
