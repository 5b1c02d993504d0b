// Two members publishing one site (issue 53, items 3 and 4), against Debian's sshd on 127.0.0.1 and a
// bare repository on disk as the band's shared repository (origin): the live site records the commit
// it was built from; a stale clone publishing after a fresh one is refused with the commits named
// (and publishes with --allow-older); a site without a commit recorded is published and recorded; a
// second publish in another process namespace (unshare --pid --fork), on a computer of the same
// name, cannot take the first's live lock and touches none of its temporary files.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LOCK_NAME, MANIFEST_NAME, commitOf } from '../../src/deploy/manifest';
import { STEPS } from '../../src/editor/publishSite';
import { bandCopy, FIXTURES_DAY, runCommand, tree } from '../setup/deployRun';
import { linkDependencies, type RepoCopy } from '../setup/repoCopy';
import { startSshd, type Sshd } from '../setup/servers';

const exec = promisify(execFile);

let sshd: Sshd;
let home: string;
let copy: RepoCopy;
let work: string;
/** The band's shared repository, and the members' clones: Anna's (the copy) and Ben's (a day old). */
let origin: string;
let anna: string;
let ben: string;

const git = async (dir: string, ...args: string[]) => (await exec('git', args, { cwd: dir })).stdout.trim();
const as = (name: string) => ['-c', `user.name=${name}`, '-c', `user.email=${name.toLowerCase()}@example.org`];
const target = (dir: string) => ({ DEPLOY_TARGET: `sftp://${sshd.user}@127.0.0.1:${sshd.port}${dir}`, DEPLOY_KEY: sshd.keyFile });
const deploy = (dir: string, root: string, ...args: string[]) => runCommand('deployCommand.ts', dir, home, target(root), args);
const build = async (dir: string) => {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: dir, env: { ...process.env, SOURCE_DATE_EPOCH: FIXTURES_DAY } });
  assert.is(built.status, 0, String(built.stderr));
};
const live = async (root: string) => commitOf(await readFile(join(root, MANIFEST_NAME), 'utf8'));
/** A clone of origin with the repository's node_modules, as a member's laptop has it (and the build's caches, shared). */
async function clone(name: string): Promise<string> {
  const dir = join(work, name);
  await git(work, 'clone', '-q', origin, dir);
  await linkDependencies(dir);
  return dir;
}
/** A change of the band's data by `who`, committed (not pushed). */
async function change(dir: string, who: string, subject: string, edit: (text: string) => string) {
  const file = join(dir, 'src/data/band.ts');
  const text = await readFile(file, 'utf8');
  assert.is.not(edit(text), text, `${who}'s change`);
  await writeFile(file, edit(text));
  await build(dir);
  await git(dir, ...as(who), 'commit', '-qam', subject);
}

const order = suite('publishing never goes back in time');

order.before(async () => {
  sshd = await startSshd();
  home = await mkdtemp(join(tmpdir(), 'band-home-'));
  await mkdir(join(home, '.ssh'));
  await writeFile(join(home, '.ssh', 'known_hosts'), `${sshd.knownHostsLine}\n`);
  copy = await bandCopy('band-mates-');
  anna = copy.dir;
  work = await mkdtemp(join(tmpdir(), 'band-mates-work-'));
  origin = join(work, 'origin.git');
});

order('a site published before commits were recorded: published again, and its commit recorded', async () => {
  // Published from a folder that is no git repository yet: no commit recorded.
  const first = await deploy(anna, sshd.root);
  assert.is(first.code, 0, first.out);
  assert.match(first.out, /Not a git repository/);
  assert.is(await live(sshd.root), undefined);
  // Then the band's repository: Anna's clone, shared through origin.
  await writeFile(join(anna, '.gitignore'), 'node_modules\n.cache\n');
  await git(anna, 'init', '-q', '-b', 'main');
  await git(anna, 'add', '-A');
  await git(anna, ...as('Anna'), 'commit', '-qm', 'Die Seite der Band');
  await git(work, 'clone', '-q', '--bare', anna, origin);
  await git(anna, 'remote', 'add', 'origin', origin);
  await git(anna, 'fetch', '-q', 'origin');
  await git(anna, 'branch', '-q', '-u', 'origin/main');
  ben = await clone('ben');
  const again = await deploy(anna, sshd.root);
  assert.is(again.code, 0, again.out);
  assert.match(again.out, /no commit recorded/);
  assert.is(await live(sshd.root), await git(anna, 'rev-parse', 'HEAD'));
});

order('a fresh clone publishes its new commit: pushed to origin first, then recorded online', async () => {
  await change(anna, 'Anna', 'Neue Telefonnummer der Band', (text) => text.replace('0561 7394 220', '0561 7394 221'));
  const head = await git(anna, 'rev-parse', 'HEAD');
  const run = await deploy(anna, sshd.root);
  assert.is(run.code, 0, run.out);
  assert.match(run.out, /Pushed [0-9a-f]{7} to origin \(main\) first/);
  assert.is(await git(origin, 'rev-parse', 'main'), head);
  assert.is(await live(sshd.root), head);
});

