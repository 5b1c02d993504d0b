// One save of the part "Fotos & Videos" (src/editor/saveMedia.ts), in git repositories of the tests'
// own: media.ts changes by exactly the entry's line, the photo or recording lies in its folder under a
// clean, unique name, and both are one commit (git shows them together); Rückgängig takes the file
// back too. What the build refuses is refused at its field, and nothing is written: no file left
// behind, media.ts byte for byte, no commit.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { readMediaFile, readDataFile } from '../../src/editor/dataFiles';
import { undoLast } from '../../src/editor/history';
import type { MediaSaveRequest, MediaSaveResult } from '../../src/editor/mediaApi';
import { providerOf, readMediaData, saveMedia, savePortrait } from '../../src/editor/saveMedia';
import { cleanName, openUploads, uniqueName, type Uploads } from '../../src/editor/uploads';
import { mpegFrames } from '../fixtures/audio';
import { must } from '../setup/must';
import { changedLines, repo, type Repo } from './tempData';

/** A JPEG as a phone's camera might make it, small. */
const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .jpeg()
    .toBuffer();

/** media.ts as a band keeps it, with two photos (their files in photos/) and a video whose poster is the second. */
const MEDIA = [
  '// Unsere Fotos.',
  "import type { RawAudio, RawPhoto, RawVideo } from './readMedia';",
  '',
  'export const photos: RawPhoto[] = [',
  "  { file: 'hof.jpg', alt: 'Die Band im Hof', credit: 'Tim' }, // Hoffest",
  "  { file: 'saal.jpg', alt: 'Der Saal', credit: 'Lea' },",
  '];',
  '',
  'export const videos: RawVideo[] = [',
  "  { youtube: 'https://www.youtube.com/watch?v=aBcDeFgHiJk', title: 'Live', poster: 'saal.jpg' },",
  '];',
  '',
  'export const audio: RawAudio[] = [];',
  '',
].join('\n');

/** A repository with MEDIA and its photos committed (or without media.ts: `withMedia` false). */
async function mediaRepo(withMedia = true): Promise<Repo> {
  const at = await repo();
  if (withMedia) {
    await mkdir(join(at.data, 'photos'));
    await writeFile(join(at.data, 'media.ts'), MEDIA);
    for (const name of ['hof.jpg', 'saal.jpg']) await writeFile(join(at.data, 'photos', name), await jpeg());
    await at.git('add', '.');
    await at.git('commit', '--quiet', '-m', 'Fotos');
  }
  return at;
}

type Request = MediaSaveRequest extends infer R ? (R extends unknown ? Omit<R, 'expectedVersion'> : never) : never;

/** A save with media.ts's current version, as the page had it. */
async function saved(at: Repo, request: Request, uploads: Uploads): Promise<MediaSaveResult> {
  const { version } = await readMediaFile(at.data);
  return saveMedia(at.data, { ...request, expectedVersion: version } as MediaSaveRequest, uploads);
}

function mustSave(result: MediaSaveResult) {
  if (result.status !== 'saved') assert.unreachable(`expected a save, got ${JSON.stringify(result, null, 2)}`);
  return result as Extract<MediaSaveResult, { status: 'saved' }>;
}

function mustRefuse(result: MediaSaveResult) {
  if (result.status !== 'refused') assert.unreachable(`expected a refusal, got ${JSON.stringify(result, null, 2)}`);
  return (result as Extract<MediaSaveResult, { status: 'refused' }>).problems;
}

/** An upload of a photo, its id. */
async function uploaded(uploads: Uploads, at: Repo, name: string, bytes?: Buffer): Promise<string> {
  const result = await uploads.take(bytes ?? (await jpeg()), name, at.data);
  if (result.status !== 'uploaded') assert.unreachable(`expected an upload, got ${JSON.stringify(result)}`);
  return (result as Extract<typeof result, { status: 'uploaded' }>).upload;
}

/** What the last commit changed, as `git show --name-status`: 'A\tsrc/data/photos/x.jpg'. */
const changedFiles = async (at: Repo, commit = 'HEAD') =>
  (await at.git('show', '--format=', '--name-status', commit)).split('\n').filter(Boolean).sort();

