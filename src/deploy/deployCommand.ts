// npm run deploy: the build (package.json runs it first), then dist/ onto the band's web space.
//
//   npm run deploy                      publish what changed
//   npm run deploy -- --dry-run         list what would be uploaded and deleted, change nothing
//   … deployCommand.ts --dry-run --from DIR   the same for a site built elsewhere (the editor's plan: node build.mjs --out)
//   npm run deploy -- --verify          read back every file on the server and repair whatever differs
//   npm run deploy -- --allow-placeholders   publish although band.ts still holds the sample details (a test host)
//   npm run deploy -- --delete-unknown  also delete visible files on the server that deploy did not put there
//   npm run deploy -- --plain-ftp       allow an ftp:// target (clear text: test servers only)
//   npm run deploy -- --max-delete N    allow up to N deletions (without it: at most half the files
//                                       published), and a dist/ without index.html
//   npm run deploy -- --allow-older     publish a build that lacks commits the live site was built from
//                                       (they go off the site), or whose commit cannot be pushed to origin
//   npm run deploy -- --json            one JSON object per line on stdout and nothing else (deployLines.ts):
//                                       progress, a dry run's plan, warnings, the outcome with its kind and values
//   … deployCommand.ts --host-key-report FILE   a refused SSH host key also written to FILE as JSON
//                                       (hostKeys.ts's HostKeyReport), for the editor; the output stays the same
//   … deployCommand.ts --stop-report FILE   how the run stopped, as JSON (messages.ts's StopReport: the
//                                       kind, the exit code, a refused build's values), for the editor
//
// Publishing never goes back in time (issue 53, item 3): the manifest on the server records the commit
// the site was built from (HEAD), and a build whose commit does not contain it is refused, naming the
// commits the site would lose; a commit origin lacks is pushed first (judgeBuild.ts, shareBuild.ts).
//
// Settings: DEPLOY_TARGET, DEPLOY_PASSWORD, DEPLOY_KEY (a key file's path or the key's text),
// DEPLOY_KEY_PASSPHRASE in the environment or in .env (see .env.example).
// Exit codes: 0 done, 1 refused (nothing changed), 2 the connection dropped (run again to finish),
// 3 stopped on a cause named (mend it, then run again). src/deploy/messages.ts says which.
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ROOT } from '../build/paths';
import { askPassword } from './askPassword';
import { gitCommits, headCommit } from './buildCommits';
import { BuildRefused } from './buildRefused';
import { deploy } from './deploy';
import { ServerError } from './failures';
import { judgeBuild } from './judgeBuild';
import { jsonReport, type DeployLine, type Report, type StopLine } from './deployLines';
import { stopLine } from './stopLine';
import { describeEnvLine, describeNote, type BuildNote, type StopKind, type StopReport } from './messages';
import { shareBuild } from './shareBuild';
import { describePlaceholders, findPlaceholders } from './placeholders';
import { isEncrypted, readPrivateKey } from './privateKey';
import { parseTarget, readSettings, type Target } from './target';
import { testTimings } from './testTimings';

const FLAGS = ['--dry-run', '--verify', '--allow-placeholders', '--delete-unknown', '--plain-ftp', '--allow-older', '--json'] as const;
/** The option with a value: `--max-delete 12` or `--max-delete=12`. */
const MAX_DELETE = '--max-delete';
/**
 * `--from DIR`: the dry run of a site built into DIR instead of dist/, so the editor's plan leaves
 * dist/ alone. Only a dry run: what is published is always dist/, which the band commits as the site online.
 */
const FROM = '--from';
/**
 * `--host-key-report FILE`: for a program that runs deploy (the editor), a refused host key is also
 * written to FILE as JSON (HostKeyReport), so the program reads the key, not the English words.
 */
const HOST_KEY_REPORT = '--host-key-report';
/** `--stop-report FILE`: how the run stopped, as JSON (StopReport), for a program that runs deploy (the editor). */
const STOP_REPORT = '--stop-report';

