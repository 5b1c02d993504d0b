// The editor's parts Referenzen and Fragen (issue 47) against a fake server that answers as
// src/editor/extrasApi.ts says and records what the page asked: each list empty and full, the one
// request of Speichern (add, edit, remove asked first, the press texts), refusals at their field, and
// one form at a time, so every label (Name, Datum, Ort, …) is found once in every state.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import type { ApiError } from '../../src/editor/editorApi';
import type { ExtrasData, ExtrasSaveRequest, ExtrasSaveResult } from '../../src/editor/extrasApi';
import type { ExtrasCalls } from '../../src/editorPage/extrasCalls';
import { ExtrasPart, type ExtrasSection } from '../../src/editorPage/ExtrasPart';
import { must } from '../setup/must';
import { LINEUP, QUESTION, REFERENCE, TESTIMONIAL } from '../fixtures/extras';

const PRESS = {
  short: 'Upgrade ist eine Coverband aus Kassel.',
  long: 'Erster Absatz.\n\nZweiter Absatz.',
  rider: ['Bühne 6 × 4 m', 'Strom 16 A'],
};

const VERSIONS = { references: 'r1', faq: 'f1', lineups: 'l1', press: 'p1' };

function full(): ExtrasData {
  return {
    testimonials: [{ index: 0, value: TESTIMONIAL }],
    references: [{ index: 0, value: REFERENCE }],
    faq: [{ index: 0, value: QUESTION }],
    lineups: [{ index: 0, value: LINEUP }],
    press: PRESS,
    versions: VERSIONS,
    problems: [],
  };
}

function empty(): ExtrasData {
  return {
    testimonials: [],
    references: [],
    faq: [],
    lineups: [],
    press: { short: '', long: '', rider: [] },
    versions: { references: '', faq: '', lineups: '', press: '' },
    problems: [],
  };
}

/** A server that answers saves from `answers` (saved by default) and reads `data`. */
function fakeServer(data = full(), answers: (ExtrasSaveResult | ApiError)[] = []) {
  const calls = { saves: [] as ExtrasSaveRequest[], loads: 0 };
  let now = data;
  const api: ExtrasCalls = {
    async extras() {
      calls.loads++;
      return now;
    },
    async save(request) {
      calls.saves.push(request);
      return answers.shift() ?? { status: 'saved', version: 'v2', message: 'Gespeichert', warnings: [] };
    },
  };
  return { api, calls, set: (next: ExtrasData) => (now = next) };
}

const REFERENZEN: ExtrasSection[] = ['testimonials', 'references'];
const FRAGEN: ExtrasSection[] = ['faq', 'lineups', 'press'];

function show(sections: ExtrasSection[], server = fakeServer()) {
  const said: string[] = [];
  let saved = 0;
  render(<ExtrasPart api={server.api} sections={sections} onStatus={(text) => said.push(text)} onSaved={() => saved++} refresh={0} />);
  return { ...server, said, saved: () => saved };
}

const button = (name: string) => screen.getByRole('button', { name });
const buttons = (name: string) => screen.queryAllByRole('button', { name });
const labels = (label: string) => screen.queryAllByLabelText(label).length;
/**
 * The elements a label finds as Playwright's getByLabel finds them by default: by a part of the name,
 * whatever the case, and on any element named by aria-labelledby or aria-label (a form, a section).
 */
function loosely(label: string): number {
  const text = (id: string) => document.getElementById(id)?.textContent ?? '';
  const names = (element: Element): string[] => {
    const by = element.getAttribute('aria-labelledby');
    if (by) return [by.split(/\s+/).map(text).join(' ')];
    const aria = element.getAttribute('aria-label');
    if (aria) return [aria];
    return element.id ? [...document.querySelectorAll(`label[for="${element.id}"]`)].map((one) => one.textContent ?? '') : [];
  };
  return [...document.querySelectorAll('*')].filter((element) =>
    names(element).some((name) => name.toLowerCase().includes(label.toLowerCase())),
  ).length;
}
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const item = (text: string) =>
  must(
    screen.getAllByRole('listitem').find((li) => li.textContent?.includes(text)),
    `the item ${text}`,
  );
const loaded = (text: string) => screen.findByText(text, { exact: false });

const tests = suite('Referenzen and Fragen (the page, against a fake server)');
tests.after.each(() => {
  cleanup();
  sessionStorage.clear();
});

