// Runs every test suite in order and ends with one line: "N passed, N failed".
//
//   node test/run.mjs            type check, domain (3 time zones), bundle, components, browser
//   node test/run.mjs unit       everything but the browser
//   node test/run.mjs browser    the real-browser suite alone
import { spawn } from 'node:child_process';

const uvu = (dir, ...imports) => [
  'node',
  [...imports.flatMap((i) => ['--import', i]), '--import', 'tsx', 'node_modules/uvu/bin.js', dir, '--no-color'],
];

// Gig dates must not shift in any time zone: the date rules run in three.
const TIME_ZONES = ['Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati'];

const STEPS = [
  { group: 'unit', name: 'type check', cmd: ['npx', ['tsc', '-p', '.']] },
  ...TIME_ZONES.map((tz) => ({ group: 'unit', name: `domain (TZ=${tz})`, cmd: uvu('test/domain'), env: { TZ: tz } })),
  { group: 'unit', name: 'data', cmd: uvu('test/data') },
  { group: 'unit', name: 'static', cmd: uvu('test/static') },
  { group: 'unit', name: 'bundle', cmd: uvu('test/bundle') },
  { group: 'unit', name: 'components', cmd: uvu('test/ui', './test/setup/assets.mjs', './test/setup/dom.mjs') },
  { group: 'browser', name: 'browser (Chromium)', cmd: uvu('test/browser') },
];

function run({ name, cmd: [command, args], env }) {
  console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ code, out: out.replace(/\x1b\[[0-9;]*m/g, '') }));
  });
}

const only = process.argv[2];
let passed = 0;
let failed = 0;
for (const step of STEPS.filter((s) => !only || s.group === only)) {
  const { code, out } = await run(step);
  const total = /Total:\s+(\d+)/.exec(out);
  const ok = /Passed:\s+(\d+)/.exec(out);
  if (total && ok) {
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
