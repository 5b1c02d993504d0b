// Veröffentlichen in the editor (issue 37, item 8): deploy's lines as the band reads them in German,
// its refusals passed on in its own words, and the stream of a publish – against a fake deploy that
// writes recorded JSON lines (`--json`, src/deploy/deployLines.ts), made by deploy's own functions
// (the real one is driven against real servers in test/deploy/editor.servers.test.ts); the steps
// are package.json's scripts, run by node without npm or a shell (issue 45).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../src/build/paths';
import { HostKeyRefused, judgeHostKey, knownKeys } from '../../src/deploy/hostKeys';
import { entryOf } from '../../src/deploy/manifest';
import type { CheckSiteLine } from '../../src/deploy/checkVerdict';
import { planLine, type DeployLine, type StopLine } from '../../src/deploy/deployLines';
import { describePlan, makePlan, type LocalFile } from '../../src/deploy/plan';
import { progress as progressLine } from '../../src/deploy/progress';
import { stopLine } from '../../src/deploy/stopLine';
import { BuildRefused, type BuildRefusal } from '../../src/deploy/buildRefused';
import { ServerError, type FailureKind } from '../../src/deploy/failures';
import { parseTarget, TargetError, type Target } from '../../src/deploy/target';
import type { PlanEvent, PublishEvent } from '../../src/editor/publishApi';
import { hostKeyLead } from '../../src/editor/hostKeyOffer';
import * as publishSite from '../../src/editor/publishSite';
import {
  answerPublish,
  explainCheckSite,
  explainRefusal,
  explainStop,
  planPublish,
  progressOf,
  publish,
  runScript,
  STEPS,
  summarizeDryRun,
  summarizePublished,
  type Ran,
  type RunScript,
} from '../../src/editor/publishSite';

const api = suite('API');

api('exports the handler, the steps and the German wording', () => {
  for (const name of [
    'answerPublish',
    'planPublish',
    'publish',
    'runScript',
    'summarizeDryRun',
    'summarizePublished',
    'explainStop',
    'explainCheckSite',
    'progressOf',
  ])
    assert.type((publishSite as Record<string, unknown>)[name], 'function', name);
});

api.run();

// ---

const BUILD = [
  'dist/band.js: 72,259 B raw, 27,548 B gzip',
  '  code and styles 25,431 B gzip, budget 25,440 B: 9 B to spare',
  'dist/index.html: 11,509 B gzip, the site prerendered for 2026-11-26',
].join('\n');

const file = (path: string, text = path): LocalFile => ({ path, content: Buffer.from(text), ...entryOf(Buffer.from(text)) });

/** Deploy's lines as `--json` writes them on stdout: one JSON object each. */
const jsonl = (lines: (DeployLine | CheckSiteLine)[]) => lines.map((line) => `${JSON.stringify(line)}\n`).join('');

/** The lines of a dry run when `fresh` files are new, `changed` differ on the server and `gone` left dist/. */
function dryRunLines(fresh: number, changed: number, gone: number): DeployLine[] {
  const local = [...Array(fresh)]
    .map((_, i) => file(`new${i}.html`))
    .concat([...Array(changed)].map((_, i) => file(`page${i}.html`, 'v2')));
  const server = new Map([...Array(changed)].map((_, i) => [`page${i}.html`, 2] as [string, number]));
  const known = Object.fromEntries([...Array(changed)].map((_, i) => [`page${i}.html`, entryOf(Buffer.from('v1'))]));
  for (let i = 0; i < gone; i++) {
    server.set(`old${i}.html`, 3);
    known[`old${i}.html`] = entryOf(Buffer.from('old'));
  }
  const plan = makePlan(local, known, server);
  return [
    { type: 'say', text: 'Connecting to sftp://upgrade@ssh.example-host.de/~/www …' },
    planLine(plan, describePlan(plan)),
    { type: 'done', kind: 'dry-run', text: 'Dry run: nothing was changed on the server.' },
  ];
}

/** A dry run's stdout. */
const dryRun = (fresh: number, changed: number, gone: number) => jsonl(dryRunLines(fresh, changed, gone));

const summary = suite('summarizeDryRun');

for (const [fresh, changed, gone, said] of [
  [3, 0, 1, '3 Dateien neu, 1 gelöscht'],
  [3, 2, 1, '3 Dateien neu, 2 geändert, 1 gelöscht'],
  [1, 0, 0, '1 Datei neu'],
  [0, 1, 0, '1 Datei geändert'],
  [0, 5, 0, '5 Dateien geändert'],
  [0, 0, 1, '1 Datei gelöscht'],
  [0, 0, 2, '2 Dateien gelöscht'],
  [1, 1, 1, '1 Datei neu, 1 geändert, 1 gelöscht'],
  [0, 2, 3, '2 Dateien geändert, 3 gelöscht'],
] as const) {
  summary(`${fresh} new, ${changed} changed, ${gone} deleted: "${said}"`, () => {
    assert.equal(summarizeDryRun(dryRunLines(fresh, changed, gone)), { status: 'ready', summary: said });
  });
}

summary('nothing to do, in German', () => {
  assert.equal(summarizeDryRun(dryRunLines(0, 0, 0)), { status: 'nothing', summary: 'Nichts zu tun: Der Server hat diese Seite schon.' });
});

summary('a dry run without a plan line says so, and points to the details', () => {
  assert.equal(summarizeDryRun([{ type: 'say', text: 'Connecting …' }]), {
    status: 'ready',
    summary: 'Die Probe lief durch; was hochginge, steht in den Einzelheiten.',
  });
});

