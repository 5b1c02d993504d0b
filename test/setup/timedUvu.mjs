// uvu's own command line (node_modules/uvu/bin.js, uvu/run) with one addition: the seconds each test
// file took (its import and its suites), on the clock and of the processor, appended to the file UVU_TIMES names, one JSON line a file, for
// test/run.mjs's slowest files. Output and exit code are uvu's.
//
//   node --import tsx test/setup/timedUvu.mjs <dir> [pattern] [--no-color]
import { appendFileSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'uvu/parse';

const [dir, pattern] = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
if (!process.argv.includes('--no-color')) process.env.FORCE_COLOR = '1';

// As uvu/run: the files only queue their suites, exec() runs them in the files' order.
globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');
const { suites } = await parse(dir, pattern);
const files = suites.map(({ file }) => ({ file: relative(process.cwd(), file), seconds: 0, cpu: 0 }));
/**
 * The processor seconds this process and the children it has waited for took so far (Linux: /proc's
 * utime, stime, cutime and cstime, in clock ticks of 1/100 s): a file's browsers, servers and git runs
 * are counted once they end, as they do within the file.
 */
function cpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return 0;
  }
}
/** A step in a file's queue that only reads the clock: it counts as no test. */
const clock = (apply) => async () => {
  apply(performance.now(), cpuSeconds());
  return [[], 0, 0, 0];
};
for (const [index, suite] of suites.entries()) {
  globalThis.UVU_INDEX = index;
  globalThis.UVU_QUEUE.push([suite.name]);
  const began = performance.now();
  const beganCpu = cpuSeconds();
  await import(pathToFileURL(suite.file).href);
  const timed = files[index];
  timed.seconds = (performance.now() - began) / 1000;
  timed.cpu = cpuSeconds() - beganCpu;
  let start = 0;
  let startCpu = 0;
  const group = globalThis.UVU_QUEUE[index];
  group.splice(
    1,
    0,
    clock((now, cpu) => {
      start = now;
      startCpu = cpu;
    }),
  );
  group.push(
    clock((now, cpu) => {
      timed.seconds += (now - start) / 1000;
      timed.cpu += cpu - startCpu;
    }),
  );
}
// On exit, not after exec(): a suite that ends the process itself (process.exit) still has its seconds counted.
// A step stopped at its time limit (SIGTERM from test/run.mjs) still tells how far its files got.
if (process.env.UVU_TIMES) {
  process.on('exit', () => appendFileSync(process.env.UVU_TIMES, files.map((f) => `${JSON.stringify(f)}\n`).join('')));
  process.once('SIGTERM', () => process.exit(143));
}
await uvu.exec();
