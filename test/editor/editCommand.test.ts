// `npm run edit` as the band starts it: one line with the address, a browser opened only with
// --open (here a stand-in for xdg-open that notes what it was asked to open), an unknown option refused.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../src/build/paths';

const tests = suite('npm run edit');
let bin: string;

tests.before(async () => {
  bin = await mkdtemp(join(tmpdir(), 'band-edit-bin-'));
  await writeFile(join(bin, 'xdg-open'), `#!/bin/sh\necho "$@" > "${join(bin, 'opened')}"\n`);
  await chmod(join(bin, 'xdg-open'), 0o755);
});

tests.after(() => rm(bin, { recursive: true, force: true }));

/** Runs the command until it printed its address (or ended); what it printed and its exit code. */
function run(args: string[]): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/editor/editCommand.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, PORT: '8170' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      // Running: give --open its moment, then end it as Strg+C would.
      if (stdout.includes('\n')) setTimeout(() => child.kill('SIGINT'), 1500);
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => done({ stdout, stderr, code }));
  });
}

const opened = () => readFile(join(bin, 'opened'), 'utf8').catch(() => '');

tests('prints one line with the address on 127.0.0.1 and its token, and opens nothing', async () => {
  const { stdout, stderr } = await run([]);
  assert.is(stderr, '');
  const lines = stdout.trim().split('\n');
  assert.is(lines.length, 1, stdout);
  assert.match(lines[0] ?? '', /^Editor: http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{20,} {2}\(Strg\+C beendet\)$/);
  assert.is(await opened(), '', 'no browser opened');
});

tests('--open opens that address in the browser', async () => {
  const { stdout } = await run(['--open']);
  const url = /http:\S+/.exec(stdout)?.[0];
  assert.ok(url, stdout);
  assert.is((await opened()).trim(), url);
});

tests('an unknown option is refused, naming the one it knows', async () => {
  const { stderr, code } = await run(['--oepn']);
  assert.is(code, 1);
  assert.match(stderr, /Unbekannte Option --oepn: npm run edit kennt nur --open/);
});

tests.run();
