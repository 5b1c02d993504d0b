/** The files chosen for the part Fotos & Videos on their way to the server: each checked there and staged, or refused. */
import { tooLargeToSend, type MediaCalls } from './mediaCalls';
import type { Upload } from './UploadState';

/** How many uploads go at once: two keep the line busy without a phone's worth of photos at the same time. */
const AT_ONCE = 2;

let nextKey = 0;

/** A chosen file's upload, waiting to be sent, or refused at once when it is too large to send. */
export function newUpload(file: File): Upload {
  const refused = tooLargeToSend(file);
  return {
    key: nextKey++,
    name: file.name,
    state: refused ? 'refused' : 'waiting',
    ...(refused ? { message: refused } : {}),
  };
}

/** Sends `files` to the server, AT_ONCE at a time, each result to `update` as it comes; a file of the other kind is refused. */
export async function sendUploads(
  api: MediaCalls,
  uploads: Upload[],
  files: File[],
  kind: 'photo' | 'audio',
  update: (key: number, upload: Partial<Upload>) => void,
): Promise<void> {
  const queue = uploads.map((upload, i) => ({ upload, file: files[i]! })).filter(({ upload }) => upload.state === 'waiting');
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { upload, file } = next;
      update(upload.key, { state: 'uploading' });
      const answer = await api.upload(file);
      if (answer.status !== 'uploaded') update(upload.key, { state: 'refused', message: answer.message });
      else if (answer.kind !== kind) update(upload.key, { state: 'refused', message: wrongKind(upload.name, answer.kind) });
      else
        update(upload.key, {
          state: 'uploaded',
          upload: answer.upload,
          file: answer.file,
          ...(answer.converted === 'HEIC' ? { converted: true } : {}),
        });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/** A file that went to the wrong list: a photo chosen as a recording, or a recording among the photos. */
function wrongKind(name: string, is: 'audio' | 'photo'): string {
  return is === 'audio'
    ? `„${name}“ ist eine Aufnahme, kein Foto: bitte unter „Aufnahme hinzufügen“ wählen.`
    : `„${name}“ ist ein Foto, keine Aufnahme: bitte unter „Fotos hinzufügen“ wählen.`;
}
