/**
 * Where deploy publishes to: one URL, from DEPLOY_TARGET in the environment or in the git-ignored
 * .env at the repository's root (the environment wins). Parsed here, with a message that says
 * what to type when it is wrong; a secret in the URL itself is refused, since URLs get printed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

export type Protocol = 'sftp' | 'ftps' | 'ftp';

export interface Target {
  protocol: Protocol;
  user: string;
  host: string;
  port: number;
  /** The web root as the server shows it after login: absolute ('/var/www/site') or below the login's home ('www'). */
  root: string;
  /** The target as printed: never with a secret. */
  label: string;
}

export class TargetError extends Error {
  override name = 'TargetError';
}

const EXAMPLES = 'sftp://user@host/path/to/webroot, sftp://user@host/~/www or ftps://user@host/path';

/** Reads a DEPLOY_TARGET value; throws a TargetError naming what is wrong and what to type. */
export function parseTarget(value: string, { plainFtp = false } = {}): Target {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new TargetError(`DEPLOY_TARGET "${value}" is not an address. Write it as ${EXAMPLES}.`);
  }
  const protocol = url.protocol.replace(/:$/, '') as Protocol;
  if (!['sftp', 'ftps', 'ftp'].includes(protocol)) {
    throw new TargetError(`DEPLOY_TARGET starts with ${url.protocol}//, which deploy does not speak. Write it as ${EXAMPLES}.`);
  }
  if (protocol === 'ftp' && !plainFtp) {
    throw new TargetError(
      'DEPLOY_TARGET is a plain ftp:// address: FTP sends the password and every file in clear text, readable on any network in between. ' +
        'Ask the host for SFTP or FTPS and write sftp://… or ftps://… instead; only for a test server, add --plain-ftp.',
    );
  }
  if (url.password) {
    throw new TargetError(
      'DEPLOY_TARGET contains a password (user:password@host). Take it out of the address and give it as DEPLOY_PASSWORD instead, so it is never printed.',
    );
  }
  if (!url.username) throw new TargetError(`DEPLOY_TARGET names no user. Write it as ${EXAMPLES}.`);
  if (!url.hostname) throw new TargetError(`DEPLOY_TARGET names no host. Write it as ${EXAMPLES}.`);
  const path = decodeURIComponent(url.pathname);
  if (path === '' || /^\/+$/.test(path)) {
    // The whole server: far more than the web root, and with --delete-unknown other domains' files and ~/.ssh.
    throw new TargetError(
      `DEPLOY_TARGET ${protocol}://${url.username}@${url.host}${url.pathname} names no folder, which means the server's whole file system. ` +
        `Add the web root's path: ${EXAMPLES}; where the login itself lands in the web root, write ${protocol}://${url.username}@${url.host}/~ (the login's own folder).`,
    );
  }
  // sftp://user@host/~/www: a path below the login's home, which SFTP takes as a relative path.
  const root = path.startsWith('/~/') ? path.slice(3).replace(/\/+$/, '') || '.' : path === '/~' ? '.' : path;
  const port = Number(url.port) || (protocol === 'sftp' ? 22 : 21);
  const user = decodeURIComponent(url.username);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return {
    protocol,
    user,
    host,
    port,
    root: root.replace(/(.)\/+$/, '$1'),
    label: `${protocol}://${user}@${url.host}${url.pathname}`,
  };
}

/**
 * The KEY=value lines of a .env file, read by Node's own parser (util.parseEnv, the one `node --env-file` uses):
 * comments and blank lines skipped, `export` allowed, quotes removed, a double-quoted value over several lines
 * (a key's whole text) kept whole. As in every dotenv reader, an unquoted value ends at `#`: a password
 * with one goes in quotes (.env.example says so).
 */
export function parseEnvFile(text: string): Record<string, string> {
  return { ...parseEnv(text) } as Record<string, string>;
}

/** A line of a .env file that does not say what it seems to (1 for the first line); never its value, which may be a secret. */
export type EnvLine =
  /** Neither blank, a comment, nor KEY=value: passed over. */
  | { line: number; kind: 'not-a-setting' }
  /** An unquoted value with a # inside it, where the value ends: `key` gets only what stands before. */
  | { line: number; kind: 'cut-at-hash'; key: string };

/**
 * The lines of a .env file that util.parseEnv passes over or cuts short, so that none is lost in silence. A
 * value in quotes runs to its closing quote, on its own line or a later one (a key's whole text); the lines
 * inside are its, not settings. A `#` after a space is a comment, as it is meant to be.
 */
export function envFileProblems(text: string): EnvLine[] {
  const lines = text.split(/\r?\n/);
  const problems: EnvLine[] = [];
  for (let at = 0; at < lines.length; at++) {
    const line = (lines[at] ?? '').trim();
    if (!line || line.startsWith('#')) continue;
    const [, key, value = ''] = /^(?:export\s+)?([\w.-]+)\s*=\s*(.*)$/.exec(line) ?? [];
    if (key === undefined) problems.push({ line: at + 1, kind: 'not-a-setting' });
    else if (/^["'`]/.test(value)) {
      const quote = value.charAt(0);
      const end = value.indexOf(quote, 1) > 0 ? at : lines.findIndex((later, index) => index > at && later.includes(quote));
      if (end > at) at = end;
    } else if (/[^\s#]#/.test(value)) problems.push({ line: at + 1, kind: 'cut-at-hash', key });
  }
  return problems;
}

/**
 * The deploy settings: the environment first, then `root`/.env for what the environment lacks; each line of
 * the .env that gives no setting as written goes to `onProblem`.
 */
export async function readSettings(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  onProblem: (problem: EnvLine) => void = () => {},
): Promise<Record<string, string | undefined>> {
  const file = await readFile(join(root, '.env'), 'utf8').catch(() => '');
  const fromFile = parseEnvFile(file);
  envFileProblems(file).forEach(onProblem);
  const pick = (name: string) => env[name] || fromFile[name] || undefined;
  return {
    DEPLOY_TARGET: pick('DEPLOY_TARGET'),
    DEPLOY_PASSWORD: pick('DEPLOY_PASSWORD'),
    DEPLOY_KEY: pick('DEPLOY_KEY'),
    DEPLOY_KEY_PASSPHRASE: pick('DEPLOY_KEY_PASSPHRASE'),
  };
}
