/**
 * What the editor serves besides its API, to GET and HEAD only: the page and its script, the guide
 * (GUIDE_PATH and its task pages under it), the preview under /vorschau/<token>/ and the thumbnails under /miniatur/<token>/.
 * A preview or thumbnail path whose token is not the editor's gets 404, as one that names nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EditorPage } from '../buildEditorPage';
import { answerGuide, GUIDE_PATH } from '../guidePage';
import { THUMBNAIL_BASE } from '../mediaApi';
import type { Preview } from '../preview';
import { previewBase } from '../previewBase';
import { ownOrigin } from './answerApi';
import { decoded } from './readBody';
import { sameToken } from './sameToken';
import type { Thumbnails } from './thumbnails';

export const SCRIPT_PATH = '/editor.js';

/** The part of the preview's paths after it, `/vorschau/`; the token is the next segment. */
const PREVIEW = previewBase('').slice(0, -1);

export interface Pages {
  /** The page (index.html) and its script. */
  page: EditorPage;
  token: string;
  /** The preview's builds, once started (undefined without one). */
  preview(): Preview | undefined;
  thumbnails: Thumbnails;
}

export async function answerPage(pages: Pages, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
  if (path === GUIDE_PATH || path.startsWith(`${GUIDE_PATH}/`)) return answerGuide(res, path);
  if (path === '/') return answerIndex(pages, res);
  if (path.startsWith(PREVIEW)) return answerPreviewFile(pages, req, res, path);
  if (path.startsWith(THUMBNAIL_BASE)) return answerThumbnail(pages, res, path);
  if (path === SCRIPT_PATH) return void res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(pages.page.script);
  res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
}

function answerIndex({ page }: Pages, res: ServerResponse): void {
  res
    .writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The page's address holds the token: no request may carry it on as a Referer, and no other site may frame the page to click in it.
      'referrer-policy': 'no-referrer',
      'content-security-policy': "frame-ancestors 'none'",
    })
    .end(page.html);
}

/**
 * The token (compared as every token is, the segment after `base`, URL-decoded when `decode`) and the
 * rest of `path` after it, decoded; undefined when the token is not the editor's or the rest is no valid encoding.
 */
function tokenRest(path: string, base: string, token: string, decode: boolean): string | undefined {
  const end = path.indexOf('/', base.length);
  if (end < 0) return undefined;
  const segment = path.slice(base.length, end);
  const given = decode ? (decoded(segment) ?? '') : segment;
  const rest = decoded(path.slice(end + 1));
  return rest !== undefined && sameToken(given, token) ? rest : undefined;
}

async function answerPreviewFile({ preview, token }: Pages, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  // The token is the whole segment after /vorschau/, compared as every token is.
  const rest = tokenRest(path, PREVIEW, token, false);
  const file = rest !== undefined ? await preview()?.file(rest) : undefined;
  if (!file) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Nicht in der Vorschau.');
  res
    .writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // The token is in the path: no link followed from the preview carries it on.
      'referrer-policy': 'no-referrer',
      // Framed by the editor's page only, and sandboxed wherever it is opened (its own window too): the
      // site runs with an origin of its own, without access to the editor's page, token or storage.
      'content-security-policy': `sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox; frame-ancestors ${ownOrigin(req)}`,
    })
    .end(file.body);
}

async function answerThumbnail({ thumbnails, token }: Pages, res: ServerResponse, path: string): Promise<void> {
  // As the preview: the token is the whole segment after /miniatur/, compared as every token is.
  const rest = tokenRest(path, THUMBNAIL_BASE, token, true);
  const source = rest !== undefined ? await thumbnails.source(rest) : undefined;
  const image = source ? await thumbnails.of(source) : undefined;
  if (!image) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Kein Foto.');
  res
    .writeHead(200, {
      'content-type': 'image/jpeg',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    })
    .end(image);
}