tests('Referenzen, empty: the two lists say so, each with its Hinzufügen, no field shown', async () => {
  show(REFERENZEN, fakeServer(empty()));
  await loaded('Noch keine Stimmen.');
  assert.ok(screen.getByText('Noch keine Referenzen.'));
  assert.equal(
    ['Stimme hinzufügen', 'Referenz hinzufügen', 'Speichern'].map((name) => buttons(name).length),
    [1, 1, 0],
  );
  assert.equal(['Zitat', 'Name', 'Datum', 'Ort', 'Jahr'].map(labels), [0, 0, 0, 0, 0]);
});

tests('Fragen, empty: the lists and the press texts say so', async () => {
  show(FRAGEN, fakeServer(empty()));
  await loaded('Noch keine Fragen.');
  assert.ok(screen.getByText('Noch keine Besetzungen.'));
  assert.ok(screen.getByText('Noch keine Pressetexte.'));
});

tests('full: each entry in its list with its details', async () => {
  show(REFERENZEN);
  await loaded('Die Tanzfläche war voll!');
  assert.match(item('Die Tanzfläche').textContent ?? '', /Julia und Markus · Hochzeit · 14\.06\.2025 · Kassel/);
  assert.match(item('Stadtfest Hofgeismar').textContent ?? '', /2024/);
  cleanup();
  show(FRAGEN);
  await loaded('Wie lange spielen Sie?');
  assert.match(item('Volle Band').textContent ?? '', /5 Musiker/);
  assert.ok(screen.getByText('Upgrade ist eine Coverband aus Kassel.'));
  assert.ok(screen.getByText('Strom 16 A'));
});

tests('Stimme hinzufügen: the five fields, Speichern sends one add to references.ts’s version, empty ones as typed', async () => {
  const part = show(REFERENZEN);
  await loaded('Die Tanzfläche');
  fireEvent.click(button('Stimme hinzufügen'));
  assert.equal(['Zitat', 'Name', 'Anlass', 'Datum', 'Ort'].map(labels), [1, 1, 1, 1, 1]);
  assert.is((screen.getByLabelText('Zitat') as HTMLElement).tagName, 'TEXTAREA');
  assert.is(screen.getByLabelText('Datum').getAttribute('type'), 'date');
  type('Zitat', 'Großartig!\n\nGerne wieder.');
  type('Name', 'Familie S.');
  type('Ort', 'Vellmar');
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  assert.equal(part.calls.saves[0], {
    list: 'testimonials',
    action: 'add',
    value: { quote: 'Großartig!\n\nGerne wieder.', name: 'Familie S.', occasion: '', date: '', place: 'Vellmar' },
    expectedVersion: 'r1',
  });
  await waitFor(() => assert.is(labels('Zitat'), 0, 'the form closed'));
  assert.equal(part.said, ['Gespeichert: Gespeichert']);
  assert.is(part.saved(), 1);
  assert.is(part.calls.loads, 2, 'the lists read anew');
});

tests('Referenz hinzufügen: Name and Jahr, the year sent as a number, a word as typed', async () => {
  const part = show(REFERENZEN);
  await loaded('Stadtfest');
  fireEvent.click(button('Referenz hinzufügen'));
  type('Name', 'Kulturbahnhof Kassel');
  type('Jahr', '2025');
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  assert.equal(part.calls.saves[0], {
    list: 'references',
    action: 'add',
    value: { name: 'Kulturbahnhof Kassel', year: 2025 },
    expectedVersion: 'r1',
  });
  await waitFor(() => assert.is(labels('Jahr'), 0));
  fireEvent.click(button('Referenz hinzufügen'));
  type('Name', 'Hoffest');
  type('Jahr', 'zwanzig');
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(part.calls.saves.length, 2));
  assert.equal(part.calls.saves[1]?.list === 'references' && part.calls.saves[1].action === 'add' && part.calls.saves[1].value, {
    name: 'Hoffest',
    year: 'zwanzig',
  });
});

tests('Bearbeiten: the entry’s values in the form, Speichern sends the edit with the entry as it was read', async () => {
  const part = show(FRAGEN);
  await loaded('Wie lange');
  fireEvent.click(within(item('Volle Band')).getByRole('button', { name: 'Bearbeiten' }));
  assert.ok(screen.getByRole('heading', { name: 'Besetzung bearbeiten' }));
  assert.is((screen.getByLabelText('Musikerzahl') as HTMLInputElement).value, '5');
  type('Musikerzahl', '6');
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  assert.equal(part.calls.saves[0], {
    list: 'lineups',
    action: 'edit',
    index: 0,
    value: { ...LINEUP, members: 6 },
    original: LINEUP,
    expectedVersion: 'l1',
  });
});

