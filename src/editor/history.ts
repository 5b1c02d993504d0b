/**
 * The editor's saves in git (issue 37, "History"): each save one commit of that one data file (with
 * the photos and recordings a save of the part Fotos & Videos adds or deletes beside it, issue 46) with a
 * German message, and Rückgängig as a new commit that reverts the editor's last save. A member's
 * own work is never swept in: `git commit --only -- <file>` commits that file as it is on disk and
 * leaves every other staged or unstaged change as it was. Outside a git repository there is no
 * history, and saves work all the same.
 *
 * The editor's commits carry the trailer `Editor: npm run edit`; an undo also `Reverts: <commit>`.
 * Rückgängig undoes only what the editor did: the newest of its saves not yet undone, and only while
 * nothing but the editor's commits came after it (a member's commit on top may build on that save).
 *
 * Another git at work (an IDE, a `git status` of the member's) holds `.git/index.lock` for a moment:
 * a command that meets a lock is tried again a few times after a short wait (LOCK_WAIT). A commit
 * git still refuses leaves the editor's write on disk, remembered (by its version) as not yet in the
 * history; the next save or Rückgängig of that file commits it first, so the history resumes. Without
 * that memory the file would differ from HEAD by the editor's own change, count as a member's
 * uncommitted work (hasUncommitted), and no later save of it would be committed.
 */
import { randomBytes } from 'node:crypto';
import { readFile, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { MEDIA_FOLDERS } from '../build/checkMediaFiles';
import { DATA_FILES, isOptional, OPTIONAL_FILES, save, versionOf, writeWhole, type SavedFile } from './dataFiles';
import { replayFile } from './mergeLines';
import { runInHelper } from './runInHelper';

/** The trailer that marks a commit as the editor's. */
export const EDITOR_TRAILER = 'Editor: npm run edit';

/**
 * The trailer naming the clone that made a save (issue 53): a random id kept in the clone's own git
 * configuration (editorId), so Rückgängig undoes this clone's saves and never a bandmate's.
 */
const EDITOR_ID = 'Editor-Id';

/** The trailer of an undo, naming the commit it reverted. */
const REVERTS = 'Reverts';

/** The trailer of the commit that records what Veröffentlichen built (dist/, demo.html): not a save, never undone. */
const PUBLISHED = 'Published: dist';

/** The trailer of the commit of a server's host key taken with Schlüssel übernehmen: not a save of the band's data, never undone. */
const HOST_KEY = 'Host-Key: deploy/known_hosts';

/** Why the history refused; the message is German, for the editor's page. */
export class HistoryError extends Error {
  override name = 'HistoryError';
  constructor(
    message: string,
    /** Stable for the page. */
    readonly code: 'no history' | 'nothing to undo' | 'not the editor’s' | 'changed by hand' | 'git failed',
  ) {
    super(message);
  }
}

export interface Ran {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * The variables that would point git at another repository or index than the folder's: set when the
 * editor runs from a git hook, say, and then every commit would land elsewhere.
 */
const REDIRECTS = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_COMMON_DIR',
];

/**
 * How long one git command may take: a hung git (a lock, a network filesystem, a credential
 * helper waiting for input) must not hold the editor's saves, which run one at a time, forever.
 */
export const GIT_TIME_LIMIT = { ms: 30_000 };

/** git in `cwd`, waited for at most GIT_TIME_LIMIT; a failure is a result, and so is a git that took too long (killed, code -1). */
export function run(cwd: string, args: readonly string[], extra: NodeJS.ProcessEnv = {}): Promise<Ran> {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_LITERAL_PATHSPECS: '1' };
  for (const name of REDIRECTS) delete env[name];
  // Given on purpose (shareRepo's temporary index), a redirect is kept.
  Object.assign(env, extra);
  const limit = GIT_TIME_LIMIT.ms;
  // From a small helper process: a git started from the editor's own costs with the editor's size (runInHelper.ts).
  return runInHelper('git', args, { cwd, env, timeout: limit }).then(({ code, signal, stdout, stderr }) => {
    const said = stderr.toString('utf8').trim();
    const message = signal && code === null ? `keine Antwort binnen ${String(limit / 1000).replace('.', ',')} Sekunden, abgebrochen` : said;
    return { code: code ?? -1, stdout, stderr: message };
  });
}

