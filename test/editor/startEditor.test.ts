// The editor's server in Node (its page is driven in test/browser/editor.test.ts): the port it
// takes, and the preview: built at the start, built again after a save and after a change made
// outside the editor, a refused build shown with the build's words over the last good preview,
// nothing served from outside the preview's folder; the Host, Origin and token rules (issue 45).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { previewBase } from '../../src/editor/previewBase';
import { API_ROUTES } from '../../src/editor/server/apiRoutes';
import { sameToken, startEditor, type Editor } from '../../src/editor/startEditor';
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

// ---

/** A request with `path` as written and exactly these headers (Host too: none unless given). */
function raw(
  editor: Editor,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { port } = new URL(editor.origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, setHost: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const hosts = suite('startEditor: the Host, the Origin and the token');
let hostFolder: DataFolder;
let guarded: Editor;

hosts.before(async () => {
  hostFolder = await dataFolder();
  guarded = await startEditor({ dataFolder: hostFolder.data });
  await guarded.preview?.settled();
});

hosts.after(async () => {
  await guarded?.close();
  await hostFolder?.remove();
});

hosts('answers 127.0.0.1:PORT and localhost:PORT alike; every other Host, or none, gets 403', async () => {
  const { port } = new URL(guarded.origin);
  const token = { 'x-editor-token': guarded.token };
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    assert.is((await raw(guarded, 'GET', '/', { host })).status, 200, `the page, Host ${host}`);
    assert.is((await raw(guarded, 'GET', '/api/data', { host, ...token })).status, 200, `the data, Host ${host}`);
    assert.is((await raw(guarded, 'GET', `${previewBase(guarded.token)}index.html`, { host })).status, 200, `the preview, Host ${host}`);
  }
  for (const host of [
    `evil.example:${port}`,
    `127.0.0.1:${Number(port) + 1}`,
    `localhost:${Number(port) + 1}`,
    '127.0.0.1',
    'localhost',
    `localhost.:${port}`,
    `[::1]:${port}`,
    `127.0.0.1:${port}.evil.example`,
  ]) {
    for (const path of ['/', '/api/data', `${previewBase(guarded.token)}index.html`, '/editor.js'])
      assert.is((await raw(guarded, 'GET', path, { host, ...token })).status, 403, `${path}, Host ${host}`);
  }
  for (const path of ['/', '/api/data', `${previewBase(guarded.token)}index.html`])
    assert.is((await raw(guarded, 'GET', path, token)).status, 403, `${path} without Host`);
});

hosts('a write comes from the Origin of the name the page was opened on, and from no other', async () => {
  const { port } = new URL(guarded.origin);
  const own = { '127.0.0.1': `http://127.0.0.1:${port}`, localhost: `http://localhost:${port}` };
  const undo = (host: string, origin: string | undefined) =>
    raw(
      guarded,
      'POST',
      '/api/undo',
      {
        host,
        'x-editor-token': guarded.token,
        'content-type': 'application/json',
        ...(origin ? { origin } : {}),
      },
      '{}',
    );
  for (const [host, origin, status] of [
    [`127.0.0.1:${port}`, own['127.0.0.1'], 200],
    [`localhost:${port}`, own.localhost, 200],
    // Each of the own origins, but not the one of the Host named: refused.
    [`127.0.0.1:${port}`, own.localhost, 403],
    [`localhost:${port}`, own['127.0.0.1'], 403],
    [`localhost:${port}`, 'http://evil.example', 403],
    [`localhost:${port}`, `https://localhost:${port}`, 403],
    [`localhost:${port}`, 'null', 403],
    [`localhost:${port}`, undefined, 403],
  ] as const) {
    // 200: the guard let it through (the folder has no git, so the undo itself is refused in words).
    assert.is((await undo(host, origin)).status, status, `Host ${host}, Origin ${origin}`);
  }
});

hosts(
  'every write the routing table knows is refused from another Origin or without the token; a method it does not name is 404',
  async () => {
    const host = new URL(guarded.origin).host;
    // Bodies the server refuses unread: no connection is used again.
    const json = { host, 'content-type': 'application/json', connection: 'close' };
    const writes = Object.keys(API_ROUTES).filter((route) => route.startsWith('POST '));
    assert.ok(writes.length >= 10, 'the table names the writes');
    for (const route of writes) {
      const path = route.slice('POST '.length);
      const foreign = await raw(guarded, 'POST', path, { ...json, 'x-editor-token': guarded.token, origin: 'http://evil.example' }, '{}');
      assert.is(foreign.status, 403, `${route} from another Origin`);
      const tokenless = await raw(guarded, 'POST', path, { ...json, origin: guarded.origin }, '{}');
      assert.is(tokenless.status, 403, `${route} without the token`);
    }
    for (const [method, path] of [
      ['PUT', '/api/metadata'],
      ['DELETE', '/api/save'],
      ['GET', '/api/save'],
      ['GET', '/api/publish'],
      ['POST', '/api/data'],
      ['GET', '/api/gibt-es-nicht'],
    ] as const) {
      const answer = await raw(
        guarded,
        method,
        path,
        { ...json, 'x-editor-token': guarded.token, origin: guarded.origin },
        method === 'GET' ? undefined : '{}',
      );
      assert.is(answer.status, 404, `${method} ${path}`);
      assert.is(JSON.parse(answer.body).message, 'Unbekannte Anfrage.', `${method} ${path}`);
    }
  },
);

hosts('the preview frames only into the page of its own name', async () => {
  const { port } = new URL(guarded.origin);
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    const { headers } = await raw(guarded, 'GET', `${previewBase(guarded.token)}index.html`, { host });
    assert.match(String(headers['content-security-policy']), new RegExp(`; frame-ancestors http://${host.replace(/\./g, '\\.')}$`));
  }
});

hosts('the preview’s token is the whole segment after /vorschau/: anything else, and a broken encoding, is 404', async () => {
  const host = new URL(guarded.origin).host;
  const token = guarded.token;
  const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
  for (const path of [
    `/vorschau/${token}x/index.html`,
    `/vorschau/${token.slice(0, -1)}/index.html`,
    `/vorschau/${flipped}/index.html`,
    `/vorschau/${token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase()}/index.html`,
    `/vorschau/x${token}/index.html`,
    `/vorschau/${token}`,
    '/vorschau//index.html',
    '/vorschau/index.html',
    `/vorschau/${token}/%`,
    `/vorschau/${token}/%e0%a4%a`,
    `/vorschau/${token}/gibt-es-nicht.html`,
  ])
    assert.is((await raw(guarded, 'GET', path, { host })).status, 404, path);
  assert.is((await raw(guarded, 'GET', `/vorschau/${token}/index.html`, { host })).status, 200, 'the token itself');
  assert.is((await raw(guarded, 'GET', `/vorschau/${token}/`, { host })).status, 200, 'a folder: its index.html');
});

hosts.run();

// ---

const same = suite('sameToken');

same('equal only when every character is, over the whole length', () => {
  for (const [given, own, equal] of [
    ['abc', 'abc', true],
    ['abd', 'abc', false],
    ['ab', 'abc', false],
    ['abcd', 'abc', false],
    ['', 'abc', false],
    ['', '', true],
    ['äbc', 'abc', false],
    ['ABC', 'abc', false],
  ] as const)
    assert.is(sameToken(given, own), equal, `${given} / ${own}`);
});

same.run();
