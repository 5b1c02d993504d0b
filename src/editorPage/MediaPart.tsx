/**
 * The editor's part Fotos & Videos (issue 46): the band's photos as thumbnails in their order (the
 * first leads the Home page), its videos and its recordings, each list with what can be done to
 * its entries, and the forms that add to them. New photos are uploaded as soon as they are chosen
 * or dropped onto the part (the server checks each file and converts an iPhone's HEIC), and saved
 * together, with their texts, as one commit.
 *
 * One form at a time: opening one closes the other, so each of the labels Titel, Bildbeschreibung,
 * Fotograf/in and each button Speichern is on the page once (only new photos, several at once,
 * repeat their two fields, each group named by its file). This file lays the part out; its state is
 * useMediaPart's, the new photos and recording useNewMedia's, and each list and form is drawn by its own
 * component.
 */
import { useRef } from 'react';
import { AudioSection } from './AudioSection';
import { BuildCheckProblems } from './BuildCheckProblems';
import { Loading } from './Loading';
import type { MediaCalls } from './mediaCalls';
import { MediaPhotos } from './MediaPhotos';
import { MetadataList } from './MetadataMark';
import { useDropZone } from './useDropZone';
import { useMediaPart } from './useMediaPart';
import { useMetadata } from './useMetadata';
import { useNewMedia } from './useNewMedia';
import { VideoSection } from './VideoSection';

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

export function MediaPart({ api, token, onStatus, onSaved, refresh }: MediaPartProps) {
  const part = useRef<HTMLDivElement>(null);
  const state = useMediaPart({ api, refresh, onStatus, onSaved, part });
  const { data: media, loadError, form, setForm, open, problems, setProblems, busy, notices, audio, save, removal } = state;
  const adding = useNewMedia(api, state);
  // The originals that give a person away (issue 53): marked where the part shows them, with Metadaten entfernen.
  const metadata = useMetadata(api, {
    version: media?.version ?? '',
    refresh,
    onStatus,
    onSaved,
    onRefused: (message) => setProblems([{ message }]),
  });
  const drop = useDropZone(part, adding.addFiles);

  if (!media) return <Loading class="media" error={loadError} />;

  return (
    <div
      ref={part}
      class={drop.dragging ? 'media dragging' : 'media'}
      onDragOver={drop.onDragOver}
      onDragLeave={drop.onDragLeave}
      onDrop={drop.onDrop}
    >
      <BuildCheckProblems
        intro="media.ts besteht die Prüfung des Builds nicht; so lange wird hier nichts gespeichert:"
        problems={media.problems}
      />

      <MetadataList
        metadata={metadata}
        shown={({ folder, file }) => (folder === 'photos' ? media.photos : media.audio).some(({ value }) => value.file === file)}
      />

      <MediaPhotos media={media} state={state} metadata={metadata} token={token} onFiles={adding.addPhotos} onSaveNew={adding.savePhotos} />

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
        onFile={adding.addAudio}
        onTitle={(title) => setForm({ kind: 'audio', title })}
        onSave={adding.saveAudio}
        onCancel={() => open(null)}
      />
    </div>
  );
}
