/**
 * The editor's Veröffentlichen (issue 37, item 8): the band's own scripts, run in the repository as
 * package.json runs them – `npm run deploy` is the build, then `src/deploy/deployCommand.ts`; then
 * `npm run check-site` – never a copy of their logic, so the editor publishes exactly what the
 * terminal would, with the same .env, and refuses in the same words. deploy and check-site run with
 * `--json`: the editor reads only their lines of data (src/deploy/deployLines.ts, checkVerdict.ts) – the
 * kind and values its German comes from (src/deploy/messages.ts, the catalogue of the English too) –
 * and passes their English words on unchanged, under Einzelheiten.
 *
 * The plan (the dry run) is made from a build into a temporary folder that starts as a copy of dist/
 * (`node build.mjs --out DIR`) and deploy's dry run of that folder (`--dry-run --from DIR/dist`), as
 * the preview is built apart: dist/ stays what was last published until the band publishes (issue
 * 45). Each script runs in node itself (process.execPath), never through npm or a shell: a word of
 * .env (CHECK_SITE's, passed on as arguments) is never read by a shell, on Windows neither.
 *
 * The commands run without a terminal (stdin closed): deploy then never waits for a typed password
 * but says what to set, and reports one line per file (a progress line with its count, see
 * src/deploy/progress.ts), which the page gets as it comes. Secrets are never added to any output;
 * should a command ever print the password or passphrase, it is blotted out before it leaves here.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildRefusal } from '../deploy/buildRefused';
import { verdictIn, type CheckVerdict } from '../deploy/checkVerdict';
import { parseDeployLine, type DeployLine, type DoneLine, type PlanLine, type StopLine } from '../deploy/deployLines';
import { refusalInGerman, stopInGerman } from '../deploy/messages';
// The .env format is deploy's: one reader for both (CHECK_SITE, and the secrets to blot out).
import { parseEnvFile } from '../deploy/target';
import type { ApiError } from './editorApi';
import { commitPublished } from './history';
import { acceptHostKey, hostKeyLead, HostKeyOffers, isHostKeyReport } from './hostKeyOffer';
import type {
  HostKeyAnswer,
  HostKeyOffer,
  MissingChanges,
  PlanEvent,
  PlanStage,
  PublishDone,
  PublishEvent,
  PublishLine,
  PublishPlan,
} from './publishApi';
import { takeInChanges } from './takeInChanges';
import { HostKeyRequestSchema } from './requestSchemas';
import * as v from 'valibot';

/** What a command ended with: its exit code and all it wrote, each stream apart. */
export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** A step of the band's scripts: `build` (npm run build), `deploy` (npm run deploy after its build), `check-site`. */
export type Step = 'build' | 'deploy' | 'check-site';

/**
 * Each step as node's arguments in the repository, as package.json's scripts have them (a test holds
 * the two together): "build" `node build.mjs`; "deploy" `npm run build && node src/build/loadCommand.mjs
 * src/deploy/deployCommand.ts`, so the build step, then this; "check-site" as written.
 */
export const STEPS: Record<Step, readonly string[]> = {
  build: ['build.mjs'],
  deploy: ['src/build/loadCommand.mjs', 'src/deploy/deployCommand.ts'],
  'check-site': ['src/build/loadCommand.mjs', 'src/deploy/checkSiteCommand.ts'],
};

/**
 * Runs the step `step` with `args` in `repo` with `env`, each line of its output (stdout and
 * stderr, in the order they came) to `onLine`. Injectable, so tests feed a fake deploy's output.
 */
export type RunScript = (
  step: Step,
  args: string[],
  options: { repo: string; env: NodeJS.ProcessEnv; onLine?: (line: string) => void },
) => Promise<Ran>;

