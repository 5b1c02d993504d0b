/**
 * The sync engine: dist/ onto a server, whatever the protocol. It owns the whole policy and asks
 * the backend (backend.ts) for plain operations only. A run goes through its steps in order: take
 * the lock, survey the server (a listing, and hidden files by name where listings leave them out),
 * plan (read back what the manifest cannot vouch for), fence (refuse a run that would delete too
 * much), upload and place (placer.ts: temporary names and the server's fallbacks; the policy
 * bridge; the manifest in batches), delete, and release the lock.
 */
import { randomBytes } from 'node:crypto';
import type { Backend } from './backend';
import { bridgeHtaccess } from './bridgePolicy';
import { ServerError } from './failures';
import type { EndedRuns } from './endedRuns';
import { Lock } from './lock';
import { commitOf, entryOf, LOCK_NAME, MANIFEST_BACKUP, MANIFEST_NAME, parseManifest, serializeManifest, type Manifest } from './manifest';
import { describePlan, formatSize, hidden, makePlan, uploadOrder, type LocalFile, type Plan } from './plan';
import { Placer } from './placer';
import { progress as makeProgress, type Progress } from './progress';
import { planLine, type DeployLine, type Report } from './deployLines';
import { Session } from './session';

export interface SyncOptions {
  /** dist/, as localFiles() reads it. */
  local: LocalFile[];
  connect: () => Promise<Backend>;
  /** Where `root` shows in messages (the target's label). */
  where: string;
  dryRun?: boolean | undefined;
  deleteUnknown?: boolean | undefined;
  /** Read back every file on the server and repair what differs, whatever the manifest says. */
  verify?: boolean | undefined;
  /**
   * How many files this run may delete, and that it may publish a dist/ without index.html
   * (--max-delete). Without it, a run may delete at most half the files the manifest lists.
   */
  maxDelete?: number | undefined;
  out: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  /** Where each line goes as data instead of words on `out` (`--json`, deployLines.ts). */
  report?: Report | undefined;
  /** This run's name in temporary files and the lock; random by default. */
  run?: string;
  /** The git commit dist/ was built from: recorded in the manifest (issue 53, item 3). */
  commit?: string | undefined;
  /**
   * Asked once the server's manifest is read, before anything changes (a dry run too), with the
   * commit the live site was built from (undefined when none is recorded): throws to refuse the run
   * (an older build, deployCommand.ts), or does what must come first (sharing the build's commit).
   */
  guard?: ((live: string | undefined) => Promise<void>) | undefined;
  /**
   * Runs of this clone that ended with their lock left behind (endedRuns.ts): their lock is taken
   * over at once and their temporary files cleaned up; this run is added when it ends so.
   */
  ended?: EndedRuns | undefined;
  /** Reconnects after a dropped line before giving up, and the first wait (doubled each time). */
  retries?: number | undefined;
  backoffMs?: number | undefined;
  /** A lock not renewed for this long belongs to a run that was stopped. */
  lockStaleMs?: number;
  lockSettleMs?: number;
  now?: () => number;
}

export interface SyncResult {
  uploaded: string[];
  deleted: string[];
  /** Files of dist/ that replaced a file deploy had not put there. */
  replaced: string[];
  /** Files that --verify or a read-back found different on the server, and sent again. */
  repaired: string[];
}

/** A manifest batch: at most this many files or bytes (or seconds) between two writes of the manifest. */
const BATCH = { files: 25, bytes: 1_000_000, ms: 30_000 };

/** What every step of a run shares. */
interface Run {
  options: SyncOptions;
  session: Session;
  placer: Placer;
  lock: Lock;
  now: () => number;
  say: (line: string) => void;
  /** A line with its values: as data where `report` is given, else its words. */
  tell: (line: DeployLine) => void;
  /** The progress line while files move (a line said meanwhile ends it first). */
  drawing: { shown?: Progress };
}

