/**
 * What the visitor chooses for the inquiry: the wish list picked on Programm
 * (each song wished or marked "Bitte nicht spielen", one wished song marked as
 * the opening dance) and the day checked on Kontakt. It lives in memory for the
 * visit only: nothing is stored or sent.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Song } from '../domain/songs';

interface Choices {
  /** Every song on the list, in the order chosen. */
  songs: readonly Song[];
  /** The wished song that opens the dance, at most one. */
  opening: Song | null;
  /** Songs on the list marked "Bitte nicht spielen": never wished, never the opening dance. */
  doNotPlay: readonly Song[];
  /** The day checked on Kontakt, `YYYY-MM-DD`; '' when none. */
  day: string;
}

interface WishListValue extends Choices {
  /** The songs on the list that are wished (the opening dance among them). */
  wishes: readonly Song[];
  /** Puts a song on the list as a wish, or takes it off with its mark. */
  toggle(song: Song): void;
  /** Marks a song on the list as the opening dance, moving the mark from another; again clears it. */
  toggleOpening(song: Song): void;
  /** Marks a song on the list "Bitte nicht spielen"; again makes it a wish. */
  toggleDoNotPlay(song: Song): void;
  setDay(day: string): void;
}

const NONE: Choices = { songs: [], opening: null, doNotPlay: [], day: '' };
const without = (list: readonly Song[], song: Song) => list.filter((s) => s !== song);
const toggled = (list: readonly Song[], song: Song) => (list.includes(song) ? without(list, song) : [...list, song]);
/** The opening dance unless it is `song`. */
const openingBut = (c: Choices, song: Song) => (c.opening === song ? null : c.opening);

const WishListContext = createContext<WishListValue>({
  ...NONE,
  wishes: [],
  toggle() {},
  toggleOpening() {},
  toggleDoNotPlay() {},
  setDay() {},
});

export function WishListProvider({ children }: { children: ReactNode }) {
  const [choices, set] = useState(NONE);
  const value: WishListValue = {
    ...choices,
    wishes: choices.songs.filter((s) => !choices.doNotPlay.includes(s)),
    // Each change keeps a song either wished or not to play, and the opening dance a wish.
    toggle: (song) =>
      set((c) => ({ ...c, songs: toggled(c.songs, song), doNotPlay: without(c.doNotPlay, song), opening: openingBut(c, song) })),
    toggleOpening: (song) => set((c) => ({ ...c, opening: c.opening === song ? null : song, doNotPlay: without(c.doNotPlay, song) })),
    toggleDoNotPlay: (song) => set((c) => ({ ...c, doNotPlay: toggled(c.doNotPlay, song), opening: openingBut(c, song) })),
    setDay: (day) => set((c) => ({ ...c, day })),
  };
  return <WishListContext.Provider value={value}>{children}</WishListContext.Provider>;
}

export const useWishList = () => useContext(WishListContext);
