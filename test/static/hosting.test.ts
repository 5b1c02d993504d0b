// The host configuration: .htaccess and _headers, written from one description, say the same;
// the .htaccess uses only what a restrictive Apache allows. test/browser/apache.test.ts runs it in a real Apache.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir } from 'node:fs/promises';
import { headersFile, htaccess, HOSTING, ruleFor } from '../../src/static/hosting';

import { headersAt, parseHeadersFile } from '../setup/headers';
import { capture, must } from '../setup/must';

/** One line of .htaccess with the sections it stands in, outermost first ('IfModule mod_headers.c', 'If "…"'). */
interface Line {
  directive: string;
  args: string;
  within: string[];
}

/** The directives of an .htaccess, each with its sections; throws on a section that is never closed. */
function directives(text: string): Line[] {
  const open: string[] = [];
  const lines: Line[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const close = /^<\/(\w+)>$/.exec(line);
    const section = /^<(\w+)\s*(.*)>$/.exec(line);
    if (close) assert.is(open.pop()?.split(' ')[0], close[1], `</${close[1]}> closes what it opened`);
    else if (section) {
      const [, name, args = ''] = section;
      lines.push({ directive: `<${name}>`, args, within: [...open] });
      open.push(`${name} ${args}`.trim());
    } else {
      const [, directive = '', args = ''] = must(/^(\S+)\s*(.*)$/.exec(line), `a directive in ${line}`);
      lines.push({ directive, args, within: [...open] });
    }
  }
  assert.equal(open, [], 'every section is closed');
  return lines;
}

const HTTPS_ONLY = `If "%{HTTPS} == 'on' || req('X-Forwarded-Proto') == 'https'"`;

/** One <FilesMatch> of an .htaccess: its regular expression and the headers (and type) it sets. */
interface Section {
  pattern: string;
  headers: Record<string, string>;
}

/** What .htaccess gives files over https: the common headers, the https ones, and each FilesMatch block's. */
function parseHtaccess(text: string): { common: Record<string, string>; sections: Section[] } {
  const common: Record<string, string> = {};
  const sections: Section[] = [];
  for (const { directive, args, within } of directives(text)) {
    const inSection = within.some((s) => s.startsWith('FilesMatch '));
    if (directive === '<FilesMatch>') sections.push({ pattern: capture(args, /^"(.*)"$/), headers: {} });
    const target = inSection ? must(sections.at(-1), `the <FilesMatch> around ${directive}`).headers : common;
    if (directive === 'Header') {
      const [, name = '', value = ''] = must(/^always set (\S+) "(.*)"$/.exec(args), `a header in ${args}`);
      // A header outside the files' blocks is for every file, and only in no <If> but the https one.
      if (!inSection)
        assert.ok(
          within.every((s) => !s.startsWith('If ') || s === HTTPS_ONLY),
          `${name} in ${within.join(' > ')}`,
        );
      target[name.toLowerCase()] = value.replace(/\\"/g, '"');
    }
    if (directive === 'ForceType') target['content-type'] = capture(args, /^"(.*)"$/);
  }
  return { common, sections };
}

/**
 * What Apache sends for the file at `path` in dist/: FilesMatch sees its name alone, in whatever folder;
 * undefined when no block matches it. A name that two blocks match would take both: that is an error here.
 */
function apacheAt(path: string): Record<string, string> | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const matching = apache.sections.filter((s) => new RegExp(s.pattern).test(name));
  assert.ok(matching.length <= 1, `${path}: ${matching.map((s) => s.pattern).join(' and ')}`);
  const [match] = matching;
  return match ? { ...apache.common, ...match.headers } : undefined;
}

/** The header `name` Apache sends with the file at `path`. */
const apacheHeader = (path: string, name: string) => must(apacheAt(path)?.[name], `${name} of ${path}`);

/** Every file of dist/, by its path there, folders' files included. */
async function shippedFiles(dir = '', found: string[] = []): Promise<string[]> {
  for (const entry of await readdir(new URL(`../../dist/${dir}`, import.meta.url), { withFileTypes: true })) {
    if (entry.isDirectory()) await shippedFiles(`${dir}${entry.name}/`, found);
    else found.push(`${dir}${entry.name}`);
  }
  return found;
}

const text = htaccess();
const apache = parseHtaccess(text);
const staticHosts = parseHeadersFile(headersFile());
/** The files each rule names, and for each folder two names its files may have and one they never have. */
const EXAMPLES = [
  ...HOSTING.flatMap((rule) => rule.files.filter((file) => !file.endsWith('*'))),
  'auftritte/2027-07-14-kulturbahnhof-kassel.html',
  'auftritte/2021-08-21-biergarten-zur-linde-baunatal.html',
  'kalender/20270714-kulturbahnhof-kassel.ics',
  'kalender/20210821-biergarten-zur-linde-baunatal.ics',
  // The band's photos and recordings (issue 38), named as the build names them.
  'photos/kulturbahnhof-2025-640.0123456789.avif',
  'photos/kulturbahnhof-2025-1600.abcdef0123.jpg',
  'audio/medley-80er.0123456789.opus',
];

