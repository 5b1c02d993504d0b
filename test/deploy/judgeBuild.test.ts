// Publishing never goes back in time (issue 53, item 3): the decision on a build, given the commit
// the live site was built from, over a graph of commits in memory (the real git in *.servers.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Commits, Fetched } from '../../src/deploy/buildCommits';
import type { BuildRefusal } from '../../src/deploy/buildRefused';
import { judgeBuild, LOST_SHOWN } from '../../src/deploy/judgeBuild';
import { describeNote, describeRefusal, type BuildNote } from '../../src/deploy/messages';

/**
 * A history: each commit → its parents. `local` is what this clone has, `remote` what a fetch
 * brings in (undefined: no origin).
 */
function graph(parents: Record<string, string[]>, local: string[], remote?: string[]): Commits & { fetches: number } {
  const have = new Set(local);
  const ancestors = (commit: string): Set<string> => {
    const seen = new Set<string>();
    const walk = (c: string) => {
      if (seen.has(c) || !have.has(c)) return;
      seen.add(c);
      for (const p of parents[c] ?? []) walk(p);
    };
    walk(commit);
    return seen;
  };
  const commits = {
    fetches: 0,
    has: async (commit: string) => have.has(commit),
    contains: async (build: string, live: string) => ancestors(build).has(live),
    async lost(build: string, live: string, limit: number) {
      const mine = ancestors(build);
      const theirs = [...ancestors(live)].filter((c) => !mine.has(c));
      return {
        commits: theirs.slice(0, limit).map((c) => ({ hash: c, subject: `subject of ${c}`, author: `author of ${c}` })),
        count: theirs.length,
      };
    },
    async fetch(): Promise<Fetched> {
      commits.fetches += 1;
      if (!remote) return { kind: 'no-remote' };
      for (const c of remote) have.add(c);
      return { kind: 'fetched' };
    },
  };
  return commits;
}

// root ← a ← b (Anna's gig) ← c (Ben's photo); a ← m (a member's own save on a day-old clone)
const HISTORY = { a: ['root'], b: ['a'], c: ['b'], m: ['a'] };
const ALL = ['root', 'a', 'b', 'c', 'm'];

const judge = suite('judgeBuild');

for (const [what, live, build, local, remote, kind, lost] of [
  ['no commit recorded online: published, and recorded', undefined, 'a', ALL, undefined, 'unrecorded', []],
  ['the same commit', 'b', 'b', ALL, undefined, 'same', []],
  ['a build that contains the live commit', 'b', 'c', ALL, undefined, 'newer', []],
  ['a stale clone: the build lacks the live commits', 'c', 'a', ALL, undefined, 'older', ['c', 'b']],
  ['a member’s own save on a day-old clone', 'c', 'm', ALL, undefined, 'older', ['c', 'b']],
  ['the live commit unknown here, fetched, then judged', 'c', 'm', ['root', 'a', 'm'], ['b', 'c'], 'older', ['c', 'b']],
  ['the live commit unknown here and on origin', 'x', 'c', ALL, [], 'live-unknown', []],
  ['the live commit unknown here, no origin', 'x', 'c', ALL, undefined, 'live-unknown', []],
] as const) {
  judge(what, async () => {
    const commits = graph(HISTORY, [...local], remote && [...remote]);
    const verdict = await judgeBuild(live, build, commits);
    assert.is(verdict.kind, kind);
    if (verdict.kind === 'older') {
      assert.equal(
        verdict.lost.map((c) => c.hash),
        lost,
      );
      assert.is(verdict.count, lost.length);
      assert.equal(verdict.lost[0], { hash: lost[0], subject: `subject of ${lost[0]}`, author: `author of ${lost[0]}` });
    }
    if (verdict.kind === 'live-unknown') assert.is(verdict.fetched.kind, remote ? 'fetched' : 'no-remote');
    assert.is(commits.fetches, (local as readonly string[]).includes(live ?? 'root') ? 0 : 1, 'fetched only for a commit unknown here');
  });
}

judge(`many lost commits: the newest ${LOST_SHOWN} named, all counted`, async () => {
  const parents: Record<string, string[]> = { c0: ['root'] };
  for (let i = 1; i < 25; i++) parents[`c${i}`] = [`c${i - 1}`];
  const verdict = await judgeBuild('c24', 'root', graph(parents, ['root', ...Object.keys(parents)]));
  assert.is(verdict.kind, 'older');
  if (verdict.kind !== 'older') return;
  assert.is(verdict.lost.length, LOST_SHOWN);
  assert.is(verdict.count, 25);
});

judge.run();

// ---

const words = suite('describeRefusal and describeNote: the build’s commit in English');

const A = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const B = 'b2c3d4e5f60718293a4b5c6d7e8f9012345678a1';

for (const [what, refusal, says] of [
  [
    'an older build: each commit the site would lose, what to do, and the way past',
    { kind: 'older', live: A, build: B, lost: [{ hash: 'a1b2c3d', subject: 'Neuer Auftritt', author: 'Anna' }], count: 3 },
    [
      /^Not published: the site online was built from a1b2c3d, and this build \(b2c3d4e\) lacks 3 commit\(s\)/,
      /^ {2}a1b2c3d {2}Neuer Auftritt {2}\(Anna\)$/m,
      /… and 2 more \(git log b2c3d4e\.\.a1b2c3d\)/,
      /`git pull`/,
      /--allow-older/,
      /Nothing was changed on the server\./,
    ],
  ],
  [
    'the live commit unknown, after fetching',
    { kind: 'live-unknown', live: A, build: B, fetched: { kind: 'fetched' } },
    [/commit a1b2c3d, which this clone does not have, not even after fetching from origin/, /--allow-older/],
  ],
  [
    'the live commit unknown, no origin',
    { kind: 'live-unknown', live: A, build: B, fetched: { kind: 'no-remote' } },
    [/it has no origin to fetch it from/],
  ],
  [
    'not on origin: origin ahead',
    { kind: 'unshared', build: B, branch: 'main', reason: 'rejected' },
    [/origin's main has commits of the bandmates this clone lacks/, /`git pull`/],
  ],
  ['not on origin: a detached HEAD', { kind: 'unshared', build: B, reason: 'detached' }, [/git switch main/]],
  [
    'not on origin: git failed',
    { kind: 'unshared', build: B, branch: 'main', reason: 'failed', words: 'fatal: could not read from remote' },
    [/\(git said: fatal: could not read from remote\)/],
  ],
] as [string, BuildRefusal, RegExp[]][]) {
  words(`${what}: exit 1`, () => {
    const stop = describeRefusal(refusal);
    assert.is(stop.code, 1);
    for (const pattern of says) assert.match(stop.text, pattern);
  });
}

for (const [note, said] of [
  [{ kind: 'no-git' }, 'Not a git repository (or no commit yet): the site is published without a commit recorded.'],
  [
    { kind: 'unrecorded', build: B },
    'The site online has no commit recorded (published before deploy recorded one): this run records b2c3d4e.',
  ],
  [
    { kind: 'allowed-older', build: B, live: A, count: 2 },
    'Publishing b2c3d4e although it lacks 2 commit(s) of the site online (a1b2c3d): --allow-older.',
  ],
  [{ kind: 'pushed', build: B, branch: 'main' }, 'Pushed b2c3d4e to origin (main) first, so the bandmates have what goes online.'],
  [{ kind: 'would-push', build: B }, "This build's commit b2c3d4e is not on origin yet: publishing pushes it first."],
] as [BuildNote, string][]) {
  words(`note ${note.kind}`, () => assert.is(describeNote(note), said));
}

words.run();
