/**
 * The band's details as the editor's form holds them: band.ts's values, except that `logDays` may be
 * the text typed into its field where that is no whole number (the build then refuses it, in its words).
 * Below the requests (bandApi.ts, requestSchemas.ts) and the labels (bandFields.ts), so that the
 * labels, which the saves' checks use, never import a request's file: no circle of imports.
 */
import type { Band } from '../data/band';

export type BandValues = Omit<Band, 'logDays'> & { logDays: number | string };
