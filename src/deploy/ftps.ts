/**
 * The FTPS backend (explicit TLS, what most German shared hosts offer besides SFTP): basic-ftp.
 * AUTH TLS on the control connection before the user name goes out, PROT P on every data
 * connection with the control connection's TLS session reused (basic-ftp keeps it), as vsftpd's
 * require_ssl_reuse and most hosts demand. Node verifies the certificate (NODE_EXTRA_CA_CERTS adds
 * a CA); an untrusted one is refused before the password is sent.
 *
 * Plain operations only (backend.ts): the engine (sync.ts) decides names, order and fallbacks.
 * What this file adds to basic-ftp is the reading of the server's answers: every failure becomes a
 * ServerError of the kind the reply means, and a refused upload is reported by the server's reply
 * (552 and the like), not by the socket error the closed data connection causes (see `hookReplies`).
 */
import { Client, FTPError, type FTPResponse, type ResponseHandler, type TaskResolver } from 'basic-ftp';
import { Readable, Writable } from 'node:stream';
import type { Socket } from 'node:net';
import { rootCertificates, TLSSocket } from 'node:tls';
import type { Backend, OnBytes, RemoteEntry } from './backend';
import { isTransient, kindOfConnectError, operationFailure, ServerError, type FailureKind } from './failures';
import { remotePath } from './remotePath';
import type { Target } from './target';

export interface FtpsOptions {
  password?: string | undefined;
  /** How long the server may stay silent (no reply, no byte moved) before the line counts as dropped. */
  idleMs: number;
  /**
   * A certificate (PEM) to trust besides Node's own CAs, instead of NODE_EXTRA_CA_CERTS: for tests,
   * whose servers' certificates are made after the process started (Node reads that variable once).
   */
  trust?: string | undefined;
}

/** TLS errors that mean "this certificate is not one Node trusts for this host". */
const CERTIFICATE = /certificate|self.signed|unable to verify|unable to get|altname|CERT_|issuer/i;

/** Commands that move data over a data connection: their failures wait for the server's reply. */
const TRANSFER = /^(STOR|APPE|RETR|LIST|MLSD|NLST)\b/;

/**
 * Uploads go out in pieces of this size: a socket's bytesWritten (which basic-ftp's silence
 * watchdog and progress read) grows piece by piece, so a slow line that moves shows progress.
 */
const PIECE = 16 * 1024;

/** The parts of basic-ftp's FTPContext this backend hooks into, beyond its public API. */
interface Context {
  readonly closed: boolean;
  handle(command: string | undefined, handler: ResponseHandler): Promise<unknown>;
  closeWithError(error: Error): void;
  _passToHandler(response: Error | FTPResponse): void;
}

/** What a reply (or the library's error) said, on one line. */
const said = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ').trim();

/**
 * What an FTP reply refusing a file operation means, by its code (RFC 959) and, where servers
 * bend the codes, its text (the server's own words are in the detail either way).
 */
function kindOfReply(code: number, text: string): FailureKind {
  if (code === 552 || code === 452) return 'quota';
  // vsftpd answers a full disk or quota (ENOSPC, EDQUOT) with "451 Failure writing to local file.".
  if (code === 451 && /writ|disk|space|quota|full/i.test(text)) return 'quota';
  if ((code === 450 || code === 550) && /no such file|not found|does not exist|doesn.t exist/i.test(text)) return 'missing';
  if ((code === 550 || code === 553 || code === 501) && /file ?name|invalid char|illegal char/i.test(text)) return 'name';
  // vsftpd answers any failure to create the file (mostly: no write permission) with "553 Could not create file.".
  if (code === 553) return /could not create|permission|denied/i.test(text) ? 'permission' : 'name';
  if (code === 550 || code === 532) return 'permission';
  if (code === 501) return 'name';
  if (code === 530) return 'login';
  if (TRANSIENT_REPLIES.includes(code)) return 'dropped';
  if (code === 500 || code === 502 || code === 504) return 'unsupported';
  return 'unknown';
}

/** RFC 959's passing trouble: 421 closing, 425/426 the data connection, 450 busy, 451 a local error (not the quota, above). */
const TRANSIENT_REPLIES = [421, 425, 426, 450, 451];

