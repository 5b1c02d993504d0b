/**
 * Waits for a state that no event announces: a port that accepts, a process that is gone, a page's
 * state seen through a driver. Where an event exists (a line printed, a console message, a DOM
 * change), wait for that event instead; never for a guessed while.
 */
export interface WaitOptions {
  /** How long at most, in ms; then waitFor rejects. */
  limit?: number;
  /** How often the condition is checked, in ms. */
  every?: number;
  /** What is waited for, for the message when the limit is reached ("sshd to accept on port 2222"). */
  what?: string;
}

/**
 * Resolves with the first truthy value of `condition`, checked at once and then every `every` ms;
 * rejects once `limit` ms have passed without one. An error the condition throws ends the wait at
 * once (a server that exited will not start listening).
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { limit = 10_000, every = 50, what = 'the condition' }: WaitOptions = {},
): Promise<NonNullable<T>> {
  const end = Date.now() + limit;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() >= end) throw new Error(`gave up after ${limit} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