tests('Frage hinzufügen: Frage and Antwort (a textarea, its blank lines kept)', async () => {
  const part = show(FRAGEN);
  await loaded('Wie lange');
  fireEvent.click(button('Frage hinzufügen'));
  assert.is((screen.getByLabelText('Antwort') as HTMLElement).tagName, 'TEXTAREA');
  type('Frage', 'Was kostet eine Hochzeit?');
  type('Antwort', 'Das hängt ab.\n\nSchreiben Sie uns.');
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  assert.equal(part.calls.saves[0], {
    list: 'faq',
    action: 'add',
    value: { question: 'Was kostet eine Hochzeit?', answer: 'Das hängt ab.\n\nSchreiben Sie uns.' },
    expectedVersion: 'f1',
  });
});

tests(
  'each row’s Bearbeiten and Entfernen: named so and nothing more, told apart by the row’s text (as the gigs’ Bearbeiten)',
  async () => {
    const second = { name: 'Hoffest Grebenstein', year: 2023 };
    show(
      REFERENZEN,
      fakeServer({
        ...full(),
        references: [
          { index: 0, value: REFERENCE },
          { index: 1, value: second },
        ],
      }),
    );
    await loaded('Hoffest');
    const rows = screen.getAllByRole('listitem');
    assert.is(rows.length, 3);
    for (const name of ['Bearbeiten', 'Entfernen']) {
      assert.is(buttons(name).length, rows.length, `every ${name} found by its name alone`);
      for (const row of rows) {
        const what = must(row.querySelector('.what'), 'the row’s text');
        const own = within(row).getByRole('button', { name });
        assert.is(own.getAttribute('aria-describedby'), what.id);
        assert.is(document.querySelectorAll(`[id="${what.id}"]`).length, 1, `${what.id} is the page’s only one`);
      }
      assert.is(screen.getAllByRole('button', { name, description: /Hoffest Grebenstein/ }).length, 1);
      assert.is(screen.getAllByRole('button', { name, description: /Stadtfest Hofgeismar/ }).length, 1);
      assert.is(screen.getAllByRole('button', { name, description: /Die Tanzfläche war voll/ }).length, 1);
    }
  },
);

tests('Entfernen is asked first; Entfernen in the question sends the removal', async () => {
  const part = show(REFERENZEN);
  await loaded('Stadtfest');
  fireEvent.click(within(item('Stadtfest')).getByRole('button', { name: 'Entfernen' }));
  assert.ok(screen.getByText('Referenz „Stadtfest Hofgeismar“ entfernen?'));
  assert.is(buttons('Entfernen').length, 1, 'only the question’s');
  fireEvent.click(button('Entfernen'));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  assert.equal(part.calls.saves[0], { list: 'references', action: 'remove', index: 0, original: REFERENCE, expectedVersion: 'r1' });
});

tests('Pressetexte bearbeiten: the three texts, the rider a line each, one Speichern sends all three', async () => {
  const part = show(FRAGEN);
  await loaded('Wie lange');
  fireEvent.click(button('Pressetexte bearbeiten'));
  assert.is((screen.getByLabelText('Kurzbiografie') as HTMLTextAreaElement).value, PRESS.short);
  assert.is((screen.getByLabelText('Technik') as HTMLTextAreaElement).value, 'Bühne 6 × 4 m\nStrom 16 A');
  type('Technik', 'Bühne 6 × 4 m\n\nStrom 2 × 16 A\n');
  type('Ausführliche Biografie', 'Ein Absatz.');
  assert.is(buttons('Speichern').length, 1);
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(part.calls.saves.length, 1));
  assert.equal(part.calls.saves[0], {
    list: 'press',
    action: 'edit',
    value: { short: PRESS.short, long: 'Ein Absatz.', rider: ['Bühne 6 × 4 m', 'Strom 2 × 16 A'] },
    expectedVersion: 'p1',
  });
});

tests('a refusal shows at its field, named by the server; one of no field above the form; nothing closes', async () => {
  const message = 'src/data/references.ts, Zeile 9: Referenz „Zukunftsfest“: „Jahr“: 2999 liegt in der Zukunft.';
  const part = show(
    REFERENZEN,
    fakeServer(full(), [{ status: 'refused', problems: [{ message, field: 'year' }, { message: 'Etwas anderes.' }] }]),
  );
  await loaded('Stadtfest');
  fireEvent.click(button('Referenz hinzufügen'));
  type('Name', 'Zukunftsfest');
  type('Jahr', '2999');
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(screen.getByLabelText('Jahr').getAttribute('aria-invalid'), 'true'));
  assert.ok(screen.getByText(message));
  assert.ok(screen.getByText('Etwas anderes.'));
  assert.is((screen.getByLabelText('Name') as HTMLInputElement).value, 'Zukunftsfest', 'the typing kept');
  assert.is(part.saved(), 0);
});