/**
 * Who commits where git does not know the member (a fresh laptop where nobody ever committed, and
 * git's own refusal is English): the editor itself, so every save still enters the history; the
 * page says how the member puts in their own name.
 */
const STAND_IN = { name: 'Band-Editor', email: 'band-editor@localhost' };

/** What the page says after a save committed under the stand-in's name. */
export const STAND_IN_NOTE =
  `git kennt auf diesem Computer noch keinen Namen; die Speicherung steht darum als „${STAND_IN.name}“ in der Versionsgeschichte. ` +
  'Den eigenen Namen einmal im Terminal eintragen: git config --global user.name "Vorname Nachname" und ' +
  'git config --global user.email "name@example.org".';

/** Whether git in `repo` knows who commits (a name and an e-mail, from any configuration or the environment). */
export async function knowsCommitter(repo: string): Promise<boolean> {
  const [author, committer] = await Promise.all([run(repo, ['var', 'GIT_AUTHOR_IDENT']), run(repo, ['var', 'GIT_COMMITTER_IDENT'])]);
  return author.code === 0 && committer.code === 0;
}

/** The environment of the editor's commits: nothing added where git knows the member, the stand-in where not. */
async function committer(repo: string): Promise<NodeJS.ProcessEnv> {
  return (await knowsCommitter(repo)) ? {} : STAND_IN_ENV;
}

const STAND_IN_ENV: NodeJS.ProcessEnv = {
  GIT_AUTHOR_NAME: STAND_IN.name,
  GIT_AUTHOR_EMAIL: STAND_IN.email,
  GIT_COMMITTER_NAME: STAND_IN.name,
  GIT_COMMITTER_EMAIL: STAND_IN.email,
};

/** What git says when another git holds a lock it needs (`.git/index.lock`, a ref's `.lock`). */
const LOCKED = /Unable to create '[^']*\.lock': File exists/;

/**
 * How long the editor waits for another git's lock before each new try: a few short waits, about
 * 1.5 s in all, as a git status or an IDE's refresh holds the lock for a moment. `sleep` is
 * replaceable so tests can end the other git's work at the moment the editor waits.
 */
export const LOCK_WAIT = {
  waits: [50, 100, 200, 400, 800],
  sleep: (ms: number) => new Promise<void>((done) => setTimeout(done, ms)),
};

/** git's output, or a HistoryError with what git said; a lock held by another git is waited for (LOCK_WAIT). */
export async function git(cwd: string, args: readonly string[], failure: string, extra: NodeJS.ProcessEnv = {}): Promise<Buffer> {
  let ran = await run(cwd, args, extra);
  for (const wait of LOCK_WAIT.waits) {
    if (ran.code === 0 || !LOCKED.test(ran.stderr)) break;
    await LOCK_WAIT.sleep(wait);
    ran = await run(cwd, args, extra);
  }
  if (ran.code === 0) return ran.stdout;
  throw new HistoryError(`${failure}: git ${args[0]} meldet: ${ran.stderr || `Fehler ${ran.code}`}`, 'git failed');
}

/** Whether `repo` (a folder) lies in a git working tree, git being installed; false otherwise, and saves still work. */
export async function hasHistory(repo: string): Promise<boolean> {
  return (await historyState(repo)).history;
}

/** Whether the repository has a commit yet. */
async function hasCommits(repo: string): Promise<boolean> {
  return (await run(repo, ['rev-parse', '--verify', '--quiet', 'HEAD'])).code === 0;
}

