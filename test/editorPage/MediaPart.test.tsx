// The editor's part Fotos & Videos (issue 46) against a fake server that answers as
// src/editor/mediaApi.ts says and records what the page asked: uploads, the one request of
// Speichern, Als Titelbild, Entfernen asked first, refusals at their field, one form at a time.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import type { RawPhoto } from '../../src/data/readMedia';
import type { ApiError } from '../../src/editor/editorApi';
import {
  MAX_UPLOAD,
  thumbnailPath,
  type MediaData,
  type MediaSaveRequest,
  type MediaSaveResult,
  type MetadataFinding,
  type MetadataRequest,
  type MetadataResult,
  type PortraitRequest,
  type UploadResult,
} from '../../src/editor/mediaApi';
import { MediaPart } from '../../src/editorPage/MediaPart';
import type { MediaCalls } from '../../src/editorPage/mediaCalls';
import { must } from '../setup/must';

const TOKEN = 't0k';
const PHOTOS: RawPhoto[] = [
  { file: 'buehne.jpg', alt: 'Die Band auf der Bühne im Kulturbahnhof', credit: 'Anna Beispiel' },
  { file: 'probe.jpg', alt: 'Probe im Keller, Ben am Bass', credit: 'Ben Muster' },
];

function mediaData(photos: RawPhoto[] = PHOTOS, version = 'v1'): MediaData {
  return {
    photos: photos.map((value, index) => ({ index, value })),
    videos: [{ index: 0, value: { youtube: 'aBcDeFgHiJk', title: 'Live im Kulturbahnhof' } }],
    audio: [{ index: 0, value: { file: 'medley.mp3', title: 'Medley 80er' } }],
    version,
    portrait: { file: '', credit: '', version: 'b1' },
    problems: [],
  };
}

/** A server that stages every upload, refuses a file named kaputt…, and answers saves from `answers` (saved by default). */
function fakeServer(answers: (MediaSaveResult | ApiError)[] = []) {
  const calls = {
    uploads: [] as string[],
    saves: [] as MediaSaveRequest[],
    portraits: [] as PortraitRequest[],
    loads: 0,
    cleaned: [] as MetadataRequest[],
  };
  let data = mediaData();
  let findings: MetadataFinding[] = [];
  let cleanAnswer: MetadataResult | undefined;
  const api: MediaCalls = {
    async media() {
      calls.loads++;
      return data;
    },
    async upload(file): Promise<UploadResult> {
      calls.uploads.push(file.name);
      if (file.name.startsWith('kaputt')) return { status: 'refused', message: `„${file.name}“ ist kein Foto, das der Editor lesen kann.` };
      const heic = /\.heic$/i.test(file.name);
      return {
        status: 'uploaded',
        upload: `u${calls.uploads.length}`,
        kind: /\.mp3$/.test(file.name) ? 'audio' : 'photo',
        file: file.name.toLowerCase().replace(/\.heic$/, '.jpg'),
        original: file.name,
        ...(heic ? { converted: 'HEIC' as const } : {}),
        size: file.size,
      };
    },
    async save(request) {
      calls.saves.push(request);
      return answers.shift() ?? { status: 'saved', version: 'v2', message: 'Foto hinzugefügt: neu.jpg', warnings: [] };
    },
    async portrait(request) {
      calls.portraits.push(request);
      return { status: 'saved', version: 'b2', message: 'Porträt geändert', warnings: [] };
    },
    metadata: async () => findings,
    async cleanMetadata(request) {
      calls.cleaned.push(request);
      if (cleanAnswer) return cleanAnswer;
      findings = findings.filter((finding) => finding.file !== request.file);
      return { status: 'cleaned', message: `Metadaten aus „${request.folder}/${request.file}“ entfernt.`, commit: 'c1' };
    },
  };
  return {
    api,
    calls,
    set: (next: MediaData) => (data = next),
    carry: (next: MetadataFinding[], answer?: MetadataResult) => ((findings = next), (cleanAnswer = answer)),
  };
}

function show(server = fakeServer(), refresh = 0) {
  const said: string[] = [];
  let saved = 0;
  const view = render(
    <MediaPart api={server.api} token={TOKEN} onStatus={(text) => said.push(text)} onSaved={() => saved++} refresh={refresh} />,
  );
  return { ...server, said, saved: () => saved, view };
}