/** The real thing: this node itself with the step's script (no npm, no shell), stdin closed, the output piped. */
export const runScript: RunScript = (step, args, { repo, env, onLine }) =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, [...STEPS[step], ...args], {
      cwd: repo,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const all = { stdout: '', stderr: '' };
    const read = (name: 'stdout' | 'stderr') => {
      let rest = '';
      child[name].setEncoding('utf8');
      child[name].on('data', (chunk: string) => {
        all[name] += chunk;
        const lines = (rest + chunk).split(/\r?\n/);
        rest = lines.pop() ?? '';
        for (const line of lines) onLine?.(line);
      });
      child[name].on('end', () => rest && onLine?.(rest));
    };
    read('stdout');
    read('stderr');
    child.on('error', fail);
    // 'close', not 'exit': both streams are read to their end by then.
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 128 : 1), ...all }));
  });

// ---

/** "1 Datei" / "3 Dateien". */
const files = (count: number) => `${count} ${count === 1 ? 'Datei' : 'Dateien'}`;

/** Parts of a German count list: the first names the files, the others only their number ("3 Dateien neu, 2 geändert"). */
const countList = (parts: [number, string][]) =>
  parts
    .filter(([count]) => count > 0)
    .map(([count, what], index) => `${index === 0 ? files(count) : count} ${what}`)
    .join(', ');

/** Deploy's lines (`--json`, src/deploy/deployLines.ts) in what a command wrote on stdout. */
export const deployLines = (stdout: string): DeployLine[] => stdout.split(/\r?\n/).flatMap((line) => parseDeployLine(line) ?? []);

/** The dry run's plan in German, from its values: "3 Dateien neu, 2 geändert, 1 gelöscht", or nothing to do. */
export function summarizeDryRun(lines: DeployLine[]): Pick<PublishPlan, 'status' | 'summary'> {
  const plan = lines.find((line): line is PlanLine => line.type === 'plan');
  if (!plan) return { status: 'ready', summary: 'Die Probe lief durch; was hochginge, steht in den Einzelheiten.' };
  if (!plan.uploads.length && !plan.deletes.length)
    return { status: 'nothing', summary: 'Nichts zu tun: Der Server hat diese Seite schon.' };
  const fresh = plan.uploads.filter((f) => f.fresh).length;
  const summary = countList([
    [fresh, 'neu'],
    [plan.uploads.length - fresh, 'geändert'],
    [plan.deletes.length, 'gelöscht'],
  ]);
  return { status: 'ready', summary };
}

/** deploy's outcome after publishing, in German: "Veröffentlicht: 3 Dateien hochgeladen, 1 gelöscht." */
export function summarizePublished(lines: DeployLine[]): string {
  const done = lines.find((line): line is DoneLine => line.type === 'done');
  if (done?.kind === 'nothing') return 'Nichts hochzuladen: Der Server hatte diese Seite schon.';
  if (done?.kind !== 'published') return 'Veröffentlicht.';
  const counts = countList([
    [done.uploaded, 'hochgeladen'],
    [done.deleted, 'gelöscht'],
  ]);
  return counts ? `Veröffentlicht: ${counts}.` : 'Veröffentlicht.';
}

/** A publish refused for the build's commit (issue 53, item 3), in one German sentence from deploy's values. */
export const explainRefusal = refusalInGerman;

/** The changes Änderungen übernehmen takes in: those an older build lacks, or (origin ahead) unnamed ones. */
function missingOf(refusal: BuildRefusal): MissingChanges | undefined {
  if (refusal.kind === 'older')
    return { commits: refusal.lost.map(({ hash, subject, author }) => ({ hash, subject, author })), count: refusal.count };
  if (refusal.kind === 'unshared' && refusal.reason === 'rejected') return { commits: [], count: 0 };
  return undefined;
}

/**
 * The German sentence above deploy's words when it stopped: from its stop line's kind and values
 * (src/deploy/messages.ts's stopInGerman, the catalogue the English comes from too). Without one
 * (deploy ended before it could say how), the exit code is all there is.
 */
export function explainStop(code: number, stop: StopLine | undefined): string {
  if (stop) return stopInGerman(stop);
  return `npm run deploy endete unerwartet (Exit-Code ${code}). Die Einzelheiten bitte an die Person weitergeben, die sich um den Code kümmert.`;
}

