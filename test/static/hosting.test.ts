// The host configuration: .htaccess and _headers, written from one description, say the same.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir } from 'node:fs/promises';
import { headersFile, htaccess, HOSTING } from '../../src/static/hosting';

import { parseHeadersFile, type Headers } from '../setup/headers';

/** What .htaccess gives each file: the common headers and the file's FilesMatch block. */
function parseHtaccess(text: string): Headers {
  const common: Record<string, string> = {};
  const files: Headers = {};
  let current: string[] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const match = /^<FilesMatch "\^\((.*)\)\$">$/.exec(line);
    if (match) {
      current = match[1].split('|').map((f) => f.replace(/\\\./g, '.'));
      for (const f of current) files[f] = {};
    } else if (line === '</FilesMatch>') current = null;
    else {
      const header = /^Header always set (\S+) "(.*)"$/.exec(line);
      const type = /^ForceType "(.*)"$/.exec(line);
      const target = current ? current.map((f) => files[f]) : [common];
      for (const t of target) {
        if (header) t[header[1].toLowerCase()] = header[2].replace(/\\"/g, '"');
        if (type) t['content-type'] = type[1];
      }
    }
  }
  for (const f of Object.keys(files)) files[f] = { ...common, ...files[f] };
  return files;
}

const apache = parseHtaccess(htaccess());
const staticHosts = parseHeadersFile(headersFile());

const hosting = suite('host configuration');

hosting('.htaccess and _headers state the same headers for every file', () => {
  assert.equal(Object.keys(apache).sort(), Object.keys(staticHosts).sort());
  for (const file of Object.keys(apache)) assert.equal(apache[file], staticHosts[file], file);
});

hosting('the page gets a strict policy: self only, nothing inline, no framing, no base, no plugins', () => {
  const policy = apache['index.html']['content-security-policy'];
  const directives = Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
  assert.is(directives['default-src'], "'self'");
  assert.is(directives['frame-ancestors'], "'none'");
  assert.is(directives['base-uri'], "'none'");
  assert.is(directives['object-src'], "'none'");
  assert.not.match(policy, /unsafe-inline|unsafe-eval|\*/);
});

hosting('every file: nosniff, a referrer policy, a permissions policy; UTF-8 for text; calendars as text/calendar', () => {
  for (const [file, headers] of Object.entries(apache)) {
    assert.is(headers['x-content-type-options'], 'nosniff', file);
    assert.ok(headers['referrer-policy'], file);
    assert.ok(headers['permissions-policy'], file);
    if (/\.(html|js|ics|css|txt|xml)$/.test(file)) assert.match(headers['content-type'], /; charset=utf-8$/, file);
  }
  assert.is(apache['auftritte.ics']['content-type'], 'text/calendar; charset=utf-8');
  assert.is(apache['band.js']['content-type'], 'text/javascript; charset=utf-8');
});

hosting('the page is revalidated on every visit, band.js cached briefly, the preview picture long', () => {
  const maxAge = (file: string) => Number(/max-age=(\d+)/.exec(apache[file]['cache-control'])?.[1] ?? 0);
  assert.is(apache['index.html']['cache-control'], 'no-cache');
  assert.ok(maxAge('band.js') > 0 && maxAge('band.js') <= 3600);
  assert.ok(maxAge('og-image.png') >= 7 * 86400);
});

hosting('Apache compresses text, with brotli where it can', () => {
  assert.match(htaccess(), /<IfModule mod_deflate\.c>\n  AddOutputFilterByType DEFLATE text\/html[^\n]*text\/javascript/);
  assert.match(htaccess(), /BROTLI_COMPRESS/);
});

hosting('covers every file the build puts into dist/', async () => {
  const shipped = (await readdir(new URL('../../dist/', import.meta.url))).filter((f) => !['.htaccess', '_headers'].includes(f));
  const described = HOSTING.flatMap((rule) => rule.files);
  for (const file of shipped) assert.ok(described.includes(file), `${file} has no hosting rule`);
});

hosting.run();
