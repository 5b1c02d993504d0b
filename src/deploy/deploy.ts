/**
 * One deploy: dist/ onto the server, incrementally. The manifest on the server says what deploy
 * put there; it is rewritten after every file, so a run cut off halfway leaves it true and the
 * next run sends only what is still missing. Without a (readable) manifest, deploy compares with
 * the server's files by content instead of sending everything again.
 */
import { join } from 'node:path';
import { connectFtps } from './ftps';
import { localFiles } from './localFiles';
import { entryOf, MANIFEST_NAME, parseManifest, serializeManifest, type Manifest } from './manifest';
import { describePlan, formatSize, makePlan, unknownFiles } from './plan';
import { progress } from './progress';
import { connectSftp } from './sftp';
import type { Target } from './target';
import type { Transport } from './transport';

export interface DeployOptions {
  /** The repository: dist/ is published, deploy/known_hosts read. */
  repo: string;
  target: Target;
  password?: string | undefined;
  keyFile?: string | undefined;
  dryRun?: boolean;
  deleteUnknown?: boolean;
  /** Per network step. */
  timeoutMs?: number;
  out?: NodeJS.WriteStream;
}

export interface DeployResult {
  uploaded: string[];
  deleted: string[];
}

export async function connect(options: DeployOptions): Promise<Transport> {
  const { target, password, keyFile, repo } = options;
  const timeoutMs = options.timeoutMs ?? 20_000;
  return target.protocol === 'sftp'
    ? connectSftp(target, { password, keyFile, repo, timeoutMs })
    : connectFtps(target, { password, timeoutMs });
}

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  const out = options.out ?? process.stdout;
  const say = (line: string) => out.write(`${line}\n`);
  const local = await localFiles(join(options.repo, 'dist'));
  say(`Connecting to ${options.target.label} …`);
  const server = await connect(options);
  try {
    const listing = await server.list();
    const stored = listing.has(MANIFEST_NAME) ? await server.read(MANIFEST_NAME) : undefined;
    let known: Manifest | undefined = stored && parseManifest(stored.toString('utf8'));
    let adopted = false;
    if (!known) {
      // No manifest (a first deploy, or it was lost or damaged): what is already there with the same content is not sent again.
      known = {};
      say(
        stored
          ? `The manifest ${MANIFEST_NAME} on the server is damaged: comparing with the server's files instead.`
          : listing.size
            ? `No manifest on the server yet: comparing dist/ with the ${listing.size} file(s) already there.`
            : 'The web root is empty: this is the first deploy.',
      );
      for (const file of local) {
        if (listing.get(file.path) !== file.size) continue;
        const there = await server.read(file.path);
        if (there && entryOf(there).sha256 === file.sha256) {
          known[file.path] = { sha256: file.sha256, size: file.size };
          adopted = true;
        }
      }
    }
    const plan = makePlan(local, known, listing, { deleteUnknown: options.deleteUnknown });
    const unknown = options.deleteUnknown ? [] : unknownFiles(local, known, listing);
    if (options.dryRun) {
      say(describePlan(plan));
      if (unknown.length) say(`Left alone (not put there by deploy; --delete-unknown would delete them): ${unknown.join(', ')}`);
      say('Dry run: nothing was changed on the server.');
      return { uploaded: [], deleted: [] };
    }
    const record = () => server.put(MANIFEST_NAME, Buffer.from(serializeManifest(known)));
    if (!plan.uploads.length && !plan.deletes.length) {
      if (adopted) await record();
      say(`Nothing to upload: the server already has this site (${local.length} files, unchanged).`);
      if (unknown.length) say(`Left alone (not put there by deploy): ${unknown.join(', ')}`);
      return { uploaded: [], deleted: [] };
    }
    const bytes = plan.uploads.reduce((sum, f) => sum + f.size, 0);
    const shown = progress(plan.uploads.length + plan.deletes.length, bytes, out);
    const result: DeployResult = { uploaded: [], deleted: [] };
    try {
      for (const file of plan.uploads) {
        await server.put(file.path, file.content);
        known[file.path] = { sha256: file.sha256, size: file.size };
        await record();
        result.uploaded.push(file.path);
        shown.done(file.path, file.size, 'uploaded');
      }
      for (const gone of plan.deletes) {
        await server.remove(gone.path);
        if (known[gone.path]) {
          delete known[gone.path];
          await record();
        }
        result.deleted.push(gone.path);
        shown.done(gone.path, gone.size, 'deleted');
      }
    } finally {
      shown.end();
    }
    say(
      `Published: ${result.uploaded.length} file(s) uploaded (${formatSize(bytes)}), ${result.deleted.length} deleted, ` +
        `${local.length - result.uploaded.length} unchanged.`,
    );
    if (unknown.length) say(`Left alone (not put there by deploy): ${unknown.join(', ')}`);
    return result;
  } finally {
    await server.close();
  }
}
