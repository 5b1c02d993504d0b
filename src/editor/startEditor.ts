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
 *
 * In layers (issue 54): this file starts and stops the server; server/answerApi.ts checks an API
 * request and routes it by the table of server/apiRoutes.ts, whose handlers call the saves;
 * server/answerPage.ts serves the page, the guide, the preview and the thumbnails.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { ROOT } from '../build/paths';
import { listen } from '../dev/listen';
import { isOwnHost } from '../dev/localHost';
import { buildEditorPage } from './buildEditorPage';
import type { ShareStatus } from './describeShare';
import { undoTarget } from './history';
import { HostKeyOffers } from './hostKeyOffer';
import { startPreview, type Preview } from './preview';
import type { PublishOptions } from './publishSite';
import { openUploads } from './uploads';
import { answerApi, ownOrigin } from './server/answerApi';
import { answerPage, SCRIPT_PATH, type Pages } from './server/answerPage';
import { refuse } from './server/answers';
import type { EditorContext } from './server/editorContext';
import { inTurns } from './server/inTurns';
import { RequestRefused } from './server/readBody';
import { startSharing } from './server/startSharing';
import { thumbnails } from './server/thumbnails';

export { sameToken } from './server/sameToken';

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

/** How often the editor takes in and shares by itself: a save left unshared goes out without a click. */
const SHARE_EVERY = 60_000;

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
  // Started once the server listens: an editor that cannot listen leaves no build or folder behind.
  let preview: Preview | undefined;
  const token = randomBytes(24).toString('base64url');
  // What Rückgängig would take back, as last read; whatever ran in turn may have moved the history, so it is read anew.
  let undoKnown: Promise<ShareStatus['undo']> | undefined;
  const ctx: EditorContext = {
    folder,
    repo,
    publish,
    hostKeys: new HostKeyOffers(),
    uploads,
    turns: inTurns(() => (undoKnown = undefined)),
    preview: () => preview,
    undoTarget: () => (undoKnown ??= undoTarget(folder)),
  };
  const pages: Pages = { page, token, preview: () => preview, thumbnails: thumbnails(folder, uploads) };
  let port = 0;
  // A request without Host is refused by the same rule as a foreign one (403), not by Node's own 400.
  const server = createServer({ requireHostHeader: false }, (req, res) => answer(req, res, port, ctx, pages));
  try {
    port = await listen(server, wanted);
  } catch (error) {
    await uploads.close();
    throw error;
  }
  if (withPreview) preview = await startPreview(folder);
  const origin = `http://127.0.0.1:${port}`;
  const sharing = await startSharing(ctx, shareEvery);
  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    ...(preview ? { preview } : {}),
    async close() {
      clearInterval(sharing);
      // A save under way ends first: its file and its commit are never cut apart.
      await ctx.turns.idle();
      await new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
      await preview?.close();
      await uploads.close();
    },
  };
}

/** Any request: its Host checked, then the API or the pages; a fault becomes a refusal the page shows, and the server goes on. */
async function answer(req: IncomingMessage, res: ServerResponse, port: number, ctx: EditorContext, pages: Pages): Promise<void> {
  try {
    // A page on another name (DNS rebinding) reaching 127.0.0.1 still names its own host here.
    if (!isOwnHost(req.headers.host, port)) return void res.writeHead(403).end();
    const path = new URL(req.url ?? '/', ownOrigin(req)).pathname;
    if (path.startsWith('/api/')) return await answerApi(ctx, pages.token, req, res, path);
    return await answerPage(pages, req, res, path);
  } catch (error) {
    if (error instanceof RequestRefused && !res.headersSent) return refuse(res, error.code, error.message);
    // A fault of the disk or the program: the page shows it; the server goes on.
    if (!res.headersSent) refuse(res, 500, `Fehler im Editor: ${(error as Error).message}`);
    else res.end();
  }
}
