// The floor of the start-up benchmark: an empty widget that renders one heading,
// mounted the way the real one is (shadow root, synchronous render).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

const host = document.querySelector('[data-band-widget]')!;
const container = document.createElement('div');
host.attachShadow({ mode: 'open' }).append(container);
flushSync(() => createRoot(container).render(<h1>Upgrade your Event</h1>));
