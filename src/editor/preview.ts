/**
 * The editor's preview (issue 37, item 7): the site as visitors will see it, built by the build
 * itself from the data folder after every save, in a worker thread kept for the session
 * (buildPreview.ts, previewThread.ts), into a folder of its own under the system's temporary folder: the band's
 * dist/ is the published site's and stays as it is. A refused build keeps the last good preview
 * and its message is shown, as `npm start` shows it; builds never run two at a time, and changes
 * that come while one runs are built once it has ended.
 */
import { Worker } from 'node:worker_threads';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { CONTENT_TYPES } from '../dev/contentTypes';
import { readDataFiles, readOptionalFiles } from './dataFiles';
import { MEDIA_FOLDERS } from '../build/checkMediaFiles';
import type { PreviewStatus } from './editorApi';
import type { PreviewAnswer, PreviewJob } from './previewThread';

export interface Preview {
  /**
   * Builds anew (now, or once the build under way has ended) when the data files are no longer
   * those of the last build: a save, an undo, a change made outside the editor (a git pull).
   */
  refresh(): Promise<void>;
  status(): PreviewStatus;
  /** A file of the last good build by its path in the site (`index.html`, `auftritte/2027.html`); undefined when there is none. */
  file(path: string): Promise<{ body: Buffer; type: string } | undefined>;
  /** Waits for the builds asked for so far (tests, and the editor's end). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** A build that takes longer than this has hung (a build takes seconds): stopped, and said so. */
export const PREVIEW_TIME_LIMIT = { ms: 120_000 };

/**
 * The preview's builds, one at a time, in a worker thread (previewThread.ts) kept from one build to the
 * next: its modules stay loaded, where a process per build loaded them all again. A build that outlives
 * PREVIEW_TIME_LIMIT, or `stop`, ends the thread; the next build starts a new one.
 */
function previewBuilder() {
  let worker: Worker | undefined;
  const end = () => {
    void worker?.terminate();
    worker = undefined;
  };
  const started = () => {
    const thread = new Worker(new URL('./tsWorker.mjs', import.meta.url), {
      workerData: { entry: new URL('./previewThread.ts', import.meta.url).href },
    });
    // Idle between builds, it keeps no process alive.
    thread.unref();
    return thread;
  };
  /** One build of `folder` into `out`: whether it passed, and what it printed. */
  async function build(folder: string, out: string): Promise<{ ok: boolean; message: string }> {
    const limit = PREVIEW_TIME_LIMIT.ms;
    const thread = (worker ??= started());
    thread.ref();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const answer = await new Promise<PreviewAnswer | 'late' | Error>((done) => {
        timer = setTimeout(() => done('late'), limit);
        thread.once('message', done);
        thread.once('error', done);
        thread.once('exit', () => done(new Error('Der Build der Vorschau wurde beendet.')));
        thread.postMessage({ folder, out } satisfies PreviewJob);
      });
      if (answer === 'late' || answer instanceof Error) end();
      else thread.removeAllListeners('error').removeAllListeners('exit');
      if (answer === 'late')
        return { ok: false, message: `Der Build der Vorschau lief länger als ${limit / 1000} Sekunden und wurde abgebrochen.` };
      if (answer instanceof Error)
        return { ok: false, message: `Die Vorschau ließ sich nicht bauen. Der Build meldet:\n${answer.message}` };
      return answer.ok
        ? { ok: true, message: answer.stdout.trim() }
        : // The build's own words (the command line's English, as `npm start` prints them) under a German lead.
          { ok: false, message: `Die Vorschau ließ sich nicht bauen. Der Build meldet:\n${(answer.stderr || answer.stdout).trim()}` };
    } finally {
      clearTimeout(timer);
      worker?.unref();
    }
  }
  return { build, stop: end };
}

/** The preview of the data folder `folder` (absolute); its first build starts at once. */
export async function startPreview(folder: string): Promise<Preview> {
  const base = await mkdtemp(join(tmpdir(), 'band-editor-preview-'));
  let count = 0;
  let current: string | undefined;
  let status: PreviewStatus = { state: 'building', message: '', build: 0 };
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const builder = previewBuilder();
  // The data files' versions the last build started from, the optional files (media.ts, references.ts, …)
  // and the files in media's folders included: a photo saved, removed or replaced (by the editor or by
  // hand), a question added, shows in the preview too.
  let built = '';
  const versions = async () => {
    const files = { ...(await readDataFiles(folder)), ...(await readOptionalFiles(folder)) };
    const listed = await Promise.all(
      [...new Set(Object.values(MEDIA_FOLDERS))].map(async (sub) => {
        const names = await readdir(join(folder, sub)).catch(() => [] as string[]);
        const seen = await Promise.all(
          names.map((name) =>
            stat(join(folder, sub, name)).then(
              (s) => `${sub}/${name}:${s.size}:${s.mtimeMs}`,
              () => '',
            ),
          ),
        );
        return seen.join();
      }),
    );
    return [...Object.values(files).map((file) => file.version), ...listed].join();
  };

  async function run(): Promise<void> {
    do {
      again = false;
      status = { ...status, state: 'building' };
      const out = join(base, String(++count));
      const { ok, message } = await builder.build(folder, out);
      if (closed) return;
      if (ok) {
        const old = current;
        current = out;
        status = { state: 'built', message, build: count };
        if (old) await rm(old, { recursive: true, force: true });
      } else {
        await rm(out, { recursive: true, force: true });
        status = { state: 'refused', message, build: status.build };
      }
    } while (again && !closed);
  }

  const rebuild = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
      // A change that came after the last round's check, while its promise settled: built now.
      if (again) rebuild();
    });
  };

  const preview: Preview = {
    async refresh() {
      const now = await versions().catch(() => '');
      if (now === built) return;
      built = now;
      rebuild();
    },
    status: () => status,
    async file(path) {
      if (!current) return undefined;
      const file = normalize(join(current, !path || path.endsWith('/') ? `${path}index.html` : path));
      if (!file.startsWith(current + sep)) return undefined;
      try {
        return { body: await readFile(file), type: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' };
      } catch {
        return undefined;
      }
    },
    async settled() {
      while (running) await running;
    },
    async close() {
      closed = true;
      builder.stop();
      await running;
      await rm(base, { recursive: true, force: true });
    },
  };
  await preview.refresh();
  return preview;
}
