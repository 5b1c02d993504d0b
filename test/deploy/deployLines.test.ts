// deploy's --json lines (issue 54, item 2), one table row for every kind: each made as deploy makes it
// (stopLine.ts, progress.ts, planLine, describeNote), checked field by field against its type, read
// back by parseDeployLine as it was written, and worded in English (text) and German (messages.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { BuildRefused } from '../../src/deploy/buildRefused';
import { parseDeployLine, planLine, type DeployLine, type StopLine } from '../../src/deploy/deployLines';
import { ServerError, type FailureKind } from '../../src/deploy/failures';
import { HostKeyRefused, judgeHostKey, knownKeys } from '../../src/deploy/hostKeys';
import { entryOf } from '../../src/deploy/manifest';
import { describeNote, stopInGerman, type BuildNote, type StopKind } from '../../src/deploy/messages';
import { describePlan, makePlan } from '../../src/deploy/plan';
import { progress } from '../../src/deploy/progress';
import { stopLine } from '../../src/deploy/stopLine';
import { parseTarget, TargetError } from '../../src/deploy/target';

const target = parseTarget('sftp://upgrade@ssh.example-host.de/~/www');
const blob = Buffer.concat([Buffer.from([0, 0, 0, 11]), Buffer.from('ssh-ed25519'), Buffer.from([0, 0, 0, 32]), randomBytes(32)]);
const hostKey = () => {
  const verdict = judgeHostKey(blob, knownKeys('', 'deploy/known_hosts', target.host, 22), target.host, 22, ['deploy/known_hosts']);
  if (verdict.ok) throw new Error('the key was taken');
  return new HostKeyRefused(verdict.message, verdict.report);
};
const server = (kind: FailureKind, path?: string) => stopLine(new ServerError(kind, `the detail of ${kind}`, path), { target });
const own = (kind: StopKind, text: string, values: Partial<StopLine> = {}): StopLine => ({ type: 'stop', kind, code: 1, text, ...values });
const commit = { hash: 'a1b2c3d', subject: 'Auftritt in Kassel', author: 'Anna' };

/** Every way deploy stops, as it writes it: a Record, so a kind added to messages.ts fails the type check here until it has its row. */
const STOPS: Record<StopKind, StopLine> = {
  'host-not-found': server('host-not-found'),
  unreachable: server('unreachable'),
  login: server('login'),
  passphrase: stopLine(new ServerError('passphrase', 'no DEPLOY_KEY_PASSPHRASE'), { target, passphraseGiven: false }),
  'key-file': server('key-file'),
  'host-key': stopLine(hostKey(), { target }),
  certificate: server('certificate'),
  'no-tls': server('no-tls'),
  'no-root': server('no-root', ''),
  locked: server('locked'),
  deletes: server('deletes'),
  usage: server('usage'),
  older: stopLine(new BuildRefused({ kind: 'older', live: 'a'.repeat(40), build: 'b'.repeat(40), lost: [commit], count: 1 }), { target }),
  'live-unknown': stopLine(
    new BuildRefused({ kind: 'live-unknown', live: 'a'.repeat(40), build: 'b'.repeat(40), fetched: { kind: 'no-remote' } }),
    { target },
  ),
  unshared: stopLine(new BuildRefused({ kind: 'unshared', build: 'b'.repeat(40), reason: 'detached' }), { target }),
  quota: server('quota', 'band.js'),
  permission: server('permission', 'band.js'),
  name: server('name', 'termine.ics'),
  exists: server('exists', 'index.html'),
  missing: server('missing', 'band.js'),
  unsupported: server('unsupported', 'band.js'),
  unknown: server('unknown', 'band.js'),
  'lock-lost': server('lock-lost'),
  dropped: server('dropped', 'band.js'),
  args: own('args', 'Unknown option --fast. Nothing was changed.'),
  placeholders: own('placeholders', 'Not published: src/data/band.ts still holds sample details.', {
    samples: [{ file: 'src/data/band.ts', line: 86, field: 'address.street' }],
  }),
  'no-target': own('no-target', 'No target: set DEPLOY_TARGET in .env.'),
  target: stopLine(new TargetError('DEPLOY_TARGET has no user: sftp://user@host/path'), {}),
  'no-password': own('no-password', 'No password: set DEPLOY_PASSWORD in .env.'),
  internal: stopLine(new Error('boom'), { target }),
};

const NOTES: Record<BuildNote['kind'], BuildNote> = {
  'no-git': { kind: 'no-git' },
  unrecorded: { kind: 'unrecorded', build: 'b'.repeat(40) },
  'allowed-older': { kind: 'allowed-older', build: 'b'.repeat(40), live: 'a'.repeat(40), count: 2 },
  pushed: { kind: 'pushed', build: 'b'.repeat(40), branch: 'main' },
  'would-push': { kind: 'would-push', build: 'b'.repeat(40) },
  'allowed-unshared': { kind: 'allowed-unshared', build: 'b'.repeat(40), why: 'origin out of reach' },
};

/** A dry run's plan: one new file, one changed, one gone from dist/. */
function plan() {
  const file = (path: string, text: string) => ({ path, content: Buffer.from(text), ...entryOf(Buffer.from(text)) });
  const made = makePlan(
    [file('new.html', 'n'), file('page.html', 'v2')],
    { 'page.html': entryOf(Buffer.from('v1')), 'old.html': entryOf(Buffer.from('o')) },
    new Map([
      ['page.html', 2],
      ['old.html', 1],
    ]),
  );
  return planLine(made, describePlan(made));
}

