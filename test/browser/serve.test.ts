// `npm start` as the band uses it, on a copy of the repository: one URL, the next free port when
// the first is taken, a refused change shown over the page, a fixed one reloading it; demo.html and
// dist/ served to this computer's own names only, nothing else of the repository (.env, .git/, keys).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect, createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { openPage, withBrowser } from '../setup/browser';
import { BUILD_FILES, copyRepo, type RepoCopy } from '../setup/repoCopy';
import { waitFor } from '../setup/waitFor';

let copy: RepoCopy;
let blocker: Server;
let child: ChildProcess;
let output = '';

/**
 * Resolves when the server's output matches `pattern`; waits up to two minutes, as the first build of
 * a fresh copy (nothing cached) on cores shared with the other test steps can take one.
 */
function printed(pattern: RegExp, timeout = 120_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start never printed ${pattern}:\n${output}`)), timeout);
    const check = () => {
      const match = pattern.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.stderr!.off('data', check);
      resolve(match);
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    check();
  });
}

const start = suite('npm start');

/** What .env and the key file hold in the copy: never in any answer of the server. */
const SECRET = 'geheim-7f3a9c1e';

start.before(async () => {
  copy = await copyRepo(BUILD_FILES, { prefix: 'band-serve-' });
  // What a band member's clone holds beside the site: git, the web space's password, a key file.
  execFileSync('git', ['init', '--quiet'], { cwd: copy.dir });
  await copy.write('.env', `DEPLOY_TARGET=sftp://upgrade@host.example/~/www\nDEPLOY_PASSWORD=${SECRET}\n`);
  await mkdir(copy.path('deploy'));
  await copy.write('deploy/id_ed25519', `-----BEGIN OPENSSH PRIVATE KEY-----\n${SECRET}\n-----END OPENSSH PRIVATE KEY-----\n`);
  // Take a port first, so the server has to find the next one.
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const taken = (blocker.address() as { port: number }).port;
  child = spawn('node', ['build.mjs', '--serve'], { cwd: copy.dir, env: { ...process.env, PORT: String(taken) } });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
});
// The browser alone (the server is the one npm start runs), started while the first build runs.
const on = withBrowser(start, {});

start.after(async () => {
  child?.kill();
  blocker?.close();
  await copy?.remove();
});

start('prints one URL, on the next free port, and serves the demo page there', async () => {
  const taken = (blocker.address() as { port: number }).port;
  const [, url = '', port] = await printed(/(http:\/\/127\.0\.0\.1:(\d+)\/demo\.html)/);
  assert.is(Number(port), taken + 1);
  assert.match(output, `Port ${taken} is in use; taking ${taken + 1} instead.`);
  assert.is(output.match(/https?:\/\//g)!.length, 1, 'exactly one URL');
  const { page, context } = await openPage(on.browser, url.replace(/\/demo\.html$/, ''), 1280);
  await page.goto(url);
  await page.locator('[data-band-widget] >> h1').waitFor();
  await context.close();
});

start('shows a refused change over the page, keeps the last good build, and reloads once it is fixed', async () => {
  const [, url = ''] = await printed(/(http:\/\/127\.0\.0\.1:\d+\/demo\.html)/);
  const { page, context } = await openPage(on.browser, url.replace(/\/demo\.html$/, ''), 1280);
  await page.goto(url);
  await page.locator('[data-band-widget] >> h1').waitFor();
  const good = await copy.read('dist/band.js');
  const gigsFile = copy.path('src/data/gigs.ts');
  const original = await readFile(gigsFile, 'utf8');

  await writeFile(gigsFile, original.replace(/\n\];\s*$/, "\n  { date: '2027-07-14', location: 'Halle, Kassel', privat: true },\n];\n"));
  const overlay = page.getByRole('alert');
  await overlay.waitFor({ timeout: 60_000 });
  assert.match(
    (await overlay.textContent())!,
    /src\/data\/gigs\.ts:\d+: gig on 2027-07-14 at "Halle, Kassel": unknown key 'privat' \(did you mean 'private'\?\)/,
  );
  assert.match(output, "unknown key 'privat'");
  assert.ok(good.equals(await copy.read('dist/band.js')), 'the last good build stays');

  const reloaded = page.waitForEvent('load', { timeout: 60_000 });
  await writeFile(gigsFile, original);
  await reloaded;
  await page.locator('[data-band-widget] >> h1').waitFor();
  assert.is(await page.getByRole('alert').count(), 0);
  await context.close();
});

/** Resolves once a build that ran after this call has written a dist/band.js holding `text`. */
function builtWith(text: string, timeout = 60_000): Promise<void> {
  const reports = () => output.split('dist/band.js: ').length;
  const before = reports();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.stdout!.off('data', check);
      reject(new Error(`no build with ${text} after the save:\n${output}`));
    }, timeout);
    const check = async () => {
      if (reports() === before) return;
      if (!(await copy.read('dist/band.js')).toString('utf8').includes(text)) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve();
    };
    child.stdout!.on('data', check);
  });
}

start('rebuilds after every save, however the editor writes the file: in place, a new file renamed over it, a backup first', async () => {
  await printed(/http:\/\/127\.0\.0\.1:\d+\/demo\.html/);
  const gigsFile = copy.path('src/data/gigs.ts');
  const original = await readFile(gigsFile, 'utf8');
  const SAVES: [string, (text: string) => Promise<void>][] = [
    ['in place', (text) => writeFile(gigsFile, text)],
    [
      'a new file renamed over the old one',
      async (text) => {
        await writeFile(`${gigsFile}.swp`, text);
        await rename(`${gigsFile}.swp`, gigsFile);
      },
    ],
    [
      'the old one renamed to a backup, then written anew',
      async (text) => {
        await rename(gigsFile, `${gigsFile}~`);
        await writeFile(gigsFile, text);
      },
    ],
  ];
  for (const [i, [how, save]] of SAVES.entries()) {
    // Each save twice, so a watcher that lost the file after the first would show.
    for (const round of [1, 2]) {
      const place = `Halle ${i + 1}${round}, Kassel`;
      const built = builtWith(place);
      await save(original.replace(/\n\];\s*$/, `\n  { date: '2027-07-1${i}', location: '${place}', info: 'Beginn 20 Uhr' },\n];\n`));
      await built.catch((error) => assert.unreachable(`${how}, save ${round}: ${error.message}`));
    }
  }
  await rm(`${gigsFile}~`, { force: true });
});

