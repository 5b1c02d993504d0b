/**
 * How the web host serves dist/: one description, written out for the two
 * common kinds of host so they cannot disagree:
 *   dist/.htaccess  Apache shared hosting (the usual German band host)
 *   dist/_headers   static hosts (Netlify, Cloudflare Pages)
 * Both assume the site is reachable over https: the .htaccess sends http there,
 * the static hosts do it by themselves.
 */
import { createHash } from 'node:crypto';
import type { SiteMedia } from '../domain/media';
import { SitePath } from '../domain/siteUrls';
import { PLAYER_ORIGINS, type VideoProvider } from '../domain/videoAddress';

/**
 * Files in the web root that are never served: `_headers` (for other hosts), deploy's manifest
 * (src/deploy/manifest.ts: what `npm run deploy` put there, by content hash, and the one before it) and its lock (src/deploy/lock.ts:
 * which run is publishing now).
 */
export const MANIFEST_FILE = '.deploy-manifest.json';
/** The manifest before the last one, kept while a server that cannot rename over a file swaps them (src/deploy/sync.ts). */
export const MANIFEST_BACKUP_FILE = '.deploy-manifest.previous.json';
export const LOCK_FILE = '.deploy-lock';
export const NOT_SERVED = ['_headers', MANIFEST_FILE, MANIFEST_BACKUP_FILE, LOCK_FILE];

/** Hash sources ('sha256-…') as a policy lists them after 'self'. */
const hashes = (sources: readonly (string | undefined)[]) =>
  sources
    .filter(Boolean)
    .map((source) => ` '${source}'`)
    .join('');

/**
 * The page's policy: everything from the site itself, nothing inline, nothing framing it, but
 * what is allowed by its hash ('sha256-…'): the widget's own stylesheet (`widgetStyle`; where
 * constructable stylesheets are missing, Safari 15 to 16.3, band.js puts it into a <style> in
 * its shadow root, which `style-src 'self'` alone would block), and on the band's page its
 * inline stylesheet and route script (`inline`, page.ts). The band's photos and recordings are
 * files of the site: 'self' allows them (img-src, and media-src through default-src).
 *
 * `frames`: the video players a page may load after the visitor's click (playerOrigins), each
 * allowed as a frame source; none, no frame-src, and default-src 'self' allows only the site's own.
 */
