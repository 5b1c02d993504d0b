// Runs every test suite and ends with one line: "N passed, N failed". The steps run side by side where
// they can (see the end of this file: those that compare painted frames run last, beside nothing but each
// other); the output shows each step whole, in the order below, with the seconds it took on the clock and
// of the processor, and at the end the ten slowest test files.
//
//   node test/run.mjs            everything below
//   node test/run.mjs unit       type check, format, domain (3 time zones), layers, data, static and configurator, the editor, deploy rules, bundle, components, gig page script and widget
//   node test/run.mjs build      the full builds: `npm run build` on a copy of the repository (data check, budget), twice the same
//   node test/run.mjs browser    deploy against real servers, and the real-browser suites: every Chromium suite (in Debian's headless shell, all but media.test.ts and prerender.test.ts, in full Chromium), Firefox ESR and WebKitGTK cross-engine, photos and sound in all three
//
// Each step has a time limit (LIMIT_MINUTES): a step that hangs is stopped and counts as a failure.
// The browser suites need Debian packages (BROWSERS); when one is missing, the run stops before its
// first step with the command that installs them (.ci/run installs them on a bare machine). A step
// may have a set-up (ProFTPD unpacked into .cache/proftpd/ for the deploy suites), run before the
// first step; one that fails stops the run there, with the command that fixes it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * uvu on the test files in `dir` (those matching `pattern`, a regular expression on their path in it), after
 * `imports`: uvu's own command line with each file's seconds noted for the slowest files (test/setup/timedUvu.mjs).
 */
const uvu = (dir, { imports = [], pattern } = {}) => [
  'node',
  [
    ...imports.flatMap((i) => ['--import', i]),
    '--import',
    'tsx',
    'test/setup/timedUvu.mjs',
    dir,
    ...(pattern ? [pattern] : []),
    '--no-color',
  ],
];
// Happy-dom first: loaded before any loader hook (the text assets', tsx's), its many modules load
// directly instead of through the hooks' thread, which halves a suite's start.
const DOM = ['./test/setup/dom.mjs', './test/setup/assets.mjs'];
const only = (file, [command, args]) => [command, [...args.slice(0, -1), file, '--no-color']];
// WebKitGTK's MiniBrowser needs a display; without one, xvfb-run lends it a virtual one.
const withDisplay = ([command, args]) => (process.env.DISPLAY ? [command, args] : ['xvfb-run', ['-a', command, ...args]]);

// Gig dates must not shift in any time zone: the date rules run in three.
const TIME_ZONES = ['Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati'];

// No step may hang the run: one that outlives its limit is stopped (its whole process group: the
// browsers and the display with it) and counts as a failure. At least twice what a step needs on a
// quiet machine (the real servers' step needs about 10 minutes since issue 46, Chromium's about 9, the
// Node step about 4), so a busy machine is not taken for a hang; the engine suites also end any single
// check after 60 s (test/setup/engineSuite.ts). Since issue 54 the steps share the cores, so each takes
// longer than alone: on a machine shared with other test runs the servers' step passed 25 minutes
// beside the others, and the Node step 10, hence 40 and 15.
const LIMIT_MINUTES = { unit: 15, build: 15, browser: 40 };

// What the type check and the formatter learnt of unchanged files last time, kept in .cache/ (git-ignored):
// each still reads every file, and checks again whatever changed, its options and its version included.
const CACHE = '.cache';

