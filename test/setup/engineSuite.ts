// The cross-engine suite's set-up, the same for every engine: two test servers (the fixed clock; the same without
// constructable stylesheets), the engine in ZONE, and the checks of test/engines/cases/ run one after another.
//
// Each check has a time limit of its own and ends its browser session whatever happens
// (a failed assertion, an error, the limit), so the checks after it report their own result.
import { suite } from 'uvu';
import { mkdir } from 'node:fs/promises';
import { SCREENSHOTS, ZONE, type Served } from './browser';
import { serveWithClock, within, type Engine, type EngineOptions } from './engines';
import { WITHOUT_CONSTRUCTABLE_SHEETS } from './styles';

/** How long one check may take, tabs opened and closed included: about 20 times what it needs on a quiet machine. */
export const CHECK_LIMIT_MS = 60_000;

/** What a check runs against; read it inside the check (it is filled in before the first). */
export interface EngineRun {
  engine: Engine;
  /** The repository with the fixed clock in every page (serveWithClock). */
  origin: string;
  /** The same, with constructable stylesheets taken away before band.js runs. */
  withoutSheets: string;
  /** The engine's name as screenshots carry it: 'firefox-esr', 'webkitgtk'. */
  slug: string;
}

/** One cross-engine check: its name in the suite and what it does. */
export interface EngineCheck {
  name: string;
  run(on: EngineRun): Promise<void>;
}

/** The suite 'every engine' in the engine `start` starts: every check in `checks`, in order. */
export function engineSuite(start: (options: EngineOptions) => Promise<Engine>, checks: readonly EngineCheck[]) {
  const check = suite('every engine');
  const on = {} as EngineRun;
  let server: Served | undefined;
  let withoutSheets: Served | undefined;

  check.before(async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    server = await serveWithClock();
    withoutSheets = await serveWithClock(WITHOUT_CONSTRUCTABLE_SHEETS);
    on.origin = server.origin;
    on.withoutSheets = withoutSheets.origin;
    on.engine = await start({ zone: ZONE });
    on.slug = on.engine.name.toLowerCase().replace(/\W+/g, '-');
  });
  check.after(async () => {
    if (on.engine) await within(on.engine.quit(), CHECK_LIMIT_MS, `${on.engine.name} did not quit`);
    await server?.close();
    await withoutSheets?.close();
  });

  /**
   * Each check within its time limit. After it, pass or fail or late, every tab it opened is closed (a browser that no
   * longer answers is killed and started again). A check that ran late is left behind: its later errors are dropped.
   */
  for (const { name, run } of checks) {
    check(name, async () => {
      const work = run(on);
      work.catch(() => {});
      try {
        await within(work, CHECK_LIMIT_MS, `the check ran past its limit of ${CHECK_LIMIT_MS / 1000} s; its tabs are closed`);
      } finally {
        await on.engine.reset();
      }
    });
  }

  check.run();
}
