// The build's entry, the one file package.json's scripts run (`npm run build`, `npm start`). The
// build is TypeScript in src/build/ (buildCommand.ts says what each option does); this file only
// loads it, from the bundle src/build/loadCommand.mjs keeps (through tsx when it cannot make one),
// so the command stays plain `node build.mjs` however the build is written.
import { loadCommand } from './src/build/loadCommand.mjs';

const { buildCommand } = await loadCommand('src/build/buildCommand.ts');
await buildCommand(process.argv.slice(2));
