/**
 * New photos and a new recording in the part Fotos & Videos (issue 46): a file chosen or dropped goes
 * into its form and to the server at once (checked there, an iPhone's HEIC converted); Speichern saves
 * what is uploaded, with its texts, as one commit. The credit typed last is offered to the next photos:
 * a band's photos of an evening mostly have one photographer.
 */
import type { MediaCalls } from './mediaCalls';
import { newPhotoRefusals, refusalsAboveNewPhotos } from './newPhotoRefusals';
import type { NewPhoto } from './NewPhotosForm';
import { newUpload, sendUploads } from './uploads';
import type { MediaPartState } from './useMediaPart';
import { useStored } from './useStored';

const isAudio = (file: File) => /\.(mp3|opus|ogg)$/i.test(file.name) || file.type.startsWith('audio/');

export function useNewMedia(api: MediaCalls, state: MediaPartState) {
  const { data: media, form, open, photos, setPhotos, audio, setAudio, setProblems, save } = state;
  const [lastCredit, setLastCredit] = useStored('media-credit', '');

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

  /** Files dropped onto the part: one recording, or photos. */
  function addFiles(files: File[]): void {
    if (files.length === 1 && isAudio(files[0]!)) addAudio(files[0]!);
    else addPhotos(files);
  }

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
        setPhotos((list) => list.map((photo) => ({ ...photo, problems: newPhotoRefusals(refusals, ready.indexOf(photo), ready.length) })));
        setProblems(refusalsAboveNewPhotos(refusals, ready.length));
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

  return { addPhotos, addAudio, addFiles, savePhotos, saveAudio };
}
