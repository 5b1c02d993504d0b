// Debian's Apache on 127.0.0.1 serving a folder over http and https (a certificate openssl makes),
// as the band's host does, for the suites that check a published site. Bounded start; stop() ends it.
// (test/browser/apache.test.ts starts its own, in four host setups.)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts, freePort, selfSignedCert } from './servers';
import { waitFor } from './waitFor';

const APACHE = process.env.APACHE_PATH || '/usr/sbin/apache2';
const MODULES = '/usr/lib/apache2/modules';
const MODULE_CONFIG = '/etc/apache2/mods-available';
/** A fresh Debian apache2 with a2enmod headers brotli ssl. */
const ENABLED =
  'access_compat alias auth_basic authn_core authn_file authz_core authz_host authz_user autoindex deflate dir env filter mime mpm_event negotiation reqtimeout setenvif status headers brotli socache_shmcb ssl'.split(
    ' ',
  );

export interface Apache {
  http: string;
  https: string;
  certFile: string;
  stop(): Promise<void>;
}

export async function startApache(site: string): Promise<Apache> {
  const dir = await mkdtemp(join(tmpdir(), 'band-apache-'));
  await chmod(dir, 0o755);
  selfSignedCert(dir);
  const ports = { http: await freePort(), https: await freePort() };
  const user = process.getuid?.() === 0 ? 'User www-data\nGroup www-data' : '';
  await writeFile(
    join(dir, 'apache.conf'),
    `ServerRoot ${dir}
DefaultRuntimeDir ${dir}
PidFile ${dir}/apache.pid
ErrorLog ${dir}/error.log
ServerName 127.0.0.1
${user}
Listen 127.0.0.1:${ports.http}
Listen 127.0.0.1:${ports.https}
${ENABLED.map((m) => `LoadModule ${m}_module ${MODULES}/mod_${m}.so`).join('\n')}
${ENABLED.filter((m) => existsSync(`${MODULE_CONFIG}/${m}.conf`))
  .map((m) => `Include ${MODULE_CONFIG}/${m}.conf`)
  .join('\n')}
DocumentRoot ${site}
<Directory />
  AllowOverride None
  Require all denied
</Directory>
<Directory ${site}>
  AllowOverride All
  Require all granted
</Directory>
<FilesMatch "^\\.ht">
  Require all denied
</FilesMatch>
<VirtualHost 127.0.0.1:${ports.https}>
  ServerName 127.0.0.1
  SSLEngine on
  SSLCertificateFile ${dir}/cert.pem
  SSLCertificateKeyFile ${dir}/key.pem
</VirtualHost>
`,
  );
  const child: ChildProcess = spawn(APACHE, ['-f', join(dir, 'apache.conf'), '-DFOREGROUND'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const orphan = () => child.kill();
  process.once('exit', orphan);
  const started = async () => {
    if (child.exitCode !== null) throw new Error('it exited');
    return (await accepts(ports.http)) && (await accepts(ports.https));
  };
  await waitFor(started, { what: 'both ports to accept' }).catch(async (error: Error) => {
    child.kill();
    throw new Error(`Apache did not start (${error.message}): ${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`);
  });
  return {
    http: `http://127.0.0.1:${ports.http}/`,
    https: `https://127.0.0.1:${ports.https}/`,
    certFile: join(dir, 'cert.pem'),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      process.off('exit', orphan);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
