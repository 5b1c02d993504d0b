/**
 * The editor's one queue: saves, undos, shares and publishes run one at a time, in the order they
 * came, each starting when the one before has ended, failed or not. Two tabs saving at once each see
 * the other's version, never half of it.
 */
export interface Turns {
  /** Runs `task` once every task before it has ended. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Settles once the last task given has ended (close waits for it: a file and its commit are never cut apart). */
  idle(): Promise<unknown>;
}

/** A queue that calls `after` once each task has ended (the history may have moved). */
export function inTurns(after: () => void): Turns {
  let last: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const next = last.then(task, task);
      last = next.catch(() => {});
      void last.then(after);
      return next;
    },
    idle: () => last,
  };
}
