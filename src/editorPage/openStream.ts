/**
 * A streaming request to the editor's server (Veröffentlichen's plan and publish): the answer's
 * body, or an Error with the editor's German refusal, or GONE when the editor does not answer.
 */
import { TOKEN_HEADER, type ApiError } from '../editor/editorApi';

export const GONE = 'Der Editor antwortet nicht: läuft npm run edit noch?';

/** POSTs to a streaming endpoint of the editor: the answer's body, or an Error with the editor's German refusal. */
export async function openStream(token: string, path: string): Promise<ReadableStream<Uint8Array>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('application/x-ndjson')) {
    const refused = (await response.json().catch(() => undefined)) as ApiError | undefined;
    throw new Error(refused?.message ?? GONE);
  }
  return response.body;
}

/** What a stream that failed says to the band: the editor's refusal, or GONE for a connection that broke (fetch's TypeError). */
export const streamFailure = (error: unknown): string => {
  const message = (error as Error).message;
  return message === GONE || error instanceof TypeError ? GONE : message;
};
