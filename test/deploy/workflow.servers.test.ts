// .github/workflows/publish.yml as GitHub runs it, after a band member's edit on github.com: the
// workflow's steps, read from the file, run in order in a `git clone` of a repository that stands for
// the band's on GitHub, with what a GitHub run has (the secrets passed only where the workflow passes
// them, GITHUB_ENV between steps, a fresh HOME, annotations on) against a real sshd (test/setup/servers.ts)
// whose web root Apache serves (test/setup/apache.ts) for the check of the live site.
//
// The repository on "GitHub" is a copy of the working tree, committed, then as the band leaves it after
// the first set-up (docs/band.md): real details instead of the samples, built, committed. Each case adds
// a commit as github.com's editor makes it: one data file changed, dist/ not rebuilt.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../../src/build/paths';
import { MANIFEST_NAME } from '../../src/deploy/manifest';
import { startApache, type Apache } from '../setup/apache';
import { tree, withRealDetails } from '../setup/deployRun';
import { must } from '../setup/must';
import { linkDependencies } from '../setup/repoCopy';
import { startSshd, type Sshd } from '../setup/servers';

const WORKFLOW = '.github/workflows/publish.yml';

// ---- The YAML publish.yml is written in ----------------------------------------------------------
// Read by the `yaml` package (YAML 1.2, as GitHub reads workflows: `on` is a key, not `true`); a key given
// twice or a syntax error throws with its line. Values come as GitHub hands them to a step: a number or a
// boolean as its text, an empty value as ''.

type Yaml = string | Yaml[] | { [key: string]: Yaml };

/** A parsed value with every scalar as text. */
function plain(value: unknown): Yaml {
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  return value === null || value === undefined ? '' : String(value);
}

function readYaml(text: string): Yaml {
  try {
    return plain(parseYaml(text, { uniqueKeys: true }));
  } catch (error) {
    throw new Error(`${WORKFLOW}: ${(error as Error).message}`);
  }
}

// ---- The workflow's shape ------------------------------------------------------------------------

interface Step {
  name: string;
  uses?: string;
  run?: string;
  if?: string;
  with: Record<string, string>;
  env: Record<string, string>;
}

interface Workflow {
  on: { [key: string]: Yaml };
  permissions: Record<string, string>;
  concurrency: Record<string, string>;
  timeoutMinutes: number;
  env: Record<string, string>;
  steps: Step[];
}

function mapOf(value: Yaml | undefined, where: string): { [key: string]: Yaml } {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) throw new Error(`${WORKFLOW}: ${where} is not a mapping`);
  return value;
}

function valuesOf(value: Yaml | undefined, where: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, item] of Object.entries(value === undefined ? {} : mapOf(value, where))) {
    if (typeof item !== 'string') throw new Error(`${WORKFLOW}: ${where}.${key} is not a single value`);
    values[key] = item;
  }
  return values;
}

function onlyKeys(map: object, allowed: string[], where: string) {
  const unknown = Object.keys(map).filter((key) => !allowed.includes(key));
  if (unknown.length) throw new Error(`${WORKFLOW}: ${where} has ${unknown.join(', ')}, which this test does not emulate`);
}

