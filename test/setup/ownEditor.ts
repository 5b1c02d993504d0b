// An editor of a case's own, with the preview the suites' shared editors go without.
import { startEditor, type Editor } from '../../src/editor/startEditor';
import type { Watched } from './browser';

/**
 * Runs `body` with an editor of its own on `dataFolder`, its preview on (a suite's shared editor runs
 * without one: each save would start a build that only the preview's cases look at). Then the suite's
 * open `pages` close, before the editor does, whatever failed: a page asks its editor every two seconds,
 * and an editor gone is a console error. Closing them again after the case is harmless.
 */
export async function withOwnEditor(dataFolder: string, pages: readonly Watched[], body: (editor: Editor) => Promise<void>): Promise<void> {
  const editor = await startEditor({ dataFolder });
  try {
    await body(editor);
  } finally {
    try {
      for (const { context } of pages) await context.close();
    } finally {
      await editor.close();
    }
  }
}