const photo = (name: string, size = 1000) => new File([new Uint8Array(Math.min(size, 16))], name, { type: 'image/jpeg' });
/** A File that says it is `size` bytes without holding them. */
const large = (name: string, size: number) => Object.defineProperty(photo(name), 'size', { value: size });
const button = (name: string) => screen.getByRole('button', { name });
const buttons = (name: string) => screen.queryAllByRole('button', { name });
/**
 * A change event as the browser sends it. Not fireEvent.change: with preact/compat loaded, Testing
 * Library sends an input event instead, which a file input or a select never gets from a browser.
 */
function change(element: HTMLElement, target: { files: File[] } | { value: string }): void {
  act(() => {
    if ('files' in target) Object.defineProperty(element, 'files', { configurable: true, value: target.files });
    else (element as HTMLSelectElement).value = target.value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
/** A drag event carrying `files`, as a browser sends it over the part (happy-dom has no DragEvent of its own). */
function drag(element: Element, type: 'dragover' | 'drop', files: File[]): void {
  act(() => {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files } });
    element.dispatchEvent(event);
  });
}
const choose = (label: string, files: File[]) => change(screen.getByLabelText(label), { files });
const loaded = () => screen.findByRole('img', { name: PHOTOS[0]!.alt });
const item = (text: string) =>
  must(
    screen.getAllByRole('listitem').find((li) => li.textContent?.includes(text)),
    `the item ${text}`,
  );
/** The labels a check finds by getByLabel: each once, or (new photos) once per photo. */
const labels = (label: string) => screen.queryAllByLabelText(label).length;

const tests = suite('Fotos & Videos (the page, against a fake server)');
tests.after.each(() => {
  cleanup();
  sessionStorage.clear();
});

tests('the photos as thumbnails in their order, each with its alt; Als Titelbild on all but the first', async () => {
  show();
  await loaded();
  assert.equal(
    screen.getAllByRole('img').map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
    PHOTOS.map((one) => [one.alt, thumbnailPath(TOKEN, one.file)]),
  );
  assert.is(within(item('buehne.jpg')).queryByRole('button', { name: 'Als Titelbild' }), null);
  assert.ok(within(item('probe.jpg')).getByRole('button', { name: 'Als Titelbild' }));
  assert.equal(
    ['Fotos hinzufügen', 'Video hinzufügen', 'Aufnahme hinzufügen'].map((name) => buttons(name).length),
    [1, 1, 1],
  );
  assert.equal(['Fotos hinzufügen', 'Aufnahme hinzufügen', 'Titel', 'Bildbeschreibung'].map(labels), [1, 1, 0, 0]);
});

tests('two photos chosen: each uploaded at once, a group of fields per photo, Speichern sends both as one request', async () => {
  const part = show();
  await loaded();
  choose('Fotos hinzufügen', [photo('Bühne 1.JPG'), photo('IMG_0042.HEIC')]);
  await waitFor(() => assert.is(screen.queryByText(/Wird hochgeladen/), null));
  assert.equal(part.calls.uploads, ['Bühne 1.JPG', 'IMG_0042.HEIC']);
  assert.ok(screen.getByText(/aus HEIC umgewandelt/), 'the converted note');
  assert.equal(
    screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ['Bühne 1.JPG (wird bühne 1.jpg)', 'IMG_0042.HEIC (wird img_0042.jpg)'],
  );
  const [first, second] = screen.getAllByRole('group');
  fireEvent.input(within(first!).getByLabelText('Bildbeschreibung'), { target: { value: 'Anna am Mikrofon' } });
  fireEvent.input(within(first!).getByLabelText('Fotograf/in'), { target: { value: 'Carla Foto' } });
  fireEvent.input(within(second!).getByLabelText('Bildbeschreibung'), { target: { value: 'Das Publikum tanzt' } });
  fireEvent.input(within(second!).getByLabelText('Fotograf/in'), { target: { value: 'Carla Foto' } });
  assert.is(buttons('Speichern').length, 1);
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(part.saved(), 1));
  assert.equal(part.calls.saves, [
    {
      action: 'add-photos',
      photos: [
        { upload: 'u1', alt: 'Anna am Mikrofon', credit: 'Carla Foto' },
        { upload: 'u2', alt: 'Das Publikum tanzt', credit: 'Carla Foto' },
      ],
      expectedVersion: 'v1',
    },
  ]);
  assert.equal(part.said, ['Gespeichert: Foto hinzugefügt: neu.jpg']);
  assert.is(labels('Bildbeschreibung'), 0, 'the form closed');
  assert.ok(part.calls.loads >= 2, 'media read anew');

  // The next photo's Fotograf/in starts with the credit used last.
  choose('Fotos hinzufügen', [photo('noch-eins.jpg')]);
  assert.is((screen.getByLabelText('Fotograf/in') as HTMLInputElement).value, 'Carla Foto');
});

