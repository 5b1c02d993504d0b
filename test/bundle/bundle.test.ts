// The committed dist/band.js is what partners take: it must be current, one file, and self-contained.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { BUDGET_GZIP, buildBundle, buildStatic, DEMO, FEED } from '../../build.mjs';

const committed = await readFile(new URL('../../dist/band.js', import.meta.url));
const fresh = Buffer.from(await buildBundle());
const text = fresh.toString('utf8');

const bundle = suite('dist/band.js');

bundle('is what a fresh build writes, byte for byte (run `npm run build` and commit)', () => {
  assert.ok(committed.equals(fresh), 'dist/band.js is stale');
});

bundle('the calendar feed and demo.html are what a fresh build writes', async () => {
  const { feed, demo } = await buildStatic();
  assert.is(await readFile(new URL(`../../${FEED}`, import.meta.url), 'utf8'), feed, `${FEED} is stale`);
  assert.is(await readFile(new URL(`../../${DEMO}`, import.meta.url), 'utf8'), demo, `${DEMO} is stale`);
});

bundle('is the same on a second build (no timestamps, no absolute paths)', async () => {
  assert.ok(fresh.equals(Buffer.from(await buildBundle())));
  assert.not.match(text, process.cwd());
  assert.not.match(text, /sourceMappingURL/);
});

bundle('is a classic script (an IIFE), not a module', () => {
  assert.match(text, /^"use strict";\(\(\)=>\{/);
  assert.not.match(text, /\bimport\s*\(|\bexport\s*\{|import\.meta/);
});

bundle('requests nothing from anywhere', () => {
  assert.not.match(text, /\bfetch\(|XMLHttpRequest|@import|url\(\s*["']?(https?:)?\/\//);
  // The only absolute URLs are links a visitor follows: Instagram, the band's site, and SVG's namespace.
  const urls = [...new Set(text.match(/https?:\/\/[^\s"'`)<>]+/g) ?? [])];
  for (const url of urls) {
    assert.ok(/^https:\/\/(www\.instagram\.com|upgrade-band\.example)\/|^http:\/\/www\.w3\.org\/(2000\/svg|1998\/Math\/MathML|1999\/xhtml)$/.test(url), url);
  }
});

bundle('stays within its gzip budget', () => {
  const size = gzipSync(fresh, { level: 9 }).length;
  assert.ok(size <= BUDGET_GZIP, `${size} > ${BUDGET_GZIP}`);
});

bundle.run();
