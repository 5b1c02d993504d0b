// The band's photos and recordings (issue 38) published and checked on real servers: deploy sends
// them over SFTP (Debian's sshd) and FTPS (vsftpd) byte for byte and, unchanged, never again; Apache
// serves them as the build's .htaccess says (types it may not know itself, a year's cache, byte
// ranges); check-site says so, and names a wrong type. Binary files made here, never the band's own.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Backend } from '../../src/deploy/backend';
import type { CheckResult } from '../../src/deploy/checkSite';
import { connectFtps } from '../../src/deploy/ftps';
import { localFiles } from '../../src/deploy/localFiles';
import { MANIFEST_NAME } from '../../src/deploy/manifest';
import { connectSftp } from '../../src/deploy/sftp';
import { sync } from '../../src/deploy/sync';
import type { Target } from '../../src/deploy/target';
import { headersFile, hostingRules, htaccess } from '../../src/static/hosting';
import { startApache } from '../setup/apache';
import { tree } from '../setup/deployRun';
import { startSshd, startVsftpd, type Ftpd, type Sshd } from '../setup/servers';

const CHECK_SITE = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), '../../src/deploy/checkSite.ts')).href;

/** Every byte value once, behind a format's own first bytes: a text round trip (UTF-8, line ends, a NUL) would show. */
const binary = (header: number[] | string, repeat = 4) =>
  Buffer.concat([
    typeof header === 'string' ? Buffer.from(header, 'latin1') : Buffer.from(header),
    ...Array.from({ length: repeat }, () => Buffer.from(Array.from({ length: 256 }, (_, i) => i))),
    Buffer.from('\r\n\n\r\x00\x1a'),
  ]);
const hash10 = (content: Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 10);

/** A photo in the three formats and two recordings, named as the build names them. */
function media(version = '') {
  const files: [dir: string, stem: string, ext: string, content: Buffer][] = [
    ['photos', 'buehne-640', 'jpg', binary([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from(`JFIF\0${version}`)])],
    ['photos', 'buehne-640', 'webp', binary(`RIFF\x24\x04\x00\x00WEBPVP8 ${version}`)],
    ['photos', 'buehne-640', 'avif', binary(`\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1${version}`)],
    ['audio', 'medley-80er', 'mp3', binary(`ID3\x04\x00\x00\x00\x00\x00\x00${version}`, 64)],
    ['audio', 'medley-80er', 'opus', binary(`OggS\x00\x02${version}`, 64)],
  ];
  return files.map(([dir, stem, ext, content]) => [`${dir}/${stem}.${hash10(content)}.${ext}`, content] as const);
}

let repo: string;
let dist: string;
let sshd: Sshd;
let ftpd: Ftpd;

/** dist/ with the build's .htaccess and _headers and the media of `version`; nothing else. */
async function writeDist(version = '') {
  await rm(dist, { recursive: true, force: true });
  const rules = hostingRules();
  const files: (readonly [string, string | Buffer])[] = [
    ['.htaccess', htaccess(rules)],
    ['_headers', headersFile(rules)],
    ...media(version),
  ];
  for (const [path, content] of files) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), content);
  }
}

const quiet = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** One deploy of dist/ as it is now, through `connect`; a media-only dist/ has no index.html on purpose (--max-delete). */
const publish = async (connect: () => Promise<Backend>, where: string) =>
  sync({ local: await localFiles(dist), connect, where, out: quiet(), lockSettleMs: 0, backoffMs: 10, maxDelete: 10 });

/** The server's folder holds dist/ (and the manifest), byte for byte. */
async function assertSameAsDist(root: string) {
  const local = await tree(dist);
  const server = await tree(root);
  assert.ok(server.delete(MANIFEST_NAME), 'the manifest is there');
  assert.equal([...server.keys()].sort(), [...local.keys()].sort());
  for (const [path, content] of local) assert.ok(server.get(path)?.equals(content), `${path}: the same bytes`);
}

