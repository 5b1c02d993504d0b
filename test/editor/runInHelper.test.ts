// The editor's commands started from a small helper process (src/editor/runInHelper.ts): what a command
// prints and how it ends come back as they would from spawn; a command that cannot start or takes too
// long fails as it would; a helper that ends or hangs is replaced, its commands ended as failed ones; and
// the helper never keeps the editor running.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { HELPER_ENDED, runInHelper } from '../../src/editor/runInHelper';

const options = { cwd: process.cwd(), env: process.env, timeout: 10_000 };
const sh = (script: string, timeout = options.timeout) => runInHelper('sh', ['-c', script], { ...options, timeout });
/** The pid of the process that started the command: the helper. */
const helperPid = async () => Number((await sh('echo $PPID')).stdout.toString().trim());

const helper = suite('runInHelper');

helper('gives what the command printed, byte for byte, and its exit code', async () => {
  for (const [script, code, stdout, stderr] of [
    ["printf 'a\\000\\377b'", 0, Buffer.from([0x61, 0, 0xff, 0x62]), ''],
    ['echo Fehler >&2; exit 3', 3, Buffer.alloc(0), 'Fehler\n'],
    ['echo "$PWD"', 0, Buffer.from(`${process.cwd()}\n`), ''],
  ] as const) {
    const ran = await sh(script);
    assert.equal([ran.code, ran.signal, ran.stdout, ran.stderr.toString()], [code, null, stdout, stderr], script);
  }
});

helper('passes the environment it is given, PATH included', async () => {
  const ran = await runInHelper('sh', ['-c', 'echo "$BAND_TEST"'], { ...options, env: { ...process.env, BAND_TEST: 'Kassel' } });
  assert.is(ran.stdout.toString(), 'Kassel\n');
  const missing = await runInHelper('sh', ['-c', 'echo x'], { ...options, env: { PATH: '/nonexistent' } }).catch((error) => error);
  assert.is((missing as NodeJS.ErrnoException).code, 'ENOENT', 'sh is looked up on the PATH given');
});

helper('runs commands from a process of its own, several at once', async () => {
  const pid = await helperPid();
  assert.ok(pid > 0 && pid !== process.pid, `started by ${pid}, not by this process (${process.pid})`);
  const all = await Promise.all(['1', '2', '3', '4'].map((n) => sh(`sleep 0.1; echo ${n}`)));
  assert.equal(
    all.map((ran) => ran.stdout.toString()),
    ['1\n', '2\n', '3\n', '4\n'],
  );
});

helper('a command not installed fails with ENOENT', async () => {
  const error = await runInHelper('band-no-such-command', [], options).catch((e) => e);
  assert.instance(error, Error);
  assert.is((error as NodeJS.ErrnoException).code, 'ENOENT');
});

helper('a command over its time is killed', async () => {
  const started = Date.now();
  const ran = await sh('exec sleep 30', 200);
  assert.equal([ran.code, ran.signal], [null, 'SIGKILL']);
  assert.ok(Date.now() - started < 10_000);
});

/** Sends `signal` to the helper `pid`: never to this process, should a command have started here. */
function signalHelper(pid: number, signal: NodeJS.Signals) {
  assert.ok(pid > 0 && pid !== process.pid, `${pid} is a helper, not this process`);
  process.kill(pid, signal);
}

/** The pid of a helper other than `gone`, once the one that ended has been replaced. */
async function anotherHelper(gone: number): Promise<number> {
  for (;;) {
    // 0: the command went to the helper that was ending, and ended with it; this process's pid: the
    // message could not reach that helper, and the command started here.
    const pid = await helperPid();
    if (pid > 0 && pid !== gone && pid !== process.pid) return pid;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

helper('a helper that ended is replaced; what it was running ends as a failed command, and nothing waits forever', async () => {
  const first = await helperPid();
  signalHelper(first, 'SIGKILL');
  const second = await anotherHelper(first);
  const running = sh('sleep 5; echo spät');
  await new Promise((resolve) => setTimeout(resolve, 200));
  signalHelper(second, 'SIGKILL');
  const ended = await running;
  assert.equal([ended.code, ended.stdout.toString(), ended.stderr.toString()], [null, '', HELPER_ENDED]);
  assert.is((await sh('echo weiter')).stdout.toString(), 'weiter\n');
});

helper('a helper that does not answer is ended once the command’s time is up, and replaced', async () => {
  const stuck = await helperPid();
  signalHelper(stuck, 'SIGSTOP');
  const started = Date.now();
  const ended = await sh('echo nie', 100);
  assert.equal([ended.code, ended.stderr.toString()], [null, HELPER_ENDED]);
  assert.ok(Date.now() - started < 20_000);
  assert.ok((await anotherHelper(stuck)) !== stuck);
});

helper('never keeps the process running once its commands are done', async () => {
  // A process that runs one command and has nothing left to do ends, helper or not.
  const script = `import { runInHelper } from './src/editor/runInHelper.ts';
    const ran = await runInHelper('echo', ['fertig'], { cwd: process.cwd(), env: process.env, timeout: 5000 });
    process.stdout.write(ran.stdout);`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    timeout: 20_000,
  });
  assert.is(stdout, 'fertig\n');
});

helper.run();
