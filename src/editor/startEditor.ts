/**
 * The editor's server (issue 37, `npm run edit`): Node's own http server on 127.0.0.1 that serves
 * the page and its API for one data folder.
 *
 * Only the band's own browser may drive it: every request must name the server itself as its Host,
 * `127.0.0.1:PORT` or `localhost:PORT` (src/dev/localHost.ts, npm start's rule; a DNS-rebinding page
 * names its own), every /api request must carry the random token of the printed URL, and every POST
 * must come from the page's own Origin, the one of the Host it names (another site's form or script
 * names its own). The token is compared in constant time, as a whole (sameToken), in the header as
 * in the preview's path. Anything else gets 403 (the preview: 404) and changes nothing. Saves and undos run one at a time, in
 * the order they came: two tabs saving at once each see the other's version, never half of it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { MEDIA_FOLDERS } from '../build/checkMediaFiles';
import { uprightPhoto } from '../build/uprightPhoto';
import { ROOT } from '../build/paths';
import { listen } from '../dev/listen';
import { isOwnHost } from '../dev/localHost';
import { buildEditorPage } from './buildEditorPage';
import { TOKEN_HEADER, type ApiError, type PreviewStatus, type UndoResult } from './editorApi';
import type { ShareStatus } from './describeShare';
import { hasHistory, HistoryError, undoLast, undoTarget } from './history';
import { MAX_UPLOAD, METADATA_PATH, THUMBNAIL_BASE, tooLarge, UPLOAD_NAME_HEADER, type UploadResult } from './mediaApi';
import { startPreview, type Preview } from './preview';
import { previewBase } from './previewBase';
import { decodeInWorker } from './heicDecoder';
import { HostKeyOffers } from './hostKeyOffer';
import { answerGuide, GUIDE_PATH } from './guidePage';
import { answerHostKey, answerPublish, type PublishOptions } from './publishSite';
import { readEditorData } from './readEditorData';
import { SaveRequestSchema } from './requestSchemas';
import { isBandSaveRequest, readBandForm, saveBand } from './saveBand';
import { saveEntry, type SaveRequest } from './saveEntry';
import { isExtrasSaveRequest, readExtrasData, saveExtras } from './saveExtras';
import { isMediaSaveRequest, isPortraitRequest, readMediaData, saveMedia, savePortrait } from './saveMedia';
import { shareSaves, shareState, syncRepo, takeIn } from './shareRepo';
import { isMetadataRequest, readPersonalMetadata, stripMetadata } from './stripMetadata';
import { openUploads } from './uploads';

export interface EditorOptions {
  /** The data folder: src/data of the band's repository (absolute, or relative to the working directory). */
  dataFolder: string;
  /** The port wanted; a taken one is skipped for the next free one. 0 (the default): any free port. */
  port?: number;
  /** Build and serve the preview of the site (on by default). */
  preview?: boolean;
  /** The repository Veröffentlichen runs `npm run deploy` in: the band's (ROOT) unless a test names another. */
  repo?: string;
  /** How Veröffentlichen runs the commands (tests give a stand-in for npm). */
  publish?: PublishOptions;
  /** How often (ms) the editor takes in the bandmates' commits and pushes what is not yet shared, besides each save (default a minute). */
  shareEvery?: number;
}

export interface Editor {
  /** The address to open, with the token: `http://127.0.0.1:PORT/?token=…`. */
  url: string;
  /** `http://127.0.0.1:PORT`; a write is taken from this Origin, or from `http://localhost:PORT` on a page opened there. */
  origin: string;
  token: string;
  /** The preview's builds, when it has one. */
  preview?: Preview;
  close(): Promise<void>;
}

/** A request body larger than this is refused: an entry is a line, not a megabyte. */
const MAX_BODY = 100_000;

const SCRIPT_PATH = '/editor.js';

/** How often the editor takes in and shares by itself: a save left unshared goes out without a click. */
const SHARE_EVERY = 60_000;

