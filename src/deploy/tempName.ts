/**
 * The temporary names files are uploaded under, and the way back from them: messages name the
 * site's file (`auftritte/x.html`), never a temporary one, whatever a server or a library put into
 * its words.
 */

/** Runs name themselves with 16 hexadecimal digits (sync.ts; 8 before issue 53). */
const TEMP = /(^|[\s/'"(:])\.([^/\s'"]+?)\.[0-9a-f]{8,16}\.deploy-tmp\b/g;

/**
 * The temporary name a file is uploaded under, next to where it goes: hidden, recognisable as
 * deploy's, and unique to the run (`run`), so two runs never write into each other's files.
 */
export function tempName(path: string, run: string): string {
  const at = path.lastIndexOf('/') + 1;
  return `${path.slice(0, at)}.${path.slice(at)}.${run}.deploy-tmp`;
}

/** Whether `path` is one of deploy's temporary files (left behind by a run that was cut off, or of a run under way). */
export const isTempName = (path: string) => /(^|\/)\.[^/]+\.deploy-tmp$/.test(path);

/**
 * Whether `path` is a temporary file run `run` wrote itself. A run touches no other: another's may
 * be a run under way on another computer, whatever its lock looks like (issue 53, item 4).
 */
export const isOwnTemp = (path: string, run: string) => isTempName(path) && path.endsWith(`.${run}.deploy-tmp`);

/** `text` with every temporary name in it put back to the site's file ('…/.a.html.ab12cd34.deploy-tmp' → '…/a.html'). */
export const withSiteNames = (text: string) => text.replace(TEMP, '$1$2');
