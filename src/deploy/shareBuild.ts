/**
 * A build published from a commit the shared repository (origin) does not have yet is pushed first
 * (issue 53, item 3): otherwise the live site would hold a change no bandmate can pull, and the next
 * member's publish would be refused for lacking it (or the GitHub workflow would publish main without it).
 * Where it cannot be pushed, the publish is refused, saying why.
 */
import { git, hasOrigin } from './buildCommits';
import { BuildRefused } from './buildRefused';

/** What was done: nothing to share (no origin), origin had the commit, or it was pushed to `branch`. */
export type Shared = { kind: 'no-remote' } | { kind: 'on-origin' } | { kind: 'pushed'; branch: string };

/** Whether origin has `build` (after a fetch, so the answer is today's). */
async function onOrigin(repo: string, build: string): Promise<boolean> {
  await git(repo, ['fetch', '--quiet', 'origin']).catch(() => {});
  const branches = await git(repo, ['branch', '-r', '--contains', build]).catch(() => '');
  return branches.split('\n').some((line) => line.trim().startsWith('origin/'));
}

/** The branch of origin HEAD's branch goes to: its upstream's, or one of the same name. */
async function originBranch(repo: string, local: string): Promise<string> {
  const upstream = await git(repo, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']).catch(() => '');
  const name = upstream.trim();
  return name.startsWith('origin/') ? name.slice('origin/'.length) : local;
}

/**
 * Pushes `build` (HEAD) to origin where origin lacks it; `dryRun` only says whether it would. Throws
 * BuildRefused ('unshared') where it cannot.
 */
export async function shareBuild(repo: string, build: string, dryRun = false): Promise<Shared | { kind: 'would-push' }> {
  if (!(await hasOrigin(repo))) return { kind: 'no-remote' };
  if (await onOrigin(repo, build)) return { kind: 'on-origin' };
  if (dryRun) return { kind: 'would-push' };
  const local = (await git(repo, ['symbolic-ref', '-q', '--short', 'HEAD']).catch(() => '')).trim();
  if (!local) throw new BuildRefused({ kind: 'unshared', build, reason: 'detached' });
  const branch = await originBranch(repo, local);
  // --porcelain: git's machine-readable report; a rejected ref is flagged '!' (origin has commits this clone lacks).
  const report = await git(repo, ['push', '--porcelain', 'origin', `HEAD:refs/heads/${branch}`]).then(
    () => undefined,
    (error: Error & { words: string; stdout?: string }) => error,
  );
  if (!report) return { kind: 'pushed', branch };
  const rejected = String(report.stdout ?? '')
    .split('\n')
    .some((line) => line.startsWith('!\t'));
  throw new BuildRefused({ kind: 'unshared', build, branch, reason: rejected ? 'rejected' : 'failed', words: report.words });
}