const photosIn = async (at: Repo) => (await readdir(join(at.data, 'photos')).catch(() => [])).sort();

/** Everything a refused save must leave as it was. */
async function state(at: Repo) {
  return {
    media: await readFile(join(at.data, 'media.ts'), 'utf8').catch(() => undefined),
    band: await at.read('band'),
    photos: await photosIn(at),
    audio: await readdir(join(at.data, 'audio')).catch(() => []),
    head: await at.git('rev-parse', 'HEAD'),
  };
}

// ---

const names = suite('clean, unique names');

const NAMES: [string, string, string][] = [
  ['Bühne Kulturbahnhof.JPG', '.jpg', 'buehne-kulturbahnhof.jpg'],
  ['ÄÖÜ straße (2).png', '.png', 'aeoeue-strasse-2.png'],
  ['Bu\u0308hne.heic', '.jpg', 'buehne.jpg'],
  ['Café Crème.webp', '.webp', 'cafe-creme.webp'],
  ['IMG_0042.HEIC', '.jpg', 'img-0042.jpg'],
  ['🎸.jpg', '.jpg', 'foto.jpg'],
  ['C:\\Fotos\\Gig.jpeg', '.jpg', 'gig.jpg'],
];

for (const [original, ext, clean] of NAMES) names(`${original} → ${clean}`, () => assert.is(cleanName(original, ext, 'foto'), clean));

names('unique whatever the case: -2, -3', () => {
  assert.is(uniqueName('gig.jpg', []), 'gig.jpg');
  assert.is(uniqueName('gig.jpg', ['GIG.jpg']), 'gig-2.jpg');
  assert.is(uniqueName('gig.jpg', ['gig.jpg', 'Gig-2.JPG']), 'gig-3.jpg');
});

names('a video’s provider by its address', () => {
  assert.is(providerOf('https://vimeo.com/123456789'), 'vimeo');
  assert.is(providerOf('https://youtu.be/aBcDeFgHiJk'), 'youtube');
  assert.is(providerOf('https://www.youtube.com/playlist?list=PL123'), 'youtube');
});

names.run();

const saves = suite('a save: the line, the file, one commit');

saves(
  'the first photo of a repository without media.ts: media.ts made, the photo in photos/, one commit; Rückgängig takes both back',
  async () => {
    const at = await mediaRepo(false);
    const uploads = await openUploads();
    try {
      const upload = await uploaded(uploads, at, 'Bühne Kulturbahnhof.jpg');
      const result = mustSave(
        await saved(at, { action: 'add-photos', photos: [{ upload, alt: 'Upgrade auf der Bühne', credit: 'Anna' }] }, uploads),
      );
      assert.is(result.message, 'Foto hinzugefügt: buehne-kulturbahnhof.jpg');
      assert.equal(await photosIn(at), ['buehne-kulturbahnhof.jpg']);
      assert.ok(
        (await readFile(join(at.data, 'media.ts'), 'utf8')).includes(
          "  { file: 'buehne-kulturbahnhof.jpg', alt: 'Upgrade auf der Bühne', credit: 'Anna' },\n",
        ),
      );
      assert.equal(await changedFiles(at), ['A\tsrc/data/media.ts', 'A\tsrc/data/photos/buehne-kulturbahnhof.jpg']);
      assert.match(await at.git('log', '-1', '--format=%B'), 'Editor: npm run edit');
      const undone = await undoLast(at.data);
      assert.is(undone.message, 'Rückgängig: Foto hinzugefügt: buehne-kulturbahnhof.jpg');
      assert.equal(await photosIn(at), []);
      assert.is(await readFile(join(at.data, 'media.ts'), 'utf8').catch(() => 'gone'), 'gone');
      assert.is(await at.git('status', '--porcelain'), '');
    } finally {
      await uploads.close();
      await at.remove();
    }
  },
);

