/** Where the build reads and writes; every path it names is relative to the repository. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository: esbuild's working directory, the root of every path below. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The band's data folder: band.ts, gigs.ts, songs.ts. */
export const DATA_DIR = 'src/data';
/** The widget, the one file partners embed. */
export const OUTFILE = 'dist/band.js';
/** The build's entry, which package.json's scripts run (it loads buildCommand.ts). */
export const ENTRY = 'build.mjs';
/** Results of the build's slow steps, kept between builds (cached.ts); git-ignored, deletable at will. */
export const BUILD_CACHE = '.cache/build';
/** The band's photos as the build made them (src/build/photoVariants.ts), kept between builds; git-ignored, deletable at will. */
export const PHOTO_CACHE = '.cache/photos';
/** The press photos as the build made them (src/build/pressPhoto.ts), kept between builds; git-ignored, deletable at will. */
export const PRESS_CACHE = '.cache/press';