/**
 * basic-ftp's words for a line that is gone or silent (besides the socket errors failures.ts
 * lists): its watchdogs, a connection the server ended, and its own client closed by a reconnect.
 */
const LOST_LINE =
  /^Timeout \((control|data) socket\)|Timeout when trying to open data connection|Server sent FIN packet unexpectedly|Server closed connection unexpectedly|Socket closed due to transmission error|Control socket is disconnected|no data connection is available|User closed client/;

/** A ServerError for whatever basic-ftp or the socket threw (a ServerError passes unchanged). */
function failure(error: unknown, path?: string): ServerError {
  if (error instanceof ServerError) return error;
  const detail = said(error);
  if (error instanceof FTPError) return new ServerError(kindOfReply(error.code, detail), detail, path);
  // A closed client repeats why it closed ("Client is closed because Timeout (control socket)"): that cause decides.
  const cause = detail.replace(/^Client is closed because /, '');
  const kind = operationFailure(Object.assign(new Error(cause), { code: (error as { code?: unknown }).code }), LOST_LINE).kind;
  return new ServerError(kind, detail, path);
}

const isReply = (error: unknown, ...codes: number[]): error is FTPError => error instanceof FTPError && codes.includes(error.code);

/**
 * Makes the server's reply decide a failed transfer. A server that refuses an upload midway (a
 * full disk) answers on the control connection and closes the data connection; basic-ftp may see
 * the data socket's error first and end the whole connection on it, so the refusal would read as a
 * dropped line. Here a data connection's error waits for the server's reply, which settles the
 * transfer (552 → quota), or for the control connection's end or silence, which keeps the data
 * error (dropped). The transfer's own task reads the reply, so the conversation stays in step.
 */
function hookReplies(client: Client) {
  const ftp = client.ftp as unknown as Context;
  /** Where the running transfer takes an error of its data side, while one runs. */
  let onDataError: ((error: Error) => void) | undefined;
  const closeWithError = ftp.closeWithError.bind(ftp);
  ftp.closeWithError = (error: Error) => {
    if (onDataError && isDataSide(error) && !ftp.closed) onDataError(error);
    else closeWithError(error);
  };
  const handle = ftp.handle.bind(ftp);
  ftp.handle = (command, handler) => {
    if (!command || !TRANSFER.test(command)) return handle(command, handler);
    /** The data side's error, once it failed while the control connection lives: the reply is awaited. */
    let broken: Error | undefined;
    /** Whether the server has given its final reply already (a download's 226 may come before the last byte). */
    let answered = false;
    let task: TaskResolver | undefined;
    let early: Error | undefined;
    const fail = (error: Error) => (task ? task.reject(error) : (early ??= error));
    // What basic-ftp's transfer code settles the transfer with: its rejections for a data side error wait.
    const patient: TaskResolver = {
      resolve: (value) => task?.resolve(value),
      reject: (error) => {
        if (!broken && !answered && !(error instanceof FTPError) && !ftp.closed) broken = error;
        else fail(error);
      },
    };
    const ours = (error: Error) => {
      if (!broken) handler(error, patient);
    };
    onDataError = ours;
    return handle(command, (response, resolver) => {
      task = resolver;
      if (early) return resolver.reject(early);
      if (!broken) {
        if (!(response instanceof Error) && response.code >= 200) answered = true;
        handler(response, patient);
        // The control connection ended or went silent: whatever basic-ftp made of it, the transfer is over.
        if (response instanceof Error && !(response instanceof FTPError)) fail(response);
        return;
      }
      // The data side failed: what comes now on the control connection says why.
      if (response instanceof FTPError) resolver.reject(response);
      else if (response instanceof Error || response.code >= 200) resolver.reject(broken);
    }).finally(() => {
      if (onDataError === ours) onDataError = undefined;
    });
  };
}

/**
 * Whether an error basic-ftp would end the connection with comes from a transfer's data side: the
 * data socket's own errors, and the local stream's, which the pipeline ends with the same error or
 * with a premature close. Silence (its watchdog's "Timeout (data socket)") is not among them.
 */
