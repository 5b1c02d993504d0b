/**
 * Runs of this clone that ended with their lock (and maybe temporary files) left on the server: a
 * line that dropped for good, so the lock could not be removed. The run itself writes its id here
 * as it ends, so the next run from this clone may take that lock over at once and clean up those
 * temporary files: the record is the ended run's own word, not a guess from a host name or a process
 * id, which prove nothing on another computer of the same name or in another process namespace
 * (issue 53, item 4). A run on another computer never sees this file: for it the lock holds until
 * it is stale.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface EndedRuns {
  /** The ids of runs recorded as ended. */
  load(): Promise<string[]>;
  /** Records `run` as ended. */
  add(run: string): Promise<void>;
}

/** How many ids are kept: the newest; an older one's lock is stale long since. */
const KEPT = 20;

/** The record in `repo`'s .cache/ (git ignores it): one id a line. */
export function endedRunsIn(repo: string): EndedRuns {
  const file = join(repo, '.cache', 'deploy-ended-runs');
  const load = async () =>
    (await readFile(file, 'utf8').catch(() => ''))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[0-9a-f]{8,16}$/.test(line));
  return {
    load,
    async add(run) {
      const runs = [...(await load()).filter((r) => r !== run), run].slice(-KEPT);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `${runs.join('\n')}\n`);
    },
  };
}
