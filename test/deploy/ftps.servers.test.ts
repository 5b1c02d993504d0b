// The FTPS backend (src/deploy/ftps.ts) driven directly against real servers on 127.0.0.1: vsftpd
// as test/setup/servers.ts starts it (TLS forced on control and data, session reuse required; and
// two more, one without TLS and one slowed), and ProFTPD (test/setup/proftpd.ts) with the refusals hosts
// configure. Every failure must be a ServerError of the kind the server's reply means, with that
// reply in its detail and never the password.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { connectFtps } from '../../src/deploy/ftps';
import type { Backend } from '../../src/deploy/backend';
import { ServerError, type FailureKind } from '../../src/deploy/failures';
import type { Protocol, Target } from '../../src/deploy/target';
import { freePort, startProxy, startVsftpd, type Ftpd } from '../setup/servers';
import { startProftpd, type Proftpd } from '../setup/proftpd';

interface Connecting {
  root?: string;
  protocol?: Protocol;
  port?: number;
  host?: string;
  password?: string;
  idleMs?: number;
  /** Whether the server's certificate is trusted (as NODE_EXTRA_CA_CERTS would make it). */
  trusted?: boolean;
}

const targetOf = (server: Ftpd, { root = 'www', protocol = 'ftps', port = server.port, host = '127.0.0.1' }: Connecting = {}): Target => ({
  protocol,
  user: server.user,
  host,
  port,
  root,
  label: `${protocol}://${server.user}@${host}:${port}/${root}`,
});

async function connect(server: Ftpd, options: Connecting = {}): Promise<Backend> {
  const { password = server.password, idleMs = 5000, trusted = true } = options;
  return connectFtps(targetOf(server, options), {
    password,
    idleMs,
    trust: trusted ? await readFile(server.certFile, 'utf8') : undefined,
  });
}

/** Every password given in this file, the servers' and the wrong ones: none may show in a message. */
const secrets = new Set<string>(['not-the-password-4711']);

/** The ServerError `attempt` fails with; the test fails where it succeeds or throws anything else. */
async function refusal(attempt: Promise<unknown>): Promise<ServerError> {
  let result: unknown;
  try {
    result = await attempt;
  } catch (error) {
    assert.instance(error, ServerError, `a ServerError, not ${String(error)}`);
    for (const secret of secrets) assert.not.ok(String((error as Error).message).includes(secret), 'no password in the message');
    return error as ServerError;
  }
  const message = `refused, but it returned ${JSON.stringify(result)}`;
  assert.unreachable(message);
  throw new Error(message);
}

/** Asserts `error`'s kind, path and that its detail quotes the server (`detail` a pattern of the reply). */
function assertFailure(error: ServerError, kind: FailureKind, detail: RegExp, path?: string) {
  assert.is(error.kind, kind, `${error.message}`);
  assert.match(error.detail, detail);
  if (path !== undefined) assert.is(error.path, path);
}

/** Empties `folder` (a server's web root) for the next test. */
async function clean(folder: string) {
  for (const name of await readdir(folder)) await rm(join(folder, name), { recursive: true, force: true });
}

/** A file of `n` random bytes. */
const bytes = (n: number) => randomBytes(n);

// ————— vsftpd —————

const vsftpd = suite('FTPS backend against vsftpd (TLS forced, session reuse required)');
let ftpd: Ftpd;
let plain: Ftpd;
let slow: Ftpd;

vsftpd.before(async () => {
  [ftpd, plain, slow] = await Promise.all([startVsftpd(), startVsftpd({ tls: false }), startVsftpd({ maxRate: 4_000_000 })]);
  for (const server of [ftpd, plain, slow]) secrets.add(server.password);
});

vsftpd.after(async () => {
  await Promise.all([ftpd?.stop(), plain?.stop(), slow?.stop()]);
});