/** What git may be in the middle of, by the file it keeps meanwhile, in the band's words. */
const UNFINISHED: [string, string][] = [
  ['rebase-merge', 'ein Rebase'],
  ['rebase-apply', 'ein Rebase'],
  ['MERGE_HEAD', 'ein Merge'],
  ['CHERRY_PICK_HEAD', 'ein Cherry-Pick'],
  ['REVERT_HEAD', 'ein Revert'],
  ['BISECT_LOG', 'ein Bisect'],
];

/**
 * Why the editor must not commit in `repo` now, or undefined: git is in the middle of a rebase or a
 * merge (or the like), where a commit of the editor's would land inside the member's unfinished work
 * (a rebase would carry it along; a merge would refuse it or take it as the merge's).
 */
export async function unfinishedWork(repo: string): Promise<string | undefined> {
  return (await historyState(repo)).busy;
}

/**
 * Whether `repo` lies in a git working tree, and if so, what git is in the middle of there, if
 * anything: one git run, as every save asks both first (hasHistory and unfinishedWork are its halves).
 */
export async function historyState(repo: string): Promise<{ history: boolean; busy?: string }> {
  let ran: Ran;
  try {
    ran = await run(repo, ['rev-parse', '--is-inside-work-tree', ...UNFINISHED.flatMap(([name]) => ['--git-path', name])]);
  } catch {
    return { history: false }; // no git installed
  }
  const [inside, ...paths] = ran.stdout.toString('utf8').trim().split('\n');
  if (ran.code !== 0 || inside !== 'true') return { history: false };
  for (const [index, [, what]] of UNFINISHED.entries()) {
    const path = paths[index];
    if (path && (await stat(resolve(repo, path)).catch(() => undefined))) {
      return {
        history: true,
        busy: `In git läuft gerade ${what}, der nicht abgeschlossen ist; der Editor speichert erst wieder, wenn er abgeschlossen oder abgebrochen ist.`,
      };
    }
  }
  return { history: true };
}

/**
 * Whether `file` (absolute, or relative to `repo`) holds work of a member's that is not committed:
 * it differs from HEAD (staged or not), or git does not know it. A commit of the editor's would then
 * take that work along (`commit --only` commits the whole file), and Rückgängig would throw it away.
 */
export async function hasUncommitted(repo: string, file: string): Promise<boolean> {
  // One git run, as every save asks it: the status of that path against HEAD and the index, untracked
  // and ignored files included, with the branch's header, which says "(initial)" before the first commit.
  const ran = await run(repo, [
    '--no-optional-locks',
    'status',
    '--porcelain=v2',
    '--branch',
    '-z',
    '--untracked-files=all',
    '--ignored',
    '--',
    resolve(repo, file),
  ]);
  if (ran.code !== 0) return true;
  const records = ran.stdout.toString('utf8').split('\0');
  return records.includes('# branch.oid (initial)') || records.some((record) => record !== '' && !record.startsWith('# '));
}

/** A write of the editor's that git did not take: the file's version as written, and the commit it was to be. */
interface Unrecorded {
  version: string;
  message: string;
  trailers: readonly string[];
  /** The photos and recordings the write added or took out with the file (absolute): one commit with it. */
  also: readonly string[];
}

/** The editor's writes not yet in the history, by the file's absolute path (at most one each: the last). */
const unrecorded = new Map<string, Unrecorded>();

/** A commit of the editor's: its hash, and whether it went in under the stand-in's name (git knows no member here). */
export interface Committed {
  commit: string;
  standIn: boolean;
}

/**
 * Commits `file` (a path, absolute or relative to `repo`) as it is on disk, and nothing else, with
 * `message` and the trailers; undefined when it does not differ from the last commit. `version` is
 * the file's version as the editor just wrote it: should git refuse, that write is remembered, and
 * commitUnrecorded commits it before the file's next save.
 */
