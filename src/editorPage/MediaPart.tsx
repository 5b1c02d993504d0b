/**
 * The editor's part Fotos & Videos (issue 46): the band's photos as thumbnails in their order (the
 * first leads the Home page), its videos and its recordings, each list with what can be done to
 * its entries, and the forms that add to them. New photos are uploaded as soon as they are chosen
 * or dropped onto the part (the server checks each file and converts an iPhone's HEIC), and saved
 * together, with their texts, as one commit.
 *
 * One form at a time: opening one closes the other, so each of the labels Titel, Bildbeschreibung,
 * Fotograf/in and each button Speichern is on the page once (only new photos, several at once,
 * repeat their two fields, each group named by its file). This file holds the part's state and its
 * saves; each list and form is drawn by its own component.
 */
import { useEffect, useRef, useState } from 'react';
import type { RawAudio, RawPhoto, RawVideo } from '../data/readMedia';
import type { MediaData, MediaRefusal, MediaSaveRequest } from '../editor/mediaApi';
import { AudioSection } from './AudioSection';
import { EditPhotoForm, type PhotoEdit } from './EditPhotoForm';
import { Loading } from './Loading';
import type { MediaCalls } from './mediaCalls';
import { MetadataList } from './MetadataMark';
import { NewPhotosForm, type NewPhoto } from './NewPhotosForm';
import { PhotoSection } from './PhotoSection';
import { removalOf, type Removal } from './RemoveQuestion';
import { newUpload, sendUploads } from './uploads';
import type { Upload } from './UploadState';
import { useMetadata } from './useMetadata';
import { usePart } from './usePart';
import { useStored } from './useStored';
import { VideoSection, type VideoDraft } from './VideoSection';

type List = 'photos' | 'videos' | 'audio';

type Form =
  | { kind: 'photos' }
  | ({ kind: 'edit-photo'; index: number; version: string } & PhotoEdit)
  | ({ kind: 'video' } & VideoDraft)
  | { kind: 'audio'; title: string }
  | { kind: 'remove'; list: List; index: number; original: RawPhoto | RawVideo | RawAudio; version: string };

