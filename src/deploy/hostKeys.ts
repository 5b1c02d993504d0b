/**
 * The SSH host key check, as OpenSSH does it: known_hosts lines, plain ('host', '[host]:2222',
 * with * and ? patterns) or hashed ('|1|salt|hash', as HashKnownHosts writes them). A key the
 * files do not hold is refused before anything is sent, with what the band needs to decide. A key
 * a line marks `@revoked` is refused whatever other line trusts it (sshd(8), SSH_KNOWN_HOSTS FILE
 * FORMAT: "must not ever be accepted"); `@cert-authority` lines are not trusted here.
 */
import { createHash, createHmac } from 'node:crypto';
import { ServerError } from './failures';

export interface KnownKey {
  /** 'ssh-ed25519', 'ecdsa-sha2-nistp256', 'ssh-rsa', … */
  type: string;
  /** The key's base64, as the line has it. */
  key: string;
  /** Where the line is: 'deploy/known_hosts:3'. */
  where: string;
  /** Set for a line marked `@revoked`: this key is refused, never trusted. */
  revoked?: true;
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

/**
 * The keys a known_hosts text (from `file`) holds for `host` on `port`: those it trusts, and those a
 * `@revoked` line names (marked `revoked`); `@cert-authority` lines (and any other marker) are not trusted here.
 */
export function knownKeys(text: string, file: string, host: string, port: number): KnownKey[] {
  const name = hostName(host, port);
  const found: KnownKey[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    let line = raw.trim();
    const marker = /^@(\S+)\s+/.exec(line);
    if (marker && marker[1] !== 'revoked') return;
    if (marker) line = line.slice(marker[0].length);
    if (!line || line.startsWith('#') || line.startsWith('@')) return;
    const [patterns, type, key] = line.split(/\s+/);
    if (!patterns || !type || !key) return;
    const list = patterns.split(',');
    if (list.some((p) => p.startsWith('!') && matchesPattern(p.slice(1), name))) return;
    if (list.some((p) => !p.startsWith('!') && matchesPattern(p, name)))
      found.push({ type, key, where: `${file}:${index + 1}`, ...(marker ? { revoked: true as const } : {}) });
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

/** The SSH strings of a key blob in order: the type, then its parts (RSA: e, n; DSA: p, q, g, y; ECDSA: curve, point). */
function blobParts(blob: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at + 4 <= blob.length;) {
    const length = blob.readUInt32BE(at);
    parts.push(blob.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return parts;
}

/** The bit length of an SSH mpint (big-endian, maybe led by a zero byte). */
function bitLength(mpint: Buffer | undefined): number {
  const bytes = [...(mpint ?? [])];
  while (bytes[0] === 0) bytes.shift();
  return bytes.length ? (bytes.length - 1) * 8 + (bytes[0] ?? 0).toString(2).length : 0;
}

/**
 * A key's size and type as `ssh-keygen -l` names them ('256', 'ED25519'), so the editor shows what
 * the host's customer area (and `ssh-keyscan … | ssh-keygen -lf -`) shows.
 */
export function keySize(blob: Buffer): { bits: number; label: string } {
  const [name = Buffer.alloc(0), first, second] = blobParts(blob);
  const type = name.toString('latin1');
  if (type === 'ssh-ed25519') return { bits: 256, label: 'ED25519' };
  if (type === 'sk-ssh-ed25519@openssh.com') return { bits: 256, label: 'ED25519-SK' };
  const curve = /^(sk-)?ecdsa-sha2-nistp(\d+)/.exec(type);
  if (curve) return { bits: Number(curve[2]), label: curve[1] ? 'ECDSA-SK' : 'ECDSA' };
  if (type === 'ssh-rsa') return { bits: bitLength(second), label: 'RSA' };
  if (type === 'ssh-dss') return { bits: bitLength(first), label: 'DSA' };
  return { bits: 0, label: type.toUpperCase() };
}

/** A key as the band compares it: its fingerprint, type and size as `ssh-keygen -lf` prints them. */
export interface KeyPrint {
  /** 'ssh-ed25519'. */
  type: string;
  /** 'SHA256:…', as ssh-keygen -lf prints it. */
  fingerprint: string;
  /** 'ED25519', as ssh-keygen -lf prints it in parentheses. */
  label: string;
  bits: number;
}

const printOf = (blob: Buffer): KeyPrint => ({ type: keyType(blob), fingerprint: fingerprint(blob), ...keySize(blob) });

/**
 * What a refused host key is, for a program to read (the editor, through `--host-key-report FILE`):
 * the server's key and, when it changed, the keys recorded for the host. The words for people are
 * the Verdict's message.
 */
export interface HostKeyReport extends KeyPrint {
  host: string;
  port: number;
  /** How known_hosts names the host: 'ssh.example-host.de', '[127.0.0.1]:2222'. */
  name: string;
  /** The key's base64. */
  key: string;
  /** The known_hosts line that trusts it: `name type base64`. */
  line: string;
  /** The keys recorded for the host, with where: none for a key never seen, some for a key that changed. */
  known: (KeyPrint & { where: string })[];
}

/** A host key refused: a ServerError of kind 'host-key' that also carries the report. */
export class HostKeyRefused extends ServerError {
  constructor(
    message: string,
    readonly report: HostKeyReport,
  ) {
    super('host-key', message);
  }
}

export type Verdict = { ok: true } | { ok: false; message: string; report: HostKeyReport };

/** Whether the key the server showed (`blob`) is one of `known`; if not, what the band reads and does. */
export function judgeHostKey(blob: Buffer, listed: KnownKey[], host: string, port: number, files: string[]): Verdict {
  const type = keyType(blob);
  const base64 = blob.toString('base64');
  const revoked = listed.find((k) => k.revoked && k.key === base64);
  if (revoked) return revokedKey(blob, revoked, host, port);
  const known = listed.filter((k) => !k.revoked);
  if (known.some((k) => k.type === type && k.key === base64)) return { ok: true };
  const line = `${hostName(host, port)} ${type} ${base64}`;
  const report: HostKeyReport = {
    host,
    port,
    name: hostName(host, port),
    key: base64,
    line,
    ...printOf(blob),
    known: known.map((k) => ({ ...printOf(Buffer.from(k.key, 'base64')), type: k.type, where: k.where })),
  };
  const scan = `ssh-keyscan${port === 22 ? '' : ` -p ${port}`} ${host} | ssh-keygen -lf -`;
  const head = known.length
    ? `The server at ${host}:${port} showed a DIFFERENT host key than the one recorded for it (${known.map((k) => k.where).join(', ')}).\n` +
      'Either the host changed its key (ask them: it happens when they move servers) or someone is in between and wants your password.\n'
    : `The server at ${host}:${port} showed a host key this computer does not know yet.\n`;
  return {
    ok: false,
    report,
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

/**
 * The refusal of a key a `@revoked` line names: never to be trusted, so no line to add is offered (the
 * report's `known` names the revoked line, so a program reading it sees the key is recorded, as revoked).
 */
function revokedKey(blob: Buffer, revoked: KnownKey, host: string, port: number): Verdict {
  const type = keyType(blob);
  const base64 = blob.toString('base64');
  return {
    ok: false,
    report: {
      host,
      port,
      name: hostName(host, port),
      key: base64,
      line: `${hostName(host, port)} ${type} ${base64}`,
      ...printOf(blob),
      known: [{ ...printOf(blob), type, where: revoked.where }],
    },
    message:
      `The server at ${host}:${port} showed a host key that ${revoked.where} marks as @revoked: it must never be accepted.\n` +
      `Nothing was sent to it: no password, no file.\n` +
      `  its key: ${type} ${fingerprint(blob)}\n` +
      'Whoever revoked it knew the key was stolen or retired: ask your host which key the server has now, and do not take this one back.\n' +
      `If the line is a mistake, delete it from ${revoked.where.replace(/:\d+$/, '')} and run \`npm run deploy\` again.`,
  };
}
