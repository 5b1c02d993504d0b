/**
 * The portrait of the part Band chosen from the band's photos, or uploaded (issue 46): choosing
 * fills the portrait's field (and its credit, where none is typed yet), saved with the part's
 * Speichern; an uploaded photo is saved at once as the portrait (POST /api/upload, then POST
 * /api/portrait), its file written into src/data/photos/ in the same commit.
 */
import { useEffect, useState } from 'react';
import type { ApiError } from '../editor/editorApi';
import { thumbnailPath, type MediaData, type MediaRefusal, type MediaSaveResult } from '../editor/mediaApi';
import { FilePicker } from './FilePicker';
import { tooLargeToSend, type MediaCalls } from './mediaCalls';
import { PHOTO_TYPES } from './PhotoSection';

interface PortraitChooserProps {
  api: MediaCalls;
  token: string;
  /** The portrait's file name as the form holds it now ('' for the drawn one). */
  value: string;
  /** Who took it, as typed in the form now. */
  credit: string;
  /** Changed by the form when band.ts may have changed: the photos are read anew. */
  refresh?: number | undefined;
  /** A photo chosen: the form's portrait becomes its file; `credit` is the photo's. */
  onPick(file: string, credit: string): void;
  /** An uploaded portrait saved (one commit). */
  onSaved(result: Extract<MediaSaveResult, { status: 'saved' }>): void;
}

export function PortraitChooser({ api, token, value, credit, refresh, onPick, onSaved }: PortraitChooserProps) {
  const [media, setMedia] = useState<MediaData | undefined>();
  const [state, setState] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const [problems, setProblems] = useState<MediaRefusal[]>([]);
  useEffect(() => {
    void api.media().then((answer) => {
      if (!('status' in answer)) setMedia(answer);
    });
  }, [refresh]);

  const photos = media?.photos.map((photo) => photo.value) ?? [];
  const chosen = photos.find((photo) => photo.file === value);

  async function upload(file: File): Promise<void> {
    const refused = tooLargeToSend(file);
    if (refused) return setProblems([{ message: refused }]);
    // band.ts's version as it is now, read at the upload: the part's Speichern a moment before changed it,
    // and the page reads it again only after showing „Gespeichert“ (a member quick to upload met the
    // old version, refused as changed meanwhile).
    setState('uploading');
    const current = await api.media();
    if ('status' in current) {
      setState('idle');
      return setProblems([{ message: current.message }]);
    }
    setProblems([]);
    const answer = await api.upload(file);
    if (answer.status !== 'uploaded' || answer.kind !== 'photo') {
      setState('idle');
      setProblems([
        {
          message: answer.status === 'uploaded' ? `„${file.name}“ ist eine Aufnahme, kein Foto.` : answer.message,
        },
      ]);
      return;
    }
    setState('saving');
    const result: MediaSaveResult | ApiError = await api.portrait({
      upload: answer.upload,
      credit,
      expectedVersion: current.portrait.version,
    });
    setState('idle');
    if (result.status === 'saved') onSaved(result);
    else if (result.status === 'refused') setProblems(result.problems);
    else if (result.status === 'changed' || result.status === 'error') setProblems([{ message: result.message }]);
    else setProblems([{ message: 'Nichts geändert: dieses Foto ist schon das Porträt.' }]);
  }

  return (
    <div class="field portrait-chooser">
      <label for="portrait-pick">Aus den Fotos der Band wählen</label>
      <div class="portrait-row">
        {chosen && <img class="media-preview" src={thumbnailPath(token, chosen.file)} alt={chosen.alt} width={160} height={120} />}
        <select
          id="portrait-pick"
          value={chosen || value === '' ? value : '?'}
          onChange={(event) => {
            const file = event.currentTarget.value;
            const photo = photos.find((one) => one.file === file);
            onPick(file, photo?.credit ?? '');
          }}
        >
          <option value="">Gezeichnetes Bild</option>
          {!chosen && value !== '' && (
            <option value="?" disabled>
              {value} (nicht unter den Fotos)
            </option>
          )}
          {photos.map((photo) => (
            <option key={photo.file} value={photo.file}>
              {photo.file}
            </option>
          ))}
        </select>
      </div>
      <div class="portrait-row">
        <FilePicker
          id="portrait-upload"
          label="Neues Porträt hochladen"
          accept={PHOTO_TYPES}
          disabled={state !== 'idle' || !media}
          describedBy="portrait-upload-hint"
          onFiles={(files) => void upload(files[0]!)}
        />
        {state !== 'idle' && <span class="hint">{state === 'uploading' ? 'Wird hochgeladen …' : 'Wird geprüft und gespeichert …'}</span>}
      </div>
      <p id="portrait-upload-hint" class="hint">
        Ein neues Foto wird gleich als Porträt gespeichert; vorher darunter bei „Foto von“ eintragen, wer es gemacht hat.
      </p>
      {problems.length > 0 && (
        <div class="error" role="alert">
          {problems.map((problem, index) => (
            <p key={index}>{problem.message}</p>
          ))}
        </div>
      )}
    </div>
  );
}
