/**
 * DEPLOY_KEY: the path of a private key file (on the band's computer), or the key's text itself
 * (a GitHub secret holds the text; there is no file). And whether the key is locked with a
 * passphrase, so deploy can ask for it before connecting instead of failing at the handshake.
 */
import { readFile } from 'node:fs/promises';
import { ServerError } from './failures';

const PEM = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/;

/** The key's bytes from DEPLOY_KEY's value: its text, or the file it names (`~/` is the home folder). */
export async function readPrivateKey(value: string, home = process.env.HOME ?? '~'): Promise<Buffer> {
  const text = value.trim();
  if (PEM.test(text)) {
    // A secret pasted into a one-line field may carry its line breaks as the two characters \n.
    return Buffer.from((text.includes('\n') ? text : text.replace(/\\n/g, '\n')) + '\n');
  }
  // Text that is no path (line breaks, or too long for one) is a key in a form deploy does not read (PuTTY's .ppk, a paste
  // that lost its first line): said without repeating it, since it may be the secret itself.
  if (/\n/.test(text) || text.length > 1024 || /PuTTY-User-Key-File/.test(text)) {
    throw new ServerError('key-file', 'DEPLOY_KEY holds text that is not an OpenSSH or PEM private key (it must start with -----BEGIN)');
  }
  const path = text.replace(/^~(?=\/)/, home);
  const key = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    throw new ServerError(
      'key-file',
      `${path}: ${error.code === 'ENOENT' ? 'no such file' : error.code === 'EACCES' ? 'not allowed to read it' : error.message}`,
    );
  });
  if (!PEM.test(key.toString('utf8'))) throw new ServerError('key-file', `${path} holds no private key (a .pub file is the public half)`);
  return key;
}

/** Whether the key is locked with a passphrase: PEM's "ENCRYPTED", or an OpenSSH key whose cipher is not "none". */
export function isEncrypted(key: Buffer): boolean {
  const text = key.toString('utf8');
  if (/ENCRYPTED/.test(text.split('\n').slice(0, 3).join('\n'))) return true;
  const body = /-----BEGIN OPENSSH PRIVATE KEY-----([\s\S]*?)-----END OPENSSH PRIVATE KEY-----/.exec(text)?.[1];
  if (!body) return false;
  const bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  const magic = 'openssh-key-v1\0';
  if (bytes.subarray(0, magic.length).toString('latin1') !== magic) return false;
  const length = bytes.readUInt32BE(magic.length);
  return bytes.subarray(magic.length + 4, magic.length + 4 + length).toString('latin1') !== 'none';
}