/** A request the editor answers with `code` and a German `message` before looking at it further (a body too large). */
class RequestRefused extends Error {
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
function jsonBody(req: IncomingMessage): Promise<unknown> {
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
function rawBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
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

/** How wide the page's thumbnails are, in pixels. */
const THUMBNAIL_WIDTH = 320;

/** How many thumbnails the editor keeps made: a band's photos, and some uploads. */
const THUMBNAILS_KEPT = 500;

/**
 * Whether `given` is the token `own`, compared in constant time over the whole of both: the same
 * length first (a length is no secret: every token has the same), then every byte.
 */
export function sameToken(given: string, own: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(own);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The part of the preview's paths after it, `/vorschau/`; the token is the next segment. */
const PREVIEW = previewBase('').slice(0, -1);

/** Whether `body` has the shape of a SaveRequest; the values are the build's to judge (saveEntry refuses in its words). */
const isSaveRequest = (body: unknown): body is SaveRequest => v.is(SaveRequestSchema, body);

/** `text` URL-decoded once; undefined (nothing served) when it is no valid encoding. */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Starts the editor for `dataFolder`; the page's script is built before it listens. */
export async function startEditor({
  dataFolder,
  port: wanted = 0,
  preview: withPreview = true,
  repo = ROOT,
  publish,
  shareEvery = SHARE_EVERY,
}: EditorOptions): Promise<Editor> {
  const folder = resolve(dataFolder);
  const page = await buildEditorPage(SCRIPT_PATH);
  // Uploads wait outside the repository until a save takes them; the folder goes when the editor closes.
  const uploads = await openUploads();
  // Thumbnails by the file's path and version (its size and time), so a photo replaced is made anew.
  const thumbnails = new Map<string, Buffer>();
  // Started once the server listens: an editor that cannot listen leaves no build or folder behind.
  let preview: Preview | undefined;
  const token = randomBytes(24).toString('base64url');
  let origin = '';
  let port = 0;
  // The host keys deploy refused while this editor runs: the ones Schlüssel übernehmen may take.
  const hostKeys = new HostKeyOffers();

  // One at a time: each task starts when the one before has ended, failed or not.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task);
    last = next.catch(() => {});
    // Whatever ran may have moved the history: Rückgängig's target is read anew.
    void last.then(() => (undoKnown = undefined));
    return next;
  };
  // What Rückgängig would take back, as last read (the page asks every few seconds).
  let undoKnown: Promise<ShareStatus['undo']> | undefined;

  const send = (res: ServerResponse, code: number, body: unknown) =>
    void res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  const refuse = (res: ServerResponse, code: number, message: string) => send(res, code, { status: 'error', message } satisfies ApiError);

  const hasToken = (req: IncomingMessage) => sameToken(String(req.headers[TOKEN_HEADER] ?? ''), token);
  // The page's own Origin is that of the name it was opened on (the Host, checked to be one of the two).
  const ownOrigin = (req: IncomingMessage) => `http://${req.headers.host}`;

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (!hasToken(req))
      return refuse(
        res,
        403,
        'Zugriff verweigert: Der Schlüssel (token) fehlt oder gehört zu einem früheren Start des Editors. Bitte die Adresse öffnen, die npm run edit im Terminal zeigt.',
      );
    if (req.method === 'POST' && req.headers.origin !== ownOrigin(req))
      return refuse(res, 403, 'Zugriff verweigert: die Anfrage kommt nicht vom Editor selbst.');
    if (path === '/api/data' && req.method === 'GET') {
      // Reads wait for no save: each file is replaced whole by a rename, so a read never meets half of one,
      // and a page loading during a long Veröffentlichen is not held up by it.
      const data = await readEditorData(folder);
      // A change made outside the editor (a git pull, another window) is built once the page reads the data again.
      await preview?.refresh();
      return send(res, 200, data);
    }
    if (path === '/api/band' && req.method === 'GET') {
      try {
        return send(res, 200, await readBandForm(folder));
      } catch (error) {
        // band.ts as the editor cannot read it (a text never closed, say): the build's check says where.
        return refuse(res, 200, `band.ts lässt sich im Formular nicht zeigen: ${(error as Error).message}`);
      }
    }
    if (path === '/api/band' && req.method === 'POST') {
      const body = await jsonBody(req);
      if (!isBandSaveRequest(body)) return refuse(res, 400, 'Die Anfrage ist keine Speicherung der Banddaten, die der Editor kennt.');
      const result = await inTurn(() => saveBand(folder, body));
      if (result.status === 'saved') await preview?.refresh();
      return send(res, 200, result);
    }
    if (path === '/api/preview' && req.method === 'GET') {
      return send(res, 200, preview?.status() ?? ({ state: 'off', message: '', build: 0 } satisfies PreviewStatus));
    }
    if (path === '/api/save' && req.method === 'POST') {
      const body = await jsonBody(req);
      if (!isSaveRequest(body)) return refuse(res, 400, 'Die Anfrage ist keine Speicherung, die der Editor kennt.');
      const result = await inTurn(() => saveEntry(folder, body));
      if (result.status === 'saved') await preview?.refresh();
      return send(res, 200, result);
    }
    if (path === '/api/share' && req.method === 'GET') {
      const status: ShareStatus = { ...(await shareState(folder)) };
      undoKnown ??= undoTarget(folder);
      const undo = await undoKnown;
      if (undo) status.undo = undo;
      return send(res, 200, status);
    }
    if (path === '/api/undo' && req.method === 'POST') {
      const result = await inTurn(async (): Promise<UndoResult> => {
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
      });
      if (result.status === 'undone') await preview?.refresh();
      return send(res, 200, result);
    }
    if (path === '/api/upload' && req.method === 'POST') {
      const name = decoded(String(req.headers[UPLOAD_NAME_HEADER] ?? '')) || 'Datei';
      const bytes = await rawBody(req, MAX_UPLOAD);
      if (!bytes) {
        const size = Number(req.headers['content-length']);
        // The rest of a file too large is not read: the connection ends with the answer.
        res.setHeader('connection', 'close');
        res.on('finish', () => req.destroy());
        return send(res, 413, {
          status: 'refused',
          message: tooLarge(name, Number.isFinite(size) && size > 0 ? size : undefined),
        } satisfies UploadResult);
      }
      return send(res, 200, await uploads.take(bytes, name, folder));
    }
    if (path === '/api/media' && req.method === 'GET') return send(res, 200, await readMediaData(folder));
    if (path === '/api/media' && req.method === 'POST') {
      const body = await jsonBody(req);
      if (!isMediaSaveRequest(body))
        return refuse(res, 400, 'Die Anfrage ist keine Speicherung von Fotos oder Videos, die der Editor kennt.');
      const result = await inTurn(() => saveMedia(folder, body, uploads));
      if (result.status === 'saved') await preview?.refresh();
      return send(res, 200, result);
    }
    if (path === '/api/portrait' && req.method === 'POST') {
      const body = await jsonBody(req);
      if (!isPortraitRequest(body)) return refuse(res, 400, 'Die Anfrage ist keine Speicherung des Porträts, die der Editor kennt.');
      const result = await inTurn(() => savePortrait(folder, body, uploads));
      if (result.status === 'saved') await preview?.refresh();
      return send(res, 200, result);
    }
    // Metadaten entfernen (issue 53): which originals give a person away, and one of them cleaned, one commit, in turn with the saves.
    if (path === METADATA_PATH) {
      if (req.method === 'GET') return send(res, 200, await readPersonalMetadata(folder));
      const body = await jsonBody(req);
      if (!isMetadataRequest(body)) return refuse(res, 400, 'Die Anfrage ist kein Entfernen von Metadaten, das der Editor kennt.');
      const result = await inTurn(() => stripMetadata(folder, body));
      if (result.status === 'cleaned') await preview?.refresh();
      return send(res, 200, result);
    }
    if (path === '/api/extras' && req.method === 'GET') return send(res, 200, await readExtrasData(folder));
    if (path === '/api/extras' && req.method === 'POST') {
      const body = await jsonBody(req);
      if (!isExtrasSaveRequest(body))
        return refuse(res, 400, 'Die Anfrage ist keine Speicherung von Referenzen, Fragen oder Pressetexten, die der Editor kennt.');
      const result = await inTurn(() => saveExtras(folder, body));
      if (result.status === 'saved') await preview?.refresh();
      return send(res, 200, result);
    }
    // Veröffentlichen: one at a time with the saves, so the site published is built from the files as saved.
    if ((path === '/api/publish/plan' || path === '/api/publish' || path === '/api/publish/take-in') && req.method === 'POST')
      return inTurn(() => answerPublish(path, res, repo, { ...publish, hostKeys }));
    // Schlüssel übernehmen: only a key a publish of this editor reported (hostKeys), named by its offer's id.
    if (path === '/api/publish/host-key' && req.method === 'POST') {
      const body = await jsonBody(req);
      return inTurn(() => answerHostKey(body, res, repo, hostKeys));
    }
    return refuse(res, 404, 'Unbekannte Anfrage.');
  }

  /**
   * The file a thumbnail's path names after THUMBNAIL_BASE and the token: a photo of photos/ by its
   * exact name, or `upload/<id>` of a photo staged; nothing else (no folder, no '..', no hidden file).
   */
  async function thumbnailSource(rest: string): Promise<string | undefined> {
    const upload = /^upload\/([0-9a-f]+)$/.exec(rest)?.[1];
    if (upload) {
      const staged = uploads.get(upload);
      return staged?.kind === 'photo' ? staged.path : undefined;
    }
    if (!rest || /[/\\]/.test(rest) || rest.startsWith('.')) return undefined;
    const photos = join(folder, MEDIA_FOLDERS.photo);
    return (await readdir(photos).catch(() => [] as string[])).includes(rest) ? join(photos, rest) : undefined;
  }

  /** A small JPEG of the photo at `source` (a HEIC too), upright, made once per version of the file. */
  async function thumbnail(source: string): Promise<Buffer | undefined> {
    const file = await stat(source).catch(() => undefined);
    if (!file?.isFile()) return undefined;
    const key = `${source}\0${file.size}\0${file.mtimeMs}`;
    const kept = thumbnails.get(key);
    if (kept) return kept;
    // A HEIC copied into photos/ by hand (the build converts it) is decoded as an upload is: in the worker, in its turn.
    const made = await readFile(source)
      .then((bytes) => uprightPhoto(bytes, { decodeHeic: decodeInWorker, failOn: 'warning' }))
      .then((image) => image.resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer())
      .catch(() => undefined);
    if (!made) return undefined;
    if (thumbnails.size >= THUMBNAILS_KEPT) thumbnails.delete(thumbnails.keys().next().value as string);
    thumbnails.set(key, made);
    return made;
  }

  // A request without Host is refused by the same rule as a foreign one (403), not by Node's own 400.
  const server = createServer({ requireHostHeader: false }, async (req, res) => {
    try {
      // A page on another name (DNS rebinding) reaching 127.0.0.1 still names its own host here.
      if (!isOwnHost(req.headers.host, port)) return void res.writeHead(403).end();
      const path = new URL(req.url ?? '/', ownOrigin(req)).pathname;
      if (path.startsWith('/api/')) return await api(req, res, path);
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
      if (path === GUIDE_PATH || path.startsWith(`${GUIDE_PATH}/`)) return await answerGuide(res, path);
      if (path === '/')
        return void res
          .writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
            // The page's address holds the token: no request may carry it on as a Referer, and no other site may frame the page to click in it.
            'referrer-policy': 'no-referrer',
            'content-security-policy': "frame-ancestors 'none'",
          })
          .end(page.html);
      if (path.startsWith(PREVIEW)) {
        // The token is the whole segment after /vorschau/, compared as every token is.
        const end = path.indexOf('/', PREVIEW.length);
        const given = end < 0 ? '' : path.slice(PREVIEW.length, end);
        const rest = end < 0 ? undefined : decoded(path.slice(end + 1));
        const file = preview && rest !== undefined && sameToken(given, token) ? await preview.file(rest) : undefined;
        if (!file) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Nicht in der Vorschau.');
        return void res
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
      if (path.startsWith(THUMBNAIL_BASE)) {
        // As the preview: the token is the whole segment after /miniatur/, compared as every token is.
        const end = path.indexOf('/', THUMBNAIL_BASE.length);
        const given = end < 0 ? '' : (decoded(path.slice(THUMBNAIL_BASE.length, end)) ?? '');
        const rest = end < 0 ? undefined : decoded(path.slice(end + 1));
        const source = rest !== undefined && sameToken(given, token) ? await thumbnailSource(rest) : undefined;
        const image = source ? await thumbnail(source) : undefined;
        if (!image) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Kein Foto.');
        return void res
          .writeHead(200, {
            'content-type': 'image/jpeg',
            'cache-control': 'no-cache',
            'x-content-type-options': 'nosniff',
            'referrer-policy': 'no-referrer',
          })
          .end(image);
      }
      if (path === SCRIPT_PATH) return void res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(page.script);
      res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
    } catch (error) {
      if (error instanceof RequestRefused && !res.headersSent) return refuse(res, error.code, error.message);
      // A fault of the disk or the program: the page shows it; the server goes on.
      if (!res.headersSent) refuse(res, 500, `Fehler im Editor: ${(error as Error).message}`);
      else res.end();
    }
  });

  try {
    port = await listen(server, wanted);
  } catch (error) {
    await uploads.close();
    throw error;
  }
  if (withPreview) preview = await startPreview(folder);
  origin = `http://127.0.0.1:${port}`;
  // The shared repository at start and now and then (in turn with the saves): the bandmates' changes come in, unshared saves go out.
  let sharing: NodeJS.Timeout | undefined;
  if (await hasHistory(folder)) {
    // One waiting at most: a slow remote must not pile syncs up in front of the member's saves.
    let waiting = false;
    const sync = () => {
      if (waiting) return;
      waiting = true;
      void inTurn(async () => {
        waiting = false;
        const { taken } = await shareState(folder);
        // What came in is built for the preview, as a save is.
        if ((await syncRepo(folder)).taken !== taken) await preview?.refresh();
      }).catch(() => {});
    };
    sync();
    sharing = setInterval(sync, shareEvery);
    sharing.unref();
  }
  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    ...(preview ? { preview } : {}),
    async close() {
      clearInterval(sharing);
      // A save under way ends first: its file and its commit are never cut apart.
      await last;
      await new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
      await preview?.close();
      await uploads.close();
    },
  };
}