/** The flags in `args`, --max-delete's number and --from's folder, or the sentence that says what is wrong with them. */
function parseArgs(args: string[]): { flags: string[]; maxDelete?: number; from?: string } | string {
  const flags: string[] = [];
  let maxDelete: number | undefined;
  let from: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === HOST_KEY_REPORT) {
      const file = args[(i += 1)];
      if (!file || file.startsWith('--')) return `${HOST_KEY_REPORT} takes the file to write a refused host key to.`;
      reportFile = file;
    } else if (arg === STOP_REPORT) {
      const file = args[(i += 1)];
      if (!file || file.startsWith('--')) return `${STOP_REPORT} takes the file to write how the run stopped to.`;
      stopFile = file;
    } else if (arg === FROM) {
      from = args[(i += 1)];
      if (!from || from.startsWith('--')) return `${FROM} takes a folder: npm run deploy -- --dry-run ${FROM} DIR.`;
    } else if (arg === MAX_DELETE || arg.startsWith(`${MAX_DELETE}=`)) {
      const value = arg === MAX_DELETE ? args[(i += 1)] : arg.slice(MAX_DELETE.length + 1);
      if (value === undefined || !/^\d+$/.test(value))
        return `${MAX_DELETE} takes the number of files this run may delete, e.g. npm run deploy -- ${MAX_DELETE} 12.`;
      maxDelete = Number(value);
    } else if ((FLAGS as readonly string[]).includes(arg)) flags.push(arg);
    else return `Unknown option ${arg}: npm run deploy takes ${FLAGS.join(', ')}, ${MAX_DELETE} N (and ${FROM} DIR with --dry-run).`;
  }
  if (from !== undefined && !flags.includes('--dry-run')) return `${FROM} DIR goes with --dry-run only: what is published is dist/.`;
  return { flags, ...(maxDelete === undefined ? {} : { maxDelete }), ...(from === undefined ? {} : { from }) };
}

/** What the failure handler needs to word its message. */
let context: { target?: Target; passphraseGiven?: boolean } = {};
/** `--json`: every line as data on stdout (deployLines.ts), and nothing else there. */
let report: Report | undefined;

/** A line: as data with --json, else its words (a stop's on stderr, the rest on stdout). */
function tell(line: DeployLine) {
  if (report) report(line);
  else if (line.type === 'stop') console.error(line.text);
  else console.log(line.text);
}

/** A refusal of the command's own, before anything is sent: told, and its exit code. */
function refuse(kind: StopKind, text: string, values: Partial<StopLine> = {}): 1 {
  tell({ type: 'stop', kind, code: 1, text, ...values });
  return 1;
}

/** Where a refused host key is written as JSON (--host-key-report), if anywhere. */
let reportFile: string | undefined;
/** Where how the run stopped is written as JSON (--stop-report), if anywhere. */
let stopFile: string | undefined;

/**
 * The check before anything changes on the server, given the commit the live site was built from:
 * refuses a build that lacks it (unless --allow-older), and has origin hold the build's commit.
 */
function guardOf(repo: string, build: string, { dryRun, allowOlder }: { dryRun: boolean; allowOlder: boolean }) {
  const say = (note: BuildNote) => tell({ type: 'note', note, text: describeNote(note) });
  return async (live: string | undefined) => {
    const verdict = await judgeBuild(live, build, gitCommits(repo));
    if (verdict.kind === 'older' || verdict.kind === 'live-unknown') {
      if (!allowOlder) throw new BuildRefused(verdict);
      say({ kind: 'allowed-older', build, live: verdict.live, count: verdict.kind === 'older' ? verdict.count : undefined });
    }
    if (verdict.kind === 'unrecorded') say({ kind: 'unrecorded', build });
    try {
      const shared = await shareBuild(repo, build, dryRun);
      if (shared.kind === 'pushed' || shared.kind === 'would-push') say({ ...shared, build });
    } catch (error) {
      if (!(error instanceof BuildRefused && allowOlder && error.refusal.kind === 'unshared')) throw error;
      say({ kind: 'allowed-unshared', build, why: error.refusal.words ?? error.refusal.reason });
    }
  };
}

