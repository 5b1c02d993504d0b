// The pure rules of deploy, as tables: the target address, .env, known_hosts matching, the plan's
// order, the sample details and the manifest. The servers' suites (deploy.test.ts) drive the whole.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHmac, randomBytes } from 'node:crypto';
import { judgeHostKey, knownKeys } from '../../src/deploy/hostKeys';
import { entryOf, parseManifest, serializeManifest } from '../../src/deploy/manifest';
import { makePlan, type LocalFile } from '../../src/deploy/plan';
import { findPlaceholders } from '../../src/deploy/placeholders';
import { parseEnvFile, parseTarget } from '../../src/deploy/target';
import { ciAnnotations } from '../../src/build/ciAnnotations';
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
    ['auftritte/old.html removed', '.band.js.deploy-tmp leftover'],
  );
  assert.ok(makePlan(local, known, server, { deleteUnknown: true }).deletes.some((d) => d.path === 'stats.html'));
});

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

plan('the manifest reads back what it wrote; a damaged one reads as none', () => {
  const files = { 'index.html': entryOf(Buffer.from('x')) };
  assert.equal(parseManifest(serializeManifest(files)), files);
  for (const damaged of ['', '{', '{"format":1}', '{"format":1,"files":{"a":{"sha256":"zz","size":1}}}'])
    assert.is(parseManifest(damaged), undefined);
});

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
