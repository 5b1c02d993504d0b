// npm run deploy against real servers on 127.0.0.1 (test/setup/servers.ts): Debian's sshd with
// internal-sftp and vsftpd with TLS forced and session reuse required. A copy of the repository
// with the fixtures' data is built once and published; every run is the deploy command itself,
// as a child process with its own HOME (its ~/.ssh/known_hosts) and a bounded time.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captures, must } from '../setup/must';
import type { RepoCopy } from '../setup/repoCopy';
import { bandCopy, build as buildCopy, runCommand, tree, withRealDetails, type Run } from '../setup/deployRun';
import { startApache } from '../setup/apache';
import { startProxy, startSshd, startVsftpd, type Ftpd, type Sshd } from '../setup/servers';
import { MANIFEST_NAME } from '../../src/deploy/manifest';

let copy: RepoCopy;
let sshd: Sshd;
let ftpd: Ftpd;
let home: string;

/** Whether the server's folder holds exactly dist/ (and the manifest), byte for byte. */
async function assertSameAsDist(root: string) {
  const dist = await tree(copy.path('dist'));
  const server = await tree(root);
  assert.ok(server.has(MANIFEST_NAME), 'the manifest is there');
  server.delete(MANIFEST_NAME);
  assert.equal([...server.keys()].sort(), [...dist.keys()].sort());
  for (const [path, content] of dist) assert.ok(server.get(path)!.equals(content), `${path}: the same bytes`);
  assert.ok(dist.has('.htaccess'), 'hidden files are part of it');
}

/** `npm run deploy`'s upload step in the copy, with `env` (and nothing of the caller's secrets or agent). */
const deploy = (env: Record<string, string>, ...args: string[]) => runCommand('deployCommand.ts', copy.dir, home, env, args);

const sftpTarget = (dir: string, port = sshd.port) => `sftp://${sshd.user}@127.0.0.1:${port}${dir}`;
const viaKey = (dir: string, port?: number) => ({ DEPLOY_TARGET: sftpTarget(dir, port), DEPLOY_KEY: sshd.keyFile });
const uploadedIn = (run: Run) => captures(run.out, /^uploaded (\S+)/gm);
const deletedIn = (run: Run) => captures(run.out, /^deleted (\S+)/gm);

const build = () => buildCopy(copy);

const tests = suite('npm run deploy');

tests.before(async () => {
  [sshd, ftpd] = await Promise.all([startSshd(), startVsftpd()]);
  home = await mkdtemp(join(tmpdir(), 'band-home-'));
  await mkdir(join(home, '.ssh'));
  await writeFile(join(home, '.ssh', 'known_hosts'), `${sshd.knownHostsLine}\n`);
  // The fixtures' data as the band's; they keep the sample details until a test puts in real ones.
  copy = await bandCopy('band-deploy-', { samples: true });
});

tests.after(async () => {
  await Promise.all([sshd?.stop(), ftpd?.stop(), copy?.remove(), home && rm(home, { recursive: true, force: true })]);
});

tests('the sample details are refused, each named by file:line, and nothing is sent', async () => {
  const run = await deploy(viaKey(sshd.root));
  assert.is(run.code, 1);
  assert.match(run.out, /src\/data\/band\.ts:\d+: 'Musterstraße 12' – put in/);
  assert.match(run.out, /src\/data\/band\.ts:\d+: 'DE000000000-00001'/);
  assert.match(run.out, /src\/data\/band\.ts:\d+: '069 90009 123'/);
  assert.match(run.out, /src\/data\/band\.ts:\d+: 'https:\/\/upgrade-band\.example\/'/);
  assert.match(run.out, /--allow-placeholders/);
  assert.equal(await readdir(sshd.root), []);
  // A test host may take them, on request.
  const allowed = await deploy(viaKey(sshd.root), '--allow-placeholders', '--dry-run');
  assert.is(allowed.code, 0, allowed.out);
  assert.match(allowed.out, /Publishing with \d+ sample detail\(s\)/);
  // Then the band puts in its real details, and builds.
  await copy.edit('src/data/band.ts', withRealDetails);
  await build();
});

tests('an ftp:// target is refused (clear text) unless --plain-ftp', async () => {
  const run = await deploy({ DEPLOY_TARGET: `ftp://${ftpd.user}@127.0.0.1:${ftpd.port}/~/www`, DEPLOY_PASSWORD: ftpd.password });
  assert.is(run.code, 1);
  assert.match(run.out, /clear text/);
  assert.match(run.out, /--plain-ftp/);
  assert.not.match(run.out, ftpd.password);
});