tests('a file changed meanwhile: Neu laden reads it anew', async () => {
  const part = show(FRAGEN, fakeServer(full(), [{ status: 'changed', message: 'faq.ts wurde inzwischen geändert.' }]));
  await loaded('Wie lange');
  fireEvent.click(button('Frage hinzufügen'));
  type('Frage', 'Neu?');
  fireEvent.click(button('Speichern'));
  await screen.findByText('faq.ts wurde inzwischen geändert.');
  fireEvent.click(button('Neu laden'));
  await waitFor(() => assert.is(part.calls.loads, 2));
});

tests('one form at a time: in every state each label (Name, Datum, Ort, Jahr, …) and Speichern at most once', async () => {
  const once = (state: string) => {
    for (const label of [
      'Zitat',
      'Name',
      'Anlass',
      'Datum',
      'Ort',
      'Jahr',
      'Frage',
      'Antwort',
      'Bezeichnung',
      'Musikerzahl',
      'Beschreibung',
      'Kurzbiografie',
      'Ausführliche Biografie',
      'Technik',
    ])
      assert.ok(loosely(label) <= 1, `${state}: at most one "${label}" (${loosely(label)}), by a part of a name too`);
    assert.ok(buttons('Speichern').length <= 1, `${state}: at most one Speichern`);
    assert.ok(buttons('Abbrechen').length <= 1, `${state}: at most one Abbrechen`);
  };
  show(REFERENZEN);
  await loaded('Stadtfest');
  once('nothing open');
  fireEvent.click(button('Stimme hinzufügen'));
  once('new testimonial');
  assert.equal(
    ['Zitat', 'Name', 'Anlass', 'Datum', 'Ort'].map(loosely),
    [1, 1, 1, 1, 1],
    'each field found once, by a part of its name too',
  );
  fireEvent.click(button('Referenz hinzufügen'));
  once('new reference');
  assert.equal([labels('Name'), labels('Zitat')], [1, 0], 'the testimonial’s form closed');
  fireEvent.click(within(item('Die Tanzfläche')).getByRole('button', { name: 'Bearbeiten' }));
  once('testimonial edited');
  assert.equal([labels('Name'), labels('Jahr')], [1, 0]);
  fireEvent.click(within(item('Stadtfest')).getByRole('button', { name: 'Bearbeiten' }));
  once('reference edited');
  fireEvent.click(within(item('Stadtfest')).getByRole('button', { name: 'Entfernen' }));
  once('asked to remove');
  assert.is(labels('Name'), 0);
  cleanup();
  show(FRAGEN);
  await loaded('Wie lange');
  for (const open of ['Frage hinzufügen', 'Besetzung hinzufügen', 'Pressetexte bearbeiten']) {
    fireEvent.click(button(open));
    once(open);
    if (open === 'Frage hinzufügen') assert.equal(['Frage', 'Antwort'].map(loosely), [1, 1]);
  }
  assert.equal([labels('Kurzbiografie'), labels('Bezeichnung'), labels('Frage')], [1, 0, 0]);
});

tests('read anew when the page says so (after Rückgängig); an entry’s form follows it, or closes when it is gone', async () => {
  const server = fakeServer();
  const said: string[] = [];
  const part = (refresh: number) => (
    <ExtrasPart api={server.api} sections={REFERENZEN} onStatus={(text) => said.push(text)} onSaved={() => {}} refresh={refresh} />
  );
  const view = render(part(0));
  await loaded('Stadtfest');
  fireEvent.click(within(item('Stadtfest')).getByRole('button', { name: 'Bearbeiten' }));
  const moved = full();
  moved.references = [
    { index: 0, value: { name: 'Kulturbahnhof', year: 2025 } },
    { index: 1, value: REFERENCE },
  ];
  moved.versions = { ...VERSIONS, references: 'r3' };
  server.set(moved);
  view.rerender(part(1));
  await waitFor(() => assert.ok(screen.getByText('Kulturbahnhof')));
  fireEvent.click(button('Speichern'));
  await waitFor(() => assert.is(server.calls.saves.length, 1));
  assert.equal(server.calls.saves[0], {
    list: 'references',
    action: 'edit',
    index: 1,
    value: REFERENCE,
    original: REFERENCE,
    expectedVersion: 'r3',
  });

  fireEvent.click(within(item('Kulturbahnhof')).getByRole('button', { name: 'Bearbeiten' }));
  server.set(full());
  view.rerender(part(2));
  await waitFor(() => assert.is(labels('Jahr'), 0));
  assert.match(said.at(-1) ?? '', /inzwischen geändert oder entfernt/);
});

tests.run();
