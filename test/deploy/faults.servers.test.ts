// npm run deploy where real hosts say no, or say it differently: each failure named by its cause
// with its own exit code, each habit of a server handled. OpenSSH with password logins and without
// posix-rename, ProFTPD (unpacked beside vsftpd, test/setup/proftpd.ts) refusing to overwrite,
// hiding dotfiles and with a quota, two runs at once, and the fences around the target.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { appendFile, chmod, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_NAME, MANIFEST_BACKUP, MANIFEST_NAME, parseManifest } from '../../src/deploy/manifest';
import { bandCopy, REAL_TIMINGS, runCommand, tree, type Run } from '../setup/deployRun';
import { startProftpd, type Proftpd } from '../setup/proftpd';
import type { RepoCopy } from '../setup/repoCopy';
import { startProxy, startSshd, type Sshd } from '../setup/servers';
import { captures } from '../setup/must';

let copy: RepoCopy;
let home: string;
let dist: Map<string, Buffer>;

const deploy = (env: Record<string, string>, ...args: string[]) => runCommand('deployCommand.ts', copy.dir, home, env, args);
const uploadedIn = (run: Run) => captures(run.out, /^uploaded (\S+)/gm);

/** The server's folder holds dist/ byte for byte (besides deploy's manifests), and the manifest is there. */
async function assertSameAsDist(root: string) {
  const server = await tree(root);
  const manifest = parseManifest(String(server.get(MANIFEST_NAME)));
  assert.ok(manifest, 'the manifest is there');
  server.delete(MANIFEST_NAME);
  // Where the server cannot rename over a file, deploy keeps the manifest before this one beside it.
  server.delete(MANIFEST_BACKUP);
  assert.equal([...server.keys()].sort(), [...dist.keys()].sort());
  for (const [path, content] of dist) assert.ok(server.get(path)?.equals(content), `${path}: the same bytes`);
}

/** A file of dist/ changed by the next build: so a re-run has something to replace. */
async function changeOne(root: string, path = 'robots.txt') {
  await appendFile(join(root, path), '# changed on the host\n');
}

const faults = suite('npm run deploy: real servers’ refusals and habits');

faults.before(async () => {
  home = await mkdtemp(join(tmpdir(), 'band-home-'));
  await mkdir(join(home, '.ssh'));
  copy = await bandCopy('band-faults-');
  dist = await tree(copy.path('dist'));
});

faults.after(async () => {
  await Promise.all([copy?.remove(), home && rm(home, { recursive: true, force: true })]);
});

/** An sshd (with `options`) whose host key this HOME trusts. */
async function trustedSshd(options: Parameters<typeof startSshd>[0]): Promise<Sshd> {
  const sshd = await startSshd(options);
  await appendFile(join(home, '.ssh', 'known_hosts'), `${sshd.knownHostsLine}\n`);
  return sshd;
}

faults('the target: the whole server refused; a mistyped host named; nothing answering named; each exit 1', async () => {
  for (const [target, says] of [
    ['sftp://band@127.0.0.1', /names no folder/],
    ['sftp://band@127.0.0.1/', /names no folder/],
    ['sftp://band@no-such-host.invalid/~/www', /no computer named "no-such-host\.invalid"/],
    ['sftp://band@127.0.0.1:9/~/www', /nothing answers at 127\.0\.0\.1:9/],
  ] as const) {
    const run = await deploy({ DEPLOY_TARGET: target, DEPLOY_PASSWORD: 'x' });
    assert.is(run.code, 1, `${target}: ${run.out}`);
    assert.match(run.out, says);
    assert.not.match(run.out, /run `npm run deploy` again to finish/);
  }
});

faults('SFTP with a password (the workflow’s way in): published; a read-only web root named as such, exit 3', async () => {
  const sshd = await trustedSshd({ password: true });
  try {
    const target = { DEPLOY_TARGET: `sftp://${sshd.user}@127.0.0.1:${sshd.port}${sshd.root}` };
    const run = await deploy({ ...target, DEPLOY_PASSWORD: sshd.password });
    assert.is(run.code, 0, run.out);
    await assertSameAsDist(sshd.root);
    assert.not.match(run.out, sshd.password);
    // The host makes the folder read-only: a failure that does not go away by running again.
    await changeOne(sshd.root);
    await chmod(sshd.root, 0o555);
    const refused = await deploy({ ...target, DEPLOY_PASSWORD: sshd.password });
    await chmod(sshd.root, 0o755);
    assert.is(refused.code, 3, refused.out);
    assert.match(refused.out, /does not let ".*" write/);
    assert.not.match(refused.out, /deploy-tmp/);
  } finally {
    await sshd.stop();
  }
});