summary.run();

// ---

const published = suite('summarizePublished');

const done = (uploaded: number, deleted: number): DeployLine => ({
  type: 'done',
  kind: 'published',
  uploaded,
  deleted,
  unchanged: 40,
  bytes: 1234,
  text: `Published: ${uploaded} file(s) uploaded (1.2 KB), ${deleted} deleted, 40 unchanged.`,
});
for (const [line, german] of [
  [done(5, 1), 'Veröffentlicht: 5 Dateien hochgeladen, 1 gelöscht.'],
  [done(1, 0), 'Veröffentlicht: 1 Datei hochgeladen.'],
  [done(0, 2), 'Veröffentlicht: 2 Dateien gelöscht.'],
  [{ type: 'done', kind: 'nothing', files: 45, text: 'Nothing to upload' }, 'Nichts hochzuladen: Der Server hatte diese Seite schon.'],
] as const) {
  published(line.text, () => assert.is(summarizePublished([{ type: 'say', text: 'Connecting to sftp://u@h/~/www …' }, line]), german));
}

published.run();

// ---

const stops = suite('explainStop');
const target = parseTarget('sftp://upgrade@ssh.example-host.de/~/www');
const blob = Buffer.concat([Buffer.from([0, 0, 0, 11]), Buffer.from('ssh-ed25519'), Buffer.from([0, 0, 0, 32]), randomBytes(32)]);
/** A host key refused as sftp.ts refuses it: its words and its report. */
const hostKey = (known: string) => {
  const verdict = judgeHostKey(blob, knownKeys(known, 'deploy/known_hosts', target.host, 22), target.host, 22, [
    '~/.ssh/known_hosts',
    'deploy/known_hosts',
  ]);
  if (verdict.ok) throw new Error('the key was taken');
  return new HostKeyRefused(verdict.message, verdict.report);
};
/** The stop line deployCommand.ts writes for `error` (the same function makes it). */
const stopFor = (error: Error, on: Target = target) => stopLine(error, { target: on });
/** A refusal of deployCommand.ts's own, before it connects, as it writes it. */
const own = (kind: StopLine['kind'], text: string, values: Partial<StopLine> = {}): StopLine => ({
  type: 'stop',
  kind,
  code: 1,
  text,
  ...values,
});

/** deploy's stop lines, each with the exit code it ends with; or, for a crash, only its stderr. */
const REFUSALS: [string, number, StopLine | string, RegExp][] = [
  [
    'no target',
    1,
    own(
      'no-target',
      'No target: set DEPLOY_TARGET in .env (copy .env.example to .env) or in the environment, e.g.\n  DEPLOY_TARGET=sftp://user@host.example.net/~/www\nNothing was changed.',
    ),
    /^Noch kein Ziel eingestellt: .*\.env .*DEPLOY_TARGET=sftp:\/\/.*docs\/band\/einrichten\.md, Abschnitt „Erste Einrichtung \(einmalig\)“/,
  ],
  [
    'placeholders',
    1,
    own(
      'placeholders',
      "Not published: src/data/band.ts still holds the repository's sample details, which must not go live (an Impressum with fictional details is a legal risk):\n" +
        "  src/data/band.ts:86: 'Musterstraße 12' – put in the street and number where the GbR receives post (Impressum)\n" +
        'Put in the real details and run `npm run deploy` again. Nothing was changed on the server. (For a test host only: npm run deploy -- --allow-placeholders.)',
      { samples: [{ file: 'src/data/band.ts', line: 86, field: 'address.street' }] },
    ),
    /^Nicht veröffentlicht: In band\.ts stehen noch Beispielangaben/,
  ],
  [
    'no password',
    1,
    own(
      'no-password',
      'No password: set DEPLOY_PASSWORD (or DEPLOY_KEY, the path of a private key or the key itself) in .env or the environment. Nothing was changed.',
    ),
    /^Nicht veröffentlicht: Es fehlt das Passwort, und der Editor kann nicht danach fragen\. DEPLOY_PASSWORD .*Schritt 4/,
  ],
  ['a locked key', 1, stopFor(new ServerError('passphrase', 'no DEPLOY_KEY_PASSPHRASE')), /Passphrase gesperrt.*DEPLOY_KEY_PASSPHRASE/],
  [
    'a wrong login',
    1,
    stopFor(new ServerError('login', 'All configured authentication methods failed')),
    /^Nicht veröffentlicht: Der Server hat die Anmeldung abgelehnt\. .*DEPLOY_PASSWORD.*Auf dem Server wurde nichts geändert\.$/,
  ],
  [
    'nothing answers',
    1,
    stopFor(new ServerError('unreachable', 'connect ECONNREFUSED 127.0.0.1:1'), parseTarget('sftp://user@127.0.0.1:1/www')),
    /^Nicht veröffentlicht: Unter 127\.0\.0\.1:1 antwortet nichts\./,
  ],
  [
    'a mistyped host',
    1,
    stopFor(new ServerError('host-not-found', 'getaddrinfo ENOTFOUND'), parseTarget('sftp://u@ssh.example-hots.de/www')),
    /^Nicht veröffentlicht: Einen Server namens „ssh\.example-hots\.de“ gibt es nicht/,
  ],
  [
    'no web root',
    1,
    stopFor(new ServerError('no-root', 'no such folder', '')),
    /^Nicht veröffentlicht: Den Ordner „www“ gibt es auf dem Server nicht\./,
  ],
  [
    'the line dropped',
    2,
    stopFor(new ServerError('dropped', 'connection reset', 'band.js')),
    /^Verbindung abgebrochen: .*Noch einmal veröffentlichen/,
  ],
  [
    'a file refused',
    3,
    stopFor(new ServerError('quota', 'disk full', 'band.js')),
    /^Angehalten: Der Webspace auf dem Server ist voll\. Was davor hochging, ist online/,
  ],
  [
    'an error without a name',
    3,
    stopFor(new Error('boom')),
    /^Angehalten: deploy ist auf einen Fehler gestoßen, den es nicht benennen kann\./,
  ],
  [
    'an answer the backend has no name for',
    3,
    stopFor(new ServerError('unknown', '550 Weird: quota of the moon', 'band.js')),
    /^Angehalten: Der Server hat unerwartet geantwortet.*weitergeben/,
  ],
  [
    'a lock another run took',
    3,
    stopFor(new ServerError('lock-lost', "this run's lock on the server was removed while it ran")),
    /^Angehalten: Eine andere Veröffentlichung hat übernommen.*nichts mehr gelöscht/,
  ],
  [
    'a dist/ that lost most of the site',
    1,
    stopFor(
      new ServerError(
        'deletes',
        'this run would delete 3 of the 4 files deploy published there, more than half: as if dist/ had lost most of the site.\n  delete  a.html\n  delete  b.html\n  delete  c.html\nIf that is really meant, allow it: npm run deploy -- --max-delete 3',
      ),
    ),
    /^Nicht veröffentlicht: Diese Veröffentlichung würde mehr als die Hälfte der Dateien vom Server löschen.*--max-delete/,
  ],
  ['a crash', 134, 'Aborted (core dumped)', /^npm run deploy endete unerwartet \(Exit-Code 134\)/],
];

