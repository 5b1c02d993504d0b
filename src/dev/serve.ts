// `npm start`: the real build on every change in src/, and a small server for demo.html.
//
// - Each change runs exactly what `npm run build` runs (data check, bundle, budget, feed,
//   demo.html), in a fresh process, so it sees every changed module, the build's own included.
//   A refused build prints the same message, leaves the last good files in place,
//   and shows the message over the demo page; the page reloads itself once the build passes.
// - One URL is printed, the demo page's. A taken port is skipped for the next free one.
// - The server ends with the npm process that started it, however that one ends.
// - It serves demo.html, dist/ and its reload channel, nothing else of the repository (.env,
//   .git/ and key files lie beside them), and only to requests that name this computer as their
//   Host (localHost.ts, the editor's rule), on 127.0.0.1 alone (listen.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { processAlive } from './processAlive';
import { CONTENT_TYPES as TYPES } from './contentTypes';
import { watchTree } from './watchTree';
import { listen } from './listen';
import { isOwnHost } from './localHost';

// Runs in the demo page: reload after a good build, show a refused build's message until then.
const CLIENT = `(() => {
  const events = new EventSource('/__dev/events');
  events.addEventListener('built', () => location.reload());
  events.addEventListener('refused', (event) => {
    let box = document.getElementById('band-dev-error');
    if (!box) {
      box = document.createElement('pre');
      box.id = 'band-dev-error';
      box.setAttribute('role', 'alert');
      box.style.cssText = 'position:fixed;inset:auto 0 0 0;z-index:2147483647;margin:0;max-height:60vh;overflow:auto;' +
        'padding:1em;background:#5c0011;color:#fff;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap';
      document.body.append(box);
    }
    box.textContent = 'npm start: the build refused the change; the page shows the last good build.\\n\\n' + JSON.parse(event.data);
  });
})();`;

/**
 * What a request's path (as sent, before any decoding) asks npm start for: its reload channel, the
 * redirect to the demo page, a file as path segments (`['dist', 'band.js']`), or a refusal: 400 for an
 * encoding that does not decode, 404 for everything else. Only demo.html and what lies in dist/ are
 * files here: the repository beside them holds .env, .git/ and key files. Each segment is decoded
 * once; a segment that then starts with a dot (`.env`, `..`, also as `%2e`) or still holds a slash,
 * a backslash, a `%` (encoded twice), a colon or a NUL is refused, whatever the folder.
 */
export function asked(url: string): 'events' | 'client' | 'home' | string[] | 400 | 404 {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (path === '/') return 'home';
  if (path === '/__dev/events') return 'events';
  if (path === '/__dev/client.js') return 'client';
  if (!path.startsWith('/')) return 404;
  let segments: string[];
  try {
    segments = path.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return 400;
  }
  // A folder's address is its index.html, as on the band's host.
  if (segments.at(-1) === '') segments[segments.length - 1] = 'index.html';
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || /[/\\%:\0]/.test(segment))) return 404;
  const [first, ...rest] = segments;
  if (first === 'demo.html' && !rest.length) return segments;
  if (first === 'dist' && rest.length) return segments;
  return 404;
}