/** check-site's verdict in German, above its own words: all well, the problems it lists, or why it could not check. */
export function explainCheckSite(verdict: CheckVerdict | undefined): string {
  switch (verdict?.kind) {
    case 'ok':
      return 'Geprüft: Die Seite im Netz ist die gebaute.';
    case 'could-not-run':
    case undefined:
      return 'Veröffentlicht, aber check-site konnte die Seite im Netz nicht abrufen (die Einzelheiten sagen, woran es lag). Führt die Domain noch nicht zum Webspace, in .env CHECK_SITE= mit der Adresse eintragen, unter der die Seite schon zu sehen ist.';
    case 'usage':
      return 'Veröffentlicht, aber nicht geprüft: CHECK_SITE in .env ist keine https-Adresse. Dort die Adresse der Seite eintragen, z. B. CHECK_SITE=https://www.example.de/.';
    case 'problems': {
      const count = verdict.problems.length;
      return (
        `Veröffentlicht, aber check-site findet ${count === 1 ? 'ein Problem' : `${count} Probleme`} mit der Seite im Netz. ` +
        `Jede Zeile der Einzelheiten nennt eine Datei und was zu tun ist (${SET_UP}, Schritt 7). ` +
        'Führt die Domain noch nicht zum Webspace, prüft check-site die falsche Seite: Dann in .env CHECK_SITE= mit der Adresse eintragen, unter der die Seite schon zu sehen ist.'
      );
    }
  }
}

const SET_UP = 'docs/band/einrichten.md, Abschnitt „Erste Einrichtung (einmalig)“';

/** The count of a line of deploy's progress (`uploaded a.html (1.2 KB) [3/10]` as data), or nothing for any other line. */
export function progressOf(line: DeployLine): PublishLine['progress'] {
  return line.type === 'progress' && line.verb !== 'prepared' ? { files: line.files, total: line.total } : undefined;
}

// ---

/** What the commands need beyond deploy's own settings: CHECK_SITE, and the secrets to blot out. */
async function settingsOf(repo: string, env: NodeJS.ProcessEnv) {
  const file = parseEnvFile(await readFile(join(repo, '.env'), 'utf8').catch(() => ''));
  const pick = (name: string) => env[name] || file[name] || undefined;
  // Short values (a stray "1") would blot out innocent words; no real password is that short.
  const secrets = [pick('DEPLOY_PASSWORD'), pick('DEPLOY_KEY_PASSPHRASE')].filter((value): value is string => (value?.length ?? 0) >= 4);
  // DEPLOY_KEY may hold the key's text itself (a path is no secret): each of its lines, as a printed key would break them.
  const key = pick('DEPLOY_KEY') ?? '';
  if (key.includes('PRIVATE KEY')) secrets.push(...key.split(/\\n|\r?\n/).filter((line) => line.length >= 16 && !line.startsWith('-----')));
  const blot = (text: string) => secrets.reduce((out, secret) => out.split(secret).join('••••••'), text);
  // As the GitHub workflow passes it: split into words, so it may carry check-site's options after the address.
  const checkSite = (pick('CHECK_SITE') ?? '').split(/\s+/).filter(Boolean);
  return { blot, checkSite };
}

export interface PublishOptions {
  run?: RunScript;
  env?: NodeJS.ProcessEnv;
  /**
   * The host keys deploy refused in this editor session, which Schlüssel übernehmen may take (the
   * editor keeps one for its whole run); without it, each call keeps its own, and none can be taken.
   */
  hostKeys?: HostKeyOffers;
}

/** The words of deploy's lines, one per line of text (a plan's listing, a stop's message span several). */
const wordsOf = (lines: DeployLine[]) => lines.map((line) => line.text).join('\n');

/**
 * How deploy stopped, for the page, from its stop line (`--json`): the German lead (the host key's
 * question or warning, a refused build's sentence, the kind's sentence), its English words and any
 * stderr for the details, and the key or the missing changes offered.
 */