vsftpd('a round trip: mkdir, write, size, list, read, rename over an existing file, remove; progress reported', async () => {
  const backend = await connect(ftpd);
  try {
    assert.ok(backend.can.replaceByRename);
    assert.ok(await backend.rootExists());
    await backend.mkdir('auftritte/2025');
    // mkdir came back to the login folder: the relative web root still works, and a made folder is known.
    await backend.mkdir('auftritte/2025');
    const page = bytes(300_000);
    const written: number[] = [];
    await backend.write('auftritte/2025/.gig.html.tmp', page, (n) => written.push(n));
    assert.is(written.at(-1), page.length, 'the last progress is the whole file');
    assert.equal(
      written,
      [...written].sort((a, b) => a - b),
      'progress only grows',
    );
    await backend.write('auftritte/2025/gig.html', Buffer.from('the old page'));
    assert.is(await backend.size('auftritte/2025/.gig.html.tmp'), page.length);
    await backend.rename('auftritte/2025/.gig.html.tmp', 'auftritte/2025/gig.html');
    assert.ok((await readFile(join(ftpd.root, 'auftritte/2025/gig.html'))).equals(page), 'renamed over the old file');
    const read: number[] = [];
    assert.ok((await backend.read('auftritte/2025/gig.html', (n) => read.push(n)))?.equals(page));
    assert.is(read.at(-1), page.length);
    assert.equal(await backend.list(''), [{ name: 'auftritte', size: 0, folder: true }]);
    assert.equal(await backend.list('auftritte/2025'), [{ name: 'gig.html', size: page.length, folder: false }]);
    await backend.write('empty.txt', new Uint8Array(0));
    assert.is(await backend.size('empty.txt'), 0);
    assert.equal(await backend.read('empty.txt'), Buffer.alloc(0));
    await backend.remove('auftritte/2025/gig.html');
    await backend.remove('empty.txt');
    assert.equal(await backend.list('auftritte/2025'), []);
  } finally {
    await backend.close();
    await clean(ftpd.root);
  }
});

vsftpd(
  'the web root as DEPLOY_TARGET gives it: below the login folder, absolute, the login folder itself; one that is not there',
  async () => {
    const home = join(ftpd.root, '..');
    const cases: [root: string, folder: string][] = [
      ['www', ftpd.root],
      [ftpd.root, ftpd.root],
      ['.', home],
    ];
    for (const [root, folder] of cases) {
      const backend = await connect(ftpd, { root });
      try {
        assert.ok(await backend.rootExists(), root);
        await backend.mkdir('sub');
        await backend.write('sub/here.txt', Buffer.from(root));
        assert.is(await readFile(join(folder, 'sub/here.txt'), 'utf8'), root, `${root}: in ${folder}`);
        assert.ok((await backend.list('')).some((entry) => entry.name === 'sub' && entry.folder));
        await backend.remove('sub/here.txt');
      } finally {
        await backend.close();
        await rm(join(folder, 'sub'), { recursive: true, force: true });
      }
    }
    const missing = await connect(ftpd, { root: 'nicht-da' });
    try {
      assert.is(await missing.rootExists(), false);
    } finally {
      await missing.close();
    }
  },
);

vsftpd('a dotfile: listed (LIST -a), sized and read by its name', async () => {
  const backend = await connect(ftpd);
  try {
    await backend.write('.htaccess', Buffer.from('Options -Indexes\n'));
    assert.equal(await backend.list(''), [{ name: '.htaccess', size: 17, folder: false }]);
    assert.is(await backend.size('.htaccess'), 17);
    assert.is((await backend.read('.htaccess'))?.toString(), 'Options -Indexes\n');
    await backend.remove('.htaccess');
  } finally {
    await backend.close();
    await clean(ftpd.root);
  }
});

