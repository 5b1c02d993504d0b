// Entfernen never deletes what cannot come back (issue 53, src/editor/saveMedia.ts's removal path and
// history.ts's keepInHistory): a photo or recording the history does not hold as it is – copied in by
// hand and not yet committed (as docs/band.md describes), or changed since its last commit – is first
// committed as it is, as the member's (no trailer of the editor's); the removal is the editor's save
// after it, and Rückgängig brings the file back byte for byte. Real git repositories in temporary folders.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { readMediaFile } from '../../src/editor/dataFiles';
import { EDITOR_TRAILER, keepInHistory, LOCK_WAIT, undoLast } from '../../src/editor/history';
import type { MediaSaveRequest, MediaSaveResult } from '../../src/editor/mediaApi';
import { saveMedia } from '../../src/editor/saveMedia';
import { openUploads, type Uploads } from '../../src/editor/uploads';
import { mpegFrames } from '../fixtures/audio';
import { repo, type Repo } from './tempData';

/** A JPEG of the given colour: each test's files differ from each other byte for byte. */
const jpeg = (red: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 120, b: 30 } } })
    .jpeg()
    .toBuffer();

/** media.ts with one committed photo. */
const COMMITTED = [
  "import type { RawAudio, RawPhoto, RawVideo } from './readMedia';",
  '',
  'export const photos: RawPhoto[] = [',
  "  { file: 'hof.jpg', alt: 'Die Band im Hof', credit: 'Tim' },",
  '];',
  '',
  'export const videos: RawVideo[] = [];',
  '',
  'export const audio: RawAudio[] = [];',
  '',
].join('\n');

/** media.ts with a line `entry` added at the end of `list`, as the band adds one by hand. */
const withLine = (text: string, list: 'photos' | 'audio', entry: string) =>
  list === 'photos'
    ? text.replace('\n];\n\nexport const videos', `\n  ${entry},\n];\n\nexport const videos`)
    : text.replace('export const audio: RawAudio[] = [];', `export const audio: RawAudio[] = [\n  ${entry},\n];`);

/** A repository with COMMITTED and hof.jpg committed, and a staging folder; both removed after the test. */
const inRepo = (test: (at: Repo, uploads: Uploads) => Promise<void>) => async () => {
  const at = await repo();
  const uploads = await openUploads();
  try {
    await mkdir(join(at.data, 'photos'));
    await writeFile(join(at.data, 'media.ts'), COMMITTED);
    await writeFile(join(at.data, 'photos', 'hof.jpg'), await jpeg(10));
    await at.git('add', '.');
    await at.git('commit', '--quiet', '-m', 'Fotos');
    await test(at, uploads);
  } finally {
    await uploads.close();
    await at.remove();
  }
};

type Request = MediaSaveRequest extends infer R ? (R extends unknown ? Omit<R, 'expectedVersion'> : never) : never;

async function saved(at: Repo, request: Request, uploads: Uploads): Promise<MediaSaveResult> {
  const { version } = await readMediaFile(at.data);
  return saveMedia(at.data, { ...request, expectedVersion: version } as MediaSaveRequest, uploads);
}

function mustSave(result: MediaSaveResult) {
  if (result.status !== 'saved') assert.unreachable(`expected a save, got ${JSON.stringify(result, null, 2)}`);
  return result as Extract<MediaSaveResult, { status: 'saved' }>;
}

/** The subjects of the newest `count` commits, newest first. */
const subjects = async (at: Repo, count: number) => (await at.git('log', `-n${count}`, '--format=%s')).split('\n');

/** What a commit changed: 'A\tsrc/data/photos/x.jpg', sorted. */
const changedFiles = async (at: Repo, commit = 'HEAD') =>
  (await at.git('show', '--format=', '--name-status', commit)).split('\n').filter(Boolean).sort();

const hasEditorTrailer = async (at: Repo, commit: string) =>
  (await at.git('show', '-s', '--format=%(trailers:only,unfold)', commit)).includes(EDITOR_TRAILER);

// ---

const removal = suite('Entfernen of a file the history does not hold');

