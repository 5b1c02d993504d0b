/**
 * The editor's HEIC decoding (issue 53): libheif decodes a 12-megapixel photo in about a second of
 * solid computing, which on the editor's own thread would hold every other request (the page, a save,
 * the thumbnails) for as long. So the editor decodes in one worker thread (heicThread.ts, the build's
 * decodeHeic there), one photo at a time in the order they came: two large uploads at once take turns
 * in the worker, never two decodes' memory at once, and the editor answers meanwhile. The worker is
 * started with the first HEIC and kept for the next; it keeps no process alive while it is idle.
 */
import { Worker } from 'node:worker_threads';
import { HeicUnreadable } from '../build/decodeHeic';
import type { DecodeHeic } from '../build/uprightPhoto';

/** One decode asked of the worker. */
export interface HeicJob {
  bytes: Uint8Array;
  maxPixels: number;
  /** A test's gate: the worker waits while its first number is 1. */
  hold?: Int32Array;
}

/** The worker's answer. */
export type HeicAnswer =
  | { status: 'decoded'; png: Uint8Array; width: number; height: number; thread: number }
  | { status: 'failed'; message: string; unreadable: boolean; tooLarge?: { width: number; height: number } };

/** What the decoder has done, for the tests to see the rule kept: how many, how many at most at once, in which threads. */
export interface HeicStats {
  decoded: number;
  running: number;
  waiting: number;
  mostAtOnce: number;
  threads: number[];
}

export class HeicDecoder {
  private worker: Worker | undefined;
  private last: Promise<unknown> = Promise.resolve();
  private gate: Int32Array | undefined;
  readonly stats: HeicStats = { decoded: 0, running: 0, waiting: 0, mostAtOnce: 0, threads: [] };

  /**
   * The HEIC `bytes` as decodeHeic makes them (a PNG, upright, its colour profile kept), decoded in the
   * worker after every decode asked before; HeicUnreadable as decodeHeic throws it.
   */
  decode(bytes: Uint8Array, maxPixels: number): Promise<{ png: Buffer; width: number; height: number }> {
    this.stats.waiting++;
    const next = this.last.then(() => this.run(bytes, maxPixels));
    this.last = next.catch(() => {});
    return next;
  }

  private async run(bytes: Uint8Array, maxPixels: number): Promise<{ png: Buffer; width: number; height: number }> {
    this.stats.waiting--;
    this.stats.running++;
    this.stats.mostAtOnce = Math.max(this.stats.mostAtOnce, this.stats.running);
    const worker = (this.worker ??= this.started());
    worker.ref();
    try {
      const answer = await new Promise<HeicAnswer>((done, fail) => {
        const failed = (error: Error) => {
          this.worker = undefined;
          fail(error);
        };
        worker.once('message', (message: HeicAnswer) => {
          worker.off('error', failed);
          done(message);
        });
        worker.once('error', failed);
        // A copy goes over: the caller keeps its bytes.
        worker.postMessage({ bytes: Uint8Array.from(bytes), maxPixels, ...(this.gate ? { hold: this.gate } : {}) } satisfies HeicJob);
      });
      if (answer.status === 'failed') {
        throw answer.unreadable ? new HeicUnreadable(answer.message, answer.tooLarge) : new Error(answer.message);
      }
      this.stats.decoded++;
      if (!this.stats.threads.includes(answer.thread)) this.stats.threads.push(answer.thread);
      const png = Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength);
      return { png, width: answer.width, height: answer.height };
    } finally {
      this.stats.running--;
      this.worker?.unref();
    }
  }

  private started(): Worker {
    const worker = new Worker(new URL('./tsWorker.mjs', import.meta.url), {
      workerData: { entry: new URL('./heicThread.ts', import.meta.url).href },
    });
    worker.unref();
    return worker;
  }

  /** For a test: the worker waits before each decode until `release` is called, so what happens meanwhile can be seen. */
  hold(): () => void {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(gate, 0, 1);
    this.gate = gate;
    return () => {
      this.gate = undefined;
      Atomics.store(gate, 0, 0);
      Atomics.notify(gate, 0);
    };
  }

  /** Ends the worker (a test's cleanup; the editor's process ends with it anyway). */
  async close(): Promise<void> {
    await this.last;
    await this.worker?.terminate();
    this.worker = undefined;
  }
}

/** The editor's one decoder: uploads and thumbnails take their turns in it. */
export const heicDecoder = new HeicDecoder();

/** The editor's decoder as uprightPhoto (src/build/uprightPhoto.ts) takes one: decodeHeic's PNG, made in the worker. */
export const decodeInWorker: DecodeHeic = (bytes, maxPixels) => heicDecoder.decode(bytes, maxPixels);
