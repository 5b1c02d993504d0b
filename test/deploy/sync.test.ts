// The sync engine's policy against a web space in memory (test/setup/memoryServer.ts) with real
// servers' habits switched on: what ends up on the server, in which order, what the run says, and
// that the manifest stays true whatever stops the run. The backends meet real servers in *.servers.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Writable } from 'node:stream';
import { ServerError } from '../../src/deploy/failures';
import { describeFailure } from '../../src/deploy/messages';
import { parseTarget } from '../../src/deploy/target';
import { parseLock } from '../../src/deploy/lock';
import { BuildRefused } from '../../src/deploy/buildRefused';
import { commitOf, entryOf, LOCK_NAME, MANIFEST_BACKUP, MANIFEST_NAME, parseManifest } from '../../src/deploy/manifest';
import type { LocalFile } from '../../src/deploy/plan';
import { sync, type SyncOptions } from '../../src/deploy/sync';
import { memoryServer, type Habits, type MemoryServer } from '../setup/memoryServer';
import { captures, must } from '../setup/must';

const file = (path: string, text: string): LocalFile => ({ path, content: Buffer.from(text), ...entryOf(Buffer.from(text)) });

/** .htaccess as the build writes it: one page policy allowing `style` by its hash. */
const htaccess = (style: string) =>
  [
    '# Written by `npm run build` from src/static/hosting.ts (the same rules as _headers). Upload it with dist/.',
    '<FilesMatch "^(index\\.html)$">',
    '  <IfModule mod_headers.c>',
    `    Header always set Content-Security-Policy "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-${style}='"`,
    '  </IfModule>',
    '</FilesMatch>',
    '',
  ].join('\n');

/** A small dist/: an asset, a page in a folder, index.html and .htaccess; `version` changes every file's content. */
const site = (version: string) => [
  file('.htaccess', htaccess(`style${version}`)),
  file('band.js', `/* band ${version} */`),
  file('auftritte/a.html', `<p>a ${version}</p>`),
  file('index.html', `<p>home ${version}</p>`),
];

interface Ran {
  out: string;
  error?: ServerError;
}

/** `run` with `heard` called on every line the run says (to act at a moment of the run). */
async function run(
  server: MemoryServer,
  local: LocalFile[],
  options: Partial<SyncOptions> = {},
  heard?: (text: string) => void,
): Promise<Ran> {
  let out = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out += String(chunk);
      heard?.(String(chunk));
      done();
    },
  });
  try {
    await sync({ local, connect: server.connect, where: 'memory://web', out: sink, lockSettleMs: 0, backoffMs: 1, ...options });
    return { out };
  } catch (error) {
    if (!(error instanceof ServerError)) throw error;
    return { out, error };
  }
}

/** The server holds exactly `local` (plus the manifest), and the manifest is true: each settled entry matches the server. */
function assertHolds(server: MemoryServer, local: LocalFile[]) {
  const files = new Map(server.files);
  const manifest = parseManifest(String(files.get(MANIFEST_NAME)));
  assert.ok(manifest, 'a manifest');
  files.delete(MANIFEST_NAME);
  assert.equal([...files.keys()].sort(), local.map((f) => f.path).sort());
  for (const f of local) assert.ok(files.get(f.path)?.equals(f.content), `${f.path}: dist/'s bytes`);
  assertManifestTrue(server);
}

function assertManifestTrue(server: MemoryServer) {
  const manifest = parseManifest(String(server.files.get(MANIFEST_NAME))) ?? {};
  for (const [path, entry] of Object.entries(manifest)) {
    if (entry.pending) continue;
    const there = server.files.get(path);
    assert.ok(there && entryOf(there).sha256 === entry.sha256, `the manifest's ${path} is what the server holds`);
  }
}

const writes = (server: MemoryServer) =>
  server.log.filter((l) => l.startsWith('write ') && !l.includes(MANIFEST_NAME) && !l.includes(LOCK_NAME));