/** The one job of publish.yml with its steps in order; throws on any key this test would not run as GitHub does. */
function readWorkflow(text: string): Workflow {
  const root = mapOf(readYaml(text), 'the file');
  onlyKeys(root, ['name', 'on', 'permissions', 'concurrency', 'jobs'], 'the workflow');
  const jobs = Object.entries(mapOf(root.jobs, 'jobs'));
  if (jobs.length !== 1) throw new Error(`${WORKFLOW}: ${jobs.length} jobs; the test runs one`);
  const [name, job] = must(jobs[0], 'the job');
  const body = mapOf(job, `jobs.${name}`);
  onlyKeys(body, ['runs-on', 'timeout-minutes', 'env', 'steps'], `jobs.${name}`);
  if (!Array.isArray(body.steps) || !body.steps.length) throw new Error(`${WORKFLOW}: jobs.${name}.steps is not a list`);
  return {
    on: mapOf(root.on, 'on'),
    permissions: valuesOf(root.permissions, 'permissions'),
    concurrency: valuesOf(root.concurrency, 'concurrency'),
    // GitHub's limit when none is named: six hours.
    timeoutMinutes: Number(body['timeout-minutes'] ?? 360),
    env: valuesOf(body.env, `jobs.${name}.env`),
    steps: body.steps.map((item, i) => {
      const where = `step ${i + 1}`;
      const { with: given, env, ...rest } = mapOf(item, where);
      onlyKeys(rest, ['name', 'uses', 'if', 'run'], where);
      const step = valuesOf(rest, where);
      if ((step.uses === undefined) === (step.run === undefined)) throw new Error(`${WORKFLOW}: ${where} needs one of uses and run`);
      return {
        ...step,
        name: step.name ?? `Run ${(step.run ?? step.uses ?? '').trim()}`,
        with: valuesOf(given, `${where}.with`),
        env: valuesOf(env, `${where}.env`),
      };
    }),
  };
}

// ---- A GitHub run, on this machine ---------------------------------------------------------------

interface Given {
  secrets: Record<string, string>;
  vars: Record<string, string>;
}

/** `${{ secrets.NAME }}` or `${{ vars.NAME }}` as a whole value ('' when not set, as on GitHub); any other expression throws. */
function evaluate(value: string, given: Given): string {
  if (!value.includes('${{')) return value;
  const [, context, name = ''] = /^\$\{\{\s*(secrets|vars)\.([A-Za-z_]\w*)\s*\}\}$/.exec(value) ?? [];
  if (context !== 'secrets' && context !== 'vars')
    throw new Error(`${WORKFLOW}: "${value}": the test understands only a whole \${{ secrets.NAME }} or \${{ vars.NAME }}`);
  return given[context][name] ?? '';
}

/** A step's `if:` of the form `env.NAME == 'value'` (or !=): GitHub compares strings ignoring case, an unset name as ''. */
function holds(condition: string, env: Record<string, string>): boolean {
  const [, name = '', operator, value = ''] =
    /^(?:\$\{\{\s*)?env\.([A-Za-z_]\w*)\s*(==|!=)\s*'([^']*)'(?:\s*\}\})?$/.exec(condition.trim()) ?? [];
  if (!operator) throw new Error(`${WORKFLOW}: if: ${condition}: the test understands only env.NAME == 'value' or !=`);
  const same = (env[name] ?? '').toLowerCase() === value.toLowerCase();
  return operator === '==' ? same : !same;
}

/** What a step wrote to GITHUB_ENV: NAME=value lines and NAME<<END blocks. */
function envFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const [, name = '', end] = /^([A-Za-z_]\w*)<<(.+)$/.exec(line) ?? [];
    const [, key, value = ''] = /^([A-Za-z_]\w*)=(.*)$/.exec(line) ?? [];
    if (end !== undefined) {
      const last = lines.indexOf(end, i + 1);
      if (last < 0) throw new Error(`GITHUB_ENV: ${name} has no end line ${end}`);
      values[name] = lines.slice(i + 1, last).join('\n');
      i = last;
    } else if (key !== undefined) values[key] = value;
    else if (line !== '') throw new Error(`GITHUB_ENV: a line GitHub would not read: ${line}`);
  }
  return values;
}

interface StepResult {
  name: string;
  /** The exit code; 'skipped' when its `if:` was false or a step before it failed (GitHub's implicit success()). */
  code: number | 'skipped';
  out: string;
  seconds: number;
}

interface WorkflowRun {
  steps: StepResult[];
  /** The clone the steps ran in. */
  workspace: string;
  home: string;
  /** Every step's output: what a secret must never appear in. */
  log: string;
  remove(): Promise<void>;
}

interface Ran {
  code: number;
  out: string;
}

