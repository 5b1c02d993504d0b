// A web space in memory behind the Backend interface, with the habits of real servers switched on
// one by one (no rename over a file, no delete, dotfiles hidden from listings, a quota, a line that
// drops): the sync engine's policy is tested against it in milliseconds, the real servers' suites
// (*.servers.test.ts) prove the backends behave the same.
import type { Backend } from '../../src/deploy/backend';
import { ServerError, type FailureKind } from '../../src/deploy/failures';

export interface Habits {
  /** Rename onto an existing file refused (ProFTPD with AllowOverwrite off, IIS): 'exists'. */
  noRenameOver?: boolean;
  /** Delete refused: 'permission'. */
  noDelete?: boolean;
  /** Listings leave out names starting with a dot; by name they are found. */
  hideDotfiles?: boolean;
  /** Writes fail with 'quota' once the files hold more bytes than this. */
  quotaBytes?: number;
  /** Refuses files whose name matches: 'name'. */
  refuseNames?: RegExp;
}

export interface MemoryServer {
  files: Map<string, Buffer>;
  habits: Habits;
  /** Every operation, in order: 'write .index.html.x.deploy-tmp', 'rename … → index.html', … */
  log: string[];
  /** The line drops at the `n`th operation from now (counting from 1), and at every one after it until `mend()`. */
  dropAt(n: number): void;
  /** The `n`th operation from now is carried out, but its answer is lost: the line drops right after it (once). */
  loseAnswerAt(n: number): void;
  mend(): void;
  /** The `n`th operation from now is refused with `error` instead of carried out (once): a server's answer of any kind. */
  refuseAt(n: number, error: ServerError): void;
  /** What a run that connects gets: a fresh connection's Backend (fails with 'dropped' while the line is down). */
  connect(): Promise<Backend>;
  connections: number;
}

export function memoryServer(habits: Habits = {}, files = new Map<string, Buffer>()): MemoryServer {
  const log: string[] = [];
  let countdown = Infinity;
  let down = false;
  let answerCountdown = Infinity;
  let refusal: { countdown: number; error: ServerError } | undefined;
  const tick = (what: string) => {
    countdown -= 1;
    if (countdown <= 0) down = true;
    if (down) throw new ServerError('dropped', `the line dropped during ${what}`);
    if (refusal && --refusal.countdown <= 0) {
      const { error } = refusal;
      refusal = undefined;
      throw error;
    }
    log.push(what);
    answerCountdown -= 1;
  };
  /** After an operation was carried out: its answer lost, where that was asked for. */
  const answer = () => {
    if (answerCountdown > 0) return;
    answerCountdown = Infinity;
    throw new ServerError('dropped', 'the answer was lost');
  };
  const fail = (kind: FailureKind, detail: string, path: string) => new ServerError(kind, detail, path);
  const used = () => [...files.values()].reduce((sum, b) => sum + b.length, 0);
  const server: MemoryServer = {
    files,
    habits,
    log,
    connections: 0,
    dropAt(n) {
      countdown = n;
    },
    loseAnswerAt(n) {
      answerCountdown = n;
    },
    mend() {
      countdown = Infinity;
      down = false;
    },
    refuseAt(n, error) {
      refusal = { countdown: n, error };
    },
    async connect() {
      if (down) throw new ServerError('dropped', 'connection refused while the line is down');
      server.connections += 1;
      const backend: Backend = {
        can: { replaceByRename: !habits.noRenameOver },
        async rootExists() {
          tick('rootExists');
          return true;
        },
        async list(dir) {
          tick(`list ${dir}`);
          const prefix = dir ? `${dir}/` : '';
          const seen = new Map<string, { name: string; size: number; folder: boolean }>();
          for (const [path, content] of files) {
            if (!path.startsWith(prefix)) continue;
            const [name = '', ...rest] = path.slice(prefix.length).split('/');
            if (habits.hideDotfiles && name.startsWith('.')) continue;
            seen.set(name, rest.length ? { name, size: 0, folder: true } : { name, size: content.length, folder: false });
          }
          return [...seen.values()];
        },
        async size(path) {
          tick(`size ${path}`);
          return files.get(path)?.length;
        },
        async read(path) {
          tick(`read ${path}`);
          const content = files.get(path);
          return content && Buffer.from(content);
        },
        async write(path, content) {
          tick(`write ${path}`);
          const name = path.split('/').at(-1) ?? '';
          if (habits.refuseNames?.test(name.replace(/^\.(.*)\.[0-9a-f]+\.deploy-tmp$/, '$1')))
            throw fail('name', '553 file name not allowed', path);
          if (habits.quotaBytes !== undefined && used() - (files.get(path)?.length ?? 0) + content.length > habits.quotaBytes)
            throw fail('quota', '552 quota exceeded', path);
          files.set(path, Buffer.from(content));
        },
        async rename(from, to) {
          tick(`rename ${from} → ${to}`);
          const content = files.get(from);
          if (!content) throw fail('missing', '550 no such file', from);
          if (files.has(to) && habits.noRenameOver) throw fail('exists', '550 rename: file exists', to);
          files.delete(from);
          files.set(to, content);
          answer();
        },
        async remove(path) {
          tick(`remove ${path}`);
          if (habits.noDelete && files.has(path)) throw fail('permission', '550 delete: permission denied', path);
          files.delete(path);
        },
        async mkdir(dir) {
          tick(`mkdir ${dir}`);
        },
        async close() {},
      };
      return backend;
    },
  };
  return server;
}
