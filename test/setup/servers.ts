// Real servers for the deploy suites, on 127.0.0.1 with their own configuration and ports: Debian's
// OpenSSH server (internal-sftp) and vsftpd (explicit TLS forced on control and data, TLS session
// reuse required; or, for a test that needs it, without TLS or slowed), and a TCP proxy that can cut
// or slow the line. ProFTPD, which Debian cannot install beside vsftpd, has its own file (proftpd.ts)
// on the helpers here. Each start waits a bounded time; stop() ends it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './waitFor';

export const SSHD = process.env.SSHD_PATH || '/usr/sbin/sshd';
export const VSFTPD = process.env.VSFTPD_PATH || '/usr/sbin/vsftpd';

/** Ports handed out by freePort in this process, none of them twice. */
const handedOut = new Set<number>();

/**
 * A port nobody listens on now, and one this process has not handed out before: servers started
 * side by side would otherwise be given the same port, and the one that cannot bind it would look
 * started because the other one answers there.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      }),
    );
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

/**
 * Whether process `pid` or one it started holds the socket listening on 127.0.0.1:`port`: a port
 * that accepts may still be another program's (a daemon that could not bind it exits a moment later).
 */
function listensOn(pid: number, port: number): boolean {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address, state 0A (LISTEN), inode
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  for (const owner of [pid, ...descendants(pid)]) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${owner}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${owner}/fd/${fd}`);
        if (inodes.has(target.slice('socket:['.length, -1))) return true;
      } catch {} // closed meanwhile
    }
  }
  return false;
}

/** Whether something on 127.0.0.1 accepts connections on `port`. */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(!!socket.end()));
    socket.on('error', () => resolve(false));
  });

/** Runs `command` to its end and returns what it printed; throws with its stderr when it fails. */
function run(command: string, args: string[]) {
  const done = accountsCommand(command, args);
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${done.stderr}`);
  return done.stdout;
}

/**
 * `command` run to its end; useradd, userdel and chpasswd tried again (for up to 10 s) while another
 * one holds /etc/passwd's or /etc/shadow's lock: the servers' suites run in two processes at once.
 */
function accountsCommand(command: string, args: string[], input?: string) {
  for (let tries = 0; ; tries += 1) {
    const done = spawnSync(command, args, { encoding: 'utf8', input });
    if (done.status === 0 || tries === 100 || !/lock/i.test(done.stderr ?? '')) return done;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
}

/** A self-signed certificate for 127.0.0.1 in `dir` (cert.pem, key.pem), good for two days. */
export function selfSignedCert(dir: string): void {
  run('openssl', [
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
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ]);
}

export interface Daemon {
  /** What it printed on stdout and stderr so far (ProFTPD in the foreground logs there). */
  output(): string;
  /** Ends it and the sessions it started (SIGTERM) and waits until they are gone. */
  stop(): Promise<void>;
}

/** The processes `pid` started, and theirs, by the parent each names in /proc/<pid>/stat; zombies left out. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (name) state ppid …": the name may hold spaces and parentheses, so read from its last ')'.
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      children.set(Number(parent), [...(children.get(Number(parent)) ?? []), Number(name)]);
    } catch {} // ended meanwhile
  }
  const found: number[] = [];
  for (let next = [pid]; next.length;) {
    next = next.flatMap((p) => children.get(p) ?? []);
    found.push(...next);
  }
  return found;
}

/** Whether process `pid` still runs (a zombie does not). */
function running(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Sends `signal` to each of `pids`, those gone already skipped. */
function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {} // gone
  }
}

/** Starts `command` (with `env` added to ours) and waits (at most 10 s) until `port` accepts connections. */
export async function startDaemon(
  command: string,
  args: string[],
  port: number,
  log: () => Promise<string>,
  env: Record<string, string> = {},
): Promise<Daemon> {
  let output = '';
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const orphan = () => child.kill();
  process.once('exit', orphan);
  const started = () => {
    if (child.exitCode !== null) throw new Error('it exited');
    return listensOn(child.pid!, port);
  };
  await waitFor(started, { what: `port ${port} to accept` }).catch(async (error: Error) => {
    child.kill();
    throw new Error(`${command} did not start (${error.message}):\n${output}\n${await log()}`);
  });
  return {
    output: () => output,
    async stop() {
      // A session still open outlives its daemon (ProFTPD's, vsftpd's, sshd's each are processes of
      // their own) and keeps the test user busy, which userdel then refuses: they end with it.
      const sessions = descendants(child.pid!);
      child.kill('SIGTERM');
      signal(sessions, 'SIGTERM');
      await exited;
      process.off('exit', orphan);
      await waitFor(() => !sessions.some(running), { limit: 5000, what: 'its sessions to end' }).catch(() => signal(sessions, 'SIGKILL'));
    },
  };
}

export interface TestUser {
  name: string;
  /** Random, made for this run; never printed. */
  password: string;
  /** The user's home folder (absolute), owned by it. */
  home: string;
  /** `www` in the home folder, owned by the user: the web root the tests publish into. */
  root: string;
  /** Removes the user from the system (its files go with the server's folder). */
  remove(): void;
}

