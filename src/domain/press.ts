/**
 * The press kit for agencies and venues (issue 47): the band's texts from src/data/press.ts, and the
 * downloads the build makes of them (press photos in print quality, the logo). The page
 * "Presse & Veranstalter" (`#/presse`, and dist/presse/index.html) exists exactly where `press` does.
 */

/** src/data/press.ts as the build read and checked it. */
export interface Press {
  /** The short biography, one paragraph, typeset: what "Kopieren" puts on the clipboard, exactly. */
  short: string;
  /** The long biography, one entry per paragraph (the band separates them with a blank line, `\n\n`). */
  long: string[];
  /** The technical rider, one line each: 'Bühnenfläche mindestens 6 × 4 m'. */
  rider: string[];
}

/** A photo of media.ts as a download in print quality, made by the build. */
export interface PressPhoto {
  /** Relative to dist/ (then behind band.js's folder, as the media's paths): `presse/upgrade-pressefoto-1.jpg`. */
  path: string;
  width: number;
  height: number;
  /** The file's size in bytes (the page shows it in MB). */
  bytes: number;
  /** The photo's description (its alt text in media.ts). */
  alt: string;
  /** Who took it (media.ts `credit`). */
  credit: string;
}

/** What the build made for the press page: present exactly where `press` is. */
export interface PressKit {
  /** Every photo of media.ts, in its order; empty without photos. */
  photos: PressPhoto[];
  /** The logo to download, relative to dist/: `presse/upgrade-logo.svg` and a 1000 px wide `presse/upgrade-logo.png`. */
  logo: { svg: string; png: string };
}

/** The same downloads behind `base` ('dist/' for demo.html, '../' one folder down, band.js's folder), as rebaseMedia does for the media. */
export const rebasePressKit = ({ photos, logo }: PressKit, base: string): PressKit => ({
  photos: photos.map((photo) => ({ ...photo, path: base + photo.path })),
  logo: { svg: base + logo.svg, png: base + logo.png },
});
