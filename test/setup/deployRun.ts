// What the deploy suites against real servers share: a copy of the repository with the fixtures'
// data as the band's (and, on request, real-looking details instead of the sample ones, which
// deploy refuses), the deploy and check-site commands run in it as the band runs them, and a
// folder read back as a map of files.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STEPS } from '../../src/editor/publishSite';
import { copyOfCopy, copyRepo, type RepoCopy } from './repoCopy';

/** Real-looking details instead of the fixtures' sample ones (deploy refuses those). */
export const REAL: [RegExp, string][] = [
  [/DE000000000-00001/, 'DE812345674'],
  [/Musterstraße 12/, 'Wilhelmshöher Allee 73'],
  [/booking@upgrade-band\.example/, 'booking@upgrade-kassel.de'],
  [/069 90009 123/, '0561 7394 220'],
  [/\+496990009123/, '+495617394220'],
  [/https:\/\/www\.instagram\.com\/upgrade\.band\.example\//, 'https://www.instagram.com/upgrade.kassel/'],
  [/https:\/\/upgrade-band\.example\//, 'https://www.upgrade-kassel.de/'],
  [/firstName: 'Jonas', lastName: 'Beispiel'/, "firstName: 'Jana', lastName: 'Krüger'"],
  [/name: 'Miriam', part/, "name: 'Nele', part"],
  [/name: 'Jonas', part/, "name: 'Jana', part"],
  [/name: 'Lea', part/, "name: 'Ole', part"],
  [/name: 'Tim', part/, "name: 'Can', part"],
  [/name: 'Sven', part/, "name: 'Piet', part"],
  [/partners: \[[^\]]*\]/, "partners: ['Nele Schäfer', 'Jana Krüger', 'Ole Brandt', 'Can Yilmaz', 'Piet Vogel']"],
  [/Beispiel-Hosting GmbH/, 'Nordhessen Webspace GmbH'],
  [/Beispiel-Mail GmbH/, 'Fuldamail GmbH'],
];

/** band.ts with the real-looking details in place of the sample ones. */
export const withRealDetails = (text: string) => REAL.reduce((t, [sample, real]) => t.replace(sample, real), text);

/** 1.9.2025, the fixtures' day: a build is the same whenever it runs. */
export const FIXTURES_DAY = '1756684800';

/**
 * The fixtures' site, built once per process for each kind of details (samples or real-looking): every
 * server suite used to build its own (the deploy suites four times, the styled three), the same bytes
 * each time (the build is reproducible, test/build/reproducible.test.ts). Removed when the process ends.
 */
const builtOnce = new Map<boolean, Promise<RepoCopy>>();

/** A copy of the repository with the fixtures' data as the band's, built; with real details unless `samples`. */
export async function bandCopy(prefix: string, { samples = false } = {}): Promise<RepoCopy> {
  // The build's day, for this copy's later builds and deploy runs too.
  process.env.SOURCE_DATE_EPOCH = FIXTURES_DAY;
  let built = builtOnce.get(samples);
  if (!built) {
    built = buildBandCopy(samples);
    builtOnce.set(samples, built);
    const template = await built;
    process.once('exit', () => rmSync(template.dir, { recursive: true, force: true }));
  }
  return copyOfCopy(await built, prefix);
}

async function buildBandCopy(samples: boolean): Promise<RepoCopy> {
  const copy = await copyRepo(undefined, { prefix: 'band-fixture-site-' });
  for (const name of ['band', 'gigs', 'songs']) {
    const text = await readFile(join(process.cwd(), `test/fixtures/data/${name}.ts`), 'utf8');
    await copy.write(`src/data/${name}.ts`, text.replace(/'(?:\.\.\/)+src\/data\//g, "'./"));
  }
  if (!samples) await copy.edit('src/data/band.ts', withRealDetails);
  await build(copy);
  return copy;
}

export async function build(copy: RepoCopy): Promise<void> {
  const built = await copy.run(process.execPath, ['build.mjs']);
  if (built.code !== 0) throw new Error(`the build failed:\n${built.stderr}`);
}

export interface Run {
  code: number;
  out: string;
}

/** The commands runCommand runs, each as node's arguments: the steps the editor runs as package.json's scripts do. */
const COMMANDS: Record<string, readonly string[]> = { 'deployCommand.ts': STEPS.deploy, 'checkSiteCommand.ts': STEPS['check-site'] };

/**
 * The deploy lock's settling (1.5 s) and the back-off before a reconnect (2, 4, 8 s) shortened for a test
 * run: set for every run here but where a case passes REAL_TIMINGS (the two deploys at once, the cut line
 * on FTPS), so that the real ones keep a test each. A band never sets it (src/deploy reads it: see
 * docs/decisions.md, "Issue 54").
 */
export const TEST_TIMINGS = { DEPLOY_TEST_TIMINGS: 'fast' };
export const REAL_TIMINGS = { DEPLOY_TEST_TIMINGS: '' };

/**
 * A command of src/deploy/ (`deployCommand.ts`, `checkSiteCommand.ts`) in `cwd`, with `env` (and
 * TEST_TIMINGS unless it says otherwise) and nothing of the caller's secrets or agent; `HOME` holds its
 * ~/.ssh/known_hosts. It runs as `npm run deploy` and `npm run check-site` run it, without npm and the
 * build before it; `npm run deploy` itself runs in workflow.servers.test.ts and from the editor in
 * editor.servers.test.ts.
 */
export async function runCommand(
  command: string,
  cwd: string,
  home: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<Run> {
  const step = COMMANDS[command];
  if (!step) throw new Error(`runCommand runs ${Object.keys(COMMANDS).join(' or ')}, not ${command}`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...step, ...args],
      { cwd, env: { PATH: process.env.PATH, HOME: home, ...TEST_TIMINGS, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

/** Every file under `dir` (hidden ones too) → its bytes. */
export async function tree(dir: string, under = ''): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(join(dir, under), { withFileTypes: true })) {
    const path = `${under}${entry.name}`;
    if (entry.isDirectory()) for (const [p, c] of await tree(dir, `${path}/`)) files.set(p, c);
    else files.set(path, await readFile(join(dir, path)));
  }
  return files;
}
