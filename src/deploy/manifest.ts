/**
 * Deploy's record on the server of what it put there: each file's path and the SHA-256 of its
 * content. It lives in the web root under a name of its own, which the site's .htaccess denies
 * (src/static/hosting.ts). Deploy writes it in batches, not after every file: before a batch goes
 * up, its files are marked `pending` (old or new content, not known which), after it they carry
 * their new hashes. So the manifest is true at any moment, a cut included: the next run reads a
 * pending file back before it trusts it.
 */
import { createHash } from 'node:crypto';
import { LOCK_FILE, MANIFEST_BACKUP_FILE, MANIFEST_FILE } from '../static/hosting';

/** The manifest's file name in the web root. */
export const MANIFEST_NAME = MANIFEST_FILE;
/** The one before it, where a server cannot rename over a file (sync.ts): read when the manifest itself is missing. */
export const MANIFEST_BACKUP = MANIFEST_BACKUP_FILE;
/** The lock's (lock.ts). */
export const LOCK_NAME = LOCK_FILE;

export interface Entry {
  sha256: string;
  size: number;
  /** Set while the file is being replaced: the server holds this content or the one before. */
  pending?: true;
}

/** Path in the web root ('auftritte/….html') → what deploy last put there. */
export type Manifest = Record<string, Entry>;

const hashOf = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

export const entryOf = (content: Uint8Array): Entry => ({ sha256: hashOf(content), size: content.length });

/**
 * The manifest's text. `commit`: the git commit the site was built from (issue 53, item 3), so the
 * next run can refuse to publish a build that lacks it; recorded from the run's first write on,
 * pending files and all, since from then on the server holds part of that build.
 */
export function serializeManifest(files: Manifest, commit?: string): string {
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  const note = 'Written by npm run deploy: what it uploaded, and the commit it was built from. Do not edit.';
  return JSON.stringify({ format: 1, note, ...(commit ? { commit } : {}), files: sorted }, null, 1) + '\n';
}

/** The commit the manifest in `text` records, or undefined: none recorded (a site published before issue 53), or damaged. */
export function commitOf(text: string): string | undefined {
  try {
    const commit = (JSON.parse(text) as { commit?: unknown }).commit;
    return typeof commit === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit) ? commit : undefined;
  } catch {
    return undefined;
  }
}

/** The manifest in `text`, or undefined when it is damaged (deploy then compares with the server instead). */
export function parseManifest(text: string): Manifest | undefined {
  try {
    const parsed = JSON.parse(text) as { format?: unknown; files?: unknown };
    if (parsed.format !== 1 || typeof parsed.files !== 'object' || parsed.files === null) return undefined;
    const files: Manifest = {};
    for (const [path, entry] of Object.entries(parsed.files as Record<string, Partial<Entry>>)) {
      if (typeof entry?.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(entry.sha256) || typeof entry.size !== 'number') return undefined;
      files[path] = { sha256: entry.sha256, size: entry.size, ...(entry.pending === true && { pending: true as const }) };
    }
    return files;
  } catch {
    return undefined;
  }
}