function stopOf(ran: Ran, hostKeys: HostKeyOffers, blot: (text: string) => string) {
  const lines = deployLines(ran.stdout);
  const stop = lines.find((line): line is StopLine => line.type === 'stop');
  const hostKey: HostKeyOffer | undefined = isHostKeyReport(stop?.hostKey) ? hostKeys.offer(stop.hostKey) : undefined;
  const missing = stop?.refusal && missingOf(stop.refusal);
  const summary = hostKey ? hostKeyLead(hostKey) : explainStop(ran.code, stop);
  const details = joinedText([wordsOf(lines), ran.stderr]);
  return { summary, details: blot(details), ...(hostKey ? { hostKey } : {}), ...(missing ? { missing } : {}) };
}

/** The lead when the build refused (the data check, a budget): its own words, with file and line, are the details. */
const BUILD_REFUSED =
  'Nicht veröffentlicht: Der Build ist nicht durchgelaufen; was nicht stimmt (mit Datei und Zeile), steht in den Einzelheiten. Das beheben, dann noch einmal veröffentlichen. Auf dem Server wurde nichts geändert.';

/** deploy's option for its lines as data (src/deploy/deployLines.ts), which is all the editor reads of it. */
export const JSON_OPTION = '--json';

/**
 * The dry run in German: the build into a temporary folder that starts as dist/ is, then deploy's
 * dry run of what the build made there. dist/ is left as it is: it stays what was last published.
 */
