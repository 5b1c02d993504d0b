/** The data as a page away from dist/ shows it (demo.html, the press page): every path the build made, behind a base. */
import type { BandData } from '../data/readData';
import { rebaseMedia } from '../domain/media';
import { rebasePressKit } from '../domain/press';

/** The data as a page `base` away from dist/ shows it: the media's and the downloads' paths behind `base`. */
export const dataAt = (data: BandData, base: string): BandData =>
  base
    ? {
        ...data,
        ...(data.media && { media: rebaseMedia(data.media, base) }),
        ...(data.pressKit && { pressKit: rebasePressKit(data.pressKit, base) }),
      }
    : data;
