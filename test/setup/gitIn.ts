// git in a test's repository, started from the editor's small helper process (src/editor/runInHelper.ts),
// as the editor starts its own: from the test process, which holds hundreds of MB, each start copied its
// memory map, some 10 ms of the processor, and the editor's suites start hundreds of them.
import { runInHelper } from '../../src/editor/runInHelper';

/** What `git args` printed in `dir`, trimmed; a git that fails throws with what it said. */
export async function gitIn(dir: string, args: readonly string[]): Promise<string> {
  const ran = await runInHelper('git', args, { cwd: dir, env: process.env, timeout: 120_000 });
  if (ran.code !== 0)
    throw new Error(`git ${args.join(' ')} in ${dir} failed (${ran.code ?? ran.signal}): ${ran.stderr.toString('utf8').trim()}`);
  return ran.stdout.toString('utf8').trim();
}