async function commitFile(
  repo: string,
  file: string,
  message: string,
  trailers: readonly string[],
  version?: string,
  also: readonly string[] = [],
): Promise<Committed | undefined> {
  const path = resolve(repo, file);
  try {
    const commit = await commitAsIs(repo, [path, ...also.map((other) => resolve(repo, other))], message, trailers);
    unrecorded.delete(path);
    return commit;
  } catch (error) {
    if (version === undefined || !(error instanceof HistoryError)) throw error;
    unrecorded.set(path, { version, message, trailers, also });
    throw new HistoryError(
      `${error.message} Der Editor trägt die Änderung beim nächsten Speichern dieser Datei in die Versionsgeschichte nach.`,
      error.code,
    );
  }
}

/**
 * Before a save or Rückgängig of `file`: the editor's last write of it that git did not take,
 * committed now with its own message, while the file is still as the editor wrote it. A file
 * changed since (by hand) is the member's again, and nothing is committed. A HistoryError when git
 * still refuses (the write stays remembered).
 */
export async function commitUnrecorded(repo: string, file: string): Promise<void> {
  const path = resolve(repo, file);
  const left = unrecorded.get(path);
  if (!left) return;
  const onDisk = await readFile(path).catch(() => undefined);
  if (!onDisk || versionOf(onDisk) !== left.version) return void unrecorded.delete(path);
  await commitFile(repo, path, left.message, left.trailers, left.version, left.also);
}

/**
 * A save that git does not take while an earlier one is still unrecorded: both are remembered as
 * one write, to be committed as one entry (`A; B`), so that the history resumes once git does.
 */
export function joinUnrecorded(repo: string, file: string, version: string, message: string, also: readonly string[] = []): void {
  const path = resolve(repo, file);
  const left = unrecorded.get(path);
  const files = [...new Set([...(left?.also ?? []), ...also.map((other) => resolve(repo, other))])];
  unrecorded.set(path, { version, message: left ? `${left.message}; ${message}` : message, trailers: [EDITOR_TRAILER], also: files });
}

/** Which of `paths` (absolute) git knows (they are in the index), asked in one run. */
async function knownOf(repo: string, paths: readonly string[]): Promise<Set<string>> {
  if (!paths.length) return new Set();
  const ran = await run(repo, ['ls-files', '-z', '--', ...paths]);
  if (ran.code !== 0) return new Set();
  // Named relative to `repo`, where git runs.
  const listed = new Set(
    ran.stdout
      .toString('utf8')
      .split('\0')
      .filter(Boolean)
      .map((name) => resolve(repo, name)),
  );
  return new Set(paths.filter((path) => listed.has(path)));
}

/** A save's or an undo's trailers with this clone's id (EDITOR_ID) added; a host key taken is no save of anyone's. */
async function ownTrailers(repo: string, trailers: readonly string[]): Promise<readonly string[]> {
  return trailers.includes(HOST_KEY) ? trailers : [...trailers, `${EDITOR_ID}: ${await editorId(repo)}`];
}

/**
 * commitFile's work: the commit of `paths` (the data file first, then photos or recordings added or
 * deleted with it) as they are on disk, and nothing else.
 */
async function commitAsIs(
  repo: string,
  all: readonly string[],
  message: string,
  trailers: readonly string[],
): Promise<Committed | undefined> {
  const failure = `${basename(all[0] ?? '')} ist gespeichert, aber nicht in der Versionsgeschichte`;
  const paths: string[] = [];
  const tracked = await knownOf(repo, all);
  for (const path of all) {
    const there = Boolean(await stat(path).catch(() => undefined));
    if (tracked.has(path)) paths.push(path);
    else if (there) {
      // A file git does not know yet cannot be committed --only: it is added first, alone.
      await git(repo, ['add', '--', path], failure);
      paths.push(path);
    }
    // Neither known nor there (a photo deleted that was never committed): nothing of it to commit.
  }
  if (!paths.length) return undefined;
  // 0: as committed; 1: changed; otherwise no HEAD yet (the first commit) or a fault the commit then reports.
  if ((await run(repo, ['diff', '--quiet', 'HEAD', '--', ...paths])).code === 0) return undefined;
  const env = await committer(repo);
  await git(
    repo,
    [
      'commit',
      '--only',
      // A member's hooks (a formatter, a linter) must not add other files to the editor's commit or stop it.
      '--no-verify',
      '--quiet',
      '--cleanup=whitespace',
      '-m',
      `${message}\n\n${(await ownTrailers(repo, trailers)).join('\n')}`,
      '--',
      ...paths,
    ],
    failure,
    env,
  );
  return { commit: (await git(repo, ['rev-parse', 'HEAD'], failure)).toString().trim(), standIn: env === STAND_IN_ENV };
}

