// The parts Fotos & Videos (issue 46), Referenzen and Fragen (issue 47) within the editor's page: their
// tabs beside the others, no form of another part open with them (the gig form's Datum and Ort, the
// Band part's names), and after Rückgängig their files read anew and the preview asked again.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { EditorData } from '../../src/editor/editorApi';
import type { MediaData } from '../../src/editor/mediaApi';
import { EditorApp } from '../../src/editorPage/EditorApp';
import type { EditorApi } from '../../src/editorPage/editorApi';
import type { ExtrasCalls } from '../../src/editorPage/extrasCalls';
import type { ExtrasData } from '../../src/editor/extrasApi';
import type { MediaCalls } from '../../src/editorPage/mediaCalls';

const DATA: EditorData = {
  gigs: [],
  songs: [{ index: 0, value: { title: 'Africa', artist: 'Toto' } }],
  versions: { gigs: 'g1', songs: 's1' },
  hasHistory: true,
  problems: [],
};
const MEDIA: MediaData = {
  photos: [{ index: 0, value: { file: 'buehne.jpg', alt: 'Die Band auf der Bühne', credit: 'Anna Beispiel' } }],
  videos: [],
  audio: [],
  version: 'm1',
  portrait: { file: '', credit: '', version: 'b1' },
  problems: [],
};

const EXTRAS: ExtrasData = {
  testimonials: [{ index: 0, value: { quote: 'Danke!', name: 'Familie S.' } }],
  references: [],
  faq: [{ index: 0, value: { question: 'Wie lange spielen Sie?', answer: 'Drei Sets.' } }],
  lineups: [],
  press: { short: '', long: '', rider: [] },
  versions: { references: 'r1', faq: 'f1', lineups: '', press: '' },
  problems: [],
};

function app() {
  const calls = { media: 0, preview: 0, undo: 0, extras: 0 };
  const api: EditorApi = {
    data: async () => DATA,
    save: async () => ({ status: 'error', message: 'not here' }),
    undo: async () => (calls.undo++, { status: 'undone', message: 'Rückgängig gemacht: Foto hinzugefügt: neu.jpg' }),
    preview: async () => (calls.preview++, { state: 'off', message: '', build: 0 }),
  };
  const media: MediaCalls = {
    media: async () => (calls.media++, MEDIA),
    upload: async () => ({ status: 'refused', message: 'not here' }),
    save: async () => ({ status: 'saved', version: 'm2', message: 'Foto hinzugefügt: neu.jpg', warnings: [] }),
    portrait: async () => ({ status: 'unchanged', version: 'b1' }),
    metadata: async () => [],
    cleanMetadata: async () => ({ status: 'refused', message: 'not here' }),
  };
  const extras: ExtrasCalls = {
    extras: async () => (calls.extras++, EXTRAS),
    save: async () => ({ status: 'unchanged', version: 'r1' }),
  };
  render(<EditorApp api={api} token="t0k" media={media} extras={extras} />);
  return calls;
}

const tests = suite('the editor page with its part Fotos & Videos');
tests.after.each(() => {
  cleanup();
  sessionStorage.clear();
});

tests('the fourth tab shows the part: its heading, the photos, and no form or list of another part', async () => {
  app();
  assert.equal(
    screen.getAllByRole('button', { pressed: false }).map((tab) => tab.textContent),
    ['Songs', 'Band', 'Fotos & Videos', 'Referenzen', 'Fragen', 'Computer'],
  );
  fireEvent.click(screen.getByRole('button', { name: 'Songs' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Song hinzufügen' }));
  assert.is(screen.getAllByLabelText('Titel').length, 1, 'the song form');
  fireEvent.click(screen.getByRole('button', { name: 'Fotos & Videos' }));
  await screen.findByRole('img', { name: 'Die Band auf der Bühne' });
  assert.ok(screen.getByRole('heading', { level: 2, name: 'Fotos & Videos' }));
  assert.is(screen.queryAllByLabelText('Titel').length, 0, 'the song form is not shown');
  assert.is(screen.queryByText('Africa'), null, 'nor the songs');
  fireEvent.click(screen.getByRole('button', { name: 'Video hinzufügen' }));
  assert.is(screen.getAllByLabelText('Titel').length, 1, 'only the video’s Titel');
});

tests('Referenzen and Fragen: their own heading and lists, never beside the gig form’s Datum and Ort', async () => {
  app();
  fireEvent.click(await screen.findByRole('button', { name: 'Auftritt hinzufügen' }));
  assert.equal([screen.getAllByLabelText('Datum').length, screen.getAllByLabelText('Ort').length], [1, 1], 'the gig form');
  fireEvent.click(screen.getByRole('button', { name: 'Referenzen' }));
  await screen.findByText('„Danke!“');
  assert.ok(screen.getByRole('heading', { level: 2, name: 'Referenzen' }));
  assert.equal([screen.queryAllByLabelText('Datum').length, screen.queryAllByLabelText('Ort').length], [0, 0], 'the gig form is not shown');
  fireEvent.click(screen.getByRole('button', { name: 'Stimme hinzufügen' }));
  assert.equal(
    ['Zitat', 'Name', 'Anlass', 'Datum', 'Ort'].map((label) => screen.getAllByLabelText(label).length),
    [1, 1, 1, 1, 1],
  );
  fireEvent.click(screen.getByRole('button', { name: 'Fragen' }));
  await screen.findByText('Wie lange spielen Sie?');
  assert.ok(screen.getByRole('heading', { level: 2, name: 'Fragen' }));
  assert.equal([screen.queryAllByLabelText('Name').length, screen.queryAllByLabelText('Datum').length], [0, 0]);
  fireEvent.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
  assert.equal([screen.getAllByLabelText('Frage').length, screen.getAllByLabelText('Antwort').length], [1, 1]);
});

tests('Rückgängig in Fragen: the questions read anew', async () => {
  const calls = app();
  fireEvent.click(screen.getByRole('button', { name: 'Fragen' }));
  await screen.findByText('Wie lange spielen Sie?');
  const before = calls.extras;
  fireEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
  await waitFor(() => assert.ok(calls.extras > before, 'read anew'));
});

tests('Rückgängig: the photos read anew, the preview asked again, the status line says what was undone', async () => {
  const calls = app();
  fireEvent.click(screen.getByRole('button', { name: 'Fotos & Videos' }));
  await screen.findByRole('img', { name: 'Die Band auf der Bühne' });
  const before = { ...calls };
  fireEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
  await waitFor(() => assert.is(screen.getByRole('status').textContent, 'Rückgängig gemacht: Foto hinzugefügt: neu.jpg'));
  await waitFor(() => assert.ok(calls.media > before.media, 'media read anew'));
  assert.ok(calls.preview > before.preview, 'the preview asked again');
  assert.is(calls.undo, 1);
});

tests.run();
