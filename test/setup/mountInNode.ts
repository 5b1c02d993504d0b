// src/widget/mount for the suites that mount through createRoot in Node (test/widget).
// tsx follows tsconfig's paths for react-dom/client to preact/compat/client.js, the CommonJS build, which
// loads a second Preact beside the one every component uses, and hooks then fail. The bundle has client.mjs
// (esbuild prefers .mjs, src/build/bundle.ts); so do these suites: react-dom/client resolves to it before
// mount.tsx is loaded.
import { register } from 'node:module';

const CLIENT = new URL('../../node_modules/preact/compat/client.mjs', import.meta.url).href;
register(
  'data:text/javascript,' +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
      return specifier === 'react-dom/client' ? { url: ${JSON.stringify(CLIENT)}, shortCircuit: true } : next(specifier, context);
    }`),
);

export const { mount, unmount } = await import('../../src/widget/mount');