tests('a dropped file goes the same way as a chosen one', async () => {
  const part = show();
  await loaded();
  const zone = must(document.querySelector('.media'), 'the part');
  drag(zone, 'dragover', []);
  await waitFor(() => assert.ok(zone.classList.contains('dragging'), 'framed while a file hovers'));
  drag(zone, 'drop', [photo('gedroppt.png')]);
  await waitFor(() => assert.equal(part.calls.uploads, ['gedroppt.png']));
  assert.ok(!zone.classList.contains('dragging'));
  assert.is(labels('Bildbeschreibung'), 1);
});

tests('refused uploads: too large (checked here, the size named, nothing sent), not an image (the server), each at its file', async () => {
  const part = show();
  await loaded();
  choose('Fotos hinzufügen', [large('riesig.jpg', MAX_UPLOAD + 12.4 * 1024 * 1024), photo('kaputt.txt'), photo('gut.jpg')]);
  await waitFor(() => assert.is(screen.queryByText(/Wird hochgeladen/), null));
  assert.equal(part.calls.uploads, ['kaputt.txt', 'gut.jpg'], 'the large one never sent');
  const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
  assert.equal(alerts, [
    '„riesig.jpg“ ist 62,4 MB groß; der Editor nimmt Dateien bis 50 MB. Bitte eine kleinere Fassung wählen (auf dem iPhone etwa beim Teilen unter „Optionen“ eine kleinere Größe).',
    '„kaputt.txt“ ist kein Foto, das der Editor lesen kann.',
  ]);
  // Each refusal is inside its file's group.
  assert.match(must(screen.getAllByRole('alert')[1]!.closest('fieldset'), 'a group').textContent ?? '', /^kaputt\.txt/);
  assert.is(labels('Bildbeschreibung'), 1, 'fields only for the photo that came through');
  fireEvent.click(button('Abbrechen'));
  assert.equal(part.calls.saves, [], 'nothing saved');
  assert.is(screen.queryAllByRole('group').length, 0);
});

tests('a refused save: the refusal at its field (aria-invalid, read with it), in German; the form stays', async () => {
  const part = show(
    fakeServer([{ status: 'refused', problems: [{ field: 'alt', message: 'Bitte beschreiben, was auf dem Foto zu sehen ist.' }] }]),
  );
  await loaded();
  choose('Fotos hinzufügen', [photo('neu.jpg')]);
  await waitFor(() => assert.ok(screen.getByRole('img', { name: '' })));
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.ok(screen.getByText('Bitte beschreiben, was auf dem Foto zu sehen ist.')));
  const alt = screen.getByLabelText('Bildbeschreibung');
  assert.is(alt.getAttribute('aria-invalid'), 'true');
  const error = must(document.getElementById(`${alt.id}-error`), 'the error');
  assert.ok(alt.getAttribute('aria-describedby')?.split(' ').includes(error.id));
  assert.is(part.saved(), 0);
  assert.is(part.said.length, 0);
});

tests('several photos refused by their place (photos.1.credit): each refusal at its own photo', async () => {
  show(fakeServer([{ status: 'refused', problems: [{ field: 'photos.1.credit', message: 'Wer hat das Foto gemacht?' }] }]));
  await loaded();
  choose('Fotos hinzufügen', [photo('a.jpg'), photo('b.jpg')]);
  await waitFor(() => assert.is(screen.queryByText(/Wird hochgeladen/), null));
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.ok(screen.getByText('Wer hat das Foto gemacht?')));
  const [first, second] = screen.getAllByRole('group');
  assert.is(within(first!).getByLabelText('Fotograf/in').getAttribute('aria-invalid'), null);
  assert.is(within(second!).getByLabelText('Fotograf/in').getAttribute('aria-invalid'), 'true');
});