vsftpd('connecting fails by its cause: each a ServerError of its kind, none with the password', async () => {
  const silent = createServer((socket: Socket) => socket.on('error', () => {}));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const silentPort = (silent.address() as { port: number }).port;
  const cases: [what: string, attempt: () => Promise<Backend>, kind: FailureKind, detail: RegExp][] = [
    // vsftpd (PAM) answers a wrong password after some 3 s.
    ['a wrong password', () => connect(ftpd, { password: 'not-the-password-4711', idleMs: 15_000 }), 'login', /530 Login incorrect/],
    ['an unknown host', () => connect(ftpd, { host: 'nosuchhost.invalid' }), 'host-not-found', /nosuchhost\.invalid|ENOTFOUND|EAI_AGAIN/],
    ['a port nobody listens on', async () => connect(ftpd, { port: await freePort() }), 'unreachable', /ECONNREFUSED/],
    ['a certificate not trusted', () => connect(ftpd, { trusted: false }), 'certificate', /self-signed certificate/],
    ['a server without AUTH TLS', () => connect(plain), 'no-tls', /AUTH TLS with 5\d\d /],
    ['a server that never answers', () => connect(ftpd, { port: silentPort, idleMs: 500 }), 'dropped', /Timeout/],
  ];
  try {
    for (const [what, attempt, kind, detail] of cases) {
      const error = await refusal(attempt());
      assert.is(error.kind, kind, `${what}: ${error.message}`);
      assert.match(error.detail, detail, `${what}: ${error.detail}`);
    }
  } finally {
    silent.close();
  }
  // The untrusted certificate is refused before the user name goes out.
  const logged = (await readFile(join(ftpd.dir, 'vsftpd.log'), 'utf8')).length;
  await refusal(connect(ftpd, { trusted: false }));
  assert.not.match((await readFile(join(ftpd.dir, 'vsftpd.log'), 'utf8')).slice(logged), /USER|PASS/);
  // Without TLS, plain ftp:// (tests only, --plain-ftp) logs in and works.
  const clear = await connect(plain, { protocol: 'ftp' });
  try {
    await clear.write('clear.txt', Buffer.from('in clear'));
    assert.is(await clear.size('clear.txt'), 8);
  } finally {
    await clear.close();
  }
});

vsftpd(
  'a folder the login may not write: write, remove, rename and mkdir read as permission; missing files as missing or nothing',
  async () => {
    const locked = join(ftpd.root, 'locked');
    await mkdir(locked);
    await writeFile(join(locked, 'old.html'), 'old');
    // root's folder, 0755: the login may read it, not write into it.
    await chmod(locked, 0o755);
    const backend = await connect(ftpd);
    try {
      assertFailure(
        await refusal(backend.write('locked/new.html', Buffer.from('x'))),
        'permission',
        /^553 Could not create file/,
        'locked/new.html',
      );
      assertFailure(await refusal(backend.remove('locked/old.html')), 'permission', /^550 /, 'locked/old.html');
      assertFailure(await refusal(backend.rename('locked/old.html', 'locked/new.html')), 'permission', /^550 /, 'locked/new.html');
      assertFailure(await refusal(backend.mkdir('locked/sub')), 'permission', /^550 Create directory operation failed/, 'locked/sub');
      assert.is((await backend.read('locked/old.html'))?.toString(), 'old', 'still readable');
      assert.is(await backend.read('nothing.html'), undefined);
      assert.is(await backend.size('nothing.html'), undefined);
      await backend.remove('nothing.html');
      assertFailure(await refusal(backend.rename('nothing.html', 'else.html')), 'missing', /^550 /, 'nothing.html');
    } finally {
      await backend.close();
      await rm(locked, { recursive: true, force: true });
    }
  },
);

vsftpd(
  'a full disk reads as quota (451 from vsftpd), never as a dropped line, upload after upload; the connection stays usable',
  async () => {
    const full = join(ftpd.root, 'full');
    await mkdir(full);
    // A small file system of its own: vsftpd's write fails with ENOSPC midway, as on a full web space.
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', full], { encoding: 'utf8' });
    assert.is(mounted.status, 0, `mount a small tmpfs (the suite runs as root): ${mounted.stderr}`);
    spawnSync('chown', [ftpd.user, full]);
    const backend = await connect(ftpd);
    try {
      // Without reading the control connection's reply, about one in four of these read as a dropped
      // line (the data connection's EPIPE or reset won the race).
      for (let round = 0; round < 12; round++) {
        const error = await refusal(backend.write('full/big.bin', bytes(400_000 + round * 150_000)));
        assertFailure(error, 'quota', /^451 Failure writing to local file/, 'full/big.bin');
        await backend.remove('full/big.bin');
        await backend.write('full/small.txt', Buffer.from(`round ${round}`));
        assert.is((await backend.read('full/small.txt'))?.toString(), `round ${round}`);
      }
    } finally {
      await backend.close();
      spawnSync('umount', [full]);
      await rm(full, { recursive: true, force: true });
    }
  },
);