/** The progress lines of one file of each verb, as progress.ts reports them. */
function progressLines(): DeployLine[] {
  const lines: DeployLine[] = [];
  const shown = progress(2, 10, process.stdout, (line) => lines.push(line));
  shown.done('band.js', 8, 'uploaded');
  shown.done('.htaccess', 2, 'prepared');
  shown.done('old.html', 1, 'deleted');
  return lines;
}

type Field = 'string' | 'number' | 'boolean' | 'object' | 'array';
/** The fields each type of line must have, and their types (optional ones are checked where present). */
const SHAPE: Record<DeployLine['type'], { must: Record<string, Field>; may?: Record<string, Field> }> = {
  say: { must: { text: 'string' } },
  warning: {
    must: { kind: 'string', text: 'string' },
    may: { count: 'number', replaced: 'array', unknown: 'array', othersTemps: 'array', problem: 'string', line: 'number', key: 'string' },
  },
  note: { must: { note: 'object', text: 'string' } },
  progress: { must: { verb: 'string', path: 'string', bytes: 'number', files: 'number', total: 'number', text: 'string' } },
  plan: { must: { uploads: 'array', deletes: 'array', bytes: 'number', text: 'string' } },
  done: {
    must: { kind: 'string', text: 'string' },
    may: { uploaded: 'number', deleted: 'number', unchanged: 'number', bytes: 'number', files: 'number' },
  },
  stop: {
    must: { kind: 'string', code: 'number', text: 'string' },
    may: {
      host: 'string',
      port: 'number',
      root: 'string',
      path: 'string',
      passphraseGiven: 'boolean',
      samples: 'array',
      refusal: 'object',
      hostKey: 'object',
    },
  },
};
const typeOf = (value: unknown): Field | string => (Array.isArray(value) ? 'array' : typeof value);

const ROWS: [string, DeployLine][] = [
  ...Object.entries(STOPS).map(([kind, line]): [string, DeployLine] => [`stop ${kind}`, line]),
  ...Object.values(NOTES).map((note): [string, DeployLine] => [`note ${note.kind}`, { type: 'note', note, text: describeNote(note) }]),
  ['say', { type: 'say', text: 'Connecting to sftp://upgrade@ssh.example-host.de/~/www …' }],
  [
    'warning placeholders-allowed',
    { type: 'warning', kind: 'placeholders-allowed', count: 2, text: 'Publishing with 2 sample detail(s).' },
  ],
  [
    'warning env-line',
    { type: 'warning', kind: 'env-line', problem: 'cut-at-hash', line: 3, key: 'DEPLOY_PASSWORD', text: '.env, line 3: …' },
  ],
  [
    'warning left-alone',
    { type: 'warning', kind: 'left-alone', replaced: [], unknown: ['index.php'], othersTemps: [], text: 'Left alone: index.php' },
  ],
  ...progressLines().map((line): [string, DeployLine] => [`progress ${line.type === 'progress' ? line.verb : ''}`, line]),
  ['plan', plan()],
  ['done published', { type: 'done', kind: 'published', uploaded: 2, deleted: 1, unchanged: 40, bytes: 10, text: 'Published: …' }],
  ['done nothing', { type: 'done', kind: 'nothing', files: 45, text: 'Nothing to upload: …' }],
  ['done dry-run', { type: 'done', kind: 'dry-run', text: 'Dry run: nothing was changed on the server.' }],
];

const lines = suite('deploy --json: every kind of line');

for (const [what, line] of ROWS) {
  lines(`${what}: its type's fields, read back as written`, () => {
    const shape = SHAPE[line.type];
    for (const [field, type] of Object.entries(shape.must))
      assert.is(typeOf((line as Record<string, unknown>)[field]), type, `${what}: ${field}`);
    for (const [field, value] of Object.entries(line)) {
      if (field === 'type') continue;
      const type = shape.must[field] ?? shape.may?.[field];
      assert.ok(type, `${what}: ${field} is one of its type's fields`);
      assert.is(typeOf(value), type, `${what}: ${field}`);
    }
    assert.ok(line.text.trim(), 'its words for a person');
    const written = JSON.stringify(line);
    assert.not.ok(written.includes('\n'), 'one line');
    assert.equal(parseDeployLine(written), JSON.parse(written));
  });
}

for (const [kind, line] of Object.entries(STOPS)) {
  lines(`stop ${kind}: the kind it says, an exit code, and a German sentence from the catalogue`, () => {
    assert.is(line.kind, kind);
    assert.ok([1, 2, 3].includes(line.code));
    assert.match(
      stopInGerman(line),
      /^(Nicht veröffentlicht|Achtung, nicht veröffentlicht|Angehalten|Verbindung abgebrochen|Noch kein Ziel eingestellt)[:,]/,
    );
  });
}

lines('a stop after connecting carries the target’s host, port and web root; a refused file its path', () => {
  assert.equal([STOPS.unreachable.host, STOPS.unreachable.port, STOPS.unreachable.root], ['ssh.example-host.de', 22, 'www']);
  assert.is(STOPS.quota.path, 'band.js');
  assert.is(STOPS['host-key'].hostKey?.fingerprint.startsWith('SHA256:'), true);
  assert.is(STOPS.older.refusal?.kind, 'older');
});

lines('a line that is not JSON is read as words, an empty one as nothing', () => {
  assert.equal(parseDeployLine('(node:12) ExperimentalWarning: …'), { type: 'say', text: '(node:12) ExperimentalWarning: …' });
  assert.equal(parseDeployLine('[1, 2]'), { type: 'say', text: '[1, 2]' });
  assert.is(parseDeployLine('  '), undefined);
});

lines.run();