/** What the server holds: path → size, and deploy's manifest as read (undefined when there is none or it is damaged). */
interface Survey {
  files: Map<string, number>;
  manifest: Manifest | undefined;
  /** Which of the two manifest names it was read from. */
  record: string | undefined;
  /** The commit the live site was built from, as the manifest records it. */
  commit: string | undefined;
}

/** The plan and the manifest this run will write, brought up to date by the read-backs. */
interface Work {
  plan: Plan;
  known: Manifest;
  /** Whether the manifest on the server differs from `known` even when no file moves. */
  changed: boolean;
  repaired: string[];
  replaced: string[];
}

export async function sync(options: SyncOptions): Promise<SyncResult> {
  // Random, so no two runs share it on any computer: the lock and the temporary files are told apart by it alone.
  const run = options.run ?? randomBytes(8).toString('hex');
  const now = options.now ?? Date.now;
  const drawing: Run['drawing'] = {};
  // A line said while the progress line is drawn starts on a line of its own (the progress line goes on below it).
  const tell = (line: DeployLine) => {
    if (options.report) return options.report(line);
    drawing.shown?.end();
    options.out.write(`${line.text}\n`);
  };
  const say = (text: string) => tell({ type: 'say', text });
  const session = new Session({ connect: options.connect, retries: options.retries ?? 3, backoffMs: options.backoffMs ?? 2000, say });
  say(`Connecting to ${options.where} …`);
  const placer = new Placer(session, run, (await session.open()).can.replaceByRename, say);
  const readLock = async (once = false) => {
    const content = once ? await session.once((s) => s.read(LOCK_NAME)) : await session.run((s) => s.read(LOCK_NAME));
    return content?.toString('utf8');
  };
  const ended = (await options.ended?.load()) ?? [];
  const lock = new Lock(
    { run, now, staleMs: options.lockStaleMs ?? 10 * 60_000, settleMs: options.lockSettleMs ?? 1500, ended },
    {
      load: readLock,
      store: (content) => placer.putOwn(LOCK_NAME, content),
      // Once, on the connection there is: where the server will not delete it, the lock is overwritten as expired.
      drop: (expired) =>
        session.once(async (s) => {
          await s.remove(LOCK_NAME).catch(() => s.write(LOCK_NAME, expired));
        }),
    },
  );
  const cx: Run = { options, session, placer, lock, now, say, tell, drawing };

  try {
    if (!(await session.run((s) => s.rootExists()))) throw new ServerError('no-root', `${options.where} has no such folder`);
    if (!options.dryRun) await lock.take();
    const server = await survey(cx);
    await options.guard?.(server.commit);
    const work = await planWork(cx, server, [run, ...ended]);
    if (options.dryRun) {
      tell(planLine(work.plan, describePlan(work.plan)));
      tellLeftAlone(tell, work.plan, work.replaced, 'would replace');
      fence(work.plan, server, options);
      tell({ type: 'done', kind: 'dry-run', text: 'Dry run: nothing was changed on the server.' });
      return { uploaded: [], deleted: [], replaced: [], repaired: [] };
    }
    fence(work.plan, server, options);
    return await publish(cx, server, work);
  } finally {
    // One try without reconnecting: a lock left behind by a dropped line is recorded as this run's, ended,
    // and the next run from this clone takes it over (endedRuns.ts).
    const released = await lock.release().catch(() => false);
    if (!released) await options.ended?.add(run).catch(() => {});
    await session.close();
  }
}

