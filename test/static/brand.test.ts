// The band's colours have one home (src/static/brand.ts); the widget's stylesheet carries them as its defaults.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { BRAND } from '../../src/static/brand';

const css = readFileSync(new URL('../../src/ui/styles.css', import.meta.url), 'utf8');
/** The value a custom property of `.band` is set to, its fallback where it reads a host's --band-… first. */
const fallback = (name: string) => {
  const value = new RegExp(`\\n\\s*${name}:\\s*([^;]+);`).exec(css)?.[1] ?? '';
  return (/^var\(--band-[a-z]+,\s*(.+)\)$/.exec(value)?.[1] ?? value).trim();
};

const colours = suite('brand colours');

const TABLE: [string, string][] = [
  ['--accent', BRAND.accent],
  ['--on-accent', BRAND.ink],
  ['--bg', BRAND.ink],
  ['--text', BRAND.paper],
  ['--muted', BRAND.muted],
];

for (const [property, colour] of TABLE) {
  colours(`styles.css ${property} defaults to ${colour}`, () => assert.is(fallback(property).toLowerCase(), colour));
}

colours.run();