const hosting = suite('host configuration');

hosting(".htaccess and _headers state the same headers for every file, the gigs' pages and calendar files included", async () => {
  for (const file of [...new Set([...EXAMPLES, ...(await shippedFiles())])].filter((f) => !['.htaccess', '_headers'].includes(f))) {
    const promised = headersAt(staticHosts, file);
    assert.ok(promised, `${file}: not in _headers`);
    // A folder of several types (the photos') leaves the type to the static host in _headers; .htaccess forces its rule's.
    const type = promised['content-type'] ?? must(ruleFor(file), `the rule of ${file}`).type;
    assert.equal(apacheAt(file), { ...promised, 'content-type': type }, file);
  }
});

hosting("a gig's page is served as the band's page is (HTML, its policy, revalidated); its calendar file as a calendar", () => {
  assert.equal(apacheAt('auftritte/2027-07-14-kulturbahnhof-kassel.html'), apacheAt('index.html'));
  const policy = apacheHeader('index.html', 'content-security-policy');
  assert.is(apacheHeader('kalender/20270714-kulturbahnhof-kassel.ics', 'content-type'), 'text/calendar; charset=utf-8');
  // The folder's rule in _headers covers the address without ".html" too, which Cloudflare Pages redirects a page to.
  assert.is(headersAt(staticHosts, 'auftritte/2027-07-14-kulturbahnhof-kassel')!['content-security-policy'], policy);
  // Other files keep their own rules: a name like a gig page's at the top, or the feeds, are no gig's files.
  for (const [path, rule] of [
    ['auftritte.ics', 'auftritte.ics'],
    ['auftritte.json', 'auftritte.json'],
    ['auftritte/2027-07-14-kulturbahnhof-kassel.html', 'auftritte/*'],
  ] as const) {
    assert.ok(ruleFor(path)?.files.includes(rule), path);
  }
  assert.is(ruleFor('auftritte/notes.txt')?.files[0], 'auftritte/*', 'the folder rule covers the folder in _headers…');
  assert.is(apacheAt('auftritte/notes.txt'), undefined, '…and in .htaccess only the names a gig page has');
});

hosting('the page gets a strict policy: self only, nothing inline, no framing, no base, no plugins', () => {
  const policy = apacheHeader('index.html', 'content-security-policy');
  const directives = Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
  assert.is(directives['default-src'], "'self'");
  assert.is(directives['frame-ancestors'], "'none'");
  assert.is(directives['base-uri'], "'none'");
  assert.is(directives['object-src'], "'none'");
  assert.not.match(policy, /unsafe-inline|unsafe-eval|\*/);
});

hosting(
  'every file: nosniff, a referrer policy, a permissions policy, https for a year; UTF-8 for text; calendars as text/calendar',
  () => {
    for (const file of EXAMPLES) {
      const headers = apacheAt(file)!;
      assert.is(headers['x-content-type-options'], 'nosniff', file);
      assert.ok(headers['referrer-policy'], file);
      assert.ok(headers['permissions-policy'], file);
      assert.ok(Number(capture(apacheHeader(file, 'strict-transport-security'), /^max-age=(\d+)$/)) >= 365 * 86400, file);
      if (/\.(html|js|ics|css|txt|xml)$/.test(file)) assert.match(apacheHeader(file, 'content-type'), /; charset=utf-8$/, file);
    }
    assert.is(apacheHeader('auftritte.ics', 'content-type'), 'text/calendar; charset=utf-8');
    assert.is(apacheHeader('band.js', 'content-type'), 'text/javascript; charset=utf-8');
  },
);

hosting('the page is revalidated on every visit, band.js cached briefly, the preview picture long', () => {
  const maxAge = (file: string) => Number(/max-age=(\d+)/.exec(apacheHeader(file, 'cache-control'))?.[1] ?? 0);
  assert.is(apacheHeader('index.html', 'cache-control'), 'no-cache');
  assert.ok(maxAge('band.js') > 0 && maxAge('band.js') <= 3600);
  assert.ok(maxAge('og-image.png') >= 7 * 86400);
});

hosting('covers every file the build puts into dist/, in its folders too', async () => {
  for (const file of (await shippedFiles()).filter((f) => !['.htaccess', '_headers'].includes(f))) {
    assert.ok(ruleFor(file), `${file} has no hosting rule`);
    assert.ok(apacheAt(file), `${file}: no FilesMatch of .htaccess matches its name`);
  }
});