for (const [kind, code, said, lead] of REFUSALS) {
  stops(`${kind} (exit ${code}): a German sentence from the stop line's kind and values, deploy's words below as they are`, async () => {
    const stop = typeof said === 'string' ? undefined : said;
    const crash = typeof said === 'string' ? said : '';
    const ran: Ran = { code, stdout: stop ? jsonl([{ type: 'say', text: 'Connecting …' }, stop]) : '', stderr: crash };
    const words = stop ? `Connecting …\n${stop.text}` : crash;
    if (stop) assert.is(stop.code, code, 'the exit code messages.ts gives');
    assert.match(explainStop(code, stop), lead);
    // The same through the dry run and through a publish: deploy's words unchanged in details.
    const plan = await planPublish(repo, { run: fake({ deploy: ran }), env: {} });
    assert.equal(plan, { status: 'refused', summary: explainStop(code, stop), details: words });
    const events: PublishEvent[] = [];
    const done = await publish(repo, (event) => events.push(event), { run: fake({ deploy: ran }), env: {} });
    assert.equal(done, {
      type: 'done',
      status: code === 1 ? 'refused' : 'failed',
      summary: explainStop(code, stop),
      details: words,
      checkSite: undefined,
    });
    assert.not.ok(
      events.some((event) => event.type === 'checking'),
      'no check-site after a stop',
    );
  });
}

for (const [what, known, status] of [
  ['a new host key', '', 'new'],
  ['a different host key', `ssh.example-host.de ssh-ed25519 ${'A'.repeat(68)}`, 'changed'],
] as const) {
  stops(`${what}: offered (or warned of) from the stop line’s key, the lead the key's own`, async () => {
    const stop = stopFor(hostKey(known));
    const plan = await planPublish(repo, { run: fake({ deploy: { code: 1, stdout: jsonl([stop]), stderr: '' } }), env: {} });
    assert.is(plan.hostKey?.status, status);
    assert.is(plan.hostKey?.key.fingerprint, stop.hostKey?.fingerprint);
    assert.is(plan.summary, hostKeyLead(plan.hostKey!));
    assert.is(plan.details, stop.text);
  });
}

let repo = '';
stops.before(async () => {
  repo = await mkdtemp(join(tmpdir(), 'publish-'));
});
stops.after(() => rm(repo, { recursive: true, force: true }));

stops.run();

// ---

const everyKind = suite('every way deploy stops has a German lead of its own');

/**
 * A failure of each kind failures.ts names, as the backends raise it: a Record, so that a kind added
 * there fails the type check here until it has its line (and, through explainStop, its lead).
 */
