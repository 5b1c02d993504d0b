// Runs every test suite in order and ends with one line: "N passed, N failed".
//
//   node test/run.mjs            everything below, in this order
//   node test/run.mjs unit       type check, format, domain (3 time zones), layers, data, static, configurator, bundle, components, gig page script, widget
//   node test/run.mjs build      the full builds: `npm run build` on a copy of the repository (data check, budget), twice the same
//   node test/run.mjs browser    the real-browser suites alone: Chromium in full, Firefox ESR and WebKitGTK cross-engine
//
// Each step has a time limit (LIMIT_MINUTES): a step that hangs is stopped and counts as a failure.
// The browser suites need Debian packages (BROWSERS); when one is missing, the run stops before its
// first step with the command that installs them (.ci/run installs them on a bare machine).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const uvu = (dir, ...imports) => [
  'node',
  [...imports.flatMap((i) => ['--import', i]), '--import', 'tsx', 'node_modules/uvu/bin.js', dir, '--no-color'],
];
const only = (file, [command, args]) => [command, [...args.slice(0, -1), file, '--no-color']];
// WebKitGTK's MiniBrowser needs a display; without one, xvfb-run lends it a virtual one.
const withDisplay = ([command, args]) => (process.env.DISPLAY ? [command, args] : ['xvfb-run', ['-a', command, ...args]]);

// Gig dates must not shift in any time zone: the date rules run in three.
const TIME_ZONES = ['Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati'];

// No step may hang the run: one that outlives its limit is stopped (its whole process group: the
// browsers and the display with it) and counts as a failure. About five times what a step needs on
// a quiet machine; the engine suites also end any single check after 60 s (test/setup/engineSuite.ts).
const LIMIT_MINUTES = { unit: 5, build: 10, browser: 15 };

const STEPS = [
  { group: 'unit', name: 'type check', cmd: ['npx', ['tsc', '-p', '.']] },
  // The whole tree follows the formatter (.prettierrc.json); `npm run format` rewrites it.
  { group: 'unit', name: 'format (prettier --check)', cmd: ['npx', ['prettier', '--check', '.']] },
  ...TIME_ZONES.map((tz) => ({ group: 'unit', name: `domain (TZ=${tz})`, cmd: uvu('test/domain'), env: { TZ: tz } })),
  { group: 'unit', name: 'layers', cmd: uvu('test/layers') },
  { group: 'unit', name: 'data', cmd: uvu('test/data') },
  { group: 'unit', name: 'static', cmd: uvu('test/static', './test/setup/assets.mjs') },
  { group: 'unit', name: 'configurator', cmd: uvu('test/configurator') },
  { group: 'unit', name: 'bundle', cmd: uvu('test/bundle') },
  { group: 'unit', name: 'components', cmd: uvu('test/ui', './test/setup/assets.mjs', './test/setup/dom.mjs') },
  { group: 'unit', name: 'gig page script', cmd: uvu('test/gigPage', './test/setup/assets.mjs', './test/setup/dom.mjs') },
  { group: 'unit', name: 'widget (options, mounting, styles)', cmd: uvu('test/widget', './test/setup/assets.mjs', './test/setup/dom.mjs') },
  { group: 'build', name: 'build (data check, budget, reproducibility)', cmd: uvu('test/build') },
  // Against Debian's sshd, vsftpd and Apache, which the suite starts on 127.0.0.1 (BROWSERS lists them).
  { group: 'browser', name: 'deploy and check-site (sshd, vsftpd, Apache)', cmd: uvu('test/deploy') },
  { group: 'browser', name: 'browser (Chromium)', cmd: uvu('test/browser') },
  { group: 'browser', name: 'browser (Firefox ESR)', cmd: only('firefox', uvu('test/engines')) },
  { group: 'browser', name: 'browser (WebKitGTK)', cmd: withDisplay(only('webkit', uvu('test/engines'))) },
];

/** What the browser suites need from Debian, by the file that shows it is there. */
const BROWSERS = {
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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

/** The packages the browser suites need and lack; [] when all are there. Never installs anything. */
const missingPackages = () =>
  Object.entries(BROWSERS)
    .filter(([, file]) => !existsSync(file))
    .map(([pkg]) => pkg);

/** The step running now, so that an interrupted run (Ctrl-C) stops it too: it runs in a process group of its own. */
let current;

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
    if (!current) process.exit(code);
    // the step's last words still reach the terminal
    current.once('close', () => process.exit(code));
    setTimeout(() => process.exit(code), 6000);
    stop(current);
  });
}

function run({ name, group, cmd: [command, args], env }) {
  console.log(`\n=== ${name} ===`);
  const minutes = LIMIT_MINUTES[group];
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    current = child;
    let out = '';
    let late = false;
    let done = false;
    const finish = (code) => {
      if (done) return;
      done = true;
      clearTimeout(limit);
      clearTimeout(gone);
      current = undefined;
      resolve({ code, late, out: out.replace(/\x1b\[[0-9;]*m/g, '') });
    };
    let gone;
    const limit = setTimeout(() => {
      late = true;
      console.log(`\n--- ${name}: still running after ${minutes} minutes; stopped`);
      stop(child);
      // should something of it keep the output open, the step ends all the same
      gone = setTimeout(() => finish(null), 10_000);
    }, minutes * 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
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
const missing = steps.some((s) => s.group === 'browser') ? missingPackages() : [];
if (missing.length) {
  const install = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  console.log(`The browser tests need ${missing.join(', ')} from Debian. Install them with:`);
  console.log(process.getuid?.() === 0 ? `  ${install}` : `  sudo sh -c '${install}'`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
for (const step of steps) {
  const { code, late, out } = await run(step);
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
  if (code !== 0) console.log(`--- ${step.name} failed (exit code ${code})`);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