vsftpd('the line cut during an upload: dropped, at once', async () => {
  // The proxy carries the control connection; the slowed server makes the upload last.
  const proxy = await startProxy(slow.port);
  const backend = await connect(slow, { port: proxy.port, idleMs: 20_000 });
  try {
    const started = Date.now();
    let cut = false;
    const error = await refusal(
      backend.write('cut.bin', bytes(24_000_000), (n) => {
        if (n > 0 && !cut) {
          cut = true;
          void proxy.stop();
        }
      }),
    );
    assert.is(error.kind, 'dropped', error.message);
    assert.ok(Date.now() - started < 10_000, 'not after idleMs');
  } finally {
    await backend.close();
    await proxy.stop().catch(() => {});
    await rm(join(slow.root, 'cut.bin'), { force: true });
  }
});

vsftpd('a slow upload and download go on past idleMs while bytes move, and report their progress', async () => {
  // 4 MB/s on the data connections (vsftpd's local_max_rate): 40 MB take some 10 s, more than twice
  // idleMs. (Loopback's socket buffers take some 4 MB at once: what is still buffered when the last
  // piece is handed over drains in about a second, while the backend waits for the server's reply.)
  // idleMs also bounds every reply on the control connection (basic-ftp has one timeout for both):
  // at 2 s, a machine busy with the other steps once kept vsftpd's answer to EPSV longer, and the
  // upload never began. 4 s leaves that room; the data's silence is what this case is about.
  const idleMs = 4000;
  const backend = await connect(slow, { idleMs });
  const content = bytes(40_000_000);
  try {
    const written: [ms: number, bytes: number][] = [];
    let started = Date.now();
    await backend.write('slow.bin', content, (n) => written.push([Date.now() - started, n]));
    assert.ok(Date.now() - started > 2 * idleMs, `took ${Date.now() - started} ms`);
    assert.ok(written.length > 5, 'progress along the way');
    assert.is(written.at(-1)?.[1], content.length);
    assert.ok((await stat(join(slow.root, 'slow.bin'))).size === content.length);
    const read: number[] = [];
    started = Date.now();
    assert.ok((await backend.read('slow.bin', (n) => read.push(n)))?.equals(content));
    assert.ok(Date.now() - started > 2 * idleMs, `took ${Date.now() - started} ms`);
    assert.ok(read.length > 5 && read.at(-1) === content.length);
  } finally {
    await backend.close();
    await rm(join(slow.root, 'slow.bin'), { force: true });
  }
});

vsftpd.run();

// ————— ProFTPD —————

const proftpd = suite('FTPS backend against ProFTPD (TLS required)');
let open: Proftpd;
let strict: Proftpd;
const MAX_FILE = 100_000;

proftpd.before(async () => {
  [open, strict] = await Promise.all([
    startProftpd(),
    startProftpd({ overwrite: false, delete: false, hideDotfiles: true, maxFileBytes: MAX_FILE, denyNames: '\\.php$' }),
  ]);
  for (const server of [open, strict]) secrets.add(server.password);
});

proftpd.after(async () => {
  await Promise.all([open?.stop(), strict?.stop()]);
});