faults(
  'SFTP keys: the key’s text in DEPLOY_KEY works; a key with a passphrase says so, then works with DEPLOY_KEY_PASSPHRASE',
  async () => {
    const sshd = await trustedSshd({});
    const keys = await mkdtemp(join(tmpdir(), 'band-keys-'));
    try {
      const target = { DEPLOY_TARGET: `sftp://${sshd.user}@127.0.0.1:${sshd.port}${sshd.root}` };
      const asText = await deploy({ ...target, DEPLOY_KEY: await readFile(sshd.keyFile, 'utf8') });
      assert.is(asText.code, 0, asText.out);
      await assertSameAsDist(sshd.root);
      spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', 'Proberaum-2024', '-f', join(keys, 'locked')]);
      await appendFile(join(sshd.dir, 'authorized_keys'), await readFile(join(keys, 'locked.pub')));
      const locked = await deploy({ ...target, DEPLOY_KEY: join(keys, 'locked') });
      assert.is(locked.code, 1, locked.out);
      assert.match(locked.out, /locked with a passphrase, and none was given/);
      const wrong = await deploy({ ...target, DEPLOY_KEY: join(keys, 'locked'), DEPLOY_KEY_PASSPHRASE: 'falsch' });
      assert.is(wrong.code, 1, wrong.out);
      assert.match(wrong.out, /does not open it/);
      assert.not.match(wrong.out, /falsch/);
      await changeOne(sshd.root);
      const opened = await deploy({ ...target, DEPLOY_KEY: join(keys, 'locked'), DEPLOY_KEY_PASSPHRASE: 'Proberaum-2024' });
      assert.is(opened.code, 0, opened.out);
      assert.equal(uploadedIn(opened), ['robots.txt']);
    } finally {
      await Promise.all([sshd.stop(), rm(keys, { recursive: true, force: true })]);
    }
  },
);

faults('SFTP without posix-rename: changed files deleted, then renamed into place, said once; the site whole', async () => {
  const sshd = await trustedSshd({ deny: ['posix-rename'] });
  try {
    const target = { DEPLOY_TARGET: `sftp://${sshd.user}@127.0.0.1:${sshd.port}${sshd.root}`, DEPLOY_KEY: sshd.keyFile };
    assert.is((await deploy(target)).code, 0);
    await changeOne(sshd.root);
    await changeOne(sshd.root, 'favicon.svg');
    const run = await deploy(target);
    assert.is(run.code, 0, run.out);
    assert.is(run.out.match(/deleted and its new version renamed into place/g)?.length, 1);
    await assertSameAsDist(sshd.root);
  } finally {
    await sshd.stop();
  }
});

faults('two deploys at once: one publishes, the other stops at the lock naming it (exit 1); the server whole, no lock left', async () => {
  const sshd = await trustedSshd({});
  const proxy = await startProxy(sshd.port);
  try {
    await appendFile(join(home, '.ssh', 'known_hosts'), `${sshd.knownHostsLine.replace(`:${sshd.port} `, `:${proxy.port} `)}\n`);
    // The first is slowed, so the second starts while it runs.
    proxy.throttle(100_000);
    // The lock's real settling: what keeps two runs apart on a real host.
    const first = deploy({
      DEPLOY_TARGET: `sftp://${sshd.user}@127.0.0.1:${proxy.port}${sshd.root}`,
      DEPLOY_KEY: sshd.keyFile,
      ...REAL_TIMINGS,
    });
    const target = { DEPLOY_TARGET: `sftp://${sshd.user}@127.0.0.1:${sshd.port}${sshd.root}`, DEPLOY_KEY: sshd.keyFile };
    // Once the first holds its lock, the second starts.
    for (let i = 0; i < 400 && !(await readdir(sshd.root)).includes(LOCK_NAME); i += 1) await new Promise((r) => setTimeout(r, 50));
    const second = await deploy({ ...target, ...REAL_TIMINGS });
    assert.is(second.code, 1, second.out);
    assert.match(second.out, /another deploy .*started at/);
    const done = await first;
    assert.is(done.code, 0, done.out);
    await assertSameAsDist(sshd.root);
  } finally {
    await Promise.all([proxy.stop(), sshd.stop()]);
  }
});

/** ProFTPD with `options`, and the env that reaches it (its certificate trusted). */
async function proftpd(options: Parameters<typeof startProftpd>[0]): Promise<[Proftpd, Record<string, string>]> {
  const server = await startProftpd(options);
  return [
    server,
    {
      DEPLOY_TARGET: `ftps://${server.user}@127.0.0.1:${server.port}/~/www`,
      DEPLOY_PASSWORD: server.password,
      NODE_EXTRA_CA_CERTS: server.certFile,
    },
  ];
}

