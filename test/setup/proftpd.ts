// ProFTPD, the FTP server of many shared hosts, for the deploy suites: Debian's own build, unpacked
// rather than installed, because Debian's FTP servers conflict with each other (Conflicts:
// ftp-server) and vsftpd stays installed. The first run fetches its packages with `apt-get download`
// (with the shared libraries they need that the machine lacks) and unpacks them with `dpkg-deb -x`
// into .cache/proftpd/ (git-ignored); later runs reuse that. Nothing is installed or removed.
// startProftpd runs it in the foreground on 127.0.0.1 with explicit FTPS required, for a user made
// for the test, with the refusals hosts configure: no overwriting, no deleting, hidden dotfiles, a
// full quota, forbidden names.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../../src/build/paths';
import { freePort, ftpServer, selfSignedCert, startDaemon, testUser, type Ftpd } from './servers';

/** Where the unpacked packages are kept between runs. */
export const PROFTPD_CACHE = join(ROOT, '.cache', 'proftpd');
/** Written last, once the cache is whole: a folder without it is an interrupted fetch, fetched again. */
const READY = 'ready';
/** The server, and its TLS module: Debian builds mod_tls as a module of its own package. */
const PACKAGES = ['proftpd-core', 'proftpd-mod-crypto'];
/** Debian names its shared library packages lib… (zlib1g the one exception ProFTPD needs). */
const LIBRARY = /^(lib|zlib)/;

export interface ProftpdInstall {
  /** The daemon, usr/sbin/proftpd of the unpacked tree. */
  proftpd: string;
  /** Its modules (ModulePath): mod_tls.so and the others Debian builds as DSOs. */
  modules: string;
  /** LD_LIBRARY_PATH for the libraries unpacked beside it. */
  libraries: string;
}

const asRoot = (command: string) => (process.getuid?.() === 0 ? command : `sudo ${command}`);

/** The one line a failed set-up ends with: what went wrong, and the command that fixes it. */
const failure = (why: string, fix: string) => new Error(`ProFTPD for the deploy tests: ${why}; ${fix}, then run the tests again.`);
/** What mends a failed fetch: apt's package lists, fetched again (apt-get's own line says when the network is what failed). */
const updateLists = () => `run \`${asRoot('apt-get update')}\``;

/** Runs `command` in `cwd`: its exit status and what it printed. */
function sh(command: string, args: string[], { cwd, env }: { cwd?: string; env?: Record<string, string> } = {}) {
  const done = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { ok: done.status === 0, stdout: done.stdout ?? '', stderr: done.stderr ?? String(done.error ?? '') };
}

/** The last line a failed command printed: apt's "E: …" line says what went wrong. */
const lastLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => !/^W: Download is performed unsandboxed/.test(l))
    .pop() ?? '';

/** The paths of the unpacked tree in `base` (the cache or a fetch under way). */
function installIn(base: string): ProftpdInstall {
  const root = join(base, 'root');
  // Libraries unpack into the multiarch folders (usr/lib/x86_64-linux-gnu on amd64).
  const libraries = ['lib', 'usr/lib'].flatMap((dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => /-linux-gnu/.test(name))
          .map((name) => join(root, dir, name))
      : [],
  );
  return { proftpd: join(root, 'usr/sbin/proftpd'), modules: join(root, 'usr/lib/proftpd'), libraries: libraries.join(':') };
}

/** Of the packages `names`, those dpkg knows as installed. */
function installedOf(names: string[]): Set<string> {
  const out = sh('dpkg-query', ['-W', '-f=${Package} ${db:Status-Abbrev}\n', ...names]).stdout;
  return new Set(
    out
      .split('\n')
      .map((line) => line.split(' '))
      .filter(([, status]) => status === 'ii')
      .map(([name]) => name!),
  );
}

