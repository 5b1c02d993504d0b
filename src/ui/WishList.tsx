/**
 * The visitor's wish list: songs picked on Programm, listed in the inquiry on
 * Kontakt. It lives in memory for the visit only: nothing is stored or sent.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Song } from '../domain/songs';

interface WishListValue {
  wishes: readonly Song[];
  toggle(song: Song): void;
}

const WishListContext = createContext<WishListValue>({ wishes: [], toggle() {} });

export function WishListProvider({ children }: { children: ReactNode }) {
  const [wishes, setWishes] = useState<readonly Song[]>([]);
  const toggle = useCallback(
    (song: Song) => setWishes((list) => (list.includes(song) ? list.filter((s) => s !== song) : [...list, song])),
    [],
  );
  const value = useMemo(() => ({ wishes, toggle }), [wishes, toggle]);
  return <WishListContext.Provider value={value}>{children}</WishListContext.Provider>;
}

export const useWishList = () => useContext(WishListContext);
