/**
 * The editor's page: the parts Auftritte and Songs, each a list with its form, the parts Band,
 * Fotos & Videos, Referenzen and Fragen (each its own forms and lists), Rückgängig, and one
 * status line that says what the last save or undo did. The open form and the part shown are kept
 * for the tab (useStored), so a reload of the page loses no typing.
 *
 * The lists are useEditorData's, the shared repository useShare's, the forms' saves useEntrySave's,
 * Rückgängig useUndo's; the header, the parts' heading and the lists with their forms are components of their own.
 */
import { useMemo, useState } from 'react';
import { bandCalls } from './bandCalls';
import { BandForm } from './BandForm';
import { ChangedNotice } from './ChangedNotice';
import { DataProblems } from './DataProblems';
import type { Draft } from './drafts';
import type { EditorApi } from './editorApi';
import { EditorHeader } from './EditorHeader';
import { EntryColumns } from './EntryColumns';
import { extrasCalls, type ExtrasCalls } from './extrasCalls';
import { ExtrasPart } from './ExtrasPart';
import { mediaCalls, type MediaCalls } from './mediaCalls';
import { MediaPart } from './MediaPart';
import type { PageActions } from './pageActions';
import { PartHead } from './PartHead';
import { EXTRAS, PARTS, type Part } from './parts';
import { PreviewPanel } from './PreviewPanel';
import { ShareNotice } from './ShareNotice';
import { useEditorData } from './useEditorData';
import { useEntrySave } from './useEntrySave';
import { useFollowDraft } from './useFollowDraft';
import { useShare } from './useShare';
import { useStored } from './useStored';
import { useUndo } from './useUndo';

interface EditorAppProps {
  api: EditorApi;
  token: string;
  /** The parts' calls; tests give fakes, the page the server's. */
  media?: MediaCalls;
  extras?: ExtrasCalls;
}

export function EditorApp({ api, token, media: mediaApi, extras: extrasApi }: EditorAppProps) {
  const [part, setPart] = useStored<Part>('part', 'gigs');
  const [draft, setDraft] = useStored<Draft | null>('draft', null);
  const [status, setStatus] = useState('');
  const [changed, setChanged] = useState<string | undefined>();
  // Counts what changed the files here: the preview asks for its new build at once.
  const [saves, setSaves] = useState(0);
  const saved = () => setSaves((count) => count + 1);
  const { data, loadError, reload, fromShare } = useEditorData(api);
  // The shared repository: when the bandmates' changes came in, the lists and parts are read anew.
  const { share, readShare } = useShare(api, async () => {
    saved();
    await reload(true);
  });
  useFollowDraft(data, draft, setDraft, setStatus, fromShare);
  const page: PageActions = { setStatus, setChanged, saved, reload: () => reload(), readShare };
  const { submit, formKey } = useEntrySave(api, data, draft, setDraft, page);
  const { undoing, undo } = useUndo(api, page);
  const band = useMemo(() => bandCalls(token), [token]);
  const media = useMemo(() => mediaApi ?? mediaCalls(token), [token, mediaApi]);
  const extras = useMemo(() => extrasApi ?? extrasCalls(token), [token, extrasApi]);
  const sections = EXTRAS[part];
  const name = PARTS.find((entry) => entry.part === part)?.name ?? 'Auftritte';

  return (
    <>
      <EditorHeader
        part={part}
        onPart={setPart}
        hasHistory={data?.hasHistory}
        undoing={undoing}
        share={share}
        onUndo={() => void undo()}
        token={token}
      />
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
      <DataProblems loadError={loadError} data={data} />
      <div class="workspace">
        {/* Unnamed: named by its heading, the main of Fragen would be one more match of a field's label Frage (getByLabel matches parts of names). */}
        <main>
          <PartHead name={name} part={part} onAdd={setDraft} />
          {part === 'band' && <BandForm api={band} media={media} token={token} onStatus={setStatus} onSaved={saved} refresh={saves} />}
          {part === 'media' && <MediaPart api={media} token={token} onStatus={setStatus} onSaved={saved} refresh={saves} />}
          {sections && <ExtrasPart key={part} api={extras} sections={sections} onStatus={setStatus} onSaved={saved} refresh={saves} />}
          <EntryColumns part={part} draft={draft} data={data} loadError={loadError} formKey={formKey} onDraft={setDraft} submit={submit} />
        </main>
        <PreviewPanel api={api} saves={saves} token={token} />
      </div>
    </>
  );
}