export const pagePolicy = (widgetStyle?: string, inline: InlineParts = {}, frames: readonly string[] = []) =>
  [
    "default-src 'self'",
    `script-src 'self'${hashes(inline.scripts ?? [])}`,
    `style-src 'self'${hashes([widgetStyle, inline.style])}`,
    "img-src 'self' data:",
    ...(frames.length ? [`frame-src ${frames.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

/** The hashes of what the band's page carries inline: its stylesheet, its route script and, with a leading photo, its loader. */
export interface InlineParts {
  style?: string;
  scripts?: string[];
}

/**
 * The origins of the players of the band's videos (issue 38), each once, YouTube's before Vimeo's:
 * exactly the providers the band lists a video of; none without videos.
 */
export function playerOrigins(media: SiteMedia | undefined): string[] {
  const used = new Set(media?.videos.map(({ video }) => video.provider));
  return (Object.keys(PLAYER_ORIGINS) as VideoProvider[]).filter((provider) => used.has(provider)).map((p) => PLAYER_ORIGINS[p]);
}

/** gigs.html, made to be framed: the same policy, but any site may frame it. */
export const framePolicy = (widgetStyle?: string) => pagePolicy(widgetStyle).replace("frame-ancestors 'none'", 'frame-ancestors *');

/** The CSP source for a <style> or <script> whose text is `css`: 'sha256-' and the base64 of its UTF-8 bytes' SHA-256. */
export const inlineHash = (css: string) => `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`;

/** Every response: no MIME sniffing, no referrer to other sites, no powerful features. */
export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Sent over https only: browsers keep to https for a year (the MDN HTTP Observatory
 * asks for six months or more). No includeSubDomains: other names under the band's
 * domain (webmail, say) may have no certificate.
 */
export const HTTPS_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': `max-age=${365 * DAY}`,
};

export interface HostingRule {
  /** File names in dist/ the rule applies to, or every file of a folder in dist/ ('auftritte/*'). */
  files: string[];
  /**
   * A folder's files: their names as a regular expression, for .htaccess, whose FilesMatch sees a
   * file's name, never its folder. _headers names the folder ('/auftritte/*'), which also covers the
   * address without '.html' that Cloudflare Pages redirects a page to.
   *
   * Several rules may share a folder when its files are of several types, told apart by their names
   * (the photos' AVIF, WebP and JPEG). A static host's path cannot say a file's extension (Netlify's
   * `*` is a whole path segment), so _headers gives such a folder what its rules agree on, and leaves
   * the type to the host, whose own table knows these types; .htaccess forces each, by its names.
   */
  names?: string;
  /** Content type, with charset for text. */
  type: string;
  /** Cache-Control. */
  cache: string;
  /** Further headers. */
  headers?: Record<string, string>;
}

/**
 * The names of the gigs' pages and calendar files (gigPagePath, gigCalendarPath): a day and the place in plain
 * letters; and of the years' pages beside the gigs' (yearPagePath): the year alone.
 */
export const GIG_PAGE_NAMES = String.raw`\d{4}(-\d\d-\d\d-[a-z0-9-]*)?\.html`;
export const GIG_CALENDAR_NAMES = String.raw`\d{8}-[a-z0-9-]*\.ics`;
/** The name of the page of all songs (SitePath.Songs). */
export const SONG_PAGE_NAMES = String.raw`songs\.html`;

/**
 * The band's media as the build names them in dist/ (src/build/photoVariants.ts): a photo's
 * `photos/<name>-<width>.<hash>.<ext>`, a recording's `audio/<name>.<hash>.<ext>`, the name the
 * band's file had with anything but letters, digits, - and _ made '-', the hash ten hex digits of
 * the content's. The hash in the name changes with the file, so each name is cached for good.
 */
const MEDIA_NAME = String.raw`[A-Za-z0-9_-]+`;
const MEDIA_HASH = String.raw`\.[0-9a-f]{10}\.`;
export const photoNames = (ext: string) => String.raw`${MEDIA_NAME}-\d+${MEDIA_HASH}${ext}`;
export const audioNames = (ext: string) => String.raw`${MEDIA_NAME}${MEDIA_HASH}${ext}`;

/** The folders of the band's photos and recordings in dist/. */
export const PHOTO_FOLDER = 'photos/';
export const AUDIO_FOLDER = 'audio/';

/**
 * Each kind of media file by its extension in dist/, and its type. An older shared host's type
 * table may lack AVIF or Opus, and Apache would send such a file as application/octet-stream,
 * which under nosniff a browser need not show or play: .htaccess forces every type. An Opus
 * recording is Opus in an Ogg container: audio/ogg (RFC 7845), as <source type> says it too.
 */
export const MEDIA_TYPES = {
  photos: { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' },
  audio: { mp3: 'audio/mpeg', opus: 'audio/ogg' },
} as const;

/**
 * The press page's downloads (issue 47, src/build/buildPressKit.ts), in dist/presse/ beside the page: the
 * photos by their place in media.ts, the logo as SVG and PNG. Their names stay when their content changes
 * (an agency is sent them), so they are revalidated, as the pages are.
 */
export const PRESS_PHOTO_NAMES = String.raw`upgrade-pressefoto-\d+\.jpg`;
export const LOGO_PNG_NAMES = String.raw`upgrade-logo\.png`;
export const LOGO_SVG_NAMES = String.raw`upgrade-logo\.svg`;

/**
 * An SVG opened on its own is a document that could run a script: the logo runs none, and this policy
 * says so to the browser (nothing loads, nothing runs), should the file ever be replaced by one that tries.
 */
export const SVG_POLICY = "default-src 'none'";

/** Files whose name changes with their content: a year, and never revalidated. */
export const IMMUTABLE = `public, max-age=${365 * 24 * 3600}, immutable`;

/** The static pages of a folder of dist/ (`folder`: 'auftritte/*'), by their names: revalidated, under the pages' policy. */
const staticPages = (folder: string, names: string, widgetStyle?: string): HostingRule => ({
  files: [folder],
  names,
  type: 'text/html; charset=utf-8',
  cache: 'no-cache',
  headers: { 'Content-Security-Policy': pagePolicy(widgetStyle) },
});

/** The media folders' rules: one per kind of file, by its names. */
const mediaRules = (): HostingRule[] =>
  (
    [
      [PHOTO_FOLDER, MEDIA_TYPES.photos, photoNames],
      [AUDIO_FOLDER, MEDIA_TYPES.audio, audioNames],
    ] as const
  ).flatMap(([folder, types, names]) =>
    Object.entries(types).map(([ext, type]) => ({ files: [`${folder}*`], names: names(ext), type, cache: IMMUTABLE })),
  );

/**
 * The files of dist/ and how each is served; the pages' policies allow the widget's stylesheet by its hash,
 * and the band's page and the configurator (which previews the whole site) the players of `frames` (playerOrigins).
 */
export const hostingRules = (widgetStyle?: string, inline: InlineParts = {}, frames: readonly string[] = []): HostingRule[] => [
  // Revalidated on every visit: a new build reaches everyone at once (band.js?v=… changes with it). The press
  // page (issue 47) is an index.html too, which Apache's FilesMatch cannot tell from the band's page by its
  // name: it gets the same headers, the band's page's policy allowing all it loads.
  {
    files: ['index.html', `${SitePath.Press}index.html`],
    names: String.raw`index\.html`,
    type: 'text/html; charset=utf-8',
    cache: 'no-cache',
    headers: { 'Content-Security-Policy': pagePolicy(widgetStyle, inline, frames) },
  },
  // The venue kit's pages: the configurator under the same policy (its preview shows Home, videos
  // included); the iframe page, a gig list that shows no video nor photo, framable by any site.
  {
    files: ['konfigurator.html'],
    type: 'text/html; charset=utf-8',
    cache: 'no-cache',
    headers: { 'Content-Security-Policy': pagePolicy(widgetStyle, {}, frames) },
  },
  {
    files: ['gigs.html'],
    type: 'text/html; charset=utf-8',
    cache: 'no-cache',
    headers: { 'Content-Security-Policy': framePolicy(widgetStyle) },
  },
  // Each public gig's page (2027-07-14-kulturbahnhof-kassel.html), each year's (2019.html), a gig's calendar file (20270714-kulturbahnhof-kassel.ics).
  staticPages(`${SitePath.GigPages}*`, GIG_PAGE_NAMES, widgetStyle),
  // The page of all songs (programm/songs.html).
  staticPages(SitePath.Songs.replace(/[^/]+$/, '*'), SONG_PAGE_NAMES, widgetStyle),
  {
    files: [`${SitePath.GigCalendars}*`],
    names: GIG_CALENDAR_NAMES,
    type: 'text/calendar; charset=utf-8',
    cache: `public, max-age=${HOUR}`,
  },
  // Partners load band.js without a version: a short cache lets new dates reach them within the hour.
  {
    files: ['band.js', 'gigs.js', 'konfigurator.js', 'auftritt.js'],
    type: 'text/javascript; charset=utf-8',
    cache: `public, max-age=${HOUR}`,
  },
  {
    files: ['site.css', 'konfigurator.css', 'nojs.css', 'auftritt.css'],
    type: 'text/css; charset=utf-8',
    cache: `public, max-age=${HOUR}`,
  },
  // Feeds that calendars and venues' systems poll; readable from other sites' scripts too.
  {
    files: ['auftritte.ics'],
    type: 'text/calendar; charset=utf-8',
    cache: `public, max-age=${HOUR}`,
    headers: { 'Access-Control-Allow-Origin': '*' },
  },
  {
    files: ['auftritte.json'],
    type: 'application/json; charset=utf-8',
    cache: `public, max-age=${HOUR}`,
    headers: { 'Access-Control-Allow-Origin': '*' },
  },
  // The band's photos and recordings (issue 38), with the content's hash in their names. Apache answers
  // range requests for them by itself (an <audio> seeks with them); nothing here turns that off.
  ...mediaRules(),
  // The press downloads: the photos' and the PNG's types told apart by their names, as the photos' folder does;
  // the SVG by its own path in _headers too, for its policy.
  { files: [`${SitePath.Press}*`], names: PRESS_PHOTO_NAMES, type: 'image/jpeg', cache: 'no-cache' },
  { files: [`${SitePath.Press}*`], names: LOGO_PNG_NAMES, type: 'image/png', cache: 'no-cache' },
  {
    files: [`${SitePath.Press}upgrade-logo.svg`],
    names: LOGO_SVG_NAMES,
    type: 'image/svg+xml; charset=utf-8',
    cache: 'no-cache',
    headers: { 'Content-Security-Policy': SVG_POLICY },
  },
  { files: ['favicon.svg'], type: 'image/svg+xml; charset=utf-8', cache: `public, max-age=${30 * DAY}` },
  { files: ['og-image.png'], type: 'image/png', cache: `public, max-age=${30 * DAY}` },
  { files: ['robots.txt'], type: 'text/plain; charset=utf-8', cache: `public, max-age=${DAY}` },
  { files: ['sitemap.xml'], type: 'application/xml; charset=utf-8', cache: `public, max-age=${DAY}` },
];

/** The files, their types and headers, without a stylesheet hash (what does not depend on the build). */
export const HOSTING: HostingRule[] = hostingRules();

/**
 * The rule for a file of dist/ by its path there ('index.html', 'auftritte/2027-07-14-kulturbahnhof-kassel.html'), as both hosts
 * pick it: a folder's file by the rule whose names it has (a photo's type by its extension), else by the folder's first rule.
 */
export function ruleFor(path: string, rules: HostingRule[] = HOSTING): HostingRule | undefined {
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const name = path.slice(folder.length);
  const inFolder = (rule: HostingRule) => Boolean(folder) && rule.files.includes(`${folder}*`);
  return (
    rules.find((rule) => rule.files.includes(path) || (inFolder(rule) && rule.names && new RegExp(`^(${rule.names})$`).test(name))) ??
    rules.find(inFolder)
  );
}

/** Every header a file gets over https, by the one description. */
export function headersFor(rule: HostingRule): Record<string, string> {
  return { ...COMMON_HEADERS, ...HTTPS_HEADERS, 'Content-Type': rule.type, 'Cache-Control': rule.cache, ...rule.headers };
}

/** Text types worth compressing on the fly. */
export const COMPRESSED = [
  'text/html',
  'text/css',
  'text/javascript',
  'text/calendar',
  'text/plain',
  'application/xml',
  'application/json',
  'image/svg+xml',
];

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/**
 * dist/.htaccess for Apache 2.4: types and charsets, headers per file, https,
 * compression. It must never take the site down, and a line Apache refuses answers
 * every URL with 500. So it uses only directives of the FileInfo override (the one
 * every host that allows .htaccess at all allows: WordPress needs it), never
 * Options or DirectoryIndex (index.html is Apache's default index anyway), and
 * each module's directives only inside <IfModule> for that module.
 */
export function htaccess(rules: HostingRule[] = HOSTING): string {
  const header = (indent: string, headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `${indent}Header always set ${name} ${quote(value)}`);
  const lines = [
    '# Written by `npm run build` from src/static/hosting.ts (the same rules as _headers). Upload it with dist/.',
    "# Only FileInfo directives, and each module's only where Apache has that module: safe under a strict AllowOverride.",
    'AddDefaultCharset utf-8',
    '',
    '<IfModule mod_headers.c>',
    ...header('  ', COMMON_HEADERS),
    '</IfModule>',
  ];
  for (const rule of rules) {
    lines.push(`<FilesMatch "^(${rule.names ?? rule.files.map((f) => f.replace(/\./g, '\\.')).join('|')})$">`);
    const { 'Content-Type': type, ...rest } = { 'Content-Type': rule.type, 'Cache-Control': rule.cache, ...rule.headers };
    // ForceType is core Apache: the type and charset hold even where mod_headers is missing.
    lines.push(`  ForceType ${quote(type)}`, '  <IfModule mod_headers.c>', ...header('    ', rest), '  </IfModule>', '</FilesMatch>');
  }
  lines.push(
    '',
    "# _headers is for other hosts, the manifest is deploy's own: neither is served here.",
    '<IfModule mod_alias.c>',
    ...NOT_SERVED.map((name) => `  RedirectMatch 404 /${name.replace(/\./g, '\\.')}$`),
    '</IfModule>',
    '',
    // A TLS proxy in front of Apache says https in X-Forwarded-Proto: without that
    // condition such a host would redirect https to itself forever. A redirect whose
    // address is an expression needs Apache 2.4.19; <IfVersion> is not even read on
    // older ones (nor on 2.2, which has no <If>).
    '# http goes to https on the same host and path; browsers are told to keep to https, over https only.',
    '<IfModule mod_version.c>',
    '  <IfVersion >= 2.4.19>',
    '    <IfModule mod_alias.c>',
    `      <If "%{HTTPS} != 'on' && req('X-Forwarded-Proto') != 'https' && -n %{HTTP_HOST}">`,
    '        Redirect permanent "https://%{HTTP_HOST}%{REQUEST_URI}"',
    '      </If>',
    '    </IfModule>',
    '    <IfModule mod_headers.c>',
    `      <If "%{HTTPS} == 'on' || req('X-Forwarded-Proto') == 'https'">`,
    ...header('        ', HTTPS_HEADERS),
    '      </If>',
    '    </IfModule>',
    '  </IfVersion>',
    '</IfModule>',
    '',
    // The server's own gzip (Debian's deflate.conf) runs before any filter named here:
    // for a browser that takes brotli, no-gzip tells mod_deflate to leave the response
    // to brotli. AddOutputFilterByType belongs to mod_filter.
    '# Compression: brotli where the host has it, gzip otherwise.',
    '<IfModule mod_filter.c>',
    '  <IfModule mod_brotli.c>',
    `    AddOutputFilterByType BROTLI_COMPRESS ${COMPRESSED.join(' ')}`,
    '    <IfModule mod_setenvif.c>',
    '      SetEnvIf Accept-Encoding "\\bbr\\b" no-gzip',
    '    </IfModule>',
    '  </IfModule>',
    '  <IfModule mod_deflate.c>',
    `    AddOutputFilterByType DEFLATE ${COMPRESSED.join(' ')}`,
    '  </IfModule>',
    '</IfModule>',
    '',
  );
  return lines.join('\n');
}

/**
 * dist/_headers for Netlify and Cloudflare Pages. They serve https only, send http
 * there by themselves and compress by themselves, so the https headers go to every file.
 */
export function headersFile(rules: HostingRule[] = HOSTING): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([n, v]) => `  ${n}: ${v}`)].join('\n');
  const everyFile = { ...COMMON_HEADERS, ...HTTPS_HEADERS };
  const blocks = ['# Written by `npm run build` from src/static/hosting.ts (the same rules as .htaccess).', block('/*', everyFile)];
  // Each path's headers, in the rules' order: a folder several rules share (the photos') gets what they all agree on.
  const paths = new Map<string, Record<string, string>>();
  for (const rule of rules) {
    // The common headers stand once, under /*; each file gets its own beside them.
    const own = Object.fromEntries(Object.entries(headersFor(rule)).filter(([name]) => !(name in everyFile)));
    for (const file of rule.files) {
      // A page answers at its folder (/, /presse/) as well as at its index.html.
      for (const path of file.endsWith('index.html') ? [`/${file.slice(0, -'index.html'.length)}`, `/${file}`] : [`/${file}`]) {
        const before = paths.get(path);
        paths.set(path, before ? Object.fromEntries(Object.entries(before).filter(([name, value]) => own[name] === value)) : own);
      }
    }
  }
  for (const [path, own] of paths) blocks.push(block(path, own));
  return blocks.join('\n\n') + '\n';
}
