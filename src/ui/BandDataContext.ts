/**
 * The band's data for every component below a widget: the shipped data by
 * default, a fixture in tests. Components read it here instead of importing
 * the data, so what they show is always what they were given.
 */
import { createContext, useContext } from 'react';
import { shippedData } from '../data/shipped';
import type { BandData } from '../data/readData';

export const BandDataContext = createContext<BandData | null>(null);

/** The data of the widget this component belongs to: the provider's, or the shipped data, unpacked on first use. */
export const useBandData = (): BandData => useContext(BandDataContext) ?? shippedData();
