/** Turns the build's serialized reading of the data back into the app's types (dates as local midnight). */
import type { BandData } from './readData';

/** The data with each gig's date as its `YYYY-MM-DD` text, as the build writes it into the bundle. */
export type SerializedData = Omit<BandData, 'gigs'> & { gigs: (Omit<BandData['gigs'][number], 'date'> & { date: string })[] };

export function hydrate(data: SerializedData): BandData {
  return {
    ...data,
    gigs: data.gigs.map((gig) => {
      // The build has checked every date; this is the light path of parseDate.
      const [year, month, day] = gig.date.split('-').map(Number);
      return { ...gig, date: new Date(year, month - 1, day) };
    }),
  };
}