/** The servers' suites (test/deploy/*.servers.test.ts) in four steps of about equal length, by file names. */
const SERVERS_STEPS = [
  '(deploy|deployCommand\\.json|media)',
  '(bandmates|faults)',
  '(editor|publishHostKey|ftps)',
  '(workflow|publishOlder|styled)',
];
/** The editor's suites (test/editor) of its first step: saves, history and sharing. */
const EDITOR_SAVES = '(save|history|shareRepo|takeIn|stripMetadata)';
/** Chromium's suites (test/browser) in four steps of about equal length, by name and file names. */
const CHROMIUM_STEPS = [
  ['the editor, 1', '(editor|editorExtras|editorRemoval|deploy)'],
  ['the editor, 2', '(editorShared|editorMedia)'],
  ['the site, 1', '(serve|apache|hosts|booking|gigmarks|guard)'],
  ['the site, 2', '(site|gigpage|embed|fallback|kit|tenyears)'],
];
/**
 * Chromium's headless shell (Debian's chromium-headless-shell: the same Blink, without the full
 * browser's window layer), for every Chromium suite but two: 15–30 % less processor a page than full
 * Chromium, and half for the painted frames' fresh pages. `media.test.ts` stays in full Chromium, the
 * browser visitors have, as its check of which lazy photos are fetched before scrolling holds Chromium's
 * own margins, which the shell does not share; so does `prerender.test.ts` (FRAMES_STEPS says why)
 * (test/setup/browser.ts's CHROMIUM, which this sets for the other steps). A Chromium of one's own (CHROMIUM_PATH) stands in for the shell too, unless
 * CHROMIUM_SHELL_PATH names one.
 */
const CHROMIUM_SHELL = process.env.CHROMIUM_SHELL_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const IN_SHELL = { CHROMIUM_PATH: CHROMIUM_SHELL };

/**
 * The browser suites that compare painted frames (test/browser), which run at the end with nothing else
 * but each other, in three processes side by side. By name, file names, and the Chromium they run in.
 * The prerendered pages' first frames on a throttled line run in full Chromium, the browser visitors
 * have. (They were moved there when a frame of Home painted before Programm was taken for the shell's;
 * it came in full Chromium too, from the page itself, which now waits for its route script: docs/decisions.md,
 * "Issue 54: the commands from a bundle, one Chromium a step, a cache entry made once".)
 */
const FRAMES_STEPS = [
  ['photos and videos in Chromium, Firefox ESR, WebKitGTK', '(media)', {}],
  ['the prerendered pages on a throttled line', '(prerender)', {}],
  [
    'the press page and the leading photo in Chromium, Firefox ESR, WebKitGTK; the press page prerendered',
    '(presse|leadPhoto|pressePrerender)',
    IN_SHELL,
  ],
];