tests('an unknown host key is refused before login, with its fingerprint, the line to add and ssh-keyscan', async () => {
  const stranger = await mkdtemp(join(tmpdir(), 'band-home-'));
  const logged = (await readFile(join(sshd.dir, 'sshd.log'), 'utf8')).length;
  const fingerprint = must(
    spawnSync('ssh-keygen', ['-lf', join(sshd.dir, 'host_key.pub')], { encoding: 'utf8' }).stdout.split(' ')[1],
    'the fingerprint',
  );
  const run = await runCommand('deployCommand.ts', copy.dir, stranger, viaKey(sshd.root));
  await rm(stranger, { recursive: true, force: true });
  assert.is(run.code, 1);
  assert.ok(run.out.includes(fingerprint), run.out);
  assert.ok(run.out.includes(sshd.knownHostsLine), 'the exact line to add');
  assert.match(run.out, /ssh-keyscan -p \d+ 127\.0\.0\.1/);
  assert.match(run.out, /no password/);
  assert.equal(await readdir(sshd.root), []);
  // sshd never saw a login attempt.
  assert.not.match((await readFile(join(sshd.dir, 'sshd.log'), 'utf8')).slice(logged), /Accepted|Failed (password|publickey)/);
});

tests('--host-key-report FILE: the refused key also as JSON for the editor, the words on the terminal the same', async () => {
  const stranger = await mkdtemp(join(tmpdir(), 'band-home-'));
  const report = join(stranger, 'host-key.json');
  try {
    const plain = await runCommand('deployCommand.ts', copy.dir, stranger, viaKey(sshd.root));
    const reported = await runCommand('deployCommand.ts', copy.dir, stranger, viaKey(sshd.root), ['--host-key-report', report]);
    assert.is(reported.code, 1);
    assert.is(reported.out, plain.out, 'the same words');
    const [bits, fingerprint, , type] = spawnSync('ssh-keygen', ['-lf', join(sshd.dir, 'host_key.pub')], { encoding: 'utf8' })
      .stdout.trim()
      .split(' ');
    const json = JSON.parse(await readFile(report, 'utf8')) as Record<string, unknown>;
    assert.is(json.fingerprint, fingerprint);
    assert.is(`(${String(json.label)})`, type);
    assert.is(String(json.bits), bits);
    assert.is(json.line, sshd.knownHostsLine);
    assert.equal(json.known, []);
    assert.equal(await readdir(sshd.root), []);
  } finally {
    await rm(stranger, { recursive: true, force: true });
  }
});

tests('a wrong password is refused with a plain message, and the password is never printed', async () => {
  const run = await deploy({ DEPLOY_TARGET: sftpTarget(sshd.root), DEPLOY_PASSWORD: 'not-the-password-4711' });
  assert.is(run.code, 1);
  assert.match(run.out, /refused the login/);
  assert.not.match(run.out, 'not-the-password-4711');
});

tests('--dry-run lists each file with its size and changes nothing', async () => {
  const run = await deploy(viaKey(sshd.root), '--dry-run');
  assert.is(run.code, 0, run.out);
  assert.match(run.out, /upload {2}index\.html {2}\d/);
  assert.match(run.out, /upload {2}\.htaccess/);
  assert.match(run.out, /nothing was changed/i);
  assert.equal(await readdir(sshd.root), []);
});

tests('first publish over SFTP: the server holds dist/ byte for byte, assets before pages, index.html last', async () => {
  const run = await deploy(viaKey(sshd.root));
  assert.is(run.code, 0, run.out);
  await assertSameAsDist(sshd.root);
  const order = uploadedIn(run);
  assert.is(order.at(-1), 'index.html');
  assert.ok(order.indexOf('band.js') < order.findIndex((p) => p.endsWith('.html')), 'scripts go up before pages');
});

tests('an unchanged re-run writes nothing and says so', async () => {
  const before = await Promise.all(
    (await readdir(sshd.root, { recursive: true })).map(async (p) => (await stat(join(sshd.root, p))).mtimeMs),
  );
  const run = await deploy(viaKey(sshd.root));
  assert.is(run.code, 0, run.out);
  assert.match(run.out, /Nothing to upload/);
  const after = await Promise.all(
    (await readdir(sshd.root, { recursive: true })).map(async (p) => (await stat(join(sshd.root, p))).mtimeMs),
  );
  assert.equal(after, before);
});

