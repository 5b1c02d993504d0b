// The build's entry, the one file package.json's scripts run (`npm run build`, `npm start`,
// `npm run deploy`). The build is TypeScript in src/build/ (buildCommand.ts says what each
// option does); this file only lets Node load it, as `node --import tsx` would, so the
// command stays plain `node build.mjs` however the build is written.
import { register } from 'tsx/esm/api';

register();
const { buildCommand } = await import('./src/build/buildCommand.ts');
await buildCommand(process.argv.slice(2));
