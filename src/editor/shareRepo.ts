/**
 * The band's shared repository (issue 53, "The shared repository is the truth"): where the clone has
 * a remote (`origin`, as a clone from GitHub has), the editor takes in the bandmates' commits before
 * each save and pushes each save right after it. A repository without a remote works as before.
 *
 * Taking in never loses a commit of the member's: with nothing of theirs unshared it is a
 * fast-forward; otherwise their unshared commits are replayed on top of the bandmates' (as `git pull
 * --rebase` would), each file by mergeLines, so two members changing different entries never meet.
 * The replay is built beside the branch (a temporary index, `commit-tree`) and the branch moves only
 * once all of it stands (`reset --keep`, which keeps every uncommitted change of the member's or
 * refuses); where it cannot be built, the branch stays as it was, unshared, and the page says why.
 *
 * Every network command is bounded by GIT_TIME_LIMIT and never prompts (history.ts's run). A remote
 * that cannot be reached leaves the saves committed and counted as not shared; the next take-in or
 * save pushes them, without a click.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { BUILT, git, run } from './history';
import { replayFile } from './mergeLines';

/** A commit of the bandmates' that came in. */
export interface Incoming {
  commit: string;
  author: string;
  /** ISO 8601, with the author's offset. */
  when: string;
  subject: string;
}

/** Why sharing did not (fully) happen; rendered in German by describeShare. */
export type ShareProblem =
  /** The remote did not answer (offline, a wrong address, no access): git's own words. */
  | { kind: 'unreachable'; said: string }
  /** The member's unshared save and the bandmates' change the same lines of `path`: nothing taken in. */
  | { kind: 'conflict'; subject: string; path: string; line: number }
  /** The member's own uncommitted work (or a merge of theirs) stands in the way: git's words. */
  | { kind: 'blocked'; said: string };

/** What the page shows of the shared repository. */
export interface ShareState {
  /** Whether the clone has a remote to share with. */
  remote: boolean;
  /** The member's commits the shared repository does not have yet. */
  pending: number;
  /** What the last take-in that brought something brought, oldest first. */
  incoming: Incoming[];
  /** Counts the take-ins that brought something: the page reads its data anew when it grows. */
  taken: number;
  problem?: ShareProblem;
}

/** The remote and branch the clone shares with: the upstream of the current branch, or `origin`'s branch of its name. */
interface Remote {
  remote: string;
  /** The branch on the remote, `refs/heads/main`. */
  merge: string;
  /** The remote-tracking ref, `refs/remotes/origin/main`. */
  tracking: string;
}

/** The state of each repository (by its top folder) as the editor last found it. */
const states = new Map<string, ShareState>();

const NO_REMOTE: ShareState = { remote: false, pending: 0, incoming: [], taken: 0 };

const text = async (repo: string, args: readonly string[]) => {
  const ran = await run(repo, args);
  return ran.code === 0 ? ran.stdout.toString('utf8').trim() : undefined;
};

/** The top folder of each folder's repository, asked once: the page asks for the state every few seconds. */
const tops = new Map<string, string>();

async function topOf(repo: string): Promise<string> {
  const known = tops.get(repo);
  if (known) return known;
  const top = (await text(repo, ['rev-parse', '--show-toplevel'])) ?? repo;
  tops.set(repo, top);
  return top;
}

/** The remote the clone shares with, or undefined (no remote, no branch checked out): at most two git calls, as it is asked before every save. */
export async function remoteOf(repo: string): Promise<Remote | undefined> {
  const config = new Map<string, string>();
  for (const line of ((await text(repo, ['config', '--get-regexp', '^(branch|remote)\\.'])) ?? '').split('\n')) {
    const space = line.indexOf(' ');
    if (space > 0) config.set(line.slice(0, space), line.slice(space + 1));
  }
  // Most clones the editor meets in the tests, and a band's first laptop, have no remote: one git call then.
  if (![...config.keys()].some((key) => key.startsWith('remote.') && key.endsWith('.url'))) return undefined;
  const head = await text(repo, ['symbolic-ref', '--quiet', 'HEAD']);
  if (!head?.startsWith('refs/heads/')) return undefined;
  const branch = head.slice('refs/heads/'.length);
  const remote = config.get(`branch.${branch}.remote`) ?? 'origin';
  if (!config.has(`remote.${remote}.url`)) return undefined;
  const merge = config.get(`branch.${branch}.merge`) ?? `refs/heads/${branch}`;
  return { remote, merge, tracking: `refs/remotes/${remote}/${merge.replace(/^refs\/heads\//, '')}` };
}

/** The state as last found for `repo`. */
export async function shareState(repo: string): Promise<ShareState> {
  return states.get(await topOf(repo)) ?? NO_REMOTE;
}