saves('three photos: three lines after the last, three files, one commit; a name taken gets -2', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const photos = [
      { upload: await uploaded(uploads, at, 'Hof.jpg'), alt: 'Applaus nach dem letzten Song', credit: 'Jonas' },
      {
        upload: await uploaded(
          uploads,
          at,
          'Zugabe.png',
          await sharp(await jpeg())
            .png()
            .toBuffer(),
        ),
        alt: 'Die Band bei der Zugabe',
        credit: 'Jonas',
      },
      {
        upload: await uploaded(
          uploads,
          at,
          'zugabe.PNG',
          await sharp(await jpeg())
            .png()
            .toBuffer(),
        ),
        alt: 'Noch eine Zugabe im Saal',
        credit: "Rock 'n' Roll",
      },
    ];
    const result = mustSave(await saved(at, { action: 'add-photos', photos }, uploads));
    assert.is(result.message, '3 Fotos hinzugefügt: hof-2.jpg, zugabe.png, zugabe-2.png');
    assert.equal(await changedLines(at), {
      removed: [],
      added: [
        "  { file: 'hof-2.jpg', alt: 'Applaus nach dem letzten Song', credit: 'Jonas' },",
        "  { file: 'zugabe.png', alt: 'Die Band bei der Zugabe', credit: 'Jonas' },",
        `  { file: 'zugabe-2.png', alt: 'Noch eine Zugabe im Saal', credit: "Rock 'n' Roll" },`,
      ],
    });
    assert.equal((await changedFiles(at)).length, 4);
    assert.equal(await photosIn(at), ['hof-2.jpg', 'hof.jpg', 'saal.jpg', 'zugabe-2.png', 'zugabe.png']);
  } finally {
    await uploads.close();
    await at.remove();
  }
});

saves('Als Titelbild: the line moves first, nothing else changes', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const original = { file: 'saal.jpg', alt: 'Der Saal', credit: 'Lea' };
    const result = mustSave(await saved(at, { action: 'title-photo', index: 1, original }, uploads));
    assert.is(result.message, 'Titelbild: saal.jpg');
    const lines = (await readFile(join(at.data, 'media.ts'), 'utf8')).split('\n');
    assert.equal(lines.slice(3, 7), ['export const photos: RawPhoto[] = [', MEDIA.split('\n')[5], MEDIA.split('\n')[4], '];']);
    assert.equal(await changedFiles(at), ['M\tsrc/data/media.ts']);
    assert.is((await readMediaData(at.data)).photos[0]?.value.file, 'saal.jpg');
  } finally {
    await uploads.close();
    await at.remove();
  }
});

saves('Bildbeschreibung: the line replaced, its comment kept', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const original = { file: 'hof.jpg', alt: 'Die Band im Hof', credit: 'Tim' };
    const result = mustSave(
      await saved(at, { action: 'edit-photo', index: 0, alt: 'Die Band im Hof des Guts', credit: 'Tim', original }, uploads),
    );
    assert.is(result.message, 'Bildbeschreibung geändert: hof.jpg');
    assert.equal(await changedLines(at), {
      removed: [MEDIA.split('\n')[4]],
      added: ["  { file: 'hof.jpg', alt: 'Die Band im Hof des Guts', credit: 'Tim' }, // Hoffest"],
    });
  } finally {
    await uploads.close();
    await at.remove();
  }
});

saves('Entfernen: the line and the file in one commit; Rückgängig puts the file back', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const bytes = await readFile(join(at.data, 'photos', 'hof.jpg'));
    const original = { file: 'hof.jpg', alt: 'Die Band im Hof', credit: 'Tim' };
    const result = mustSave(await saved(at, { action: 'remove-photo', index: 0, original }, uploads));
    assert.is(result.message, 'Foto entfernt: hof.jpg');
    assert.equal(await changedFiles(at), ['D\tsrc/data/photos/hof.jpg', 'M\tsrc/data/media.ts']);
    assert.equal(await photosIn(at), ['saal.jpg']);
    await undoLast(at.data);
    assert.equal(await readFile(join(at.data, 'photos', 'hof.jpg')), bytes);
    assert.is(await readFile(join(at.data, 'media.ts'), 'utf8'), MEDIA);
    assert.is(await at.git('status', '--porcelain'), '');
  } finally {
    await uploads.close();
    await at.remove();
  }
});

