/**
 * State kept in sessionStorage, so that an open form and its unsaved values survive a reload of
 * the page (issue 37, "No lost edits"). sessionStorage is right here: the editor is the band's own
 * tool on their own computer, and the tab is what the values belong to. Written as it is set, not
 * after the render: a reload right after a keystroke must find it.
 */
import { useState } from 'react';

const PREFIX = 'band-editor:';

function stored<T>(key: string, initial: T): T {
  try {
    const text = sessionStorage.getItem(PREFIX + key);
    return text === null ? initial : (JSON.parse(text) as T);
  } catch {
    return initial;
  }
}

/** useState whose value is kept under `key` for the tab's life; null is kept as nothing. */
export function useStored<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => stored(key, initial));
  const set = (next: T) => {
    try {
      if (next === null) sessionStorage.removeItem(PREFIX + key);
      else sessionStorage.setItem(PREFIX + key, JSON.stringify(next));
    } catch {
      // Storage full or switched off: the form still works, it just does not survive a reload.
    }
    setValue(next);
  };
  return [value, set];
}