/** Whether `ref` names a commit. */
const exists = async (repo: string, ref: string) => (await run(repo, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).code === 0;

/** The commits of `range` (that changed `paths`, where given), oldest first unless `oldestFirst` is false. */
async function commits(repo: string, range: string, paths: readonly string[] = [], oldestFirst = true): Promise<Incoming[]> {
  const order = oldestFirst ? ['--reverse'] : [];
  const log = (await text(repo, ['log', ...order, '--format=%H%x1f%an%x1f%aI%x1f%s%x1e', range, '--', ...paths])) ?? '';
  return log
    .split('\x1e')
    .filter((record) => record.trim())
    .map((record) => {
      const [commit = '', author = '', when = '', subject = ''] = record.trim().split('\x1f');
      return { commit, author, when, subject };
    });
}

/** How many of the member's commits the remote lacks. */
async function unshared(repo: string, at: Remote): Promise<number> {
  // Without the remote's branch yet (an empty remote), every commit is unshared; without a commit, none.
  const count = (await text(repo, ['rev-list', '--count', `${at.tracking}..HEAD`])) ?? (await text(repo, ['rev-list', '--count', 'HEAD']));
  return Number(count ?? 0);
}

/** Records and returns the state of `repo`. */
async function record(repo: string, at: Remote, change: Partial<ShareState>): Promise<ShareState> {
  const top = await topOf(repo);
  const before = states.get(top) ?? { ...NO_REMOTE, remote: true };
  const state: ShareState = { ...before, remote: true, ...change, pending: await unshared(repo, at) };
  if (!('problem' in change)) delete state.problem;
  states.set(top, state);
  return state;
}

/**
 * Takes in the bandmates' new commits: fetches, then fast-forwards or replays the member's unshared
 * commits on top. Nothing happens without a remote. Never throws for the network: its state says.
 */
export async function takeIn(repo: string): Promise<ShareState> {
  const at = await remoteOf(repo);
  if (!at) return NO_REMOTE;
  const fetched = await run(repo, ['fetch', '--quiet', '--no-tags', at.remote, `+${at.merge}:${at.tracking}`]);
  if (fetched.code !== 0) {
    // A remote without the branch yet (a new, empty repository) is reachable: the first push makes it.
    const empty = (await run(repo, ['ls-remote', '--exit-code', at.remote])).code === 2;
    if (!empty) return record(repo, at, { problem: { kind: 'unreachable', said: fetched.stderr } });
    return record(repo, at, {});
  }
  const incoming = await commits(repo, `HEAD..${at.tracking}`);
  if (!incoming.length) return record(repo, at, {});
  const mine = (await exists(repo, 'HEAD')) ? await commits(repo, `${at.tracking}..HEAD`) : [];
  // Paths as git names them from the top: the replay runs there.
  const tip = mine.length ? await replay(await topOf(repo), at.tracking, mine) : { tip: at.tracking };
  if ('problem' in tip) return record(repo, at, { problem: tip.problem });
  // The branch moves only now, keeping every uncommitted change of the member's (or refusing, and nothing moved).
  const moved = await run(repo, ['reset', '--quiet', '--keep', tip.tip]);
  if (moved.code !== 0) return record(repo, at, { problem: { kind: 'blocked', said: moved.stderr } });
  const taken = ((await shareState(repo)).taken ?? 0) + 1;
  return record(repo, at, { incoming, taken });
}

/** Whether `path` (from the repository's top) is what the build writes (history's BUILT). */
const isBuilt = (path: string) => BUILT.some((built) => path === built || path.startsWith(`${built}/`));

/** A blob's bytes, or undefined where the commit has no such file. */
async function blob(repo: string, commit: string, path: string): Promise<Buffer | undefined> {
  const ran = await run(repo, ['cat-file', 'blob', `${commit}:${path}`]);
  return ran.code === 0 ? ran.stdout : undefined;
}

/**
 * The member's commits `mine` (oldest first) made anew on top of `onto`, each with its message,
 * author and date; the new tip, or the conflict that stops it (and nothing moved).
 */
async function replay(repo: string, onto: string, mine: readonly Incoming[]): Promise<{ tip: string } | { problem: ShareProblem }> {
  const failure = 'Die Änderungen der Band lassen sich nicht übernehmen';
  const scratch = await mkdtemp(join(tmpdir(), 'band-share-'));
  const env = { GIT_INDEX_FILE: join(scratch, 'index') };
  try {
    let tip = (await git(repo, ['rev-parse', onto], failure)).toString('utf8').trim();
    for (const { commit, subject } of mine) {
      const parents = (await git(repo, ['rev-list', '--parents', '-n1', commit], failure)).toString('utf8').trim().split(' ');
      // A merge of the member's own is theirs to bring on: the editor does not take it apart.
      if (parents.length !== 2) return { problem: { kind: 'blocked', said: `„${subject}“ ist ein Merge-Commit` } };
      await git(repo, ['read-tree', tip], failure, env);
      const paths = (await git(repo, ['diff-tree', '-r', '--no-commit-id', '--name-only', '-z', `${commit}^`, commit], failure))
        .toString('utf8')
        .split('\0')
        .filter(Boolean);
      for (const path of paths) {
        const made = replayFile(await blob(repo, `${commit}^`, path), await blob(repo, commit, path), await blob(repo, tip, path));
        // What a publish built (dist/, demo.html) is made anew from the data at every publish and never
        // uploaded as committed: two members' builds are no conflict, the bandmates' stays.
        if ('line' in made && isBuilt(path)) continue;
        if ('line' in made) return { problem: { kind: 'conflict', subject, path, line: made.line } };
        if (!made.bytes) {
          await git(repo, ['update-index', '--force-remove', '--', path], failure, env);
          continue;
        }
        const file = join(scratch, 'blob');
        await writeFile(file, made.bytes);
        const sha = (await git(repo, ['hash-object', '-w', '--no-filters', file], failure)).toString('utf8').trim();
        const mode = (await text(repo, ['ls-tree', commit, '--', path]))?.split(' ')[0] || '100644';
        await git(repo, ['update-index', '--add', '--cacheinfo', `${mode},${sha},${path}`], failure, env);
      }
      const tree = (await git(repo, ['write-tree'], failure, env)).toString('utf8').trim();
      // A commit whose change the bandmates already have (the same save pushed before) leaves nothing to replay.
      if (tree === (await text(repo, ['rev-parse', `${tip}^{tree}`]))) continue;
      const who = ((await text(repo, ['log', '-1', '--format=%an%x1f%ae%x1f%aI%x1f%cn%x1f%ce', commit])) ?? '').split('\x1f');
      const message = join(scratch, 'message');
      await writeFile(message, await git(repo, ['log', '-1', '--format=%B', commit], failure));
      const [name = '', email = '', date = '', committer = '', committerEmail = ''] = who;
      const author = { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_AUTHOR_DATE: date };
      const by = { GIT_COMMITTER_NAME: committer, GIT_COMMITTER_EMAIL: committerEmail };
      tip = (await git(repo, ['commit-tree', tree, '-p', tip, '-F', message], failure, { ...author, ...by })).toString('utf8').trim();
    }
    return { tip };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** How often a push turned away (a bandmate pushed meanwhile) takes in and tries again. */
const PUSH_TRIES = 3;

/**
 * Pushes the member's unshared commits to the remote; a push turned away because a bandmate pushed
 * first takes their commits in and tries again. Never throws for the network: its state says.
 */
export async function shareSaves(repo: string): Promise<ShareState> {
  const at = await remoteOf(repo);
  if (!at) return NO_REMOTE;
  let state = await shareState(repo);
  for (let attempt = 0; attempt < PUSH_TRIES; attempt++) {
    if (!(await unshared(repo, at))) return record(repo, at, pick(state));
    const pushed = await run(repo, ['push', '--quiet', '--porcelain', at.remote, `HEAD:${at.merge}`]);
    if (pushed.code === 0) {
      await run(repo, ['update-ref', at.tracking, 'HEAD']);
      return record(repo, at, {});
    }
    // The porcelain line's flag says whether the remote answered and turned the push away ('!').
    const refused = pushed.stdout
      .toString('utf8')
      .split('\n')
      .some((line) => line.startsWith('!'));
    if (!refused) return record(repo, at, { problem: { kind: 'unreachable', said: pushed.stderr } });
    state = await takeIn(repo);
    if (state.problem) return state;
  }
  return state;
}

/** The problem of a state, as a change that keeps it. */
const pick = (state: ShareState): Partial<ShareState> => (state.problem ? { problem: state.problem } : {});

/** Takes in and pushes: at the editor's start, and now and then while it runs, so a save left unshared goes out by itself. */
export async function syncRepo(repo: string): Promise<ShareState> {
  const taken = await takeIn(repo);
  if (!taken.remote || taken.problem) return taken;
  return shareSaves(repo);
}

/** How far back a save looks for the version its form was filled in on. */
const VERSIONS_KEPT = 30;

/** The newest commits that changed `path` (absolute), newest first. */
export async function recentCommits(repo: string, path: string): Promise<string[]> {
  return ((await text(repo, ['log', `-n${VERSIONS_KEPT}`, '--format=%H', 'HEAD', '--', path])) ?? '').split('\n').filter(Boolean);
}

/** The bytes of `path` (absolute) in `commit`, or undefined where it has none. */
export async function fileAt(repo: string, commit: string, path: string): Promise<Buffer | undefined> {
  // `<commit>:./<path>` names the path from the folder git runs in.
  return blob(repo, commit, `./${relative(repo, path).split(sep).join('/')}`);
}

/** The commits after `since` that changed `path` (absolute), newest first. */
export const changesSince = (repo: string, since: string, path: string): Promise<Incoming[]> =>
  commits(repo, `${since}..HEAD`, [path], false);
