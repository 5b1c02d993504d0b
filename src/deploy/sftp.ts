/**
 * SFTP (OpenSSH and the hosts that offer SSH): ssh2-sftp-client makes the connection (the host key
 * is checked during the handshake, before the password or key is offered), then the operations go
 * straight to its SFTP channel, whose status codes say what went wrong: 2 no such file,
 * 3 permission denied, 4 failure (on a write: the disk or quota is full), 5 bad message (a name
 * the server refuses), 8 unsupported. Rename over an existing file needs posix-rename@openssh.com;
 * plain SFTP rename refuses to replace a file.
 */
import SftpClient from 'ssh2-sftp-client';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Backend, OnBytes, RemoteEntry } from './backend';
import { isTransient, kindOfConnectError, operationFailure, ServerError, type FailureKind } from './failures';
import { algorithmsFor, HostKeyRefused, judgeHostKey, knownKeys, type Verdict } from './hostKeys';
import type { Target } from './target';
import { remotePath } from './remotePath';

export interface SftpOptions {
  password?: string | undefined;
  /** The private key itself (DEPLOY_KEY as text, or the file it names, read by the command). */
  privateKey?: Buffer | undefined;
  passphrase?: string | undefined;
  /** The repository: its deploy/known_hosts is read besides ~/.ssh/known_hosts. */
  repo: string;
  /** How long a step may stay silent before the line counts as dropped. */
  idleMs: number;
}

/** The part of ssh2's SFTP channel used here (ssh2-sftp-client exposes it as `.sftp`). */
interface Channel {
  readdir(path: string, cb: (error: Error | undefined, list: { filename: string; attrs: Attrs }[]) => void): void;
  stat(path: string, cb: (error: Error | undefined, attrs: Attrs) => void): void;
  rename(from: string, to: string, cb: (error: Error | undefined) => void): void;
  ext_openssh_rename(from: string, to: string, cb: (error: Error | undefined) => void): void;
  unlink(path: string, cb: (error: Error | undefined) => void): void;
  mkdir(path: string, cb: (error: Error | undefined) => void): void;
  createWriteStream(
    path: string,
    options?: Record<string, unknown>,
  ): NodeJS.WritableStream & { on(e: string, f: (...a: never[]) => void): unknown };
  createReadStream(path: string): NodeJS.ReadableStream;
  _extensions: Record<string, string>;
}
interface Attrs {
  size: number;
  isDirectory(): boolean;
  isFile(): boolean;
}

/** The known_hosts files deploy reads, by the name it prints. */
function knownHostsFiles(repo: string): [shown: string, path: string][] {
  return [
    ['~/.ssh/known_hosts', join(homedir(), '.ssh', 'known_hosts')],
    ['deploy/known_hosts', join(repo, 'deploy', 'known_hosts')],
  ];
}

const STATUS: Record<number, FailureKind> = { 2: 'missing', 3: 'permission', 5: 'name', 6: 'dropped', 7: 'dropped', 8: 'unsupported' };

/**
 * ssh2's and ssh2-sftp-client's words for a line that is gone (besides the socket errors
 * failures.ts lists), and this file's own watchdogs': the failures a new connection may mend.
 */
const LOST_LINE =
  /No response from server|Not connected|Keepalive timeout|Channel is not open|Connection lost before handshake|Timed out while waiting for handshake|Unexpected (end|close) event|No SFTP connection available|the connection was closed|nothing moved for/;

/** An SFTP or socket error of operation `op` as a ServerError: by SFTP status, a lost line, or unknown in the server's words. */
function classify(error: unknown, op: 'write' | 'read' | 'rename' | 'remove' | 'mkdir' | 'list', path: string): ServerError {
  if (error instanceof ServerError) return error;
  const e = error as Error & { code?: number | string };
  if (typeof e.code === 'number') {
    // 4, "Failure": what OpenSSH answers for every errno it has no code for; on a write, a full disk or quota.
    const kind = STATUS[e.code] ?? (e.code === 4 && op === 'write' ? 'quota' : e.code === 4 ? 'permission' : 'unknown');
    return new ServerError(kind, `SFTP status ${e.code}: ${e.message ?? String(error)}`, path);
  }
  return operationFailure(error, LOST_LINE, path);
}

/** The SFTP server of `target`, connected and logged in; its host key checked against the known_hosts files first. */
export async function connectSftp(target: Target, options: SftpOptions): Promise<Backend> {
  return sftpOperations(await login(target, options), target, options.idleMs);
}