const ANNAS = { hash: 'a1b2c3d', subject: 'Auftritt in Kassel', author: 'Anna' };
const FAILURES: Record<FailureKind, ServerError> = {
  'host-not-found': new ServerError('host-not-found', 'getaddrinfo ENOTFOUND ssh.example-hots.de'),
  unreachable: new ServerError('unreachable', 'connect ECONNREFUSED 127.0.0.1:22'),
  login: new ServerError('login', 'All configured authentication methods failed'),
  passphrase: new ServerError('passphrase', 'no DEPLOY_KEY_PASSPHRASE'),
  'key-file': new ServerError('key-file', 'Cannot parse privateKey: Unsupported key format'),
  'host-key': hostKey(''),
  certificate: new ServerError('certificate', 'self-signed certificate'),
  'no-tls': new ServerError('no-tls', '500 AUTH not understood'),
  'no-root': new ServerError('no-root', 'sftp://upgrade@ssh.example-host.de/~/www has no such folder'),
  locked: new ServerError('locked', 'another deploy (on probenraum) started at 1 Sept 2025, 20:00; its lock expires at 1 Sept 2025, 20:10'),
  deletes: new ServerError(
    'deletes',
    'this run would delete 3 of the 4 files deploy published there, more than half.\n  delete  a.html\nIf that is really meant, allow it: npm run deploy -- --max-delete 3',
  ),
  usage: new ServerError(
    'usage',
    '--delete-unknown deletes only where deploy has published before: there is no manifest on the server yet.',
  ),
  quota: new ServerError('quota', 'SFTP status 4: Failure', 'band.js'),
  permission: new ServerError('permission', '550 Permission denied', 'band.js'),
  name: new ServerError('name', '553 Could not create file', 'termine.ics'),
  exists: new ServerError('exists', '550 Rename failed', 'index.html'),
  missing: new ServerError('missing', 'SFTP status 2: No such file', 'band.js'),
  unsupported: new ServerError('unsupported', 'SFTP status 8: Operation unsupported', 'band.js'),
  unknown: new ServerError('unknown', '599 The moon is full', 'band.js'),
  'lock-lost': new ServerError('lock-lost', "this run's lock on the server was removed while it ran"),
  dropped: new ServerError('dropped', 'read ECONNRESET', 'band.js'),
  older: new BuildRefused({ kind: 'older', live: 'a'.repeat(40), build: 'b'.repeat(40), lost: [ANNAS], count: 1 }),
  'live-unknown': new BuildRefused({ kind: 'live-unknown', live: 'a'.repeat(40), build: 'b'.repeat(40), fetched: { kind: 'fetched' } }),
  unshared: new BuildRefused({ kind: 'unshared', build: 'b'.repeat(40), branch: 'main', reason: 'rejected', words: '! [rejected]' }),
};

/** What deployCommand.ts itself says before it connects, as its stop lines. */
const COMMAND: [string, StopLine][] = [
  ['no target', own('no-target', 'No target: set DEPLOY_TARGET in .env.')],
  ['no password', own('no-password', 'No password: set DEPLOY_PASSWORD in .env or the environment. Nothing was changed.')],
  ['sample details', own('placeholders', "Not published: src/data/band.ts still holds the repository's sample details.")],
  ['an unknown option', own('args', 'Unknown option --fast. Nothing was changed.')],
  ...[
    'ssh.host.de',
    'http://band@host/www',
    'ftp://band@host/www',
    'sftp://band:geheim@host/www',
    'sftp://host/www',
    'sftp://band@host/',
  ].map((value): [string, StopLine] => {
    try {
      parseTarget(value);
      return [value, own('internal', 'taken')];
    } catch (error) {
      assert.instance(error, TargetError);
      return [`DEPLOY_TARGET=${value}`, stopFor(error as Error)];
    }
  }),
  ['an error without a name', stopFor(new Error('boom'))],
];

/** The lead that says only "see below": a stop deploy can name deserves better. */
const GENERIC = [explainStop(134, undefined)];

const leads = new Map<string, string>();
for (const [kind, error] of Object.entries(FAILURES)) {
  everyKind(`${kind}: a German lead of its own, with the exit code messages.ts gives`, () => {
    const stop = stopFor(error);
    assert.is(stop.kind, kind);
    const lead = explainStop(stop.code, stop);
    assert.not.ok(GENERIC.includes(lead), `${kind} has a lead of its own: ${lead}`);
    assert.match(lead, /^(Nicht veröffentlicht|Achtung, nicht veröffentlicht|Angehalten|Verbindung abgebrochen)[:,]/);
    // German, not deploy's English: none of its words, no code quoted in backticks.
    assert.not.match(lead, /\b(the|and|server said|Nothing)\b|`/);
    leads.set(kind, lead);
  });
}
for (const [what, stop] of COMMAND) {
  everyKind(`${what}: a German lead of its own`, () => {
    assert.is.not(stop.text, 'taken', `${what} is refused`);
    const lead = explainStop(stop.code, stop);
    assert.not.ok(GENERIC.includes(lead), `${what}: ${lead}`);
    assert.not.match(lead, /\b(the|and|Nothing)\b|`/);
  });
}
everyKind('the kinds read differently, only the two "an operation refused" alike', () => {
  const alike = [...leads].filter(([kind]) => kind !== 'missing' && kind !== 'unsupported').map(([, lead]) => lead);
  assert.is(new Set(alike).size, alike.length);
  assert.is(leads.get('missing'), leads.get('unsupported'));
});

everyKind.run();

const checking = suite('explainCheckSite');

const site = 'https://www.upgrade-kassel.de/';
for (const [verdict, lead] of [
  [{ kind: 'ok', site, checked: 45, text: 'All well: 45 files as in dist/' }, /^Geprüft: Die Seite im Netz ist die gebaute\.$/],
  [
    { kind: 'problems', site, problems: ['index.html differs'], text: '1 problem(s) on https://x/:\n  - index.html differs' },
    /^Veröffentlicht, aber check-site findet ein Problem mit der Seite im Netz\./,
  ],
  [{ kind: 'problems', site, problems: ['a', 'b', 'c'], text: '3 problem(s)' }, /^Veröffentlicht, aber check-site findet 3 Probleme/],
  [
    { kind: 'could-not-run', why: 'fetch failed', text: 'check-site could not run: fetch failed' },
    /^Veröffentlicht, aber check-site konnte die Seite im Netz nicht abrufen.*CHECK_SITE=/,
  ],
  [
    { kind: 'usage', text: 'npm run check-site takes the site’s https address' },
    /^Veröffentlicht, aber nicht geprüft: CHECK_SITE in \.env ist keine https-Adresse/,
  ],
  [undefined, /^Veröffentlicht, aber check-site konnte die Seite im Netz nicht abrufen/],
] as const) {
  checking(`${verdict?.kind ?? 'no verdict'}: ${verdict?.text ?? ''}`, () => assert.match(explainCheckSite(verdict), lead));
}

