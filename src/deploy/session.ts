/**
 * The engine's connection to the server: every operation goes through `run`, which reconnects and
 * tries again when the line dropped (a few times, waiting longer each time), and passes every
 * other failure on at once. Operations are safe to repeat: an upload goes to a temporary name and
 * is renamed, a delete of a missing file is no error.
 */
import type { Backend } from './backend';
import { isDropped, ServerError } from './failures';

export interface SessionOptions {
  connect: () => Promise<Backend>;
  /** Reconnects before giving up. */
  retries: number;
  /** The first wait; each further one doubles it. */
  backoffMs: number;
  say: (line: string) => void;
}

export class Session {
  private backend: Backend | undefined;
  constructor(private readonly options: SessionOptions) {}

  /** Connects for the first time (a failure here is not retried: a wrong host or password does not mend). */
  async open(): Promise<Backend> {
    this.backend = await this.options.connect();
    return this.backend;
  }

  async run<T>(op: (server: Backend) => Promise<T>): Promise<T> {
    const { retries, backoffMs, say } = this.options;
    for (let attempt = 1; ; attempt += 1) {
      try {
        this.backend ??= await this.reconnect();
        return await op(this.backend);
      } catch (error) {
        if (!isDropped(error) || attempt > retries) throw error;
        await this.backend?.close().catch(() => {});
        this.backend = undefined;
        const wait = backoffMs * 2 ** (attempt - 1);
        say(`The connection dropped (${(error as ServerError).detail}); connecting again in ${wait / 1000} s (${attempt} of ${retries}) …`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /**
   * Connects again after a dropped line. The host answered moments ago, so a name that does not
   * resolve or an address nothing answers at now is the line (Wi-Fi gone, DNS down), not a setting.
   */
  private async reconnect(): Promise<Backend> {
    try {
      return await this.options.connect();
    } catch (error) {
      if (error instanceof ServerError && (error.kind === 'host-not-found' || error.kind === 'unreachable'))
        throw new ServerError('dropped', error.detail, error.path);
      throw error;
    }
  }

  /** `op` on the connection there is, without reconnecting (cleaning up after a failure); undefined when there is none. */
  async once<T>(op: (server: Backend) => Promise<T>): Promise<T | undefined> {
    return this.backend ? op(this.backend) : undefined;
  }

  async close(): Promise<void> {
    await this.backend?.close().catch(() => {});
    this.backend = undefined;
  }
}
