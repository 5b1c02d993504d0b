// `npm run --silent deploy -- --dry-run --json` as a program runs it (issue 54, item 2): against a
// target where nothing answers, every line on stdout is one of deploy's JSON lines (deployLines.ts),
// the build's report goes to stderr, and the last line says how it stopped, with its kind and values.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeployLine } from '../../src/deploy/deployLines';
import { copyRepo, type RepoCopy } from '../setup/repoCopy';
import { FIXTURES_DAY, withRealDetails } from '../setup/deployRun';

const json = suite('npm run deploy -- --json');
let copy: RepoCopy;

json.before(async () => {
  copy = await copyRepo(undefined, { prefix: 'band-deploy-json-' });
  for (const name of ['band', 'gigs', 'songs']) {
    const text = await readFile(join(process.cwd(), `test/fixtures/data/${name}.ts`), 'utf8');
    await copy.write(`src/data/${name}.ts`, text.replace(/'(?:\.\.\/)+src\/data\//g, "'./"));
  }
  await copy.edit('src/data/band.ts', withRealDetails);
});
json.after(() => copy.remove());

/** npm run --silent deploy with `args` in the copy, as the band's terminal or a program has it: exit code and both streams. */
const npmDeploy = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      'npm',
      ['run', '--silent', 'deploy', '--', ...args],
      {
        cwd: copy.dir,
        env: { PATH: process.env.PATH ?? '', HOME: copy.dir, SOURCE_DATE_EPOCH: FIXTURES_DAY, ...env },
        timeout: 300_000,
      },
      (error, stdout, stderr) => done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

json('a target nothing answers at: only JSON lines on stdout, the last a stop of kind unreachable with its host and port', async () => {
  const ran = await npmDeploy(['--dry-run', '--json'], {
    DEPLOY_TARGET: 'sftp://user@127.0.0.1:1/www',
    DEPLOY_PASSWORD: 'not-needed-here',
  });
  assert.is(ran.code, 1, ran.stderr);
  const lines = ran.stdout.trimEnd().split('\n');
  const parsed = lines.map((line) => JSON.parse(line) as DeployLine);
  for (const line of parsed) {
    assert.type(line.type, 'string');
    assert.type(line.text, 'string', 'each line carries its words for a person');
  }
  // No git in the copy: said as a note of its own kind.
  assert.equal(
    parsed.map((line) => line.type),
    ['note', 'say', 'stop'],
  );
  assert.equal(parsed[0]?.type === 'note' && parsed[0].note, { kind: 'no-git' });
  const stop = parsed.at(-1);
  assert.equal(stop?.type === 'stop' && { kind: stop.kind, code: stop.code, host: stop.host, port: stop.port, root: stop.root }, {
    kind: 'unreachable',
    code: 1,
    host: '127.0.0.1',
    port: 1,
    root: '/www',
  });
  // The build ran first, its report on stderr.
  assert.match(ran.stderr, /dist\/index\.html: /);
  assert.not.ok(ran.stdout.includes('not-needed-here'), 'no password on stdout');
});

json('the same refused before it connects (no target): one stop line of kind no-target', async () => {
  const ran = await npmDeploy(['--dry-run', '--json'], {});
  assert.is(ran.code, 1, ran.stderr);
  const parsed = ran.stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as DeployLine);
  assert.equal(
    parsed.map((line) => (line.type === 'stop' ? line.kind : line.type)),
    ['no-target'],
  );
});

json(
  'a .env with a line that is no setting and a password cut at #: a warning of kind env-line for each, by line and key, never the value',
  async () => {
    await copy.write(
      '.env',
      "# the band's host\nDEPLOY_TARGET=sftp://user@127.0.0.1:1/www\nDEPLOY_PASSWORD=secret#part\nthis line is no setting\n",
    );
    try {
      const ran = await npmDeploy(['--dry-run', '--json'], {});
      assert.is(ran.code, 1, ran.stderr);
      const parsed = ran.stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as DeployLine);
      const warnings = parsed.flatMap((line) => (line.type === 'warning' && line.kind === 'env-line' ? [line] : []));
      assert.equal(
        warnings.map(({ problem, line, key }) => ({ problem, line, key })),
        [
          { problem: 'cut-at-hash', line: 3, key: 'DEPLOY_PASSWORD' },
          { problem: 'not-a-setting', line: 4, key: undefined },
        ],
      );
      assert.match(warnings[0]?.text ?? '', /^\.env, line 3: the value of DEPLOY_PASSWORD holds a #/);
      // The run goes on with what the file gives: the target, so it stops where nothing answers.
      const last = parsed.at(-1);
      assert.equal(last?.type === 'stop' && last.kind, 'unreachable');
      assert.not.ok(ran.stdout.includes('secret') || ran.stderr.includes('secret'), 'no part of the password printed');
    } finally {
      await rm(copy.path('.env'), { force: true });
    }
  },
);

json.run();
