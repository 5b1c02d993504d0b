/**
 * What a deploy does, decided from content hashes (a size alone never proves a file is current):
 * which files go up, in which order, which must be read back before they are trusted, and which
 * come down. Assets first, then the pages that use them, index.html last of all, and deletions
 * at the very end, so a visitor never meets a page whose script or stylesheet is not there yet.
 */
import type { Entry, Manifest } from './manifest';
import { LOCK_NAME, MANIFEST_BACKUP, MANIFEST_NAME } from './manifest';
import { isOwnTemp, isTempName } from './tempName';

export interface LocalFile extends Entry {
  path: string;
  content: Uint8Array;
}

export interface Plan {
  uploads: LocalFile[];
  /**
   * Files on the server with dist/'s size whose content deploy cannot vouch for (no manifest, a
   * pending entry, --verify): read back and hashed; equal ones are recorded, the others go up.
   */
  checks: LocalFile[];
  deletes: { path: string; size: number; why: 'removed' | 'unknown' | 'leftover' }[];
  /** Paths of dist/ that hold a file on the server deploy did not put there (the host's own .htaccess, an index.php …). */
  foreign: string[];
  /** Files on the server that deploy did not put there and leaves alone. */
  unknown: string[];
  /** Temporary files of other runs (one under way elsewhere, or one cut off): never touched, only named. */
  othersTemps: string[];
  /** Paths of dist/ the server does not hold at all: the uploads that are new (the others change a file there). */
  added: string[];
}

/** 0 assets (scripts, styles, pictures, feeds, .htaccess), 1 pages, 2 index.html. */
const rank = (path: string) => (path === 'index.html' ? 2 : path.endsWith('.html') ? 1 : 0);
export const uploadOrder = (a: LocalFile, b: LocalFile) => rank(a.path) - rank(b.path) || (a.path < b.path ? -1 : 1);

/** Hidden files and folders (.ssh, .well-known, a host's .user.ini): never deleted as unknown, whatever the flag. */
export const hidden = (path: string) => path.split('/').some((part) => part.startsWith('.'));

export interface PlanOptions {
  deleteUnknown?: boolean | undefined;
  /** Read back every file whose size matches, whatever the manifest says. */
  verify?: boolean | undefined;
  /**
   * The runs whose temporary files are this run's to delete: its own, and those of runs of this clone
   * that recorded themselves as ended (endedRuns.ts). Any other run's are left alone.
   */
  own?: readonly string[] | undefined;
}

/**
 * The plan from dist/ (`local`), deploy's manifest on the server (`known`, what deploy put there;
 * undefined when there is none) and the server's files (`server`, path → size).
 */
export function makePlan(local: LocalFile[], known: Manifest | undefined, server: Map<string, number>, options: PlanOptions = {}): Plan {
  const inDist = new Set(local.map((f) => f.path));
  const plan: Plan = { uploads: [], checks: [], deletes: [], foreign: [], unknown: [], othersTemps: [], added: [] };
  for (const file of local) {
    const size = server.get(file.path);
    const entry = known?.[file.path];
    if (size === undefined) plan.added.push(file.path);
    if (size === undefined) plan.uploads.push(file);
    else if (size !== file.size) plan.uploads.push(file);
    else if (options.verify || !entry || entry.pending) plan.checks.push(file);
    else if (entry.sha256 !== file.sha256) plan.uploads.push(file);
    if (size !== undefined && !entry) plan.foreign.push(file.path);
  }
  plan.uploads.sort(uploadOrder);
  for (const [path, size] of server) {
    if (inDist.has(path) || path === MANIFEST_NAME || path === MANIFEST_BACKUP || path === LOCK_NAME) continue;
    if (options.own?.some((run) => isOwnTemp(path, run))) plan.deletes.push({ path, size, why: 'leftover' });
    else if (isTempName(path)) plan.othersTemps.push(path);
    else if (known?.[path]) plan.deletes.push({ path, size, why: 'removed' });
    else if (options.deleteUnknown && !hidden(path)) plan.deletes.push({ path, size, why: 'unknown' });
    else plan.unknown.push(path);
  }
  plan.unknown.sort();
  plan.othersTemps.sort();
  return plan;
}

/** A size as the band reads it: '812 B', '3.4 KB', '1.2 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * The dry run's listing: every file that would go up or come down, by name, with its size. Its
 * headline counts the new files and the changed ones apart (the editor's Veröffentlichen reads
 * them: "3 Dateien neu, 2 geändert").
 */
export function describePlan(plan: Plan): string {
  if (!plan.uploads.length && !plan.deletes.length) return 'Nothing to do: the server already has this site.';
  const foreign = new Set(plan.foreign);
  const added = new Set(plan.added);
  const total = plan.uploads.reduce((sum, f) => sum + f.size, 0);
  const fresh = plan.uploads.filter((f) => added.has(f.path)).length;
  const lines = [
    `Would upload ${plan.uploads.length} file(s), ${formatSize(total)} (${fresh} new, ${plan.uploads.length - fresh} changed):`,
  ];
  for (const f of plan.uploads)
    lines.push(`  upload  ${f.path}  ${formatSize(f.size)}${foreign.has(f.path) ? '  (replaces a file deploy did not put there)' : ''}`);
  if (plan.deletes.length) lines.push(`Would delete ${plan.deletes.length} file(s):`);
  const why = {
    removed: 'no longer in dist/',
    unknown: 'not from deploy (--delete-unknown)',
    leftover: 'left by a run of this clone that was cut off',
  };
  for (const d of plan.deletes) lines.push(`  delete  ${d.path}  ${formatSize(d.size)}  (${why[d.why]})`);
  return lines.join('\n');
}