tests(
  'one gig added and one removed, built a week later: at most 15 files change, they alone go up, the removed gig’s files come down',
  async () => {
    const old = await tree(copy.path('dist'));
    await copy.edit('src/data/gigs.ts', (text) => {
      const lines = text.split('\n');
      const first = lines.findIndex((l) => /^\s*\{ date: '\d{4}-\d\d-\d\d', location: '[^']*'(, info: '[^']*')? \},$/.test(l));
      lines.splice(first, 1, "  { date: '2025-10-11', location: 'Testhalle, Kassel', info: 'Beginn 20 Uhr' },");
      return lines.join('\n');
    });
    // The band's next edit comes on another day: nothing may change for the day alone.
    process.env.SOURCE_DATE_EPOCH = '1757289600'; // 8.9.2025
    await build();
    const now = await tree(copy.path('dist'));
    const changed = [...now].filter(([p, c]) => !old.get(p)?.equals(c)).map(([p]) => p);
    const removed = [...old.keys()].filter((p) => !now.has(p));
    assert.ok(
      changed.length + removed.length <= 15,
      `${changed.length} changed, ${removed.length} removed: ${[...changed, ...removed].join(' ')}`,
    );
    assert.equal(
      changed.filter((p) => /^(auftritte|kalender)\//.test(p)).sort(),
      [
        'auftritte/2023.html',
        'auftritte/2025-10-11-testhalle-kassel.html',
        'auftritte/2025.html',
        'kalender/20251011-testhalle-kassel.ics',
      ],
      'of the gig pages, calendar files and year pages: the new gig’s, and the pages of the two gigs’ years',
    );
    assert.ok(
      removed.some((p) => p.startsWith('auftritte/')),
      'a gig page went away',
    );
    const run = await deploy(viaKey(sshd.root));
    assert.is(run.code, 0, run.out);
    assert.equal(uploadedIn(run).sort(), changed.sort());
    assert.equal(deletedIn(run).sort(), removed.sort());
    await assertSameAsDist(sshd.root);
  },
);

tests('a lost or damaged manifest: deploy compares with the server and sends nothing again', async () => {
  for (const lose of [() => rm(join(sshd.root, MANIFEST_NAME)), () => writeFile(join(sshd.root, MANIFEST_NAME), '{"format":1,"fi')]) {
    await lose();
    const run = await deploy(viaKey(sshd.root));
    assert.is(run.code, 0, run.out);
    assert.match(run.out, /comparing/);
    assert.equal(uploadedIn(run), []);
    assert.ok((await readFile(join(sshd.root, MANIFEST_NAME), 'utf8')).includes('"index.html"'), 'the manifest is back');
  }
});

tests('files deploy did not put there stay, unless --delete-unknown', async () => {
  await writeFile(join(sshd.root, 'statistik.html'), 'the host’s own');
  const kept = await deploy(viaKey(sshd.root));
  assert.is(kept.code, 0, kept.out);
  assert.match(kept.out, /Left alone.*statistik\.html/);
  assert.ok((await readdir(sshd.root)).includes('statistik.html'));
  const cleaned = await deploy(viaKey(sshd.root), '--delete-unknown');
  assert.equal(deletedIn(cleaned), ['statistik.html']);
  await assertSameAsDist(sshd.root);
});

tests('a dist/ that lost its index.html and most files: refused with the list, exit 1; --max-delete N publishes it', async () => {
  const root = join(sshd.root, '..', 'www-fence');
  await mkdir(root);
  const first = await deploy(viaKey(root));
  assert.is(first.code, 0, first.out);
  const whole = await tree(root);
  const dist = copy.path('dist');
  const kept = copy.path('dist-whole');
  await rename(dist, kept);
  try {
    await mkdir(dist);
    await writeFile(join(dist, 'robots.txt'), await readFile(join(kept, 'robots.txt')));
    const refused = await deploy(viaKey(root));
    assert.is(refused.code, 1, refused.out);
    assert.match(refused.out, /^Not published: dist\/ has no index\.html/m);
    const going = captures(refused.out, /^ {2}delete {2}(\S+)$/gm);
    assert.ok(going.includes('index.html') && going.length === whole.size - 2, `${going.length} of ${whole.size}`);
    assert.match(refused.out, new RegExp(`npm run deploy -- --max-delete ${going.length}\\n`));
    assert.match(refused.out, /Nothing was changed on the server\.\n?$/);
    assert.equal(await tree(root), whole, 'nothing changed');
    const tooFew = await deploy(viaKey(root), '--max-delete', String(going.length - 1));
    assert.is(tooFew.code, 1, tooFew.out);
    const allowed = await deploy(viaKey(root), `--max-delete=${going.length}`);
    assert.is(allowed.code, 0, allowed.out);
    assert.equal(deletedIn(allowed).sort(), going.sort());
    assert.equal([...(await tree(root)).keys()].sort(), [MANIFEST_NAME, 'robots.txt']);
    const typo = await deploy(viaKey(root), '--max-delete', 'alle');
    assert.is(typo.code, 1);
    assert.match(typo.out, /--max-delete takes the number of files/);
  } finally {
    await rm(dist, { recursive: true, force: true });
    await rename(kept, dist);
  }
});

