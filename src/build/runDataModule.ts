/**
 * A compiled data file run as a script (node:vm), not imported as a module: Node keeps every module
 * it ever imported, so the editor, which checks each new version of a data file, kept each version's
 * `data:` module for its whole session. A script and what it made are garbage like any other object
 * once the check is done.
 *
 * It runs in the editor's and the build's own context, as the imported module did, with the same
 * globals: a context of its own (vm.createContext) would hand back objects and lists of another realm,
 * whose prototypes are not this one's `Object.prototype` and `Array.prototype` (a deep comparison or
 * a prototype check tells them apart), and would take away what a data file may use today (console).
 * The code is strict, as a module's is, and its exports come back as a module's namespace has them:
 * sorted by name.
 */
import { Script } from 'node:vm';

/**
 * The exports of `code`, esbuild's CommonJS output of a data file (loadData.ts compileDataFiles);
 * `filename` names it in a stack trace. What the code throws when run is thrown as it is.
 */
export function runDataModule(code: string, filename: string): Record<string, unknown> {
  const script = new Script(`(function (module, exports) {'use strict';${code}\n})`, { filename });
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const run = script.runInThisContext() as (module: object, exports: object) => void;
  run(module, module.exports);
  const { exports } = module;
  return Object.fromEntries(
    Object.keys(exports)
      .sort()
      .map((name) => [name, exports[name]]),
  );
}
