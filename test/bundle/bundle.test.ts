// The committed dist/band.js is what partners take: it must be current, one file, and self-contained.
// (That a second build gives the same bytes is checked in the build step: test/build/reproducible.test.ts.)
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { produce } from '../../src/build/produce';
import { shippedData } from '../../src/data/shipped';
import { PLAYER_ORIGINS } from '../../src/domain/videoAddress';
import { epochOfDay } from '../../src/static/buildDay';

// The committed page was prerendered for its build's day, which it names. Rebuilding for that day checks
// that the build is reproducible; a commit made on a later day than the build is not staleness.
const committedPage = await readFile(new URL('../../dist/index.html', import.meta.url), 'utf8');
const builtFor = /<!-- prerendered for (\d{4}-\d{2}-\d{2}) -->/.exec(committedPage)?.[1];
if (builtFor) process.env.SOURCE_DATE_EPOCH = epochOfDay(builtFor);
const { files } = await produce();
const fresh = Buffer.from(files['dist/band.js'] as Uint8Array);
const text = fresh.toString('utf8');

const bundle = suite('dist/band.js');

bundle('every file the build writes is committed as a fresh build writes it, byte for byte (run `npm run build` and commit)', async () => {
  for (const [path, content] of Object.entries(files)) {
    const committed = await readFile(new URL(`../../${path}`, import.meta.url));
    assert.ok(committed.equals(Buffer.from(content)), `${path} is stale`);
  }
});

bundle(
  'dist/ holds no file the build does not write (but the preview picture, made by `npm run og-image`): no page of a gig taken out of the data',
  async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const entries = await readdir(join(root, 'dist'), { recursive: true, withFileTypes: true });
    const shipped = entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
    assert.ok(shipped.includes('dist/index.html'), shipped.join(' '));
    assert.equal(
      shipped.filter((path) => !(path in files) && path !== 'dist/og-image.png'),
      [],
    );
  },
);

bundle('dist/index.html names the day it was prerendered for (the staleness check rebuilds for that day)', () => {
  assert.ok(builtFor, 'no "prerendered for" comment in dist/index.html');
});

bundle("is a classic script (an IIFE), not a module, with V8's compile hint on its first line", () => {
  // The hint only counts as the file's first line (src/build/bundle.ts, COMPILE_HINT).
  assert.match(text, /^\/\/# allFunctionsCalledOnLoad\n"use strict";\(\(\)=>\{/);
  assert.not.match(text, /\bimport\s*\(|\bexport\s*\{|import\.meta/);
});

bundle('requests nothing from anywhere', () => {
  assert.not.match(text, /\bfetch\(|XMLHttpRequest|@import|url\(\s*["']?(https?:)?\/\//);
  // The only absolute URLs are links a visitor follows (Instagram, the band's site, the
  // supervisory authority named in the privacy statement, the map of a gig's place, the
  // ticket shops the band's gigs name) and SVG's namespace.
  const allowed = [
    shippedData().band.instagram,
    shippedData().band.siteUrl,
    'https://datenschutz.hessen.de',
    'https://www.openstreetmap.org/search',
    ...shippedData().gigs.flatMap((gig) => (gig.tickets ? [gig.tickets] : [])),
    // A video's player, loaded only after a click on "Video abspielen" (test/browser/media.test.ts), and its
    // page at the provider, which the link without JavaScript opens.
    ...Object.values(PLAYER_ORIGINS),
    'https://www.youtube.com/watch',
    'https://vimeo.com/',
  ].map((url) => new URL(url).origin);
  // An address made of the video's id at run time ends at the template's `${`.
  const urls = [...new Set(text.match(/https?:\/\/[^\s"'`)<>$]+/g) ?? [])];
  for (const url of urls) {
    assert.ok(
      allowed.some((origin) => url.startsWith(origin)) || /^http:\/\/www\.w3\.org\/(2000\/svg|1998\/Math\/MathML|1999\/xhtml)$/.test(url),
      url,
    );
  }
});

bundle('carries the checked data, not the checks', () => {
  assert.ok(text.includes(JSON.stringify(shippedData().band.email)));
  assert.not.match(text, /did you mean/);
});

bundle.run();
