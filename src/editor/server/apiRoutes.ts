/**
 * The editor's API as a table: each method and path → its handler. Each save (and undo, metadata
 * cleaning, publish) runs in turn with the others; the preview is built anew after one that changed
 * a file. The checks every request passes first (its token, its Origin) are answerApi's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import type { PreviewStatus, UndoResult } from '../editorApi';
import type { ShareStatus } from '../describeShare';
import { HistoryError, undoLast } from '../history';
import { MAX_UPLOAD, METADATA_PATH, tooLarge, UPLOAD_NAME_HEADER, type UploadResult } from '../mediaApi';
import { answerHostKey, answerPublish } from '../publishSite';
import { readEditorData } from '../readEditorData';
import { SaveRequestSchema } from '../requestSchemas';
import { isBandSaveRequest, readBandForm, saveBand } from '../saveBand';
import { saveEntry, type SaveRequest } from '../saveEntry';
import { isExtrasSaveRequest, readExtrasData, saveExtras } from '../saveExtras';
import { isMediaSaveRequest, isPortraitRequest, readMediaData, saveMedia, savePortrait } from '../saveMedia';
import { shareSaves, shareState, takeIn } from '../shareRepo';
import { isMetadataRequest, readPersonalMetadata, stripMetadata } from '../stripMetadata';
import { refuse, send } from './answers';
import type { EditorContext } from './editorContext';
import { decoded, jsonBody, rawBody } from './readBody';

export type Handler = (ctx: EditorContext, req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

/** Whether `body` has the shape of a SaveRequest; the values are the build's to judge (saveEntry refuses in its words). */
const isSaveRequest = (body: unknown): body is SaveRequest => v.is(SaveRequestSchema, body);

/**
 * A POST that changes files: its body checked to be `T` (else 400 with `unknown`, the German words for
 * a request the editor does not know), run in turn, the preview built anew when it ended as `done`.
 */
function saving<T>(
  isRequest: (body: unknown) => body is T,
  unknown: string,
  save: (ctx: EditorContext, body: T) => Promise<{ status: string }>,
  done = 'saved',
): Handler {
  return async (ctx, req, res) => {
    const body = await jsonBody(req);
    if (!isRequest(body)) return refuse(res, 400, unknown);
    const result = await ctx.turns.run(() => save(ctx, body));
    if (result.status === done) await ctx.preview()?.refresh();
    send(res, 200, result);
  };
}

/** A GET answered with what `read` reads of the data folder. */
const reading =
  (read: (folder: string) => Promise<unknown>): Handler =>
  async (ctx, _req, res) =>
    send(res, 200, await read(ctx.folder));

/** GET /api/data: every data file as the page shows it. */
async function answerData(ctx: EditorContext, _req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Reads wait for no save: each file is replaced whole by a rename, so a read never meets half of one,
  // and a page loading during a long Veröffentlichen is not held up by it.
  const data = await readEditorData(ctx.folder);
  // A change made outside the editor (a git pull, another window) is built once the page reads the data again.
  await ctx.preview()?.refresh();
  send(res, 200, data);
}

/** GET /api/band: band.ts as the form shows it. */
async function answerBandForm(ctx: EditorContext, _req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    send(res, 200, await readBandForm(ctx.folder));
  } catch (error) {
    // band.ts as the editor cannot read it (a text never closed, say): the build's check says where.
    refuse(res, 200, `band.ts lässt sich im Formular nicht zeigen: ${(error as Error).message}`);
  }
}

/** GET /api/preview: how the preview's build stands. */
async function answerPreview(ctx: EditorContext, _req: IncomingMessage, res: ServerResponse): Promise<void> {
  send(res, 200, ctx.preview()?.status() ?? ({ state: 'off', message: '', build: 0 } satisfies PreviewStatus));
}

/** GET /api/share: what is shared with the bandmates, and what Rückgängig would take back. */
async function answerShare(ctx: EditorContext, _req: IncomingMessage, res: ServerResponse): Promise<void> {
  const status: ShareStatus = { ...(await shareState(ctx.folder)) };
  const undo = await ctx.undoTarget();
  if (undo) status.undo = undo;
  send(res, 200, status);
}

