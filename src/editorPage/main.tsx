/**
 * The editor's page (issue 37, `npm run edit`): built by the editor's server when it starts
 * (src/editor/buildEditorPage.ts), served only by it, never part of dist/ or band.js.
 */
import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp';
import { editorApi } from './editorApi';

const container = document.getElementById('editor');
const token = new URLSearchParams(location.search).get('token') ?? '';
if (container) createRoot(container).render(<EditorApp api={editorApi(token)} token={token} />);
