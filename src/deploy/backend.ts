/**
 * What the sync engine (sync.ts) needs from a server, whatever the protocol: plain operations on
 * paths below the web root, and what the server can do. sftp.ts and ftps.ts implement it and
 * nothing more: the policy (temporary names, the order, rename fallbacks, the manifest, the lock,
 * retries) lives once, in the engine.
 *
 * Every path here is relative to the web root, with '/' between folders ('auftritte/x.html').
 * Every failure is a ServerError of a known kind (failures.ts), never a bare library error, so the
 * engine can tell a dropped line (retry) from a full disk (stop and say so).
 */

export interface RemoteEntry {
  name: string;
  /** Bytes; 0 for folders. */
  size: number;
  folder: boolean;
}

export interface Capabilities {
  /**
   * Whether rename onto an existing file replaces it in one step (SFTP with posix-rename@openssh.com,
   * most FTP servers). Where it is false, the engine deletes the old file first (a short window in
   * which the file is missing) or, where the server refuses that too, uploads in place.
   */
  replaceByRename: boolean;
}

/** Bytes moved so far in a transfer: the engine's idle watchdog and progress listen to it. */
export type OnBytes = (bytes: number) => void;

export interface Backend {
  readonly can: Capabilities;
  /** Whether the web root itself exists (and is a folder). */
  rootExists(): Promise<boolean>;
  /**
   * The entries of a folder below the web root ('' is the root). Some FTP servers leave hidden
   * files (.htaccess) out: the engine asks for those by name (size()).
   */
  list(dir: string): Promise<RemoteEntry[]>;
  /** One file's size by its name, or undefined when it is not there. */
  size(path: string): Promise<number | undefined>;
  /** A file's content, or undefined when it is not there. */
  read(path: string, onBytes?: OnBytes): Promise<Buffer | undefined>;
  /** Writes `content` to `path`, replacing what is there (the engine passes temporary names). */
  write(path: string, content: Uint8Array, onBytes?: OnBytes): Promise<void>;
  /** Renames; a ServerError of kind 'exists' when `to` exists and the server will not replace it. */
  rename(from: string, to: string): Promise<void>;
  /** Deletes a file; a file that is not there is no error. */
  remove(path: string): Promise<void>;
  /** Makes a folder and its parents; one that exists is no error. */
  mkdir(dir: string): Promise<void>;
  close(): Promise<void>;
}