tests('Als Titelbild: one request naming the photo as it was listed', async () => {
  const part = show();
  await loaded();
  fireEvent.click(within(item('probe.jpg')).getByRole('button', { name: 'Als Titelbild' }));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  assert.equal(part.calls.saves[0], { action: 'title-photo', index: 1, original: PHOTOS[1], expectedVersion: 'v1' });
});

tests('each row’s buttons are told apart by the row they stand in (aria-describedby), their names unchanged', async () => {
  show();
  await loaded();
  for (const [what, name] of [
    ['probe.jpg', 'Entfernen'],
    ['probe.jpg', 'Bearbeiten'],
    ['probe.jpg', 'Als Titelbild'],
    ['buehne.jpg', 'Entfernen'],
    ['Live im Kulturbahnhof', 'Entfernen'],
    ['Medley 80er', 'Entfernen'],
  ] as const) {
    const found = screen.getAllByRole('button', { name, description: new RegExp(what.replace('.', '\\.')) });
    assert.is(found.length, 1, `${name} of ${what}`);
  }
});

tests('Entfernen asks first: its Entfernen the only one while asked; Abbrechen sends nothing; the answer sends one request', async () => {
  const part = show();
  await loaded();
  const all = buttons('Entfernen').length;
  assert.is(all, PHOTOS.length + 2, 'each photo, the video and the recording');
  fireEvent.click(within(item('probe.jpg')).getByRole('button', { name: 'Entfernen' }));
  assert.is(buttons('Entfernen').length, 1);
  assert.match(screen.getByRole('alert').textContent ?? '', /Foto „probe\.jpg“ entfernen\?/);
  fireEvent.click(button('Abbrechen'));
  assert.is(buttons('Entfernen').length, all);
  assert.equal(part.calls.saves, []);

  fireEvent.click(within(item('Medley 80er')).getByRole('button', { name: 'Entfernen' }));
  assert.is(buttons('Entfernen').length, 1);
  fireEvent.click(button('Entfernen'));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  assert.equal(part.calls.saves[0], {
    action: 'remove-audio',
    index: 0,
    original: { file: 'medley.mp3', title: 'Medley 80er' },
    expectedVersion: 'v1',
  });
});

tests('Bearbeiten: the photo’s texts in the form, Speichern sends them with the photo as it was', async () => {
  const part = show();
  await loaded();
  fireEvent.click(within(item('probe.jpg')).getByRole('button', { name: 'Bearbeiten' }));
  const alt = screen.getByLabelText('Bildbeschreibung') as HTMLInputElement;
  assert.is(alt.value, PHOTOS[1]!.alt);
  fireEvent.input(alt, { target: { value: 'Probe im Keller, Ben am Bass, Anna singt' } });
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  assert.equal(part.calls.saves[0], {
    action: 'edit-photo',
    index: 1,
    original: PHOTOS[1],
    alt: 'Probe im Keller, Ben am Bass, Anna singt',
    credit: 'Ben Muster',
    expectedVersion: 'v1',
  });
});

tests('Video hinzufügen: Adresse, Titel and a poster from the photos (the drawn one first), refused at the Adresse', async () => {
  const part = show(fakeServer([{ status: 'refused', problems: [{ field: 'address', message: 'Eine Playlist geht nicht.' }] }]));
  await loaded();
  fireEvent.click(button('Video hinzufügen'));
  const poster = screen.getByLabelText('Vorschaubild') as HTMLSelectElement;
  assert.equal(
    [...poster.options].map((option) => [option.value, option.textContent]),
    [['', 'Gezeichnetes Bild'], ...PHOTOS.map((one) => [one.file, one.file])],
  );
  fireEvent.input(screen.getByLabelText('Adresse'), { target: { value: 'https://www.youtube.com/playlist?list=PL1' } });
  fireEvent.input(screen.getByLabelText('Titel'), { target: { value: 'Sommerfest' } });
  change(poster, { value: 'probe.jpg' });
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.ok(screen.getByText('Eine Playlist geht nicht.')));
  assert.equal(part.calls.saves, [
    {
      action: 'add-video',
      address: 'https://www.youtube.com/playlist?list=PL1',
      title: 'Sommerfest',
      poster: 'probe.jpg',
      expectedVersion: 'v1',
    },
  ]);
  assert.is(screen.getByLabelText('Adresse').getAttribute('aria-invalid'), 'true');
});

