// The small process that starts the editor's git commands for it (runInHelper.ts says why). Plain
// JavaScript, loaded without tsx: it stays small, which is its whole point. One request a message:
// { id, file, args, cwd, env, timeout }; one answer each: { id, code, signal, stdout, stderr } or
// { id, error: { code, message } } when the command could not start (git not installed: ENOENT).
const { spawn } = require('node:child_process');

process.on('message', ({ id, file, args, cwd, env, timeout }) => {
  let child;
  try {
    child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout, killSignal: 'SIGKILL' });
  } catch (error) {
    process.send({ id, error: { code: error.code, message: error.message } });
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
    process.send({ id, error: { code: error.code, message: error.message } });
  });
  child.on('close', (code, signal) => {
    if (answered) return;
    answered = true;
    process.send({ id, code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
  });
});
// The editor is gone (ended, or stopped with Ctrl-C): so is its helper.
process.on('disconnect', () => process.exit(0));