faults('ProFTPD refusing to overwrite (AllowOverwrite off): the first deploy and a changed one publish, the fallback said', async () => {
  const [server, env] = await proftpd({ overwrite: false });
  try {
    const first = await deploy(env);
    assert.is(first.code, 0, first.out);
    await assertSameAsDist(server.root);
    await changeOne(server.root);
    const again = await deploy(env);
    assert.is(again.code, 0, again.out);
    assert.match(again.out, /deleted and its new version renamed into place/);
    assert.equal(uploadedIn(again), ['robots.txt']);
    await assertSameAsDist(server.root);
  } finally {
    await server.stop();
  }
});

faults('ProFTPD hiding dotfiles from listings: the manifest and .htaccess found by name, a re-run sends nothing', async () => {
  const [server, env] = await proftpd({ hideDotfiles: true });
  try {
    assert.is((await deploy(env)).code, 0);
    const again = await deploy(env);
    assert.is(again.code, 0, again.out);
    assert.match(again.out, /Nothing to upload/);
    await assertSameAsDist(server.root);
  } finally {
    await server.stop();
  }
});

faults('ProFTPD with a full quota: stopped at the file it refused (exit 3, not "run again"); the manifest true', async () => {
  const largest = Math.max(...[...dist.values()].map((b) => b.length));
  const [server, env] = await proftpd({ maxFileBytes: largest - 1 });
  try {
    const run = await deploy(env);
    assert.is(run.code, 3, run.out);
    assert.match(run.out, /web space on 127\.0\.0\.1 is full/);
    const [biggest] = [...dist].find(([, b]) => b.length === largest)!;
    assert.match(run.out, new RegExp(`Stopped at ${biggest.replace(/\./g, '\\.')}:`));
    const manifest = parseManifest(await readFile(join(server.root, MANIFEST_NAME), 'utf8')) ?? {};
    for (const [path, entry] of Object.entries(manifest)) {
      if (!entry.pending) assert.ok(dist.get(path)?.equals(await readFile(join(server.root, path))), `${path} recorded as it is`);
    }
  } finally {
    await server.stop();
  }
});

faults('a cut line on FTPS: exit 2 with "run again"; the re-run finishes', async () => {
  const [server, env] = await proftpd({});
  const proxy = await startProxy(server.port);
  try {
    proxy.cutAfter(6000);
    // The real back-off (2, 4, 8 s) before it gives up.
    const cut = await deploy({ ...env, DEPLOY_TARGET: `ftps://${server.user}@127.0.0.1:${proxy.port}/~/www`, ...REAL_TIMINGS });
    assert.is(cut.code, 2, cut.out);
    assert.match(cut.out, /run `npm run deploy` again to finish/i);
    const again = await deploy(env);
    assert.is(again.code, 0, again.out);
    await assertSameAsDist(server.root);
  } finally {
    await Promise.all([proxy.stop(), server.stop()]);
  }
});

faults(
  'a server that answers in a way deploy has no name for: stopped at once in its words (exit 3), not retried as a dropped line',
  async () => {
    // An FTP server whose PWD reply carries no quoted folder, as RFC 959 asks: basic-ftp cannot read it.
    const said: string[] = [];
    const server = createServer((socket) => {
      // deploy ends its connection as it stops: a reset then is expected, not a crash of the suite.
      socket.on('error', () => {});
      socket.write('220 Odd FTP ready\r\n');
      let rest = '';
      socket.on('data', (chunk) => {
        rest += String(chunk);
        for (let at = rest.indexOf('\r\n'); at >= 0; at = rest.indexOf('\r\n')) {
          const command = rest.slice(0, at).split(' ')[0] ?? '';
          rest = rest.slice(at + 2);
          said.push(command);
          const reply = { USER: '331 Password please', PASS: '230 Welcome', FEAT: '211 No features', PWD: '257 /home is where you are' }[
            command
          ];
          socket.write(`${reply ?? '200 OK'}\r\n`);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const run = await deploy({ DEPLOY_TARGET: `ftp://band@127.0.0.1:${port}/~/www`, DEPLOY_PASSWORD: 'x' }, '--plain-ftp');
      assert.is(run.code, 3, run.out);
      assert.match(run.out, /no name for \(the server said: .*Can't parse response to command 'PWD': 257 \/home is where you are/);
      assert.match(run.out, /nothing half-sent is visible/);
      assert.not.match(run.out, /connecting again|to finish/);
      assert.is(said.filter((c) => c === 'USER').length, 1, 'connected once');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  },
);

faults.run();
