/**
 * The part Fotos & Videos' calls to the editor's server (issue 46, src/editor/mediaApi.ts): GET
 * /api/media reads media.ts, POST /api/upload takes one file's bytes as they are, POST /api/media
 * saves one change, POST /api/portrait sets band.ts's portrait, GET and POST /api/metadata list and
 * clean the originals that give a person away. Each with the token of the page's
 * address; a server that is gone or refused is an ApiError, never an exception.
 */
import { TOKEN_HEADER, type ApiError } from '../editor/editorApi';
import {
  MAX_UPLOAD,
  METADATA_PATH,
  tooLarge,
  UPLOAD_NAME_HEADER,
  type MediaData,
  type MediaSaveRequest,
  type MediaSaveResult,
  type MetadataFinding,
  type MetadataRequest,
  type MetadataResult,
  type PortraitRequest,
  type UploadResult,
} from '../editor/mediaApi';
import { call } from './editorApi';

export interface MediaCalls {
  media(): Promise<MediaData | ApiError>;
  /** One file, checked and staged by the server (not yet in the repository). */
  upload(file: File): Promise<UploadResult | ApiError>;
  save(request: MediaSaveRequest): Promise<MediaSaveResult | ApiError>;
  portrait(request: PortraitRequest): Promise<MediaSaveResult | ApiError>;
  /** The originals in photos/ and audio/ that give a person away (issue 53). */
  metadata(): Promise<MetadataFinding[] | ApiError>;
  /** Metadaten entfernen for one of them: one commit. */
  cleanMetadata(request: MetadataRequest): Promise<MetadataResult | ApiError>;
}

const GONE = 'Der Editor antwortet nicht: läuft npm run edit noch?';

/** The refusal of a file too large to send, said before a byte of it goes out; undefined when it may go. */
export function tooLargeToSend(file: { name: string; size: number }): string | undefined {
  if (file.size <= MAX_UPLOAD) return undefined;
  return `${tooLarge(file.name, file.size)} Bitte eine kleinere Fassung wählen (auf dem iPhone etwa beim Teilen unter „Optionen“ eine kleinere Größe).`;
}

export function mediaCalls(token: string): MediaCalls {
  return {
    media: () => call<MediaData>(token, '/api/media'),
    async upload(file) {
      const refused = tooLargeToSend(file);
      if (refused) return { status: 'refused', message: refused };
      try {
        // The bytes as they are: no form encoding, so the server reads the file without a parser.
        const response = await fetch('/api/upload', {
          method: 'POST',
          headers: {
            [TOKEN_HEADER]: token,
            [UPLOAD_NAME_HEADER]: encodeURIComponent(file.name),
            'content-type': 'application/octet-stream',
          },
          body: file,
        });
        try {
          return (await response.json()) as UploadResult | ApiError;
        } catch {
          return { status: 'error', message: `Der Editor hat die Datei „${file.name}“ nicht angenommen (HTTP ${response.status}).` };
        }
      } catch {
        return { status: 'error', message: GONE };
      }
    },
    save: (request) => call<MediaSaveResult>(token, '/api/media', request),
    portrait: (request) => call<MediaSaveResult>(token, '/api/portrait', request),
    metadata: () => call<MetadataFinding[]>(token, METADATA_PATH),
    cleanMetadata: (request) => call<MetadataResult>(token, METADATA_PATH, request),
  };
}
