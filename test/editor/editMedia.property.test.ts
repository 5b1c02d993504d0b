// Als Titelbild against photos lists the editor has never seen (src/editor/editMedia.ts, moveToFront):
// generated media.ts with comments between and after entries, entries over several lines, trailing
// commas or none, lists on one line, blank lines, CRLF. Moving entry i first either compiles to the
// list with exactly that entry moved and keeps every entry's text and every comment, or it is refused
// (a list with code after its ] always is). Fixed seed, bounded runs; a failure prints its seed and the file.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transformSync } from 'esbuild';
import fc from 'fast-check';
import { moveToFront } from '../../src/editor/editMedia';

const SEED = 46_2026;
const RUNS = 300;

/** One photo's text: its three keys, on one line or two, in either quote. */
const photo = fc
  .tuple(fc.integer({ min: 0, max: 999 }), fc.constantFrom("'", '"'), fc.constantFrom(' ', '\n    '))
  .map(([n, quote, inner]) => ({
    file: `foto-${n}.jpg`,
    text: `{ file: ${quote}foto-${n}.jpg${quote},${inner}alt: ${quote}Bild ${n}${quote}, credit: ${quote}Anna${quote} }`,
  }));

/** What stands after an entry's comma: a line break, a comment on the line, a comment line, a blank line, or a space. */
const between = fc.constantFrom('\n  ', ' // Hoffest\n  ', '\n  // vom Sommer\n  ', '\n\n  ', ' ', ' /* x */\n  ');

const file = fc
  .record({
    photos: fc.uniqueArray(photo, { minLength: 1, maxLength: 5, selector: (p) => p.file }),
    between: fc.array(between, { minLength: 5, maxLength: 5 }),
    trailing: fc.boolean(),
    wrapped: fc.constantFrom(undefined, undefined, undefined, '.reverse()'),
    crlf: fc.boolean(),
  })
  .map(({ photos, between: gaps, trailing, wrapped, crlf }) => {
    let body = '';
    photos.forEach((p, i) => {
      body += `${i === 0 ? '\n  ' : (gaps[i] ?? ' ')}${p.text}${i < photos.length - 1 || trailing ? ',' : ''}`;
    });
    let source = `// Fotos\nexport const photos = [${body}\n]${wrapped ?? ''};\n// Ende\n`;
    if (crlf) source = source.replace(/\r?\n/g, '\r\n');
    return { source, photos, wrapped: wrapped !== undefined };
  });

/** The photos as the build reads them. */
function compiled(source: string): string[] {
  const { code } = transformSync(source, { loader: 'ts', format: 'cjs' });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', code)(module, module.exports);
  return (module.exports.photos as { file: string }[]).map((p) => p.file);
}

const comments = (source: string) => source.match(/\/\/[^\r\n]*|\/\*.*?\*\//g) ?? [];

const property = suite('Als Titelbild: the entry first, every other byte kept (property)');

property('moveToFront lands on its entry or is refused', () => {
  fc.assert(
    fc.property(
      file.chain((f) => fc.tuple(fc.constant(f), fc.integer({ min: 0, max: f.photos.length - 1 }))),
      ([{ source, photos, wrapped }, index]) => {
        let moved: string;
        try {
          moved = moveToFront(source, 'photos', index);
        } catch (error) {
          assert.ok(wrapped, `refused a plain list: ${(error as Error).message}`);
          return;
        }
        assert.ok(!wrapped, 'a list with code after its ] is refused');
        const files = photos.map((p) => p.file);
        const expected = [files[index] as string, ...files.filter((_, i) => i !== index)];
        if (!wrapped) assert.equal(compiled(moved), expected);
        for (const p of photos) assert.ok(moved.includes(p.text.replace(/\n/g, source.includes('\r\n') ? '\r\n' : '\n')), p.text);
        assert.equal(comments(moved).sort(), comments(source).sort());
        if (index === 0) assert.is(moved, source);
      },
    ),
    { seed: SEED, numRuns: RUNS, verbose: true },
  );
});

property.run();
