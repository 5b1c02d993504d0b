// The deploy lock's settling and the back-off before a reconnect, shortened when the test suites ask:
// test/setup/deployRun.ts sets DEPLOY_TEST_TIMINGS=fast for every command it runs but the two cases that
// keep the real ones (two deploys at once, a cut line on FTPS). A band never sets it; without it
// sync.ts's defaults hold (1.5 s to settle, 2, 4 and 8 s between reconnects).

/** The waits a test run shortens. */
export interface TestTimings {
  lockSettleMs?: number;
  backoffMs?: number;
}

/** Short waits when `env` asks for them (DEPLOY_TEST_TIMINGS=fast), none otherwise. */
export function testTimings(env: NodeJS.ProcessEnv): TestTimings {
  return env['DEPLOY_TEST_TIMINGS'] === 'fast' ? { lockSettleMs: 100, backoffMs: 100 } : {};
}