order('a stale clone publishing after the fresh one: refused with the commits named and what to do; nothing changed', async () => {
  // Ben's clone is a day old: it lacks Anna's commit, which it does not even know before deploy fetches it.
  await change(ben, 'Ben', 'Neues Foto der Band', (text) => text.replace('0561 7394 220', '0561 7394 229'));
  const before = await tree(sshd.root);
  const annas = await git(anna, 'log', '-1', '--format=%h');
  const run = await deploy(ben, sshd.root);
  assert.is(run.code, 1, run.out);
  assert.match(run.out, new RegExp(`^  ${annas}  Neue Telefonnummer der Band  \\(Anna\\)$`, 'm'));
  assert.match(run.out, /git pull/);
  assert.match(run.out, /--allow-older/);
  assert.equal(await tree(sshd.root), before, 'the server as it was');
  // --stop-report: the same as data, for the editor.
  const report = join(work, 'stop.json');
  await deploy(ben, sshd.root, '--stop-report', report);
  const stop = JSON.parse(await readFile(report, 'utf8')) as {
    kind: string;
    code: number;
    refusal: { lost: { hash: string; author: string }[] };
  };
  assert.is(stop.kind, 'older');
  assert.is(stop.code, 1);
  assert.equal(
    stop.refusal.lost.map((c) => [c.hash, c.author]),
    [[annas, 'Anna']],
  );
});

order('--allow-older publishes the stale build anyway, and records its commit', async () => {
  const run = await deploy(ben, sshd.root, '--allow-older');
  assert.is(run.code, 0, run.out);
  assert.match(run.out, /--allow-older/);
  assert.is(await live(sshd.root), await git(ben, 'rev-parse', 'HEAD'));
  // Ben's commit could not be pushed (origin has Anna's, which Ben lacks): so Anna's clone does not know the live commit.
  const annas = await deploy(anna, sshd.root);
  assert.is(annas.code, 1, annas.out);
  assert.match(annas.out, /which this clone does not have, not even after fetching from origin/);
});

order.run();

// ---

const apart = suite('two publishes at once, on computers of the same name');

/** The file's bytes after a moment's wait. */
const settled = async (file: string) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return readFile(file);
};

apart('a second publish in another process namespace cannot take the first one’s live lock, nor touch its temporary files', async () => {
  const check = spawnSync('unshare', ['--pid', '--fork', 'true']);
  assert.is(check.status, 0, `unshare --pid --fork works here: ${String(check.stderr)}`);
  const root = join(sshd.root, 'apart');
  await mkdir(root);
  // A large file, so the first run is caught with its temporary file on the server.
  await writeFile(join(anna, 'dist', 'probe.bin'), Buffer.alloc(64 * 1024 * 1024, 7));
  const first = spawn(process.execPath, [...STEPS.deploy], {
    cwd: anna,
    env: { PATH: process.env.PATH, HOME: home, ...target(root) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  first.stdout.on('data', (chunk) => (said += String(chunk)));
  first.stderr.on('data', (chunk) => (said += String(chunk)));
  const ended = new Promise<number>((done) => first.on('close', (code) => done(code ?? 1)));
  let temps: string[] = [];
  for (let i = 0; i < 3000 && !temps.length; i++) {
    temps = (await readdir(root)).filter((name) => name.startsWith('.probe.bin.') && name.endsWith('.deploy-tmp'));
    if (!temps.length) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  first.kill('SIGSTOP');
  try {
    assert.equal(temps.length, 1, `the first run caught uploading: ${said}`);
    const lock = await readFile(join(root, LOCK_NAME), 'utf8');
    // Bytes already on their way still land after the stop: the snapshot is taken once the file stops growing.
    const temp = join(root, temps[0]!);
    let tempBefore = await readFile(temp);
    for (let again = await settled(temp); !again.equals(tempBefore); again = await settled(temp)) tempBefore = again;
    // The second: the same computer name, its own process namespace (the first's process id means nothing there).
    const second = spawnSync('unshare', ['--pid', '--fork', process.execPath, ...STEPS.deploy], {
      cwd: anna,
      env: { PATH: process.env.PATH, HOME: home, ...target(root) },
      encoding: 'utf8',
      timeout: 120_000,
    });
    assert.is(second.status, 1, second.stdout + second.stderr);
    assert.match(second.stderr, /another deploy .*started at/);
    assert.is(await readFile(join(root, LOCK_NAME), 'utf8'), lock, 'the first run’s lock as it was');
    assert.ok((await readFile(temp)).equals(tempBefore), 'its temporary file untouched');
  } finally {
    first.kill('SIGCONT');
  }
  assert.is(await ended, 0, said);
  const server = await tree(root);
  assert.ok(server.get('probe.bin')?.equals(Buffer.alloc(64 * 1024 * 1024, 7)), 'the first run finished its upload');
  assert.not.ok(
    [...server.keys()].some((path) => path.endsWith('.deploy-tmp')),
    'no temporary file left',
  );
  assert.not.ok(server.has(LOCK_NAME), 'its lock released');
  await rm(join(anna, 'dist', 'probe.bin'));
});

apart.after(async () => {
  await Promise.all([
    sshd?.stop(),
    copy?.remove(),
    home && rm(home, { recursive: true, force: true }),
    work && rm(work, { recursive: true, force: true }),
  ]);
});

apart.run();