tests('Aufnahme hinzufügen: the file uploaded, Titel, Speichern sends one add-audio; a photo there is refused at the file', async () => {
  const part = show();
  await loaded();
  choose('Aufnahme hinzufügen', [photo('kein-ton.jpg')]);
  await waitFor(() => assert.match(screen.getByRole('alert').textContent ?? '', /ist ein Foto, keine Aufnahme/));
  assert.is(buttons('Speichern').length, 0);
  choose('Aufnahme hinzufügen', [new File(['x'], 'Medley 90er.mp3', { type: 'audio/mpeg' })]);
  await waitFor(() => assert.is(buttons('Speichern').length, 1));
  fireEvent.input(screen.getByLabelText('Titel'), { target: { value: 'Medley 90er' } });
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  assert.equal(part.calls.saves[0], { action: 'add-audio', upload: 'u2', title: 'Medley 90er', expectedVersion: 'v1' });
});

tests('Entfernen refused (a photo still the portrait): the reason in the question, which stays open', async () => {
  const why = '„buehne.jpg“ ist das Porträt der Band (Teil Band) und bleibt darum: zuerst ein anderes Porträt wählen.';
  const part = show(fakeServer([{ status: 'refused', problems: [{ field: 'file', message: why }] }]));
  await loaded();
  fireEvent.click(within(item('buehne.jpg')).getByRole('button', { name: 'Entfernen' }));
  fireEvent.click(button('Entfernen'));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  await waitFor(() => assert.ok(within(item('buehne.jpg')).getByText(why)));
  assert.is(buttons('Entfernen').length, 1, 'the question is still asked');
});

tests('a form opened while a save is under way stays open when that save ends (a recording chosen during a video’s save)', async () => {
  const server = fakeServer();
  let release = () => {};
  const gate = new Promise<void>((done) => (release = done));
  const save = server.api.save;
  server.api.save = async (request) => {
    await gate;
    return save(request);
  };
  const part = show(server);
  await loaded();
  fireEvent.click(button('Video hinzufügen'));
  fireEvent.input(screen.getByLabelText('Adresse'), { target: { value: 'https://www.youtube.com/watch?v=aBcDeFgHiJk' } });
  fireEvent.input(screen.getByLabelText('Titel'), { target: { value: 'Sommerfest' } });
  fireEvent.click(button('Speichern'));
  choose('Aufnahme hinzufügen', [new File(['x'], 'Medley 90er.mp3', { type: 'audio/mpeg' })]);
  await waitFor(() => assert.ok(screen.getByText(/Neue Aufnahme: Medley 90er\.mp3/)));
  release();
  await waitFor(() => assert.ok(part.said.some((said) => said.startsWith('Gespeichert'))));
  assert.ok(screen.getByText(/Neue Aufnahme: Medley 90er\.mp3/), 'the recording’s form is still open');
  await waitFor(() => assert.not.ok((button('Speichern') as HTMLButtonElement).disabled));
});

tests('one form at a time: in every state each label (Titel, Bildbeschreibung, Fotograf/in) and Speichern at most once', async () => {
  show();
  await loaded();
  const once = (state: string) => {
    for (const label of ['Titel', 'Adresse', 'Bildbeschreibung', 'Fotograf/in'])
      assert.ok(labels(label) <= 1, `${state}: at most one "${label}" (${labels(label)})`);
    assert.ok(buttons('Speichern').length <= 1, `${state}: at most one Speichern`);
    assert.ok(buttons('Abbrechen').length <= 1, `${state}: at most one Abbrechen`);
  };
  once('nothing open');
  fireEvent.click(button('Video hinzufügen'));
  once('video');
  assert.is(labels('Titel'), 1);
  fireEvent.click(within(item('probe.jpg')).getByRole('button', { name: 'Bearbeiten' }));
  once('photo edited');
  assert.is(labels('Titel'), 0, 'the video form closed');
  choose('Aufnahme hinzufügen', [new File(['x'], 'a.mp3')]);
  await waitFor(() => assert.is(labels('Titel'), 1));
  once('recording');
  assert.is(labels('Bildbeschreibung'), 0, 'the photo form closed');
  choose('Fotos hinzufügen', [photo('x.jpg')]);
  await waitFor(() => assert.is(labels('Bildbeschreibung'), 1));
  once('new photo');
  assert.is(labels('Titel'), 0);
  fireEvent.click(within(item('Live im Kulturbahnhof')).getByRole('button', { name: 'Entfernen' }));
  once('asked to remove');
  assert.is(labels('Bildbeschreibung'), 0);
});

