/** The current time for the rules that need `now`, refreshed at local midnight. */
import { useEffect, useState } from 'react';

/** `fixed` pins the time (tests, previews); otherwise the clock, re-read when a new day starts. */
export function useNow(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    // Days left and upcoming/past change at midnight: a page left open overnight stays right.
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
    const timer = setTimeout(() => setNow(new Date()), Math.max(1000, next.getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [fixed, now]);
  return fixed ?? now;
}