export async function planPublish(
  repo: string,
  { run = runScript, env = process.env, hostKeys = new HostKeyOffers() }: PublishOptions = {},
  onStage: (stage: PlanStage) => void = () => {},
): Promise<PublishPlan> {
  const { blot } = await settingsOf(repo, env);
  const out = await mkdtemp(join(tmpdir(), 'band-editor-plan-'));
  let built: Ran;
  let compared: Ran;
  try {
    onStage({ type: 'stage', step: 1, of: 2, what: 'build' });
    built = await run('build', ['--out', out], { repo, env });
    // The build's own words when it refused (the data check's problems are on stderr, its report on stdout).
    if (built.code !== 0) return { status: 'refused', summary: BUILD_REFUSED, details: blot(joinedText([built.stdout, built.stderr])) };
    onStage({ type: 'stage', step: 2, of: 2, what: 'compare' });
    compared = await run('deploy', ['--dry-run', JSON_OPTION, '--from', join(out, 'dist')], { repo, env });
    if (compared.code !== 0) return { status: 'refused', ...stopOf(compared, hostKeys, blot) };
  } catch (error) {
    return { status: 'refused', summary: 'npm run deploy ließ sich nicht starten.', details: blot((error as Error).message) };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  const lines = deployLines(compared.stdout);
  // The whole output: the build's report, then the listing, then the build's warnings (its stderr).
  const details = blot(joinedText([built.stdout, wordsOf(lines), built.stderr, compared.stderr]));
  return { ...summarizeDryRun(lines), details };
}

/** Texts one after the other, the empty ones left out. */
const joinedText = (texts: string[]) =>
  texts
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n');

/**
 * Publishes: `npm run deploy` (the build into dist/, then deploy), each line to `send` as it comes,
 * then `npm run check-site`, then the end.
 */
export async function publish(
  repo: string,
  send: (event: PublishEvent) => void,
  { run = runScript, env = process.env, hostKeys = new HostKeyOffers() }: PublishOptions = {},
): Promise<PublishDone> {
  const { blot, checkSite } = await settingsOf(repo, env);
  const end = (done: Omit<PublishDone, 'type'>) => {
    const event: PublishDone = { type: 'done', ...done };
    send(event);
    return event;
  };
  // Each line of the build as it is; each of deploy's as its words, with the count where it has one.
  const onLine = (line: string) => {
    const said = parseDeployLine(line);
    if (!said) return;
    const progress = progressOf(said);
    for (const text of blot(said.text).split('\n')) send(progress ? { type: 'line', text, progress } : { type: 'line', text });
  };
  let ran: Ran;
  let deployed = false;
  try {
    // As `npm run build && …`: deploy runs only after a build that passed.
    ran = await run('build', [], { repo, env, onLine });
    if (ran.code === 0) {
      deployed = true;
      ran = await run('deploy', [JSON_OPTION], { repo, env, onLine });
    }
  } catch (error) {
    return end({
      status: 'failed',
      summary: 'npm run deploy ließ sich nicht starten.',
      details: blot((error as Error).message),
      checkSite: undefined,
    });
  }
  if (ran.code !== 0 && !deployed)
    return end({ status: 'refused', summary: BUILD_REFUSED, details: blot(joinedText([ran.stdout, ran.stderr])), checkSite: undefined });
  if (ran.code !== 0) return end({ status: ran.code === 1 ? 'refused' : 'failed', ...stopOf(ran, hostKeys, blot), checkSite: undefined });
  send({ type: 'checking' });
  const verdict = await checkLive(repo, checkSite, { run, env, blot });
  const summary = summarizePublished(deployLines(ran.stdout));
  // As docs/band.md has the band do after npm run deploy: what the build changed, committed.
  let history: string | undefined;
  try {
    const commit = await commitPublished(repo, summary.replace(/\.$/, ''));
    if (commit) history = 'Die gebaute Seite (dist/, demo.html) ist als eigener Eintrag in der Versionsgeschichte.';
  } catch (error) {
    history = (error as Error).message;
  }
  return end({ status: 'published', summary, checkSite: verdict, ...(history ? { history } : {}) });
}

/** `npm run check-site` after publishing: its verdict (`--json`) in German, its words for the details. */
async function checkLive(
  repo: string,
  args: string[],
  { run, env, blot }: { run: RunScript; env: NodeJS.ProcessEnv; blot: (text: string) => string },
): Promise<PublishDone['checkSite']> {
  try {
    const checked = await run('check-site', [...args, JSON_OPTION], { repo, env });
    const verdict = verdictIn(checked.stdout);
    const text = blot(joinedText([verdict?.text ?? checked.stdout, checked.stderr]));
    return { ok: checked.code === 0 && verdict?.kind === 'ok', summary: explainCheckSite(verdict), text };
  } catch (error) {
    return { ok: false, summary: 'Veröffentlicht, aber npm run check-site ließ sich nicht starten.', text: blot((error as Error).message) };
  }
}

/**
 * POST /api/publish/plan (application/x-ndjson: the steps as they start, then the dry run), POST
 * /api/publish (application/x-ndjson: the lines of deploy as they come, then the end) and POST
 * /api/publish/take-in (JSON: Änderungen übernehmen). The caller has checked the token and Origin
 * and runs one at a time with saves (so the site is built from the files as saved).
 */
export async function answerPublish(path: string, res: ServerResponse, repo: string, options: PublishOptions = {}): Promise<void> {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  const stream = () => {
    res.writeHead(200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    // A page closed mid-way stops reading, never the deploy: it finishes (or stops) as on a terminal.
    return (event: PublishEvent | PlanEvent) => void (res.writableEnded || res.destroyed || res.write(`${JSON.stringify(event)}\n`));
  };
  if (path === '/api/publish/plan') {
    const send = stream();
    send({ type: 'plan', plan: await planPublish(repo, options, send) });
    return void res.end();
  }
  if (path === '/api/publish') {
    await publish(repo, stream(), options);
    return void res.end();
  }
  if (path === '/api/publish/take-in') return void res.writeHead(200, json).end(JSON.stringify(await takeInChanges(repo)));
  res.writeHead(404, json).end(JSON.stringify({ status: 'error', message: 'Unbekannte Anfrage.' } satisfies ApiError));
}

/**
 * POST /api/publish/host-key (JSON `{ id }`, HostKeyRequest): Schlüssel übernehmen for an offer of
 * `hostKeys`; the answer says what was done (HostKeyAnswer). The caller has checked the token and
 * Origin and runs it in turn with saves (it commits).
 */
export async function answerHostKey(body: unknown, res: ServerResponse, repo: string, hostKeys: HostKeyOffers): Promise<void> {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  if (!v.is(HostKeyRequestSchema, body))
    return void res.writeHead(400, json).end(
      JSON.stringify({
        status: 'error',
        message: 'Die Anfrage nennt keinen Schlüssel, den der Editor angeboten hat.',
      } satisfies ApiError),
    );
  const answer: HostKeyAnswer = await acceptHostKey(repo, body.id, hostKeys);
  res.writeHead(200, json).end(JSON.stringify(answer));
}