let users = 0;

/**
 * A system user for one server, as a host gives one: its home `dir`/home with a `www` folder in it,
 * and a random password. Servers log in real users, so the tests make one rather than change the
 * password of an existing one; remove() takes it off the system again.
 */
export async function testUser(prefix: string, dir: string): Promise<TestUser> {
  users += 1;
  // Two servers of one process at once (vsftpd and ProFTPD, say) each get their own.
  const name = `${prefix}${process.pid % 100000}x${users}`;
  const password = `pw-${randomBytes(12).toString('hex')}`;
  const home = join(dir, 'home');
  run('useradd', ['-M', '-d', home, '-s', '/bin/sh', name]);
  const remove = () => {
    const done = accountsCommand('userdel', [name]);
    // A stop() does not fail for it, but a user left behind is said, with how to remove it.
    if (done.status !== 0) console.error(`userdel ${name} failed (${done.stderr.trim()}); remove it with: userdel ${name}`);
  };
  try {
    await mkdir(join(home, 'www'), { recursive: true });
    run('chown', ['-R', `${name}:${name}`, home]);
    // On stdin, so the password shows in no process list; chpasswd's complaint names the user only.
    const set = accountsCommand('chpasswd', [], `${name}:${password}\n`);
    if (set.status !== 0) throw new Error(`chpasswd for ${name} failed: ${set.stderr}`);
  } catch (error) {
    remove();
    throw error;
  }
  return { name, password, home, root: join(home, 'www'), remove };
}

export interface SshdOptions {
  /**
   * Log in as a user made for the test, by password (PasswordAuthentication yes) as well as by the
   * key; without it, the current user logs in by the key alone.
   */
  password?: boolean;
  /** SFTP requests the server refuses (internal-sftp -P), by the names `sftp-server -Q requests` lists: 'posix-rename', say. */
  deny?: string[];
}

export interface Sshd {
  port: number;
  user: string;
  /** The user's password; '' when the key alone logs in. */
  password: string;
  /** The folder the tests publish into (absolute). */
  root: string;
  /** The server's host key line for known_hosts ('[127.0.0.1]:port ssh-ed25519 AAAA…'). */
  knownHostsLine: string;
  /** A private key file the server accepts. */
  keyFile: string;
  dir: string;
  stop(): Promise<void>;
}

/** The current user's name (root in CI). */
export const user = () => run('id', ['-un']).trim();

/**
 * sshd with its own host key and config. Without options: the current user logs in by the
 * generated key and publishes into `dir`/www. With `password`: a user made for the test logs in by
 * its password or the same key, and publishes into its home's www.
 */
