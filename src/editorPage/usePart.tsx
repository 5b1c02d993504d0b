/**
 * What the parts Fotos & Videos, Referenzen and Fragen share: their files read when the part opens and
 * read anew when the page says so (after Rückgängig), the one form open at a time, a save from the
 * request to what the band reads after it, the refusals of the last save, a file changed meanwhile.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ApiError } from '../editor/editorApi';
import type { MediaRefusal, MediaSaveResult } from '../editor/mediaApi';
import { ChangedNotice } from './ChangedNotice';
import { NotSaved } from './NotSaved';

interface PartOptions<Data, Form> {
  /** Reads the part's files. */
  read(): Promise<Data | ApiError>;
  /** Changed by the page when the files may have changed without this part (after Rückgängig). */
  refresh: number;
  /** After the files were read anew: the open form follows its entry, or closes when that is gone. */
  follow(data: Data): void;
  /** A form opened or closed (null): what the part keeps beside the form goes with it. */
  onOpen?(next: Form | null): void;
  /** Says what a save did, in the page's status line. */
  onStatus(text: string): void;
  /** After a save: the preview rebuilds. */
  onSaved(): void;
  /** The part's element: a refused save puts the focus on its first refused field in it. */
  part: RefObject<HTMLElement | null>;
  /** The class of the refusals above a form, where the focus goes when no field is refused. */
  problemsClass: string;
  /** The status line when a save changed nothing. */
  unchanged: string;
}

export function usePart<Data, Form>(options: PartOptions<Data, Form>) {
  const { read, refresh, follow, onStatus, onSaved, part, problemsClass } = options;
  const [data, setData] = useState<Data | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [form, setForm] = useState<Form | null>(null);
  const [problems, setProblems] = useState<MediaRefusal[]>([]);
  const [changed, setChanged] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function load(): Promise<Data | undefined> {
    const answer = await read();
    if (answer && typeof answer === 'object' && 'status' in answer) {
      setLoadError((answer as ApiError).message);
      return undefined;
    }
    setLoadError(undefined);
    setData(answer as Data);
    return answer as Data;
  }
  /** Read anew, the open form following its entry. */
  const reload = () => load().then((answer) => answer && follow(answer));
  useEffect(() => void load(), []);
  const refreshed = useRef(refresh);
  useEffect(() => {
    if (refreshed.current === refresh) return;
    refreshed.current = refresh;
    void reload();
  }, [refresh]);

  // Counts the forms opened: a save closes its own form only, never one opened while it was under way
  // (a recording chosen while a video was being saved).
  const opens = useRef(0);
  function open(next: Form | null): void {
    opens.current += 1;
    setForm(next);
    setProblems([]);
    setChanged(undefined);
    options.onOpen?.(next);
  }

  /**
   * One save: the files read anew before anything else can be done or is said (an action on a list
   * still showing the old order would name an entry by its old place), then its answer said in the
   * status line, or its refusals shown where they belong (`onRefused`, else at the part's fields).
   */
  async function save(send: () => Promise<MediaSaveResult | ApiError>, onRefused?: (problems: MediaRefusal[]) => void): Promise<void> {
    setBusy(true);
    const saving = opens.current;
    const result = await send();
    if (result.status === 'saved') {
      if (opens.current === saving) open(null);
      await load();
    }
    setBusy(false);
    switch (result.status) {
      case 'saved':
        onStatus(savedStatus(result));
        onSaved();
        break;
      case 'unchanged':
        onStatus(options.unchanged);
        if (opens.current === saving) open(null);
        break;
      case 'refused':
        if (onRefused) onRefused(result.problems);
        else setProblems(result.problems);
        // The first field refused, or the message above the fields: where the band reads next.
        requestAnimationFrame(() => part.current?.querySelector<HTMLElement>(`[aria-invalid="true"], .${problemsClass}`)?.focus());
        break;
      case 'changed':
        setChanged(result.message);
        break;
      case 'error':
        setProblems([{ message: result.message }]);
        break;
    }
  }

  /** The refusals above a form (`others`: those of no field it shows), and a file changed meanwhile with Neu laden. */
  const notices = (others: readonly MediaRefusal[]) => (
    <>
      {changed && (
        <ChangedNotice
          message={changed}
          onReload={() => {
            setChanged(undefined);
            void reload();
          }}
        />
      )}
      {others.length > 0 && <NotSaved class={`problems ${problemsClass}`} problems={others} />}
    </>
  );

  return { data, loadError, form, setForm, open, problems, setProblems, busy, save, notices };
}

/** The status line after a save: what was saved, and what the band should know (no history, a warning of the build). */
export function savedStatus(result: { message: string; historyProblem?: string; historyNote?: string; warnings: string[] }): string {
  const notes = [result.historyProblem, result.historyNote, ...result.warnings.map((warning) => `Hinweis: ${warning}`)].filter(Boolean);
  return [`Gespeichert: ${result.message}`, ...notes].join(' – ');
}
