/**
 * The preview beside the form (below it on a phone): the site as the build made it from the data as
 * saved, at a phone's width or a desktop's (scaled to fit), loaded anew after each good build. The
 * site runs sandboxed in its frame: it cannot reach the editor's page, its token or its storage.
 * While a build is refused, the last good preview stays and the build's message is shown, as
 * `npm start` shows it.
 */
import { useEffect, useRef, useState } from 'react';
import type { PreviewStatus } from '../editor/editorApi';
import { previewBase } from '../editor/previewBase';
import type { EditorApi } from './editorApi';
import { useStored } from './useStored';

type Width = 'phone' | 'desktop';

const WIDTHS: { width: Width; name: string; px: number }[] = [
  { width: 'phone', name: 'Handy', px: 375 },
  { width: 'desktop', name: 'Computer', px: 1280 },
];

/** How often the page asks for the build's state while one runs, and while none does. */
const POLL_MS = { building: 700, idle: 3000 };

/** The scale that fits `px` into the frame's box, measured as the box changes size. */
function useFit(px: number) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScale(Math.min(1, element.clientWidth / px));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [px]);
  return { box, scale };
}

export function PreviewPanel({ api, saves, token }: { api: EditorApi; saves: number; token: string }) {
  const [status, setStatus] = useState<PreviewStatus | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [width, setWidth] = useStored<Width>('preview-width', 'phone');
  const { px, name } = WIDTHS.find((entry) => entry.width === width) ?? WIDTHS[0]!;
  const { box, scale } = useFit(px);

  // Asks for the build's state, soon after a save and then while a build runs.
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answer = await api.preview();
      if (stopped) return;
      if ('state' in answer) {
        setStatus(answer);
        setError(undefined);
      } else setError(answer.message);
      if ('state' in answer && answer.state === 'off') return;
      timer = setTimeout(ask, 'state' in answer && answer.state === 'building' ? POLL_MS.building : POLL_MS.idle);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [saves]);

  const build = status?.build ?? 0;
  const state =
    error ??
    (!status || (status.state === 'building' && !build)
      ? 'Die Vorschau wird gebaut …'
      : status.state === 'building'
        ? 'Die Vorschau wird neu gebaut …'
        : status.state === 'refused'
          ? build
            ? 'Die Prüfung hat die Daten abgelehnt (unten, warum); die Vorschau zeigt den letzten guten Stand.'
            : 'Die Prüfung hat die Daten abgelehnt (unten, warum); eine Vorschau gibt es erst, wenn sie sie annimmt.'
          : 'Die Vorschau zeigt den gespeicherten Stand.');

  if (status?.state === 'off') return null;
  return (
    <section class="preview" aria-labelledby="preview-heading">
      <div class="preview-head">
        <h2 id="preview-heading">Vorschau</h2>
        <div class="tabs" role="group" aria-label="Breite der Vorschau">
          {WIDTHS.map((entry) => (
            <button key={entry.width} type="button" aria-pressed={width === entry.width} onClick={() => setWidth(entry.width)}>
              {entry.name}
            </button>
          ))}
        </div>
      </div>
      <p class="hint" aria-live="polite">
        {state}{' '}
        {build > 0 && (
          <a href={`${previewBase(token)}index.html?build=${build}`} target="_blank" rel="noopener">
            In eigenem Fenster öffnen
          </a>
        )}
      </p>
      {status?.state === 'refused' && <pre class="build-message">{status.message}</pre>}
      <div class={`frame frame-${width}`} ref={box}>
        {build > 0 && (
          <iframe
            // A new build is a new address: the frame loads it, the site starts afresh.
            key={`${build}-${width}`}
            src={`${previewBase(token)}index.html?build=${build}`}
            title={`Vorschau der Website, ${name}breite`}
            sandbox="allow-scripts"
            style={{ width: `${px}px`, height: `${100 / scale}%`, transform: `scale(${scale})` }}
          />
        )}
      </div>
      {status?.state === 'built' && status.message && (
        <details class="build-report">
          <summary>Meldungen beim Bauen der Vorschau</summary>
          <pre>{status.message}</pre>
        </details>
      )}
    </section>
  );
}
