/**
 * FTPS (explicit TLS, what most German shared hosts offer besides SFTP): basic-ftp. AUTH TLS on
 * the control connection, PROT P on every data connection with the control connection's TLS
 * session reused (basic-ftp keeps it), as vsftpd's require_ssl_reuse and most hosts demand.
 * Node verifies the certificate (NODE_EXTRA_CA_CERTS adds a CA); an untrusted one is refused.
 * Listings ask for hidden files (LIST -a) so .htaccess is seen.
 */
import { Client, FTPError } from 'basic-ftp';
import { Readable, Writable } from 'node:stream';
import type { Target } from './target';
import { NetworkError, RefusedError, remotePath, stepper, tempName, type Transport } from './transport';

export interface FtpsOptions {
  password?: string | undefined;
  timeoutMs: number;
}

/** TLS errors that mean "this certificate is not one Node trusts for this host". */
const CERTIFICATE = /certificate|self.signed|unable to verify|altnames|CERT_|ERR_TLS/i;

export async function connectFtps(target: Target, options: FtpsOptions): Promise<Transport> {
  const client = new Client(options.timeoutMs);
  const secure = target.protocol === 'ftps';
  try {
    await client.access({
      host: target.host,
      port: target.port,
      user: target.user,
      password: options.password ?? '',
      secure,
    });
  } catch (error) {
    client.close();
    const e = error as Error & { code?: string | number };
    if (secure && (CERTIFICATE.test(String(e.code)) || CERTIFICATE.test(e.message))) {
      throw new RefusedError(
        `The FTPS server at ${target.host}:${target.port} showed a certificate this computer does not trust (${e.message}). Nothing was sent: no password, no file.\n` +
          'A host with a valid certificate (Let’s Encrypt, say) needs nothing more; check that DEPLOY_TARGET names the host as its certificate does (the host’s FTP server name, not your domain, on many hosts).\n' +
          'For a server with a certificate of your own, give its CA file as NODE_EXTRA_CA_CERTS=/path/to/ca.pem.',
      );
    }
    if (error instanceof FTPError && (error.code === 530 || error.code === 430)) {
      throw new RefusedError(
        `The server at ${target.host} refused the login for "${target.user}": the password (DEPLOY_PASSWORD) or the user name in DEPLOY_TARGET is wrong. Nothing was changed.`,
      );
    }
    throw new NetworkError(`Could not connect to ${target.host}:${target.port} (${e.message})`);
  }

  // Relative paths in DEPLOY_TARGET are below the login's folder; ensureDir and cd move away from it.
  const home = await client.pwd();
  const drop = () => client.close();
  // basic-ftp runs one command at a time and its own timeout ends a silent connection; ours bounds each whole step.
  const step = stepper(options.timeoutMs, drop);
  const at = (path: string) => remotePath(target.root, path);
  const made = new Set<string>();

  async function walk(dir: string, found: Map<string, number>) {
    for (const entry of await step(client.list(at(dir)), `listing ${dir || 'the web root'}`)) {
      if (entry.name === '.' || entry.name === '..') continue;
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory) await walk(path, found);
      else if (entry.isFile) found.set(path, entry.size);
    }
  }

  return {
    async list() {
      const found = new Map<string, number>();
      try {
        await step(client.cd(target.root), 'looking for the web root');
      } catch {
        throw new RefusedError(`The web root ${target.root} does not exist on ${target.host}. Check the path in DEPLOY_TARGET.`);
      }
      await step(client.cd(home), 'returning to the login folder');
      await walk('', found);
      return found;
    },
    async read(path) {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      try {
        await step(client.downloadTo(sink, at(path)), `reading ${path}`);
      } catch (error) {
        if (/\b550\b/.test((error as Error).message)) return undefined;
        throw error;
      }
      return Buffer.concat(chunks);
    },
    async put(path, content) {
      const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
      if (dir && !made.has(dir)) {
        await step(client.ensureDir(at(dir)), `making the folder ${dir}`);
        await step(client.cd(home), 'returning to the login folder');
        made.add(dir);
      }
      await step(client.uploadFrom(Readable.from(Buffer.from(content)), at(tempName(path))), `uploading ${path}`);
      await step(client.rename(at(tempName(path)), at(path)), `renaming ${path} into place`);
    },
    async remove(path) {
      await step(client.remove(at(path), true), `deleting ${path}`);
    },
    async close() {
      client.close();
    },
  };
}
