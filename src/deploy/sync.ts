/**
 * The sync engine: dist/ onto a server, whatever the protocol. It owns the whole policy — the lock,
 * what the server holds (a listing, and hidden files by name where listings leave them out), the
 * plan, the order, temporary names and how a file is put in place where the server will not rename
 * over an existing file, the policy bridge, the manifest in batches, deletions, reconnects — and
 * asks the backend (backend.ts) for plain operations only.
 */
import { randomBytes } from 'node:crypto';
import type { Backend, Capabilities } from './backend';
import { bridgeHtaccess } from './bridgePolicy';
import { ServerError } from './failures';
import { Lock } from './lock';
import { entryOf, LOCK_NAME, MANIFEST_BACKUP, MANIFEST_NAME, parseManifest, serializeManifest, type Manifest } from './manifest';
import { describePlan, formatSize, hidden, makePlan, uploadOrder, type LocalFile, type Plan } from './plan';
import { progress as makeProgress, type Progress } from './progress';
import { Session } from './session';
import { tempName } from './tempName';

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
  out: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  /** This run's name in temporary files and the lock; random by default. */
  run?: string;
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

const parent = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** How a file is put in place: renamed over the old one; the old one deleted first; or written in place. */
type Placing = 'rename' | 'delete-first' | 'in-place';

