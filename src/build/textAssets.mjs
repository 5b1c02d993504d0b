// Loads .css and .svg imports as text in Node, as the bundle does (src/build/bundle.ts: the
// css-as-text plugin and the .svg text loader): the build's static pages render the app's
// components, which import their pictures, and so do the tests. Importing this file registers it.
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