/** The file at `segments` under `root` when it is one, and really lies there (no link out of dist/); undefined otherwise. */
async function servable(root: string, segments: string[]): Promise<string | undefined> {
  const file = join(root, ...segments);
  try {
    const real = await realpath(file);
    const home = await realpath(root);
    const inside = real === join(home, 'demo.html') || real.startsWith(join(home, 'dist') + sep);
    return inside && (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

export interface ServeOptions {
  /** The repository: its demo.html and dist/ served, its src/ watched. */
  root: string;
  /** The command line of one build (`node build.mjs`), run in `root` for every change. */
  build: [command: string, ...args: string[]];
}

/** Builds, serves demo.html and dist/ of `root` to this computer only, and rebuilds on every change in `root/src`. */
export async function serve({ root, build: [command, ...args] }: ServeOptions): Promise<void> {
  const clients = new Set<ServerResponse>();
  let lastFailure: string | null = null;
  let building: ChildProcess | null = null;
  const send = (event: string, data: string) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  async function rebuild() {
    const { ok, stdout, stderr } = await runBuild(root, command, args, (child) => (building = child));
    if (ok) {
      console.log(stdout);
      lastFailure = null;
      send('built', '');
    } else {
      lastFailure = stderr || stdout || 'The build ended without a message.';
      console.error(lastFailure);
      send('refused', lastFailure);
    }
  }

  await rebuild();

  let port = 0;
  // A request without Host is refused by the same rule as a foreign one (403), not by Node's own 400.
  const server = createServer({ requireHostHeader: false }, async (req, res) => {
    // Only for this computer's own names: a page on another name (DNS rebinding) is refused before anything is read.
    if (!isOwnHost(req.headers.host, port)) return void res.writeHead(403).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    const asking = asked(req.url ?? '/');
    if (asking === 'events') return openEvents(req, res, lastFailure, clients);
    if (asking === 'client') {
      res.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' });
      res.end(CLIENT);
      return;
    }
    // The site's address alone leads to the demo page, the one page npm start is for.
    if (asking === 'home') return void res.writeHead(302, { location: '/demo.html' }).end();
    await answerFile(root, asking, res);
  });

  const wanted = Number(process.env.PORT) || 8000;
  port = await listen(server, wanted);
  if (port !== wanted) console.log(`Port ${wanted} is in use; taking ${port} instead.`);
  console.log(`\nUpgrade: http://127.0.0.1:${port}/demo.html  (rebuilds on every change in src/; Ctrl+C stops)`);

  const watcher = watchTree(join(root, 'src'), settled(rebuild));

  const stop = () => {
    building?.kill();
    watcher.close();
    for (const res of clients) res.end();
    server.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop);
  // npm does not always pass its own end on (killed outright, it cannot): the server
  // ends as soon as its parent, or npm above the shell that npm runs scripts in, is gone.
  // The parent is read when the module loads: a parent that dies during a slow first build
  // shows as a changed ppid (the orphan is handed to init or a subreaper).
  const watched = [PARENT, await parentOf(PARENT)].filter((pid) => pid > 1);
  setInterval(() => {
    if (process.ppid !== PARENT || !watched.every(processAlive)) stop();
  }, 1000).unref();
}

const PARENT = process.ppid;

/** One build: what it printed, and whether it passed (a refusal prints its message on stderr); `track` is told the child while it runs. */
function runBuild(root: string, command: string, args: string[], track: (child: ChildProcess | null) => void) {
  return new Promise<{ ok: boolean; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    track(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      track(null);
      resolve({ ok: code === 0, stdout: stdout.trimEnd(), stderr: stderr.trimEnd() });
    });
  });
}

/** The page's live-reload events: the last refusal at once, each build's outcome as it comes. */
function openEvents(req: IncomingMessage, res: ServerResponse, lastFailure: string | null, clients: Set<ServerResponse>): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  res.write(': connected\n\n');
  if (lastFailure) res.write(`event: refused\ndata: ${JSON.stringify(lastFailure)}\n\n`);
  clients.add(res);
  req.on('close', () => clients.delete(res));
}

/** A file of the built site, an HTML page with the live-reload script added; 400 or 404 for what names none. */
async function answerFile(root: string, asking: string[] | 400 | 404, res: ServerResponse): Promise<void> {
  const file = typeof asking === 'number' ? undefined : await servable(root, asking);
  if (!file) {
    const status = asking === 400 ? 400 : 404;
    return void res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(status === 400 ? 'Bad request' : 'Not found');
  }
  let body: Buffer | string;
  try {
    body = await readFile(file);
  } catch {
    // Gone since it was found (a build replacing it): as if it had never been there.
    return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  }
  if (extname(file) === '.html') {
    body = body.toString('utf8').replace(/<\/body>/i, '<script src="/__dev/client.js"></script>\n</body>');
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  res.end(body);
}

/** `rebuild` run once a burst of changes settles; never two builds at once (one more after, when changes came meanwhile). */
function settled(rebuild: () => Promise<void>): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (running) {
        again = true;
        return;
      }
      running = rebuild();
      await running;
      running = null;
      if (again) {
        again = false;
        schedule();
      }
    }, 150);
  };
  return schedule;
}

/** The parent process id of `pid` (Linux /proc), or 0 where that cannot be read. */
async function parentOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || 0;
  } catch {
    return 0;
  }
}