export async function sync(options: SyncOptions): Promise<SyncResult> {
  // A line said while the progress line is drawn starts on a line of its own (the progress line goes on below it).
  const say = (line: string) => {
    shown?.end();
    options.out.write(`${line}\n`);
  };
  const run = options.run ?? randomBytes(4).toString('hex');
  const now = options.now ?? Date.now;
  let shown: Progress | undefined;
  const session = new Session({ connect: options.connect, retries: options.retries ?? 3, backoffMs: options.backoffMs ?? 2000, say });
  say(`Connecting to ${options.where} …`);
  const can: Capabilities = (await session.open()).can;
  let placing: Placing = can.replaceByRename ? 'rename' : 'delete-first';
  /** Folders known to be there (listed, or made by this run). */
  const folders = new Set<string>(['']);

  /** Puts `content` at `path`: under this run's temporary name, then in place. */
  async function put(path: string, content: Uint8Array) {
    const temp = tempName(path, run);
    const onBytes = (bytes: number) => shown?.moving(path, bytes);
    try {
      const dir = parent(path);
      if (!folders.has(dir)) {
        await session.run((s) => s.mkdir(dir));
        folders.add(dir);
      }
      if (placing === 'in-place') return await session.run((s) => s.write(path, content, onBytes));
      await session.run((s) => s.write(temp, content, onBytes));
      await place(path, temp, content);
    } catch (error) {
      // A refused upload may leave part of the file under its temporary name (ProFTPD keeps what came before a 552).
      if (error instanceof ServerError && !['dropped', 'exists'].includes(error.kind))
        await session.once((s) => s.remove(temp)).catch(() => {});
      throw error instanceof ServerError ? error.about(path) : error;
    }
  }

  /** Each fallback is explained once, when it is first needed. */
  const told = new Set<Placing>();
  const tell = (how: Placing) => {
    if (told.has(how)) return;
    told.add(how);
    say(
      how === 'delete-first'
        ? 'This server does not rename a file over an existing one: each changed file is deleted and its new version renamed into place at once (for that moment, a fraction of a second, the file is missing).'
        : 'This server does not let deploy delete or replace a file by renaming: each file is written in place (a visitor in that moment may get part of it).',
    );
  };

  /**
   * Renames `temp` to `path`. Where the reply to a rename that worked was lost and the session renamed
   * again after reconnecting, the temporary file is gone: the file in place with the content's size is the rename done.
   */
  const rename = (temp: string, path: string, content: Uint8Array) =>
    session
      .run((s) => s.rename(temp, path))
      .catch(async (error) => {
        if (error instanceof ServerError && error.kind === 'missing' && (await session.run((s) => s.size(path))) === content.length) return;
        throw error;
      });

  async function place(path: string, temp: string, content: Uint8Array) {
    if (placing === 'rename') {
      try {
        return await rename(temp, path, content);
      } catch (error) {
        if (!(error instanceof ServerError) || !['exists', 'unsupported'].includes(error.kind)) throw error;
        placing = 'delete-first';
      }
    }
    if (placing === 'delete-first') {
      try {
        const there = await session.run((s) => s.size(path));
        if (there !== undefined) {
          tell('delete-first');
          await session.run((s) => s.remove(path));
        }
        return await rename(temp, path, content);
      } catch (error) {
        if (!(error instanceof ServerError) || !['exists', 'unsupported', 'permission'].includes(error.kind)) throw error;
        placing = 'in-place';
      }
    }
    tell('in-place');
    await session.run((s) => s.write(path, content));
    await session.run((s) => s.remove(temp)).catch(() => {});
  }

  /**
   * Writes the manifest: under a temporary name, renamed over the old one. Where the server cannot
   * rename over a file, the old manifest is renamed to MANIFEST_BACKUP first, so a stop between the
   * two renames leaves that one for the next run (true: it is the manifest before this one, whose
   * files were pending or done); where it cannot delete either, written in place.
   */
  async function storeManifest(content: Buffer) {
    if (placing === 'in-place') return put(MANIFEST_NAME, content);
    const temp = tempName(MANIFEST_NAME, run);
    await session.run((s) => s.write(temp, content));
    if (placing === 'rename') {
      try {
        return await rename(temp, MANIFEST_NAME, content);
      } catch (error) {
        if (!(error instanceof ServerError) || !['exists', 'unsupported'].includes(error.kind)) throw error;
        placing = 'delete-first';
      }
    }
    try {
      await session.run((s) => s.remove(MANIFEST_BACKUP));
      if ((await session.run((s) => s.size(MANIFEST_NAME))) !== undefined)
        await session.run((s) => s.rename(MANIFEST_NAME, MANIFEST_BACKUP));
      await rename(temp, MANIFEST_NAME, content);
    } catch (error) {
      if (!(error instanceof ServerError) || !['exists', 'unsupported', 'permission'].includes(error.kind)) throw error;
      placing = 'in-place';
      tell('in-place');
      await session.run((s) => s.write(MANIFEST_NAME, content));
      await session.run((s) => s.remove(temp)).catch(() => {});
    }
  }

  const lock = new Lock(
    { run, now, staleMs: options.lockStaleMs ?? 10 * 60_000, settleMs: options.lockSettleMs ?? 1500 },
    {
      load: async () => (await session.run((s) => s.read(LOCK_NAME)))?.toString('utf8'),
      store: (content) => put(LOCK_NAME, content),
      // Once, on the connection there is: where the server will not delete it, the lock is overwritten as expired.
      drop: (expired) =>
        session.once(async (s) => {
          await s.remove(LOCK_NAME).catch(() => s.write(LOCK_NAME, expired));
        }),
    },
  );

  try {
    if (!(await session.run((s) => s.rootExists()))) throw new ServerError('no-root', `${options.where} has no such folder`);
    if (!options.dryRun) await lock.take();

    // What the server holds: the listing, then hidden files by name (some FTP servers leave them out of listings).
    const files = new Map<string, number>();
    const walk = async (dir: string) => {
      for (const entry of await session.run((s) => s.list(dir))) {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.folder) {
          folders.add(path);
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
    const manifest = stored && parseManifest(stored.toString('utf8'));
    await byName([...options.local.map((f) => f.path), ...Object.keys(manifest || {})].filter(hidden));

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

    const plan = makePlan(options.local, manifest || undefined, files, { deleteUnknown: options.deleteUnknown, verify: options.verify });
    // Entries of files that are neither in dist/ nor on the server say nothing; kept, they would one day claim a file uploaded by hand.
    const inDist = new Set(options.local.map((f) => f.path));
    const known: Manifest = Object.fromEntries(Object.entries(manifest || {}).filter(([path]) => inDist.has(path) || files.has(path)));
    let changed = !manifest || record !== MANIFEST_NAME || Object.keys(known).length !== Object.keys(manifest).length;
    // Files the manifest knows whose size on the server is not theirs: changed there, sent again.
    const repaired = plan.uploads.filter((f) => files.has(f.path) && known[f.path] && !known[f.path]?.pending).map((f) => f.path);
    // Read back what deploy cannot vouch for: the same content is recorded, anything else goes up.
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

    if (options.dryRun) {
      say(describePlan(plan));
      sayLeftAlone(say, plan, replaced, 'would replace');
      say('Dry run: nothing was changed on the server.');
      return { uploaded: [], deleted: [], replaced: [], repaired: [] };
    }

    const queue = await withBridge(plan, files, (path) => session.run((s) => s.read(path)));
    const result: SyncResult = { uploaded: [], deleted: [], replaced, repaired };
    const writeManifest = () => storeManifest(Buffer.from(serializeManifest(known)));
    if (!queue.length && !plan.deletes.length) {
      if (changed) await writeManifest();
      say(`Nothing to upload: the server already has this site (${options.local.length} files, unchanged).`);
      sayLeftAlone(say, plan, [], 'replaced');
      return result;
    }

    const bytes = plan.uploads.reduce((sum, f) => sum + f.size, 0);
    shown = makeProgress(plan.uploads.length + plan.deletes.length, bytes, options.out);
    try {
      // Batches: their files are marked pending before they go up and recorded after.
      for (let i = 0; i < queue.length;) {
        const began = now();
        const batch = queue.slice(i, i + BATCH.files);
        for (const item of batch) known[item.file.path] = { sha256: item.file.sha256, size: item.file.size, pending: true };
        await writeManifest();
        let sent = 0;
        for (const item of batch) {
          await lock.renewIfDue();
          await put(item.file.path, item.content);
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
        await writeManifest();
      }
      for (const gone of plan.deletes) {
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
      if (plan.deletes.length) await writeManifest();
    } finally {
      shown.end();
    }
    say(
      `Published: ${result.uploaded.length} file(s) uploaded (${formatSize(bytes)}), ${result.deleted.length} deleted, ` +
        `${options.local.length - result.uploaded.length} unchanged.`,
    );
    sayLeftAlone(say, plan, replaced, 'replaced');
    return result;
  } finally {
    // One try without reconnecting: a lock left behind by a dropped line is this computer's, and the next run here takes it over.
    await lock.release().catch(() => {});
    await session.close();
  }
}

/** The lines on files deploy did not put there: those it replaced (or would), and those it leaves alone. */
function sayLeftAlone(say: (line: string) => void, plan: Plan, replaced: string[], verb: string) {
  if (replaced.length) say(`Not put there by deploy, ${verb} with dist/'s version: ${replaced.join(', ')}`);
  const left = plan.unknown;
  if (left.length) say(`Left alone (not put there by deploy; --delete-unknown would delete the visible ones): ${left.join(', ')}`);
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
