/**
 * When a long list renders all its items. The gig lists and the song list render what the first
 * screen shows at start-up and the rest in the frame after the first paint: the start-up then
 * costs a screenful of items, not every one (issue 31: within 1.5× the static floor).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Gig } from '../domain/gigs';

/**
 * True where the gig lists render whole at once. In the build's prerendering (src/static/prerender.tsx),
 * which runs no effects: a visitor without JavaScript reads them as they are. And where band.js takes
 * over a prerendered page already scrolled (src/widget/mount.tsx): a visitor who scrolled it, or a
 * reload that restored its place, would otherwise see the page grow shorter for a frame and lose the
 * place. The song list is not whole there: its first screenful and a link to the page of all songs
 * (src/static/songPage.tsx) keep the band's page small however long the list grows.
 */
export const WholeLists = createContext(false);

/** What the build's prerendering gives the gig lists (src/static/prerender.tsx); band.js has none and renders every gig. */
export interface Prerendered {
  /** How many gigs the band's page lists at the most, those ahead first, then this year's past. */
  most: number;
  /** What stands where a list stops: links to the pages of the years of the gigs `left` out of it (none: nothing). */
  more: (left: Gig[]) => ReactNode;
}

/**
 * The band's page lists as many gigs as fit into its first round trip whatever the band has booked and
 * played (issue 39), and the years' pages for the others: set while the build prerenders it.
 */
export const Prerendering = createContext<Prerendered | null>(null);

/** Whether the list renders whole now; `atOnce`: whether it follows WholeLists (the gig lists do). */
export function useWholeList(atOnce: boolean): boolean {
  const wholeLists = useContext(WholeLists);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted || (atOnce && wholeLists);
}
