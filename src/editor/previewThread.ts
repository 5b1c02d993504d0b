/**
 * The worker side of preview.ts: builds the preview once per message with buildPreview, off the
 * editor's event loop, in a thread that keeps the build's modules loaded from one save to the next
 * (a process of its own per build loaded them all again: about three times the processor time).
 * What the build prints goes back with the answer, not to the editor's terminal, as a process's did.
 */
import { parentPort } from 'node:worker_threads';
import { format } from 'node:util';
import { buildPreview } from './buildPreview';

/** One build asked of the thread. */
export interface PreviewJob {
  folder: string;
  out: string;
}

/** The thread's answer: whether the build passed, and what it printed to each stream (its report last, or its refusal). */
export interface PreviewAnswer {
  ok: boolean;
  stdout: string;
  stderr: string;
}

const port = parentPort!;
const printed = { stdout: [] as string[], stderr: [] as string[] };
// This thread's console is its own: the build's lines (a warning) are kept for the answer.
console.log = console.info = (...args: unknown[]) => void printed.stdout.push(format(...args));
console.warn = console.error = (...args: unknown[]) => void printed.stderr.push(format(...args));

port.on('message', async ({ folder, out }: PreviewJob) => {
  printed.stdout = [];
  printed.stderr = [];
  const built = await buildPreview(folder, out);
  if (built.ok) printed.stdout.push(built.report);
  else printed.stderr.push(built.refusal);
  port.postMessage({ ok: built.ok, stdout: printed.stdout.join('\n'), stderr: printed.stderr.join('\n') } satisfies PreviewAnswer);
});