/**
 * Commits the data file `file` (absolute, or relative to `repo`) as the editor saved it (`version`),
 * alone, with `message` (one line, e.g. describeChange's) and the editor's trailer. Returns the
 * commit, or undefined when the file is as committed already (nothing to commit).
 */
export async function commitSave(repo: string, file: string, message: string, version?: string): Promise<string | undefined> {
  return (await commitFile(repo, file, message, [EDITOR_TRAILER], version))?.commit;
}

/**
 * Commits the data file `file` (media.ts, or band.ts for a portrait) with the photos and recordings
 * `also` that the save added or deleted beside it (paths, absolute or relative to `repo`), as one
 * commit with `message`: Rückgängig takes all of them back together.
 */
export function commitSaveWith(
  repo: string,
  file: string,
  also: readonly string[],
  message: string,
  version?: string,
): Promise<Committed | undefined> {
  return commitFile(repo, file, message, [EDITOR_TRAILER], version, also);
}

/**
 * Commits `file` (deploy/known_hosts) as it is on disk, alone, with `message` and the trailers that
 * mark a host key taken in the editor: Rückgängig looks past it, as past a published build (taking
 * a key back is a decision of its own, made in the file, not the undo of a save).
 */
export async function commitHostKey(repo: string, file: string, message: string): Promise<string | undefined> {
  return (await commitFile(repo, file, message, [EDITOR_TRAILER, HOST_KEY]))?.commit;
}

/**
 * This clone's id (`git config --local band.editorId`), made on first use: every commit of the
 * editor's carries it (EDITOR_ID), so Rückgängig tells this clone's saves from the bandmates'.
 */
export async function editorId(repo: string): Promise<string> {
  const known = editorIds.get(repo);
  if (known) return known;
  const kept = await run(repo, ['config', '--local', '--get', 'band.editorId']);
  let id = kept.stdout.toString('utf8').trim();
  if (kept.code !== 0 || !id) {
    id = randomBytes(8).toString('hex');
    await git(repo, ['config', '--local', 'band.editorId', id], 'Die Kennung dieses Editors lässt sich nicht speichern');
  }
  editorIds.set(repo, id);
  return id;
}

/** Each folder's editor id, once read: it is the editor's own setting, and every save and Rückgängig asks for it. */
const editorIds = new Map<string, string>();

/** What the build writes that docs/band.md has the band commit after publishing. */
export const BUILT = ['dist', 'demo.html'];

/**
 * After Veröffentlichen: commits what the build changed (dist/ and demo.html, new and deleted files
 * included) as one commit with `message`, as docs/band.md has the band do after `npm run deploy`,
 * and nothing else. Undefined when nothing changed there, or outside git.
 */