checking.run();

// ---

/** A command's lines as RunScript passes them on: stdout's, then stderr's. */
const linesOf = (ran: Ran) => [ran.stdout, ran.stderr].flatMap((text) => (text ? text.replace(/\n$/, '').split('\n') : []));

/** A build that passed, as it prints. */
const BUILT: Ran = { code: 0, stdout: `${BUILD}\n`, stderr: '' };

/** A fake node: what each step prints and ends with (the build passes unless told); every call recorded. */
function fake(
  scripts: Partial<Record<'build' | 'deploy' | 'check-site', Ran | ((args: string[]) => Ran)>>,
  calls: [string, string[], string][] = [],
  { build = true } = {},
): RunScript {
  return async (script, args, { repo, onLine }) => {
    calls.push([script, args, repo]);
    const answer = scripts[script] ?? (script === 'build' && build ? BUILT : undefined);
    if (!answer) throw new Error(`spawn node ENOENT (${script})`);
    const ran = typeof answer === 'function' ? answer(args) : answer;
    for (const line of linesOf(ran)) onLine?.(line);
    return ran;
  };
}

/** A publish's lines as deploy's own progress reports them: three files, a bridge .htaccess prepared between. */
function uploadLines(): DeployLine[] {
  const lines: DeployLine[] = [{ type: 'say', text: 'Connecting to sftp://upgrade@ssh.example-host.de/~/www …' }];
  const shown = progressLine(3, 39_000, process.stdout, (line) => lines.push(line));
  shown.done('band.js', 27_500, 'uploaded');
  shown.done('.htaccess', 2_100, 'prepared');
  shown.done('index.html', 11_500, 'uploaded');
  shown.done('auftritte/alt.html', 3_000, 'deleted');
  shown.end();
  lines.push({
    type: 'done',
    kind: 'published',
    uploaded: 2,
    deleted: 1,
    unchanged: 40,
    bytes: 39_000,
    text: 'Published: 2 file(s) uploaded (39.0 KB), 1 deleted, 40 unchanged.',
  });
  return lines;
}
const UPLOAD_LINES = uploadLines();
const UPLOADS = jsonl(UPLOAD_LINES);
/** Their words, as the page shows them. */
const UPLOAD_WORDS = UPLOAD_LINES.map((line) => line.text);

/** check-site's lines (`--json`) for a verdict. */
const checkSite = (verdict: CheckSiteLine & { type: 'verdict' }): Ran => ({
  code: verdict.kind === 'ok' ? 0 : 1,
  stdout: jsonl([
    { type: 'checking', site: 'https://www.upgrade-kassel.de/', text: 'Checking https://www.upgrade-kassel.de/ against dist/ …' },
    verdict,
  ]),
  stderr: '',
});
const ALL_WELL = checkSite({ type: 'verdict', kind: 'ok', site: 'https://www.upgrade-kassel.de/', checked: 45, text: 'All well' });

const flow = suite('planPublish and publish');
let folder = '';
flow.before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'publish-'));
});
flow.after(() => rm(folder, { recursive: true, force: true }));

flow(
  'the dry run: the build into a temporary folder, deploy’s dry run of it, its summary in German, its listing in the details',
  async () => {
    const calls: [string, string[], string][] = [];
    const plan = await planPublish(folder, { run: fake({ deploy: { code: 0, stdout: dryRun(3, 0, 1), stderr: '' } }, calls), env: {} });
    const [build, deploy] = calls;
    assert.is(calls.length, 2);
    assert.is(build?.[0], 'build');
    assert.is(build?.[1][0], '--out');
    const out = build?.[1][1] ?? '';
    assert.ok(out.startsWith(tmpdir()), 'into a temporary folder, not the repository');
    assert.equal(build?.[1], ['--out', out]);
    // deploy's lines as data (--json): all the editor reads of it
    assert.equal(deploy, ['deploy', ['--dry-run', '--json', '--from', join(out, 'dist')], folder]);
    const words = dryRunLines(3, 0, 1).map((line) => line.text);
    assert.equal(plan, { status: 'ready', summary: '3 Dateien neu, 1 gelöscht', details: [BUILD, ...words].join('\n') });
    const nothing = await planPublish(folder, { run: fake({ deploy: { code: 0, stdout: dryRun(0, 0, 0), stderr: '' } }), env: {} });
    assert.is(nothing.status, 'nothing');
  },
);

flow('a build the data check refuses: the plan is refused in the build’s words, and deploy never runs', async () => {
  const calls: [string, string[], string][] = [];
  const refusal = "src/data/gigs.ts:12: gig on 2027-07-14 at \"Halle, Kassel\": unknown key 'privat' (did you mean 'private'?)";
  const plan = await planPublish(folder, { run: fake({ build: { code: 1, stdout: '', stderr: refusal } }, calls), env: {} });
  assert.equal(
    calls.map(([step]) => step),
    ['build'],
  );
  assert.is(plan.status, 'refused');
  assert.is(plan.details, refusal);
  const events: PublishEvent[] = [];
  const published = await publish(folder, (event) => events.push(event), {
    run: fake({ build: { code: 1, stdout: '', stderr: refusal } }, calls),
    env: {},
  });
  assert.equal(
    calls.map(([step]) => step),
    ['build', 'build'],
  );
  assert.is(published.status, 'refused');
  assert.equal(
    events.filter((event) => event.type === 'line').map((event) => event.type === 'line' && event.text),
    [refusal],
  );
});