start('the server’s own address leads to the demo page', async () => {
  const [, origin] = await printed(/(http:\/\/127\.0\.0\.1:\d+)\/demo\.html/);
  const response = await fetch(`${origin}/`, { redirect: 'manual' });
  assert.is(response.status, 302);
  assert.is(response.headers.get('location'), '/demo.html');
});

start('ends when the process that started it ends', async () => {
  // npm runs the script through a shell; here the test process stands in for npm: a parent
  // killed outright (SIGKILL passes nothing on) must still take the server with it.
  const launcher = spawn('sh', ['-c', 'node build.mjs --serve & echo $!; wait'], {
    cwd: copy.dir,
    env: { ...process.env, PORT: '0' },
  });
  let said = '';
  const pid = await new Promise<number>((resolve) => launcher.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim()))));
  // Killed once the server is up (it prints its URL), not after a guessed while.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server never came up:\n${said}`)), 60_000);
    launcher.stdout!.on('data', (chunk) => {
      said += chunk;
      if (/\/demo\.html/.test(said)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  launcher.kill('SIGKILL');
  // Not our child, so no exit event reaches us: its process is looked for until it is gone.
  const gone = () => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  };
  await waitFor(gone, { what: 'the server to end with its parent' }).catch((error) => assert.unreachable(error.message));
});

/** A GET of `path` exactly as written (no normalising), with `host` as the Host header (none when undefined). */
function get(port: number, path: string, host: string | undefined): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, setHost: false, headers: host === undefined ? {} : { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const REFUSED_PATHS = [
  '/.env',
  '/.git/config',
  '/.git/HEAD',
  '/deploy/id_ed25519',
  '/%2eenv',
  '/%2Eenv',
  '/%252eenv',
  '/dist/../.env',
  '/dist/%2e%2e/.env',
  '/dist/%2E%2E/.env',
  '/dist/%2e%2e%2f.env',
  '/dist/..%2f.env',
  '/dist/..%5c.env',
  '/dist/..\\.env',
  '/dist\\..\\.env',
  '/dist/%252e%252e/.env',
  '/dist/./band.js',
  '/dist//band.js',
  '/dist/.htaccess',
  '/./demo.html',
  '/src/data/band.ts',
  '/package.json',
  '/build.mjs',
  '/demo.html/',
  '/dist',
  '//etc/passwd',
  '/dist/%00band.js',
  '/dist/band.js%00',
  '/%',
  '/dist/%zz',
  '/dist/%e0%a4%a',
];

start('serves demo.html and dist/ to 127.0.0.1:PORT and localhost:PORT, nothing else, to no other Host', async () => {
  const [, port = ''] = await printed(/http:\/\/127\.0\.0\.1:(\d+)\/demo\.html/);
  const own = [`127.0.0.1:${port}`, `localhost:${port}`];
  const foreign = [
    `evil.example:${port}`,
    `127.0.0.1:${Number(port) + 1}`,
    `localhost:${Number(port) + 1}`,
    '127.0.0.1',
    'localhost',
    `LOCALHOST:${port}`,
    `127.0.0.1.:${port}`,
    `[::1]:${port}`,
    `0.0.0.0:${port}`,
    undefined,
  ];
  for (const host of own) {
    for (const path of [
      '/demo.html',
      '/dist/band.js',
      '/dist/index.html',
      '/dist/',
      '/dist/auftritte.ics',
      '/dist/band.js?v=1',
      '/__dev/client.js',
    ]) {
      const { status, body } = await get(Number(port), path, host);
      assert.is(status, 200, `${path} with Host ${host}`);
      assert.ok(body.length > 0, `${path} with Host ${host}: a body`);
    }
    assert.is((await get(Number(port), '/', host)).status, 302, `/ with Host ${host}`);
    for (const path of REFUSED_PATHS) {
      const { status, body } = await get(Number(port), path, host);
      assert.ok(status === 404 || status === 400, `${path} with Host ${host}: ${status}`);
      assert.not.match(body, SECRET, `${path} with Host ${host}`);
    }
  }
  for (const host of foreign) {
    for (const path of ['/demo.html', '/dist/band.js', '/__dev/client.js', '/', ...REFUSED_PATHS]) {
      const { status, body } = await get(Number(port), path, host);
      assert.is(status, 403, `${path} with Host ${host}`);
      assert.is(body, '', `${path} with Host ${host}: nothing said`);
    }
  }
  // Whatever came before, the server is still up.
  assert.is((await get(Number(port), '/demo.html', own[0])).status, 200);
});

start('listens on 127.0.0.1 alone: no other address of the computer answers', async () => {
  const [, port = ''] = await printed(/http:\/\/127\.0\.0\.1:(\d+)\/demo\.html/);
  const others = Object.values(networkInterfaces())
    .flat()
    .filter((info) => info && info.address !== '127.0.0.1')
    .map((info) => info!.address);
  for (const address of ['::1', ...others]) {
    const reached = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: address, port: Number(port) });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    assert.not.ok(reached, `${address}:${port} answers`);
  }
});

start.run();
