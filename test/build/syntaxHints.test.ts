// The band's typos in a data file, in our words: what esbuild reports, and what we say instead.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { syntaxHint, type SyntaxHint } from '../../src/build/syntaxHints';

/** What esbuild reports for `source`, as syntaxHint reads it, and the hint. */
async function hintFor(source: string): Promise<SyntaxHint | null> {
  const failure = await esbuild
    .build({ stdin: { contents: source, loader: 'ts', sourcefile: 'gigs.ts' }, write: false, logLevel: 'silent' })
    .then(
      () => null,
      (error: esbuild.BuildFailure) => error.errors[0]!,
    );
  assert.ok(failure?.location, 'esbuild refuses the file');
  const { text, location } = failure!;
  return syntaxHint(source, { text, line: location!.line, column: location!.column });
}

const file = (...entries: string[]) => `export const gigs = [\n${entries.map((entry) => `  ${entry}`).join('\n')}\n];\n`;

const hints = suite('syntaxHint');

// [what the band typed, the line we name, what we say, the line as it should read]
const TABLE: [string, string, number, RegExp, string | undefined][] = [
  [
    'a comma missing between two gigs',
    file(`{ date: '2027-01-01', location: 'Halle, Kassel' }`, `{ date: '2027-01-02', location: 'Kulturbahnhof, Kassel' },`),
    2,
    /^a comma is missing at the end of line 2$/,
    `  { date: '2027-01-01', location: 'Halle, Kassel' },`,
  ],
  [
    'a comma missing, with an empty line between the gigs',
    file(`{ date: '2027-01-01', location: 'Halle, Kassel' }`, '', `{ date: '2027-01-02', location: 'Kulturbahnhof, Kassel' },`),
    2,
    /^a comma is missing at the end of line 2$/,
    `  { date: '2027-01-01', location: 'Halle, Kassel' },`,
  ],
  [
    'a comma missing, with a comment line between the gigs: the comma goes after the gig, not into the comment',
    file(`{ date: '2027-01-01', location: 'Halle, Kassel' }`, '// Herbst', `{ date: '2027-01-02', location: 'Kulturbahnhof, Kassel' },`),
    2,
    /^a comma is missing at the end of line 2$/,
    `  { date: '2027-01-01', location: 'Halle, Kassel' },`,
  ],
  [
    'a comma missing after a gig with a comment on its line: before the comment',
    file(`{ date: '2027-01-01', location: 'Halle, Kassel' } // Hochzeit`, `{ date: '2027-01-02', location: 'Kulturbahnhof, Kassel' },`),
    2,
    /^a comma is missing at the end of line 2$/,
    `  { date: '2027-01-01', location: 'Halle, Kassel' }, // Hochzeit`,
  ],
  [
    'a comma missing between two keys of one gig',
    file(`{ date: '2027-01-01' location: 'Halle, Kassel' },`),
    2,
    /^a comma is missing before "location"$/,
    `  { date: '2027-01-01', location: 'Halle, Kassel' },`,
  ],
  [
    'an apostrophe inside single quotes',
    file(`{ date: '2027-01-01', location: 'Rock'n'Roll Club, Kassel' },`),
    2,
    /^this text contains an apostrophe, which ends a text in single quotes: put the text in double quotes/,
    `  { date: '2027-01-01', location: "Rock'n'Roll Club, Kassel" },`,
  ],
  [
    'an apostrophe in a song title',
    `export const songs = [\n  { title: 'Don't Stop Me Now', artist: 'Queen' },\n];\n`,
    2,
    /contains an apostrophe/,
    `  { title: "Don't Stop Me Now", artist: 'Queen' },`,
  ],
  [
    'typographic single quotes from a word processor',
    file(`{ date: '2027-01-01', location: ‘Halle, Kassel’ },`),
    2,
    /^replace the typographic quotes ‘ ’ with '/,
    `  { date: '2027-01-01', location: 'Halle, Kassel' },`,
  ],
  [
    'German typographic double quotes',
    file(`{ date: „2027-01-01“, location: 'Halle, Kassel' },`),
    2,
    /^replace the typographic quotes „ “ with '/,
    `  { date: '2027-01-01', location: 'Halle, Kassel' },`,
  ],
];

for (const [what, source, line, message, fixed] of TABLE) {
  hints(what, async () => {
    const hint = await hintFor(source);
    assert.ok(hint, 'a hint');
    assert.is(hint!.line, line);
    assert.match(hint!.message, message);
    assert.is(hint!.fixed, fixed);
  });
}

hints('a line as it should read really is read without error', async () => {
  for (const [, source, line, , fixed] of TABLE) {
    if (!fixed) continue;
    const lines = source.split('\n');
    lines[line - 1] = fixed;
    await esbuild.build({ stdin: { contents: lines.join('\n'), loader: 'ts' }, write: false, logLevel: 'silent' });
  }
});

hints('other errors keep esbuild’s own words', async () => {
  assert.is(await hintFor(file(`{ date: '2027-01-01', location: 'Halle, Kassel' },`, ']')), null);
  assert.is(syntaxHint('x', { text: 'Unterminated string literal', line: 1, column: 0 }), null);
});

hints.run();
