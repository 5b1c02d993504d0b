/**
 * The editor's page: the parts Auftritte and Songs, each a list with its form, the parts Band,
 * Fotos & Videos, Referenzen and Fragen (each its own forms and lists), Rückgängig, and one
 * status line that says what the last save or undo did. The open form and the part shown are kept
 * for the tab (useStored), so a reload of the page loses no typing.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { describeUndoTarget, type ShareStatus } from '../editor/describeShare';
import type { EditorData } from '../editor/editorApi';
import type { SaveRequest } from '../editor/saveEntry';
import { gigDraft, retarget, songDraft, type Draft } from './drafts';
import type { EditorApi } from './editorApi';
import { BandForm } from './BandForm';
import { bandCalls } from './bandCalls';
import { ChangedNotice } from './ChangedNotice';
import { extrasCalls, type ExtrasCalls } from './extrasCalls';
import { ExtrasPart, type ExtrasSection } from './ExtrasPart';
import { GigForm } from './GigForm';
import { GigList } from './GigList';
import { mediaCalls, type MediaCalls } from './mediaCalls';
import { MediaPart } from './MediaPart';
import { PreviewPanel } from './PreviewPanel';
import { PublishPanel } from './PublishPanel';
import { ShareNotice } from './ShareNotice';
import { SongForm } from './SongForm';
import { SongList } from './SongList';
import type { Submit } from './useSubmit';
import { useStored } from './useStored';

type Part = 'gigs' | 'songs' | 'band' | 'media' | 'references' | 'questions';

const PARTS: { part: Part; name: string }[] = [
  { part: 'gigs', name: 'Auftritte' },
  { part: 'songs', name: 'Songs' },
  { part: 'band', name: 'Band' },
  { part: 'media', name: 'Fotos & Videos' },
  { part: 'references', name: 'Referenzen' },
  { part: 'questions', name: 'Fragen' },
];

/** The lists of the parts Referenzen and Fragen (issue 47). */
const EXTRAS: Partial<Record<Part, readonly ExtrasSection[]>> = {
  references: ['testimonials', 'references'],
  questions: ['faq', 'lineups', 'press'],
};

/** A form is the same form while it edits the same entry, wherever the list moved that entry. */
const entryKey = (draft: Draft) => (draft.original ? JSON.stringify(draft.original) : 'new');

/** How often the page asks what came in from the shared repository and what is not yet shared (ms). */
const SHARE_POLL = 2000;

interface EditorAppProps {
  api: EditorApi;
  token: string;
  /** The parts' calls; tests give fakes, the page the server's. */
  media?: MediaCalls;
  extras?: ExtrasCalls;
}

