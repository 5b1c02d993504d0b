/**
 * The press page's downloads (issue 47), made where the band has press texts: every photo of
 * media.ts as a JPEG for print (pressPhoto.ts), named by its place in the list
 * (presse/upgrade-pressefoto-1.jpg …), and the logo as SVG and as a PNG 1000 px wide, rasterised
 * from that SVG. Their record (src/domain/press.ts, paths relative to dist/) goes into band.js
 * and the pages as `data.pressKit`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PressKit, PressPhoto } from '../domain/press';
import { SitePath } from '../domain/siteUrls';
import { logoSvg } from '../static/logoFile';
import { MEDIA_FOLDERS } from './checkMediaFiles';
import type { MediaSource } from './loadData';
import { PRESS_CACHE, ROOT } from './paths';
import { pressPhoto } from './pressPhoto';
import { twoAtATime } from './twoAtATime';

/** The logo PNG's width: large enough for a poster's corner or a slide, small enough to mail. */
export const LOGO_PNG_WIDTH = 1000;

/** The press photos' and the logo's names in dist/ (relative to it, as the page links them). */
export const pressPhotoPath = (n: number) => `${SitePath.Press}upgrade-pressefoto-${n}.jpg`;
export const LOGO_SVG = `${SitePath.Press}upgrade-logo.svg`;
export const LOGO_PNG = `${SitePath.Press}upgrade-logo.png`;

export interface BuiltPressKit {
  /** What goes into dist/, by path from the repository: `dist/presse/…`. */
  files: Record<string, Uint8Array | string>;
  pressKit: PressKit;
}

/**
 * The downloads of the band called `name` from the photos `source` lists (none without media.ts).
 * buildMedia has read every photo already, so one the image library cannot read is refused there first.
 */
export async function buildPressKit(
  source: MediaSource | undefined,
  name: string,
  cacheDir = join(ROOT, PRESS_CACHE),
): Promise<BuiltPressKit> {
  const list = source?.lists.photos ?? [];
  const made = await twoAtATime(list, async ({ file }) =>
    pressPhoto(await readFile(join(source!.folder, MEDIA_FOLDERS.photo, file)), cacheDir),
  );
  const files: BuiltPressKit['files'] = {};
  const photos: PressPhoto[] = list.map(({ alt, credit }, i) => {
    const { bytes, width, height } = made[i]!;
    const path = pressPhotoPath(i + 1);
    files[`dist/${path}`] = bytes;
    return { path, width, height, bytes: bytes.length, alt, credit };
  });
  const svg = logoSvg(`Logo von ${name}`);
  files[`dist/${LOGO_SVG}`] = svg;
  files[`dist/${LOGO_PNG}`] = await logoPng(svg);
  return { files, pressKit: { photos, logo: { svg: LOGO_SVG, png: LOGO_PNG } } };
}

/** The SVG rasterised (librsvg, inside sharp) at LOGO_PNG_WIDTH, its background left clear. */
async function logoPng(svg: string): Promise<Uint8Array> {
  const { width = 0 } = await sharp(Buffer.from(svg)).metadata();
  // Drawn at the size wanted, not enlarged from a small bitmap: the density that makes the SVG's width LOGO_PNG_WIDTH.
  return sharp(Buffer.from(svg), { density: (72 * LOGO_PNG_WIDTH) / width })
    .resize({ width: LOGO_PNG_WIDTH })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
