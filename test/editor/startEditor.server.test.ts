// The rest of the review of the editor's server (issue 53, item 9), against a real server: a JSON body
// over its limit is answered 400 in German (not a reset connection), and a `.heic` copied into
// photos/ by hand gets its thumbnail.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { heicDecoder } from '../../src/editor/heicDecoder';
import { thumbnailPath, type UploadResult } from '../../src/editor/mediaApi';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { repo, type Repo } from './tempData';

const tests = suite('startEditor: the server');
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

/** A POST of `body` to `path` written in pieces of 16 KB, by node:http: its status and body, or the connection's error. */
function post(path: string, body: Buffer, chunked: boolean): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((done) => {
    const url = new URL(`${editor.origin}${path}`);
    const headers: Record<string, string | number> = {
      'x-editor-token': editor.token,
      origin: editor.origin,
      host: url.host,
      'content-type': 'application/json',
      ...(chunked ? {} : { 'content-length': body.length }),
    };
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    for (let at = 0; at < body.length; at += 16_384) req.write(body.subarray(at, at + 16_384));
    req.end();
  });
}

const large = Buffer.from(JSON.stringify({ action: 'add', list: 'gigs', value: { info: 'x'.repeat(300_000) }, expectedVersion: '' }));

for (const [path, chunked] of [
  ['/api/save', false],
  ['/api/save', true],
  ['/api/media', false],
  ['/api/band', true],
] as const) {
  tests(`a JSON body of 300 KB to ${path}${chunked ? ' (chunked)' : ''}: 400 with the limit in German, nothing saved`, async () => {
    const before = await folder.git('log', '--oneline');
    const answer = await post(path, large, chunked);
    if ('error' in answer) return assert.unreachable(`the connection failed: ${answer.error}`);
    assert.is(answer.status, 400);
    assert.equal(JSON.parse(answer.body), {
      status: 'error',
      message: 'Die Anfrage ist mit 301 KB zu groß: der Editor nimmt Eingaben bis 100 KB. Bitte den Text kürzen.',
    });
    assert.is(await folder.git('log', '--oneline'), before);
  });
}

tests('the connection stays usable: a small request after the large one is answered', async () => {
  await post('/api/save', large, false);
  const answer = await post('/api/save', Buffer.from('{}'), false);
  if ('error' in answer) return assert.unreachable(answer.error);
  assert.is(answer.status, 400);
  assert.match(answer.body, 'keine Speicherung');
});

const heicFixture = new URL('../fixtures/heic/portrait.heic', import.meta.url);

tests('a .heic copied into photos/ by hand gets its thumbnail: a JPEG, upright', async () => {
  await mkdir(join(folder.data, 'photos'), { recursive: true });
  await copyFile(heicFixture, join(folder.data, 'photos', 'vom-iphone.heic'));
  const answer = await fetch(`${editor.origin}${thumbnailPath(editor.token, 'vom-iphone.heic')}`);
  assert.is(answer.status, 200);
  assert.is(answer.headers.get('content-type'), 'image/jpeg');
  const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  assert.is(meta.format, 'jpeg');
  // portrait.heic is stored lying down with a rotation: upright, it is taller than wide.
  assert.ok(meta.height! > meta.width!, `${meta.width} × ${meta.height}`);
});

/** Resolves once `test` holds, asking after each turn of the event loop (no clock). */
async function until(test: () => boolean): Promise<void> {
  while (!test()) await new Promise((next) => setImmediate(next));
}

tests('two HEIC uploads at once are decoded in the worker, one after the other, while the editor answers', async () => {
  const bytes = await readFile(heicFixture);
  const before = { ...heicDecoder.stats };
  const release = heicDecoder.hold();
  const upload = (name: string) =>
    fetch(`${editor.origin}/api/upload`, {
      method: 'POST',
      headers: { 'x-editor-token': editor.token, origin: editor.origin, 'x-file-name': name },
      body: new Uint8Array(bytes),
    }).then(async (answer) => (await answer.json()) as UploadResult);
  let settled = 0;
  const uploads = [upload('eins.heic'), upload('zwei.heic')].map((answer) => answer.finally(() => settled++));
  try {
    // The first decode waits in the worker, the second in the queue behind it.
    await until(() => heicDecoder.stats.running === 1 && heicDecoder.stats.waiting === 1);
    // Meanwhile the editor answers a small request: its own thread is free.
    const small = await fetch(`${editor.origin}/api/preview`, { headers: { 'x-editor-token': editor.token } });
    assert.is(small.status, 200);
    assert.equal(heicDecoder.stats.running, 1, 'the decode still runs');
    assert.is(settled, 0, 'neither upload is answered yet');
  } finally {
    release();
  }
  const answers = await Promise.all(uploads);
  assert.equal(
    answers.map((answer) => answer.status === 'uploaded' && answer.converted),
    ['HEIC', 'HEIC'],
  );
  assert.is(heicDecoder.stats.decoded - before.decoded, 2);
  assert.is(heicDecoder.stats.mostAtOnce, 1, 'never two decodes at once');
  assert.ok(heicDecoder.stats.threads.length > 0 && !heicDecoder.stats.threads.includes(threadId), 'decoded in a worker thread');
});

tests.run();