flow('node that cannot start is a refusal, not an exception', async () => {
  const plan = await planPublish(folder, { run: fake({}, [], { build: false }), env: {} });
  assert.equal(plan, { status: 'refused', summary: 'npm run deploy ließ sich nicht starten.', details: 'spawn node ENOENT (build)' });
  const events: PublishEvent[] = [];
  await publish(folder, (event) => events.push(event), { run: fake({}, [], { build: false }), env: {} });
  assert.equal(
    events.map((event) => event.type === 'done' && event.status),
    ['failed'],
  );
});

flow('a publish: each line of deploy as it comes (with the count where it has one), then check-site, then the end', async () => {
  const calls: [string, string[], string][] = [];
  const events: PublishEvent[] = [];
  const checked =
    'All well: 45 files as in dist/, with their types, headers and compression; http leads to https; nothing private is served.';
  const done = await publish(folder, (event) => events.push(event), {
    run: fake(
      {
        deploy: { code: 0, stdout: UPLOADS, stderr: '' },
        'check-site': checkSite({ type: 'verdict', kind: 'ok', site, checked: 45, text: checked }),
      },
      calls,
    ),
    env: {},
  });
  assert.equal(calls, [
    ['build', [], folder],
    ['deploy', ['--json'], folder],
    ['check-site', ['--json'], folder],
  ]);
  const lines = events.filter((event) => event.type === 'line');
  assert.equal(
    lines.map((line) => line.text),
    [...BUILD.split('\n'), ...UPLOAD_WORDS],
  );
  assert.equal(
    lines.filter((line) => line.progress).map((line) => line.progress),
    [
      { files: 1, total: 3 },
      { files: 2, total: 3 },
      { files: 3, total: 3 },
    ],
  );
  assert.equal(
    events.slice(lines.length).map((event) => event.type),
    ['checking', 'done'],
  );
  assert.equal(done, {
    type: 'done',
    status: 'published',
    summary: 'Veröffentlicht: 2 Dateien hochgeladen, 1 gelöscht.',
    checkSite: { ok: true, summary: 'Geprüft: Die Seite im Netz ist die gebaute.', text: checked },
  });
  assert.equal(events.at(-1), done);
});

flow('check-site’s problems are its verdict: published, not ok, in its own words', async () => {
  const problems = '1 problem(s) on https://www.upgrade-kassel.de/:\n  - index.html differs from dist/';
  const verdict = { kind: 'problems', site, problems: ['index.html differs from dist/'], text: problems } as const;
  const done = await publish(folder, () => {}, {
    run: fake({ deploy: { code: 0, stdout: UPLOADS, stderr: '' }, 'check-site': checkSite({ type: 'verdict', ...verdict }) }),
    env: {},
  });
  assert.is(done.status, 'published');
  assert.equal(done.checkSite, { ok: false, summary: explainCheckSite(verdict), text: problems });
  assert.match(done.checkSite?.summary ?? '', /^Veröffentlicht, aber check-site findet ein Problem mit der Seite im Netz\./);
});

flow('CHECK_SITE from the environment, else from .env, passed on to check-site as the workflow does (split into words)', async () => {
  const run = (calls: [string, string[], string][]) =>
    fake({ deploy: { code: 0, stdout: UPLOADS, stderr: '' }, 'check-site': ALL_WELL }, calls);
  await writeFile(
    join(folder, '.env'),
    'DEPLOY_TARGET=sftp://u@h/~/www\nCHECK_SITE="https://test.example.net/ --http=http://test.example.net:8080/"\n',
  );
  const fromFile: [string, string[], string][] = [];
  await publish(folder, () => {}, { run: run(fromFile), env: {} });
  assert.equal(fromFile[2], ['check-site', ['https://test.example.net/', '--http=http://test.example.net:8080/', '--json'], folder]);
  const fromEnv: [string, string[], string][] = [];
  await publish(folder, () => {}, { run: run(fromEnv), env: { CHECK_SITE: 'https://other.example.net/' } });
  assert.equal(fromEnv[2], ['check-site', ['https://other.example.net/', '--json'], folder]);
  await rm(join(folder, '.env'));
});

flow('a password or passphrase never leaves the editor, even should a command print it', async () => {
  const secret = 'Pa55wort-4711';
  const phrase = 'geheime Passphrase';
  await writeFile(join(folder, '.env'), `DEPLOY_KEY_PASSPHRASE=${phrase}\n`);
  const env = { DEPLOY_PASSWORD: secret };
  const leaky: Ran = {
    code: 1,
    stdout: `trying ${secret}\n${jsonl([own('login', `Not published: the server refused ${secret} and ${phrase}.`)])}`,
    stderr: `and ${secret}`,
  };
  const said: string[] = [];
  said.push(JSON.stringify(await planPublish(folder, { run: fake({ deploy: leaky }), env })));
  await publish(folder, (event) => said.push(JSON.stringify(event)), { run: fake({ deploy: leaky }), env });
  const ok: Ran = { code: 0, stdout: `${UPLOADS}${jsonl([{ type: 'say', text: secret }])}`, stderr: '' };
  await publish(folder, (event) => said.push(JSON.stringify(event)), {
    run: fake({
      deploy: ok,
      'check-site': checkSite({ type: 'verdict', kind: 'problems', site, problems: [phrase], text: `1 problem(s): ${phrase}` }),
    }),
    env,
  });
  const all = said.join('\n');
  assert.not.ok(all.includes(secret), 'no password');
  assert.not.ok(all.includes(phrase), 'no passphrase');
  assert.ok(all.includes('Not published: the server refused •••••• and ••••••.'), 'the rest of the words kept');
  await rm(join(folder, '.env'));
});

