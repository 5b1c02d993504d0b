/** Where a file chosen for the part Fotos & Videos stands: on its way, converted, or refused (at the file, read aloud). */
import type { MediaRefusal } from '../editor/mediaApi';

/** A file chosen for the part: on its way to the server, staged there, or refused. */
export interface Upload {
  key: number;
  name: string;
  state: 'waiting' | 'uploading' | 'uploaded' | 'refused';
  upload?: string;
  /** The clean name it will get. */
  file?: string;
  converted?: boolean;
  message?: string;
}

export function UploadState({ upload, problems = [] }: { upload: Upload; problems?: MediaRefusal[] }) {
  return (
    <>
      {(upload.state === 'waiting' || upload.state === 'uploading') && <p class="upload-state">Wird hochgeladen …</p>}
      {upload.state === 'uploaded' && upload.converted && <p class="upload-state">aus HEIC umgewandelt (als JPEG gespeichert)</p>}
      {upload.state === 'refused' && (
        <p class="error" role="alert">
          {upload.message}
        </p>
      )}
      {problems.length > 0 && (
        <p class="error" role="alert">
          {problems.map((problem) => problem.message).join(' – ')}
        </p>
      )}
    </>
  );
}
