// Loads .css and .svg imports as text in Node, as the build does for the bundle (src/build/bundle.ts).
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      import { readFile } from 'node:fs/promises';
      export async function load(url, context, next) {
        if (/\\.(css|svg)$/.test(new URL(url).pathname)) {
          const text = await readFile(new URL(url), 'utf8');
          return { format: 'module', source: 'export default ' + JSON.stringify(text), shortCircuit: true };
        }
        return next(url, context);
      }
    `),
);
