/**
 * The band's data as the site ships it: what a widget shows when it is given no data of its own.
 * In Node (tests) this module reads the data files strictly, on the first call only: the build
 * reads the data once (src/build/loadData.ts) and passes it down, so it never calls these. In
 * dist/band.js the build replaces this module with the result of its own reading, packed
 * (src/build/bundle.ts, plugin `shipped-data`; src/data/pack.ts), so visitors get checked data
 * without the checks. The optional files (media.ts, and issue 47's references.ts, faq.ts, lineups.ts,
 * press.ts) are read here never: a band may delete them, and only the build's reading (which band.js
 * carries, each part only where the band has it) makes the site show them.
 */
import { band } from './band';
import { gigs } from './gigs';
import { songs } from './songs';
import { readDataOrThrow, type BandData } from './readData';

let shipped: BandData | undefined;

/** The whole data set; in the bundle it is unpacked on the first call, inside a widget's guard. */
export const shippedData = (): BandData => (shipped ??= readDataOrThrow({ band, gigs, songs }));

/**
 * The band's details alone, for the guard's fallback link (its name and address), without
 * reading or unpacking anything: it must show where reading is what failed. In the bundle the
 * packed, checked values; here the file's own.
 */
export const shippedBand = (): BandData['band'] => band;
