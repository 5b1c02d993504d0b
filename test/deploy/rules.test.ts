// The pure rules of deploy, as tables: the target address, .env, known_hosts matching, the plan's
// order, the sample details and the manifest. The servers' suites (deploy.test.ts) drive the whole.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { judgeHostKey, keySize, knownKeys } from '../../src/deploy/hostKeys';
import { commitOf, entryOf, parseManifest, serializeManifest } from '../../src/deploy/manifest';
import { describePlan, makePlan, type LocalFile } from '../../src/deploy/plan';
import { findPlaceholders } from '../../src/deploy/placeholders';
import { envFileProblems, parseEnvFile, parseTarget, type EnvLine } from '../../src/deploy/target';
import { ciAnnotations } from '../../src/build/ciAnnotations';
import { bridged } from '../../src/deploy/checkSite';
import { ServerError } from '../../src/deploy/failures';
import { holdsOut, parseLock } from '../../src/deploy/lock';
import { describeEnvLine, describeFailure } from '../../src/deploy/messages';
import { isEncrypted, readPrivateKey } from '../../src/deploy/privateKey';
import { isOwnTemp, isTempName, tempName, withSiteNames } from '../../src/deploy/tempName';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { must } from '../setup/must';

const target = suite('parseTarget');

for (const [value, root, port] of [
  ['sftp://band@ssh.host.de/var/www/site', '/var/www/site', 22],
  ['sftp://band@ssh.host.de/~/www', 'www', 22],
  ['sftp://band@ssh.host.de:2222/~/www/', 'www', 2222],
  ['ftps://band@ftp.host.de/html', '/html', 21],
] as const) {
  target(`${value}: root ${root}, port ${port}`, () => {
    const parsed = parseTarget(value);
    assert.is(parsed.root, root);
    assert.is(parsed.port, port);
    assert.is(parsed.user, 'band');
  });
}

for (const [value, says] of [
  ['ftp://band@host/www', /clear text.*--plain-ftp/],
  ['sftp://band:geheim@host/www', /DEPLOY_PASSWORD/],
  ['http://band@host/www', /does not speak/],
  ['sftp://host/www', /no user/],
  ['ssh.host.de', /not an address/],
] as const) {
  target(`${value} is refused, saying what to type`, () => {
    assert.throws(
      () => parseTarget(value),
      (e: Error) => says.test(e.message) && !e.message.includes('geheim'),
    );
  });
}

target('ftp:// passes with --plain-ftp', () => {
  assert.is(parseTarget('ftp://band@host/www', { plainFtp: true }).protocol, 'ftp');
});

target('.env: comments, blanks, quotes, export', () => {
  assert.equal(parseEnvFile('# c\n\nDEPLOY_TARGET="sftp://a@b/~/www"\nexport DEPLOY_KEY=~/.ssh/id\nnot a line\n'), {
    DEPLOY_TARGET: 'sftp://a@b/~/www',
    DEPLOY_KEY: '~/.ssh/id',
  });
});

/** A .env's text and the settings read from it (Node's util.parseEnv, issue 54). */
const ENV_FILES: [string, string, Record<string, string>][] = [
  ['nothing', '', {}],
  [
    'Windows line ends, spaces around =',
    'DEPLOY_TARGET = sftp://a@b/www \r\nDEPLOY_PASSWORD=x\r\n',
    { DEPLOY_TARGET: 'sftp://a@b/www', DEPLOY_PASSWORD: 'x' },
  ],
  ['single quotes, an = in the value', "DEPLOY_PASSWORD='a=b'", { DEPLOY_PASSWORD: 'a=b' }],
  [
    'a # in quotes is the value',
    'DEPLOY_PASSWORD="pa#ss"\nDEPLOY_KEY_PASSPHRASE=\'x #y\'',
    { DEPLOY_PASSWORD: 'pa#ss', DEPLOY_KEY_PASSPHRASE: 'x #y' },
  ],
  ['an unquoted value ends at #, as in every dotenv reader', "DEPLOY_PASSWORD=secret # the host's", { DEPLOY_PASSWORD: 'secret' }],
  [
    "a key's whole text over several lines, in double quotes",
    'DEPLOY_KEY="-----BEGIN KEY-----\nabc\n-----END KEY-----"\nDEPLOY_TARGET=sftp://a@b/www',
    { DEPLOY_KEY: '-----BEGIN KEY-----\nabc\n-----END KEY-----', DEPLOY_TARGET: 'sftp://a@b/www' },
  ],
  ['the last of a setting given twice', 'DEPLOY_PASSWORD=a\nDEPLOY_PASSWORD=b', { DEPLOY_PASSWORD: 'b' }],
];

