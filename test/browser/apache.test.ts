// dist/ in a real Apache: Debian's apache2 on the loopback address, with a copy of dist/ as its
// document root and the .htaccess the build wrote, in the host setups shared hosting has.
// The pages load over https in Chromium (as on the band's host, where the .htaccess sends http
// there); every file is also fetched raw, to see its headers and encoding as Apache sends them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { bundleWithFixtures, openPage, policyViolations, ROOT, ROUTES, watchPolicy, withBrowser } from '../setup/browser';
import { copyRepo } from '../setup/repoCopy';
import { accepts, freePort } from '../setup/servers';
import { waitFor } from '../setup/waitFor';
import { headersAt, parseHeadersFile } from '../setup/headers';
import { must } from '../setup/must';
import { COMPRESSED, ruleFor } from '../../src/static/hosting';

const APACHE = process.env.APACHE_PATH || '/usr/sbin/apache2';
const MODULES = '/usr/lib/apache2/modules';
/** Debian's own configuration of each module (deflate.conf: gzip for text server-wide, ssl.conf ...). */
const MODULE_CONFIG = '/etc/apache2/mods-available';

/** The modules a fresh `apt-get install apache2` enables (/etc/apache2/mods-enabled). */
const DEBIAN =
  'access_compat alias auth_basic authn_core authn_file authz_core authz_host authz_user autoindex deflate dir env filter mime mpm_event negotiation reqtimeout setenvif status'.split(
    ' ',
  );
/** TLS, which the band's host must offer (a2enmod ssl). */
const TLS = ['socache_shmcb', 'ssl'];

interface Host {
  name: string;
  modules: string[];
  /** AllowOverride and Options for the document root. */
  override: string;
  options: string;
  /** What the site gets there. */
  expect: {
    /** Every header _headers promises (over https), else none but the content type. */
    headers: boolean;
    /** Content-Encoding of text for `Accept-Encoding: gzip, br` and for `gzip`. */
    'gzip, br': 'br' | 'gzip' | undefined;
    gzip: 'gzip' | undefined;
    /** http answers with a redirect to https; /_headers answers 404. */
    redirect: boolean;
    hidesHeadersFile: boolean;
  };
}

const HOSTS: Host[] = [
  {
    name: 'Debian with mod_headers and mod_brotli (a2enmod headers brotli), AllowOverride All',
    modules: [...DEBIAN, 'headers', 'brotli', ...TLS],
    override: 'All',
    options: 'Indexes FollowSymLinks',
    expect: { headers: true, 'gzip, br': 'br', gzip: 'gzip', redirect: true, hidesHeadersFile: true },
  },
  {
    name: 'the same with AllowOverride FileInfo and Options None, as strict shared hosts have it',
    modules: [...DEBIAN, 'headers', 'brotli', ...TLS],
    override: 'FileInfo',
    options: 'None',
    expect: { headers: true, 'gzip, br': 'br', gzip: 'gzip', redirect: true, hidesHeadersFile: true },
  },
  {
    name: 'Debian as installed: no mod_headers, no mod_brotli',
    modules: [...DEBIAN, ...TLS],
    override: 'All',
    options: 'Indexes FollowSymLinks',
    expect: { headers: false, 'gzip, br': 'gzip', gzip: 'gzip', redirect: true, hidesHeadersFile: true },
  },
  {
    name: 'a bare host: mod_deflate and mod_brotli without mod_filter, no mod_alias, no mod_setenvif',
    modules: ['mpm_event', 'authz_core', 'mime', 'dir', 'deflate', 'brotli', ...TLS],
    override: 'All',
    options: 'None',
    expect: { headers: false, 'gzip, br': undefined, gzip: undefined, redirect: false, hidesHeadersFile: false },
  },
];

/** A gig's own page (dist/auftritte/), whichever the build wrote first. */
const GIG_PAGE = `auftritte/${(await readdir(join(ROOT, 'dist/auftritte'))).sort()[0]}`;

/** The pages of dist/ by address, and what shows each is running. */
const PAGES: [path: string, file: string, ready: (page: import('playwright-core').Page) => Promise<void>][] = [
  ['/', 'index.html', (page) => page.getByRole('heading', { level: 1, name: ROUTES[0][1] }).waitFor()],
  ['/index.html', 'index.html', (page) => page.getByRole('heading', { level: 1, name: ROUTES[0][1] }).waitFor()],
  ['/gigs.html', 'gigs.html', (page) => page.locator('[data-band-widget] li').first().waitFor()],
  ['/konfigurator.html', 'konfigurator.html', (page) => page.locator('#preview li').first().waitFor()],
  // Static: no script to wait for.
  [`/${GIG_PAGE}`, GIG_PAGE, (page) => page.locator('h1').waitFor()],
];

/** The type a file of dist/ is served with ('auftritte/….html' by its folder's rule). */
const typeOf = (file: string) => ruleFor(file)?.type;