removal(
  'a photo copied in by hand, its line added by hand, neither committed: kept first, removed, and Rückgängig brings both back byte for byte',
  inRepo(async (at, uploads) => {
    const bytes = await jpeg(200);
    await writeFile(join(at.data, 'photos', 'hand.jpg'), bytes);
    const media = withLine(COMMITTED, 'photos', "{ file: 'hand.jpg', alt: 'Von Hand', credit: 'Lea' }");
    await writeFile(join(at.data, 'media.ts'), media);

    const result = mustSave(
      await saved(at, { action: 'remove-photo', index: 1, original: { file: 'hand.jpg', alt: 'Von Hand', credit: 'Lea' } }, uploads),
    );
    assert.is(result.message, 'Foto entfernt: hand.jpg');
    assert.ok(result.commit, 'the removal is committed');
    assert.is(result.historyProblem, undefined);
    assert.equal(await readdir(join(at.data, 'photos')), ['hof.jpg']);
    assert.equal(await subjects(at, 3), ['Foto entfernt: hand.jpg', 'Vor dem Entfernen gesichert: photos/hand.jpg, media.ts', 'Fotos']);
    assert.equal(await changedFiles(at, 'HEAD~1'), ['A\tsrc/data/photos/hand.jpg', 'M\tsrc/data/media.ts']);
    assert.not.ok(await hasEditorTrailer(at, 'HEAD~1'), 'the kept files are the member’s work, never undone');
    assert.ok(await hasEditorTrailer(at, 'HEAD'), 'the removal is the editor’s save');

    await undoLast(at.data);
    assert.equal(await readFile(join(at.data, 'photos', 'hand.jpg')), bytes, 'the photo, byte for byte');
    assert.is(await readFile(join(at.data, 'media.ts'), 'utf8'), media, 'its line, as typed by hand');
    assert.is(await at.git('status', '--porcelain'), '');
  }),
);

removal(
  'a photo changed since its last commit (its line committed): the changed bytes kept first, and Rückgängig brings them back',
  inRepo(async (at, uploads) => {
    const changed = await jpeg(250);
    await writeFile(join(at.data, 'photos', 'hof.jpg'), changed);

    const result = mustSave(
      await saved(at, { action: 'remove-photo', index: 0, original: { file: 'hof.jpg', alt: 'Die Band im Hof', credit: 'Tim' } }, uploads),
    );
    assert.ok(result.commit);
    assert.equal(await subjects(at, 2), ['Foto entfernt: hof.jpg', 'Vor dem Entfernen gesichert: photos/hof.jpg']);
    assert.equal(await changedFiles(at, 'HEAD~1'), ['M\tsrc/data/photos/hof.jpg']);

    await undoLast(at.data);
    assert.equal(await readFile(join(at.data, 'photos', 'hof.jpg')), changed, 'the changed photo, not the committed one');
    assert.is(await readFile(join(at.data, 'media.ts'), 'utf8'), COMMITTED);
    assert.is(await at.git('status', '--porcelain'), '');
  }),
);

removal(
  'a recording copied in by hand: the same',
  inRepo(async (at, uploads) => {
    const bytes = mpegFrames(12);
    await mkdir(join(at.data, 'audio'));
    await writeFile(join(at.data, 'audio', 'probe.mp3'), bytes);
    const media = withLine(COMMITTED, 'audio', "{ file: 'probe.mp3', title: 'Probe' }");
    await writeFile(join(at.data, 'media.ts'), media);
    await at.git('add', 'src/data/media.ts');
    await at.git('commit', '--quiet', '-m', 'Die Zeile der Aufnahme');

    mustSave(await saved(at, { action: 'remove-audio', index: 0, original: { file: 'probe.mp3', title: 'Probe' } }, uploads));
    assert.equal(await subjects(at, 2), ['Aufnahme entfernt: Probe', 'Vor dem Entfernen gesichert: audio/probe.mp3']);
    await undoLast(at.data);
    assert.equal(await readFile(join(at.data, 'audio', 'probe.mp3')), bytes);
    assert.is(await readFile(join(at.data, 'media.ts'), 'utf8'), media);
  }),
);

removal(
  'a photo the history holds as it is: removed in one commit, as before, nothing kept first',
  inRepo(async (at, uploads) => {
    const head = await at.git('rev-parse', 'HEAD');
    mustSave(
      await saved(at, { action: 'remove-photo', index: 0, original: { file: 'hof.jpg', alt: 'Die Band im Hof', credit: 'Tim' } }, uploads),
    );
    assert.is(await at.git('rev-parse', 'HEAD~1'), head);
  }),
);