const placed = (server: MemoryServer) =>
  server.log.map((l) => /^rename \S+ → (\S+)$/.exec(l)?.[1]).filter((p): p is string => !!p && p !== MANIFEST_NAME && p !== LOCK_NAME);

const engine = suite('sync');

engine('first publish: every file in place, assets before pages, index.html last; no temporary file or lock left', async () => {
  const server = memoryServer();
  const { out, error } = await run(server, site('1'));
  assert.is(error, undefined, out);
  assertHolds(server, site('1'));
  assert.equal(placed(server), ['.htaccess', 'band.js', 'auftritte/a.html', 'index.html']);
  assert.ok(!server.files.has(LOCK_NAME));
});

engine('an unchanged re-run writes no file of the site', async () => {
  const server = memoryServer();
  await run(server, site('1'));
  server.log.length = 0;
  const { out } = await run(server, site('1'));
  assert.match(out, /Nothing to upload/);
  assert.equal(writes(server), []);
});

engine('temporary names are unique per run', async () => {
  const server = memoryServer();
  await run(server, site('1'), { run: 'aaaa1111' });
  await run(server, site('2'), { run: 'bbbb2222' });
  const temps = server.log.filter((l) => l.startsWith('write ') && l.includes('band.js')).map((l) => l.slice(6));
  assert.equal(temps, ['.band.js.aaaa1111.deploy-tmp', '.band.js.bbbb2222.deploy-tmp']);
});

for (const [habits, says, how] of [
  [{ noRenameOver: true }, /deleted and its new version renamed into place/, 'the old file deleted, then the new one renamed'],
  [{ noRenameOver: true, noDelete: true }, /written in place/, 'written in place'],
] as [Habits, RegExp, string][]) {
  engine(`a server that will not rename over a file (${JSON.stringify(habits)}): ${how}, said once; the site whole`, async () => {
    const server = memoryServer(habits);
    await run(server, site('1'));
    const { out, error } = await run(server, site('2'));
    assert.is(error, undefined, out);
    assert.match(out, says);
    assert.is(out.match(says)?.length, 1);
    // Everything but the leftover temporary files of the in-place fallback, which the server would not let deploy delete.
    for (const f of site('2')) assert.ok(server.files.get(f.path)?.equals(f.content), f.path);
    assertManifestTrue(server);
  });
}

engine('a server that hides dotfiles from listings: the manifest and .htaccess found by name, nothing sent again', async () => {
  const server = memoryServer({ hideDotfiles: true });
  await run(server, site('1'));
  server.log.length = 0;
  const { out } = await run(server, site('1'));
  assert.match(out, /Nothing to upload/);
  assert.equal(writes(server), []);
});

engine('a full quota: stopped at the site file (never the temporary name), the manifest true, the earlier files online', async () => {
  const local = [...site('1'), file('bild.jpg', 'x'.repeat(5000))];
  const server = memoryServer({ quotaBytes: 3000 });
  const { error } = await run(server, local);
  assert.is(error?.kind, 'quota');
  assert.is(error?.path, 'bild.jpg');
  assertManifestTrue(server);
  assert.ok(server.files.get('band.js')?.equals(site('1')[1]!.content));
});

engine('a refused name is named by its site file', async () => {
  const server = memoryServer({ refuseNames: /\.ics$/ });
  const { error } = await run(server, [...site('1'), file('auftritte.ics', 'BEGIN:VCALENDAR')]);
  assert.is(error?.kind, 'name');
  assert.is(error?.path, 'auftritte.ics');
});

engine('a line that drops once: connected again, the run finishes', async () => {
  const server = memoryServer();
  server.dropAt(12);
  // The line comes back by the time the engine reconnects.
  const connect = async () => {
    if (server.connections) server.mend();
    return server.connect();
  };
  const { out, error } = await run(server, site('1'), { connect });
  assert.is(error, undefined, out);
  assert.match(out, /connecting again/);
  assertHolds(server, site('1'));
});