/** Every file of a folder, by its path there, its folders' files included. */
async function filesIn(dir: string, under = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(join(dir, under), { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...(await filesIn(dir, `${under}${entry.name}/`)));
    else found.push(`${under}${entry.name}`);
  }
  return found;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as it goes over the wire: no redirect followed, nothing decoded. */
function fetchRaw(url: string, headers: Record<string, string>, ca: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { headers, agent: false as const, ca };
    const req = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode({ headers, body }: Answer): Buffer {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  assert.is(headers['content-encoding'], undefined);
  return body;
}

/** Apache's configuration: the modules with Debian's config for each, dist/ as the root over http and https. */
function config(host: Host, dir: string, ports: { http: number; https: number }): string {
  const load = host.modules.map((m) => `LoadModule ${m}_module ${MODULES}/mod_${m}.so`);
  const debian = host.modules.filter((m) => existsSync(`${MODULE_CONFIG}/${m}.conf`)).map((m) => `Include ${MODULE_CONFIG}/${m}.conf`);
  // Apache drops root for the user Debian runs it as; it will not serve as root.
  const user = process.getuid?.() === 0 ? ['User www-data', 'Group www-data'] : [];
  return `ServerRoot ${dir}
Define APACHE_RUN_DIR ${dir}
DefaultRuntimeDir ${dir}
PidFile ${dir}/apache.pid
ErrorLog ${dir}/error.log
LogLevel warn
ServerName 127.0.0.1
${user.join('\n')}
Listen 127.0.0.1:${ports.http}
Listen 127.0.0.1:${ports.https}
${load.join('\n')}
${debian.join('\n')}
# As Debian's apache2.conf has it, with the band's folder for /var/www.
DocumentRoot ${dir}/dist
<Directory />
  Options FollowSymLinks
  AllowOverride None
  Require all denied
</Directory>
<Directory ${dir}/dist>
  Options ${host.options}
  AllowOverride ${host.override}
  Require all granted
</Directory>
AccessFileName .htaccess
<FilesMatch "^\\.ht">
  Require all denied
</FilesMatch>
<VirtualHost 127.0.0.1:${ports.https}>
  ServerName 127.0.0.1
  SSLEngine on
  SSLCertificateFile ${dir}/cert.pem
  SSLCertificateKeyFile ${dir}/key.pem
</VirtualHost>
`;
}

interface Running {
  http: string;
  https: string;
  /** The certificate, self-signed for 127.0.0.1. */
  ca: string;
  /** The copy of dist/ Apache serves. */
  site: string;
  /** Apache's error log so far. */
  log(): Promise<string>;
  stop(): Promise<void>;
}

/** Starts Apache for `host` and waits until it answers; stop() ends it and removes its files. */
async function startApache(host: Host): Promise<Running> {
  // dist/ as uploaded, with band.js built from the fixtures (the pages then never depend on the band's data).
  const copy = await copyRepo(['dist'], { prefix: 'band-apache-' });
  const { dir } = copy;
  const site = copy.path('dist');
  await copy.write('dist/band.js', await bundleWithFixtures());
  await chmod(dir, 0o755);
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:FALSE',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  assert.is(made.status, 0, `openssl: ${made.stderr}`);
  const ports = { http: await freePort(), https: await freePort() };
  await writeFile(join(dir, 'apache.conf'), config(host, dir, ports));

  let output = '';
  const child: ChildProcess = spawn(APACHE, ['-f', join(dir, 'apache.conf'), '-DFOREGROUND'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the suite crash, Apache ends with it.
  const orphan = () => child.kill();
  process.once('exit', orphan);
  const log = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  const started = async () => {
    if (child.exitCode !== null) throw new Error('it exited');
    return (await accepts(ports.http)) && (await accepts(ports.https));
  };
  await waitFor(started, { what: 'both ports to accept' }).catch(async (error: Error) => {
    child.kill();
    throw new Error(`Apache did not start (${error.message}):\n${output}\n${await log()}`);
  });
  return {
    http: `http://127.0.0.1:${ports.http}`,
    https: `https://127.0.0.1:${ports.https}`,
    ca: await readFile(join(dir, 'cert.pem'), 'utf8'),
    site,
    log,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      process.off('exit', orphan);
      await copy.remove();
    },
  };
}

for (const host of HOSTS) {
  const tests = suite(`Apache: ${host.name}`);
  let apache: Running;
  let files: string[] = [];
  let promised: ReturnType<typeof parseHeadersFile> = {};

  tests.before(async () => {
    // uvu counts the tests of a suite whose `before` failed as failed, but shows no reason.
    apache = await startApache(host).catch((error) => {
      console.error(error);
      throw error;
    });
    files = (await filesIn(apache.site)).filter((f) => f !== '.htaccess');
    promised = parseHeadersFile(await readFile(join(apache.site, '_headers'), 'utf8'));
  });

  tests.after(async () => {
    await apache?.stop();
  });
  // The browser alone: the server is Apache.
  const on = withBrowser(tests, {});

  tests('every page loads over https in Chromium: each file with its type, nothing failing, no console error', async () => {
    // The certificate is the test's own: Chromium is told to take it.
    const lenient = { newContext: (options: object) => on.browser.newContext({ ...options, ignoreHTTPSErrors: true }) } as Browser;
    for (const [path, file, ready] of PAGES) {
      const { page, context, errors, foreign } = await openPage(lenient, apache.https, 1280);
      await watchPolicy(page);
      const answers: string[] = [];
      page.on('response', (r) => {
        const name = new URL(r.url()).pathname.slice(1) || 'index.html';
        answers.push(`${r.status()} ${r.headers()['content-type']} ${name}`);
      });
      const response = await page.goto(`${apache.https}${path}`);
      assert.is(response?.status(), 200, path);
      await ready(page);
      assert.equal(errors, [], path);
      assert.equal(foreign, [], path);
      assert.equal(await policyViolations(page), [], path);
      assert.ok(answers.length > 1, path);
      for (const answer of answers) {
        const name = answer.split(' ').at(-1)!;
        assert.is(answer, `200 ${typeOf(name)} ${name}`, path);
      }
      assert.match(must(answers[0], 'the first answer'), ` ${file}`);
      await context.close();
    }
  });

  tests(
    `every file over https: its type; ${host.expect.headers ? 'every header _headers promises' : 'no headers but its type (no mod_headers)'}`,
    async () => {
      for (const file of files.filter((f) => f !== '_headers')) {
        const answer = await fetchRaw(`${apache.https}/${file}`, {}, apache.ca);
        assert.is(answer.status, 200, file);
        assert.is(answer.headers['content-type'], typeOf(file), file);
        for (const [name, value] of Object.entries(headersAt(promised, file)!)) {
          if (name !== 'content-type') assert.is(answer.headers[name], host.expect.headers ? value : undefined, `${file}: ${name}`);
        }
      }
    },
  );

  tests(
    `text comes as ${host.expect['gzip, br'] ?? 'it is'} for "gzip, br", as ${host.expect.gzip ?? 'it is'} for "gzip"; every body decodes to the file`,
    async () => {
      for (const file of files.filter((f) => f !== '_headers')) {
        const [type = ''] = must(typeOf(file), `the type of ${file}`).split(';');
        const text = COMPRESSED.includes(type);
        const content = await readFile(join(apache.site, file));
        for (const accept of ['gzip, br', 'gzip', 'identity'] as const) {
          const answer = await fetchRaw(`${apache.https}/${file}`, { 'accept-encoding': accept }, apache.ca);
          const expected = text && accept !== 'identity' ? host.expect[accept] : undefined;
          assert.is(answer.headers['content-encoding'], expected, `${file}, ${accept}`);
          assert.ok(decode(answer).equals(content), `${file}, ${accept}: the body is the file`);
        }
      }
    },
  );

  tests(
    host.expect.redirect
      ? 'http goes to https, same host, path and query, without Strict-Transport-Security; not behind a TLS proxy'
      : 'http serves the site as it is (no mod_alias: no redirect)',
    async () => {
      // The request names the https port as its host: on a real host both are the defaults (80, 443).
      const host443 = new URL(apache.https).host;
      for (const path of ['/', '/index.html', '/gigs.html?theme=light&limit=2', '/auftritte.ics']) {
        const answer = await fetchRaw(`${apache.http}${path}`, { host: host443 }, apache.ca);
        if (host.expect.redirect) {
          assert.is(answer.status, 301, path);
          assert.is(answer.headers.location, `${apache.https}${path}`, path);
        } else assert.is(answer.status, 200, path);
        assert.is(answer.headers['strict-transport-security'], undefined, path);
        // A proxy that ends TLS in front of Apache says so; a redirect then would never end.
        const proxied = await fetchRaw(`${apache.http}${path}`, { 'x-forwarded-proto': 'https' }, apache.ca);
        assert.is(proxied.status, 200, path);
        assert.is(proxied.headers['strict-transport-security'] !== undefined, host.expect.headers, path);
      }
    },
  );

  tests(host.expect.hidesHeadersFile ? '/_headers is not served' : '/_headers is served (no mod_alias)', async () => {
    for (const origin of [apache.https, apache.http]) {
      const answer = await fetchRaw(`${origin}/_headers`, { 'x-forwarded-proto': 'https' }, apache.ca);
      assert.is(answer.status, host.expect.hidesHeadersFile ? 404 : 200, origin);
    }
  });

  tests('Apache logged no error: nothing in the .htaccess was refused, not even once', async () => {
    assert.equal(
      (await apache.log()).split('\n').filter((line) => /:(error|crit|alert|emerg)\]/.test(line)),
      [],
    );
  });

  tests.run();
}
