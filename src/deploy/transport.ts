/** Names and timers the sync engine and both backends share. */
import { ServerError } from './failures';

/**
 * The temporary name a file is uploaded under, next to where it goes: hidden, recognisable as
 * deploy's, and unique to the run (`run`), so two runs never write into each other's files.
 */
export function tempName(path: string, run: string): string {
  const at = path.lastIndexOf('/') + 1;
  return `${path.slice(0, at)}.${path.slice(at)}.${run}.deploy-tmp`;
}

/** Whether `path` is one of deploy's temporary files (left behind by a run that was cut off). */
export const isTempName = (path: string) => /(^|\/)\.[^/]+\.deploy-tmp$/.test(path);

/** Joins the web root and a path in it the way the server takes it. */
export const remotePath = (root: string, path: string) =>
  root === '.' ? path || '.' : root === '/' ? `/${path}` : path ? `${root}/${path}` : root;

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
