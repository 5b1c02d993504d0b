/**
 * An /api request: it must carry the token of the printed URL (compared in constant time, as a
 * whole), and a POST must come from the page's own Origin; then the table (apiRoutes.ts) answers.
 * Anything else gets 403, or 404 for a request the table does not know, and changes nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TOKEN_HEADER } from '../editorApi';
import { refuse } from './answers';
import { API_ROUTES } from './apiRoutes';
import type { EditorContext } from './editorContext';
import { sameToken } from './sameToken';

/** The page's own Origin: that of the name it was opened on (the Host, checked to be one of the editor's two). */
export const ownOrigin = (req: IncomingMessage) => `http://${req.headers.host}`;

export async function answerApi(ctx: EditorContext, token: string, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (!sameToken(String(req.headers[TOKEN_HEADER] ?? ''), token))
    return refuse(
      res,
      403,
      'Zugriff verweigert: Der Schlüssel (token) fehlt oder gehört zu einem früheren Start des Editors. Bitte die Adresse öffnen, die npm run edit im Terminal zeigt.',
    );
  if (req.method === 'POST' && req.headers.origin !== ownOrigin(req))
    return refuse(res, 403, 'Zugriff verweigert: die Anfrage kommt nicht vom Editor selbst.');
  const handler = API_ROUTES[`${req.method} ${path}`];
  if (!handler) return refuse(res, 404, 'Unbekannte Anfrage.');
  return handler(ctx, req, res, path);
}
