/** How the editor's server answers its API: JSON, never cached; a refusal as an ApiError with its German message. */
import type { ServerResponse } from 'node:http';
import type { ApiError } from '../editorApi';

export function send(res: ServerResponse, code: number, body: unknown): void {
  res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

export function refuse(res: ServerResponse, code: number, message: string): void {
  send(res, code, { status: 'error', message } satisfies ApiError);
}
