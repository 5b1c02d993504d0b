/**
 * The parts Auftritte and Songs: the list, and beside it the open entry's form (GigForm, SongForm);
 * hidden, not gone, while another part is shown.
 */
import type { EditorData } from '../editor/editorApi';
import { gigDraft, songDraft, type Draft } from './drafts';
import { GigForm } from './GigForm';
import { GigList } from './GigList';
import type { Part } from './parts';
import { SongForm } from './SongForm';
import { SongList } from './SongList';
import type { Submit } from './useSubmit';

interface EntryColumnsProps {
  part: Part;
  draft: Draft | null;
  data: EditorData | undefined;
  loadError: string | undefined;
  /** The key of a form: the same while it edits the same entry. */
  formKey(draft: Draft): string;
  onDraft(draft: Draft | null): void;
  submit: Submit;
}

export function EntryColumns({ part, draft, data, loadError, formKey, onDraft, submit }: EntryColumnsProps) {
  const close = () => onDraft(null);
  return (
    <div class={draft?.list === part ? 'columns with-form' : 'columns'} hidden={part !== 'gigs' && part !== 'songs'}>
      {draft?.list === 'gigs' && part === 'gigs' && (
        <GigForm key={formKey(draft)} draft={draft} onChange={onDraft} onClose={close} submit={submit} />
      )}
      {draft?.list === 'songs' && part === 'songs' && (
        <SongForm key={formKey(draft)} draft={draft} onChange={onDraft} onClose={close} submit={submit} />
      )}
      <div class="list">
        {!data && !loadError && <p>Wird geladen …</p>}
        {data && part === 'gigs' && (
          <GigList gigs={data.gigs} onEdit={(gig) => onDraft(gigDraft(gig.value, gig.index, data.versions.gigs))} />
        )}
        {data && part === 'songs' && (
          <SongList songs={data.songs} onEdit={(song) => onDraft(songDraft(song.value, song.index, data.versions.songs))} />
        )}
      </div>
    </div>
  );
}