tests('the line drops in the middle of an upload: a clear message, exit not 0; the re-run finishes without re-sending', async () => {
  const root = join(sshd.root, '..', 'www-cut');
  await mkdir(root);
  const proxy = await startProxy(sshd.port);
  try {
    // The proxy's port is another [host]:port to known_hosts: the same key, recorded for it.
    await writeFile(
      join(home, '.ssh', 'known_hosts'),
      `${sshd.knownHostsLine}\n${sshd.knownHostsLine.replace(`:${sshd.port} `, `:${proxy.port} `)}\n`,
    );
    proxy.cutAfter(120_000);
    const cut = await deploy(viaKey(root, proxy.port));
    assert.is(cut.code, 2, cut.out);
    assert.match(cut.out, /run `npm run deploy` again/i);
    const first = uploadedIn(cut);
    assert.ok(first.length > 0 && first.length < (await tree(copy.path('dist'))).size, `cut after ${first.length} files`);
    const again = await deploy(viaKey(root));
    assert.is(again.code, 0, again.out);
    for (const path of uploadedIn(again)) assert.not.ok(first.includes(path), `${path} was sent twice`);
    await assertSameAsDist(root);
  } finally {
    await proxy.stop();
  }
});

tests('FTPS (vsftpd, TLS forced, session reuse required): an untrusted certificate is refused', async () => {
  const run = await deploy({ DEPLOY_TARGET: `ftps://${ftpd.user}@127.0.0.1:${ftpd.port}/~/www`, DEPLOY_PASSWORD: ftpd.password });
  assert.is(run.code, 1, run.out);
  assert.match(run.out, /does not trust/);
  assert.match(run.out, /NODE_EXTRA_CA_CERTS/);
  assert.equal(await readdir(ftpd.root), []);
});

tests('FTPS: a wrong password is refused; the first publish holds dist/ byte for byte; a re-run writes nothing', async () => {
  const target = `ftps://${ftpd.user}@127.0.0.1:${ftpd.port}/~/www`;
  const trusted = { DEPLOY_TARGET: target, NODE_EXTRA_CA_CERTS: ftpd.certFile };
  const wrong = await deploy({ ...trusted, DEPLOY_PASSWORD: 'wrong-4711' });
  assert.is(wrong.code, 1, wrong.out);
  assert.match(wrong.out, /refused the login/);
  const run = await deploy({ ...trusted, DEPLOY_PASSWORD: ftpd.password });
  assert.is(run.code, 0, run.out);
  await assertSameAsDist(ftpd.root);
  const again = await deploy({ ...trusted, DEPLOY_PASSWORD: ftpd.password });
  assert.match(again.out, /Nothing to upload/);
});

tests(
  'check-site against Apache serving the uploaded folder over https: all well; a file changed on the host named, and its advice mends it',
  async () => {
    const apache = await startApache(sshd.root);
    const check = () =>
      runCommand('checkSiteCommand.ts', copy.dir, home, { NODE_EXTRA_CA_CERTS: apache.certFile }, [apache.https, `--http=${apache.http}`]);
    try {
      const right = await check();
      assert.is(right.code, 0, right.out);
      assert.match(right.out, /All well/);
      // Changed on the host with the same size (an old upload by hand, a backup put back): the manifest cannot see it.
      const css = await readFile(join(sshd.root, 'site.css'), 'utf8');
      await writeFile(
        join(sshd.root, 'site.css'),
        css.replace(/[a-z]/, (c) => (c === 'a' ? 'b' : 'a')),
      );
      const stale = await check();
      assert.is(stale.code, 1, stale.out);
      assert.match(stale.out, /site\.css on the site differs from dist\/.*npm run deploy -- --verify/);
      assert.match((await deploy(viaKey(sshd.root))).out, /Nothing to upload/);
      const verified = await deploy(viaKey(sshd.root), '--verify');
      assert.is(verified.code, 0, verified.out);
      assert.equal(uploadedIn(verified), ['site.css']);
      assert.match((await check()).out, /All well/);
    } finally {
      await apache.stop();
    }
  },
);

tests.run();