const isDataSide = (error: Error) =>
  (/ \(data socket\)$/.test(error.message) && !/^Timeout/.test(error.message)) ||
  (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * `content` as a stream of PIECE-sized chunks for the data connection `socket()`, which it waits
 * (at most `ms`) to finish its TLS handshake first. basic-ftp starts an upload once the data
 * socket knows its cipher, which under TLS 1.3 is before the handshake is done; Node holds back
 * the bytes written meanwhile, but an empty file ends the stream at once, cutting the handshake
 * short: vsftpd then drops the whole session (a TLS alert, or its "500 OOPS" in clear text on the
 * control connection), every time.
 */
function pieces(content: Uint8Array, socket: () => Socket | undefined, ms: number): Readable {
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return Readable.from(
    (async function* () {
      await handshake(socket(), ms);
      for (let at = 0; at < buffer.length; at += PIECE) yield buffer.subarray(at, at + PIECE);
    })(),
    { objectMode: false },
  );
}

/** Resolves when `socket`'s TLS handshake is done (at once for a plain socket or a done one), or it ends, or after `ms`. */
function handshake(socket: Socket | undefined, ms: number): Promise<void> {
  // getFinished() is our Finished message: the last of the handshake, there once it is done.
  if (!(socket instanceof TLSSocket) || socket.getFinished() !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const event of ['secureConnect', 'close', 'error']) socket.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const event of ['secureConnect', 'close', 'error']) socket.once(event, done);
  });
}

/** The FTPS server of `target`: connected over TLS, logged in, with basic-ftp's answers read as this file reads them. */
export async function connectFtps(target: Target, options: FtpsOptions): Promise<Backend> {
  const password = options.password ?? '';
  // A server may echo what it was sent; the password is never passed on.
  const scrub = (error: ServerError) =>
    password && error.detail.includes(password) ? new ServerError(error.kind, error.detail.split(password).join('***'), error.path) : error;
  // basic-ftp's timeout measures silence: the control connection's while a reply is awaited, the
  // data connection's bytes during a transfer (its watchdog). A slow transfer that moves goes on.
  const client = new Client(options.idleMs);
  hookReplies(client);
  const home = await login(client, target, options, password).catch((error: unknown) => {
    client.close();
    throw scrub(error as ServerError);
  });
  return ftpsOperations(client, target, options, home, scrub);
}

/** Greeting, AUTH TLS, login and settings; the login folder it lands in. A failure is named by the stage it came at. */
async function login(client: Client, target: Target, options: FtpsOptions, password: string): Promise<string> {
  const secure = target.protocol === 'ftps';
  let stage: 'greeting' | 'tls' | 'login' | 'settings' = 'greeting';
  try {
    await client.connect(target.host, target.port);
    if (secure) {
      stage = 'tls';
      // The host name goes along so data connections resume the session under the same identity.
      await client.useTLS({ host: target.host, ...(options.trust ? { ca: [...rootCertificates, options.trust] } : {}) });
    }
    stage = 'login';
    // Before login, as basic-ftp's access() does: a user name with umlauts needs it on some servers.
    await client.sendIgnoringError('OPTS UTF8 ON');
    await client.login(target.user, password);
    stage = 'settings';
    await client.useDefaultSettings();
    // Relative roots are below the login's folder; mkdir moves away from it and comes back here.
    return await client.pwd();
  } catch (error) {
    throw connectFailure(error, stage, target, `${target.host}:${target.port}`, secure);
  }
}

/** The plain operations (backend.ts) on a logged-in client, one command at a time, every failure a ServerError. */
function ftpsOperations(
  client: Client,
  target: Target,
  options: FtpsOptions,
  home: string,
  scrub: (error: ServerError) => ServerError,
): Backend {
  const session = ftpsSession(client, target, options, home, scrub);
  return {
    can: { replaceByRename: true },
    ...ftpsReads(session),
    ...ftpsWrites(session),
    mkdir: ftpsMkdir(session),
    close: async () => {
      client.close();
    },
  };
}

