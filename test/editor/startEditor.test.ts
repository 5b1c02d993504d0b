// The editor's server in Node (its page is driven in test/browser/editor.test.ts): the port it
// takes, and the preview: built at the start, built again after a save and after a change made
// outside the editor, a refused build shown with the build's words over the last good preview,
// nothing served from outside the preview's folder.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:net';
import { previewBase } from '../../src/editor/previewBase';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { dataFolder, SONGS, type DataFolder } from './tempData';

const tests = suite('startEditor: port and preview');
let folder: DataFolder;
let editor: Editor;

tests.before(async () => {
  folder = await dataFolder();
  editor = await startEditor({ dataFolder: folder.data });
});

tests.after(async () => {
  await editor?.close();
  await folder?.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${editor.origin}${path}`, { headers });
/** A file of the preview, by its path in the site. */
const site = (path: string) => get(`${previewBase(editor.token)}${path}`);
const api = (path: string, body?: unknown) =>
  fetch(`${editor.origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-editor-token': editor.token, origin: editor.origin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const status = async () => (await (await api('/api/preview')).json()) as { state: string; message: string; build: number };
const settled = async () => {
  await editor.preview?.settled();
  return status();
};

tests('the preview is the site the build makes, framed by the editor only', async () => {
  const first = await settled();
  assert.is(first.state, 'built', first.message);
  assert.match(first.message, /band\.js/, 'the build’s report');
  const page = await site('index.html');
  assert.is(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
  assert.is(
    page.headers.get('content-security-policy'),
    `sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox; frame-ancestors ${editor.origin}`,
  );
  assert.is(page.headers.get('referrer-policy'), 'no-referrer');
  assert.match(await page.text(), /<html lang="de">/);
  assert.match(await (await site('programm/songs.html')).text(), /Africa/, 'a song of the data folder');
  assert.is((await get('/api/preview')).status, 403, 'the state needs the token like every /api request');
});

tests('nothing outside the preview’s folder is served, nothing without the token', async () => {
  for (const path of ['%2e%2e/%2e%2e/etc/passwd', '..%2f..%2f..%2fetc%2fpasswd', 'gibt-es-nicht.html'])
    assert.is((await site(path)).status, 404, path);
  // Without the token (another site guessing the address), nothing.
  assert.is((await get('/vorschau/index.html')).status, 404);
  assert.is((await get('/vorschau/wrong-token/index.html')).status, 404);
});

tests('a save is in the preview once its build has run', async () => {
  const before = await settled();
  const data = (await (await api('/api/data')).json()) as { versions: { songs: string } };
  const saved = (await (
    await api('/api/save', {
      list: 'songs',
      action: 'add',
      value: { title: 'Sweet Caroline', artist: 'Neil Diamond' },
      expectedVersion: data.versions.songs,
    })
  ).json()) as { status: string };
  assert.is(saved.status, 'saved');
  const after = await settled();
  assert.is(after.build, before.build + 1, 'one build more');
  assert.match(await (await site('programm/songs.html')).text(), /Sweet Caroline/);
});

tests('a file broken outside the editor: the build’s refusal is shown, the last good preview stays', async () => {
  const before = await settled();
  await folder.write('songs', SONGS.replace("{ title: 'Africa', artist: 'Toto' },", "{ title: 'Africa' },"));
  await api('/api/data'); // the page reads the data: the preview sees the change
  const refused = await settled();
  assert.is(refused.state, 'refused');
  assert.match(refused.message, /songs\.ts:8/, 'the file and line, in the build’s words');
  assert.is(refused.build, before.build, 'no new good build');
  assert.is((await site('index.html')).status, 200, 'the last good preview is still served');
  await folder.write('songs', SONGS);
  await api('/api/data');
  assert.is((await settled()).state, 'built');
});

tests('a taken port is skipped for the next free one', async () => {
  const blocker = createServer();
  const port = await new Promise<number>((done) =>
    blocker.listen(0, '127.0.0.1', () => done((blocker.address() as { port: number }).port)),
  );
  const second = await startEditor({ dataFolder: folder.data, port, preview: false });
  try {
    assert.is.not(new URL(second.url).port, String(port));
    assert.ok(Number(new URL(second.url).port) > port);
    assert.is(new URL(second.url).hostname, '127.0.0.1');
    assert.is((await fetch(`${second.origin}${previewBase(second.token)}index.html`)).status, 404, 'no preview asked for, none served');
  } finally {
    await second.close();
    blocker.close();
  }
});

tests.run();
