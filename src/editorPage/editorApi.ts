/**
 * The page's calls to the editor's server: each /api request with the token of the page's address
 * (the server refuses any other), an answer that is no JSON turned into a message.
 */
import { TOKEN_HEADER, type ApiError, type EditorData, type PreviewStatus, type UndoResult } from '../editor/editorApi';
import type { ShareStatus } from '../editor/describeShare';
import type { SaveRequest, SaveResult } from '../editor/saveEntry';

export interface EditorApi {
  data(): Promise<EditorData>;
  save(request: SaveRequest): Promise<SaveResult | ApiError>;
  undo(): Promise<UndoResult | ApiError>;
  /** The preview's build: under way, done or refused. */
  preview(): Promise<PreviewStatus | ApiError>;
  /** The shared repository (issue 53): what came in, what is not yet shared, what Rückgängig takes back. */
  share?(): Promise<ShareStatus | ApiError>;
}

/** The answer of an /api request; a server that is gone or refused is an ApiError, never an exception. */
export async function call<T>(token: string, path: string, body?: unknown): Promise<T | ApiError> {
  try {
    const response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { [TOKEN_HEADER]: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as T | ApiError;
  } catch {
    return { status: 'error', message: 'Der Editor antwortet nicht: läuft npm run edit noch?' };
  }
}

export function editorApi(token: string): EditorApi {
  return {
    async data() {
      const answer = await call<EditorData>(token, '/api/data');
      if ('status' in answer) throw new Error(answer.message);
      return answer;
    },
    save: (request) => call<SaveResult>(token, '/api/save', request),
    undo: () => call<UndoResult>(token, '/api/undo', {}),
    preview: () => call<PreviewStatus>(token, '/api/preview'),
    share: () => call<ShareStatus>(token, '/api/share'),
  };
}