for (const [name, text, settings] of ENV_FILES) {
  target(`.env: ${name}`, () => assert.equal(parseEnvFile(text), settings));
}

/** A .env's text and the lines of it that give no setting as written: none is passed over in silence. */
const ENV_PROBLEMS: [string, string, EnvLine[]][] = [
  ['settings, comments, blanks, a comment after a space', '# c\n\nexport A=1\nB = "x" # note\nC=y #note\n', []],
  [
    'a line that is not KEY=value',
    'A=1\nnot a line\n  also not\n',
    [
      { line: 2, kind: 'not-a-setting' },
      { line: 3, kind: 'not-a-setting' },
    ],
  ],
  [
    'an unquoted value with a # inside',
    'DEPLOY_TARGET=sftp://a@b/www\nDEPLOY_PASSWORD=pa#ss',
    [{ line: 2, kind: 'cut-at-hash', key: 'DEPLOY_PASSWORD' }],
  ],
  ['a # inside quotes is the value', 'DEPLOY_PASSWORD="pa#ss"\nB=\'a#b\'', []],
  [
    "a key's whole text over lines in quotes: its lines are no settings, the line after is read again",
    'DEPLOY_KEY="-----BEGIN KEY-----\nabc def\n-----END KEY-----"\nbad line',
    [{ line: 4, kind: 'not-a-setting' }],
  ],
  ['Windows line ends', 'A=1\r\nnope\r\n', [{ line: 2, kind: 'not-a-setting' }]],
];

for (const [name, text, problems] of ENV_PROBLEMS) {
  target(`.env problems: ${name}`, () => assert.equal(envFileProblems(text), problems));
}

target('.env problems: said by line and key, never with the value', () => {
  const said = envFileProblems('DEPLOY_PASSWORD=secret#part\nsecret line').map(describeEnvLine);
  assert.equal(said, [
    ".env, line 1: the value of DEPLOY_PASSWORD holds a #, where a value without quotes ends, so deploy reads only what stands before it. Put the value in quotes: DEPLOY_PASSWORD='…'.",
    '.env, line 2: not a setting (KEY=value), so deploy passes over it. Write it as KEY=value, or begin it with # to keep it as a note.',
  ]);
  assert.not.ok(said.join('\n').includes('secret'));
});

target.run();

// ---

const keys = suite('known_hosts');
const blob = Buffer.concat([Buffer.from([0, 0, 0, 11]), Buffer.from('ssh-ed25519'), Buffer.from([0, 0, 0, 32]), randomBytes(32)]);
const key = blob.toString('base64');
const hashed = (name: string) => {
  const salt = randomBytes(20);
  return `|1|${salt.toString('base64')}|${createHmac('sha1', salt).update(name).digest('base64')}`;
};

for (const [line, host, port, found] of [
  [`host.de ssh-ed25519 ${key}`, 'host.de', 22, true],
  [`other.de,host.de ssh-ed25519 ${key}`, 'host.de', 22, true],
  [`host.de ssh-ed25519 ${key}`, 'host.de', 2222, false],
  [`[host.de]:2222 ssh-ed25519 ${key}`, 'host.de', 2222, true],
  [`*.host.de ssh-ed25519 ${key}`, 'ssh.host.de', 22, true],
  [`${hashed('host.de')} ssh-ed25519 ${key}`, 'host.de', 22, true],
  [`${hashed('[host.de]:2222')} ssh-ed25519 ${key}`, 'host.de', 2222, true],
  [`${hashed('host.de')} ssh-ed25519 ${key}`, 'other.de', 22, false],
  [`@revoked host.de ssh-ed25519 ${key}`, 'host.de', 22, false],
] as const) {
  keys(`${line.slice(0, 40)}… for ${host}:${port}: ${found ? 'known' : 'not known'}`, () => {
    const known = knownKeys(line, 'known_hosts', host, port);
    assert.is(judgeHostKey(blob, known, host, port, ['known_hosts']).ok, found);
  });
}

