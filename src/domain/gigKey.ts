/**
 * A gig's key among all gigs: what a list's items are keyed and found by. One
 * function, so the key changes in one line when the gig carries its own slug.
 */
import type { Gig } from './gigs';
import { gigSlug } from './ics';

export const gigKey = (gig: Gig): string => gigSlug(gig);
