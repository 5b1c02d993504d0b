// Which file of each photo a screen gets (issue 48): each photo's `sizes` (src/ui/photoSizes.ts) read at a
// viewport as a browser reads it, then the selection rule browsers apply to `w` descriptors: the
// narrowest file with at least as many pixels as the slot's CSS pixels times the screen's density, else
// the widest. test/browser/leadPhoto.test.ts checks the same in Chromium by the file it loaded.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PHOTO_WIDTHS } from '../../src/build/photoVariants';
import { GRID_SIZES, LEAD_SIZES, PORTRAIT_SIZES, POSTER_SIZES } from '../../src/ui/photoSizes';

/** One length of ours in CSS px at a viewport `vw` px wide: `20em`, `960px`, `50vw`, `calc(100vw - 2em)`. */
function length(text: string, vw: number): number {
  const calc = /^calc\((\d+)vw - (\d+)em\)$/.exec(text);
  if (calc) return (Number(calc[1]) * vw) / 100 - Number(calc[2]) * 16;
  const [, number, unit] = /^(\d+(?:\.\d+)?)(em|px|vw)$/.exec(text) ?? [];
  if (!number) throw new Error(`not a length this test reads: ${text}`);
  return unit === 'em' ? Number(number) * 16 : unit === 'vw' ? (Number(number) * vw) / 100 : Number(number);
}

/** The slot `sizes` gives at a viewport `vw` px wide: the first entry whose (min-width) holds, the last otherwise. */
function slot(sizes: string, vw: number): number {
  for (const entry of sizes.split(',')) {
    const [, min, size] = /^(?:\(min-width:(\d+)em\) )?(.+)$/.exec(entry.trim())!;
    if (min === undefined || vw >= Number(min) * 16) return length(size!, vw);
  }
  throw new Error(`sizes without a last entry: ${sizes}`);
}

/** The file picked: the narrowest of `widths` with slot × density pixels, the widest where none has. */
const picked = (sizes: string, vw: number, dpr: number, widths: readonly number[] = PHOTO_WIDTHS) =>
  widths.find((width) => width >= slot(sizes, vw) * dpr) ?? widths[widths.length - 1]!;

const tests = suite('which file each photo gets, by screen and density');

// [photo, sizes, viewport in CSS px, density, width of the file]
const TABLE: [string, string, number, number, number][] = [
  ['lead', LEAD_SIZES, 375, 1, 480],
  ['lead', LEAD_SIZES, 375, 2, 720],
  ['lead', LEAD_SIZES, 375, 3, 960],
  ['lead', LEAD_SIZES, 320, 2, 720],
  ['lead', LEAD_SIZES, 430, 3, 960],
  ['lead', LEAD_SIZES, 768, 2, 1600],
  ['lead', LEAD_SIZES, 1280, 1, 960],
  ['lead', LEAD_SIZES, 1280, 2, 1600],
  ['grid', GRID_SIZES, 375, 1, 480],
  ['grid', GRID_SIZES, 375, 2, 480],
  ['grid', GRID_SIZES, 375, 3, 720],
  ['grid', GRID_SIZES, 600, 2, 720],
  ['grid', GRID_SIZES, 1280, 1, 480],
  ['grid', GRID_SIZES, 1280, 2, 720],
  ['poster', POSTER_SIZES, 375, 2, 720],
  ['poster', POSTER_SIZES, 375, 3, 960],
  ['poster', POSTER_SIZES, 1280, 1, 720],
  ['portrait', PORTRAIT_SIZES, 375, 3, 960],
  ['portrait', PORTRAIT_SIZES, 1280, 1, 480],
];

for (const [photo, sizes, vw, dpr, width] of TABLE) {
  tests(`${photo} at ${vw} px, DPR ${dpr}: the ${width} px file`, () => {
    assert.is(picked(sizes, vw, dpr), width);
  });
}

tests('a phone held upright never gets more than the 960 px file, at any density', () => {
  for (const sizes of [LEAD_SIZES, GRID_SIZES, POSTER_SIZES, PORTRAIT_SIZES])
    for (const vw of [320, 360, 375, 390, 414, 430])
      for (const dpr of [1, 2, 3]) assert.ok(picked(sizes, vw, dpr) <= 960, `${sizes} at ${vw} px, DPR ${dpr}`);
});

tests('a photo narrower than a width gets its own width as the widest file: the rule picks it', () => {
  // widthsFor(1200): 480, 720, 960 and the photo's own 1200.
  assert.is(picked(LEAD_SIZES, 1280, 2, [480, 720, 960, 1200]), 1200);
  assert.is(picked(LEAD_SIZES, 375, 3, [480, 720, 960, 1200]), 960);
});

tests.run();
