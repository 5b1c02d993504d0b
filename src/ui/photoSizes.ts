/**
 * How wide each of the band's photos shows, as its `sizes` tells the browser, which picks the file
 * from the widths the build makes (build/photoVariants.ts PHOTO_WIDTHS: 480, 720, 960, 1600) by the
 * screen's density. Each follows its column in styles.css, with one exception, on purpose (issue 48):
 * below 30em (a phone held upright) the column is given as a fixed width smaller than the screen, so
 * that a phone at any density gets at most the 960 px file for a photo across the screen and the
 * 720 px one for the grid's. 960 pixels across a 375 px screen are 2.6 per CSS pixel: sharper than
 * anyone sees at arm's length, where the 1600 px file would cost three times the bytes, and the first
 * screen (the leading photo and the grid's first two, which browsers fetch before they are scrolled
 * to) stays within 150 KB at DPR 2 and 3. The table test test/ui/photoSizes.test.ts shows each choice.
 */

/** The leading photo's class on Home: the band's page makes its prerendered <img> eager and waits for it (static/page.ts). */
export const LEAD_PHOTO = 'lead-photo';

/** The leading photo on Home: Home's column (61em at most, the screen less its margins below), 960 px at most on a wide screen (61em is 976 px: 16 px scaled up nobody sees, where 1600 would be twice the file). */
export const LEAD_SIZES = '(min-width:64em) 960px,(min-width:30em) calc(100vw - 2em),320px';

/** "Live erleben"'s grid (styles.css `.photos`): one column, two from 30em, in a column of at most 40em. */
export const GRID_SIZES = '(min-width:43em) 20em,(min-width:30em) 50vw,240px';

/** A video's poster in its column (styles.css `.live`): 40em at most, the screen less its margins below that. */
export const POSTER_SIZES = '(min-width:43em) 40em,(min-width:30em) calc(100vw - 2em),320px';

/** The portrait on Kontakt: 20em wide on every screen. */
export const PORTRAIT_SIZES = '20em';