engine('a line that stays down: dropped after the retries; the manifest true; the next run sends only what is not there yet', async () => {
  const server = memoryServer();
  await run(server, site('1'));
  // The line drops right after band.js is in place, as a trial run on a copy shows.
  const trial = memoryServer({}, new Map(server.files));
  await run(trial, site('2'));
  server.dropAt(trial.log.findIndex((l) => l.endsWith('→ band.js')) + 2);
  server.log.length = 0;
  const cut = await run(server, site('2'), { retries: 2 });
  assert.is(cut.error?.kind, 'dropped');
  assert.match(cut.out, /\(2 of 2\)/);
  assertManifestTrue(server);
  const before = placed(server);
  assert.ok(before.length > 0 && before.length < site('2').length, `cut after ${before.length} files`);
  server.mend();
  server.log.length = 0;
  // The cut run's lock is still there: a lock not renewed for its time is stale (here that time is 0).
  const again = await run(server, site('2'), { lockStaleMs: 0 });
  assert.is(again.error, undefined, again.out);
  for (const path of placed(server)) assert.not.ok(before.includes(path) && path !== '.htaccess', `${path} was sent twice`);
  assertHolds(server, site('2'));
});

engine('a changed policy: a bridge .htaccess allowing old and new first, the real one last, after index.html', async () => {
  const server = memoryServer();
  await run(server, site('1'));
  server.log.length = 0;
  const { out } = await run(server, site('2'));
  const htaccessWrites = server.log.filter((l) => /^write \.\.htaccess\./.test(l));
  assert.is(htaccessWrites.length, 2);
  assert.equal(placed(server), ['.htaccess', 'band.js', 'auftritte/a.html', 'index.html', '.htaccess']);
  assert.match(out, /^prepared \.htaccess/m);
  assertHolds(server, site('2'));
});

engine('another run holding a fresh lock: refused, nothing changed; a stale lock is taken over', async () => {
  const server = memoryServer();
  const now = Date.now();
  const lock = (renewed: number) =>
    Buffer.from(JSON.stringify({ run: 'other', pid: 0, host: 'laptop-of-anna', started: renewed, renewed }));
  server.files.set(LOCK_NAME, lock(now - 60_000));
  const refused = await run(server, site('1'));
  assert.is(refused.error?.kind, 'locked');
  assert.match(refused.error?.detail ?? '', /laptop-of-anna/);
  assert.equal([...server.files.keys()], [LOCK_NAME]);
  server.files.set(LOCK_NAME, lock(now - 60 * 60_000));
  const taken = await run(server, site('1'));
  assert.is(taken.error, undefined, taken.out);
  assertHolds(server, site('1'));
});

engine('two runs at once: one publishes, the other stops at the lock', async () => {
  const server = memoryServer();
  const [a, b] = await Promise.all([
    run(server, site('1'), { run: 'aaaa', lockSettleMs: 20 }),
    run(server, site('1'), { run: 'bbbb', lockSettleMs: 20 }),
  ]);
  assert.equal([a.error?.kind, b.error?.kind].sort(), ['locked', undefined].sort());
  assertHolds(server, site('1'));
  assert.is(parseLock(String(server.files.get(LOCK_NAME))), undefined, 'the lock is gone');
});

engine('--delete-unknown: refused without a manifest; with one, visible unknown files go, hidden ones never', async () => {
  const server = memoryServer();
  server.files.set('index.php', Buffer.from('<?php'));
  server.files.set('.well-known/acme', Buffer.from('token'));
  const refused = await run(server, site('1'), { deleteUnknown: true });
  assert.is(refused.error?.kind, 'usage');
  assert.ok(server.files.has('index.php'));
  await run(server, site('1'));
  const dry = await run(server, site('1'), { deleteUnknown: true, dryRun: true });
  assert.match(dry.out, /delete {2}index\.php/);
  assert.not.match(dry.out, /delete {2}\.well-known/);
  await run(server, site('1'), { deleteUnknown: true });
  assert.not.ok(server.files.has('index.php'));
  assert.ok(server.files.has('.well-known/acme'));
});

