/** What deploy needs from a server, whatever the protocol: sftp.ts and ftps.ts implement it. */

export interface Transport {
  /** Every file under the web root, hidden ones included, by path there ('auftritte/x.html') → size in bytes. */
  list(): Promise<Map<string, number>>;
  /** A file's content, or undefined when it is not there. */
  read(path: string): Promise<Buffer | undefined>;
  /** Puts `content` at `path`: under a temporary name first, then renamed over the old file, so no visitor gets half a file. */
  put(path: string, content: Uint8Array): Promise<void>;
  remove(path: string): Promise<void>;
  close(): Promise<void>;
}

/** The temporary name a file is uploaded under, next to where it goes: hidden, and recognisable as deploy's. */
export function tempName(path: string): string {
  const at = path.lastIndexOf('/') + 1;
  return `${path.slice(0, at)}.${path.slice(at)}.deploy-tmp`;
}

/** Whether `path` is one of deploy's temporary files (left behind by a run that was cut off). */
export const isTempName = (path: string) => /(^|\/)\.[^/]+\.deploy-tmp$/.test(path);

/** A network step that failed or did not finish in time: the run stops and says to run deploy again. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** A refusal before anything was sent or changed (unknown host key, untrusted certificate, wrong password). */
export class RefusedError extends Error {
  override name = 'RefusedError';
}

/** `promise`, or a NetworkError naming `what` once `ms` have passed; `onTimeout` ends the connection. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new NetworkError(`${what}: no answer from the server within ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Joins the web root and a path in it the way the server takes it. */
/**
 * A transport's one way to run a network step: bounded by `ms` (the connection is ended with `drop`
 * when it runs out), and whatever fails reported as a NetworkError naming the step.
 */
export function stepper(ms: number, drop: () => void) {
  return <T>(promise: Promise<T>, what: string): Promise<T> =>
    withTimeout(promise, ms, what, drop).catch((error: Error) => {
      throw error instanceof NetworkError ? error : new NetworkError(`${what}: ${error.message}`);
    });
}

export const remotePath = (root: string, path: string) => (root === '.' ? path : root === '/' ? `/${path}` : `${root}/${path}`);