proftpd('by default (AllowOverwrite on): a rename replaces the old file, as replaceByRename assumes', async () => {
  const backend = await connect(open);
  try {
    assert.ok(backend.can.replaceByRename);
    await backend.write('index.html', Buffer.from('old'));
    await backend.write('.index.html.tmp', Buffer.from('new'));
    await backend.rename('.index.html.tmp', 'index.html');
    assert.is(await readFile(join(open.root, 'index.html'), 'utf8'), 'new');
    assert.equal(await backend.list(''), [{ name: 'index.html', size: 3, folder: false }]);
  } finally {
    await backend.close();
  }
});

proftpd('what a strict host refuses, by its kind: exists, quota, name, permission', async () => {
  const backend = await connect(strict);
  try {
    await backend.write('index.html', Buffer.from('old page'));
    await backend.write('.index.html.tmp', Buffer.from('new page'));
    const cases: [what: string, attempt: () => Promise<unknown>, kind: FailureKind, detail: RegExp, path: string][] = [
      [
        'RNTO onto an existing file',
        () => backend.rename('.index.html.tmp', 'index.html'),
        'exists',
        /^550 .*Rename permission denied/,
        'index.html',
      ],
      [
        'STOR onto an existing file',
        () => backend.write('index.html', Buffer.from('x')),
        'exists',
        /^550 .*Overwrite permission denied/,
        'index.html',
      ],
      ['STOR of a forbidden name', () => backend.write('x.php', Buffer.from('<?php')), 'name', /^550 .*Forbidden filename/, 'x.php'],
      ['RNTO to a forbidden name', () => backend.rename('.index.html.tmp', 'y.php'), 'name', /^550 .*Forbidden filename/, 'y.php'],
      ['DELE where deleting is denied', () => backend.remove('index.html'), 'permission', /^550 .*Operation not permitted/, 'index.html'],
      [
        'STOR beyond the largest file',
        () => backend.write('big.bin', bytes(3_000_000)),
        'quota',
        /^552 Transfer aborted\. File too large/,
        'big.bin',
      ],
      ['RNFR of a file not there', () => backend.rename('nothing.html', 'else.html'), 'missing', /^550 .*No such file/, 'nothing.html'],
      ['LIST of a folder not there', () => backend.list('nothing'), 'missing', /^[45]50 .*No such file/, 'nothing'],
    ];
    for (const [what, attempt, kind, detail, path] of cases) {
      const error = await refusal(attempt());
      assert.is(error.kind, kind, `${what}: ${error.message}`);
      assert.match(error.detail, detail, `${what}: ${error.detail}`);
      assert.is(error.path, path, what);
    }
    assert.is(await readFile(join(strict.root, 'index.html'), 'utf8'), 'old page', 'the old file untouched');
    // A refused DELE of a file that is not there is no error: there is nothing to delete.
    await backend.remove('nothing.html');
  } finally {
    await backend.close();
  }
});

proftpd(
  'an upload beyond the size limit reads as quota every time (552, not the reset data connection), and leaves a partial file',
  async () => {
    const backend = await connect(strict);
    try {
      for (let round = 0; round < 10; round++) {
        const error = await refusal(backend.write(`big${round}.bin`, bytes(500_000 + round * 300_000)));
        assertFailure(error, 'quota', /^552 /, `big${round}.bin`);
        // ProFTPD keeps what it received up to the limit: the engine removes its temporary file.
        const left = await backend.size(`big${round}.bin`);
        assert.ok(left !== undefined && left <= MAX_FILE, `partial file of ${left} bytes`);
      }
      assert.is((await backend.read('index.html'))?.toString(), 'old page', 'the connection stays usable');
    } finally {
      await backend.close();
    }
  },
);

proftpd('hidden dotfiles (HideFiles): list() leaves .htaccess out, size() and read() find it by name', async () => {
  const backend = await connect(strict);
  try {
    await backend.write('.htaccess', Buffer.from('Options -Indexes\n'));
    assert.not.ok(
      (await backend.list('')).some((entry) => entry.name === '.htaccess'),
      'not listed',
    );
    assert.is(await backend.size('.htaccess'), 17);
    assert.is((await backend.read('.htaccess'))?.toString(), 'Options -Indexes\n');
  } finally {
    await backend.close();
  }
});

proftpd.run();
