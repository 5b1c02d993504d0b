/**
 * What a deploy does, decided from content hashes alone (never sizes or times): which files go
 * up, in which order, and which come down. Assets first, then the pages that use them,
 * index.html last of all, and deletions at the very end, so a visitor never meets a page whose
 * script or stylesheet is not there yet.
 */
import type { Entry, Manifest } from './manifest';
import { MANIFEST_NAME } from './manifest';
import { isTempName } from './transport';

export interface LocalFile extends Entry {
  path: string;
  content: Uint8Array;
}

export interface Plan {
  uploads: LocalFile[];
  deletes: { path: string; size: number; why: 'removed' | 'unknown' | 'leftover' }[];
}

/** 0 assets (scripts, styles, pictures, feeds, .htaccess), 1 pages, 2 index.html. */
const rank = (path: string) => (path === 'index.html' ? 2 : path.endsWith('.html') ? 1 : 0);

/**
 * The plan from dist/ (`local`), deploy's manifest on the server (`known`, what deploy put there)
 * and the server's listing (`server`, path → size). A file whose size on the server differs from
 * the manifest's was changed by someone else or is gone: it goes up again.
 */
export function makePlan(local: LocalFile[], known: Manifest, server: Map<string, number>, { deleteUnknown = false } = {}): Plan {
  const inDist = new Set(local.map((f) => f.path));
  const uploads = local
    .filter((f) => known[f.path]?.sha256 !== f.sha256 || server.get(f.path) !== f.size)
    .sort((a, b) => rank(a.path) - rank(b.path) || (a.path < b.path ? -1 : 1));
  const deletes: Plan['deletes'] = [];
  for (const [path, size] of server) {
    if (inDist.has(path) || path === MANIFEST_NAME) continue;
    if (isTempName(path)) deletes.push({ path, size, why: 'leftover' });
    else if (known[path]) deletes.push({ path, size, why: 'removed' });
    else if (deleteUnknown) deletes.push({ path, size, why: 'unknown' });
  }
  return { uploads, deletes };
}

/** Files on the server that deploy did not put there and will leave alone (without --delete-unknown). */
export function unknownFiles(local: LocalFile[], known: Manifest, server: Map<string, number>): string[] {
  const inDist = new Set(local.map((f) => f.path));
  return [...server.keys()].filter((p) => !inDist.has(p) && !known[p] && p !== MANIFEST_NAME && !isTempName(p)).sort();
}

/** A size as the band reads it: '812 B', '3.4 KB', '1.2 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The dry run's listing: every file that would go up or come down, by name, with its size. */
export function describePlan(plan: Plan): string {
  if (!plan.uploads.length && !plan.deletes.length) return 'Nothing to do: the server already has this site.';
  const total = plan.uploads.reduce((sum, f) => sum + f.size, 0);
  const lines = [`Would upload ${plan.uploads.length} file(s), ${formatSize(total)}:`];
  for (const f of plan.uploads) lines.push(`  upload  ${f.path}  ${formatSize(f.size)}`);
  if (plan.deletes.length) lines.push(`Would delete ${plan.deletes.length} file(s):`);
  const why = { removed: 'no longer in dist/', unknown: 'not from deploy (--delete-unknown)', leftover: 'left by a run that was cut off' };
  for (const d of plan.deletes) lines.push(`  delete  ${d.path}  ${formatSize(d.size)}  (${why[d.why]})`);
  return lines.join('\n');
}
