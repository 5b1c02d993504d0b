// The editor's server for the parts Referenzen and Fragen (issue 47): GET and POST /api/extras behind
// the token and the page's Origin as every request, one save one commit, Rückgängig through /api/undo,
// and a request that is no save of the parts refused before anything is read.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ExtrasData, ExtrasSaveResult } from '../../src/editor/extrasApi';
import { startEditor, type Editor } from '../../src/editor/startEditor';
import { repo, type Repo } from './tempData';

const tests = suite('startEditor: Referenzen and Fragen');
let folder: Repo;
let editor: Editor;

tests.before(async () => {
  folder = await repo();
  editor = await startEditor({ dataFolder: folder.data, preview: false });
});

tests.after(async () => {
  await editor?.close();
  await folder?.remove();
});

const api = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${editor.origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-editor-token': editor.token, origin: editor.origin, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const QUESTION = { question: 'Bringen Sie Ton- und Lichttechnik mit?', answer: 'Ja.\n\nBis 250 Gäste.' };

tests('both need the token, a save the page’s Origin too', async () => {
  assert.is((await api('/api/extras', undefined, { 'x-editor-token': 'falsch' })).status, 403);
  assert.is(
    (await api('/api/extras', { list: 'faq', action: 'add', value: QUESTION, expectedVersion: '' }, { origin: 'http://example.org' }))
      .status,
    403,
  );
  assert.is(await folder.git('rev-list', '--count', 'HEAD'), '1', 'nothing committed');
});

tests('a question saved into a faq.ts the save creates: listed, one commit, undone', async () => {
  const before = (await (await api('/api/extras')).json()) as ExtrasData;
  assert.equal(before.faq, []);
  assert.is(before.versions.faq, '');
  const result = (await (
    await api('/api/extras', { list: 'faq', action: 'add', value: QUESTION, expectedVersion: '' })
  ).json()) as ExtrasSaveResult;
  assert.is(result.status, 'saved', JSON.stringify(result));
  const after = (await (await api('/api/extras')).json()) as ExtrasData;
  assert.equal(after.faq, [{ index: 0, value: QUESTION }]);
  assert.ok(after.versions.faq);
  assert.is(await folder.git('log', '-1', '--format=%s'), 'Frage hinzugefügt: Bringen Sie Ton- und Lichttechnik mit?');
  const undone = (await (await api('/api/undo', {})).json()) as { status: string; message: string };
  assert.equal(undone, { status: 'undone', message: 'Rückgängig: Frage hinzugefügt: Bringen Sie Ton- und Lichttechnik mit?' });
  assert.equal(((await (await api('/api/extras')).json()) as ExtrasData).faq, []);
});

tests('a request that is no save of the parts is refused', async () => {
  for (const body of [{ list: 'gigs', action: 'add', value: {}, expectedVersion: '' }, { list: 'faq', action: 'add' }, 'faq']) {
    const answer = await api('/api/extras', body);
    assert.is(answer.status, 400);
    assert.match(((await answer.json()) as { message: string }).message, /keine Speicherung von Referenzen, Fragen oder Pressetexten/);
  }
});

tests.run();