saves('a video and a recording: their lines, the recording’s file in audio/', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const video = mustSave(
      await saved(at, { action: 'add-video', address: ' https://vimeo.com/123456789 ', title: 'Zugabe', poster: 'hof.jpg' }, uploads),
    );
    assert.is(video.message, 'Video hinzugefügt: Zugabe');
    assert.equal(await changedLines(at), {
      removed: [],
      added: ["  { vimeo: 'https://vimeo.com/123456789', title: 'Zugabe', poster: 'hof.jpg' },"],
    });
    const taken = await uploads.take(Buffer.concat([mpegFrames(20)]), 'Medley 80er.mp3', at.data);
    const upload = taken.status === 'uploaded' ? taken.upload : assert.unreachable(JSON.stringify(taken));
    const audio = mustSave(await saved(at, { action: 'add-audio', upload: upload as string, title: 'Medley 80er (live)' }, uploads));
    assert.is(audio.message, 'Aufnahme hinzugefügt: Medley 80er (live)');
    assert.equal(await changedFiles(at), ['A\tsrc/data/audio/medley-80er.mp3', 'M\tsrc/data/media.ts']);
    assert.equal(await changedLines(at), {
      removed: ['export const audio: RawAudio[] = [];'],
      added: ['export const audio: RawAudio[] = [', "  { file: 'medley-80er.mp3', title: 'Medley 80er (live)' },", '];'],
    });
  } finally {
    await uploads.close();
    await at.remove();
  }
});

saves('the portrait from an upload: band.ts’s two values and the file, one commit', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const upload = await uploaded(uploads, at, 'Porträt.jpg');
    const { version } = await readDataFile(at.data, 'band');
    const result = mustSave(await savePortrait(at.data, { upload, credit: 'Anna Beispiel', expectedVersion: version }, uploads));
    assert.is(result.message, 'Porträt: portraet.jpg');
    assert.equal(await changedFiles(at), ['A\tsrc/data/photos/portraet.jpg', 'M\tsrc/data/band.ts']);
    assert.equal(await changedLines(at), {
      removed: ["  portrait: '',", "  photoCredit: '',"],
      added: ["  portrait: 'portraet.jpg',", "  photoCredit: 'Anna Beispiel',"],
    });
    // Now the portrait, the photo is not removed.
    const refused = mustRefuse(await saved(at, { action: 'add-photos', photos: [] }, uploads));
    assert.equal(refused[0]?.field, 'file');
  } finally {
    await uploads.close();
    await at.remove();
  }
});

saves('Rückgängig of a photo added is refused once its file was changed by hand, and changes nothing', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const upload = await uploaded(uploads, at, 'neu.jpg');
    mustSave(await saved(at, { action: 'add-photos', photos: [{ upload, alt: 'Die Band im Hof', credit: 'Tim' }] }, uploads));
    await writeFile(join(at.data, 'photos', 'neu.jpg'), await jpeg(32, 32));
    const before = await state(at);
    const error = await undoLast(at.data).then(
      () => undefined,
      (error: Error) => error,
    );
    assert.match(error?.message ?? '', /src\/data\/photos\/neu\.jpg wurde seit „Foto hinzugefügt: neu\.jpg“ von Hand geändert/);
    assert.equal(await state(at), before);
  } finally {
    await uploads.close();
    await at.remove();
  }
});

saves.run();

const refusals = suite('refused: at the field, nothing written');

refusals('a photo without Bildbeschreibung or Fotograf/in: at alt and credit, no file left', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const before = await state(at);
    const upload = await uploaded(uploads, at, 'neu.jpg');
    const problems = mustRefuse(await saved(at, { action: 'add-photos', photos: [{ upload, alt: ' ', credit: '' }] }, uploads));
    assert.equal(
      problems.map((problem) => problem.field),
      ['alt', 'credit'],
    );
    assert.equal(await state(at), before);
  } finally {
    await uploads.close();
    await at.remove();
  }
});

refusals('a playlist as a video’s Adresse: the build’s words, at address', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const before = await state(at);
    const problems = mustRefuse(
      await saved(at, { action: 'add-video', address: 'https://www.youtube.com/playlist?list=PL1234', title: 'Alle', poster: '' }, uploads),
    );
    assert.is(problems[0]?.field, 'address');
    assert.match(problems[0]?.message ?? '', /playlist/);
    assert.equal(await state(at), before);
  } finally {
    await uploads.close();
    await at.remove();
  }
});