flow('a key given as its text in DEPLOY_KEY never leaves the editor, line by line', async () => {
  const body = [
    'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
    'QyNTUxOQAAACBm0d6ZfVq5a9xX2m1lq0A9S0wQ5H3nq0m7fT7c8vJ3cQAAAJgn2Kq9J9iq',
  ];
  const key = ['-----BEGIN OPENSSH PRIVATE KEY-----', ...body, '-----END OPENSSH PRIVATE KEY-----', ''].join('\n');
  const leaky: Ran = { code: 1, stdout: jsonl([own('key-file', `Not published: a key it could not read:\n${key}`)]), stderr: '' };
  const said = JSON.stringify(await planPublish(folder, { run: fake({ deploy: leaky }), env: { DEPLOY_KEY: key } }));
  for (const line of body) assert.not.ok(said.includes(line), 'no line of the key');
  assert.ok(said.includes('Not published: a key it could not read'), 'the rest of the words kept');
});

flow('the steps are package.json’s scripts', async () => {
  const { scripts } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  assert.is(scripts.build, `node ${STEPS.build.join(' ')}`);
  // The build's report to stderr: with --json, stdout holds deploy's lines only.
  assert.is(scripts.deploy, `npm run build 1>&2 && node ${STEPS.deploy.join(' ')}`);
  assert.is(scripts['check-site'], `node ${STEPS['check-site'].join(' ')}`);
});

flow('a word of CHECK_SITE reaches check-site as one argument, read by no shell', async () => {
  // The real runner, in a stand-in repository whose check-site prints the arguments it was given.
  const repo = await mkdtemp(join(tmpdir(), 'publish-args-'));
  try {
    await mkdir(join(repo, 'src/deploy'), { recursive: true });
    await mkdir(join(repo, 'src/build'));
    await copyFile(join(ROOT, 'src/build/loadCommand.mjs'), join(repo, 'src/build/loadCommand.mjs'));
    await symlink(join(ROOT, 'node_modules'), join(repo, 'node_modules'));
    await writeFile(join(repo, 'src/deploy/checkSiteCommand.ts'), 'console.log(JSON.stringify(process.argv.slice(2)));\n');
    const words = ['https://x.example/;touch', 'pwned', '$(touch', 'pwned)', '`touch`', '&', 'echo', '%PATH%', '"quoted"'];
    const ran = await runScript('check-site', words, { repo, env: { PATH: process.env.PATH } });
    assert.is(ran.code, 0, ran.stderr);
    assert.equal(JSON.parse(ran.stdout), words);
    assert.is(await stat(join(repo, 'pwned')).catch(() => undefined), undefined, 'nothing ran');
  } finally {
    await rm(repo, { recursive: true, force: true });
  }
});

flow.run();

// ---

const older = suite('a publish refused for lacking the bandmates’ changes (issue 53)');

const commit = (hash: string, subject: string, author: string) => ({ hash, subject, author });

for (const [what, lost, count, lead] of [
  [
    'one change of one member',
    [commit('a1b2c3d', 'Auftritt in Kassel', 'Anna')],
    1,
    'Nicht veröffentlicht: Auf der Seite im Netz ist eine Änderung von Anna („Auftritt in Kassel“), die hier noch fehlt – erst übernehmen, sonst wäre sie nach dem Veröffentlichen wieder weg.',
  ],
  [
    'changes of two members, each named once',
    [
      commit('a1b2c3d', 'Auftritt in Kassel', 'Anna'),
      commit('b2c3d4e', 'Foto vom Stadtfest', 'Ben'),
      commit('c3d4e5f', 'Noch ein Auftritt', 'Anna'),
    ],
    3,
    'Nicht veröffentlicht: Auf der Seite im Netz sind 3 Änderungen von Anna und Ben („Auftritt in Kassel“, „Foto vom Stadtfest“, „Noch ein Auftritt“), die hier noch fehlen – erst übernehmen, sonst wären sie nach dem Veröffentlichen wieder weg.',
  ],
  [
    'more changes than named',
    [commit('a', 'Eins', 'Anna'), commit('b', 'Zwei', 'Ben'), commit('c', 'Drei', 'Cem'), commit('d', 'Vier', 'Anna')],
    12,
    'Nicht veröffentlicht: Auf der Seite im Netz sind 12 Änderungen von Anna, Ben und Cem („Eins“, „Zwei“, „Drei“ …), die hier noch fehlen – erst übernehmen, sonst wären sie nach dem Veröffentlichen wieder weg.',
  ],
] as const) {
  older(`one German sentence naming whose changes are missing: ${what}`, () => {
    const said = explainRefusal({ kind: 'older', live: 'a'.repeat(40), build: 'b'.repeat(40), lost: [...lost], count });
    assert.is(said, lead);
  });
}

/** A fake deploy that refuses a build as deploy does: exit 1, its stop line with the refusal's values and its English words. */
const refusing = (refusal: BuildRefusal): Ran => ({ code: 1, stdout: jsonl([stopFor(new BuildRefused(refusal))]), stderr: '' });

const OLDER: BuildRefusal = {
  kind: 'older',
  live: 'a'.repeat(40),
  build: 'b'.repeat(40),
  lost: [commit('a1b2c3d', 'Auftritt in Kassel', 'Anna')],
  count: 1,
};

