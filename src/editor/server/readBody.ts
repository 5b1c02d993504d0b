/**
 * How the editor's server reads a request's body: JSON with a limit (jsonBody), an upload's bytes
 * with a limit (rawBody), and a path's segment URL-decoded (decoded).
 */
import type { IncomingMessage } from 'node:http';

/** A request body larger than this is refused: an entry is a line, not a megabyte. */
export const MAX_BODY = 100_000;

/** A request the editor answers with `code` and a German `message` before looking at it further (a body too large). */
export class RequestRefused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The body of a POST as JSON; undefined when it is not JSON. A body larger than MAX_BODY is read to its
 * end and dropped, then refused (RequestRefused, 400): leaving it unread would reset the connection
 * before the browser gets the answer. Its bytes are not kept, so a large one holds no memory.
 */
export function jsonBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((done, fail) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('error', fail);
    req.on('end', () => {
      if (size > MAX_BODY)
        return fail(
          new RequestRefused(
            400,
            `Die Anfrage ist mit ${Math.ceil(size / 1000).toLocaleString('de-DE')} KB zu groß: der Editor nimmt Eingaben bis ${MAX_BODY / 1000} KB. Bitte den Text kürzen.`,
          ),
        );
      try {
        done(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        done(undefined);
      }
    });
  });
}

/**
 * The raw body of an upload, read as it comes and given up as soon as it grows past `limit` (undefined
 * then): a file of gigabytes is never held, and one that says its size beforehand is not read at all.
 */
export function rawBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((done, fail) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return done(undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Paused, not destroyed: the answer still goes out on this connection, which then closes.
      req.off('data', take);
      req.pause();
      chunks.length = 0;
      done(undefined);
    };
    req.on('data', take);
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

/** `text` URL-decoded once; undefined (nothing served) when it is no valid encoding. */
export function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
