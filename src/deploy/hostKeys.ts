/**
 * The SSH host key check, as OpenSSH does it: known_hosts lines, plain ('host', '[host]:2222',
 * with * and ? patterns) or hashed ('|1|salt|hash', as HashKnownHosts writes them). A key the
 * files do not hold is refused before anything is sent, with what the band needs to decide.
 */
import { createHash, createHmac } from 'node:crypto';

export interface KnownKey {
  /** 'ssh-ed25519', 'ecdsa-sha2-nistp256', 'ssh-rsa', … */
  type: string;
  /** The key's base64, as the line has it. */
  key: string;
  /** Where the line is: 'deploy/known_hosts:3'. */
  where: string;
}

/** How known_hosts names a host: the bare name on port 22, '[host]:port' on any other. */
export const hostName = (host: string, port: number) => (port === 22 ? host : `[${host}]:${port}`);

function matchesPattern(pattern: string, name: string): boolean {
  if (pattern.startsWith('|1|')) {
    const [, , salt, hash] = pattern.split('|');
    if (!salt || !hash) return false;
    return createHmac('sha1', Buffer.from(salt, 'base64')).update(name).digest('base64') === hash;
  }
  const regex = new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    'i',
  );
  return regex.test(name);
}

/** The keys a known_hosts text (from `file`) holds for `host` on `port`; revoked and CA lines are not trusted here. */
export function knownKeys(text: string, file: string, host: string, port: number): KnownKey[] {
  const name = hostName(host, port);
  const found: KnownKey[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('@')) return;
    const [patterns, type, key] = line.split(/\s+/);
    if (!patterns || !type || !key) return;
    const list = patterns.split(',');
    if (list.some((p) => p.startsWith('!') && matchesPattern(p.slice(1), name))) return;
    if (list.some((p) => !p.startsWith('!') && matchesPattern(p, name))) found.push({ type, key, where: `${file}:${index + 1}` });
  });
  return found;
}

/** The type named inside an SSH public key blob ('ssh-ed25519'). */
export function keyType(blob: Buffer): string {
  const length = blob.readUInt32BE(0);
  return blob.subarray(4, 4 + length).toString('latin1');
}

/** OpenSSH's fingerprint of a key: 'SHA256:' and the unpadded base64 of its blob's SHA-256. */
export const fingerprint = (blob: Buffer) => `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;

/** The host key algorithms ssh2 may ask for to get a key of one of `types`, most preferred first. */
export function algorithmsFor(types: string[]): string[] {
  const names = types.flatMap((type) => (type === 'ssh-rsa' ? ['rsa-sha2-512', 'rsa-sha2-256', 'ssh-rsa'] : [type]));
  return [...new Set(names)];
}

export type Verdict = { ok: true } | { ok: false; message: string };

/** Whether the key the server showed (`blob`) is one of `known`; if not, what the band reads and does. */
export function judgeHostKey(blob: Buffer, known: KnownKey[], host: string, port: number, files: string[]): Verdict {
  const type = keyType(blob);
  const base64 = blob.toString('base64');
  if (known.some((k) => k.type === type && k.key === base64)) return { ok: true };
  const line = `${hostName(host, port)} ${type} ${base64}`;
  const scan = `ssh-keyscan${port === 22 ? '' : ` -p ${port}`} ${host} | ssh-keygen -lf -`;
  const head = known.length
    ? `The server at ${host}:${port} showed a DIFFERENT host key than the one recorded for it (${known.map((k) => k.where).join(', ')}).\n` +
      'Either the host changed its key (ask them: it happens when they move servers) or someone is in between and wants your password.\n'
    : `The server at ${host}:${port} showed a host key this computer does not know yet.\n`;
  return {
    ok: false,
    message:
      head +
      `Nothing was sent to it: no password, no file.\n` +
      `  its key: ${type} ${fingerprint(blob)}\n` +
      'Compare this fingerprint with the one your host states (its control panel or support), or see what the server shows from another network with:\n' +
      `  ${scan}\n` +
      `Only if they match, add this line to ${files.join(' or ')}${known.length ? ' (and delete the old line)' : ''}:\n` +
      `  ${line}\n` +
      'then run `npm run deploy` again. The key is public: deploy/known_hosts may be committed.',
  };
}