older('the plan and the publish: the lead from deploy’s report, its words in the details, the missing changes offered', async () => {
  const repo = await mkdtemp(join(tmpdir(), 'publish-older-'));
  try {
    const plan = await planPublish(repo, { run: fake({ deploy: refusing(OLDER) }), env: {} });
    assert.is(plan.status, 'refused');
    assert.is(plan.summary, explainRefusal(OLDER));
    assert.match(plan.details, /^Not published: the site online was built from aaaaaaa, and this build \(bbbbbbb\) lacks 1 commit/);
    assert.equal(plan.missing, { commits: [commit('a1b2c3d', 'Auftritt in Kassel', 'Anna')], count: 1 });
    const done = await publish(repo, () => {}, { run: fake({ deploy: refusing(OLDER) }), env: {} });
    assert.is(done.status, 'refused');
    assert.is(done.summary, plan.summary);
    assert.equal(done.missing, plan.missing);
  } finally {
    await rm(repo, { recursive: true, force: true });
  }
});

for (const [what, refusal, offered, lead] of [
  [
    'origin ahead of this clone',
    { kind: 'unshared', build: 'b'.repeat(40), branch: 'main', reason: 'rejected' },
    true,
    /Änderungen von Bandmitgliedern, die hier noch fehlen – erst übernehmen/,
  ],
  ['no branch checked out', { kind: 'unshared', build: 'b'.repeat(40), reason: 'detached' }, false, /git switch main/],
  [
    'origin out of reach',
    { kind: 'unshared', build: 'b'.repeat(40), branch: 'main', reason: 'failed', words: 'fatal: unable to access' },
    false,
    /ließen sich nicht ins gemeinsame Repository schicken/,
  ],
  [
    'the live commit unknown here and on origin',
    { kind: 'live-unknown', live: 'a'.repeat(40), build: 'b'.repeat(40), fetched: { kind: 'fetched' } },
    false,
    /weder dieser Computer noch das gemeinsame Repository kennt/,
  ],
] as const) {
  older(`${what}: its own German lead${offered ? ', and Änderungen übernehmen offered' : ''}`, async () => {
    const repo = await mkdtemp(join(tmpdir(), 'publish-older-'));
    try {
      const plan = await planPublish(repo, { run: fake({ deploy: refusing(refusal as BuildRefusal) }), env: {} });
      assert.match(plan.summary, lead);
      assert.match(plan.summary, /^Nicht veröffentlicht: /);
      assert.is(plan.missing !== undefined, offered);
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });
}

older.run();

// ---

const progress = suite('progressOf');

progress('a count for each file that went up or came down, none for a prepared one nor for any other line', () => {
  assert.equal(UPLOAD_LINES.map(progressOf), [
    undefined,
    { files: 1, total: 3 },
    undefined,
    { files: 2, total: 3 },
    { files: 3, total: 3 },
    undefined,
  ]);
});

progress.run();

// ---

/** A ServerResponse that keeps what is written to it. */
function response() {
  const sent = { code: 0, headers: {} as Record<string, string>, body: '', ended: false };
  const res = {
    writableEnded: false,
    destroyed: false,
    writeHead(code: number, headers: Record<string, string>) {
      sent.code = code;
      sent.headers = headers;
      return res;
    },
    write(chunk: string) {
      sent.body += chunk;
      return true;
    },
    end(chunk?: string) {
      if (chunk) sent.body += chunk;
      sent.ended = res.writableEnded = true;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

const answer = suite('answerPublish');

answer('/api/publish/plan streams its steps as they start, then the dry run (issue 53: progress, not 40 silent seconds)', async () => {
  const { res, sent } = response();
  await answerPublish('/api/publish/plan', res, tmpdir(), {
    run: fake({ deploy: { code: 0, stdout: dryRun(1, 0, 0), stderr: '' } }),
    env: {},
  });
  assert.is(sent.code, 200);
  assert.match(sent.headers['content-type'] ?? '', /^application\/x-ndjson/);
  const events = sent.body
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as PlanEvent);
  assert.equal(events.slice(0, 2), [
    { type: 'stage', step: 1, of: 2, what: 'build' },
    { type: 'stage', step: 2, of: 2, what: 'compare' },
  ]);
  const end = events[2];
  assert.is(end?.type === 'plan' && end.plan.summary, '1 Datei neu');
  assert.is(events.length, 3);
});

answer('/api/publish streams one JSON object per line, the end last', async () => {
  const { res, sent } = response();
  await answerPublish('/api/publish', res, tmpdir(), {
    run: fake({ deploy: { code: 0, stdout: UPLOADS, stderr: '' }, 'check-site': ALL_WELL }),
    env: {},
  });
  assert.is(sent.code, 200);
  assert.match(sent.headers['content-type'] ?? '', /^application\/x-ndjson/);
  assert.ok(sent.ended);
  const events = sent.body
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as PublishEvent);
  assert.is(events.length, BUILD.split('\n').length + UPLOAD_LINES.length + 2);
  assert.equal(events.at(-1), {
    type: 'done',
    status: 'published',
    summary: 'Veröffentlicht: 2 Dateien hochgeladen, 1 gelöscht.',
    checkSite: { ok: true, summary: 'Geprüft: Die Seite im Netz ist die gebaute.', text: 'All well' },
  });
});

answer('another path is 404, and runs nothing', async () => {
  const { res, sent } = response();
  const calls: [string, string[], string][] = [];
  await answerPublish('/api/publish/other', res, tmpdir(), { run: fake({}, calls), env: {} });
  assert.is(sent.code, 404);
  assert.equal(calls, []);
});

answer.run();