/** What the server holds: the listing, then hidden files by name (some FTP servers leave them out of listings), and the manifest. */
async function survey({ session, placer, options, say }: Run): Promise<Survey> {
  const files = new Map<string, number>();
  const walk = async (dir: string) => {
    for (const entry of await session.run((s) => s.list(dir))) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.folder) {
        placer.knowFolder(path);
        await walk(path);
      } else files.set(path, entry.size);
    }
  };
  await walk('');
  const byName = async (paths: string[]) => {
    for (const path of paths) {
      if (files.has(path)) continue;
      const size = await session.run((s) => s.size(path));
      if (size !== undefined) files.set(path, size);
    }
  };
  await byName([MANIFEST_NAME, MANIFEST_BACKUP]);
  // A run stopped while it swapped the manifest on a server that cannot rename over a file leaves the one before.
  const record = files.has(MANIFEST_NAME) ? MANIFEST_NAME : files.has(MANIFEST_BACKUP) ? MANIFEST_BACKUP : undefined;
  const stored = record && (await session.run((s) => s.read(record)));
  const manifest = (stored && parseManifest(stored.toString('utf8'))) || undefined;
  const commit = manifest && stored ? commitOf(stored.toString('utf8')) : undefined;
  await byName([...options.local.map((f) => f.path), ...Object.keys(manifest ?? {})].filter(hidden));

  if (options.deleteUnknown && !manifest) {
    throw new ServerError(
      'usage',
      '--delete-unknown deletes only where deploy has published before: there is no manifest on the server yet, so deploy cannot tell its own files from the host’s. Run `npm run deploy` once without it, then look at the list with `npm run deploy -- --dry-run --delete-unknown`.',
    );
  }
  if (!manifest) {
    const there = [...files.keys()].filter((path) => path !== LOCK_NAME && path !== MANIFEST_BACKUP).length;
    say(
      stored
        ? `The manifest ${MANIFEST_NAME} on the server is damaged: comparing with the server's files instead.`
        : there
          ? `No manifest on the server yet: comparing dist/ with the ${there} file(s) already there.`
          : 'The web root is empty: this is the first deploy.',
    );
  }
  return { files, manifest, record, commit };
}

/** The plan, with what deploy cannot vouch for read back: the same content is recorded, anything else goes up. */
async function planWork({ session, lock, options, say }: Run, { files, manifest, record, commit }: Survey, own: string[]): Promise<Work> {
  const plan = makePlan(options.local, manifest, files, { deleteUnknown: options.deleteUnknown, verify: options.verify, own });
  // Entries of files that are neither in dist/ nor on the server say nothing; kept, they would one day claim a file uploaded by hand.
  const inDist = new Set(options.local.map((f) => f.path));
  const known: Manifest = Object.fromEntries(Object.entries(manifest ?? {}).filter(([path]) => inDist.has(path) || files.has(path)));
  let changed =
    !manifest ||
    record !== MANIFEST_NAME ||
    Object.keys(known).length !== Object.keys(manifest).length ||
    (options.commit !== undefined && options.commit !== commit);
  // Files the manifest knows whose size on the server is not theirs: changed there, sent again.
  const repaired = plan.uploads.filter((f) => files.has(f.path) && known[f.path] && !known[f.path]?.pending).map((f) => f.path);
  for (const file of plan.checks) {
    await lock.renewIfDue();
    const there = await session.run((s) => s.read(file.path));
    if (there && entryOf(there).sha256 === file.sha256) {
      if (known[file.path]?.pending || known[file.path]?.sha256 !== file.sha256) changed = true;
      known[file.path] = { sha256: file.sha256, size: file.size };
    } else {
      plan.uploads.push(file);
      if (known[file.path] && !known[file.path]?.pending) repaired.push(file.path);
    }
  }
  plan.uploads.sort(uploadOrder);
  const replaced = plan.uploads.filter((f) => plan.foreign.includes(f.path)).map((f) => f.path);
  if (options.verify) say(`Verified ${plan.checks.length + repaired.length} file(s) on the server: ${repaired.length} differed.`);
  return { plan, known, changed, repaired, replaced };
}

/**
 * Refuses a run that looks like a broken dist/ rather than a change of the site: one that would
 * delete more than half the files the manifest lists, or publish a dist/ without index.html
 * (a build cut short, a wrong folder). --max-delete N lets it through with up to N deletions.
 */