/** `command` in `cwd` with `env` alone, within `limitMs`: its exit code and what it printed. */
function run(command: string, args: string[], cwd: string, env: Record<string, string | undefined>, limitMs = 120_000): Promise<Ran> {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const limit = setTimeout(() => {
      out += `\n(stopped after ${limitMs / 1000} s)`;
      child.kill('SIGKILL');
    }, limitMs);
    child.on('close', (code) => {
      clearTimeout(limit);
      resolve({ code: code ?? 1, out });
    });
  });
}

/** The actions this workflow uses, done as a runner would do them; any other throws. */
async function action(step: Step, uses: string, origin: string, workspace: string): Promise<Ran> {
  const name = uses.replace(/@.*$/, '');
  if (name === 'actions/checkout') {
    onlyKeys(step.with, ['fetch-depth'], `${step.name}.with`);
    // checkout fetches one commit unless told otherwise; 0 is the whole history.
    const depth = step.with['fetch-depth'] ?? '1';
    const from = depth === '0' ? [origin] : ['--depth', depth, `file://${origin}`];
    return run('git', ['clone', '--quiet', '--branch', 'main', ...from, workspace], origin, { PATH: process.env.PATH });
  }
  if (name === 'actions/setup-node') {
    onlyKeys(step.with, ['node-version', 'cache'], `${step.name}.with`);
    // The steps run on this machine's Node (package.json asks for 20 or newer); the workflow must name its version.
    assert.match(step.with['node-version'] ?? '', /^\d+$/, 'setup-node names a Node version');
    return { code: 0, out: `(setup-node ${step.with['node-version']}: this machine's Node ${process.version})` };
  }
  throw new Error(`${WORKFLOW}: ${uses}: an action this test does not emulate`);
}

/**
 * The workflow as GitHub runs it on a push of `origin`'s main, with `given` secrets and variables;
 * `machine` is what the runner has besides (a certificate authority it trusts).
 */
async function runWorkflow(workflow: Workflow, origin: string, given: Given, machine: Record<string, string> = {}): Promise<WorkflowRun> {
  const runner = await mkdtemp(join(tmpdir(), 'band-runner-'));
  const [home, workspace, temp] = ['home', 'work', 'temp'].map((dir) => join(runner, dir)) as [string, string, string];
  await Promise.all([mkdir(home), mkdir(temp)]);
  const end = Date.now() + workflow.timeoutMinutes * 60_000;
  const runnerEnv = {
    PATH: process.env.PATH,
    HOME: home,
    TZ: 'UTC', // a runner's clock; the build must not depend on it
    CI: 'true',
    GITHUB_ACTIONS: 'true', // the build writes a refusal as annotations (src/build/ciAnnotations.ts)
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_WORKSPACE: workspace,
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: temp,
    ...machine,
  };
  const remove = () => rm(runner, { recursive: true, force: true });
  const steps = await runSteps(workflow, origin, given, runnerEnv, { workspace, temp, end }).catch(async (error: Error) => {
    await remove();
    throw error;
  });
  return { steps, workspace, home, log: steps.map((s) => s.out).join('\n'), remove };
}

/** The workflow's unit test step: npm test's unit group. */
const UNIT_STEP = 'npm run test:unit';

/**
 * The unit test step, stood in: `npm test` runs the unit group itself on the same tree, and running it
 * again here (in three cases, with cold type check and formatter caches and two builds each) was the
 * largest part of this suite's time (docs/decisions.md, "Issue 54"). What the step would run is checked
 * instead: the clone's `test:unit` is the unit group of test/run.mjs, which `npm test` (all groups) runs.
 */
