/**
 * The band's data for every component below a widget: the shipped data by
 * default, a fixture in tests. Components read it here instead of importing
 * the data, so what they show is always what they were given.
 */
import { createContext, useContext } from 'react';
import { shippedData } from '../data/shipped';
import { historyOf, type GigHistory } from '../domain/gigHistory';
import type { BandData } from '../data/readData';

export const BandDataContext = createContext<BandData | null>(null);

/** The data of the widget this component belongs to: the provider's, or the shipped data, unpacked on first use. */
export const useBandData = (): BandData => useContext(BandDataContext) ?? shippedData();

/** The gigs in the order of their days, made as a page asks for them (GigHistory): read instead of `gigs`, which makes every one. */
export function useGigHistory(): GigHistory {
  const data = useBandData();
  return data.history ?? historyOf(data.gigs);
}