engine('a file deploy did not put there (the host’s .htaccess): named in the dry run and when replaced', async () => {
  const server = memoryServer();
  server.files.set('.htaccess', Buffer.from('# the host’s own\n'));
  const dry = await run(server, site('1'), { dryRun: true });
  assert.match(dry.out, /upload {2}\.htaccess .*replaces a file deploy did not put there/);
  assert.match(dry.out, /would replace with dist\/'s version: \.htaccess/);
  assert.ok(server.files.get('.htaccess')?.toString().includes('host’s own'), 'the dry run changed nothing');
  const real = await run(server, site('1'));
  assert.match(real.out, /replaced with dist\/'s version: \.htaccess/);
});

engine('the dry run counts new and changed files apart, a changed file found by reading it back among the changed', async () => {
  const server = memoryServer();
  assert.match((await run(server, site('1'), { dryRun: true })).out, /Would upload 4 file\(s\), .* \(4 new, 0 changed\):/);
  await run(server, site('1'));
  // Changed on the server with the same size: only --verify reads it back.
  server.files.set('band.js', Buffer.from('/* band X */'));
  const next = [...site('2'), file('auftritte/b.html', '<p>b</p>')];
  assert.match((await run(server, next, { dryRun: true })).out, /Would upload 5 file\(s\), .* \(1 new, 4 changed\):/);
  assert.match(
    (await run(server, site('1'), { dryRun: true, verify: true })).out,
    /Would upload 1 file\(s\), .* \(0 new, 1 changed\):\n {2}upload {2}band\.js/,
  );
});

engine('--verify: a file changed on the server with the same size is found and repaired', async () => {
  const server = memoryServer();
  await run(server, site('1'));
  server.files.set('band.js', Buffer.from('/* band X */'));
  const plain = await run(server, site('1'));
  assert.match(plain.out, /Nothing to upload/, 'the manifest cannot see it');
  const verified = await run(server, site('1'), { verify: true });
  assert.match(verified.out, /1 differed/);
  assertHolds(server, site('1'));
});

engine(
  'a server that cannot rename over a file, stopped while it swaps the manifest: the next run reads the one before, and still deletes a removed page',
  async () => {
    const server = memoryServer({ noRenameOver: true });
    await run(server, [...site('1'), file('auftritte/old.html', 'old')]);
    // The line drops right after the old manifest was renamed away, before the new one is in place.
    const trial = memoryServer({ noRenameOver: true }, new Map(server.files));
    await run(trial, site('1'));
    server.dropAt(trial.log.findIndex((l) => l === `rename ${MANIFEST_NAME} → ${MANIFEST_BACKUP}`) + 2);
    const cut = await run(server, site('1'), { retries: 0 });
    assert.is(cut.error?.kind, 'dropped');
    assert.not.ok(server.files.has(MANIFEST_NAME), 'the manifest is away at this moment');
    server.mend();
    const again = await run(server, site('1'), { lockStaleMs: 0 });
    assert.is(again.error, undefined, again.out);
    assert.not.match(again.out, /No manifest|Not put there by deploy/);
    assert.not.ok(server.files.has('auftritte/old.html'), 'the removed page is gone');
    assertManifestTrue(server);
  },
);

engine('a rename that worked but whose answer was lost: connected again, the file found in place, the run goes on', async () => {
  const server = memoryServer();
  const trial = memoryServer();
  await run(trial, site('1'));
  server.loseAnswerAt(trial.log.findIndex((l) => l.endsWith('→ band.js')) + 1);
  const { out, error } = await run(server, site('1'));
  assert.is(error, undefined, out);
  assert.match(out, /connecting again/);
  assertHolds(server, site('1'));
});

engine(
  'entries of files neither in dist/ nor on the server are dropped from the manifest: a file uploaded by hand later under such a name stays',
  async () => {
    const server = memoryServer();
    await run(server, [...site('1'), file('auftritte/old.html', 'old')]);
    server.files.delete('auftritte/old.html');
    await run(server, site('1'));
    assert.not.ok(parseManifest(String(server.files.get(MANIFEST_NAME)))?.['auftritte/old.html'], 'forgotten');
    server.files.set('auftritte/old.html', Buffer.from('the band’s own, by hand'));
    const again = await run(server, site('1'));
    assert.match(again.out, /Left alone.*auftritte\/old\.html/);
    assert.ok(server.files.has('auftritte/old.html'));
  },
);

engine('a long run renews its lock; when another run took it meanwhile, this one stops', async () => {
  // A minute passes at every look at the clock: the lock (10 minutes) is renewed every few files.
  let clock = Date.now();
  const now = () => (clock += 60_000);
  const server = memoryServer();
  const renewing = await run(server, site('1'), { now });
  assert.is(renewing.error, undefined, renewing.out);
  assert.ok(server.log.filter((l) => l.endsWith(`→ ${LOCK_NAME}`)).length > 1, 'renewed');
  // Another run takes the lock while this one uploads band.js.
  const taken = memoryServer();
  const other = Buffer.from(JSON.stringify({ run: 'other', pid: 0, host: 'laptop-of-anna', started: clock, renewed: clock + 10 ** 9 }));
  const connect = async () => {
    const backend = await taken.connect();
    const rename = backend.rename.bind(backend);
    backend.rename = async (from, to) => {
      await rename(from, to);
      if (to === 'band.js') taken.files.set(LOCK_NAME, other);
    };
    return backend;
  };
  const stopped = await run(taken, site('2'), { now, connect });
  assert.is(stopped.error?.kind, 'lock-lost');
  assert.match(stopped.error?.detail ?? '', /laptop-of-anna/);
  assert.ok(taken.files.get(LOCK_NAME)?.equals(other), 'the other run’s lock stays');
});

// Issue 53, items 3 and 4.
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const recorded = (server: MemoryServer) => commitOf(String(server.files.get(MANIFEST_NAME)));

engine('the manifest records the commit the site was built from; a new commit of the same site is recorded, no file sent', async () => {
  const server = memoryServer();
  await run(server, site('1'), { commit: A });
  assert.is(recorded(server), A);
  server.log.length = 0;
  const { out, error } = await run(server, site('1'), { commit: B });
  assert.is(error, undefined, out);
  assert.equal(writes(server), []);
  assert.is(recorded(server), B);
});

engine('the guard hears the live commit before anything changes; its refusal leaves the server as it was', async () => {
  const server = memoryServer();
  await run(server, site('1'), { commit: A });
  const before = new Map(server.files);
  const heard: (string | undefined)[] = [];
  const refusal = new BuildRefused({
    kind: 'older',
    live: A,
    build: B,
    lost: [{ hash: 'aaaaaaa', subject: 'Gig', author: 'Anna' }],
    count: 1,
  });
  for (const dryRun of [false, true]) {
    const { error } = await run(server, site('2'), {
      commit: B,
      dryRun,
      guard: async (live) => {
        heard.push(live);
        throw refusal;
      },
    });
    assert.is(error, refusal);
  }
  assert.equal(heard, [A, A]);
  assert.equal(server.files, before, 'nothing changed, the lock released');
});

engine('a site without a commit recorded: the guard hears none, and the run records one', async () => {
  const server = memoryServer();
  await run(server, site('1'));
  let heard: string | undefined = 'not asked';
  await run(server, site('1'), { commit: A, guard: async (live) => void (heard = live) });
  assert.is(heard, undefined);
  assert.is(recorded(server), A);
});

engine("another run's temporary files are never touched, also when this run takes over its stale lock; named once", async () => {
  const server = memoryServer();
  await run(server, site('1'));
  const theirs = '.band.js.0123456789abcdef.deploy-tmp';
  server.files.set(theirs, Buffer.from('half of their band.js'));
  server.files.set(LOCK_NAME, Buffer.from(JSON.stringify({ run: '0123456789abcdef', host: 'MacBook-Pro', started: 0, renewed: 0 })));
  server.log.length = 0;
  const { out, error } = await run(server, site('2'));
  assert.is(error, undefined, out);
  assert.is(String(server.files.get(theirs)), 'half of their band.js');
  assert.not.ok(
    server.log.some((line) => line.includes(theirs)),
    'not read, not renamed, not deleted',
  );
  assert.match(out, /Left alone: 1 temporary file\(s\) of another deploy/);
  server.files.delete(theirs);
  assertHolds(server, site('2'));
});

engine('a run of this clone that recorded itself as ended: its fresh lock taken over at once, its temporary files cleaned up', async () => {
  const server = memoryServer();
  await run(server, site('1'));
  const cut = '0123456789abcdef';
  server.files.set(`.band.js.${cut}.deploy-tmp`, Buffer.from('half'));
  server.files.set(LOCK_NAME, Buffer.from(JSON.stringify({ run: cut, host: 'MacBook-Pro', started: Date.now(), renewed: Date.now() })));
  const records: string[] = [cut];
  const ended = { load: async () => [...records], add: async (id: string) => void records.push(id) };
  const { out, error } = await run(server, site('2'), { ended });
  assert.is(error, undefined, out);
  assertHolds(server, site('2'));
  assert.equal(records, [cut], 'a run that released its lock records nothing');
});

engine('a run whose line stays down records itself as ended; the next run from this clone takes its lock over at once', async () => {
  const server = memoryServer();
  await run(server, site('1'));
  const records: string[] = [];
  const ended = { load: async () => [...records], add: async (id: string) => void records.push(id) };
  // The line drops right after band.js is in place, as a trial run on a copy shows.
  const trial = memoryServer({}, new Map(server.files));
  await run(trial, site('2'));
  server.dropAt(trial.log.findIndex((l) => l.endsWith('→ band.js')) + 2);
  server.log.length = 0;
  const cut = await run(server, site('2'), { retries: 0, ended, run: 'feedfacefeedface' });
  assert.is(cut.error?.kind, 'dropped', cut.out);
  assert.equal(records, ['feedfacefeedface']);
  server.mend();
  const again = await run(server, site('2'), { ended });
  assert.is(again.error, undefined, again.out);
  assertHolds(server, site('2'));
});

engine.run();

// ---

const target = parseTarget('sftp://band@ssh.host.de/~/www');
/** A lock as another run on another computer writes it, renewed just now. */
const othersLock = () => {
  const now = Date.now();
  return Buffer.from(JSON.stringify({ run: 'other', pid: 0, host: 'laptop-of-anna', started: now, renewed: now }));
};
/** The number (from 1) of the first operation of a run of `local` onto a copy of `server` whose log line matches `at`. */
async function operationNumber(server: MemoryServer, local: LocalFile[], at: RegExp, habits: Habits = {}) {
  const trial = memoryServer(habits, new Map(server.files));
  await run(trial, local);
  const index = trial.log.findIndex((l) => at.test(l));
  assert.ok(index >= 0, `${at} happens`);
  return index + 1;
}

const failures = suite('sync: only a dropped line is retried');

for (const [habits, at, says] of [
  [{}, /^rename \S+ → band\.js$/, /nothing half-sent is visible to visitors/],
  [{ noRenameOver: true }, /^rename \S+ → band\.js$/, /band\.js is missing from the site at this moment/],
  [{ noRenameOver: true, noDelete: true }, /^write band\.js$/, /band\.js may be online only in part at this moment/],
] as [Habits, RegExp, RegExp][]) {
  failures(
    `an answer no backend has a name for (${JSON.stringify(habits)}): stopped at once in the server's words, exit 3, saying what is online`,
    async () => {
      const server = memoryServer(habits);
      await run(server, site('1'));
      // A second run first, so the server's fallback is learnt as it will be (in place from the start where it must be).
      await run(server, site('2'));
      server.refuseAt(
        await operationNumber(server, site('3'), at, habits),
        new ServerError('unknown', '599 blocked by the host’s scanner'),
      );
      const connections = server.connections;
      const { out, error } = await run(server, site('3'));
      assert.is(error?.kind, 'unknown', out);
      assert.is(error?.path, 'band.js');
      assert.is(server.connections, connections + 1, 'not connected again');
      assert.not.match(out, /connecting again/);
      assertManifestTrue(server);
      const stop = describeFailure(must(error, 'the failure'), target);
      assert.is(stop.code, 3);
      assert.match(stop.text, /599 blocked by the host’s scanner/);
      assert.match(stop.text, /no name for/);
      assert.match(stop.text, says);
      assert.not.match(stop.text, /to finish/);
    },
  );
}

failures('where the server keeps every file whole, the files online are each the old or the new version, never part of one', async () => {
  const server = memoryServer();
  await run(server, site('1'));
  server.refuseAt(await operationNumber(server, site('2'), /^rename \S+ → auftritte\/a\.html$/), new ServerError('unknown', '599'));
  await run(server, site('2'));
  for (const [before, after] of site('1').map((f, i) => [f, must(site('2')[i], 'the file')] as const)) {
    const there = String(server.files.get(before.path));
    // .htaccess is the bridge by then: the old and the new policy together.
    if (before.path === '.htaccess') assert.ok(there.includes('sha256-style1=') && there.includes('sha256-style2='), there);
    else assert.ok(there === String(before.content) || there === String(after.content), before.path);
  }
});

failures('a reconnect that finds no route or no name (Wi-Fi gone) counts as the dropped line it is, and is retried', async () => {
  const server = memoryServer();
  server.dropAt(12);
  let reconnects = 0;
  const connect = async () => {
    if (!server.connections) return server.connect();
    reconnects += 1;
    if (reconnects === 1) throw new ServerError('unreachable', 'connect EHOSTUNREACH 192.0.2.1:22');
    if (reconnects === 2) throw new ServerError('host-not-found', 'getaddrinfo EAI_AGAIN ssh.host.de');
    server.mend();
    return server.connect();
  };
  const { out, error } = await run(server, site('1'), { connect });
  assert.is(error, undefined, out);
  assert.is(out.match(/connecting again/g)?.length, 3);
  assertHolds(server, site('1'));
});

failures.run();

// ---

const locks = suite('sync: the lock is this run’s, or the run stops');

locks('another run’s lock written mid-run: stopped before deleting anything; the other lock stays', async () => {
  const server = memoryServer();
  const old = [file('auftritte/old.html', 'old'), file('auftritte/older.html', 'older')];
  await run(server, [...site('1'), ...old]);
  const other = othersLock();
  const connect = async () => {
    const backend = await server.connect();
    const rename = backend.rename.bind(backend);
    backend.rename = async (from, to) => {
      await rename(from, to);
      if (to === 'index.html') server.files.set(LOCK_NAME, other);
    };
    return backend;
  };
  server.log.length = 0;
  const { out, error } = await run(server, site('2'), { connect });
  assert.is(error?.kind, 'lock-lost', out);
  assert.match(error?.detail ?? '', /laptop-of-anna/);
  assert.equal(
    server.log.filter((l) => l.startsWith('remove auftritte/')),
    [],
  );
  for (const f of old) assert.ok(server.files.has(f.path), `${f.path} is still there`);
  assert.ok(server.files.get(LOCK_NAME)?.equals(other), 'the other run’s lock stays');
  assertManifestTrue(server);
  const stop = describeFailure(must(error, 'the failure'), target);
  assert.is(stop.code, 3);
  assert.match(stop.text, /took over this run's lock.*deleted nothing/s);
});

locks('a lock removed mid-run (the other run finished meanwhile) counts as lost too', async () => {
  const server = memoryServer();
  await run(server, [...site('1'), file('auftritte/old.html', 'old')]);
  const { error } = await run(server, site('2'), {}, (text) => {
    if (/^uploaded index\.html/m.test(text)) server.files.delete(LOCK_NAME);
  });
  assert.is(error?.kind, 'lock-lost');
  assert.ok(server.files.has('auftritte/old.html'));
});

locks('the lock is read back before it is released: one another run wrote at the very end stays', async () => {
  const server = memoryServer();
  const other = othersLock();
  const { out, error } = await run(server, site('1'), {}, (text) => {
    if (text.startsWith('Published:')) server.files.set(LOCK_NAME, other);
  });
  assert.is(error, undefined, out);
  assert.ok(server.files.get(LOCK_NAME)?.equals(other));
  assert.not.ok(server.log.includes(`remove ${LOCK_NAME}`));
});

locks.run();

// ---

const fences = suite('sync: a run that would delete too much');

const pages = (names: string[]) => names.map((n) => file(`auftritte/${n}.html`, `<p>${n}</p>`));
const deleteLines = (text: string) => captures(text, /^ {2}delete {2}(\S+)/gm).sort();

fences('a dist/ that lost most of the site: refused with the list, also in the dry run, nothing changed', async () => {
  const server = memoryServer();
  const whole = [...site('1'), ...pages(['b', 'c', 'd', 'e'])];
  await run(server, whole);
  const before = new Map(server.files);
  const lost = site('1').slice(1); // band.js, a.html, index.html
  for (const options of [{ dryRun: true }, {}]) {
    const { error } = await run(server, lost, options);
    assert.is(error?.kind, 'deletes', JSON.stringify(options));
    assert.equal(deleteLines(error?.detail ?? ''), ['.htaccess', ...pages(['b', 'c', 'd', 'e']).map((f) => f.path)].sort());
    assert.match(error?.detail ?? '', /delete 5 of the 8 files.*more than half/s);
    assert.match(error?.detail ?? '', /npm run deploy -- --max-delete 5$/);
    const stop = describeFailure(must(error, 'the failure'), target);
    assert.is(stop.code, 1);
    assert.match(stop.text, /^Not published: .*Nothing was changed on the server\.$/s);
  }
  assert.equal(server.files, before, 'nothing changed, no lock left');
});

fences('--max-delete N lets at most N deletions through; half the manifest or fewer need no flag', async () => {
  const server = memoryServer();
  const whole = [...site('1'), ...pages(['b', 'c', 'd', 'e'])];
  await run(server, whole);
  const tooFew = await run(server, site('1').slice(1), { maxDelete: 4 });
  assert.is(tooFew.error?.kind, 'deletes');
  assert.match(tooFew.error?.detail ?? '', /delete 5 files, more than --max-delete 4 allows/);
  const half = site('1');
  assert.is((await run(server, half)).error, undefined, 'deleting 4 of 8 is no more than half');
  assertHolds(server, half);
  await run(server, whole);
  const allowed = await run(server, site('1').slice(1), { maxDelete: 5 });
  assert.is(allowed.error, undefined, allowed.out);
  assertHolds(server, site('1').slice(1));
});

fences('a dist/ without index.html is refused, even when nothing would go; --max-delete lets it through', async () => {
  const server = memoryServer();
  const headless = site('1').filter((f) => f.path !== 'index.html');
  const first = await run(server, headless);
  assert.is(first.error?.kind, 'deletes');
  assert.match(first.error?.detail ?? '', /dist\/ has no index\.html/);
  assert.match(first.error?.detail ?? '', /--max-delete 0$/);
  assert.equal([...server.files.keys()], []);
  await run(server, site('1'));
  const refused = await run(server, headless);
  assert.equal(deleteLines(refused.error?.detail ?? ''), ['index.html']);
  const allowed = await run(server, headless, { maxDelete: 1 });
  assert.is(allowed.error, undefined, allowed.out);
  assertHolds(server, headless);
});

fences.run();