hosting.run();

// ---

/** Every directive the .htaccess may use: all of the FileInfo override, by the module that brings it. */
const ALLOWED: Record<string, string> = {
  AddDefaultCharset: 'core',
  ForceType: 'core',
  '<FilesMatch>': 'core',
  '<IfModule>': 'core',
  '<If>': 'core',
  '<IfVersion>': 'mod_version',
  Header: 'mod_headers',
  Redirect: 'mod_alias',
  RedirectMatch: 'mod_alias',
  SetEnvIf: 'mod_setenvif',
  AddOutputFilterByType: 'mod_filter',
};
/** Output filters by the module that has them. */
const FILTERS: Record<string, string> = { DEFLATE: 'mod_deflate', BROTLI_COMPRESS: 'mod_brotli' };

const safe = suite('.htaccess on a restrictive host');

safe('uses only FileInfo directives (no Options, no DirectoryIndex), each module’s only inside <IfModule> for it', () => {
  for (const { directive, args, within } of directives(text)) {
    const module = ALLOWED[directive];
    assert.ok(module, `${directive} is not in the FileInfo override`);
    const guarded = (name: string) => name === 'core' || within.includes(`IfModule ${name}.c`);
    assert.ok(guarded(module), `${directive} outside <IfModule ${module}.c>`);
    const [filter = ''] = args.split(' ');
    if (directive === 'AddOutputFilterByType') assert.ok(guarded(must(FILTERS[filter], `the module of ${filter}`)), args);
  }
});

safe('a redirect to an expression and <If> are read only by Apache 2.4.19 and newer', () => {
  for (const { directive, args, within } of directives(text)) {
    if (directive === '<If>' || (directive === 'Redirect' && args.includes('%{')))
      assert.ok(within.includes('IfVersion >= 2.4.19'), `${directive} ${args}`);
  }
});

safe('sends http to https on the same host and path, except behind a TLS proxy; Strict-Transport-Security over https only', () => {
  const lines = directives(text);
  const redirect = lines.find((l) => l.directive === 'Redirect')!;
  assert.is(redirect.args, 'permanent "https://%{HTTP_HOST}%{REQUEST_URI}"');
  assert.is(redirect.within.at(-1), `If "%{HTTPS} != 'on' && req('X-Forwarded-Proto') != 'https' && -n %{HTTP_HOST}"`);
  const hsts = lines.filter((l) => l.args.includes('Strict-Transport-Security'));
  assert.equal(
    hsts.map((l) => l.within.at(-1)),
    [HTTPS_ONLY],
  );
});

safe('serves neither _headers (the static hosts’ file) nor deploy’s manifest', () => {
  const patterns = directives(text)
    .filter((l) => l.directive === 'RedirectMatch')
    .map((l) => l.args.split(' '));
  assert.ok(patterns.every(([status]) => status === '404'));
  const hidden = (path: string) => patterns.some(([, pattern]) => new RegExp(must(pattern, 'a RedirectMatch pattern')).test(path));
  for (const [path, hide] of [
    ['/_headers', true],
    ['/band/_headers', true],
    ['/_headers.txt', false],
    ['/.deploy-manifest.json', true],
    ['/xdeploy-manifest.json', false],
    ['/index.html', false],
  ] as const) {
    assert.is(hidden(path), hide, path);
  }
});

safe('compresses text with brotli for browsers that take it, gzip for the others', () => {
  const lines = directives(text);
  const filters = Object.fromEntries(
    lines.filter((l) => l.directive === 'AddOutputFilterByType').map((l) => [l.args.split(' ')[0], l.args.split(' ').slice(1)]),
  );
  for (const type of ['text/html', 'text/css', 'text/javascript', 'text/calendar', 'application/json', 'image/svg+xml']) {
    assert.ok(filters.DEFLATE.includes(type) && filters.BROTLI_COMPRESS.includes(type), type);
  }
  // mod_deflate leaves a response alone under no-gzip: brotli then compresses it.
  const noGzip = must(
    lines.find((l) => l.directive === 'SetEnvIf'),
    'SetEnvIf',
  );
  const [, header, pattern = '', variable] = must(/^(\S+) "(.*)" (\S+)$/.exec(noGzip.args), 'the SetEnvIf rule');
  assert.is(header, 'Accept-Encoding');
  assert.is(variable, 'no-gzip');
  assert.ok(noGzip.within.includes('IfModule mod_brotli.c'), 'only where brotli can take over');
  for (const [accepted, brotli] of [
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['gzip, deflate', false],
    ['gzip', false],
    ['', false],
  ] as const) {
    assert.is(new RegExp(pattern).test(accepted), brotli, accepted);
  }
});

safe.run();