function fence(plan: Plan, { manifest }: Pick<Survey, 'manifest'>, { local, maxDelete }: Pick<SyncOptions, 'local' | 'maxDelete'>) {
  // Leftover temporary files are deploy's own and hidden: deleting them removes nothing of the site.
  const going = plan.deletes.filter((d) => d.why !== 'leftover');
  const listed = Object.keys(manifest ?? {}).length;
  const noIndex = !local.some((f) => f.path === 'index.html');
  const tooMany = maxDelete === undefined ? going.length * 2 > listed : going.length > maxDelete;
  if (!tooMany && !(noIndex && maxDelete === undefined)) return;
  const list = going.map((d) => `  delete  ${d.path}`).join('\n');
  const allow = `If that is really meant, allow it: npm run deploy -- --max-delete ${going.length}`;
  const lines = noIndex
    ? [
        'dist/ has no index.html, the site’s front page: a build cut short, or files moved out of dist/? Run `npm run build` and look at dist/.',
        ...(going.length ? [`This run would also delete ${going.length} file(s) from the server:`, list] : []),
        tooMany && maxDelete !== undefined ? `That is more than --max-delete ${maxDelete} allows. ${allow}` : allow,
      ]
    : [
        maxDelete === undefined
          ? `this run would delete ${going.length} of the ${listed} files deploy published there, more than half: as if dist/ had lost most of the site (a build cut short, a wrong folder). Look at dist/ first (\`npm run build\` writes it anew).`
          : `this run would delete ${going.length} files, more than --max-delete ${maxDelete} allows.`,
        list,
        allow,
      ];
  throw new ServerError('deletes', lines.join('\n'));
}

/** Uploads and places the plan's files in manifest batches, deletes what goes, and says what was done. */
async function publish(cx: Run, server: Survey, { plan, known, changed, repaired, replaced }: Work): Promise<SyncResult> {
  const { session, options, tell } = cx;
  const queue = await withBridge(plan, server.files, (path) => session.run((s) => s.read(path)));
  const result: SyncResult = { uploaded: [], deleted: [], replaced, repaired };
  const writeManifest = () => storeManifest(cx, known);
  if (!queue.length && !plan.deletes.length) {
    if (changed) await writeManifest();
    const files = options.local.length;
    tell({
      type: 'done',
      kind: 'nothing',
      files,
      text: `Nothing to upload: the server already has this site (${files} files, unchanged).`,
    });
    tellLeftAlone(tell, plan, [], 'replaced');
    return result;
  }
  const bytes = plan.uploads.reduce((sum, f) => sum + f.size, 0);
  const shown = (cx.drawing.shown = makeProgress(plan.uploads.length + plan.deletes.length, bytes, options.out, options.report));
  try {
    await upload(cx, queue, known, result, shown);
    await deleteGone(cx, plan, known, result, shown);
    if (plan.deletes.length) await writeManifest();
  } finally {
    shown.end();
  }
  const [uploaded, deleted, unchanged] = [result.uploaded.length, result.deleted.length, options.local.length - result.uploaded.length];
  tell({
    type: 'done',
    kind: 'published',
    uploaded,
    deleted,
    unchanged,
    bytes,
    text: `Published: ${uploaded} file(s) uploaded (${formatSize(bytes)}), ${deleted} deleted, ${unchanged} unchanged.`,
  });
  tellLeftAlone(tell, plan, replaced, 'replaced');
  return result;
}

/** The uploads in batches: their files are marked pending before they go up and recorded after. */
async function upload(cx: Run, queue: QueueItem[], known: Manifest, result: SyncResult, shown: Progress) {
  const { placer, lock, now } = cx;
  for (let i = 0; i < queue.length;) {
    const began = now();
    const batch = queue.slice(i, i + BATCH.files);
    for (const item of batch) known[item.file.path] = { sha256: item.file.sha256, size: item.file.size, pending: true };
    await storeManifest(cx, known);
    let sent = 0;
    for (const item of batch) {
      await lock.renewIfDue();
      await placer.put(item.file.path, item.content, (bytes) => shown.moving(item.file.path, bytes));
      i += 1;
      if (item.bridge) {
        shown.done(item.file.path, item.content.length, 'prepared');
      } else {
        known[item.file.path] = { sha256: item.file.sha256, size: item.file.size };
        result.uploaded.push(item.file.path);
        shown.done(item.file.path, item.file.size, 'uploaded');
      }
      sent += item.content.length;
      if (sent >= BATCH.bytes || now() - began >= BATCH.ms) break;
    }
    // The files of the batch not sent yet stay pending until their own batch: true, and read back if the run stops.
    await storeManifest(cx, known);
  }
}