export async function startSshd({ password = false, deny = [] }: SshdOptions = {}): Promise<Sshd> {
  const dir = await mkdtemp(join(tmpdir(), 'band-sshd-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'host_key')]);
  run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'client_key')]);
  await writeFile(join(dir, 'authorized_keys'), await readFile(join(dir, 'client_key.pub')));
  // sshd reads the keys as the user logging in: a test user must be able to read root's file.
  await chmod(join(dir, 'authorized_keys'), password ? 0o644 : 0o600);
  const account = password ? await testUser('bandssh', dir) : undefined;
  const root = account?.root ?? join(dir, 'www');
  if (!account) await mkdir(root);
  await writeFile(
    join(dir, 'sshd_config'),
    `ListenAddress 127.0.0.1
Port ${port}
HostKey ${dir}/host_key
PidFile ${dir}/sshd.pid
AuthorizedKeysFile ${dir}/authorized_keys
StrictModes no
PermitRootLogin yes
PasswordAuthentication ${password ? 'yes' : 'no'}
KbdInteractiveAuthentication no
UsePAM no
Subsystem sftp internal-sftp${deny.length ? ` -P ${deny.join(',')}` : ''}
LogLevel VERBOSE
`,
  );
  // sshd wants its privilege separation folder.
  await mkdir('/run/sshd', { recursive: true }).catch(() => {});
  const log = join(dir, 'sshd.log');
  let daemon: Daemon;
  try {
    daemon = await startDaemon(SSHD, ['-D', '-e', '-f', join(dir, 'sshd_config'), '-E', log], port, () =>
      readFile(log, 'utf8').catch(() => ''),
    );
  } catch (error) {
    account?.remove();
    throw error;
  }
  const pub = (await readFile(join(dir, 'host_key.pub'), 'utf8')).trim().split(' ');
  return {
    port,
    user: account?.name ?? user(),
    password: account?.password ?? '',
    root,
    knownHostsLine: `[127.0.0.1]:${port} ${pub[0]} ${pub[1]}`,
    keyFile: join(dir, 'client_key'),
    dir,
    async stop() {
      await daemon.stop();
      account?.remove();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Ftpd {
  port: number;
  user: string;
  password: string;
  root: string;
  /** The server's certificate (self-signed): what NODE_EXTRA_CA_CERTS names to trust it. */
  certFile: string;
  dir: string;
  stop(): Promise<void>;
}

/**
 * The handle of an FTP server configured in `dir` for `account` (with selfSignedCert's cert.pem), and
 * its daemon: `start` starts it. A system user must not outlive its test: where the daemon does not
 * come up the account is removed at once, and stop() ends the daemon, then removes the account and `dir`.
 */
export async function ftpServer(port: number, dir: string, account: TestUser, start: () => Promise<Daemon>) {
  let daemon: Daemon;
  try {
    daemon = await start();
  } catch (error) {
    account.remove();
    throw error;
  }
  const server: Ftpd = {
    port,
    user: account.name,
    password: account.password,
    root: account.root,
    certFile: join(dir, 'cert.pem'),
    dir,
    async stop() {
      await daemon.stop();
      account.remove();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return { server, daemon };
}

export interface VsftpdOptions {
  /**
   * TLS forced on control and data, session reuse required (the default); false: none at all
   * (ssl_enable=NO), for what a host without FTPS answers to AUTH TLS.
   */
  tls?: boolean;
  /** Data connections limited to this many bytes per second (local_max_rate): a slow line that still moves. */
  maxRate?: number;
}

/**
 * vsftpd with TLS forced on control and data and session reuse required (unless `tls` is false),
 * for a local user made for the test (a system user with a random password; removed by stop()).
 */
export async function startVsftpd({ tls = true, maxRate }: VsftpdOptions = {}): Promise<Ftpd> {
  const dir = await mkdtemp(join(tmpdir(), 'band-ftpd-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const account = await testUser('bandftp', dir);
  selfSignedCert(dir);
  const pasv = await freePort();
  const secure = tls
    ? `ssl_enable=YES
force_local_logins_ssl=YES
force_local_data_ssl=YES
require_ssl_reuse=YES
ssl_ciphers=HIGH
rsa_cert_file=${dir}/cert.pem
rsa_private_key_file=${dir}/key.pem`
    : 'ssl_enable=NO';
  await writeFile(
    join(dir, 'vsftpd.conf'),
    `listen=YES
listen_address=127.0.0.1
listen_port=${port}
background=NO
anonymous_enable=NO
local_enable=YES
write_enable=YES
local_umask=022
pam_service_name=vsftpd
secure_chroot_dir=/var/run/vsftpd/empty
seccomp_sandbox=NO
${secure}
pasv_enable=YES
pasv_address=127.0.0.1
pasv_min_port=${pasv}
pasv_max_port=${pasv + 20}
xferlog_enable=YES
vsftpd_log_file=${dir}/vsftpd.log
dual_log_enable=YES
log_ftp_protocol=YES
${maxRate ? `local_max_rate=${maxRate}\n` : ''}`,
  );
  await mkdir('/var/run/vsftpd/empty', { recursive: true }).catch(() => {});
  const log = join(dir, 'vsftpd.log');
  const { server } = await ftpServer(port, dir, account, () =>
    startDaemon(VSFTPD, [join(dir, 'vsftpd.conf')], port, () => readFile(log, 'utf8').catch(() => '')),
  );
  return server;
}

export interface Proxy {
  port: number;
  /** Bytes passed from the client to the server so far. */
  sent(): number;
  /** Cuts every connection once `bytes` more have passed from client to server. */
  cutAfter(bytes: number): void;
  /**
   * Lets at most `bytesPerSecond` pass from client to server, all connections together (Infinity
   * lifts it): a slow uplink, for what a deploy shows and does while a large file is under way.
   */
  throttle(bytesPerSecond: number): void;
  stop(): Promise<void>;
}

/** A TCP proxy in front of `port` that can drop the line in the middle of a transfer, or slow it. */
export async function startProxy(port: number): Promise<Proxy> {
  let passed = 0;
  let limit = Infinity;
  let rate = Infinity;
  // When the bytes let through so far have used up their share of the rate (ms, as Date.now()).
  let due = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    const forward = (chunk: Buffer) => {
      passed += chunk.length;
      if (passed > limit) return cut();
      upstream.write(chunk);
    };
    // Throttled, the client's socket is paused while a chunk waits its turn, so no more than one
    // chunk is held and the client itself feels the slow line (TCP's window fills), as on a real one.
    const trickle = (chunk: Buffer): void => {
      if (client.destroyed) return;
      const wait = due - Date.now();
      if (wait > 0) return void setTimeout(() => trickle(chunk), wait);
      // A tenth of a second's worth at a time, so that the line flows evenly rather than in bursts.
      const slice = chunk.subarray(0, Math.max(1, Math.floor(rate / 10)));
      forward(slice);
      due = Math.max(due, Date.now()) + (slice.length / rate) * 1000;
      if (slice.length < chunk.length) trickle(chunk.subarray(slice.length));
      else client.resume();
    };
    client.on('data', (chunk: Buffer) => {
      if (rate === Infinity) return forward(chunk);
      client.pause();
      trickle(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', cut).on('error', cut);
    upstream.on('close', cut).on('error', cut);
  });
  const listening = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return {
    port: listening,
    sent: () => passed,
    cutAfter(bytes) {
      limit = passed + bytes;
    },
    throttle(bytesPerSecond) {
      rate = bytesPerSecond;
      due = 0;
    },
    stop() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