tests('read anew when the page says so (after Rückgängig); an entry’s form follows it, or closes when it is gone', async () => {
  const server = fakeServer();
  const said: string[] = [];
  const part = (refresh: number) => (
    <MediaPart api={server.api} token={TOKEN} onStatus={(text) => said.push(text)} onSaved={() => {}} refresh={refresh} />
  );
  const view = render(part(0));
  await loaded();
  fireEvent.click(within(item('probe.jpg')).getByRole('button', { name: 'Bearbeiten' }));
  server.set(mediaData([PHOTOS[1]!, PHOTOS[0]!], 'v3'));
  view.rerender(part(1));
  await waitFor(() => assert.is(screen.getAllByRole('img')[1]?.getAttribute('alt'), PHOTOS[1]!.alt));
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(server.calls.saves.length, 1));
  assert.equal(server.calls.saves[0], {
    action: 'edit-photo',
    index: 0,
    original: PHOTOS[1],
    alt: PHOTOS[1]!.alt,
    credit: 'Ben Muster',
    expectedVersion: 'v3',
  });

  fireEvent.click(within(item('buehne.jpg')).getByRole('button', { name: 'Bearbeiten' }));
  server.set(mediaData([PHOTOS[1]!], 'v4'));
  view.rerender(part(2));
  await waitFor(() => assert.is(labels('Bildbeschreibung'), 0));
  assert.match(said.at(-1) ?? '', /inzwischen geändert oder entfernt/);
});

const GPS: MetadataFinding = {
  folder: 'photos',
  file: 'probe.jpg',
  carries: ['location', 'serial'],
  says: 'Aufnahmeort (GPS), Seriennummer',
};

tests('a photo that gives a person away is marked; Metadaten entfernen, read with its file, cleans it and the mark goes', async () => {
  const server = fakeServer();
  server.carry([GPS, { folder: 'audio', file: 'medley.mp3', carries: ['tags'], says: 'Tags' }]);
  const part = show(server);
  const button = await screen.findByRole('button', {
    name: 'Metadaten entfernen',
    description: /probe\.jpg.*Aufnahmeort \(GPS\), Seriennummer/,
  });
  assert.ok(screen.getByText('Enthält persönliche Metadaten: Aufnahmeort (GPS), Seriennummer'));
  assert.ok(screen.getByRole('button', { name: 'Metadaten entfernen', description: /Medley 80er.*Tags/ }));
  assert.is(screen.getAllByRole('button', { name: 'Metadaten entfernen' }).length, 2, 'buehne.jpg carries nothing');
  fireEvent.click(button);
  await waitFor(() => assert.equal(part.said, ['Metadaten aus „photos/probe.jpg“ entfernt.']));
  assert.equal(part.calls.cleaned, [{ folder: 'photos', file: 'probe.jpg' }]);
  assert.is(part.saved(), 1, 'the preview rebuilds');
  await waitFor(() => assert.is(screen.queryByText(/Aufnahmeort/), null));
  assert.is(screen.getAllByRole('button', { name: 'Metadaten entfernen' }).length, 1);
});

tests('a file the part shows nowhere else (not in media.ts) is listed with its button; a refusal is shown in German', async () => {
  const server = fakeServer();
  server.carry([{ ...GPS, file: 'von-hand.jpg' }], { status: 'refused', message: '„photos/von-hand.jpg“ liegt nicht (mehr) im Ordner.' });
  const part = show(server);
  const list = await screen.findByRole('region', { name: 'Dateien mit persönlichen Metadaten' });
  assert.ok(within(list).getByText('photos/von-hand.jpg'));
  fireEvent.click(within(list).getByRole('button', { name: 'Metadaten entfernen', description: /von-hand\.jpg/ }));
  const alert = await screen.findByText('„photos/von-hand.jpg“ liegt nicht (mehr) im Ordner.');
  assert.ok(alert);
  assert.is(part.saved(), 0);
});

tests.run();
