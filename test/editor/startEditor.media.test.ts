// The editor's server for the part "Fotos & Videos" (issue 46): uploads (token and Origin as every
// POST, a file over 50 MB refused with its size before it is read), the saves of /api/media and
// /api/portrait, and the thumbnails (the token in the path as the preview's, nothing outside
// photos/ and the staged uploads).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MAX_UPLOAD, thumbnailPath, type MediaData, type MediaSaveResult, type UploadResult } from '../../src/editor/mediaApi';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { must } from '../setup/must';
import { repo, type Repo } from './tempData';

const tests = suite('startEditor: Fotos & Videos');
let folder: Repo;
let editor: Editor;

tests.before(async () => {
  folder = await repo();
  editor = await startEditor({ dataFolder: folder.data, preview: false });
});

tests.after(async () => {
  await editor?.close();
  await folder?.remove();
});

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

const upload = (body: Buffer, name: string, headers: Record<string, string> = {}) =>
  fetch(`${editor.origin}/api/upload`, {
    method: 'POST',
    headers: { 'x-editor-token': editor.token, origin: editor.origin, 'x-file-name': encodeURIComponent(name), ...headers },
    body: new Uint8Array(body),
  });

const api = (path: string, body?: unknown) =>
  fetch(`${editor.origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-editor-token': editor.token, origin: editor.origin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

tests('an upload needs the token and the page’s Origin', async () => {
  const bytes = await photo();
  assert.is((await upload(bytes, 'a.jpg', { 'x-editor-token': 'falsch' })).status, 403);
  assert.is((await upload(bytes, 'a.jpg', { origin: 'http://example.org' })).status, 403);
});

tests('a photo uploaded, saved with its texts, listed, its thumbnails served; the file in photos/', async () => {
  const taken = (await (await upload(await photo(), 'Bühne im Hof.jpg')).json()) as UploadResult;
  if (taken.status !== 'uploaded') return assert.unreachable(JSON.stringify(taken));
  assert.is(taken.file, 'buehne-im-hof.jpg');
  assert.is(taken.kind, 'photo');
  const staged = await fetch(`${editor.origin}${thumbnailPath(editor.token, `upload/${taken.upload}`)}`);
  assert.is(staged.status, 200);
  assert.is(staged.headers.get('content-type'), 'image/jpeg');
  assert.is((await sharp(Buffer.from(await staged.arrayBuffer())).metadata()).width, 320);

  const before = (await (await api('/api/media')).json()) as MediaData;
  assert.is(before.version, '');
  const result = (await (
    await api('/api/media', {
      action: 'add-photos',
      photos: [{ upload: taken.upload, alt: 'Die Band spielt im Hof', credit: 'Anna Beispiel' }],
      expectedVersion: before.version,
    })
  ).json()) as MediaSaveResult;
  assert.is(result.status, 'saved', JSON.stringify(result));
  const after = (await (await api('/api/media')).json()) as MediaData;
  assert.equal(must(after.photos[0], 'the photo').value, {
    file: 'buehne-im-hof.jpg',
    alt: 'Die Band spielt im Hof',
    credit: 'Anna Beispiel',
  });
  assert.equal(await readdir(join(folder.data, 'photos')), ['buehne-im-hof.jpg']);
  assert.is((await fetch(`${editor.origin}${thumbnailPath(editor.token, 'buehne-im-hof.jpg')}`)).status, 200);
});

tests('thumbnails: nothing without the token, nothing outside photos/', async () => {
  const paths = [
    thumbnailPath('falsch', 'buehne-im-hof.jpg'),
    '/miniatur/buehne-im-hof.jpg',
    thumbnailPath(editor.token, '../band.ts'),
    `/miniatur/${editor.token}/..%2fband.ts`,
    `/miniatur/${editor.token}/%2e%2e/band.ts`,
    thumbnailPath(editor.token, 'gibt-es-nicht.jpg'),
    thumbnailPath(editor.token, 'upload/0123abcd'),
  ];
  for (const path of paths) assert.is((await fetch(`${editor.origin}${path}`)).status, 404, path);
});

/** POST /api/upload by hand: `declared` as its Content-Length (or chunked), `send` bytes written; the answer as soon as it comes. */
function bigUpload(declared: number | undefined, send: number): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((done, fail) => {
    const url = new URL(`${editor.origin}/api/upload`);
    const headers: Record<string, string | number> = {
      'x-editor-token': editor.token,
      origin: editor.origin,
      host: url.host,
      'x-file-name': encodeURIComponent('foto.jpg'),
    };
    if (declared !== undefined) headers['content-length'] = declared;
    let sent = 0;
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), sent });
      });
    });
    // The server may close the connection while this still writes: that is the refusal, not a failure.
    req.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : fail(error)));
    const chunk = Buffer.alloc(1024 * 1024, 0xff);
    const write = () => {
      while (sent < send) {
        const part = chunk.subarray(0, Math.min(chunk.length, send - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', write);
      }
    };
    write();
  });
}

tests('a file larger than 50 MB that says so is refused with its size, before its bytes are read', async () => {
  // One megabyte of the 50 MB + 1 said is sent, and the answer comes all the same: the server did not wait for the rest.
  const answer = await bigUpload(MAX_UPLOAD + 1, 1024 * 1024);
  assert.is(answer.status, 413);
  assert.is((JSON.parse(answer.body) as { message: string }).message, '„foto.jpg“ ist 50,1 MB groß; der Editor nimmt Dateien bis 50 MB.');
  const larger = await bigUpload(Math.round(63.2 * 1024 * 1024), 1024);
  assert.match(larger.body, /„foto\.jpg“ ist 63,2 MB groß/);
});

tests('a file sent without its size is refused once it passes 50 MB', async () => {
  const answer = await bigUpload(undefined, MAX_UPLOAD + 1);
  assert.is(answer.status, 413);
  assert.match(answer.body, /„foto\.jpg“ ist größer als 50 MB; der Editor nimmt Dateien bis 50 MB\./);
  assert.equal(await readdir(join(folder.data, 'photos')), ['buehne-im-hof.jpg'], 'nothing written');
});

tests('the portrait set to a listed photo: one commit of band.ts', async () => {
  const band = (await (await api('/api/media')).json()) as MediaData;
  const result = (await (
    await api('/api/portrait', { file: 'buehne-im-hof.jpg', credit: 'Anna Beispiel', expectedVersion: band.portrait.version })
  ).json()) as MediaSaveResult;
  assert.is(result.status, 'saved', JSON.stringify(result));
  assert.is(await folder.git('log', '-1', '--format=%s'), 'Porträt: buehne-im-hof.jpg');
  const after = (await (await api('/api/media')).json()) as MediaData;
  assert.equal(after.portrait.file, 'buehne-im-hof.jpg');
  // Undo of a media save over the API: the photo goes with its line.
  assert.is(((await (await api('/api/undo', {})).json()) as { status: string }).status, 'undone');
});

tests('a request that is no save of the part is refused', async () => {
  assert.is((await api('/api/media', { action: 'erase-all', expectedVersion: '' })).status, 400);
  assert.is((await api('/api/portrait', { credit: 'x', expectedVersion: '' })).status, 400);
});

tests.run();
