// Reads a _headers file (Netlify / Cloudflare Pages format) the way those hosts apply it.
import { parseHeaders } from '../../src/deploy/checkSite';

/** Headers by file name in dist/ ("index.html" for /), names in lower case. */
export type Headers = Record<string, Record<string, string>>;

/** What _headers gives each file of dist/: the /* block and the file's own (the parser check-site uses). */
export const parseHeadersFile: (text: string) => Headers = parseHeaders;

/**
 * The headers _headers gives the file at `path` in dist/: its own block ('index.html'), or its folder's
 * ('auftritte/*' for 'auftritte/2027-07-14-kulturbahnhof-kassel.html'); undefined when none names it.
 */
export function headersAt(headers: Headers, path: string): Record<string, string> | undefined {
  return headers[path] ?? (path.includes('/') ? headers[`${path.slice(0, path.lastIndexOf('/') + 1)}*`] : undefined);
}