/** What the operations share: the client, the paths below the root, one command at a time, and what a refusal means. */
interface Session {
  client: Client;
  target: Target;
  options: FtpsOptions;
  /** The server's path for a path below the web root ('' is the root itself). */
  at(path: string): string;
  /** `run` after every command before it, its failure a ServerError for `path` (basic-ftp runs one command at a time). */
  serial<T>(path: string, run: () => Promise<T>): Promise<T>;
  /** A transfer with its progress reported to `onBytes` (bytes of this transfer so far, when they change). */
  transfer<T>(onBytes: OnBytes | undefined, run: () => Promise<T>): Promise<T>;
  /** The size of the file at the server's `remote` path, or undefined when the server says it is not there. */
  sizeOf(remote: string): Promise<number | undefined>;
  /**
   * A refusal of `STOR`/`RNTO` onto `path`: 'exists' when the target is there (a server that will
   * not replace files: ProFTPD's AllowOverwrite off, IIS, FileZilla Server), else what the reply says.
   */
  refusedOnto(error: unknown, path: string): Promise<ServerError>;
  /** Back to the login folder after moving away (relative paths are read from there). */
  backHome(failed: boolean): Promise<void>;
}

function ftpsSession(
  client: Client,
  target: Target,
  options: FtpsOptions,
  home: string,
  scrub: (error: ServerError) => ServerError,
): Session {
  const at = (path: string) => remotePath(target.root, path);

  // basic-ftp runs one command at a time: calls that overlap wait their turn instead of ending the connection.
  let queue: Promise<unknown> = Promise.resolve();
  function serial<T>(path: string, run: () => Promise<T>): Promise<T> {
    const next = queue.then(run, run);
    queue = next.catch(() => {});
    return next.catch((error: unknown) => {
      throw scrub(failure(error, path));
    });
  }

  async function transfer<T>(onBytes: OnBytes | undefined, run: () => Promise<T>): Promise<T> {
    let last = -1;
    if (onBytes) client.trackProgress(({ bytes }) => bytes !== last && onBytes((last = bytes)));
    try {
      return await run();
    } finally {
      client.trackProgress();
    }
  }

  async function sizeOf(remote: string): Promise<number | undefined> {
    try {
      return await client.size(remote);
    } catch (error) {
      if (isReply(error, 550, 450)) return undefined;
      throw error;
    }
  }

  async function refusedOnto(error: unknown, path: string): Promise<ServerError> {
    if (isReply(error, 550, 553) && (await sizeOf(at(path))) !== undefined) return new ServerError('exists', said(error), path);
    return failure(error, path);
  }

  async function backHome(failed: boolean) {
    try {
      await client.cd(home);
    } catch (error) {
      if (!failed) throw error;
    }
  }

  return { client, target, options, at, serial, transfer, sizeOf, refusedOnto, backHome };
}

/** The operations that only look: whether the root is there, a folder's entries, a file's size and bytes. */
function ftpsReads({
  client,
  target,
  at,
  serial,
  transfer,
  sizeOf,
  backHome,
}: Session): Pick<Backend, 'rootExists' | 'list' | 'size' | 'read'> {
  return {
    rootExists: () =>
      serial('', async () => {
        try {
          await client.cd(target.root);
        } catch (error) {
          if (isReply(error, 550, 450)) return false;
          throw error;
        }
        await backHome(false);
        return true;
      }),

    list: (dir) =>
      serial(dir, async () => {
        let entries;
        try {
          // basic-ftp asks with MLSD where the server offers it, else LIST -a (hidden files too), else LIST.
          entries = await transfer(undefined, () => client.list(at(dir)));
        } catch (error) {
          throw failure(error, dir);
        }
        return entries
          .filter((entry) => entry.name !== '.' && entry.name !== '..')
          .map((entry): RemoteEntry => ({ name: entry.name, size: entry.isDirectory ? 0 : entry.size, folder: entry.isDirectory }));
      }),

    size: (path) =>
      serial(path, async () => {
        try {
          return await sizeOf(at(path));
        } catch (error) {
          throw failure(error, path);
        }
      }),

    read: (path, onBytes) =>
      serial(path, async () => {
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        });
        try {
          await transfer(onBytes, () => client.downloadTo(sink, at(path)));
        } catch (error) {
          // 550 to RETR: not there, or not readable; SIZE tells which.
          if (isReply(error, 550, 450) && (await sizeOf(at(path))) === undefined) return undefined;
          throw failure(error, path);
        }
        return Buffer.concat(chunks);
      }),
  };
}

