/**
 * The shared repository at the editor's start and now and then, in turn with the saves: the
 * bandmates' changes come in, unshared saves go out without a click (issue 53).
 */
import { hasHistory } from '../history';
import { shareState, syncRepo } from '../shareRepo';
import type { EditorContext } from './editorContext';

/** Syncs now and every `every` ms; the timer returned (unref'd) is for close to clear. Undefined where saves go into no git. */
export async function startSharing(ctx: EditorContext, every: number): Promise<NodeJS.Timeout | undefined> {
  if (!(await hasHistory(ctx.folder))) return undefined;
  // One waiting at most: a slow remote must not pile syncs up in front of the member's saves.
  let waiting = false;
  const sync = () => {
    if (waiting) return;
    waiting = true;
    void ctx.turns
      .run(async () => {
        waiting = false;
        const { taken } = await shareState(ctx.folder);
        // What came in is built for the preview, as a save is.
        if ((await syncRepo(ctx.folder)).taken !== taken) await ctx.preview()?.refresh();
      })
      .catch(() => {});
  };
  sync();
  const timer = setInterval(sync, every);
  timer.unref();
  return timer;
}
