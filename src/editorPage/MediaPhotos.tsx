/**
 * The photos of the part Fotos & Videos (issue 46): the list (PhotoSection) with, below it, the form
 * open for them: the new photos chosen or dropped, or a photo's texts (Bearbeiten).
 */
import type { MediaData } from '../editor/mediaApi';
import { EditPhotoForm } from './EditPhotoForm';
import { NewPhotosForm } from './NewPhotosForm';
import { PhotoSection } from './PhotoSection';
import type { MediaPartState } from './useMediaPart';
import type { Metadata } from './useMetadata';

interface MediaPhotosProps {
  /** media.ts as read: its photos, and its version for Als Titelbild and Bearbeiten. */
  media: MediaData;
  state: MediaPartState;
  metadata: Metadata;
  token: string;
  /** Files chosen for the photos: into the form of new photos. */
  onFiles(files: File[]): void;
  /** Speichern of the new photos. */
  onSaveNew(): void;
}

export function MediaPhotos({ media, state, metadata, token, onFiles, onSaveNew }: MediaPhotosProps) {
  const { form, setForm, open, problems, busy, notices, photos, setPhotos, save, removal } = state;
  return (
    <PhotoSection
      photos={media.photos}
      metadata={metadata}
      token={token}
      busy={busy}
      removal={removal('photos', 'remove-photo')}
      onFiles={onFiles}
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
          onSave={onSaveNew}
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
  );
}
