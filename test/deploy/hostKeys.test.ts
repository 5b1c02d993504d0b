// known_hosts' @revoked lines (issue 53, item 9), with a key ssh-keygen made: a revoked key is refused
// whatever other line trusts it, naming the line; a revoked line of another host changes nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgeHostKey, knownKeys } from '../../src/deploy/hostKeys';

const revoked = suite('@revoked');

/** A fresh ed25519 key from ssh-keygen: its type and base64 as its .pub line has them. */
function generatedKey(): { type: string; base64: string } {
  const dir = mkdtempSync(join(tmpdir(), 'band-revoked-'));
  try {
    const file = join(dir, 'key');
    const made = spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'host', '-f', file]);
    assert.is(made.status, 0, String(made.stderr));
    const [type = '', base64 = ''] = readFileSync(`${file}.pub`, 'utf8').trim().split(' ');
    return { type, base64 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { type, base64 } = generatedKey();
const other = generatedKey();
const blob = Buffer.from(base64, 'base64');
const salt = randomBytes(20);
const hashed = (name: string) => `|1|${salt.toString('base64')}|${createHmac('sha1', salt).update(name).digest('base64')}`;

for (const [lines, host, port, ok] of [
  [[`host.de ${type} ${base64}`], 'host.de', 22, true],
  [[`@revoked host.de ${type} ${base64}`], 'host.de', 22, false],
  [[`host.de ${type} ${base64}`, `@revoked host.de ${type} ${base64}`], 'host.de', 22, false],
  [[`@revoked * ${type} ${base64}`, `host.de ${type} ${base64}`], 'host.de', 22, false],
  [[`@revoked ${hashed('[host.de]:2222')} ${type} ${base64}`, `[host.de]:2222 ${type} ${base64}`], 'host.de', 2222, false],
  [[`@revoked other.de ${type} ${base64}`, `host.de ${type} ${base64}`], 'host.de', 22, true],
  [[`@revoked host.de ${other.type} ${other.base64}`, `host.de ${type} ${base64}`], 'host.de', 22, true],
  [[`@cert-authority host.de ${type} ${base64}`], 'host.de', 22, false],
] as const) {
  revoked(
    `${lines.map((line) => line.replace(/AAAA\S+/, 'KEY').slice(0, 34)).join(' + ')} for ${host}:${port}: ${ok ? 'trusted' : 'refused'}`,
    () => {
      const known = knownKeys(lines.join('\n'), 'deploy/known_hosts', host, port);
      assert.is(judgeHostKey(blob, known, host, port, ['deploy/known_hosts']).ok, ok);
    },
  );
}

revoked('the refusal names the @revoked line, offers no line to add, and the report lists the key as recorded there', () => {
  const text = `host.de ${type} ${base64}\n# retired after the laptop was stolen\n@revoked host.de ${type} ${base64}\n`;
  const verdict = judgeHostKey(blob, knownKeys(text, 'deploy/known_hosts', 'host.de', 22), 'host.de', 22, ['deploy/known_hosts']);
  assert.is(verdict.ok, false);
  if (verdict.ok) return;
  assert.match(verdict.message, 'deploy/known_hosts:3 marks as @revoked');
  assert.match(verdict.message, 'Nothing was sent to it');
  assert.not.match(verdict.message, 'add this line');
  assert.equal(
    verdict.report.known.map((k) => k.where),
    ['deploy/known_hosts:3'],
  );
  assert.is(verdict.report.key, base64);
});

revoked('knownKeys marks the revoked line and keeps the trusted one', () => {
  const known = knownKeys(`host.de ${type} ${base64}\n@revoked host.de ${type} ${base64}\n`, 'k', 'host.de', 22);
  assert.equal(known, [
    { type, key: base64, where: 'k:1' },
    { type, key: base64, where: 'k:2', revoked: true },
  ]);
});

revoked.run();