/** Rückgängig: the member's last save taken back, on the file as the band has it, and shared. */
async function undo(folder: string): Promise<UndoResult> {
  try {
    // The bandmates' saves first, so the undo is made on (and pushed over) the file as the band has it.
    await takeIn(folder);
    const { message } = await undoLast(folder);
    await shareSaves(folder);
    return { status: 'undone', message };
  } catch (error) {
    if (error instanceof HistoryError) return { status: 'refused', message: error.message };
    throw error;
  }
}

/** POST /api/undo. */
async function answerUndo(ctx: EditorContext, _req: IncomingMessage, res: ServerResponse): Promise<void> {
  const result = await ctx.turns.run(() => undo(ctx.folder));
  if (result.status === 'undone') await ctx.preview()?.refresh();
  send(res, 200, result);
}

/** POST /api/upload: a file staged outside the repository until a save takes it; one too large is refused unread. */
async function answerUpload(ctx: EditorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const name = decoded(String(req.headers[UPLOAD_NAME_HEADER] ?? '')) || 'Datei';
  const bytes = await rawBody(req, MAX_UPLOAD);
  if (bytes) return send(res, 200, await ctx.uploads.take(bytes, name, ctx.folder));
  const size = Number(req.headers['content-length']);
  // The rest of a file too large is not read: the connection ends with the answer.
  res.setHeader('connection', 'close');
  res.on('finish', () => req.destroy());
  send(res, 413, {
    status: 'refused',
    message: tooLarge(name, Number.isFinite(size) && size > 0 ? size : undefined),
  } satisfies UploadResult);
}

/** Veröffentlichen: one at a time with the saves, so the site published is built from the files as saved. */
const publishing: Handler = (ctx, _req, res, path) =>
  ctx.turns.run(() => answerPublish(path, res, ctx.repo, { ...ctx.publish, hostKeys: ctx.hostKeys }));

/** Schlüssel übernehmen: only a key a publish of this editor reported (hostKeys), named by its offer's id. */
async function answerHostKeyRequest(ctx: EditorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  return ctx.turns.run(() => answerHostKey(body, res, ctx.repo, ctx.hostKeys));
}

/** Every request of the API by `METHOD /path`. */
export const API_ROUTES: Readonly<Record<string, Handler>> = {
  'GET /api/data': answerData,
  'GET /api/band': answerBandForm,
  'POST /api/band': saving(isBandSaveRequest, 'Die Anfrage ist keine Speicherung der Banddaten, die der Editor kennt.', (ctx, body) =>
    saveBand(ctx.folder, body),
  ),
  'GET /api/preview': answerPreview,
  'POST /api/save': saving(isSaveRequest, 'Die Anfrage ist keine Speicherung, die der Editor kennt.', (ctx, body) =>
    saveEntry(ctx.folder, body),
  ),
  'GET /api/share': answerShare,
  'POST /api/undo': answerUndo,
  'POST /api/upload': answerUpload,
  'GET /api/media': reading(readMediaData),
  'POST /api/media': saving(
    isMediaSaveRequest,
    'Die Anfrage ist keine Speicherung von Fotos oder Videos, die der Editor kennt.',
    (ctx, body) => saveMedia(ctx.folder, body, ctx.uploads),
  ),
  'POST /api/portrait': saving(isPortraitRequest, 'Die Anfrage ist keine Speicherung des Porträts, die der Editor kennt.', (ctx, body) =>
    savePortrait(ctx.folder, body, ctx.uploads),
  ),
  // Metadaten entfernen (issue 53): which originals give a person away, and one of them cleaned, one commit, in turn with the saves.
  [`GET ${METADATA_PATH}`]: reading(readPersonalMetadata),
  [`POST ${METADATA_PATH}`]: saving(
    isMetadataRequest,
    'Die Anfrage ist kein Entfernen von Metadaten, das der Editor kennt.',
    (ctx, body) => stripMetadata(ctx.folder, body),
    'cleaned',
  ),
  'GET /api/extras': reading(readExtrasData),
  'POST /api/extras': saving(
    isExtrasSaveRequest,
    'Die Anfrage ist keine Speicherung von Referenzen, Fragen oder Pressetexten, die der Editor kennt.',
    (ctx, body) => saveExtras(ctx.folder, body),
  ),
  'POST /api/publish/plan': publishing,
  'POST /api/publish': publishing,
  'POST /api/publish/take-in': publishing,
  'POST /api/publish/host-key': answerHostKeyRequest,
};