removal(
  'a removal refused for another reason keeps nothing and commits nothing',
  inRepo(async (at, uploads) => {
    await writeFile(join(at.data, 'photos', 'hand.jpg'), await jpeg(90));
    await writeFile(join(at.data, 'media.ts'), withLine(COMMITTED, 'photos', "{ file: 'hand.jpg', alt: 'Von Hand', credit: 'Lea' }"));
    const head = await at.git('rev-parse', 'HEAD');
    // The page's entry is not the one in media.ts: refused before anything is planned.
    const result = await saved(
      at,
      { action: 'remove-photo', index: 1, original: { file: 'hand.jpg', alt: 'Anders', credit: 'Lea' } },
      uploads,
    );
    assert.is(result.status, 'changed');
    assert.is(await at.git('rev-parse', 'HEAD'), head);
    assert.match(await at.git('status', '--porcelain'), /\?\? src\/data\/photos\/hand\.jpg/);
  }),
);

removal(
  'where git refuses to keep the file, the removal is refused in German and nothing is deleted',
  inRepo(async (at, uploads) => {
    const bytes = await jpeg(120);
    await writeFile(join(at.data, 'photos', 'hand.jpg'), bytes);
    const media = withLine(COMMITTED, 'photos', "{ file: 'hand.jpg', alt: 'Von Hand', credit: 'Lea' }");
    await writeFile(join(at.data, 'media.ts'), media);
    const head = await at.git('rev-parse', 'HEAD');
    // Another git holds the index the whole time (no wait for it to end).
    const lock = join(at.dir, '.git', 'index.lock');
    const waits = LOCK_WAIT.waits;
    LOCK_WAIT.waits = [];
    await writeFile(lock, '');
    try {
      const result = await saved(
        at,
        { action: 'remove-photo', index: 1, original: { file: 'hand.jpg', alt: 'Von Hand', credit: 'Lea' } },
        uploads,
      );
      if (result.status !== 'refused') assert.unreachable(JSON.stringify(result));
      const [problem] = (result as Extract<MediaSaveResult, { status: 'refused' }>).problems;
      assert.match(
        problem?.message ?? '',
        /^„photos\/hand\.jpg“ und „media\.ts“ sind noch nicht in der Versionsgeschichte\. Sichern vor dem Entfernen nicht möglich: git add meldet: [\s\S]*index\.lock[\s\S]* Darum wurde nichts entfernt; danach noch einmal entfernen\.$/,
      );
      assert.is(problem?.field, 'file');
    } finally {
      LOCK_WAIT.waits = waits;
      await rm(lock, { force: true });
    }
    assert.equal(await readFile(join(at.data, 'photos', 'hand.jpg')), bytes);
    assert.is(await readFile(join(at.data, 'media.ts'), 'utf8'), media);
    assert.is(await at.git('rev-parse', 'HEAD'), head);
  }),
);

removal.run();

// ---

const keep = suite('keepInHistory');

keep(
  'commits only the files the history does not hold as they are, with the message and no trailer of the editor’s; nothing else staged',
  inRepo(async (at) => {
    await writeFile(join(at.data, 'photos', 'neu.jpg'), await jpeg(30));
    await writeFile(join(at.data, 'notiz.txt'), 'staged, not the editor’s');
    await at.git('add', 'src/data/notiz.txt');
    const commit = await keepInHistory(
      at.data,
      [join(at.data, 'photos', 'neu.jpg'), join(at.data, 'photos', 'hof.jpg')],
      'Vor dem Entfernen gesichert: photos/neu.jpg',
    );
    assert.is(commit, await at.git('rev-parse', 'HEAD'));
    assert.equal(await changedFiles(at), ['A\tsrc/data/photos/neu.jpg']);
    assert.not.ok(await hasEditorTrailer(at, 'HEAD'));
    assert.is(await at.git('status', '--porcelain'), 'A  src/data/notiz.txt');
    assert.is(await keepInHistory(at.data, [join(at.data, 'photos', 'neu.jpg')], 'nichts'), undefined, 'nothing left to keep');
  }),
);

keep.run();