async function login(target: Target, options: SftpOptions): Promise<SftpClient> {
  const files = knownHostsFiles(options.repo);
  const known = (
    await Promise.all(
      files.map(async ([shown, path]) => knownKeys(await readFile(path, 'utf8').catch(() => ''), shown, target.host, target.port)),
    )
  ).flat();
  let refusal: Exclude<Verdict, { ok: true }> | undefined;
  // The library's own listeners would print "Global end listener: …" to the band's terminal on every dropped
  // line; the operation that was running fails with the cause, and the engine words it.
  const quiet = () => {};
  const client = new SftpClient('deploy', { error: quiet, end: quiet, close: quiet });
  client.on('error', quiet);
  try {
    await client.connect({
      host: target.host,
      port: target.port,
      username: target.user,
      password: options.password,
      privateKey: options.privateKey,
      passphrase: options.passphrase,
      agent: options.password || options.privateKey ? undefined : process.env.SSH_AUTH_SOCK,
      readyTimeout: options.idleMs,
      keepaliveInterval: 5000,
      keepaliveCountMax: 3,
      retries: 0,
      // Ask only for key types the files know, so a known key is not missed for another algorithm.
      algorithms: known.length ? { serverHostKey: algorithmsFor(known.map((k) => k.type)) } : undefined,
      hostVerifier: (blob: Buffer) => {
        const verdict = judgeHostKey(
          blob,
          known,
          target.host,
          target.port,
          files.map(([shown]) => shown),
        );
        if (!verdict.ok) refusal = verdict;
        return verdict.ok;
      },
    });
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw refusal ? new HostKeyRefused(refusal.message, refusal.report) : connectFailure(error, target);
  }
}

/** What a failed SSH connection means: a key, a login, a host, a lost line, or unknown in the library's words. */
function connectFailure(error: unknown, target: Target): ServerError {
  const e = error as Error & { code?: string; level?: string };
  const text = String(e.message);
  if (/encrypted private|passphrase|bad decrypt|decrypt/i.test(text)) return new ServerError('passphrase', text);
  if (/cannot parse privatekey/i.test(text)) return new ServerError('key-file', text);
  if (e.level === 'client-authentication' || /authentication|auth methods/i.test(text)) return new ServerError('login', text);
  const kind =
    kindOfConnectError(e.code) ??
    (/ENOTFOUND|getaddrinfo/.test(text)
      ? 'host-not-found'
      : /ECONNREFUSED/.test(text)
        ? 'unreachable'
        : isTransient(error, LOST_LINE)
          ? 'dropped'
          : 'unknown');
  return new ServerError(kind, `${target.host}:${target.port}: ${text}`);
}