export async function commitPublished(repo: string, message: string): Promise<string | undefined> {
  if (!(await hasHistory(repo))) return undefined;
  const failure = 'Veröffentlicht, aber die gebaute Seite ist nicht in der Versionsgeschichte';
  const busy = await unfinishedWork(repo);
  if (busy) throw new HistoryError(`${failure}: ${busy}`, 'git failed');
  const top = (await git(repo, ['rev-parse', '--show-toplevel'], failure)).toString('utf8').trim();
  const paths = [];
  for (const path of BUILT) if (await stat(join(top, path)).catch(() => undefined)) paths.push(join(top, path));
  if (!paths.length) return undefined;
  await git(repo, ['add', '--all', '--', ...paths], failure);
  if (!(await hasCommits(repo)) || (await run(repo, ['diff', '--cached', '--quiet', 'HEAD', '--', ...paths])).code === 0) return undefined;
  await git(
    repo,
    ['commit', '--only', '--no-verify', '--quiet', '-m', `${message}\n\n${EDITOR_TRAILER}\n${PUBLISHED}`, '--', ...paths],
    failure,
    await committer(repo),
  );
  return (await git(repo, ['rev-parse', 'HEAD'], failure)).toString().trim();
}

/** What undoLast did. */
export interface Undone {
  /** The new commit. */
  commit: string;
  /** The commit it reverted. */
  reverted: string;
  /** The data file it restored, absolute. */
  file: string;
  /** Its message: `Rückgängig: Auftritt hinzugefügt: …`. */
  message: string;
  /** The file's new version (dataFiles.ts). */
  version: string;
}

/** A commit of the history as undoLast reads it. */
interface Entry {
  commit: string;
  subject: string;
  /** When it was saved (ISO 8601, the author's date). */
  when: string;
  /** The editor's commit: a save, an undo when `reverts` names one, the build it published or a host key taken. */
  editor: boolean;
  /** The clone that made it (EDITOR_ID), where the editor made it. */
  by: string | undefined;
  reverts: string | undefined;
  /** The build published or a host key taken: no save, looked past. */
  passed: boolean;
}

/** How far back undoLast looks for a save not yet undone. */
const DEPTH = 1000;

/** The commits from HEAD back, newest first, with the editor's trailers as git reads them. */
async function recent(repo: string): Promise<Entry[]> {
  const log = await git(
    repo,
    ['log', '--topo-order', `-n${DEPTH}`, '--format=%H%x1f%s%x1f%aI%x1f%(trailers:only,unfold)%x1e', 'HEAD'],
    'Die Versionsgeschichte ist nicht lesbar',
  );
  return log
    .toString('utf8')
    .split('\x1e')
    .filter((record) => record.trim())
    .map((record) => {
      const [commit = '', subject = '', when = '', trailers = ''] = record.replace(/^\n/, '').split('\x1f');
      const lines = trailers.split('\n').map((line) => line.trim());
      const value = (key: string) => lines.find((line) => line.startsWith(`${key}: `))?.slice(key.length + 2);
      return {
        commit,
        subject,
        when,
        editor: lines.includes(EDITOR_TRAILER),
        by: value(EDITOR_ID),
        reverts: value(REVERTS),
        passed: lines.includes(PUBLISHED) || lines.includes(HOST_KEY),
      };
    });
}

/** The data files a save writes, by their names: the three, and the optional ones (media.ts, issue 46; references.ts, …, issue 47). */
const SAVED_FILES: readonly SavedFile[] = [...DATA_FILES, ...OPTIONAL_FILES];

/**
 * The paths of a commit of the editor's save, taken apart: the one data file, directly in the
 * folder `prefix` (`src/data/`, as git names it from the top), and the photos or recordings beside
 * it in its folder's photos/ or audio/. Undefined when the commit changes anything else, or another
 * folder's file of the same name: the editor takes nothing back that it did not make here.
 */
function ofOneSave(paths: readonly string[], prefix: string): { data: string; name: SavedFile; media: string[] } | undefined {
  const data = paths.filter((path) => SAVED_FILES.some((name) => path === `${prefix}${name}.ts`));
  const [path] = data;
  if (data.length !== 1 || !path) return undefined;
  const media = paths.filter((other) => other !== path);
  const folders = [...new Set(Object.values(MEDIA_FOLDERS))].map((sub) => `${prefix}${sub}/`);
  const beside = (other: string) => folders.some((sub) => other.startsWith(sub) && !other.slice(sub.length).includes('/'));
  if (!media.every(beside)) return undefined;
  return { data: path, name: basename(path, '.ts') as SavedFile, media };
}

