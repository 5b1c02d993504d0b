/** The form of one photo's texts (Bearbeiten), its thumbnail beside them. */
import type { ReactNode } from 'react';
import type { RawPhoto } from '../data/readMedia';
import { thumbnailPath, type MediaRefusal } from '../editor/mediaApi';
import { FormButtons } from './FormButtons';
import { MediaForm } from './MediaForm';
import { PhotoTexts } from './PhotoTexts';

/** The photo being edited, as it was read, and its texts as typed. */
export interface PhotoEdit {
  original: RawPhoto;
  alt: string;
  credit: string;
}

interface EditPhotoFormProps {
  edit: PhotoEdit;
  token: string;
  problems: MediaRefusal[];
  busy: boolean;
  /** The refusals above the form, and a file changed meanwhile. */
  notices: ReactNode;
  onChange(field: 'alt' | 'credit', value: string): void;
  onSave(): void;
  onCancel(): void;
}

export function EditPhotoForm({ edit, token, problems, busy, notices, onChange, onSave, onCancel }: EditPhotoFormProps) {
  return (
    <MediaForm id="media-edit" heading={`Foto bearbeiten: ${edit.original.file}`} notices={notices} onSave={onSave}>
      <img class="media-preview" src={thumbnailPath(token, edit.original.file)} alt="" width={160} height={120} />
      <PhotoTexts id="media-edit" problems={problems} alt={edit.alt} credit={edit.credit} onChange={onChange} />
      <FormButtons busy={busy} onCancel={onCancel} />
    </MediaForm>
  );
}
