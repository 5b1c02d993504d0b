// The portrait of the part Band chosen from the band's photos or uploaded (issue 46), against a
// fake server: a choice fills the form (the photo's credit where none is typed), an upload is sent
// and saved as the portrait at once, its refusal shown at the control.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import type { MediaData, MediaSaveResult, PortraitRequest } from '../../src/editor/mediaApi';
import type { MediaCalls } from '../../src/editorPage/mediaCalls';
import { PortraitChooser } from '../../src/editorPage/PortraitChooser';

const MEDIA: MediaData = {
  photos: [
    { index: 0, value: { file: 'buehne.jpg', alt: 'Die Band auf der Bühne', credit: 'Anna Beispiel' } },
    { index: 1, value: { file: 'portraet.jpg', alt: 'Die fünf von Upgrade vor dem Kulturbahnhof', credit: 'Ben Muster' } },
  ],
  videos: [],
  audio: [],
  version: 'm1',
  portrait: { file: '', credit: '', version: 'b7' },
  problems: [],
};

/** band.ts's version as the fake server has it now: changed by a test where the part's Speichern would change it. */
let bandVersion = 'b7';

function show({ value = '', credit = '', answer }: { value?: string; credit?: string; answer?: MediaSaveResult } = {}) {
  const calls = { uploads: [] as string[], portraits: [] as PortraitRequest[], picked: [] as [string, string][], saved: [] as string[] };
  const api: MediaCalls = {
    media: async () => ({ ...MEDIA, portrait: { ...MEDIA.portrait, version: bandVersion } }),
    upload: async (file) => (
      calls.uploads.push(file.name),
      { status: 'uploaded', upload: 'u9', kind: 'photo', file: 'neu.jpg', original: file.name, size: file.size }
    ),
    save: async () => ({ status: 'unchanged', version: 'm1' }),
    metadata: async () => [],
    cleanMetadata: async () => ({ status: 'refused', message: 'not here' }),
    portrait: async (request) => (
      calls.portraits.push(request),
      answer ?? { status: 'saved', version: 'b8', message: 'Porträt geändert: neu.jpg', warnings: [] }
    ),
  };
  render(
    <PortraitChooser
      api={api}
      token="t0k"
      value={value}
      credit={credit}
      onPick={(file, by) => calls.picked.push([file, by])}
      onSaved={(result) => calls.saved.push(result.message)}
    />,
  );
  return calls;
}

/** A change event as the browser sends it (Testing Library's fireEvent.change sends input under preact/compat). */
function change(element: HTMLElement, target: { files: File[] } | { value: string }): void {
  act(() => {
    if ('files' in target) Object.defineProperty(element, 'files', { configurable: true, value: target.files });
    else (element as HTMLSelectElement).value = target.value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const tests = suite('the portrait chosen from the photos or uploaded');
tests.after.each(() => {
  cleanup();
  bandVersion = 'b7';
});

tests('the photos to choose from, the drawn one first; a choice hands over the file and its photo’s credit', async () => {
  const calls = show();
  const select = (await screen.findByLabelText('Aus den Fotos der Band wählen')) as HTMLSelectElement;
  await waitFor(() => assert.is(select.options.length, 3));
  assert.equal(
    [...select.options].map((option) => option.textContent),
    ['Gezeichnetes Bild', 'buehne.jpg', 'portraet.jpg'],
  );
  change(select, { value: 'portraet.jpg' });
  assert.equal(calls.picked, [['portraet.jpg', 'Ben Muster']]);
});

tests('the portrait chosen is shown as its thumbnail; a name not among the photos is said so', async () => {
  show({ value: 'portraet.jpg' });
  const image = await screen.findByRole('img', { name: 'Die fünf von Upgrade vor dem Kulturbahnhof' });
  assert.is(image.getAttribute('src'), '/miniatur/t0k/portraet.jpg');
  cleanup();
  show({ value: 'alt.jpg' });
  await screen.findByText('alt.jpg (nicht unter den Fotos)');
});

tests('Neues Porträt hochladen: the file sent, then saved as the portrait with the credit typed and band.ts’s version', async () => {
  const calls = show({ credit: 'Carla Foto' });
  await waitFor(() => assert.is((screen.getByRole('button', { name: 'Neues Porträt hochladen' }) as HTMLButtonElement).disabled, false));
  change(screen.getByLabelText('Neues Porträt hochladen'), { files: [new File(['x'], 'Wir fünf.jpg', { type: 'image/jpeg' })] });
  await waitFor(() => assert.equal(calls.saved, ['Porträt geändert: neu.jpg']));
  assert.equal(calls.uploads, ['Wir fünf.jpg']);
  assert.equal(calls.portraits, [{ upload: 'u9', credit: 'Carla Foto', expectedVersion: 'b7' }]);
});

tests('an upload just after the part was saved sends band.ts’s version as it is then, not as the page last read it', async () => {
  const calls = show({ credit: 'Carla Foto' });
  await waitFor(() => assert.is((screen.getByRole('button', { name: 'Neues Porträt hochladen' }) as HTMLButtonElement).disabled, false));
  // Speichern of the part Band: band.ts has a new version, which the page has not read again yet.
  bandVersion = 'b8';
  change(screen.getByLabelText('Neues Porträt hochladen'), { files: [new File(['x'], 'Wir fünf.jpg', { type: 'image/jpeg' })] });
  await waitFor(() => assert.equal(calls.saved, ['Porträt geändert: neu.jpg']));
  assert.equal(calls.portraits, [{ upload: 'u9', credit: 'Carla Foto', expectedVersion: 'b8' }]);
});

tests('a refused portrait: the refusal at the control, read aloud; nothing saved', async () => {
  const calls = show({
    answer: {
      status: 'refused',
      problems: [{ field: 'credit', message: 'Bitte unter „Foto von“ eintragen, wer das Porträt gemacht hat.' }],
    },
  });
  await waitFor(() => assert.is((screen.getByRole('button', { name: 'Neues Porträt hochladen' }) as HTMLButtonElement).disabled, false));
  change(screen.getByLabelText('Neues Porträt hochladen'), { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] });
  const alert = await screen.findByRole('alert');
  assert.is(alert.textContent, 'Bitte unter „Foto von“ eintragen, wer das Porträt gemacht hat.');
  assert.equal(calls.saved, []);
});

tests.run();
