// The part Band's marks of the sample details (issue 53), against a fake server: every field the
// server names as a sample says „noch ausfüllen“ at its input (read with it), the summary counts and
// links them by their German labels, a replaced one is no longer marked, a sample moved up a list
// stays marked, and „Alle Beispielwerte sind ersetzt“ only where none remains.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { BandForm as BandFormData } from '../../src/editor/bandApi';
import type { BandCalls } from '../../src/editorPage/bandCalls';
import { BandForm } from '../../src/editorPage/BandForm';
import { BAND_VALUES as VALUES } from '../fixtures/bandValues';

/** Each sample the server names, in the form's order: the label its input has (within its entry for a list) and the summary's link. */
const MARKED: [path: string, label: string, link: string][] = [
  ['lineup.0.name', 'Name', 'Mitglied 1: Name'],
  ['lineup.1.name', 'Name', 'Mitglied 2: Name'],
  ['contact.firstName', 'Vorname der Ansprechperson', 'Vorname der Ansprechperson'],
  ['contact.lastName', 'Nachname der Ansprechperson', 'Nachname der Ansprechperson'],
  ['email', 'E-Mail-Adresse', 'E-Mail-Adresse'],
  ['phone.display', 'Telefon (wie angezeigt)', 'Telefon (wie angezeigt)'],
  ['phone.dial', 'Telefon (zum Wählen)', 'Telefon (zum Wählen)'],
  ['instagram', 'Instagram-Profil', 'Instagram-Profil'],
  ['partners.0', 'Gesellschafter 1', 'Gesellschafter 1'],
  ['partners.1', 'Gesellschafter 2', 'Gesellschafter 2'],
  ['address.street', 'Straße und Hausnummer', 'Straße und Hausnummer'],
  ['taxId.value', 'Steuernummer', 'Steuernummer'],
  ['providers.webHost.name', 'Webhoster', 'Webhoster'],
  ['providers.mail.name', 'E-Mail-Anbieter', 'E-Mail-Anbieter'],
  ['siteUrl', 'Adresse der Website', 'Adresse der Website'],
];

function show(placeholders: string[]) {
  const form: BandFormData = { values: VALUES, version: 'b1', placeholders, problems: [], hasHistory: true };
  const api: BandCalls = { band: async () => form, saveBand: async () => ({ status: 'unchanged', version: 'b1' }) };
  render(<BandForm api={api} onStatus={() => {}} />);
}

/** The input of `path` (its id is the path's, as BandList and BandForm make it). */
const input = (path: string) => document.getElementById(`band-${path.replace(/\./g, '-')}`) as HTMLInputElement | null;

/** Whether the input reads „noch ausfüllen“ with its label (aria-describedby names the mark, and the mark says so). */
function isMarked(element: HTMLInputElement): boolean {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.some((id) => document.getElementById(id)?.textContent?.trim() === 'noch ausfüllen');
}

const summary = () => document.querySelector('.band-summary')?.textContent ?? '';
const links = () => [...document.querySelectorAll('.band-summary a')].map((link) => link.textContent);

const tests = suite('the part Band’s sample details');
tests.before.each(() => sessionStorage.clear());
tests.after.each(cleanup);

tests('every sample field says „noch ausfüllen“ at its input; the summary counts and links each by its German label', async () => {
  show(MARKED.map(([path]) => path));
  await screen.findByLabelText('E-Mail-Adresse');
  for (const [path, label] of MARKED) {
    const element = input(path);
    assert.ok(element, `${path}: an input`);
    assert.ok(isMarked(element!), `${path} (${label}): „noch ausfüllen“`);
    assert.is(document.querySelector(`label[for="${element!.id}"]`)?.textContent, label, `${path}: its label`);
  }
  for (const own of ['name', 'town', 'company', 'lineup.0.part', 'logDays', 'address.postalCode']) {
    assert.not.ok(isMarked(input(own)!), `${own} is not marked`);
  }
  assert.match(summary(), new RegExp(`^${MARKED.length} Angaben noch ausfüllen`));
  assert.equal(
    links(),
    MARKED.map(([, , link]) => link),
  );
  assert.not.match(document.body.textContent ?? '', /Alle Beispielwerte sind ersetzt/);
});

tests('a sample replaced is no longer marked; the others stay, one by one', async () => {
  show(MARKED.map(([path]) => path));
  await screen.findByLabelText('E-Mail-Adresse');
  MARKED.forEach(([path], index) => {
    fireEvent.input(input(path)!, { target: { value: `Echt ${index}` } });
    assert.not.ok(isMarked(input(path)!), `${path}: replaced`);
    const left = MARKED.length - index - 1;
    if (left > 0) assert.match(summary(), new RegExp(`^${left} Angaben? noch ausfüllen`), `${left} left`);
  });
  await waitFor(() => assert.is(summary(), 'Alle Beispielwerte sind ersetzt.'));
});

tests('a sample moved up a list (the entry before it removed) stays marked', async () => {
  show(['partners.0', 'partners.1']);
  await screen.findByLabelText('Gesellschafter 2');
  fireEvent.click(screen.getByRole('button', { name: 'Entfernen – Gesellschafter 1' }));
  await waitFor(() => assert.is(input('partners.1'), null));
  assert.is(input('partners.0')!.value, 'Max Attrappe');
  assert.ok(isMarked(input('partners.0')!), 'the second partner, now the first, is still a sample');
  assert.match(summary(), /^1 Angabe noch ausfüllen/);
});

tests('„Alle Beispielwerte sind ersetzt“ where the server names none', async () => {
  show([]);
  await screen.findByLabelText('E-Mail-Adresse');
  assert.is(summary(), 'Alle Beispielwerte sind ersetzt.');
  assert.is(document.querySelectorAll('.band-todo').length, 0);
});

tests.run();
