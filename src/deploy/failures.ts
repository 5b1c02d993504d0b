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
  | 'usage' // an option that cannot be carried out here (the detail says why and what to type)
  // A file: the server refused it.
  | 'quota' // the web space is full (FTP 552, SFTP failure on write)
  | 'permission' // not allowed to write, rename or delete there (FTP 550, SFTP permission denied)
  | 'name' // the server refuses this file name (FTP 553)
  | 'exists' // rename onto an existing file refused (ProFTPD, IIS, FileZilla Server: 550/553)
  | 'missing' // a file or folder is not there
  | 'unsupported' // the server does not offer an operation (SFTP op unsupported, FTP 502/504)
  | 'unknown' // the server said no, for a reason it did not name (its words are in the detail)
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
  ) {
    super(`${kind}${path ? ` (${path})` : ''}: ${withSiteNames(detail)}`);
    this.detail = withSiteNames(detail);
  }
  /** The same failure, named by the site's file `path` instead of the server's (temporary) one. */
  about(path: string): ServerError {
    return new ServerError(this.kind, this.detail, path);
  }
}

/** Whether a failure is a dropped line, which a reconnect may mend. */
export const isDropped = (error: unknown): boolean => error instanceof ServerError && error.kind === 'dropped';

/** Socket error codes (Node's) by what they mean for the band. */
export function kindOfSocketError(code: string | undefined): FailureKind | undefined {
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return 'host-not-found';
    case 'ECONNREFUSED':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'unreachable';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ETIMEDOUT':
    case 'ECONNABORTED':
    case 'ERR_STREAM_PREMATURE_CLOSE':
      return 'dropped';
    default:
      return undefined;
  }
}
