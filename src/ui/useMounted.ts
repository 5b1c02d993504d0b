/**
 * Whether the widget has mounted: false on its first render, true from the frame after its first
 * paint. A long list renders what the first screen shows at first and the rest then, so the
 * start-up costs a screenful of items, not every one (issue 31: within 1.5× the static floor).
 * A render that runs no effects (the build's prerendering, renderToString) stays at the first render.
 */
import { useEffect, useState } from 'react';

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
