/**
 * SFTP (OpenSSH and the hosts that offer SSH): ssh2-sftp-client on ssh2. The host key is checked
 * during the handshake, before the password or key is offered; files go up under a temporary
 * name and are renamed over the old ones with posix-rename@openssh.com (plain SFTP rename refuses
 * to replace a file).
 */
import SftpClient from 'ssh2-sftp-client';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { algorithmsFor, judgeHostKey, knownKeys } from './hostKeys';
import type { Target } from './target';
import { NetworkError, RefusedError, remotePath, stepper, tempName, withTimeout, type Transport } from './transport';

export interface SftpOptions {
  password?: string | undefined;
  /** The private key file (DEPLOY_KEY). */
  keyFile?: string | undefined;
  /** The repository: its deploy/known_hosts is read besides ~/.ssh/known_hosts. */
  repo: string;
  /** Per network step. */
  timeoutMs: number;
}

/** The known_hosts files deploy reads, by the name it prints. */
function knownHostsFiles(repo: string): [shown: string, path: string][] {
  return [
    ['~/.ssh/known_hosts', join(homedir(), '.ssh', 'known_hosts')],
    ['deploy/known_hosts', join(repo, 'deploy', 'known_hosts')],
  ];
}

export async function connectSftp(target: Target, options: SftpOptions): Promise<Transport> {
  const files = knownHostsFiles(options.repo);
  const known = (
    await Promise.all(
      files.map(async ([shown, path]) => knownKeys(await readFile(path, 'utf8').catch(() => ''), shown, target.host, target.port)),
    )
  ).flat();
  let refusal: string | undefined;
  const privateKey = options.keyFile
    ? await readFile(options.keyFile).catch(() => {
        throw new RefusedError(
          `DEPLOY_KEY names ${options.keyFile}, which cannot be read. Give the path of the private key file (e.g. ~/.ssh/id_ed25519).`,
        );
      })
    : undefined;
  const client = new SftpClient('deploy');
  // ssh2 reports a dropped line as an 'error' event too; the operation that was running rejects with it.
  client.on('error', () => {});
  try {
    await client.connect({
      host: target.host,
      port: target.port,
      username: target.user,
      password: options.password,
      privateKey,
      agent: options.password || privateKey ? undefined : process.env.SSH_AUTH_SOCK,
      readyTimeout: options.timeoutMs,
      keepaliveInterval: 5000,
      keepaliveCountMax: 3,
      retries: 0,
      // Ask only for key types the files know, so a known key is not missed for another algorithm.
      algorithms: known.length ? { serverHostKey: algorithmsFor(known.map((k) => k.type)) } : undefined,
      hostVerifier: (blob: Buffer) => {
        const verdict = judgeHostKey(
          blob,
          known,
          target.host,
          target.port,
          files.map(([shown]) => shown),
        );
        if (!verdict.ok) refusal = verdict.message;
        return verdict.ok;
      },
    });
  } catch (error) {
    await client.end().catch(() => {});
    if (refusal) throw new RefusedError(refusal);
    const text = String((error as Error).message);
    if (/authentication|auth methods/i.test(text)) {
      throw new RefusedError(
        `The server at ${target.host} refused the login for "${target.user}": the password (DEPLOY_PASSWORD) or key (DEPLOY_KEY) is wrong, or the user name in DEPLOY_TARGET. Nothing was changed.`,
      );
    }
    throw new NetworkError(`Could not connect to ${target.host}:${target.port} (${text})`);
  }

  const drop = () => client.client.destroy?.() ?? client.client.end();
  const step = stepper(options.timeoutMs, drop);
  const at = (path: string) => remotePath(target.root, path);
  const made = new Set<string>();

  async function walk(dir: string, found: Map<string, number>) {
    for (const entry of await step(client.list(at(dir) || '.'), `listing ${dir || 'the web root'}`)) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.type === 'd') await walk(path, found);
      else found.set(path, entry.size);
    }
  }

  return {
    async list() {
      const found = new Map<string, number>();
      const exists = await step(client.exists(target.root), 'looking for the web root');
      if (!exists) throw new RefusedError(`The web root ${target.root} does not exist on ${target.host}. Check the path in DEPLOY_TARGET.`);
      await walk('', found);
      return found;
    },
    async read(path) {
      const exists = await step(client.exists(at(path)), `looking for ${path}`);
      return exists === '-' ? step(client.get(at(path)), `reading ${path}`) : undefined;
    },
    async put(path, content) {
      const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
      if (dir && !made.has(dir)) {
        await step(client.mkdir(at(dir), true), `making the folder ${dir}`);
        made.add(dir);
      }
      await step(client.put(Buffer.from(content), at(tempName(path))), `uploading ${path}`);
      await step(client.posixRename(at(tempName(path)), at(path)), `renaming ${path} into place`);
    },
    async remove(path) {
      await step(client.delete(at(path), true), `deleting ${path}`);
    },
    async close() {
      await withTimeout(client.end(), options.timeoutMs, 'closing').catch(() => drop());
    },
  };
}