refusals('a photo still a video’s poster or the portrait is not removed, and says so', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const before = await state(at);
    const original = { file: 'saal.jpg', alt: 'Der Saal', credit: 'Lea' };
    const problems = mustRefuse(await saved(at, { action: 'remove-photo', index: 1, original }, uploads));
    assert.match(problems[0]?.message ?? '', /„saal\.jpg“ ist das Vorschaubild des Videos „Live“/);
    assert.equal(await state(at), before);
    const band = (await at.read('band')).replace("portrait: ''", "portrait: 'hof.jpg'").replace("photoCredit: ''", "photoCredit: 'Tim'");
    await at.write('band', band);
    const portrait = mustRefuse(
      await saved(at, { action: 'remove-photo', index: 0, original: { file: 'hof.jpg', alt: 'Die Band im Hof', credit: 'Tim' } }, uploads),
    );
    assert.match(portrait[0]?.message ?? '', /„hof\.jpg“ ist das Porträt/);
    assert.equal(await photosIn(at), before.photos);
  } finally {
    await uploads.close();
    await at.remove();
  }
});

refusals('media.ts changed on disk, or the entry moved meanwhile: nothing written', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const { version } = await readMediaFile(at.data);
    await writeFile(join(at.data, 'media.ts'), MEDIA.replace('// Unsere Fotos.', '// Unsere Fotos!'));
    const before = await state(at);
    const upload = await uploaded(uploads, at, 'neu.jpg');
    const result = await saveMedia(
      at.data,
      { action: 'add-photos', photos: [{ upload, alt: 'A', credit: 'B' }], expectedVersion: version },
      uploads,
    );
    assert.is(result.status, 'changed');
    const moved = await saved(
      at,
      { action: 'remove-photo', index: 0, original: { file: 'saal.jpg', alt: 'Der Saal', credit: 'Lea' } },
      uploads,
    );
    assert.is(moved.status, 'changed');
    assert.equal(await state(at), before);
  } finally {
    await uploads.close();
    await at.remove();
  }
});

refusals('a media.ts the editor cannot change safely: refused in German, nothing written', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    await writeFile(
      join(at.data, 'media.ts'),
      MEDIA.replace("'Der Saal', credit: 'Lea' },\n];", "'Der Saal', credit: 'Lea' },\n].reverse();"),
    );
    await at.git('commit', '--quiet', '-am', 'umgedreht');
    const before = await state(at);
    const original = must((await readMediaData(at.data)).photos[1], 'the second photo').value;
    const problems = mustRefuse(await saved(at, { action: 'title-photo', index: 1, original }, uploads));
    assert.match(problems[0]?.message ?? '', /media\.ts ist in einer Form geschrieben, die der Editor nicht sicher ändern kann/);
    assert.equal(await state(at), before);
  } finally {
    await uploads.close();
    await at.remove();
  }
});

refusals('an upload that is no image is refused by the intake, in German', async () => {
  const uploads = await openUploads();
  try {
    const result = await uploads.take(Buffer.from('hallo'), 'notiz.txt', uploads.folder);
    assert.is(result.status, 'refused');
    assert.match(JSON.stringify(result), /notiz\.txt/);
  } finally {
    await uploads.close();
  }
});

refusals('an upload a save took is gone: saved again, it is refused at file and nothing is written', async () => {
  const at = await mediaRepo();
  const uploads = await openUploads();
  try {
    const upload = await uploaded(uploads, at, 'neu.jpg');
    const photos = [{ upload, alt: 'Die Band im Hof', credit: 'Tim' }];
    mustSave(await saved(at, { action: 'add-photos', photos }, uploads));
    const before = await state(at);
    const problems = mustRefuse(await saved(at, { action: 'add-photos', photos }, uploads));
    assert.is(problems[0]?.field, 'file');
    assert.match(problems[0]?.message ?? '', /nicht mehr da/);
    assert.equal(await state(at), before);
    assert.equal(await readdir(uploads.folder), []);
  } finally {
    await uploads.close();
    await at.remove();
  }
});

refusals.run();
