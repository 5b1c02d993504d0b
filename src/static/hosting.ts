/**
 * How the web host serves dist/: one description, written out for the two
 * common kinds of host so they cannot disagree:
 *   dist/.htaccess  Apache shared hosting (the usual German band host)
 *   dist/_headers   static hosts (Netlify, Cloudflare Pages)
 */

/** The page's policy: everything from the site itself, nothing inline, nothing framing it. */
export const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** gigs.html, made to be framed: the same policy, but any site may frame it. */
export const FRAME_POLICY = PAGE_POLICY.replace("frame-ancestors 'none'", 'frame-ancestors *');

/** Every response: no MIME sniffing, no referrer to other sites, no powerful features. */
export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

export interface HostingRule {
  /** File names in dist/ the rule applies to. */
  files: string[];
  /** Content type, with charset for text. */
  type: string;
  /** Cache-Control. */
  cache: string;
  /** Further headers. */
  headers?: Record<string, string>;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The files of dist/ and how each is served. */
export const HOSTING: HostingRule[] = [
  // Revalidated on every visit: a new build reaches everyone at once (band.js?v=… changes with it).
  { files: ['index.html'], type: 'text/html; charset=utf-8', cache: 'no-cache', headers: { 'Content-Security-Policy': PAGE_POLICY } },
  // The venue kit's pages: the configurator under the same policy; the iframe page framable by any site.
  { files: ['konfigurator.html'], type: 'text/html; charset=utf-8', cache: 'no-cache', headers: { 'Content-Security-Policy': PAGE_POLICY } },
  { files: ['gigs.html'], type: 'text/html; charset=utf-8', cache: 'no-cache', headers: { 'Content-Security-Policy': FRAME_POLICY } },
  // Partners load band.js without a version: a short cache lets new dates reach them within the hour.
  { files: ['band.js', 'gigs.js', 'konfigurator.js'], type: 'text/javascript; charset=utf-8', cache: `public, max-age=${HOUR}` },
  { files: ['site.css', 'konfigurator.css'], type: 'text/css; charset=utf-8', cache: `public, max-age=${HOUR}` },
  { files: ['nojs.css'], type: 'text/css; charset=utf-8', cache: `public, max-age=${HOUR}` },
  // Feeds that calendars and venues' systems poll; readable from other sites' scripts too.
  { files: ['auftritte.ics'], type: 'text/calendar; charset=utf-8', cache: `public, max-age=${HOUR}`, headers: { 'Access-Control-Allow-Origin': '*' } },
  { files: ['auftritte.json'], type: 'application/json; charset=utf-8', cache: `public, max-age=${HOUR}`, headers: { 'Access-Control-Allow-Origin': '*' } },
  { files: ['favicon.svg'], type: 'image/svg+xml; charset=utf-8', cache: `public, max-age=${30 * DAY}` },
  { files: ['og-image.png'], type: 'image/png', cache: `public, max-age=${30 * DAY}` },
  { files: ['robots.txt'], type: 'text/plain; charset=utf-8', cache: `public, max-age=${DAY}` },
  { files: ['sitemap.xml'], type: 'application/xml; charset=utf-8', cache: `public, max-age=${DAY}` },
];

/** Every header a file gets, by the one description. */
export function headersFor(rule: HostingRule): Record<string, string> {
  return { ...COMMON_HEADERS, 'Content-Type': rule.type, 'Cache-Control': rule.cache, ...rule.headers };
}

/** Text types worth compressing on the fly. */
const COMPRESSED = 'text/html text/css text/javascript text/calendar text/plain application/xml application/json image/svg+xml';

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** dist/.htaccess for Apache: types and charsets, headers per file, compression. */
export function htaccess(rules: HostingRule[] = HOSTING): string {
  const lines = [
    '# Written by `npm run build` from src/static/hosting.ts (the same rules as _headers). Upload it with dist/.',
    'Options -Indexes',
    'DirectoryIndex index.html',
    'AddDefaultCharset utf-8',
    '',
    '<IfModule mod_headers.c>',
    ...Object.entries(COMMON_HEADERS).map(([name, value]) => `  Header always set ${name} ${quote(value)}`),
    '</IfModule>',
  ];
  for (const rule of rules) {
    lines.push(`<FilesMatch "^(${rule.files.map((f) => f.replace(/\./g, '\\.')).join('|')})$">`);
    const { 'Content-Type': type, ...rest } = { 'Content-Type': rule.type, 'Cache-Control': rule.cache, ...rule.headers };
    // ForceType is core Apache: the type and charset hold even where mod_headers is missing.
    lines.push(`  ForceType ${quote(type)}`, '  <IfModule mod_headers.c>');
    for (const [name, value] of Object.entries(rest)) lines.push(`    Header always set ${name} ${quote(value)}`);
    lines.push('  </IfModule>', '</FilesMatch>');
  }
  lines.push(
    '',
    // Brotli where the host has it, gzip otherwise.
    '<IfModule mod_brotli.c>',
    `  AddOutputFilterByType BROTLI_COMPRESS ${COMPRESSED}`,
    '</IfModule>',
    '<IfModule mod_deflate.c>',
    `  AddOutputFilterByType DEFLATE ${COMPRESSED}`,
    '</IfModule>',
    '',
  );
  return lines.join('\n');
}

/** dist/_headers for Netlify and Cloudflare Pages (they compress by themselves). */
export function headersFile(rules: HostingRule[] = HOSTING): string {
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([n, v]) => `  ${n}: ${v}`)].join('\n');
  const blocks = ['# Written by `npm run build` from src/static/hosting.ts (the same rules as .htaccess).', block('/*', COMMON_HEADERS)];
  for (const rule of rules) {
    // The common headers stand once, under /*; each file gets its own beside them.
    const own = Object.fromEntries(Object.entries(headersFor(rule)).filter(([name]) => !(name in COMMON_HEADERS)));
    for (const file of rule.files) {
      // The page answers at / as well as at /index.html.
      for (const path of file === 'index.html' ? ['/', '/index.html'] : [`/${file}`]) blocks.push(block(path, own));
    }
  }
  return blocks.join('\n\n') + '\n';
}
