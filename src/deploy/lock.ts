/**
 * Keeps two deploys to the same web space apart: a small file in the web root names the run that
 * publishes now by a random id (sync.ts draws it). A run takes it when there is none, or when the
 * one there has not been renewed for `staleMs` (its run was killed). Nothing else proves a lock
 * stale: a host name and a process id mean nothing on another computer of the same name, or in
 * another process namespace (issue 53, item 4), so a lock the run renews (every third of `staleMs`)
 * is never taken while it lives. Servers offer no atomic "create if absent" over FTP, so a run
 * writes its lock, waits a moment and reads it back: of two runs that started together, the later
 * writer wins and the other stops. For the same reason a run reads its lock back before every step
 * that changes what another run relies on (a manifest write, a delete) and before it removes it:
 * a run that finds another's lock there stops, and never removes that one.
 */
import { hostname } from 'node:os';
import { ServerError } from './failures';

export interface LockRecord {
  /** The run's random id: the only thing that tells one run's lock from another's. */
  run: string;
  /** The computer the run is on (os.hostname()): only so the band knows whose run it is, never as proof of anything. */
  host: string;
  started: number;
  renewed: number;
}

export function parseLock(text: string | undefined): LockRecord | undefined {
  try {
    const lock = JSON.parse(text ?? '') as Partial<LockRecord>;
    return typeof lock.run === 'string' && typeof lock.renewed === 'number' && typeof lock.started === 'number'
      ? { run: lock.run, host: String(lock.host ?? ''), started: lock.started, renewed: lock.renewed }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock `lock` (read at `now`) keeps run `run` out: any other run's lock renewed less
 * than `staleMs` ago, whatever computer or process it names, unless its run recorded itself as
 * ended (`ended`, endedRuns.ts: a run of this clone whose line dropped for good).
 */
export const holdsOut = (lock: LockRecord | undefined, run: string, now: number, staleMs: number, ended: readonly string[] = []) =>
  !!lock && lock.run !== run && now - lock.renewed < staleMs && !ended.includes(lock.run);

/** Where the lock lives: the engine reads, writes (under a temporary name, renamed) and removes it. */
export interface LockStore {
  /** The lock's text; with `once`, on the connection there is, without reconnecting (the release after a dropped line). */
  load(once?: boolean): Promise<string | undefined>;
  store(content: Buffer): Promise<void>;
  /** Removes the lock, or (where the server will not) puts `expired` in its place: a lock no run has to wait for. */
  drop(expired: Buffer): Promise<void>;
}

export interface LockOptions {
  run: string;
  now: () => number;
  staleMs: number;
  /** How long to wait before reading the lock back (longer than two runs' writes can lie apart). */
  settleMs: number;
  /** Runs that recorded themselves as ended (endedRuns.ts): their locks are taken over at once. */
  ended?: readonly string[];
}

const time = (ms: number) => new Date(ms).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function lockedError(lock: LockRecord, staleMs: number): ServerError {
  return new ServerError(
    'locked',
    `another deploy${lock.host ? ` (on ${lock.host})` : ''} started at ${time(lock.started)}; its lock expires at ${time(lock.renewed + staleMs)} if that run was stopped`,
  );
}

function lostError(lock: LockRecord | undefined): ServerError {
  return new ServerError(
    'lock-lost',
    lock
      ? `another deploy${lock.host ? ` (on ${lock.host})` : ''}, started at ${time(lock.started)}, took over this run's lock on the server while it ran (this run was probably paused longer than its lock lasts: a computer asleep, a stopped process)`
      : "this run's lock on the server was removed while it ran (another deploy took it over and has finished, or it was deleted by hand)",
  );
}

export class Lock {
  private held = false;
  private started = 0;
  private renewed = 0;

  constructor(
    private readonly options: LockOptions,
    private readonly at: LockStore,
  ) {}

  private fields(): LockRecord {
    const now = this.options.now();
    return { run: this.options.run, host: hostname(), started: this.started || now, renewed: now };
  }

  private record(): Buffer {
    return Buffer.from(JSON.stringify(this.fields()) + '\n');
  }

  /** Takes the lock, or throws a 'locked' ServerError naming the other run. */
  async take(): Promise<void> {
    const { run, now, staleMs, settleMs } = this.options;
    const read = async () => parseLock(await this.at.load());
    const before = await read();
    if (before && holdsOut(before, run, now(), staleMs, this.options.ended)) throw lockedError(before, staleMs);
    this.started = now();
    const writing = performance.now();
    await this.at.store(this.record());
    // Twice as long as this run's own write took (wall time): on a slow line another run's write lands that much later.
    await new Promise((resolve) => setTimeout(resolve, Math.max(settleMs, 2 * (performance.now() - writing))));
    const after = await read();
    if (after && after.run !== run) throw lockedError(after, staleMs);
    this.held = true;
    this.renewed = now();
  }

  /**
   * Renews the lock once a third of its time has passed (the engine asks before every file), so a
   * long run never looks stopped; when another run has taken it meanwhile, this one stops.
   */
  async renewIfDue(): Promise<void> {
    const { now, staleMs } = this.options;
    if (!this.held || now() - this.renewed < staleMs / 3) return;
    await this.confirm();
  }

  /**
   * Reads the lock back: when it is no longer this run's (another run took it over, or it is gone),
   * throws a 'lock-lost' ServerError; otherwise renews it if due. Nothing when the lock is not held (a dry run).
   */
  async confirm(): Promise<void> {
    const { run, now, staleMs } = this.options;
    if (!this.held) return;
    const there = parseLock(await this.at.load());
    if (there?.run !== run) {
      this.held = false;
      throw lostError(there);
    }
    if (now() - this.renewed < staleMs / 3) return;
    await this.at.store(this.record());
    this.renewed = now();
  }

  /**
   * Removes the lock, if it is still this run's: a lock another run took over stays with that run.
   * False when it could not tell (no connection left): the lock may still be there.
   */
  async release(): Promise<boolean> {
    if (!this.held) return true;
    this.held = false;
    // Between this read and the removal another run could still write its lock: servers offer no
    // compare-and-delete, and a run only takes a lock that is stale or gone, which this one is not.
    const there = await this.at.load(true);
    if (there === undefined) return false;
    if (parseLock(there)?.run !== this.options.run) return true;
    const expired: LockRecord = { ...this.fields(), renewed: 0 };
    await this.at.drop(Buffer.from(JSON.stringify(expired) + '\n'));
    return true;
  }
}
