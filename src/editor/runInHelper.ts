/**
 * Starts a command (the editor's git) from a small helper process instead of the editor's own. Starting
 * a process copies the memory map of the process that starts it, so it costs with that process's size:
 * from the editor (a few hundred MB: sharp, the HEIC decoder, its pages) some 8–19 ms of the processor
 * each, from the helper (Node and one small file) about 3. A save runs some ten git commands, a shared
 * repository's fetch and push more, and the tests of the editor thousands a run (docs/decisions.md,
 * "Issue 54: terser once for the code, git from a small process"). The helper starts with the first
 * command, is one process for the whole session, and is started again should it end. Where `fork` itself
 * throws, the command starts here. A helper that ends, or does not answer within a command's time and a
 * little more (it is then killed), ends its commands as a result, not an error: no exit code, and
 * HELPER_ENDED as what they said, so that the editor treats them as a git that failed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Ran {
  /** The exit code; null when a signal ended the command. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
}

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Killed (SIGKILL) after this many ms. */
  timeout: number;
}

interface Answer {
  id: number;
  code?: number | null;
  signal?: NodeJS.Signals | null;
  stdout?: Uint8Array;
  stderr?: Uint8Array;
  error?: { code?: string; message: string };
}

const HELPER = fileURLToPath(new URL('./runInHelper.cjs', import.meta.url));
/** How the helper starts a command; runHere starts one the same way. */
const { runCommand } = createRequire(import.meta.url)(HELPER) as {
  runCommand(file: string, args: readonly string[], options: RunOptions, then: (error: Error | null, ran?: Ran) => void): void;
};

/** What a command of a helper that ended has said: the editor shows it in its German refusal. */
export const HELPER_ENDED = 'der Hilfsprozess, der git startet, wurde beendet';

/** How much longer than a command's own time the editor waits for the helper's answer before ending the helper. */
const GRACE_MS = 5_000;

interface Helper {
  child: ChildProcess;
  /** Its commands not yet answered, by request id. */
  waiting: Map<number, { done: (ran: Ran) => void; fail: (error: Error) => void }>;
}

let helper: Helper | undefined;
let next = 0;

/**
 * The helper keeps this process running only while a command of it runs: its process and its channel
 * held (ref) then, let go (unref) when none is left, so an editor or a script that is done ends.
 */
function hold({ child }: Helper, held: boolean) {
  if (held) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** Every command still waiting on `gone` ends: the helper ended, and what it was running with it. */
function lost(gone: Helper) {
  if (helper === gone) helper = undefined;
  for (const [id, request] of gone.waiting) {
    gone.waiting.delete(id);
    request.done({ code: null, signal: null, stdout: Buffer.alloc(0), stderr: Buffer.from(HELPER_ENDED) });
  }
}

/** The helper, started if there is none; undefined if it cannot start. */
function started(): Helper | undefined {
  if (helper?.child.connected) return helper;
  try {
    // Neither tsx nor any other option of this process: the helper stays small.
    // NODE_OPTIONS too (a preload there would load into the helper); each command gets the env it is given.
    const child = fork(HELPER, [], {
      execArgv: [],
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    const made: Helper = { child, waiting: new Map() };
    child.on('message', (answer: Answer) => {
      const request = made.waiting.get(answer.id);
      made.waiting.delete(answer.id);
      if (!made.waiting.size) hold(made, false);
      if (!request) return;
      if (answer.error) request.fail(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      else
        request.done({
          code: answer.code ?? null,
          signal: answer.signal ?? null,
          stdout: bytes(answer.stdout),
          stderr: bytes(answer.stderr),
        });
    });
    // Ended or cut off (killed, say): the next command starts a new helper. Whichever comes first
    // ends its waiting commands, before this process may find nothing left to wait for.
    child.on('disconnect', () => lost(made));
    child.on('exit', () => lost(made));
    child.on('error', () => lost(made));
    hold(made, false);
    helper = made;
    return made;
  } catch {
    return undefined;
  }
}

const bytes = (data: Uint8Array | undefined) => (data ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.alloc(0));

/** Runs `file` with `args` and waits for it: what it printed and how it ended. Rejects when it cannot start (ENOENT: not installed). */
export function runInHelper(file: string, args: readonly string[], { cwd, env, timeout }: RunOptions): Promise<Ran> {
  const to = started();
  if (!to) return runHere(file, args, { cwd, env, timeout });
  return new Promise((done, fail) => {
    const id = ++next;
    // A helper that hangs (stopped, say) must not hold a save forever: past the command's own time, it is ended.
    const late = setTimeout(() => to.child.kill('SIGKILL'), timeout + GRACE_MS);
    const settled =
      <T>(then: (value: T) => void) =>
      (value: T) => {
        clearTimeout(late);
        then(value);
      };
    to.waiting.set(id, { done: settled(done), fail: settled(fail) });
    hold(to, true);
    to.child.send({ id, file, args, cwd: resolve(cwd), env, timeout }, (error) => {
      if (!error || !to.waiting.delete(id)) return;
      clearTimeout(late);
      // Not delivered (the helper just ended): started here instead.
      runHere(file, args, { cwd, env, timeout }).then(done, fail);
    });
  });
}

/** The same, started from this process, as the helper starts it (runInHelper.cjs). */
function runHere(file: string, args: readonly string[], options: RunOptions): Promise<Ran> {
  return new Promise((done, fail) => runCommand(file, args, options, (error, ran) => (error ? fail(error) : done(ran!))));
}
