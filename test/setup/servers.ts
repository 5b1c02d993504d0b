// Real servers for the deploy suites, on 127.0.0.1 with their own configuration and ports: Debian's
// OpenSSH server (internal-sftp) and vsftpd (explicit TLS forced on control and data, TLS session
// reuse required), and a TCP proxy that can cut the line. Each start waits a bounded time; stop() ends it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './waitFor';

export const SSHD = process.env.SSHD_PATH || '/usr/sbin/sshd';
export const VSFTPD = process.env.VSFTPD_PATH || '/usr/sbin/vsftpd';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }),
  );
}

/** Whether something on 127.0.0.1 accepts connections on `port`. */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(!!socket.end()));
    socket.on('error', () => resolve(false));
  });

function run(command: string, args: string[]) {
  const done = spawnSync(command, args, { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${done.stderr}`);
  return done.stdout;
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

/** Starts `command` and waits (at most 10 s) until `port` accepts connections. */
async function startDaemon(command: string, args: string[], port: number, log: () => Promise<string>) {
  let output = '';
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const orphan = () => child.kill();
  process.once('exit', orphan);
  const started = () => {
    if (child.exitCode !== null) throw new Error('it exited');
    return accepts(port);
  };
  await waitFor(started, { what: `port ${port} to accept` }).catch(async (error: Error) => {
    child.kill();
    throw new Error(`${command} did not start (${error.message}):\n${output}\n${await log()}`);
  });
  return async () => {
    child.kill('SIGTERM');
    await exited;
    process.off('exit', orphan);
  };
}

export interface Sshd {
  port: number;
  user: string;
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
 * sshd with its own host key and config. Login as the current user by the generated key; by
 * password too when the system lets us set one for a test user (root: it does not change the
 * machine's password; password logins are tested where PAM accepts the one given).
 */
export async function startSshd(): Promise<Sshd> {
  const dir = await mkdtemp(join(tmpdir(), 'band-sshd-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'host_key')]);
  run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'client_key')]);
  await writeFile(join(dir, 'authorized_keys'), await readFile(join(dir, 'client_key.pub')));
  await chmod(join(dir, 'authorized_keys'), 0o600);
  const root = join(dir, 'www');
  await mkdir(root);
  await writeFile(
    join(dir, 'sshd_config'),
    `ListenAddress 127.0.0.1
Port ${port}
HostKey ${dir}/host_key
PidFile ${dir}/sshd.pid
AuthorizedKeysFile ${dir}/authorized_keys
StrictModes no
PermitRootLogin yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
Subsystem sftp internal-sftp
LogLevel VERBOSE
`,
  );
  // sshd wants its privilege separation folder.
  await mkdir('/run/sshd', { recursive: true }).catch(() => {});
  const log = join(dir, 'sshd.log');
  const stop = await startDaemon(SSHD, ['-D', '-e', '-f', join(dir, 'sshd_config'), '-E', log], port, () =>
    readFile(log, 'utf8').catch(() => ''),
  );
  const pub = (await readFile(join(dir, 'host_key.pub'), 'utf8')).trim().split(' ');
  return {
    port,
    user: user(),
    password: '',
    root,
    knownHostsLine: `[127.0.0.1]:${port} ${pub[0]} ${pub[1]}`,
    keyFile: join(dir, 'client_key'),
    dir,
    async stop() {
      await stop();
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
 * vsftpd with TLS forced on control and data and session reuse required, for a local user made
 * for the test (a system user with a random password; removed by stop()).
 */
export async function startVsftpd(): Promise<Ftpd> {
  const dir = await mkdtemp(join(tmpdir(), 'band-ftpd-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const name = `bandftp${process.pid % 100000}`;
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const root = join(dir, 'home');
  run('useradd', ['-M', '-d', root, '-s', '/bin/sh', name]);
  await mkdir(join(root, 'www'), { recursive: true });
  run('chown', ['-R', `${name}:${name}`, root]);
  spawnSync('chpasswd', [], { input: `${name}:${password}\n` });
  selfSignedCert(dir);
  const pasv = await freePort();
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
ssl_enable=YES
force_local_logins_ssl=YES
force_local_data_ssl=YES
require_ssl_reuse=YES
ssl_ciphers=HIGH
rsa_cert_file=${dir}/cert.pem
rsa_private_key_file=${dir}/key.pem
pasv_enable=YES
pasv_address=127.0.0.1
pasv_min_port=${pasv}
pasv_max_port=${pasv + 20}
xferlog_enable=YES
vsftpd_log_file=${dir}/vsftpd.log
dual_log_enable=YES
log_ftp_protocol=YES
`,
  );
  await mkdir('/var/run/vsftpd/empty', { recursive: true }).catch(() => {});
  const log = join(dir, 'vsftpd.log');
  let stop: () => Promise<void>;
  try {
    stop = await startDaemon(VSFTPD, [join(dir, 'vsftpd.conf')], port, () => readFile(log, 'utf8').catch(() => ''));
  } catch (error) {
    spawnSync('userdel', [name]);
    throw error;
  }
  return {
    port,
    user: name,
    password,
    root: join(root, 'www'),
    certFile: join(dir, 'cert.pem'),
    dir,
    async stop() {
      await stop();
      spawnSync('userdel', [name]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Proxy {
  port: number;
  /** Bytes passed from the client to the server so far. */
  sent(): number;
  /** Cuts every connection once `bytes` more have passed from client to server. */
  cutAfter(bytes: number): void;
  stop(): Promise<void>;
}

/** A TCP proxy in front of `port` that can drop the line in the middle of a transfer. */
export async function startProxy(port: number): Promise<Proxy> {
  let passed = 0;
  let limit = Infinity;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      passed += chunk.length;
      if (passed > limit) return cut();
      upstream.write(chunk);
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
    stop() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