/** A save Rückgängig would undo: its commit, its parts, and when it was made. */
interface Target extends Entry {
  parts: { data: string; name: SavedFile; media: string[] };
  changed: string[];
}

/**
 * This clone's newest save of the folder `repo` not yet undone (by its EDITOR_ID trailer): the
 * bandmates' saves and commits on top are looked past, never undone; what was published and host
 * keys taken are no saves. Undefined when there is none.
 */
async function lastOwnSave(repo: string): Promise<Target | undefined> {
  if (!(await hasCommits(repo))) return undefined;
  const id = await editorId(repo);
  const prefix = (await git(repo, ['rev-parse', '--show-prefix'], 'Die Versionsgeschichte ist nicht lesbar')).toString('utf8').trim();
  const undone = new Set<string>();
  for (const entry of await recent(repo)) {
    if (entry.reverts) undone.add(entry.reverts);
    if (entry.reverts || entry.passed || !entry.editor || entry.by !== id || undone.has(entry.commit)) continue;
    const changed = (
      await git(repo, ['diff-tree', '--root', '--no-commit-id', '--name-only', '-r', '-z', entry.commit], 'Rückgängig nicht möglich')
    )
      .toString('utf8')
      .split('\0')
      .filter(Boolean);
    const parts = ofOneSave(changed, prefix);
    if (parts) return { ...entry, parts, changed };
  }
  return undefined;
}

/** What Rückgängig would undo now, for its button: the save's message and when it was made; undefined when nothing. */
export async function undoTarget(repo: string): Promise<{ subject: string; when: string } | undefined> {
  if (!(await hasHistory(repo)) || (await unfinishedWork(repo))) return undefined;
  const target = await lastOwnSave(repo).catch(() => undefined);
  return target && { subject: target.subject, when: target.when };
}

/**
 * Undoes this clone's newest save not yet undone (lastOwnSave) as a new commit: what that save
 * changed, taken back out of the files as they stand now (mergeLines: the bandmates' changes since
 * stay), written as every save is (checked against the disk, atomically), the photos and recordings
 * it added deleted and those it deleted put back, committed together with `Rückgängig: <the save's
 * message>`. Refused (HistoryError) outside git, when there is no own save to undo, when a file of
 * it has uncommitted changes, and when a later change touched the same lines.
 */
