/**
 * The band's data as the site ships it. In Node (tests, the build's own
 * reading) this module reads the data files strictly. In dist/band.js the
 * build replaces it with the result of that same reading, packed (src/build/bundle.ts,
 * plugin `shipped-data`; src/data/pack.ts), so visitors get checked data without the checks.
 */
import { band } from './band';
import { gigs } from './gigs';
import { songs } from './songs';
import { readDataOrThrow, type BandData } from './readData';

export const shipped: BandData = readDataOrThrow({ band, gigs, songs });

/** The band's details alone: in the bundle plain values, ready while the script loads (the guard's fallback link). */
export const shippedBand: BandData['band'] = shipped.band;

/** The whole data set; in the bundle it is unpacked on the first call, inside a widget's guard. */
export const shippedData = (): BandData => shipped;
