/**
 * Publishing never goes back in time (issue 53, item 3): whether a build may replace the live site,
 * given the commit each was built from. A build that contains the live commit may (it has every
 * change online, and more); one that lacks it may not, and the refusal names the commits the site
 * would lose. A site without a recorded commit (published before deploy recorded one) may be
 * replaced, and gets one recorded. A live commit this clone does not know is fetched from origin
 * first: most often a bandmate's publish this clone has not pulled yet.
 */
import type { CommitLine, Commits } from './buildCommits';
import type { BuildRefusal } from './buildRefused';

/** At most this many lost commits are named (and how many more there are). */
export const LOST_SHOWN = 10;

export type Judgement =
  { kind: 'unrecorded' } | { kind: 'same' } | { kind: 'newer' } | Extract<BuildRefusal, { kind: 'older' | 'live-unknown' }>;

export async function judgeBuild(live: string | undefined, build: string, commits: Commits): Promise<Judgement> {
  if (live === undefined) return { kind: 'unrecorded' };
  if (live === build) return { kind: 'same' };
  if (!(await commits.has(live))) {
    const fetched = await commits.fetch();
    if (!(await commits.has(live))) return { kind: 'live-unknown', live, build, fetched };
  }
  if (await commits.contains(build, live)) return { kind: 'newer' };
  const { commits: lost, count } = await commits.lost(build, live, LOST_SHOWN);
  return { kind: 'older', live, build, lost, count };
}

export type { CommitLine };
