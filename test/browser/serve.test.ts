// `npm start` as the band uses it, on a copy of the repository: one URL, the next free port when
// the first is taken, a refused change shown over the page, a fixed one reloading it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { openPage, withBrowser } from '../setup/browser';
import { BUILD_FILES, copyRepo, type RepoCopy } from '../setup/repoCopy';

let copy: RepoCopy;
let blocker: Server;
let child: ChildProcess;
let output = '';

/** Resolves when the server's output matches `pattern`. */
function printed(pattern: RegExp, timeout = 30_000): Promise<RegExpExecArray> {
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

start.before(async () => {
  copy = await copyRepo(BUILD_FILES, { prefix: 'band-serve-' });
  // Take a port first, so the server has to find the next one.
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const taken = (blocker.address() as { port: number }).port;
  child = spawn('node', ['--import', 'tsx', 'build.ts', '--serve'], { cwd: copy.dir, env: { ...process.env, PORT: String(taken) } });
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
  const [, url, port] = await printed(/(http:\/\/127\.0\.0\.1:(\d+)\/demo\.html)/);
  assert.is(Number(port), taken + 1);
  assert.match(output, `Port ${taken} is in use; taking ${taken + 1} instead.`);
  assert.is(output.match(/https?:\/\//g)!.length, 1, 'exactly one URL');
  const { page, context } = await openPage(on.browser, url.replace(/\/demo\.html$/, ''), 1280);
  await page.goto(url);
  await page.locator('[data-band-widget] >> h1').waitFor();
  await context.close();
});

start('shows a refused change over the page, keeps the last good build, and reloads once it is fixed', async () => {
  const [, url] = await printed(/(http:\/\/127\.0\.0\.1:\d+\/demo\.html)/);
  const { page, context } = await openPage(on.browser, url.replace(/\/demo\.html$/, ''), 1280);
  await page.goto(url);
  await page.locator('[data-band-widget] >> h1').waitFor();
  const good = await copy.read('dist/band.js');
  const gigsFile = copy.path('src/data/gigs.ts');
  const original = await readFile(gigsFile, 'utf8');

  await writeFile(gigsFile, original.replace(/\n\];\s*$/, "\n  { date: '2027-07-14', location: 'Halle, Kassel', privat: true },\n];\n"));
  const overlay = page.getByRole('alert');
  await overlay.waitFor({ timeout: 30_000 });
  assert.match(
    (await overlay.textContent())!,
    /src\/data\/gigs\.ts:\d+: gig on 2027-07-14 at "Halle, Kassel": unknown key 'privat' \(did you mean 'private'\?\)/,
  );
  assert.match(output, "unknown key 'privat'");
  assert.ok(good.equals(await copy.read('dist/band.js')), 'the last good build stays');

  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await writeFile(gigsFile, original);
  await reloaded;
  await page.locator('[data-band-widget] >> h1').waitFor();
  assert.is(await page.getByRole('alert').count(), 0);
  await context.close();
});

start('ends when the process that started it ends', async () => {
  // npm runs the script through a shell; here the test process stands in for npm: a parent
  // killed outright (SIGKILL passes nothing on) must still take the server with it.
  const launcher = spawn('sh', ['-c', 'node --import tsx build.ts --serve & echo $!; wait'], {
    cwd: copy.dir,
    env: { ...process.env, PORT: '0' },
  });
  const pid = await new Promise<number>((resolve) => launcher.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim()))));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  launcher.kill('SIGKILL');
  let alive = true;
  for (let i = 0; i < 40 && alive; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
  }
  assert.not.ok(alive, 'the server outlived its parent');
});

start.run();
