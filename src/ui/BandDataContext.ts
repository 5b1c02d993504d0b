/**
 * The band's data for every component below a widget: the shipped data by
 * default, a fixture in tests. Components read it here instead of importing
 * the data, so what they show is always what they were given.
 */
import { createContext, useContext } from 'react';
import { shipped } from '../data/shipped';
import type { BandData } from '../data/readData';

export const BandDataContext = createContext<BandData>(shipped);

/** The data of the widget this component belongs to. */
export const useBandData = (): BandData => useContext(BandDataContext);