async function unitGroupStandIn(workspace: string): Promise<Ran> {
  const { scripts = {} } = JSON.parse(await readFile(join(workspace, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const unit = scripts['test:unit'];
  const all = scripts['test'];
  if (unit !== 'node test/run.mjs unit' || all !== 'node test/run.mjs')
    return { code: 1, out: `npm run test:unit is "${unit}" and npm test "${all}": not the unit group npm test runs` };
  return { code: 0, out: '(npm run test:unit: the unit group of test/run.mjs, which npm test runs on this tree itself)' };
}

/** The steps in order, as a runner takes them: `uses:` here, `run:` in bash, GITHUB_ENV carried on. */
async function runSteps(
  workflow: Workflow,
  origin: string,
  given: Given,
  runnerEnv: Record<string, string | undefined>,
  { workspace, temp, end }: { workspace: string; temp: string; end: number },
): Promise<StepResult[]> {
  const jobEnv = Object.fromEntries(Object.entries(workflow.env).map(([key, value]) => [key, evaluate(value, given)]));
  let fromSteps: Record<string, string> = {};
  const steps: StepResult[] = [];
  for (const [i, step] of workflow.steps.entries()) {
    const context = { ...jobEnv, ...fromSteps };
    const failedBefore = steps.some((s) => s.code !== 0 && s.code !== 'skipped');
    if (failedBefore || (step.if !== undefined && !holds(step.if, context))) {
      steps.push({ name: step.name, code: 'skipped', out: '', seconds: 0 });
      continue;
    }
    const stepEnv = Object.fromEntries(Object.entries(step.env).map(([key, value]) => [key, evaluate(value, given)]));
    const began = Date.now();
    const { uses, run: script = '' } = step;
    let result: Ran;
    if (uses !== undefined) {
      result = await action(step, uses, origin, workspace);
    } else if (/^npm ci( [\w-]+)*\n?$/.test(script)) {
      // npm ci would download every package again on each run of this suite; the repository's
      // node_modules was installed from the same package-lock.json, so the clone links it instead; and
      // the build's caches, whose results are the same bytes as a cold build's (reproducible.test.ts).
      await linkDependencies(workspace);
      result = { code: 0, out: `(npm ci: node_modules linked from ${ROOT})` };
    } else if (script.trim() === UNIT_STEP) {
      result = await unitGroupStandIn(workspace);
    } else {
      if (script.includes('${{'))
        throw new Error(`${WORKFLOW}: ${step.name}: an expression inside run: (GitHub pastes it into the script; pass it in env:)`);
      const file = (name: string) => join(temp, `${name}-${i}`);
      const files = {
        GITHUB_ENV: file('env'),
        GITHUB_OUTPUT: file('output'),
        GITHUB_PATH: file('path'),
        GITHUB_STEP_SUMMARY: file('summary'),
      };
      await Promise.all(Object.values(files).map((path) => writeFile(path, '')));
      await writeFile(file('script.sh'), script);
      // A run: step without shell: is `bash -e {0}` on Linux.
      result = await run(
        'bash',
        ['-e', file('script.sh')],
        workspace,
        { ...runnerEnv, ...files, ...context, ...stepEnv },
        end - Date.now(),
      );
      for (const path of [files.GITHUB_OUTPUT, files.GITHUB_PATH])
        if ((await readFile(path, 'utf8')) !== '')
          throw new Error(`${WORKFLOW}: ${step.name} writes ${path}, which this test does not emulate`);
      fromSteps = { ...fromSteps, ...envFile(await readFile(files.GITHUB_ENV, 'utf8')) };
    }
    steps.push({ name: step.name, ...result, seconds: (Date.now() - began) / 1000 });
  }
  return steps;
}

// ---- The band's repository and servers -----------------------------------------------------------

const NEW_GIG = "  { date: '2027-05-08', location: 'Testhalle, Kassel', info: 'Beginn 20 Uhr' },";
const NEW_PAGE = 'auftritte/2027-05-08-testhalle-kassel.html';
const LATER_GIG = "  { date: '2027-06-12', location: 'Kulturscheune, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },";
const LATER_PAGE = 'auftritte/2027-06-12-kulturscheune-kassel.html';

let workflow: Workflow;
let sshd: Sshd;
let apache: Apache;
/** The repository as it is on GitHub: the cases commit to it, each run clones it. */
let origin: string;

async function git(...args: string[]): Promise<string> {
  const done = await run('git', args, origin, { PATH: process.env.PATH, HOME: origin });
  assert.is(done.code, 0, `git ${args.join(' ')}: ${done.out}`);
  return done.out;
}

/** Commits a change to one file as github.com's editor does: that file alone, nothing rebuilt. */
async function commitEdit(file: string, change: (text: string) => string, message: string) {
  const path = join(origin, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
  await git('commit', '--quiet', '-m', message, '--', file);
}

/** gigs.ts with `gig` as the last line of the list (above its closing `];`); `line` gets its line number. */
function addGig(gig: string, line: { at: number }) {
  return (text: string) => {
    const lines = text.split('\n');
    const close = lines.lastIndexOf('];');
    assert.ok(close > 0, 'gigs.ts ends its list with a line ];');
    lines.splice(close, 0, gig);
    line.at = close + 1;
    return lines.join('\n');
  };
}

function assertSameTree(actual: Map<string, Buffer>, expected: Map<string, Buffer>, what: string) {
  assert.equal([...actual.keys()].sort(), [...expected.keys()].sort(), `${what}: the same files`);
  for (const [path, content] of expected) assert.ok(actual.get(path)?.equals(content), `${what}: ${path}, the same bytes`);
}

/**
 * Each step's name and result, then of the one that failed its lines that say so (test:unit prints a
 * thousand lines around one failure) and its end: what a failed assertion shows.
 */
function summary(done: WorkflowRun): string {
  const failed = done.steps.find((s) => s.code !== 0 && s.code !== 'skipped');
  const said = failed?.out
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => /\bfail(ed)?\b|error|\[warn\]|✘/i.test(line))
    .slice(0, 40)
    .join('\n');
  const steps = done.steps.map((s) => `  ${s.name}: ${s.code}${s.code === 'skipped' ? '' : `, ${s.seconds.toFixed(1)} s`}`).join('\n');
  return `\n${steps}${failed ? `\n--- ${failed.name}:\n${said}\n…\n${failed.out.slice(-4000)}` : ''}`;
}

const target = () => `sftp://${sshd.user}@127.0.0.1:${sshd.port}${sshd.root}`;
/** The secrets of a band that logs in with a key, its text in DEPLOY_KEY, and gives the host key as a secret. */
const keySecrets = (key: string) => ({ DEPLOY_TARGET: target(), DEPLOY_KEY: key, DEPLOY_KNOWN_HOSTS: sshd.knownHostsLine });
/** CHECK_SITE as a band sets it whose domain does not lead to the web space yet: here the test's Apache, with http on a port of its own. */
const checkApache = () => ({ CHECK_SITE: `${apache.https} --http=${apache.http}` });
/** Apache's certificate is made by openssl; a band's host has one the runner already trusts. */
const trustingApache = () => ({ NODE_EXTRA_CA_CERTS: apache.certFile });

const tests = suite('publish.yml, run as GitHub runs it');

tests.before(async () => {
  workflow = readWorkflow(await readFile(join(ROOT, WORKFLOW), 'utf8'));
  // A user made for the test, who logs in by the generated key or by its password.
  sshd = await startSshd({ password: true });
  apache = await startApache(sshd.root);
  origin = await mkdtemp(join(tmpdir(), 'band-github-'));
  // The working tree as it is (tracked and new files, not what git ignores), committed.
  const listed = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], ROOT, { PATH: process.env.PATH });
  for (const file of listed.out.split('\0').filter((f) => f && existsSync(join(ROOT, f)))) {
    await mkdir(dirname(join(origin, file)), { recursive: true });
    await cp(join(ROOT, file), join(origin, file));
  }
  await linkDependencies(origin);
  await git('init', '--quiet', '--initial-branch=main');
  // .gitignore's node_modules/ and .cache/ match a folder, not these links.
  await writeFile(join(origin, '.git', 'info', 'exclude'), '/node_modules\n/.cache\n');
  await git('config', 'user.name', 'Band');
  await git('config', 'user.email', 'band@upgrade-kassel.de');
  await git('add', '--all');
  await git('commit', '--quiet', '-m', 'The repository as it is');
  // The band's first set-up: its details, built, and what the build changed committed.
  await commitEdit('src/data/band.ts', withRealDetails, 'Our details');
  const built = await run(process.execPath, ['build.mjs'], origin, { PATH: process.env.PATH, HOME: origin });
  assert.is(built.code, 0, `the band's first build: ${built.out}`);
  await git('add', '--all');
  await git('commit', '--quiet', '--allow-empty', '-m', 'dist: rebuilt');
});

tests.after(async () => {
  await Promise.all([apache?.stop(), sshd?.stop(), origin && rm(origin, { recursive: true, force: true })]);
});

/** A run that published: every step ran and passed, but the notice for a repository without a target, which is skipped. */
function assertPublished(done: Awaited<ReturnType<typeof runWorkflow>>) {
  for (const step of done.steps) {
    if (step.name === 'No target set') assert.is(step.code, 'skipped', `the notice for a fork is skipped:${summary(done)}`);
    else assert.is(step.code, 0, `${step.name} ran and passed:${summary(done)}`);
  }
}

tests('the frame: push to main and Run workflow, read-only, one run at a time, the data check first, the secrets to the deploy', () => {
  assert.equal(workflow.on.push, { branches: ['main'] });
  assert.ok('workflow_dispatch' in workflow.on, 'workflow_dispatch: the Run workflow button');
  assert.equal(workflow.permissions, { contents: 'read' });
  assert.ok(workflow.concurrency.group, 'a concurrency group');
  assert.is(workflow.concurrency['cancel-in-progress'], 'false', 'an upload under way is never cancelled');
  const commands = workflow.steps.flatMap((s) => (s.run === undefined || /^npm ci\b/.test(s.run) ? [] : [s.run.trim()]));
  assert.is(commands[0], 'node build.mjs --check src/data', 'the data check is the first command after npm ci');
  const publish = must(
    workflow.steps.find((s) => /\bnpm run deploy\b/.test(s.run ?? '')),
    'a step that runs npm run deploy',
  );
  for (const name of ['DEPLOY_PASSWORD', 'DEPLOY_KEY', 'DEPLOY_KEY_PASSPHRASE'])
    assert.is(publish.env[name], `\${{ secrets.${name} }}`, `${name} goes to the deploy`);
});

tests(
  'a gig added on github.com, dist/ not rebuilt, the key as text: every step green, the gig online, the server = the fresh build',
  async () => {
    const line = { at: 0 };
    await commitEdit('src/data/gigs.ts', addGig(NEW_GIG, line), 'Neuer Auftritt: Testhalle');
    assert.not.ok(
      (await git('ls-tree', '-r', '--name-only', 'HEAD', 'dist/auftritte')).includes(NEW_PAGE),
      'the commit has no rebuilt dist/',
    );
    const key = await readFile(sshd.keyFile, 'utf8');
    assert.match(key, /^-----BEGIN /);
    const done = await runWorkflow(workflow, origin, { secrets: keySecrets(key), vars: checkApache() }, trustingApache());
    try {
      assertPublished(done);
      const server = await tree(sshd.root);
      assert.ok(server.has(NEW_PAGE), `${NEW_PAGE} is on the server`);
      assert.ok(server.delete(MANIFEST_NAME), "deploy's manifest is there");
      assertSameTree(server, await tree(join(done.workspace, 'dist')), 'the server and the dist/ the run built');
      assert.match(done.log, /All well/, 'check-site found the live site as built');
      const knownHosts = await readFile(join(done.home, '.ssh', 'known_hosts'), 'utf8');
      assert.ok(knownHosts.includes(sshd.knownHostsLine), 'the host key came from DEPLOY_KNOWN_HOSTS');
      // GitHub masks a secret in the log; the commands must not lean on that.
      for (const part of key.split('\n').filter((l) => l.length > 16 && !l.startsWith('-----')))
        assert.not.ok(done.log.includes(part), 'no line of the key is printed');
    } finally {
      await done.remove();
    }
  },
);

tests(
  'a data mistake: the data check fails with an annotation on its file and line, nothing after it runs, the server keeps its site',
  async () => {
    const before = await tree(sshd.root);
    const line = { at: 0 };
    await commitEdit(
      'src/data/gigs.ts',
      addGig("  { date: '2026-13-01', location: 'Stadthalle, Kassel', info: 'Beginn 20 Uhr' },", line),
      'Stadthalle',
    );
    const done = await runWorkflow(
      workflow,
      origin,
      { secrets: keySecrets(await readFile(sshd.keyFile, 'utf8')), vars: checkApache() },
      trustingApache(),
    );
    try {
      const check = done.steps.findIndex((s) => s.name === "Check the band's data");
      assert.ok(check > 0, `a step "Check the band's data":${summary(done)}`);
      for (const step of done.steps.slice(0, check)) assert.is(step.code, 0, `${step.name}:${summary(done)}`);
      const failed = must(done.steps[check], 'the data check');
      assert.is(failed.code, 1, summary(done));
      assert.ok(
        failed.out.includes(`::error file=src/data/gigs.ts,line=${line.at}::`),
        `the annotation on line ${line.at}:\n${failed.out}`,
      );
      for (const step of done.steps.slice(check + 1)) assert.is(step.code, 'skipped', `${step.name} did not run`);
      assertSameTree(await tree(sshd.root), before, 'the server after the refused run');
    } finally {
      await done.remove();
      // The member takes the line out again (a commit of its own), as the next case expects.
      await git('revert', '--no-edit', 'HEAD');
    }
  },
);

tests('a fork without the secrets: the data check and the tests pass, a notice says nothing was published, nothing goes up', async () => {
  const before = await tree(sshd.root);
  const done = await runWorkflow(workflow, origin, { secrets: {}, vars: {} });
  try {
    for (const step of done.steps.filter((s) => s.code !== 'skipped')) assert.is(step.code, 0, `${step.name}:${summary(done)}`);
    assert.ok(
      done.steps.some((s) => s.name === 'Unit tests' && s.code === 0),
      `the tests ran:${summary(done)}`,
    );
    for (const step of workflow.steps.filter((s) => /\bnpm run (deploy|check-site)\b/.test(s.run ?? '')))
      assert.is(done.steps.find((s) => s.name === step.name)?.code, 'skipped', `${step.name} is skipped`);
    assert.match(done.log, /^::notice::Not published/m);
    assertSameTree(await tree(sshd.root), before, 'the server after a run without a target');
  } finally {
    await done.remove();
  }
});

tests('the password instead of the key, the host key committed in deploy/known_hosts: every step green, the gig online', async () => {
  await commitEdit('deploy/known_hosts', (text) => `${text.trimEnd()}\n${sshd.knownHostsLine}\n`, 'The host key of our web space');
  await commitEdit('src/data/gigs.ts', addGig(LATER_GIG, { at: 0 }), 'Neuer Auftritt: Kulturscheune');
  assert.ok(sshd.password, 'the test user has a password');
  const done = await runWorkflow(
    workflow,
    origin,
    { secrets: { DEPLOY_TARGET: target(), DEPLOY_PASSWORD: sshd.password }, vars: checkApache() },
    trustingApache(),
  );
  try {
    assertPublished(done);
    assert.not.ok(existsSync(join(done.home, '.ssh', 'known_hosts')), 'the host key came from deploy/known_hosts alone');
    const server = await tree(sshd.root);
    assert.ok(server.has(LATER_PAGE) && server.has(NEW_PAGE), 'both added gigs are online');
    server.delete(MANIFEST_NAME);
    assertSameTree(server, await tree(join(done.workspace, 'dist')), 'the server and the dist/ the run built');
    assert.match(done.log, /All well/);
    assert.not.ok(done.log.includes(sshd.password), 'the password is never printed');
  } finally {
    await done.remove();
  }
});

tests.run();
