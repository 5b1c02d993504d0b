/**
 * The temporary names files are uploaded under, and the way back from them: messages name the
 * site's file (`auftritte/x.html`), never a temporary one, whatever a server or a library put into
 * its words.
 */

/** Runs name themselves with 8 hexadecimal digits (sync.ts). */
const TEMP = /(^|[\s/'"(:])\.([^/\s'"]+?)\.[0-9a-f]{8}\.deploy-tmp\b/g;

/**
 * The temporary name a file is uploaded under, next to where it goes: hidden, recognisable as
 * deploy's, and unique to the run (`run`), so two runs never write into each other's files.
 */
export function tempName(path: string, run: string): string {
  const at = path.lastIndexOf('/') + 1;
  return `${path.slice(0, at)}.${path.slice(at)}.${run}.deploy-tmp`;
}

/** Whether `path` is one of deploy's temporary files (left behind by a run that was cut off). */
export const isTempName = (path: string) => /(^|\/)\.[^/]+\.deploy-tmp$/.test(path);

/** `text` with every temporary name in it put back to the site's file ('…/.a.html.ab12cd34.deploy-tmp' → '…/a.html'). */
export const withSiteNames = (text: string) => text.replace(TEMP, '$1$2');