/** Each dependency of the package file `deb` as its alternatives' names ("a | b" → [a, b]), versions dropped. */
function dependenciesOf(deb: string): string[][] {
  const field = sh('dpkg-deb', ['-f', deb, 'Depends']).stdout.trim();
  if (!field) return [];
  return field.split(',').map((dependency) => dependency.split('|').map((alternative) => alternative.trim().split(/[\s(:]/)[0]!));
}

/**
 * Makes sure ProFTPD is unpacked in .cache/proftpd/ and returns its paths; fetches it the first
 * time (`say` tells what it does then, as it can take a few seconds). Throws with one line that
 * names the command that fixes the failure.
 */
export function ensureProftpd(say: (line: string) => void = () => {}): ProftpdInstall {
  if (existsSync(join(PROFTPD_CACHE, READY))) return installIn(PROFTPD_CACHE);
  say(`Fetching ProFTPD for the deploy tests (apt-get download ${PACKAGES.join(' ')}) into .cache/proftpd/, once`);
  mkdirSync(dirname(PROFTPD_CACHE), { recursive: true });
  // Fetched and unpacked beside the cache, then renamed into place: an interrupted fetch leaves no half cache.
  const partial = mkdtempSync(`${PROFTPD_CACHE}.partial-`);
  try {
    const debs = join(partial, 'debs');
    mkdirSync(debs);
    let updated = false;
    const download = (names: string[]) => {
      for (;;) {
        const got = sh('apt-get', ['download', ...names], { cwd: debs });
        if (got.ok) return;
        // No package lists (a bare machine) or outdated ones (the version they name is gone): once.
        if (!updated && /Unable to locate package|no installation candidate|Failed to fetch|404/i.test(got.stderr)) {
          say("apt's package lists are missing or outdated: apt-get update");
          const update = sh('apt-get', ['update']);
          updated = true;
          if (update.ok) continue;
          throw failure(`apt-get update failed (${lastLine(update.stderr)})`, updateLists());
        }
        throw failure(`apt-get download ${names.join(' ')} failed (${lastLine(got.stderr)})`, updateLists());
      }
    };
    // The packages, then the library packages they depend on that are not installed, and theirs.
    const fetched = new Set<string>();
    for (let wanted = PACKAGES; wanted.length;) {
      download(wanted);
      for (const name of wanted) fetched.add(name);
      const dependencies = readdirSync(debs).flatMap((deb) => dependenciesOf(join(debs, deb)));
      const installed = installedOf([...new Set(dependencies.flat())]);
      const lacking = dependencies
        .filter((alternatives) => !alternatives.some((name) => installed.has(name) || fetched.has(name)))
        .map((alternatives) => alternatives[0]!)
        .filter((name) => LIBRARY.test(name));
      wanted = [...new Set(lacking)];
    }
    const files = readdirSync(debs);
    for (const deb of files) {
      const unpacked = sh('dpkg-deb', ['-x', join(debs, deb), join(partial, 'root')]);
      if (!unpacked.ok) throw failure(`dpkg-deb -x ${deb} failed (${lastLine(unpacked.stderr)})`, 'free space in .cache/');
    }
    rmSync(debs, { recursive: true });
    checkInstall(installIn(partial));
    writeFileSync(join(partial, READY), `${files.join('\n')}\n`);
    // A cache left without its mark is whole garbage; one another run finished meanwhile is as good as ours.
    if (!existsSync(join(PROFTPD_CACHE, READY))) {
      rmSync(PROFTPD_CACHE, { recursive: true, force: true });
      renameSync(partial, PROFTPD_CACHE);
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return installIn(PROFTPD_CACHE);
}

/** Throws unless the unpacked daemon and mod_tls find every library and start. */
function checkInstall({ proftpd, modules, libraries }: ProftpdInstall) {
  const env = { LD_LIBRARY_PATH: libraries };
  const lacking = [proftpd, join(modules, 'mod_tls.so')].flatMap((file) =>
    [...sh('ldd', [file], { env }).stdout.matchAll(/^\s*(\S+) => not found/gm)].map((m) => m[1]!),
  );
  const version = sh(proftpd, ['-v'], { env });
  if (lacking.length || !version.ok) {
    const why = lacking.length ? `it lacks ${[...new Set(lacking)].join(', ')}` : lastLine(version.stderr);
    throw failure(
      `the unpacked daemon does not run (${why})`,
      `bring the machine's libraries up to date (\`${asRoot('apt-get update && apt-get upgrade')}\`)`,
    );
  }
}

export interface ProftpdOptions {
  /** Whether STOR and RNTO may replace an existing file (AllowOverwrite); true by default here (ProFTPD's own default is off). */
  overwrite?: boolean;
  /** Whether DELE is allowed; true by default. */
  delete?: boolean;
  /** Whether listings (LIST, LIST -a, MLSD) leave out names that start with '.'; SIZE, RETR and STOR by name still work. */
  hideDotfiles?: boolean;
  /** The largest file an upload may make (MaxStoreFileSize), as a host's quota refuses more. */
  maxFileBytes?: number;
  /**
   * A regular expression (PCRE) of names the server refuses (PathDenyFilter). ProFTPD tries it on the
   * absolute path for STOR and on the path as sent for RNTO, so anchor it at the end ('\\.php$'), not at '^'.
   */
  denyNames?: string;
}

export interface Proftpd extends Ftpd {
  /** ProFTPD's own log, every command with its reply (PASS hidden), the transfers and the TLS log. */
  log(): Promise<string>;
}

/** The lines of proftpd.conf that follow `options`. */
function refusals(
  { overwrite = true, delete: deletes = true, hideDotfiles = false, maxFileBytes, denyNames }: ProftpdOptions,
  home: string,
) {
  const lines = [`AllowOverwrite ${overwrite ? 'on' : 'off'}`];
  if (!deletes) lines.push('<Limit DELE>', '  DenyAll', '</Limit>');
  // HideFiles leaves them out of every listing, LIST -a and MLSD included (MLST shows no facts for
  // them); IgnoreHidden stays off, so that SIZE, RETR, STOR and RNTO by name still work.
  if (hideDotfiles) lines.push(`<Directory ${home}>`, '  HideFiles ^\\.', '</Directory>');
  if (maxFileBytes !== undefined) lines.push(`MaxStoreFileSize ${maxFileBytes} B`);
  if (denyNames !== undefined) lines.push(`PathDenyFilter "${denyNames.replace(/"/g, '\\"')}"`);
  return lines.join('\n');
}

/**
 * ProFTPD on 127.0.0.1 with explicit TLS required on control and data connections (TLS session
 * reuse on data connections required, as ProFTPD does by default), for a system user made for the
 * test (random password; removed by stop()), who publishes into `root`, the www folder of its home.
 */
export async function startProftpd(options: ProftpdOptions = {}): Promise<Proftpd> {
  const { proftpd, modules, libraries } = ensureProftpd();
  const dir = await mkdtemp(join(tmpdir(), 'band-proftpd-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const pasv = await freePort();
  const account = await testUser('bandpro', dir);
  selfSignedCert(dir);
  const files = { commands: join(dir, 'commands.log'), transfers: join(dir, 'xfer.log'), tls: join(dir, 'tls.log') };
  await writeFile(
    join(dir, 'proftpd.conf'),
    `ServerType standalone
ServerName "band test"
DefaultAddress 127.0.0.1
SocketBindTight on
Port ${port}
UseIPv6 off
PassivePorts ${pasv} ${pasv + 20}
PidFile ${dir}/proftpd.pid
ScoreboardFile ${dir}/proftpd.scoreboard
TransferLog ${files.transfers}
LogFormat replies "%{iso8601} %r -> %s %S"
ExtendedLog ${files.commands} ALL replies
WtmpLog off
UseReverseDNS off
DelayEngine off
AuthPAM off
AuthOrder mod_auth_unix.c
Umask 022
ModulePath ${modules}
LoadModule mod_tls.c
TLSEngine on
TLSRequired on
TLSProtocol TLSv1.2 TLSv1.3
TLSECCertificateFile ${dir}/cert.pem
TLSECCertificateKeyFile ${dir}/key.pem
TLSLog ${files.tls}
${refusals(options, account.home)}
`,
  );
  const read = (file: string) => readFile(file, 'utf8').catch(() => '');
  const logs = async () => (await Promise.all(Object.values(files).map(read))).join('\n');
  const { server, daemon } = await ftpServer(port, dir, account, () =>
    // -n: in the foreground, its own log on stderr (startDaemon keeps it).
    startDaemon(proftpd, ['-n', '-c', join(dir, 'proftpd.conf')], port, logs, {
      LD_LIBRARY_PATH: [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
    }),
  );
  return { ...server, log: async () => `${daemon.output()}\n${await logs()}` };
}
