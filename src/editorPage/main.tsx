/**
 * The editor's page (issue 37, `npm run edit`): built by the editor's server when it starts
 * (src/editor/buildEditorPage.ts), served only by it, never part of dist/ or band.js.
 */
import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp';
import { editorApi } from './editorApi';

/** Where the tab keeps the token once it has left the address (useStored's prefix). */
const KEY = 'band-editor:token';

/**
 * The token of the printed address, taken out of the address bar at once (issue 45): it then stays
 * out of the browser's history, bookmarks and anything shared from the address bar. The tab keeps
 * it in sessionStorage, so a reload of the page still works; it is gone with the tab, and a new
 * start of the editor has a new one anyway. An address that brings a token always wins over the
 * kept one (the editor started anew).
 */
function takeToken(): string {
  const given = new URLSearchParams(location.search).get('token');
  if (given !== null) {
    try {
      sessionStorage.setItem(KEY, given);
    } catch {
      // Storage switched off: the page works until it is reloaded.
    }
    history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
    return given;
  }
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

const container = document.getElementById('editor');
const token = takeToken();
if (container && token) createRoot(container).render(<EditorApp api={editorApi(token)} token={token} />);
else if (container)
  createRoot(container).render(
    <main class="no-token">
      <h1>Editor</h1>
      <p role="alert">
        Diese Seite braucht die Adresse des Editors mit ihrem Schlüssel. Sie steht im Terminal, in dem <code>npm run edit</code> läuft (
        <code>Editor: http://127.0.0.1:…/?token=…</code>); bitte diese Adresse öffnen.
      </p>
    </main>,
  );
