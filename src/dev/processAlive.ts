/**
 * Whether process `pid` of this computer still runs: signal 0 tests without sending anything, and
 * EPERM means it runs under another user. The dev server watches its parent and the watched
 * processes with it; deploy's lock (src/deploy/lock.ts) takes over a lock whose process is gone.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