/** Deletes what the plan removes, each only while this run still holds the lock (another run may rely on those files). */
async function deleteGone({ session, lock, say }: Run, plan: Plan, known: Manifest, result: SyncResult, shown: Progress) {
  for (const gone of plan.deletes) {
    await lock.confirm();
    try {
      await session.run((s) => s.remove(gone.path));
    } catch (error) {
      // A leftover temporary file is hidden and harmless: a server that will not delete it does not stop the run.
      if (gone.why !== 'leftover' || !(error instanceof ServerError) || error.kind !== 'permission') throw error;
      say(`Could not delete ${gone.path}, a leftover temporary file (${error.detail}); it is hidden and harmless.`);
      continue;
    }
    delete known[gone.path];
    result.deleted.push(gone.path);
    shown.done(gone.path, gone.size, 'deleted');
  }
}

/**
 * Writes the manifest, if this run still holds the lock: under a temporary name, renamed over the
 * old one; where the server cannot rename over a file, the old one becomes MANIFEST_BACKUP first (true:
 * it is the manifest before this one, whose files were pending or done).
 */
async function storeManifest({ lock, placer, options }: Run, known: Manifest) {
  await lock.confirm();
  await placer.putOwn(MANIFEST_NAME, Buffer.from(serializeManifest(known, options.commit)), MANIFEST_BACKUP);
}

/** The lines on files deploy did not put there: those it replaced (or would), and those it leaves alone. */
function tellLeftAlone(tell: (line: DeployLine) => void, plan: Plan, replaced: string[], verb: string) {
  const { unknown, othersTemps } = plan;
  const lines = [
    ...(replaced.length ? [`Not put there by deploy, ${verb} with dist/'s version: ${replaced.join(', ')}`] : []),
    ...(unknown.length
      ? [`Left alone (not put there by deploy; --delete-unknown would delete the visible ones): ${unknown.join(', ')}`]
      : []),
    ...(othersTemps.length
      ? [
          `Left alone: ${othersTemps.length} temporary file(s) of another deploy (one under way, or one cut off), hidden from visitors: ${othersTemps.join(', ')}`,
        ]
      : []),
  ];
  if (lines.length) tell({ type: 'warning', kind: 'left-alone', replaced, unknown, othersTemps, text: lines.join('\n') });
}

interface QueueItem {
  file: LocalFile;
  content: Uint8Array;
  /** The bridge .htaccess: old and new policies allowed together until the real one follows at the end. */
  bridge?: true;
}

/**
 * The uploads in order; when .htaccess changes the policies of pages already online, a bridge
 * .htaccess goes first (the old and the new hashes allowed together) and the real one last, after
 * index.html: every page a visitor loads meanwhile, old or new, is allowed by the policy it gets.
 */
async function withBridge(
  plan: Plan,
  server: Map<string, number>,
  read: (path: string) => Promise<Buffer | undefined>,
): Promise<QueueItem[]> {
  const queue: QueueItem[] = plan.uploads.map((file) => ({ file, content: file.content }));
  const at = queue.findIndex((item) => item.file.path === '.htaccess');
  if (at < 0 || !server.has('.htaccess')) return queue;
  const [item] = queue.splice(at, 1) as [QueueItem];
  const current = await read('.htaccess');
  const bridge = bridgeHtaccess(Buffer.from(item.content).toString('utf8'), current?.toString('utf8'));
  if (bridge === undefined) return [item, ...queue];
  return [{ file: item.file, content: Buffer.from(bridge, 'utf8'), bridge: true }, ...queue, item];
}