keys('a changed key is refused as such, naming the line it contradicts', () => {
  const verdict = judgeHostKey(
    blob,
    knownKeys(`host.de ssh-ed25519 ${'A'.repeat(68)}`, 'deploy/known_hosts', 'host.de', 22),
    'host.de',
    22,
    ['deploy/known_hosts'],
  );
  assert.is(verdict.ok, false);
  if (!verdict.ok) {
    assert.match(verdict.message, /DIFFERENT host key .*deploy\/known_hosts:1/);
    assert.match(verdict.message, `host.de ssh-ed25519 ${key}`);
  }
});

// What the editor shows of a key must be what the band compares it with: ssh-keygen -lf's line.
for (const [type, bits] of [
  ['ed25519', undefined],
  ['ecdsa', '256'],
  ['ecdsa', '384'],
  ['ecdsa', '521'],
  ['rsa', '2048'],
  ['rsa', '3072'],
] as const) {
  keys(`a ${type}${bits ? ` ${bits}` : ''} key: fingerprint, size and type as ssh-keygen -lf prints them`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'band-hostkey-'));
    try {
      const file = join(dir, 'key');
      const made = spawnSync('ssh-keygen', ['-q', '-t', type, ...(bits ? ['-b', bits] : []), '-N', '', '-C', 'host', '-f', file]);
      assert.is(made.status, 0, String(made.stderr));
      const [name = '', base64 = ''] = readFileSync(`${file}.pub`, 'utf8').trim().split(' ');
      const blob = Buffer.from(base64, 'base64');
      const listed = spawnSync('ssh-keygen', ['-lf', `${file}.pub`], { encoding: 'utf8' }).stdout.trim();
      const verdict = judgeHostKey(blob, [], 'ssh.host.de', 2222, ['deploy/known_hosts']);
      assert.is(verdict.ok, false);
      if (verdict.ok) return;
      const { report } = verdict;
      assert.is(`${report.bits} ${report.fingerprint} host (${report.label})`, listed);
      assert.equal(keySize(blob), { bits: report.bits, label: report.label });
      assert.is(report.type, name);
      assert.is(report.line, `[ssh.host.de]:2222 ${name} ${base64}`);
      assert.equal(report.known, []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

keys('the report of a changed key names the key recorded, with its fingerprint and line', () => {
  const old = Buffer.concat([Buffer.from([0, 0, 0, 11]), Buffer.from('ssh-ed25519'), Buffer.from([0, 0, 0, 32]), randomBytes(32)]);
  const known = knownKeys(`# a comment\nhost.de ssh-ed25519 ${old.toString('base64')}\n`, 'deploy/known_hosts', 'host.de', 22);
  const verdict = judgeHostKey(blob, known, 'host.de', 22, ['deploy/known_hosts']);
  assert.is(verdict.ok, false);
  if (verdict.ok) return;
  assert.equal(verdict.report.known, [
    {
      type: 'ssh-ed25519',
      fingerprint: `SHA256:${createHash('sha256').update(old).digest('base64').replace(/=+$/, '')}`,
      bits: 256,
      label: 'ED25519',
      where: 'deploy/known_hosts:2',
    },
  ]);
  assert.is(verdict.report.name, 'host.de');
  assert.is(verdict.report.line, `host.de ssh-ed25519 ${key}`);
});

keys.run();

// ---

const plan = suite('makePlan');
const file = (path: string, text = path): LocalFile => ({ path, content: Buffer.from(text), ...entryOf(Buffer.from(text)) });

plan('assets first, then pages, index.html last; removed files deleted; unknown ones kept', () => {
  const local = [file('index.html'), file('auftritte/a.html'), file('band.js'), file('.htaccess'), file('gigs.html')];
  const server = new Map([
    ['auftritte/old.html', 5],
    ['stats.html', 3],
    ['.band.js.deploy-tmp', 2],
  ]);
  const known = { 'auftritte/old.html': entryOf(Buffer.from('old')) };
  const made = makePlan(local, known, server);
  assert.equal(
    made.uploads.map((f) => f.path),
    ['.htaccess', 'band.js', 'auftritte/a.html', 'gigs.html', 'index.html'],
  );
  assert.equal(
    made.deletes.map((d) => `${d.path} ${d.why}`),
    ['auftritte/old.html removed'],
  );
  assert.ok(makePlan(local, known, server, { deleteUnknown: true }).deletes.some((d) => d.path === 'stats.html'));
});

// Issue 53, item 4: another run's temporary file may be one of a run under way elsewhere.
for (const [what, run, deleted, leftAlone] of [
  ['no run named: every temporary file left alone', undefined, [], ['.a.html.aaaa1111aaaa1111.deploy-tmp', 'x/.b.js.bbbb2222.deploy-tmp']],
  [
    "its own deleted, another run's left alone",
    ['aaaa1111aaaa1111'],
    ['.a.html.aaaa1111aaaa1111.deploy-tmp'],
    ['x/.b.js.bbbb2222.deploy-tmp'],
  ],
  ['a run of neither: both left alone', ['cccc3333cccc3333'], [], ['.a.html.aaaa1111aaaa1111.deploy-tmp', 'x/.b.js.bbbb2222.deploy-tmp']],
  [
    'its own and those of a run of this clone recorded as ended deleted',
    ['cccc3333cccc3333', 'bbbb2222'],
    ['x/.b.js.bbbb2222.deploy-tmp'],
    ['.a.html.aaaa1111aaaa1111.deploy-tmp'],
  ],
] as const) {
  plan(`temporary files: ${what}`, () => {
    const server = new Map([
      ['.a.html.aaaa1111aaaa1111.deploy-tmp', 4],
      ['x/.b.js.bbbb2222.deploy-tmp', 4],
    ]);
    const made = makePlan([file('index.html')], {}, server, { own: run === undefined ? undefined : [...run] });
    assert.equal(
      made.deletes.map((d) => d.path),
      deleted,
    );
    assert.equal(made.othersTemps, leftAlone);
    assert.not.ok(made.unknown.some((path) => path.endsWith('.deploy-tmp')));
  });
}

plan('by content hash: same size, other content goes up; same content stays; gone from the server goes up again', () => {
  const local = [file('a.js', 'abc'), file('b.js', 'xyz'), file('c.js', 'ccc')];
  const known = { 'a.js': entryOf(Buffer.from('abd')), 'b.js': entryOf(Buffer.from('xyz')), 'c.js': entryOf(Buffer.from('ccc')) };
  const server = new Map([
    ['a.js', 3],
    ['b.js', 3],
  ]);
  assert.equal(
    makePlan(local, known, server).uploads.map((f) => f.path),
    ['a.js', 'c.js'],
  );
});

plan('the dry run counts new files and changed ones apart, and keeps its listing', () => {
  const local = [file('a.js', 'abc'), file('b.js', 'xyz'), file('new.html', 'new'), file('index.html', 'home')];
  const known = { 'a.js': entryOf(Buffer.from('abd')), 'b.js': entryOf(Buffer.from('xyz')), 'old.html': entryOf(Buffer.from('old')) };
  const server = new Map([
    ['a.js', 3],
    ['b.js', 3],
    ['old.html', 3],
  ]);
  const made = makePlan(local, known, server);
  assert.equal(made.added, ['new.html', 'index.html']);
  assert.equal(describePlan(made).split('\n'), [
    'Would upload 3 file(s), 10 B (2 new, 1 changed):',
    '  upload  a.js  3 B',
    '  upload  new.html  3 B',
    '  upload  index.html  4 B',
    'Would delete 1 file(s):',
    '  delete  old.html  3 B  (no longer in dist/)',
  ]);
  assert.is(
    describePlan(makePlan([file('b.js', 'xyz')], known, new Map([['b.js', 3]]))),
    'Nothing to do: the server already has this site.',
  );
});

plan('the manifest reads back what it wrote; a damaged one reads as none', () => {
  const files = { 'index.html': entryOf(Buffer.from('x')) };
  assert.equal(parseManifest(serializeManifest(files)), files);
  for (const damaged of ['', '{', '{"format":1}', '{"format":1,"files":{"a":{"sha256":"zz","size":1}}}'])
    assert.is(parseManifest(damaged), undefined);
});

// Issue 53, item 3: the commit the live site was built from.
const COMMIT = 'a'.repeat(40);
for (const [what, text, commit] of [
  ['written with a commit', serializeManifest({ 'index.html': entryOf(Buffer.from('x')) }, COMMIT), COMMIT],
  ['written without one (a site published before issue 53)', serializeManifest({ 'index.html': entryOf(Buffer.from('x')) }), undefined],
  ["a SHA-256 repository's commit", serializeManifest({}, 'b'.repeat(64)), 'b'.repeat(64)],
  ['not a commit', '{"format":1,"commit":"main","files":{}}', undefined],
  ['damaged', '{', undefined],
] as const) {
  plan(`the manifest's commit: ${what}`, () => {
    assert.is(commitOf(text), commit);
    if (text !== '{') assert.ok(parseManifest(text), 'the files read as before');
  });
}

plan.run();

// ---

const samples = suite('findPlaceholders');

samples('each sample detail by line, value and what belongs there; comments and real values pass', () => {
  const text = [
    '/** e.g. booking@band.example */',
    "  email: 'booking@upgrade-band.example',",
    "  address: { street: 'Musterstraße 12', postalCode: '34117', town: 'Kassel' },",
    "  taxId: { label: 'USt-IdNr.', value: 'DE000000000-00001' },",
    "  phone: { display: '069 90009 123', dial: '+496990009123' },",
    "  siteUrl: 'https://www.upgrade-kassel.de/',",
    "  street: 'Wilhelmshöher Allee 73',",
  ].join('\n');
  assert.equal(
    findPlaceholders(text).map((p) => `${p.line} ${p.value}`),
    ['2 booking@upgrade-band.example', '3 Musterstraße 12', '4 DE000000000-00001', '5 069 90009 123', '5 +496990009123'],
  );
  assert.match(must(findPlaceholders(text)[0], 'the first placeholder').instead, /e-mail/);
});

samples.run();

// ---

const annotations = suite('ciAnnotations');

annotations('on GitHub Actions each file:line becomes an ::error annotation; elsewhere the message is unchanged', () => {
  const message = 'The data has 1 mistake; nothing was written:\nsrc/data/gigs.ts:41: gig on 2025-13-01: no such month\n  41 | …';
  assert.is(ciAnnotations(message, {}), message);
  assert.match(
    ciAnnotations(message, { GITHUB_ACTIONS: 'true' }),
    /^::error file=src\/data\/gigs\.ts,line=41::gig on 2025-13-01: no such month$/m,
  );
});

annotations.run();

// ---

const fences = suite('fences and settings');

for (const value of ['sftp://band@ssh.host.de', 'sftp://band@ssh.host.de/', 'ftps://band@ftp.host.de//']) {
  fences(`${value} (the whole server) is refused, saying what to type`, () => {
    assert.throws(
      () => parseTarget(value),
      (e: Error) => /names no folder/.test(e.message) && /\/~/.test(e.message),
    );
  });
}

for (const [value, root] of [
  ['sftp://band@ssh.host.de/~', '.'],
  ['sftp://band@ssh.host.de/~/', '.'],
  ['ftps://band@ftp.host.de/~/html/', 'html'],
] as const) {
  fences(`${value}: the login's folder or below it (${root})`, () => assert.is(parseTarget(value).root, root));
}

fences('the temporary name: hidden, beside its file, the run in it; recognised as a leftover, and as whose', () => {
  assert.is(tempName('auftritte/a.html', 'ab12cd34'), 'auftritte/.a.html.ab12cd34.deploy-tmp');
  assert.ok(isTempName(tempName('index.html', 'ab12cd34')));
  assert.not.ok(isTempName('auftritte/a.html'));
  for (const [path, run, own] of [
    [tempName('auftritte/a.html', '0123456789abcdef'), '0123456789abcdef', true],
    [tempName('auftritte/a.html', '0123456789abcdef'), 'fedcba9876543210', false],
    [tempName('auftritte/a.html', '0123456789abcdef'), '89abcdef', false],
    ['auftritte/a.html', '0123456789abcdef', false],
  ] as const)
    assert.is(isOwnTemp(path, run), own, `${path} of ${run}`);
  assert.is(withSiteNames('550 .a.html.0123456789abcdef.deploy-tmp: denied'), '550 a.html: denied');
});

for (const [said, shown] of [
  ['550 www/auftritte/.a.html.ab12cd34.deploy-tmp: Permission denied', '550 www/auftritte/a.html: Permission denied'],
  ['uploading ..htaccess.0badf00d.deploy-tmp: nothing moved for 30 s', 'uploading .htaccess: nothing moved for 30 s'],
  [
    '_rename: Failure From: /srv/www/..deploy-lock.ab12cd34.deploy-tmp To: /srv/www/.deploy-lock',
    '_rename: Failure From: /srv/www/.deploy-lock To: /srv/www/.deploy-lock',
  ],
] as const) {
  fences(`a server's words name the site's file, not the temporary one: ${said}`, () => {
    assert.is(withSiteNames(said), shown);
    assert.is(new ServerError('permission', said).detail, shown);
  });
}

// Issue 53, item 4: a run's random id is the only proof of whose lock it is; nothing but age makes it stale.
const STALE = 60_000;
for (const [what, changes, keepsOut, ended] of [
  ['another run, renewed a second ago', {}, true],
  ['another run of this clone that recorded itself as ended (its line dropped for good)', {}, false, ['other']],
  ['another run, while an unrelated run is recorded as ended', {}, true, ['0123abcd']],
  ['its own', { run: 'mine' }, false],
  ['another run, renewed just inside its time', { renewed: 1_000_000 - STALE + 1 }, true],
  ['another run, not renewed for its whole time (stopped)', { renewed: 1_000_000 - STALE }, false],
  ['another run on a computer of the same name, its process id unknown here', { host: hostname(), pid: 2 ** 22 + 7 }, true],
  ['another run on a computer of the same name, with this process id', { host: hostname(), pid: process.pid }, true],
  [
    'another run younger than the renewal interval (a third of its time), whatever it names',
    { host: hostname(), pid: 1, renewed: 1_000_000 - STALE / 3 + 1 },
    true,
  ],
] as [string, object, boolean, string[]?][]) {
  fences(`lock: ${what} ${keepsOut ? 'keeps' : 'does not keep'} another run out`, () => {
    const now = 1_000_000;
    const lock = { run: 'other', host: 'MacBook-Pro', started: now - 5000, renewed: now - 1000, ...changes };
    assert.is(holdsOut(parseLock(JSON.stringify(lock)), 'mine', now, STALE, ended), keepsOut);
  });
}

fences('lock: a record without its run id or times is no lock', () => {
  assert.is(parseLock('{"run":1}'), undefined);
  assert.is(parseLock('{"run":"a","started":1}'), undefined);
  assert.is(parseLock('not json'), undefined);
});

fences('DEPLOY_KEY: the key itself (also with \\n for line breaks), or a file; a locked key is recognised before connecting', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'band-key-'));
  try {
    spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'open')]);
    spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', 'geheim', '-f', join(dir, 'locked')]);
    const text = readFileSync(join(dir, 'open'), 'utf8');
    assert.equal(await readPrivateKey(text), Buffer.from(text.trim() + '\n'));
    assert.equal(await readPrivateKey(text.trim().replace(/\n/g, '\\n')), Buffer.from(text.trim() + '\n'));
    assert.equal(await readPrivateKey(join(dir, 'open')), Buffer.from(text));
    assert.not.ok(isEncrypted(await readPrivateKey(join(dir, 'open'))));
    assert.ok(isEncrypted(await readPrivateKey(join(dir, 'locked'))));
    const ppk = 'PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\nAAAASECRETSECRET\n';
    for (const [value, says] of [
      [join(dir, 'missing'), /no such file/],
      [join(dir, 'open.pub'), /public half/],
      [ppk, /not an OpenSSH or PEM private key/],
    ] as const) {
      await readPrivateKey(value).then(
        () => assert.unreachable(),
        (e: ServerError) => {
          assert.ok(e.kind === 'key-file' && says.test(e.detail), e.detail);
          assert.not.match(e.detail, /SECRET/, 'a key that is no path is never repeated');
        },
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

fences.run();

// ---

const messages = suite('describeFailure');
const at = parseTarget('sftp://band@ssh.host.de/~/www');

for (const [kind, code, says] of [
  ['host-not-found', 1, /no computer named "ssh\.host\.de".*mistyped/],
  ['unreachable', 1, /nothing answers at ssh\.host\.de:22/],
  ['login', 1, /refused the login for "band"/],
  ['passphrase', 1, /passphrase.*DEPLOY_KEY_PASSPHRASE.*ssh-add/],
  ['key-file', 1, /DEPLOY_KEY is neither/],
  ['certificate', 1, /does not trust.*NODE_EXTRA_CA_CERTS/s],
  ['no-tls', 1, /does not offer encryption \(AUTH TLS\)/],
  ['no-root', 1, /web root www does not exist/],
  ['locked', 1, /wait until the other one has finished/],
  ['quota', 3, /web space on ssh\.host\.de is full/],
  ['permission', 3, /does not let "band" write/],
  ['name', 3, /refuses a file of this name/],
  ['exists', 3, /neither replace the file/],
  ['unknown', 3, /no name for.*not a dropped line.*Pass this message on/s],
  ['lock-lost', 3, /stopped before its next step and deleted nothing.*Wait until the other deploy has finished/],
  ['deletes', 1, /Not published: what the server said\nNothing was changed/],
  ['dropped', 2, /run `npm run deploy` again to finish/i],
] as const) {
  messages(`${kind}: exit code ${code}, its own message`, () => {
    const stop = describeFailure(new ServerError(kind, 'what the server said', 'auftritte/a.html'), at);
    assert.is(stop.code, code);
    assert.match(stop.text, says);
    assert.not.match(stop.text, /deploy-tmp/);
    // Only a dropped line tells the band simply to run again.
    if (code !== 2) assert.not.match(stop.text, /to finish/);
  });
}

messages('a failure named by a temporary name is told by the site file', () => {
  const error = new ServerError('quota', '552', '.a.html.ab12.deploy-tmp').about('auftritte/a.html');
  assert.match(describeFailure(error, at).text, /^Stopped at auftritte\/a\.html:/);
});

messages.run();

// ---

const checking = suite('check-site: a policy under way');
const POLICY = "default-src 'self'; style-src 'self' 'sha256-new='; frame-ancestors 'none'";

for (const [got, isBridge] of [
  ["default-src 'self'; style-src 'self' 'sha256-new=' 'sha256-old='; frame-ancestors 'none'", true],
  ["default-src 'self'; style-src 'self' 'sha256-old='; frame-ancestors 'none'", false],
  ["default-src 'self'; style-src 'self' 'sha256-new=' 'unsafe-inline'; frame-ancestors 'none'", false],
  ["default-src 'self'; style-src 'self' 'sha256-new='", false],
] as const) {
  checking(`${got}: ${isBridge ? 'the bridge of a deploy under way' : 'not a bridge'}`, () => assert.is(bridged(got, POLICY), isBridge));
}

checking.run();