export async function undoLast(repo: string): Promise<Undone> {
  if (!(await hasHistory(repo))) {
    throw new HistoryError('Keine Versionsgeschichte: der Ordner ist kein git-Repository, Rückgängig gibt es hier nicht.', 'no history');
  }
  const busy = await unfinishedWork(repo);
  if (busy) throw new HistoryError(`Rückgängig nicht möglich: ${busy}`, 'git failed');
  // A save git did not take is committed first: Rückgängig then undoes it, as the band expects of the last save.
  for (const name of SAVED_FILES) await commitUnrecorded(repo, join(resolve(repo), `${name}.ts`));
  const target = await lastOwnSave(repo);
  if (!target)
    throw new HistoryError(
      'Von diesem Computer aus gibt es keine Speicherung mehr, die Rückgängig zurücknehmen könnte.',
      'nothing to undo',
    );
  const failure = 'Rückgängig nicht möglich';
  const { parts, changed } = target;
  const { data: path, name } = parts;
  const top = (await git(repo, ['rev-parse', '--show-toplevel'], failure)).toString('utf8').trim();
  const file = join(top, path);
  const blob = async (commit: string, of: string) => {
    const ran = await run(repo, ['cat-file', 'blob', `${commit}:${of}`]);
    return ran.code === 0 ? ran.stdout : undefined;
  };
  const same = (a: Buffer | undefined, b: Buffer | undefined) => (a && b ? a.equals(b) : a === b);
  const states = [];
  for (const of of changed) {
    const [saved, before, committed, onDisk] = await Promise.all([
      blob(target.commit, of),
      blob(`${target.commit}^`, of),
      blob('HEAD', of),
      readFile(join(top, of)).catch(() => undefined),
    ]);
    // An optional file (media.ts, references.ts, …) is the one kind a save may have made; the others were there before the editor.
    if (of === path && (!saved || (!before && !isOptional(name))))
      throw new HistoryError(`${failure}: vor „${target.subject}“ gab es ${path} noch nicht.`, 'nothing to undo');
    if (!same(onDisk, committed)) {
      throw new HistoryError(
        `${of} wurde seit „${target.subject}“ von Hand geändert, und die Änderung ist noch nicht in der Versionsgeschichte; ` +
          'Rückgängig würde diese Änderung überschreiben und ist darum nicht möglich.',
        'changed by hand',
      );
    }
    // The save's change taken back out of the file as it stands: later changes elsewhere in it stay.
    const undone = replayFile(saved, before, committed);
    if ('line' in undone) {
      throw new HistoryError(
        `${failure}: ${of} wurde nach „${target.subject}“ an derselben Stelle noch einmal geändert (Zeile ${undone.line}); ` +
          'die Speicherung lässt sich darum nicht mehr zurücknehmen. Den Eintrag stattdessen im Formular ändern.',
        'changed by hand',
      );
    }
    states.push({ of, onDisk, result: undone.bytes });
  }
  // The photos and recordings first: should one fail, the data file still names what is there.
  for (const { of, onDisk, result } of states) {
    if (of === path || same(onDisk, result)) continue;
    if (result) await writeWhole(join(top, of), result);
    else await unlink(join(top, of)).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  }
  const { result, onDisk } = states.find((state) => state.of === path) ?? {};
  let version = '';
  if (result) version = await save(dirname(file), name, result, versionOf(onDisk ?? ''));
  else await unlink(file);
  const message = `Rückgängig: ${target.subject}`;
  const also = parts.media.map((of) => join(top, of));
  const commit = (await commitFile(repo, file, message, [EDITOR_TRAILER, `${REVERTS}: ${target.commit}`], version || undefined, also))
    ?.commit;
  if (!commit) throw new HistoryError(`${failure}: nichts zu committen.`, 'git failed');
  return { commit, reverted: target.commit, file, message, version };
}

/**
 * Before the editor deletes a file the history does not hold as it is (issue 53: a photo copied in by
 * hand and not yet committed, or changed since its last commit): `paths` (absolute, or relative to
 * `repo`) that git does not know or that differ from HEAD, committed as they are on disk, alone, with
 * `message`. The commit is the member's work recorded, not a save of the editor's: it carries no trailer
 * of the editor's, so Rückgängig never takes it back; the deletion after it is the editor's save, and its
 * Rückgängig restores every byte. Returns the commit, or undefined when all of them are in the history
 * already. A HistoryError (German) when git refuses: then nothing may be deleted.
 */
export async function keepInHistory(repo: string, paths: readonly string[], message: string): Promise<string | undefined> {
  const keep: string[] = [];
  for (const path of paths) if (await hasUncommitted(repo, path)) keep.push(resolve(repo, path));
  if (!keep.length) return undefined;
  const failure = 'Sichern vor dem Entfernen nicht möglich';
  const busy = await unfinishedWork(repo);
  if (busy) throw new HistoryError(`${failure}: ${busy}`, 'git failed');
  // A file git does not know yet is added first, alone; then exactly these files are committed, nothing else staged goes along.
  const tracked = await knownOf(repo, keep);
  for (const path of keep) if (!tracked.has(path)) await git(repo, ['add', '--', path], failure);
  await git(repo, ['commit', '--only', '--no-verify', '--quiet', '-m', message, '--', ...keep], failure, await committer(repo));
  return (await git(repo, ['rev-parse', 'HEAD'], failure)).toString().trim();
}
