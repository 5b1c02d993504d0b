// How the editor's git commands start (runInHelper.ts says why from a small process). Plain JavaScript,
// loaded without tsx. `runCommand` is the one way both start a command: runInHelper.ts where the helper
// cannot be reached, and this file as the helper itself, when forked (its own main module). One request
// a message: { id, file, args, cwd, env, timeout }; one answer each: { id, code, signal, stdout, stderr }
// or { id, error: { code, message } } when the command could not start (git not installed: ENOENT).
const { spawn } = require('node:child_process');

/** Starts `file` with `args`, killed (SIGKILL) after `timeout` ms; `then(error)` or `then(null, result)` once. */
function runCommand(file, args, { cwd, env, timeout }, then) {
  let child;
  try {
    child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout, killSignal: 'SIGKILL' });
  } catch (error) {
    then(error);
    return;
  }
  const out = [];
  const err = [];
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => err.push(chunk));
  let answered = false;
  child.on('error', (error) => {
    if (answered) return;
    answered = true;
    then(error);
  });
  child.on('close', (code, signal) => {
    if (answered) return;
    answered = true;
    then(null, { code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
  });
}

module.exports = { runCommand };

if (require.main === module) {
  process.on('message', ({ id, file, args, cwd, env, timeout }) =>
    runCommand(file, args, { cwd, env, timeout }, (error, ran) =>
      process.send(error ? { id, error: { code: error.code, message: error.message } } : { id, ...ran }),
    ),
  );
  // The editor is gone (ended, or stopped with Ctrl-C): so is its helper.
  process.on('disconnect', () => process.exit(0));
}
