/**
 * What deploy asks git about the build and the live site (issue 53, item 3): the commit dist/ was
 * built from, whether it contains the one the live site was built from, which commits the site would
 * lose, and fetching from the shared repository (origin) a commit this clone does not know yet.
 * Behind an interface, so the decision (judgeBuild.ts) is tested on a graph of commits in memory.
 */
import { execFile } from 'node:child_process';

/** A commit as the band recognises it. */
export interface CommitLine {
  /** The short hash (git's `%h`). */
  hash: string;
  subject: string;
  author: string;
}

/** How fetching from origin went: done, no origin to fetch from, or failed (git's words). */
export type Fetched = { kind: 'fetched' } | { kind: 'no-remote' } | { kind: 'failed'; words: string };

export interface Commits {
  /** Whether this clone has the commit. */
  has(commit: string): Promise<boolean>;
  /** Whether `live` is `build` or one of its ancestors. */
  contains(build: string, live: string): Promise<boolean>;
  /** The commits of `live`'s history that `build`'s lacks, newest first: at most `limit`, and how many in all. */
  lost(build: string, live: string, limit: number): Promise<{ commits: CommitLine[]; count: number }>;
  /** Fetches origin's branches. */
  fetch(): Promise<Fetched>;
}

/**
 * Git's environment: its words in English whatever the computer's language; without a terminal (the
 * editor, the workflow) it asks for no password or passphrase, which nobody could type: it fails and says why.
 */
function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: 'C' };
  if (!process.stdin.isTTY) {
    env.GIT_TERMINAL_PROMPT = '0';
    env.GIT_SSH_COMMAND ??= 'ssh -o BatchMode=yes';
  }
  return env;
}

/** Runs git in `repo`: its stdout, or an error with its stderr. */
export function git(repo: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    execFile('git', args, { cwd: repo, env: gitEnv() }, (error, stdout, stderr) =>
      error ? fail(Object.assign(error, { words: String(stderr).trim() || error.message, stdout: String(stdout) })) : done(String(stdout)),
    );
  });
}

const succeeds = (repo: string, args: string[]) =>
  git(repo, args).then(
    () => true,
    () => false,
  );

/** The commit HEAD names in `repo`, or undefined where `repo` is no git repository (or has no commit yet). */
export async function headCommit(repo: string): Promise<string | undefined> {
  return git(repo, ['rev-parse', '--verify', '-q', 'HEAD^{commit}']).then(
    (out) => out.trim() || undefined,
    () => undefined,
  );
}

/** Whether `repo` has a remote named origin. */
export const hasOrigin = (repo: string) => succeeds(repo, ['remote', 'get-url', 'origin']);

/** The real thing: git in `repo`. */
export function gitCommits(repo: string): Commits {
  return {
    has: (commit) => succeeds(repo, ['cat-file', '-e', `${commit}^{commit}`]),
    contains: (build, live) => succeeds(repo, ['merge-base', '--is-ancestor', live, build]),
    async lost(build, live, limit) {
      const range = `${build}..${live}`;
      const count = Number((await git(repo, ['rev-list', '--count', range])).trim());
      const log = await git(repo, ['log', `-n${limit}`, '--format=%h%x1f%s%x1f%an', range]);
      const commits = log
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [hash = '', subject = '', author = ''] = line.split('\x1f');
          return { hash, subject, author };
        });
      return { commits, count };
    },
    async fetch() {
      if (!(await hasOrigin(repo))) return { kind: 'no-remote' };
      return git(repo, ['fetch', '--quiet', 'origin']).then(
        () => ({ kind: 'fetched' }) as const,
        (error: { words: string }) => ({ kind: 'failed', words: error.words }) as const,
      );
    },
  };
}