/** The plain operations (backend.ts) on a connected client, each bounded by silence and its failure classified. */
function sftpOperations(client: SftpClient, target: Target, idleMs: number): Backend {
  const sftp = (client as unknown as { sftp: Channel }).sftp;
  const { drop, step } = steps(client, idleMs);
  const at = (path: string) => remotePath(target.root, path);
  const call = <T>(fn: (cb: (error: Error | undefined, value: T) => void) => void) =>
    new Promise<T>((resolve, reject) => fn((error, value) => (error ? reject(error) : resolve(value))));
  const stat = (path: string) =>
    step(`looking for ${path}`, 'read', path, () =>
      call<Attrs>((cb) => sftp.stat(at(path), cb)).catch((error: { code?: number }) => {
        if (error.code === 2) return undefined;
        throw error;
      }),
    );
  const posix = Boolean(sftp._extensions['posix-rename@openssh.com']);

  return {
    can: { replaceByRename: posix },
    async rootExists() {
      // stat() answers undefined for "no such file"; a timeout or a dropped line is thrown, never read as a missing web root.
      return (await stat(''))?.isDirectory() ?? false;
    },
    async list(dir) {
      const entries = await step(`listing ${dir || 'the web root'}`, 'list', dir, () =>
        call<{ filename: string; attrs: Attrs }[]>((cb) => sftp.readdir(at(dir), cb)),
      );
      return entries
        .filter((e) => e.filename !== '.' && e.filename !== '..' && (e.attrs.isDirectory() || e.attrs.isFile()))
        .map((e): RemoteEntry => ({ name: e.filename, size: e.attrs.isDirectory() ? 0 : e.attrs.size, folder: e.attrs.isDirectory() }));
    },
    async size(path) {
      const attrs = await stat(path);
      return attrs?.isFile() ? attrs.size : undefined;
    },
    async read(path, onBytes?: OnBytes) {
      if (!(await stat(path))?.isFile()) return undefined;
      return step(`reading ${path}`, 'read', path, (touch) => download(sftp, at(path), touch, onBytes));
    },
    async write(path, content, onBytes?: OnBytes) {
      await step(`uploading ${path}`, 'write', path, (touch) => upload(sftp, at(path), content, touch, onBytes));
    },
    async rename(from, to) {
      await step(`renaming ${to} into place`, 'rename', to, async () => {
        try {
          await call<void>((cb) => (posix ? sftp.ext_openssh_rename(at(from), at(to), cb) : sftp.rename(at(from), at(to), cb)));
        } catch (error) {
          // Plain SFTP rename onto an existing file fails with 4; posix-rename denied by the server (sftp-server -P) with 3 or 8.
          const code = (error as { code?: number }).code;
          if ((code === 4 || code === 3 || code === 8) && (await stat(to)))
            throw new ServerError('exists', `SFTP status ${code}: ${(error as Error).message}`, to);
          throw error;
        }
      });
    },
    async remove(path) {
      await step(`deleting ${path}`, 'remove', path, () =>
        call<void>((cb) => sftp.unlink(at(path), cb)).catch((error: { code?: number }) => {
          if (error.code !== 2) throw error;
        }),
      );
    },
    async mkdir(dir) {
      let made = '';
      for (const part of dir.split('/')) {
        made = made ? `${made}/${part}` : part;
        if ((await stat(made))?.isDirectory()) continue;
        await step(`making the folder ${made}`, 'mkdir', made, () => call<void>((cb) => sftp.mkdir(at(made), cb)));
      }
    },
    async close() {
      // A polite goodbye, but never a wait on a line that is gone: the socket is ended either way.
      await Promise.race([client.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      drop();
    },
  };
}

/** How the operations run on `client`: each `step` bounded by silence and its failure classified; `drop` ends the line. */
function steps(client: SftpClient, idleMs: number) {
  const drop = () => client.client.destroy?.() ?? client.client.end();
  // A line cut under a running write leaves ssh2's write stream waiting for ever: the connection's end fails the step at once.
  const ended = new Promise<never>((_, reject) => {
    const gone = () => reject(new ServerError('dropped', 'the connection was closed'));
    client.client.once?.('close', gone);
    client.client.once?.('end', gone);
  });
  ended.catch(() => {});
  /** One operation: bounded by silence, its failure classified. */
  const step = <T>(what: string, op: Parameters<typeof classify>[1], path: string, run: (touch: () => void) => Promise<T>): Promise<T> =>
    Promise.race([idle(idleMs, what, drop, run), ended]).catch((error) => {
      throw classify(error, op, path);
    });
  return { drop, step };
}

/** The bytes of the file at the server's `remote` path, each chunk that arrives a sign of life (`touch`) and counted to `onBytes`. */
function download(sftp: Channel, remote: string, touch: () => void, onBytes: OnBytes | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let got = 0;
  return new Promise<Buffer>((resolve, reject) => {
    const stream = sftp.createReadStream(remote);
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      got += chunk.length;
      touch();
      onBytes?.(got);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** `content` written to the server's `remote` path, each piece that leaves a sign of life (`touch`) and counted to `onBytes`. */
function upload(sftp: Channel, remote: string, content: Uint8Array, touch: () => void, onBytes: OnBytes | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const stream = sftp.createWriteStream(remote, { flags: 'w' });
    stream.on('error', reject);
    stream.on('close', () => resolve());
    // In pieces, each written when the channel takes it: the watchdog sees every piece that leaves.
    const PIECE = 32 * 1024;
    let sent = 0;
    const next = () => {
      while (sent < content.length) {
        const piece = content.subarray(sent, sent + PIECE);
        sent += piece.length;
        touch();
        onBytes?.(sent);
        if (!stream.write(Buffer.from(piece))) return void stream.once('drain', next);
      }
      stream.end();
    };
    next();
  });
}

/**
 * A watchdog for one network step that measures silence, not the whole step: it fails with a
 * 'dropped' ServerError once nothing has moved for `ms` (`touch()` on every chunk resets it), and
 * ends the connection with `drop`, so a slow line that keeps moving is never cut off.
 */
export function idle<T>(ms: number, what: string, drop: () => void, run: (touch: () => void) => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let fail: (error: Error) => void = () => {};
  const silent = new Promise<never>((_, reject) => (fail = reject));
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      drop();
      fail(new ServerError('dropped', `${what}: nothing moved for ${ms / 1000} s`));
    }, ms);
  };
  touch();
  return Promise.race([run(touch), silent]).finally(() => clearTimeout(timer));
}