/** check-site in a process of its own, which trusts Apache's certificate (NODE_EXTRA_CA_CERTS is read at start). */
function checkSite(https: string, http: string, certFile: string): Promise<CheckResult> {
  const code = `import { checkSite } from ${JSON.stringify(CHECK_SITE)};
console.log(JSON.stringify(await checkSite(${JSON.stringify({ url: https, repo, httpUrl: http })})));`;
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', code],
      { env: { PATH: process.env.PATH, HOME: repo, NODE_EXTRA_CA_CERTS: certFile }, timeout: 60_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout))),
    ),
  );
}

const tests = suite('photos and recordings on real servers');

tests.before(async () => {
  [sshd, ftpd] = await Promise.all([startSshd(), startVsftpd()]);
  repo = await mkdtemp(join(tmpdir(), 'band-media-'));
  dist = join(repo, 'dist');
  await mkdir(join(repo, 'deploy'));
  await writeFile(join(repo, 'deploy', 'known_hosts'), `${sshd.knownHostsLine}\n`);
});

tests.after(async () => {
  await Promise.all([sshd?.stop(), ftpd?.stop(), repo && rm(repo, { recursive: true, force: true })]);
});

const sftpTarget = (): Target => ({
  protocol: 'sftp',
  user: sshd.user,
  host: '127.0.0.1',
  port: sshd.port,
  root: sshd.root,
  label: `sftp://${sshd.user}@127.0.0.1:${sshd.port}${sshd.root}`,
});
const viaSftp = async () => connectSftp(sftpTarget(), { privateKey: await readFile(sshd.keyFile), repo, idleMs: 10_000 });
const viaFtps = async () =>
  connectFtps(
    { protocol: 'ftps', user: ftpd.user, host: '127.0.0.1', port: ftpd.port, root: 'www', label: 'ftps://test/www' },
    { password: ftpd.password, idleMs: 10_000, trust: await readFile(ftpd.certFile, 'utf8') },
  );

for (const [name, connect, root] of [
  ['SFTP', viaSftp, () => sshd.root],
  ['FTPS', viaFtps, () => ftpd.root],
] as const) {
  tests(
    `${name}: the binaries arrive byte for byte; unchanged, none goes again; a changed photo goes up and its old name comes down`,
    async () => {
      await writeDist();
      const first = await publish(connect, name);
      assert.equal(first.uploaded.filter((p) => p.includes('/')).length, media().length, first.uploaded.join());
      await assertSameAsDist(root());
      const again = await publish(connect, name);
      assert.equal(again.uploaded, [], 'nothing sent again');
      await writeDist('2');
      const changed = await publish(connect, name);
      assert.equal(
        changed.uploaded.sort(),
        media('2')
          .map(([path]) => path)
          .sort(),
      );
      assert.equal(
        changed.deleted.sort(),
        media()
          .map(([path]) => path)
          .sort(),
      );
      await assertSameAsDist(root());
    },
  );
}

tests('Apache serves them as .htaccess says, and check-site says all is well; a wrong type is named with its file', async () => {
  await writeDist();
  await publish(viaSftp, 'SFTP');
  const apache = await startApache(sshd.root);
  try {
    const well = await checkSite(apache.https, apache.http, apache.certFile);
    assert.equal(well.problems, []);
    assert.is(well.checked, media().length);
    assert.match(well.seekable ?? '', /^audio\/medley-80er\.[0-9a-f]{10}\.(mp3|opus)$/);
    // A host whose own configuration sends AVIF as an unknown file, over the build's .htaccess.
    await appendFile(join(sshd.root, '.htaccess'), '\n<FilesMatch "\\.avif$">\n  ForceType application/octet-stream\n</FilesMatch>\n');
    const wrong = await checkSite(apache.https, apache.http, apache.certFile);
    const [avif] = media().find(([path]) => path.endsWith('.avif'))!;
    assert.equal(wrong.problems, [
      `${avif} comes as "application/octet-stream" instead of "image/avif": the host ignores dist/.htaccess (see docs/band/einrichten.md, „Was der Host bieten muss“).`,
    ]);
  } finally {
    await apache.stop();
  }
});

tests.run();
