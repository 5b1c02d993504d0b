/** The form of new photos: one group for each file chosen or dropped, saved together as one commit. */
import type { ReactNode } from 'react';
import { thumbnailPath, type MediaRefusal } from '../editor/mediaApi';
import { FormButtons } from './FormButtons';
import { MediaForm } from './MediaForm';
import { PhotoTexts } from './PhotoTexts';
import { UploadState, type Upload } from './UploadState';

/** A new photo: its upload and its two texts, with the refusals of each. */
export interface NewPhoto extends Upload {
  alt: string;
  credit: string;
  problems: MediaRefusal[];
}

interface NewPhotosFormProps {
  photos: NewPhoto[];
  token: string;
  busy: boolean;
  /** The refusals above the form, and a file changed meanwhile. */
  notices: ReactNode;
  onChange(photo: NewPhoto): void;
  /** A refused file left out. */
  onDrop(photo: NewPhoto): void;
  onSave(): void;
  onCancel(): void;
}

export function NewPhotosForm({ photos, token, busy, notices, onChange, onDrop, onSave, onCancel }: NewPhotosFormProps) {
  const pending = photos.filter((photo) => photo.state === 'waiting' || photo.state === 'uploading').length;
  return (
    <MediaForm
      id="media-new"
      heading={photos.length === 1 ? 'Neues Foto' : `${photos.length} neue Fotos`}
      notices={notices}
      onSave={onSave}
    >
      {pending > 0 && (
        <p class="hint" role="status">
          Wird hochgeladen … ({photos.length - pending} von {photos.length} fertig)
        </p>
      )}
      {photos.map((photo) => (
        <NewPhotoFields key={photo.key} photo={photo} token={token} onChange={onChange} onDrop={() => onDrop(photo)} />
      ))}
      <FormButtons busy={busy} canSave={photos.some((photo) => photo.state !== 'refused')} onCancel={onCancel}>
        {busy && <span class="hint">Wird geprüft und gespeichert …</span>}
      </FormButtons>
    </MediaForm>
  );
}

/** One new photo's group: its file, thumbnail, Bildbeschreibung and Fotograf/in; a refused file only says why. */
function NewPhotoFields({
  photo,
  token,
  onChange,
  onDrop,
}: {
  photo: NewPhoto;
  token: string;
  onChange(photo: NewPhoto): void;
  onDrop(): void;
}) {
  const legend = photo.file && photo.file !== photo.name ? `${photo.name} (wird ${photo.file})` : photo.name;
  return (
    <fieldset class="media-new">
      <legend>{legend}</legend>
      <UploadState upload={photo} problems={photo.problems.filter((problem) => problem.field === 'file')} />
      {photo.state === 'refused' ? (
        <button type="button" class="quiet" onClick={onDrop}>
          Weglassen
        </button>
      ) : (
        <div class="media-new-body">
          {photo.state === 'uploaded' && (
            <img class="media-preview" src={thumbnailPath(token, `upload/${photo.upload}`)} alt="" width={160} height={120} />
          )}
          <div class="media-new-fields">
            <PhotoTexts
              id={`media-new-${photo.key}`}
              problems={photo.problems}
              alt={photo.alt}
              credit={photo.credit}
              onChange={(field, value) =>
                onChange({ ...photo, [field]: value, problems: photo.problems.filter((problem) => problem.field !== field) })
              }
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
