// The data files on disk for the editor (src/editor/dataFiles.ts): read with a version, saved only over
// that version, atomically: a change made meanwhile is never overwritten, and a process killed while
// it saves leaves the old file or the new one, whole.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, lstat, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChangedOnDiskError, readDataFile, readDataFiles, save, versionOf } from '../../src/editor/dataFiles';
import { GIGS, SONGS, dataFolder } from './tempData';

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const NEW_GIG = "  { date: '2027-03-14', location: 'Kulturbahnhof, Kassel', info: 'Beginn 20 Uhr' },\n];";

const files = suite('readDataFiles, save');

files('each file with its text and its version, the SHA-256 of its bytes', async () => {
  const folder = await dataFolder();
  try {
    const read = await readDataFiles(folder.data);
    assert.is(read.gigs.text, GIGS);
    assert.is(read.songs.text, SONGS, 'CRLF kept');
    for (const file of ['band', 'gigs', 'songs'] as const) assert.is(read[file].version, sha256(await folder.bytes(file)));
  } finally {
    await folder.remove();
  }
});

files('a save over the version read writes the text and returns its version; no other file, nothing left beside it', async () => {
  const folder = await dataFolder();
  try {
    const { gigs, songs } = await readDataFiles(folder.data);
    const text = gigs.text.replace('];', NEW_GIG);
    const version = await save(folder.data, 'gigs', text, gigs.version);
    assert.is(await folder.read('gigs'), text);
    assert.is(version, sha256(Buffer.from(text)));
    assert.is((await readDataFile(folder.data, 'gigs')).version, version);
    assert.is((await readDataFile(folder.data, 'songs')).version, songs.version);
    assert.equal((await readdir(folder.data)).sort(), ['band.ts', 'gigs.ts', 'songs.ts']);
  } finally {
    await folder.remove();
  }
});

files('a file changed on disk since it was read is not overwritten', async () => {
  const folder = await dataFolder();
  try {
    const { gigs } = await readDataFiles(folder.data);
    const theirs = gigs.text.replace('Herbst', 'Herbst (von Hand)');
    await folder.write('gigs', theirs);
    const refusal = await save(folder.data, 'gigs', gigs.text.replace('];', NEW_GIG), gigs.version).catch((error: unknown) => error);
    assert.instance(refusal, ChangedOnDiskError);
    assert.is((refusal as ChangedOnDiskError).code, 'changed on disk');
    assert.is((refusal as ChangedOnDiskError).file, 'gigs');
    assert.match((refusal as Error).message, /^gigs\.ts wurde inzwischen geändert .* Nichts wurde überschrieben: neu laden/);
    assert.is(await folder.read('gigs'), theirs);
    assert.equal((await readdir(folder.data)).sort(), ['band.ts', 'gigs.ts', 'songs.ts']);
  } finally {
    await folder.remove();
  }
});

files('bytes given are written as they are: a file restored byte for byte; a BOM and CRLF survive a text round trip', async () => {
  const folder = await dataFolder({ songs: `\uFEFF${SONGS}` });
  try {
    const songs = await readDataFile(folder.data, 'songs');
    assert.ok(songs.text.startsWith('\uFEFF'), 'the BOM is part of the text');
    const before = await folder.bytes('songs');
    const version = await save(folder.data, 'songs', songs.text, songs.version);
    assert.equal(await folder.bytes('songs'), before);
    assert.is(version, songs.version);
    const bytes = Buffer.from([0x2f, 0x2f, 0x20, 0xc3, 0xa4, 0x0d, 0x0a]);
    await save(folder.data, 'songs', bytes, version);
    assert.equal(await folder.bytes('songs'), bytes);
  } finally {
    await folder.remove();
  }
});

files('the file keeps its mode; a data file that is a link stays one, its target replaced', async () => {
  const folder = await dataFolder();
  try {
    await chmod(folder.path('gigs'), 0o640);
    const gigs = await readDataFile(folder.data, 'gigs');
    await save(folder.data, 'gigs', gigs.text.replace('];', NEW_GIG), gigs.version);
    assert.is((await stat(folder.path('gigs'))).mode & 0o777, 0o640);
    if (process.platform === 'win32') return;
    const target = join(folder.data, 'songs-real.ts');
    await writeFile(target, SONGS);
    await rm(folder.path('songs'));
    await symlink(target, folder.path('songs'));
    const songs = await readDataFile(folder.data, 'songs');
    await save(folder.data, 'songs', songs.text.replace('Africa', 'Rosanna'), songs.version);
    assert.ok((await lstat(folder.path('songs'))).isSymbolicLink());
    assert.match(await readFile(target, 'utf8'), /Rosanna/);
  } finally {
    await folder.remove();
  }
});

files('a file not saved as UTF-8 is refused before the editor could change its umlauts', async () => {
  const folder = await dataFolder();
  try {
    await folder.write('songs', Buffer.from("export const songs = [{ title: 'M\xe4nner', artist: 'x' }];\n", 'latin1'));
    assert.is((await readDataFile(folder.data, 'gigs')).text, GIGS, 'the other files read');
    const refusal = await readDataFiles(folder.data).catch((error: unknown) => error);
    assert.match((refusal as Error).message, /^songs\.ts ist nicht als UTF-8 gespeichert/);
  } finally {
    await folder.remove();
  }
});

files('versionOf is the SHA-256 of the bytes, of a text as UTF-8', () => {
  assert.is(versionOf('Männer'), sha256(Buffer.from('Männer', 'utf8')));
  assert.is(versionOf(Buffer.from('Männer')), versionOf('Männer'));
});

files.run();

// ---

const crash = suite('a crash while saving');

const DATA_FILES_MODULE = fileURLToPath(new URL('../../src/editor/dataFiles.ts', import.meta.url));

crash('a process killed while it saves, again and again, leaves one of the whole files it wrote, never part of one', async () => {
  const folder = await dataFolder();
  try {
    // Two large texts (a few MB, so a write takes a while) saved in turn until the process is killed.
    const texts = ['A', 'B'].map((fill) => GIGS.replace('];', `  // ${fill.repeat(4_000_000)}\n];`));
    const script = `
      import { readDataFile, save } from ${JSON.stringify(DATA_FILES_MODULE)};
      const texts = ['A', 'B'].map((fill) => process.env.GIGS.replace('];', '  // ' + fill.repeat(4_000_000) + '\\n];'));
      let { version } = await readDataFile(process.env.FOLDER, 'gigs');
      console.log('started');
      for (let i = 0; ; i++) version = await save(process.env.FOLDER, 'gigs', texts[i % 2], version);
    `;
    const whole = new Set([GIGS, ...texts].map(sha256));
    for (const after of [30, 80, 150, 250]) {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        env: { ...process.env, FOLDER: folder.data, GIGS },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((started) => child.stdout.once('data', () => started()));
      await new Promise((resume) => setTimeout(resume, after));
      const ended = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await ended;
      assert.ok(whole.has(sha256(await folder.bytes('gigs'))), `killed after ${after} ms: gigs.ts is one of the files, whole`);
    }
  } finally {
    await folder.remove();
  }
});

crash.run();