/** The operations that change files: an upload, a rename, a delete. */
function ftpsWrites({ client, options, at, serial, transfer, sizeOf, refusedOnto }: Session): Pick<Backend, 'write' | 'rename' | 'remove'> {
  return {
    write: (path, content, onBytes) =>
      serial(path, async () => {
        try {
          await transfer(onBytes, () =>
            client.uploadFrom(
              pieces(content, () => client.ftp.dataSocket, options.idleMs),
              at(path),
            ),
          );
        } catch (error) {
          throw await refusedOnto(error, path);
        }
      }),

    rename: (from, to) =>
      serial(from, async () => {
        try {
          await client.send(`RNFR ${at(from)}`);
        } catch (error) {
          if (isReply(error, 550, 450) && (await sizeOf(at(from))) === undefined) {
            throw new ServerError('missing', said(error), from);
          }
          throw failure(error, from);
        }
        try {
          await client.send(`RNTO ${at(to)}`);
        } catch (error) {
          throw await refusedOnto(error, to);
        }
      }),

    remove: (path) =>
      serial(path, async () => {
        try {
          await client.send(`DELE ${at(path)}`);
        } catch (error) {
          // Not there is no error; there and refused is.
          if (isReply(error, 550, 450) && (await sizeOf(at(path))) === undefined) return;
          throw failure(error, path);
        }
      }),
  };
}

/** Making a folder and those above it, remembering what this connection made so that each is asked for once. */
function ftpsMkdir({ client, at, serial, backHome }: Session): Backend['mkdir'] {
  const made = new Set<string>();
  return (dir) =>
    serial(dir, async () => {
      const names = dir.split('/').filter(Boolean);
      if (names.length === 0 || made.has(names.join('/'))) return;
      // From the deepest folder made before (or the root), one level at a time: MKD, then CWD
      // into it. A MKD refused for a folder that is there already is no error; for one that
      // is not, its reply says why.
      let done = names.length - 1;
      while (done > 0 && !made.has(names.slice(0, done).join('/'))) done--;
      let failed = false;
      try {
        await client.cd(at(names.slice(0, done).join('/')));
        for (const [index, name] of names.entries()) {
          if (index < done) continue;
          const answer = await client.sendIgnoringError(`MKD ${name}`);
          try {
            await client.cd(name);
          } catch (error) {
            throw answer.code >= 400 ? failure(new FTPError(answer), dir) : failure(error, dir);
          }
          made.add(names.slice(0, index + 1).join('/'));
        }
      } catch (error) {
        failed = true;
        throw failure(error, dir);
      } finally {
        await backHome(failed);
      }
    });
}

/** What a failed connection means: the stage it failed at tells a refused AUTH TLS from a refused login. */
function connectFailure(error: unknown, stage: string, target: Target, where: string, secure: boolean): ServerError {
  const code = String((error as { code?: unknown }).code ?? '');
  const text = said(error);
  if (error instanceof FTPError) {
    // 421 (too many connections, closing) and the other passing replies: connecting again may mend them.
    if (TRANSIENT_REPLIES.includes(error.code)) return new ServerError('dropped', text);
    // AUTH TLS not understood or refused (500, 502, 504, 534; vsftpd without TLS: 530 before login).
    if (stage === 'tls') return new ServerError('no-tls', `${where} answered AUTH TLS with ${text}`);
    if (stage === 'login' && [530, 430, 332].includes(error.code)) {
      return new ServerError('login', `${where} refused the login for "${target.user}": ${text}`);
    }
    return new ServerError(kindOfReply(error.code, text), `${where}: ${text}`);
  }
  if (secure && stage === 'tls' && (CERTIFICATE.test(code) || CERTIFICATE.test(text))) {
    // The detail is the TLS error alone: messages.ts says what it means and what to do.
    return new ServerError('certificate', text);
  }
  const kind = kindOfConnectError(code);
  if (kind) return new ServerError(kind, `${where}: ${text}`);
  // A TLS handshake that fails for another reason than the certificate (no common protocol version or cipher).
  if (stage === 'tls' && /SSL|TLS/.test(code)) return new ServerError('no-tls', `${where}: ${text}`);
  return new ServerError(isTransient(error, LOST_LINE) ? 'dropped' : 'unknown', `${where}: ${text}`);
}
