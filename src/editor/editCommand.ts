// `npm run edit`: the band's editor for src/data of this repository. Prints one line, the address
// to open (with the token that lets that browser, and only it, save); PORT chooses the port.
//
//   npm run edit               print the address, open nothing
//   npm run edit -- --open     also open it in the computer's browser
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DATA_DIR, ROOT } from '../build/paths';
import { startEditor } from './startEditor';

const args = process.argv.slice(2);
const unknown = args.find((arg) => arg !== '--open');
if (unknown) {
  console.error(`Unbekannte Option ${unknown}: npm run edit kennt nur --open (öffnet den Editor im Browser).`);
  process.exit(1);
}

/**
 * The command that opens an address in the computer's default browser, the address one argument
 * and no shell between: on Windows the URL handler itself (as Go's pkg/browser opens one), not
 * cmd's start, so nothing of the address is ever read by cmd.exe.
 */
function opener(url: string): [string, string[]] {
  if (process.platform === 'darwin') return ['open', [url]];
  if (process.platform === 'win32') return ['rundll32', ['url.dll,FileProtocolHandler', url]];
  return ['xdg-open', [url]];
}

const editor = await startEditor({ dataFolder: join(ROOT, DATA_DIR), port: Number(process.env.PORT) || 8070 });
console.log(`Editor: ${editor.url}  (Strg+C beendet)`);
if (args.includes('--open')) {
  const [command, rest] = opener(editor.url);
  const child = spawn(command, rest, { stdio: 'ignore', detached: true });
  child.on('error', () => console.error('Der Browser ließ sich nicht öffnen; bitte die Adresse oben selbst öffnen.'));
  child.unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    void editor.close().then(() => process.exit(0));
  });