export function EditorApp({ api, token, media: mediaApi, extras: extrasApi }: EditorAppProps) {
  const [data, setData] = useState<EditorData | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [part, setPart] = useStored<Part>('part', 'gigs');
  const [draft, setDraft] = useStored<Draft | null>('draft', null);
  const [status, setStatus] = useState('');
  const [changed, setChanged] = useState<string | undefined>();
  const [undoing, setUndoing] = useState(false);
  const [share, setShare] = useState<ShareStatus | undefined>();
  // A form that took over a bandmate's version of its entry (a save refused for it) stays the same form: the typing stays.
  const [kept, setKept] = useState<{ from: string; to: string } | undefined>();
  const formKey = (open: Draft) => (entryKey(open) === kept?.to ? kept.from : entryKey(open));
  // Counts what changed the files here: the preview asks for its new build at once.
  const [saves, setSaves] = useState(0);
  const band = useMemo(() => bandCalls(token), [token]);
  const media = useMemo(() => mediaApi ?? mediaCalls(token), [token, mediaApi]);
  const extras = useMemo(() => extrasApi ?? extrasCalls(token), [token, extrasApi]);
  const sections = EXTRAS[part];
  const saved = () => setSaves((count) => count + 1);

  /** Reads the lists anew; `byShare`: because the bandmates' changes came in. */
  async function reload(byShare = false): Promise<void> {
    fromShare.current = byShare;
    try {
      setData(await api.data());
      setLoadError(undefined);
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }
  useEffect(() => void reload(), []);

  // The shared repository: when the bandmates' changes came in, the lists and parts are read anew.
  const taken = useRef<number | undefined>(undefined);
  // Whether the data was last read because the bandmates' changes came in.
  const fromShare = useRef(false);
  async function readShare(): Promise<void> {
    const status = await api.share?.();
    if (!status || 'status' in status) return;
    setShare(status);
    if (taken.current !== undefined && status.taken !== taken.current) {
      setSaves((count) => count + 1);
      await reload(true);
    }
    taken.current = status.taken;
  }
  useEffect(() => {
    if (!api.share) return;
    void readShare();
    const timer = setInterval(() => void readShare(), SHARE_POLL);
    return () => clearInterval(timer);
  }, []);

  // Whatever read the list anew (Neu laden, Rückgängig, a reload of the page), an entry's open form
  // follows its entry to its new place, or closes when that entry is gone or changed.
  useEffect(() => {
    if (!data || !draft) return;
    const moved = retarget(draft, data);
    if (moved === draft) return;
    // A bandmate's change taken in leaves an open form as it is: its Speichern is judged by the server,
    // which saves it on the new version or refuses it showing theirs, the typing kept.
    if (!moved && fromShare.current) return;
    setDraft(moved ?? null);
    if (!moved) setStatus('Der Eintrag im Formular wurde inzwischen geändert oder gelöscht; das Formular ist darum geschlossen.');
  }, [data]);

  // The form as it is now, for a save sent from a question asked before the list was read anew.
  const current = useRef(draft);
  current.current = draft;

  const submit: Submit = async (request) => {
    if (!data) return { status: 'error', message: 'Die Daten sind noch nicht geladen.' };
    const open = current.current;
    let full: SaveRequest;
    if (request.action === 'add') {
      full = { ...request, expectedVersion: data.versions[request.list] } as SaveRequest;
    } else {
      // An entry is saved against the version its form was opened on (or followed it to), and names
      // the entry as it was: a list that shifted meanwhile is refused, never another entry changed.
      if (open?.list !== request.list || open.index === undefined || open.version === undefined || open.original === undefined) {
        return { status: 'error', message: 'Das Formular gehört zu keinem Eintrag mehr; bitte neu öffnen.' };
      }
      full = { ...request, index: open.index, original: open.original, expectedVersion: open.version } as SaveRequest;
    }
    const result = await api.save(full);
    if (result.status === 'saved') {
      const notes = [result.historyProblem, result.historyNote, ...result.warnings.map((warning) => `Hinweis: ${warning.message}`)].filter(
        Boolean,
      );
      setStatus([`Gespeichert: ${result.message}`, ...notes].join(' – '));
      setChanged(undefined);
      setDraft(null);
      setSaves((count) => count + 1);
      setKept(undefined);
      await reload();
      void readShare();
    } else if (result.status === 'unchanged') {
      setStatus('Nichts geändert: der Eintrag steht schon so in der Datei.');
      setDraft(null);
    } else if (result.status === 'changed') {
      setChanged(result.message);
    } else if (result.status === 'refused' && open && full.action !== 'add') {
      takeOver(open, result.problems[0]?.other?.entry);
    } else if (result.status === 'error') {
      setStatus(result.message);
    }
    return result;
  };

  /**
   * A bandmate changed the form's entry meanwhile (the refusal shows their version): the form now
   * stands on their version, with the member's typing, so Speichern saves over it on purpose.
   */
  function takeOver(open: Draft, entry: { index: number; value: unknown; version: string } | undefined): void {
    if (!entry) return;
    const moved = { ...open, index: entry.index, original: entry.value, version: entry.version } as Draft;
    setKept({ from: formKey(open), to: entryKey(moved) });
    setDraft(moved);
    void reload();
    void readShare();
  }

  async function undo(): Promise<void> {
    setUndoing(true);
    const result = await api.undo();
    setUndoing(false);
    setStatus(result.message);
    if (result.status === 'undone') {
      setChanged(undefined);
      setSaves((count) => count + 1);
      await reload();
    }
    void readShare();
  }

  const close = () => setDraft(null);
  const name = PARTS.find((entry) => entry.part === part)?.name ?? 'Auftritte';

  return (
    <>
      <header class="top">
        <h1>Editor</h1>
        <div class="tabs" role="group" aria-label="Teil">
          {PARTS.map((entry) => (
            <button key={entry.part} type="button" aria-pressed={part === entry.part} onClick={() => setPart(entry.part)}>
              {entry.name}
            </button>
          ))}
        </div>
        <div class="undo">
          <button
            type="button"
            onClick={() => void undo()}
            disabled={!data?.hasHistory || undoing}
            aria-describedby={share?.undo ? 'undo-what' : undefined}
          >
            Rückgängig
          </button>
          {share?.undo && (
            <p class="what" id="undo-what">
              {describeUndoTarget(share.undo)}
            </p>
          )}
          {data && !data.hasHistory && (
            <p class="hint">
              Kein git-Repository: Speicherungen werden nicht in einer Versionsgeschichte festgehalten, Rückgängig gibt es darum nicht.
            </p>
          )}
        </div>
        <PublishPanel token={token} />
      </header>
      <p class="status" role="status">
        {status}
      </p>
      <ShareNotice status={share} />
      {changed && (
        <ChangedNotice
          message={changed}
          onReload={() => {
            setChanged(undefined);
            setStatus('Neu geladen.');
            void reload();
          }}
        />
      )}
      {loadError && (
        <div class="problems" role="alert">
          <p>{loadError}</p>
        </div>
      )}
      {data && data.problems.length > 0 && (
        <div class="problems" role="alert">
          <p>Die Datendateien bestehen die Prüfung des Builds nicht; so lange wird nichts gespeichert:</p>
          <pre>{data.problems.join('\n')}</pre>
        </div>
      )}
      <div class="workspace">
        {/* Unnamed: named by its heading, the main of Fragen would be one more match of a field's label Frage (getByLabel matches parts of names). */}
        <main>
          <div class="part-head">
            <h2 id="part-heading">{name}</h2>
            {part === 'gigs' && (
              <button type="button" onClick={() => setDraft(gigDraft())}>
                Auftritt hinzufügen
              </button>
            )}
            {part === 'songs' && (
              <button type="button" onClick={() => setDraft(songDraft())}>
                Song hinzufügen
              </button>
            )}
          </div>
          {part === 'band' && <BandForm api={band} media={media} token={token} onStatus={setStatus} onSaved={saved} refresh={saves} />}
          {part === 'media' && <MediaPart api={media} token={token} onStatus={setStatus} onSaved={saved} refresh={saves} />}
          {sections && <ExtrasPart key={part} api={extras} sections={sections} onStatus={setStatus} onSaved={saved} refresh={saves} />}
          <div class={draft?.list === part ? 'columns with-form' : 'columns'} hidden={part !== 'gigs' && part !== 'songs'}>
            {draft?.list === 'gigs' && part === 'gigs' && (
              <GigForm key={formKey(draft)} draft={draft} onChange={setDraft} onClose={close} submit={submit} />
            )}
            {draft?.list === 'songs' && part === 'songs' && (
              <SongForm key={formKey(draft)} draft={draft} onChange={setDraft} onClose={close} submit={submit} />
            )}
            <div class="list">
              {!data && !loadError && <p>Wird geladen …</p>}
              {data && part === 'gigs' && (
                <GigList gigs={data.gigs} onEdit={(gig) => setDraft(gigDraft(gig.value, gig.index, data.versions.gigs))} />
              )}
              {data && part === 'songs' && (
                <SongList songs={data.songs} onEdit={(song) => setDraft(songDraft(song.value, song.index, data.versions.songs))} />
              )}
            </div>
          </div>
        </main>
        <PreviewPanel api={api} saves={saves} token={token} />
      </div>
    </>
  );
}
