// Programm's song finder and wish list, and the inquiry the Kontakt page prepares from it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fireEvent, screen, within } from '@testing-library/preact';
import { fixture } from '../fixtures/data';
import { go, reset, textOf, visit } from '../setup/visit';

const { band, songs } = fixture;

const listed = () => {
  const ol = screen.queryAllByRole('list').find((l) => l.tagName === 'OL');
  return ol ? within(ol).getAllByRole('listitem').map(textOf) : [];
};
const search = (text: string) => fireEvent.input(screen.getByLabelText('Song oder Interpret suchen'), { target: { value: text } });
const count = () => textOf(screen.getByRole('status'));
const chip = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('button', { name });

const finder = suite('song finder');
finder.after.each(reset);

const SEARCHES: [string, string][] = [
  ['uber', 'Über den Wolken - Reinhard Mey'],
  ['ÜBER DEN', 'Über den Wolken - Reinhard Mey'],
  ['acdc', 'Highway to Hell - AC/DC'],
  ['grönemeyer', 'Männer - Herbert Grönemeyer'],
  ['gronemeyer', 'Männer - Herbert Grönemeyer'],
  ['loslosgelost', ''],
];

for (const [typed, first] of SEARCHES) {
  finder(`search "${typed}" → ${first || 'nothing'}`, () => {
    visit('#/programm');
    search(typed);
    if (first) assert.is(listed()[0], first);
    else assert.equal(listed(), []);
  });
}

finder('the count says how many of all songs show, politely', () => {
  visit('#/programm');
  assert.is(count(), `${songs.length} von ${songs.length} Songs`);
  assert.is(screen.getByRole('status').getAttribute('role'), 'status');
  search('acdc');
  assert.is(count(), `1 von ${songs.length} Songs`);
});

finder('no result says so and offers to clear search and filters', () => {
  visit('#/programm');
  search('zzzz');
  assert.match(textOf(screen.getByRole('main')), 'Keine Songs passen zu Ihrer Suche.');
  fireEvent.click(screen.getByRole('button', { name: 'Suche und Filter zurücksetzen' }));
  assert.is(listed().length, songs.length);
  assert.is((screen.getByLabelText('Song oder Interpret suchen') as HTMLInputElement).value, '');
});

finder('filters by style and by decade; songs without them are found by the search only', () => {
  visit('#/programm');
  fireEvent.click(chip('Jahrzehnt', '50er'));
  assert.is(chip('Jahrzehnt', '50er').getAttribute('aria-pressed'), 'true');
  const fifties = songs.filter((s) => s.year && s.year >= 1950 && s.year < 1960).length;
  assert.is(listed().length, fifties);
  fireEvent.click(chip('Jahrzehnt', '50er'));
  assert.is(listed().length, songs.length, 'the active filter again clears it');
  fireEvent.click(chip('Stil', 'Deutschsprachig'));
  assert.is(listed().length, songs.filter((s) => s.style === 'Deutschsprachig').length);
  // a song with neither style nor year: in no filter, but the search finds it
  const plain = songs.find((s) => !s.style && !s.year)!;
  fireEvent.click(chip('Stil', 'Deutschsprachig'));
  search(plain.title);
  assert.ok(listed().some((line) => line.startsWith(plain.title)));
});

finder('the list stays numbered as the whole list while filtered', () => {
  visit('#/programm');
  search('acdc');
  const ol = screen.getAllByRole('list').find((l) => l.tagName === 'OL')!;
  const all = [...songs].sort((a, b) => a.title.localeCompare(b.title, 'de')).findIndex((s) => s.artist === 'AC/DC') + 1;
  assert.is(ol.querySelector('li')!.getAttribute('value'), String(all));
});

finder.run();

// ---

const wishes = suite('wish list');
wishes.after.each(reset);

const wish = (title: string) => screen.getByRole('button', { name: new RegExp(`^Auf die Wunschliste: ${title}`) });

wishes('each song has a toggle; chosen songs are listed with a link to Kontakt', () => {
  visit('#/programm');
  assert.is(wish('Dancing Queen').getAttribute('aria-pressed'), 'false');
  assert.is(screen.queryByRole('heading', { name: 'Ihre Wunschliste' }), null);
  fireEvent.click(wish('Dancing Queen'));
  fireEvent.click(wish('Männer'));
  assert.is(wish('Dancing Queen').getAttribute('aria-pressed'), 'true');
  const box = screen.getByRole('region', { name: 'Ihre Wunschliste' });
  assert.equal(within(box).getAllByRole('listitem').map(textOf), ['Dancing Queen - ABBA', 'Männer - Herbert Grönemeyer']);
  assert.is(within(box).getByRole('link', { name: 'Mit Wunschliste anfragen' }).getAttribute('href'), '#/kontakt');
  fireEvent.click(wish('Dancing Queen'));
  assert.equal(within(box).getAllByRole('listitem').map(textOf), ['Männer - Herbert Grönemeyer']);
  assert.is(location.hash, '#/programm', 'the URL stays a plain route');
});

wishes.run();

// ---

const inquiry = suite('the Mail button\'s inquiry');
inquiry.after.each(reset);

/** The mailto: link's parts, decoded. */
function mail() {
  const href = screen.getByRole('link', { name: 'Mail' }).getAttribute('href')!;
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get('subject')!, body: url.searchParams.get('body')!, length: href.length };
}

inquiry('without a wish list: a German subject and one line for each fact the band needs', () => {
  visit('#/kontakt');
  const { to, subject, body } = mail();
  assert.is(to, band.email);
  assert.is(subject, `Buchungsanfrage für ${band.name}`);
  for (const field of ['Datum', 'Anlass', 'Ort', 'Gäste', 'Uhrzeit']) assert.match(body, new RegExp(`^${field}: $`, 'm'));
  assert.not.match(body, /Wunschliste/);
});

inquiry('with a wish list: the songs follow, in the order chosen', () => {
  visit('#/programm');
  for (const title of ['Männer', 'Dancing Queen', 'Freiheit']) fireEvent.click(wish(title));
  go(screen.getByRole('link', { name: 'Mit Wunschliste anfragen' }).getAttribute('href')!);
  const { body } = mail();
  assert.match(body, 'Unsere Wunschliste:\r\n- Männer – Herbert Grönemeyer\r\n- Dancing Queen – ABBA\r\n- Freiheit – Marius Müller-Westernhagen');
  assert.match(textOf(screen.getByRole('main')), 'samt Ihrer Wunschliste (3 Songs)');
});

inquiry('a wish list too long for a mailto: link is cut with a note, and the link stays short enough', () => {
  visit('#/programm');
  for (const button of screen.getAllByRole('button', { name: /^Auf die Wunschliste/ })) fireEvent.click(button);
  go('#/kontakt');
  const { body, length } = mail();
  assert.ok(length <= 1800, String(length));
  assert.match(body, /… und \d+ weitere Songs/);
});

inquiry('"Adresse kopieren" copies the address, or shows it to copy by hand', async () => {
  visit('#/kontakt');
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void copied.push(t) } });
  fireEvent.click(screen.getByRole('button', { name: 'Adresse kopieren' }));
  await screen.findByText('Die Adresse ist kopiert.');
  assert.equal(copied, [band.email]);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => Promise.reject(new Error('denied')) } });
  fireEvent.click(screen.getByRole('button', { name: 'Adresse kopieren' }));
  const field = (await screen.findByLabelText(/Bitte kopieren Sie die Adresse hier/)) as HTMLInputElement;
  assert.is(field.value, band.email);
  assert.ok(field.readOnly);
});

inquiry.run();
