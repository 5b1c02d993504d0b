// check-site on the band's photos and recordings (issue 38), against a small web server in this process
// that serves dist/ as a host might: the types .htaccess forces, the cache _headers promises, and byte
// ranges or not. Real Apache: media.servers.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkSite, parseHeaders } from '../../src/deploy/checkSite';
import { COMMON_HEADERS, headersFile, HTTPS_HEADERS, ruleFor } from '../../src/static/hosting';

const FILES: Record<string, Buffer> = {
  'photos/buehne-640.0123456789.avif': Buffer.from('\x00\x00\x00\x1cftypavif-and-more', 'latin1'),
  'photos/buehne-640.0123456789.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 256 }, (_, i) => i)]),
  'audio/medley-80er.0123456789.mp3': Buffer.from([0x49, 0x44, 0x33, ...Array.from({ length: 256 }, (_, i) => 255 - i)]),
};

interface Host {
  /** The type the host sends for a file, by its path. */
  type(path: string): string;
  ranges: boolean;
}

let repo: string;
let server: Server;
let host: Host;

const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const check = async () => {
  const { problems, seekable } = await checkSite({ url: url(), repo });
  // Served over http here: what check-site says of http and https is not this suite's concern.
  return { problems: problems.filter((p) => !p.startsWith('http://')), seekable };
};

const tests = suite('check-site: photos and recordings');

tests.before(async () => {
  repo = await mkdtemp(join(tmpdir(), 'band-check-media-'));
  const headers = headersFile();
  const files: Record<string, Buffer | string> = { _headers: headers, ...FILES };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(repo, 'dist', path)), { recursive: true });
    await writeFile(join(repo, 'dist', path), content);
  }
  const promised = parseHeaders(headers);
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    const content = FILES[path];
    if (!content) return void res.writeHead(404).end();
    const own = promised[`${path.slice(0, path.lastIndexOf('/') + 1)}*`] ?? {};
    res.setHeader('content-type', host.type(path));
    for (const [name, value] of Object.entries({ ...COMMON_HEADERS, ...HTTPS_HEADERS, ...own })) res.setHeader(name, value);
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (range && host.ranges) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      res.writeHead(206, { 'content-range': `bytes ${from}-${to}/${content.length}` }).end(content.subarray(from, to + 1));
    } else res.writeHead(200).end(content);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

tests.after(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(repo, { recursive: true, force: true });
});

const RIGHT: Host = { type: (path) => ruleFor(path)!.type, ranges: true };

tests('a host that serves them as .htaccess says: no problem, the recording seekable', async () => {
  host = RIGHT;
  assert.equal(await check(), { problems: [], seekable: 'audio/medley-80er.0123456789.mp3' });
});

tests('a type the host does not know is named with its file, and what to do', async () => {
  host = { ...RIGHT, type: (path) => (path.endsWith('.avif') ? 'application/octet-stream' : RIGHT.type(path)) };
  assert.equal((await check()).problems, [
    'photos/buehne-640.0123456789.avif comes as "application/octet-stream" instead of "image/avif": the host ignores dist/.htaccess (see docs/band/einrichten.md, „Was der Host bieten muss“).',
  ]);
});

tests('a host that answers no range request: visitors cannot skip ahead, said once', async () => {
  host = { ...RIGHT, ranges: false };
  const { problems, seekable } = await check();
  assert.is(seekable, undefined);
  assert.equal(problems, [
    'audio/medley-80er.0123456789.mp3 answers a range request with HTTP 200 instead of 206 and the byte asked for: visitors cannot skip ahead in the recordings. Ask the host to allow range requests (Apache does by default).',
  ]);
});

tests.run();
