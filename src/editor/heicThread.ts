/**
 * The worker side of heicDecoder.ts (issue 53): decodes one HEIC per message with the build's own
 * decodeHeic, off the editor's event loop, and answers its PNG (handed over, not copied) or why not.
 */
import { parentPort, threadId } from 'node:worker_threads';
import { decodeHeic, HeicUnreadable } from '../build/decodeHeic';
import type { HeicJob, HeicAnswer } from './heicDecoder';

const port = parentPort!;

port.on('message', async ({ bytes, maxPixels, hold }: HeicJob) => {
  // A test's gate (heicDecoder.hold): this thread waits here, the editor's own does not.
  if (hold) Atomics.wait(hold, 0, 1);
  let answer: HeicAnswer;
  try {
    const { png, width, height } = await decodeHeic(bytes, maxPixels);
    // Its own memory, so it can be handed over whole (a small Buffer may lie in Node's shared pool).
    const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength ? png : Uint8Array.from(png);
    answer = { status: 'decoded', png: own, width, height, thread: threadId };
  } catch (error) {
    const unreadable = error instanceof HeicUnreadable;
    answer = {
      status: 'failed',
      message: (error as Error).message,
      unreadable,
      ...(unreadable && error.tooLarge ? { tooLarge: error.tooLarge } : {}),
    };
  }
  port.postMessage(answer, answer.status === 'decoded' ? [answer.png.buffer as ArrayBuffer] : []);
});
