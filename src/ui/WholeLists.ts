/**
 * True where a render is all a visitor gets: the build's prerendered page, which a visitor without
 * JavaScript reads as it is. The gig lists are whole there; in the app they render a screenful
 * first (useMounted). The song list is not: its first screenful and a link to the page of all
 * songs (src/static/songPage.tsx) keep the band's page small however long the list grows.
 */
import { createContext } from 'react';

export const WholeLists = createContext(false);
