// `npm run edit`: the band's editor for src/data of this repository. Prints one line, the address
// to open (with the token that lets that browser, and only it, save); PORT chooses the port.
import { join } from 'node:path';
import { DATA_DIR, ROOT } from '../build/paths';
import { startEditor } from './startEditor';

const editor = await startEditor({ dataFolder: join(ROOT, DATA_DIR), port: Number(process.env.PORT) || 8070 });
console.log(`Editor: ${editor.url}  (Strg+C beendet)`);