interface MediaPartProps {
  api: MediaCalls;
  token: string;
  /** Says what a save did, in the page's status line. */
  onStatus(text: string): void;
  /** After a save: the preview rebuilds. */
  onSaved(): void;
  /** Changed by the page when media.ts may have changed without this part (after Rückgängig). */
  refresh: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isAudio = (file: File) => /\.(mp3|opus|ogg)$/i.test(file.name) || file.type.startsWith('audio/');

/** The refusals of the new photo at `position` in the save: those that name it (`photos.1.alt`), or all field refusals when it was the only one. */
function refusalsOf(problems: MediaRefusal[], position: number, count: number): MediaRefusal[] {
  return problems.flatMap((problem) => {
    const match = /^(?:photos\.)?(\d+)\.(\w+)$/.exec(problem.field ?? '');
    if (match) return Number(match[1]) === position ? [{ ...problem, field: match[2]! }] : [];
    return count === 1 && problem.field ? [problem] : [];
  });
}

export function MediaPart({ api, token, onStatus, onSaved, refresh }: MediaPartProps) {
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [audio, setAudio] = useState<Upload | undefined>();
  const [dragging, setDragging] = useState(false);
  // The credit typed last: a band's photos of an evening mostly have one photographer.
  const [lastCredit, setLastCredit] = useStored('media-credit', '');
  const part = useRef<HTMLDivElement>(null);
  const shared = usePart<MediaData, Form>({
    read: () => api.media(),
    refresh,
    follow,
    // The new photos and the recording chosen go with their form.
    onOpen(next) {
      if (next?.kind !== 'photos') setPhotos([]);
      if (next?.kind !== 'audio') setAudio(undefined);
    },
    onStatus,
    onSaved,
    part,
    problemsClass: 'media-problems',
    unchanged: 'Nichts geändert: media.ts enthält das schon so.',
  });
  const { data: media, loadError, form, setForm, open, problems, setProblems, busy } = shared;
  // The originals that give a person away (issue 53): marked where the part shows them, with Metadaten entfernen.
  const metadata = useMetadata(api, {
    version: media?.version ?? '',
    refresh,
    onStatus,
    onSaved,
    onRefused: (message) => setProblems([{ message }]),
  });

  // A file dropped beside the part would make the browser open it and leave the editor.
  useEffect(() => {
    const keep = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  // Opened: the form's first field (which on a phone also brings it into view), or the question.
  const opened = form ? (form.kind === 'remove' ? `remove-${form.list}-${form.index}` : form.kind) : '';
  useEffect(() => {
    if (!opened || form?.kind === 'photos') return;
    part.current?.querySelector<HTMLElement>('.media-form input:not([type="file"]), .media-form select, .question')?.focus();
  }, [opened]);

  /** An entry's open form after media.ts was read anew: following its entry, or closed when that is gone. */
  function follow(data: MediaData): void {
    setForm((open) => {
      if (!open || (open.kind !== 'edit-photo' && open.kind !== 'remove')) return open;
      const list: List = open.kind === 'edit-photo' ? 'photos' : open.list;
      const entries = data[list] as { index: number; value: unknown }[];
      const found = entries.find((entry) => same(entry.value, open.original));
      if (found) return { ...open, index: found.index, version: data.version };
      onStatus('Der Eintrag im Formular wurde inzwischen geändert oder entfernt; das Formular ist darum geschlossen.');
      return null;
    });
  }

  /** A file chosen or dropped for the photos: into the form of new photos, on its way to the server at once. */
  function addPhotos(files: File[]): void {
    const fresh: NewPhoto[] = files.map((file) => ({ ...newUpload(file), alt: '', credit: '', problems: [] }));
    const keep = form?.kind === 'photos' ? photos : [];
    const credit = [...keep].reverse().find((photo) => photo.credit)?.credit ?? lastCredit;
    const all = [...keep, ...fresh.map((photo) => ({ ...photo, credit }))];
    if (form?.kind !== 'photos') open({ kind: 'photos' });
    setPhotos(all);
    void sendUploads(api, fresh, files, 'photo', (key, upload) =>
      setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...upload } : photo))),
    );
  }

  function addAudio(file: File): void {
    const upload = newUpload(file);
    open({ kind: 'audio', title: form?.kind === 'audio' ? form.title : '' });
    setAudio(upload);
    void sendUploads(api, [upload], [file], 'audio', (key, changes) =>
      setAudio((now) => (now?.key === key ? { ...now, ...changes } : now)),
    );
  }

  function dropped(event: DragEvent): void {
    event.preventDefault();
    setDragging(false);
    const files = [...(event.dataTransfer?.files ?? [])];
    if (!files.length) return;
    if (files.length === 1 && isAudio(files[0]!)) addAudio(files[0]!);
    else addPhotos(files);
  }

  /** One save, with usePart's answer; a refusal of new photos goes to `onRefused`. */
  const save = (request: MediaSaveRequest, onRefused?: (problems: MediaRefusal[]) => void) =>
    shared.save(() => api.save(request), onRefused);

  function savePhotos(): void {
    if (!media) return;
    if (photos.some((photo) => photo.state === 'waiting' || photo.state === 'uploading')) {
      setProblems([{ message: 'Noch nicht alle Fotos sind hochgeladen; bitte einen Moment warten und dann noch einmal speichern.' }]);
      return;
    }
    const ready = photos.filter((photo) => photo.state === 'uploaded');
    if (!ready.length) return;
    const credit = ready.at(-1)!.credit.trim();
    if (credit) setLastCredit(credit);
    setProblems([]);
    void save(
      {
        action: 'add-photos',
        photos: ready.map((photo) => ({ upload: photo.upload!, alt: photo.alt, credit: photo.credit })),
        expectedVersion: media.version,
      },
      (refusals) => {
        setPhotos((list) => list.map((photo) => ({ ...photo, problems: refusalsOf(refusals, ready.indexOf(photo), ready.length) })));
        setProblems(refusals.filter((problem) => !problem.field || (ready.length > 1 && !/\d+\.\w+$/.test(problem.field))));
      },
    );
  }

  function saveAudio(): void {
    if (!media || !audio || form?.kind !== 'audio') return;
    if (audio.state !== 'uploaded') {
      setProblems([{ message: 'Die Datei ist noch nicht hochgeladen; bitte einen Moment warten.' }]);
      return;
    }
    void save({ action: 'add-audio', upload: audio.upload!, title: form.title, expectedVersion: media.version });
  }

  if (!media) return <Loading class="media" error={loadError} />;

  const removing = form?.kind === 'remove' ? form : undefined;
  // The new photos' own refusals are at their groups: whatever is left here goes above the form.
  const others =
    form?.kind === 'photos' || form?.kind === 'remove'
      ? problems
      : problems.filter((problem) => !problem.field || !['alt', 'credit', 'address', 'title', 'file'].includes(problem.field));

  const notices = shared.notices(others);

  /** Entfernen for the entries of `list`: the question in place of an entry's buttons, one at a time. */
  const removal = <Entry extends RawPhoto | RawVideo | RawAudio>(list: List, action: MediaSaveRequest['action']): Removal<Entry> =>
    removalOf<Entry>({
      removing,
      list,
      withFile: list !== 'videos',
      busy,
      notices,
      onRemove: ({ index, original, version }) => void save({ action, index, original, expectedVersion: version } as MediaSaveRequest),
      onAsk: (index, original) => open({ kind: 'remove', list, index, original, version: media.version }),
      onCancel: () => open(null),
    });

  return (
    <div
      ref={part}
      class={dragging ? 'media dragging' : 'media'}
      onDragOver={(event) => {
        if (!event.dataTransfer?.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!part.current?.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={dropped}
    >
      {media.problems.length > 0 && (
        <div class="problems" role="alert">
          <p>media.ts besteht die Prüfung des Builds nicht; so lange wird hier nichts gespeichert:</p>
          <pre>{media.problems.join('\n')}</pre>
        </div>
      )}

      <MetadataList
        metadata={metadata}
        shown={({ folder, file }) => (folder === 'photos' ? media.photos : media.audio).some(({ value }) => value.file === file)}
      />

      <PhotoSection
        photos={media.photos}
        metadata={metadata}
        token={token}
        busy={busy}
        removal={removal('photos', 'remove-photo')}
        onFiles={addPhotos}
        onTitle={(index, photo) => {
          open(null);
          void save({ action: 'title-photo', index, original: photo, expectedVersion: media.version });
        }}
        onEdit={(index, photo) =>
          open({ kind: 'edit-photo', index, original: photo, version: media.version, alt: photo.alt, credit: photo.credit })
        }
      >
        {form?.kind === 'photos' && (
          <NewPhotosForm
            photos={photos}
            token={token}
            busy={busy}
            notices={notices}
            onChange={(next) => setPhotos((list) => list.map((one) => (one.key === next.key ? next : one)))}
            onDrop={(photo) => setPhotos((list) => list.filter((one) => one.key !== photo.key))}
            onSave={savePhotos}
            onCancel={() => open(null)}
          />
        )}
        {form?.kind === 'edit-photo' && (
          <EditPhotoForm
            edit={form}
            token={token}
            problems={problems}
            busy={busy}
            notices={notices}
            onChange={(field, value) => setForm({ ...form, [field]: value })}
            onSave={() =>
              void save({
                action: 'edit-photo',
                index: form.index,
                original: form.original,
                alt: form.alt,
                credit: form.credit,
                expectedVersion: form.version,
              })
            }
            onCancel={() => open(null)}
          />
        )}
        {!form && notices}
      </PhotoSection>

      <VideoSection
        videos={media.videos}
        photos={media.photos}
        token={token}
        draft={form?.kind === 'video' ? form : undefined}
        problems={problems}
        busy={busy}
        notices={notices}
        removal={removal('videos', 'remove-video')}
        onAdd={() => open({ kind: 'video', address: '', title: '', poster: '' })}
        onChange={(draft) => setForm({ kind: 'video', ...draft })}
        onSave={(draft) =>
          void save({
            action: 'add-video',
            address: draft.address,
            title: draft.title,
            poster: draft.poster,
            expectedVersion: media.version,
          })
        }
        onCancel={() => open(null)}
      />

      <AudioSection
        recordings={media.audio}
        upload={audio}
        title={form?.kind === 'audio' ? form.title : undefined}
        problems={problems}
        busy={busy}
        notices={notices}
        removal={removal('audio', 'remove-audio')}
        metadata={metadata}
        onFile={addAudio}
        onTitle={(title) => setForm({ kind: 'audio', title })}
        onSave={saveAudio}
        onCancel={() => open(null)}
      />
    </div>
  );
}