const STEPS = [
  {
    group: 'unit',
    name: 'type check',
    cmd: ['node', ['node_modules/typescript/bin/tsc', '-p', '.', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsc.tsbuildinfo`]],
  },
  // The whole tree follows the formatter (.prettierrc.json); `npm run format` rewrites it.
  {
    group: 'unit',
    name: 'format (prettier --check)',
    cmd: ['node', ['node_modules/prettier/bin/prettier.cjs', '--check', '--cache', '--cache-location', `${CACHE}/prettier`, '.']],
  },
  ...TIME_ZONES.map((tz) => ({ group: 'unit', name: `domain (TZ=${tz})`, cmd: uvu('test/domain'), env: { TZ: tz } })),
  // One process for the five: each alone would spend as long starting as testing.
  {
    group: 'unit',
    name: 'layers, data, static, configurator',
    cmd: uvu('test', { imports: ['./test/setup/assets.mjs'], pattern: '^(layers|data|static|configurator)/' }),
  },
  // The editor's suites in two processes, each save a git commit and a data check: saves, history and sharing, and the rest.
  {
    group: 'unit',
    name: 'editor (saves, history, sharing)',
    cost: 5,
    cmd: uvu('test/editor', { imports: ['./test/setup/assets.mjs'], pattern: `^${EDITOR_SAVES}` }),
  },
  {
    group: 'unit',
    name: 'editor (server, preview, publishing, checks)',
    cost: 2,
    cmd: uvu('test/editor', { imports: ['./test/setup/assets.mjs'], pattern: `^(?!${EDITOR_SAVES})` }),
  },
  // The rules of npm run deploy, on no real server: every file in test/deploy but the servers' suites.
  { group: 'unit', name: 'deploy rules', cmd: uvu('test/deploy', { pattern: '^(?!.*\\.servers\\.test\\.ts$).*\\.ts$' }) },
  // A fresh build of dist/ (its compression cached after the first run, src/build/cached.ts).
  { group: 'unit', name: 'bundle', cmd: uvu('test/bundle') },
  // One process for the three: happy-dom and the components load once.
  {
    group: 'unit',
    name: 'components, gig page script, widget and editor page (options, mounting, styles)',
    cost: 1,
    cmd: uvu('test', { imports: DOM, pattern: '^(ui|gigPage|widget|editorPage)/' }),
  },
  { group: 'build', name: 'build (data check, budget, reproducibility)', cmd: uvu('test/build'), cost: 4 },
  // Against Debian's sshd, vsftpd, ProFTPD and Apache, which the suites start on 127.0.0.1 (BROWSERS lists
  // those installed; ProFTPD, which cannot be installed beside vsftpd, is unpacked by its set-up). Mostly
  // waiting (on the servers, the deploy lock's settling, the back-offs of the fault cases, each process a
  // run starts): four steps of about equal length, each beside the other steps from the start, in a lane of its own.
  ...SERVERS_STEPS.map((files, index) => ({
    group: 'browser',
    name: `deploy and check-site, part ${index + 1} of ${SERVERS_STEPS.length} (sshd, vsftpd, ProFTPD, Apache)`,
    cmd: uvu('test/deploy', { pattern: `^${files}\\.servers\\.test\\.ts$` }),
    env: IN_SHELL,
    setUp: 'proftpd',
    beside: true,
  })),
  // Chromium, in four steps that share the cores with the others (much of their time is waiting on a page,
  // a save, a server): the editor's suites in two (none of them builds a preview but the preview's own
  // cases, so a save does not wait on a build), the site's in two.
  ...CHROMIUM_STEPS.map(([name, files]) => ({
    group: 'browser',
    name: `browser (Chromium: ${name})`,
    cmd: uvu('test/browser', { pattern: `^${files}\\.test\\.ts$` }),
    env: IN_SHELL,
    cost: 4,
  })),
  // What compares painted frames, at the end with a display and nothing else beside: photos and sound
  // (issue 38), the press page (issue 47) and the leading photo's takeover (issue 48) in the three
  // engines, WebKitGTK among them, and the prerendered pages' first frames on a throttled line in Chromium.
  ...FRAMES_STEPS.map(([name, files, env]) => ({
    group: 'browser',
    name: `browser (painted frames: ${name})`,
    cmd: withDisplay(only(`^${files}\\.test\\.ts$`, uvu('test/browser'))),
    env,
    last: true,
  })),
  // Some 25 s each, but a cost of 2 puts them in the queue before the short steps: the painted frames
  // begin only when every other step has ended, and these two used to end last.
  { group: 'browser', name: 'browser (Firefox ESR)', cmd: only('firefox', uvu('test/engines')), cost: 2 },
  { group: 'browser', name: 'browser (WebKitGTK)', cmd: withDisplay(only('webkit', uvu('test/engines'))), cost: 2 },
];

/**
 * The browser and servers' suites that the tables above give to no step, or to two: none may be
 * skipped silently, so a new file stops the run until it is given its step.
 */
function unassigned() {
  const tables = [
    [
      'test/browser',
      /\.test\.ts$/,
      [...CHROMIUM_STEPS, ...FRAMES_STEPS].map(([, files]) => files),
      '.test.ts',
      'CHROMIUM_STEPS or FRAMES_STEPS',
    ],
    ['test/deploy', /\.servers\.test\.ts$/, SERVERS_STEPS, '.servers.test.ts', 'SERVERS_STEPS'],
  ];
  return tables.flatMap(([dir, kind, steps, end, table]) =>
    readdirSync(dir)
      .filter((file) => kind.test(file))
      .filter((file) => steps.filter((files) => new RegExp(`^${files}${end.replaceAll('.', '\\.')}$`).test(file)).length !== 1)
      .map((file) => `${dir}/${file} is run by no step, or by two: give it one in ${table} (test/run.mjs).`),
  );
}

/** What the browser suites need from Debian, by the file that shows it is there. */
const BROWSERS = {
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  'chromium-headless-shell': CHROMIUM_SHELL,
  'firefox-esr': process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
  'webkit2gtk-driver': process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/xvfb-run',
  xauth: '/usr/bin/xauth',
  // test/browser/apache.test.ts: the site in a real Apache, over https with a certificate openssl makes.
  apache2: process.env.APACHE_PATH || '/usr/sbin/apache2',
  openssl: '/usr/bin/openssl',
  // test/deploy: npm run deploy against a real SFTP and FTPS server.
  'openssh-server': process.env.SSHD_PATH || '/usr/sbin/sshd',
  vsftpd: process.env.VSFTPD_PATH || '/usr/sbin/vsftpd',
};

/**
 * What steps need done once before they run, by name: a node process that prints what it does and,
 * when it fails, one line with the command that fixes it, and exits non-zero.
 */
const SET_UPS = {
  // Debian's ProFTPD, fetched (apt-get download) and unpacked into .cache/proftpd/ on the first run,
  // reused after (test/setup/proftpd.ts).
  proftpd: [
    'node',
    [
      '--import',
      'tsx',
      '-e',
      "import('./test/setup/proftpd.ts').then((m) => m.ensureProftpd(console.log)).catch((e) => { console.log(e.message); process.exit(1); })",
    ],
  ],
};

/** The packages the browser suites need and lack; [] when all are there. Never installs anything. */
const missingPackages = () =>
  Object.entries(BROWSERS)
    .filter(([, file]) => !existsSync(file))
    .map(([pkg]) => pkg);

/** The steps running now, so that an interrupted run (Ctrl-C) stops them too: each runs in a process group of its own. */
const running = new Set();
/** Set once the run is interrupted: no further step starts. */
let interrupted = false;

/** Ends a step's whole process group: politely first (the browsers' launchers close them), then for good. */
function stop(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {} // the group is gone already
  };
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), 5000).unref();
}

for (const [name, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(name, () => {
    interrupted = true;
    if (!running.size) process.exit(code);
    // the steps' last words still reach the terminal
    let left = running.size;
    for (const child of running) child.once('close', () => --left || process.exit(code));
    setTimeout(() => process.exit(code), 6000);
    for (const child of running) stop(child);
  });
}

/**
 * The terminal shows one step at a time, in the order of STEPS, whatever order they run in: the
 * earliest step not yet shown in full is written as it runs, the output of later ones is held
 * until it is their turn.
 */
function printer(steps) {
  const held = steps.map(() => []);
  const ended = steps.map(() => null);
  let shown = 0;
  let started = false;
  const head = () => {
    if (!started) console.log(`\n=== ${steps[shown].name} ===`);
    started = true;
  };
  const flush = () => {
    while (shown < steps.length) {
      head();
      for (const chunk of held[shown].splice(0)) process.stdout.write(chunk);
      if (ended[shown] === null) return;
      console.log(ended[shown]);
      shown += 1;
      started = false;
    }
  };
  return {
    write(i, chunk) {
      if (i === shown) {
        head();
        process.stdout.write(chunk);
      } else held[i].push(chunk);
    },
    end(i, line) {
      ended[i] = line;
      if (i === shown) flush();
    },
  };
}

/**
 * The processor seconds the whole machine has spent so far (Linux's /proc/stat: user, nice, system,
 * irq, softirq), or undefined elsewhere. A step's `times` misses what its processes did not wait for
 * (Chromium's renderers, the daemons the servers' suites start): on a quiet machine the difference of
 * two readings is what the run cost.
 */
function machineSeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return undefined;
  }
}

/** The processor seconds (user and system) of the processes a shell started, from its `times` ("0m1.5s 0m0.2s" twice). */
function cpuSeconds(times) {
  const children = times.trim().split('\n')[1] ?? '';
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
}

/** Runs one step; `write` gets what it prints (stdout and stderr, as they come); its test files' seconds go to the file `times`. */
function run({ name, group, cmd: [command, args], env }, write, times) {
  const minutes = LIMIT_MINUTES[group];
  const began = Date.now();
  return new Promise((resolve) => {
    // Through sh, whose `times` tells on fd 3 the processor seconds the step and all it started took.
    const child = spawn('sh', ['-c', '"$@"; code=$?; times >&3; exit $code', 'sh', command, ...args], {
      env: { ...process.env, ...env, UVU_TIMES: times },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      detached: true,
    });
    let usage = '';
    child.stdio[3].on('data', (chunk) => (usage += chunk));
    running.add(child);
    let out = '';
    let late = false;
    let done = false;
    const finish = (code) => {
      if (done) return;
      done = true;
      clearTimeout(limit);
      clearTimeout(gone);
      running.delete(child);
      resolve({ code, late, out: out.replace(/\x1b\[[0-9;]*m/g, ''), seconds: (Date.now() - began) / 1000, cpu: cpuSeconds(usage) });
    };
    let gone;
    const limit = setTimeout(() => {
      late = true;
      write(`\n--- ${name}: still running after ${minutes} minutes; stopped\n`);
      stop(child);
      // should something of it keep the output open, the step ends all the same
      gone = setTimeout(() => finish(null), 10_000);
    }, minutes * 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      write(chunk);
    });
    child.stderr.on('data', write);
    child.on('close', (code) => finish(code));
  });
}

const group = process.argv[2];
let passed = 0;
let failed = 0;
const steps = STEPS.filter((s) => !group || s.group === group);
if (!steps.length) {
  console.log(`No step group "${group}": choose one of ${[...new Set(STEPS.map((s) => s.group))].join(', ')}, or none for all.`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
const strays = steps.some((s) => s.group === 'browser') ? unassigned() : [];
if (strays.length) {
  for (const stray of strays) console.log(stray);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
const missing = steps.some((s) => s.group === 'browser') ? missingPackages() : [];
if (missing.length) {
  const install = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  console.log(`The browser tests need ${missing.join(', ')} from Debian. Install them with:`);
  console.log(process.getuid?.() === 0 ? `  ${install}` : `  sudo sh -c '${install}'`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
// Before any step runs, so that a failure costs no waiting: a set-up that fails ends the run.
for (const name of new Set(steps.map((s) => s.setUp).filter(Boolean))) {
  const [command, args] = SET_UPS[name];
  const done = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (done.status !== 0) {
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  }
}
// One more lane than cores: the browser steps spend much of their time waiting on a page or a server.
const WIDTH = Math.max(2, availableParallelism()) + 1;
const show = printer(steps);
// Each step's test files and their seconds (test/setup/timedUvu.mjs), one JSON line a file.
const TIMES = mkdtempSync(join(tmpdir(), 'band-test-times-'));
process.on('exit', () => rmSync(TIMES, { recursive: true, force: true }));
const results = [];
const began = Date.now();
const machineBefore = machineSeconds();
async function runStep(i) {
  if (interrupted) return;
  const step = steps[i];
  const result = await run(step, (chunk) => show.write(i, chunk), join(TIMES, `${i}.jsonl`));
  results[i] = result;
  const verdict = result.code === 0 ? '' : ` failed (exit code ${result.code})`;
  // When it started, counted from the run's start: which steps ran beside which, and what held the end.
  const from = (Date.now() - began) / 1000 - result.seconds;
  show.end(
    i,
    `--- ${step.name}${verdict}${unran(result.out)}, ${result.seconds.toFixed(1)} s (processor: ${result.cpu.toFixed(0)} s), from ${from.toFixed(0)} s`,
  );
}
/**
 * Tests counted but neither passed nor failed: uvu swallows the error of a suite's `before` hook (its
 * runner returns from `finally`), prints "(0 / N)" and exits 0. The count below calls them failed; this
 * says why, so that no suite is skipped silently.
 */
function unran(out) {
  const total = /Total:\s+(\d+)/.exec(out);
  const ok = /Passed:\s+(\d+)/.exec(out);
  const failures = out.match(/^\s+FAIL\s/gm)?.length ?? 0;
  const missing = total && ok ? Number(total[1]) - Number(ok[1]) - failures : 0;
  return missing > 0
    ? `, ${missing} ${missing === 1 ? 'test' : 'tests'} never ran (a suite's before hook failed and uvu does not say why: run its file alone)`
    : '';
}

// The steps share the machine: those that start servers only on free ports and draw on no display or
// frame timing run side by side, one more at once than the machine has cores (WIDTH), the longest first,
// so that none of them is left to run alone at the end (`cost` orders them: roughly a step's minutes
// beside the others, one where none is given). A step `beside` the others (mostly waiting) runs from the
// start in a lane of its own; the steps marked `last` (they compare painted frames, or wait on the clock)
// run after all the others, side by side with nothing but each other.
const cost = (i) => steps[i].cost ?? 1;
const kind = (i) => (steps[i].last ? 'last' : steps[i].beside ? 'beside' : 'shared');
const queue = [...steps.keys()].filter((i) => kind(i) === 'shared').sort((a, b) => cost(b) - cost(a));
await Promise.all([
  ...[...steps.keys()].filter((i) => kind(i) === 'beside').map(runStep),
  ...Array.from({ length: WIDTH }, async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) await runStep(i);
  }),
]);
await Promise.all([...steps.keys()].filter((i) => kind(i) === 'last').map(runStep));

for (const { code, late, out } of results) {
  const total = /Total:\s+(\d+)/.exec(out);
  const ok = /Passed:\s+(\d+)/.exec(out);
  if (late) {
    failed += 1; // whatever it had counted before it was stopped
  } else if (total && ok) {
    passed += Number(ok[1]);
    failed += Number(total[1]) - Number(ok[1]);
    // A suite that crashed before counting is one failure more.
    if (code !== 0 && Number(total[1]) === Number(ok[1])) failed += 1;
  } else if (code === 0) {
    passed += 1; // a step with no count of its own (the type check) is one check
  } else {
    failed += 1;
  }
}

/** The ten test files that took longest, in any step: where to look when the run grows slow. */
const timed = readdirSync(TIMES).flatMap((name) =>
  readFileSync(join(TIMES, name), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line)),
);
if (timed.length) {
  console.log('\nThe slowest test files (seconds on the clock, and of the processor):');
  for (const { file, seconds, cpu = 0 } of timed.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`${seconds.toFixed(1).padStart(8)} s ${cpu.toFixed(0).padStart(5)} s  ${file}`);
  // Every file's figures, for a closer look than the ten: the last run's, in .cache/ (git-ignored).
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(join(CACHE, 'test-times.jsonl'), timed.map((line) => `${JSON.stringify(line)}\n`).join(''));
}
const cpu = results.reduce((sum, result) => sum + (result?.cpu ?? 0), 0);
const machine = machineBefore === undefined ? undefined : machineSeconds() - machineBefore;
console.log(
  `\n${steps.length} steps in ${((Date.now() - began) / 1000).toFixed(1)} s, ${cpu.toFixed(0)} processor seconds` +
    (machine === undefined ? '' : ` (the whole machine: ${machine.toFixed(0)}, every process on it included)`),
);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
