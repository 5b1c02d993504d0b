// Reads a _headers file (Netlify / Cloudflare Pages format) the way those hosts apply it.

/** Headers by file name in dist/ ("index.html" for /), names in lower case. */
export type Headers = Record<string, Record<string, string>>;

/** What _headers gives each file of dist/: the /* block and the file's own. */
export function parseHeadersFile(text: string): Headers {
  const blocks: Headers = {};
  let path = '';
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) blocks[(path = line.trim())] = {};
    else {
      const at = line.indexOf(':');
      blocks[path][line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  const files: Headers = {};
  for (const [p, own] of Object.entries(blocks)) if (p !== '/*') files[p === '/' ? 'index.html' : p.slice(1)] = { ...blocks['/*'], ...own };
  return files;
}

/**
 * The headers _headers gives the file at `path` in dist/: its own block ('index.html'), or its folder's
 * ('auftritte/*' for 'auftritte/2027-07-14-kulturbahnhof-kassel.html'); undefined when none names it.
 */
export function headersAt(headers: Headers, path: string): Record<string, string> | undefined {
  return headers[path] ?? (path.includes('/') ? headers[`${path.slice(0, path.lastIndexOf('/') + 1)}*`] : undefined);
}
