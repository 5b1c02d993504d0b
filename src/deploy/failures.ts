/**
 * Every way a deploy can fail, by its cause: the backends classify the server's answer (an FTP
 * reply code, an SFTP status code, a socket error) into one of these kinds, and the command prints
 * the kind's message, in the band's words, with what to do. Only a dropped line says "run again":
 * the other causes do not go away by themselves.
 */
import { withSiteNames } from './tempName';

export type FailureKind =
  // The connection: nothing was changed on the server.
  | 'host-not-found' // the host name does not resolve (mistyped)
  | 'unreachable' // nothing answers on that host and port
  | 'login' // user name, password or key refused
  | 'passphrase' // the private key is locked with a passphrase, none (or a wrong one) given
  | 'key-file' // DEPLOY_KEY is neither a readable file nor a key
  | 'host-key' // the server's SSH key is unknown or changed
  | 'certificate' // the FTPS certificate is not trusted
  | 'no-tls' // the FTP server does not offer AUTH TLS
  | 'no-root' // the web root in DEPLOY_TARGET does not exist
  | 'locked' // another deploy is running (its lock on the server is fresh)
  | 'deletes' // the run would delete more than the fence allows (--max-delete), or dist/ has no index.html
  | 'usage' // an option that cannot be carried out here (the detail says why and what to type)
  // The build's commit (buildRefused.ts carries the values).
  | 'older' // the build lacks commits the live site was built from
  | 'live-unknown' // the live site's commit is not in this clone, not even after fetching
  | 'unshared' // the build's commit is not on origin and could not be pushed
  // A file: the server refused it.
  | 'quota' // the web space is full (FTP 552, SFTP failure on write)
  | 'permission' // not allowed to write, rename or delete there (FTP 550, SFTP permission denied)
  | 'name' // the server refuses this file name (FTP 553)
  | 'exists' // rename onto an existing file refused (ProFTPD, IIS, FileZilla Server: 550/553)
  | 'missing' // a file or folder is not there
  | 'unsupported' // the server does not offer an operation (SFTP op unsupported, FTP 502/504)
  | 'unknown' // an answer the backend has no name for (the server's or library's words are in the detail)
  // The run.
  | 'lock-lost' // another run took this run's lock meanwhile: this one stops before it deletes anything
  // The line.
  | 'dropped'; // connection lost or silent too long: run again

/**
 * A failure of a known kind; `path` is the site's file. Servers repeat the path they were given in
 * their words ("550 www/.a.html.ab12cd34.deploy-tmp: Permission denied"): the detail names the
 * site's file instead, so no message shows a temporary name.
 */
export class ServerError extends Error {
  override name = 'ServerError';
  /** What the server or the library said, for the band to pass on. */
  readonly detail: string;
  constructor(
    readonly kind: FailureKind,
    detail: string,
    readonly path?: string,
    /**
     * Set when the failure left `path` online only in part (a server that has deploy write in
     * place) or missing (one that has it delete the old file first): otherwise nothing half is online.
     */
    readonly exposed?: 'part' | 'missing',
  ) {
    super(`${kind}${path ? ` (${path})` : ''}: ${withSiteNames(detail)}`);
    this.detail = withSiteNames(detail);
  }
  /** The same failure, named by the site's file `path` instead of the server's (temporary) one. */
  about(path: string, exposed?: 'part' | 'missing'): ServerError {
    return new ServerError(this.kind, this.detail, path, exposed);
  }
}

/** Whether a failure is a dropped line, which a reconnect may mend. */
export const isDropped = (error: unknown): boolean => error instanceof ServerError && error.kind === 'dropped';

/**
 * Socket errors a new connection may mend: rclone's retry list (fs/retriable_errors.go) and Node's
 * names for a stream or socket closed under a running operation. Each backend adds its library's
 * own words for a lost line; every other failure is named, never retried.
 */
const TRANSIENT_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ECONNABORTED',
  'ECONNREFUSED',
  'EHOSTDOWN',
  'EHOSTUNREACH',
  'ENETDOWN',
  'ENETUNREACH',
  'ENETRESET',
  'EAI_AGAIN',
  'EAGAIN',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_SOCKET_CLOSED',
]);

/** Whether `error` is a lost line: a transient socket error, or words of the backend's library listed in `lostLine`. */
export function isTransient(error: unknown, lostLine: RegExp): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = String(message ?? error);
  // Libraries that wrap a socket error keep its code in their words ("getConnection: read ECONNRESET").
  return (
    TRANSIENT_CODES.has(String(code)) ||
    lostLine.test(text) ||
    (text.match(/\b[A-Z][A-Z_]{4,}\b/g) ?? []).some((word) => TRANSIENT_CODES.has(word))
  );
}

/**
 * A failed operation as a ServerError: a dropped line when it is one the backend knows (`lostLine`),
 * otherwise 'unknown' with the words it came with, so the run stops instead of trying again.
 */
export function operationFailure(error: unknown, lostLine: RegExp, path?: string): ServerError {
  if (error instanceof ServerError) return error;
  const text = error instanceof Error ? error.message : String(error);
  return new ServerError(isTransient(error, lostLine) ? 'dropped' : 'unknown', text, path);
}

/**
 * Socket error codes (Node's) of a first connection, by what they mean for the band: a name or
 * address that leads nowhere is a setting to mend; the transient ones a dropped line; the rest unnamed.
 */
export function kindOfConnectError(code: string | undefined): FailureKind | undefined {
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return 'host-not-found';
    case 'ECONNREFUSED':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'unreachable';
    default:
      return TRANSIENT_CODES.has(String(code)) ? 'dropped' : undefined;
  }
}