async function main(args: string[], repo: string): Promise<number> {
  // Before the other options are read, so that a wrong one is refused as data too.
  if (args.includes('--json')) report = jsonReport(process.stdout);
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') return refuse('args', `${parsed} Nothing was changed.`);
  const flag = (name: (typeof FLAGS)[number]) => parsed.flags.includes(name);

  const bandFile = 'src/data/band.ts';
  const samples = findPlaceholders(await readFile(join(repo, bandFile), 'utf8'));
  if (samples.length && !flag('--allow-placeholders'))
    return refuse(
      'placeholders',
      `Not published: ${bandFile} still holds the repository's sample details, which must not go live (an Impressum with fictional details is a legal risk):\n` +
        `${describePlaceholders(bandFile, samples)}\n` +
        'Put in the real details and run `npm run deploy` again. Nothing was changed on the server. (For a test host only: npm run deploy -- --allow-placeholders.)',
      { samples: samples.map(({ line, path }) => ({ file: bandFile, line, field: path })) },
    );
  if (samples.length)
    tell({
      type: 'warning',
      kind: 'placeholders-allowed',
      count: samples.length,
      text: `Publishing with ${samples.length} sample detail(s) in ${bandFile} (--allow-placeholders).`,
    });

  // A line of .env that gives no setting as written is said, by its number, never its value.
  const settings = await readSettings(repo, process.env, (problem) =>
    tell({
      type: 'warning',
      kind: 'env-line',
      problem: problem.kind,
      line: problem.line,
      ...('key' in problem && { key: problem.key }),
      text: describeEnvLine(problem),
    }),
  );
  if (!settings.DEPLOY_TARGET)
    return refuse(
      'no-target',
      'No target: set DEPLOY_TARGET in .env (copy .env.example to .env) or in the environment, e.g.\n' +
        '  DEPLOY_TARGET=sftp://user@host.example.net/~/www\n' +
        'Nothing was changed.',
    );
  const target = parseTarget(settings.DEPLOY_TARGET, { plainFtp: flag('--plain-ftp') });
  context = { target };
  let password = settings.DEPLOY_PASSWORD;
  const privateKey = target.protocol === 'sftp' && settings.DEPLOY_KEY ? await readPrivateKey(settings.DEPLOY_KEY) : undefined;
  let passphrase = settings.DEPLOY_KEY_PASSPHRASE;
  if (privateKey && isEncrypted(privateKey) && !passphrase) {
    if (!process.stdin.isTTY) throw new ServerError('passphrase', 'no DEPLOY_KEY_PASSPHRASE');
    passphrase = await askPassword('Passphrase of the key in DEPLOY_KEY: ');
  }
  context.passphraseGiven = Boolean(passphrase);
  const agent = target.protocol === 'sftp' && process.env.SSH_AUTH_SOCK;
  if (!password && !privateKey && !agent) {
    if (!process.stdin.isTTY)
      return refuse(
        'no-password',
        `No password: set DEPLOY_PASSWORD${target.protocol === 'sftp' ? ' (or DEPLOY_KEY, the path of a private key or the key itself)' : ''} in .env or the environment. Nothing was changed.`,
        { host: target.host, port: target.port },
      );
    password = await askPassword(`Password for ${target.user}@${target.host}: `);
  }
  const build = await headCommit(repo);
  if (!build) tell({ type: 'note', note: { kind: 'no-git' }, text: describeNote({ kind: 'no-git' }) });
  await deploy({
    repo,
    commit: build,
    guard: build ? guardOf(repo, build, { dryRun: flag('--dry-run'), allowOlder: flag('--allow-older') }) : undefined,
    target,
    password,
    privateKey,
    passphrase,
    dryRun: flag('--dry-run'),
    ...(parsed.from ? { dist: resolve(parsed.from) } : {}),
    verify: flag('--verify'),
    deleteUnknown: flag('--delete-unknown'),
    maxDelete: parsed.maxDelete,
    report,
    ...testTimings(process.env),
  });
  return 0;
}

main(process.argv.slice(2), ROOT).then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    const stop = stopLine(error, context);
    if (stop.hostKey && reportFile) writeFileSync(reportFile, `${JSON.stringify(stop.hostKey, null, 2)}\n`);
    if (stopFile && error instanceof ServerError) {
      const written: StopReport = { kind: stop.kind, code: stop.code, ...(stop.refusal ? { refusal: stop.refusal } : {}) };
      writeFileSync(stopFile, `${JSON.stringify(written, null, 2)}\n`);
    }
    tell(stop);
    process.exitCode = stop.code;
  },
);
