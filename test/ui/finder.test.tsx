// Programm's song finder and wish list, and the inquiry the Kontakt page prepares from it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { SitePath } from '../../src/domain/siteUrls';
import { App } from '../../src/ui/App';
import { BandDataContext } from '../../src/ui/BandDataContext';
import { FIRST_SCREEN_SONGS } from '../../src/ui/SongFinder';
import { fixture, withGigs } from '../fixtures/data';
import { gigs } from '../fixtures/data/gigs';
import { tenYearsOfSongs } from '../fixtures/tenYears';
import { must } from '../setup/must';
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

finder('the whole list is numbered by its order alone: a number per song only while filtered', () => {
  visit('#/programm');
  const ol = screen.getAllByRole('list').find((l) => l.tagName === 'OL')!;
  assert.is(ol.querySelectorAll('li[value]').length, 0);
  search('acdc');
  assert.is(ol.querySelectorAll('li[value]').length, ol.querySelectorAll('li').length);
});

finder.run();

// ---

const long = suite('a long song list (ten years: 250 songs)');
long.after.each(reset);

const many = withGigs(gigs, tenYearsOfSongs());
const programm = () => (
  <BandDataContext.Provider value={many}>
    <App now={new Date(2025, 8, 1, 12)} route="programm" />
  </BandDataContext.Provider>
);

long('the first render lists the first screenful and links the page of all songs; the app then lists all, without the link', async () => {
  // A render that runs no effects is the first render alone: what the prerendered page holds.
  const first = renderToString(programm());
  assert.is(/<ol class="songs">.*?<\/ol>/.exec(first)?.[0].match(/<li\b/g)?.length, FIRST_SCREEN_SONGS);
  assert.match(first, `<a href="${band.siteUrl}${SitePath.Songs}">Alle ${many.songs.length} Songs auf einer Seite</a>`);
  render(programm());
  await waitFor(() => assert.is(listed().length, many.songs.length));
  assert.is(screen.queryByRole('link', { name: /Songs auf einer Seite/ }), null);
  // Still the same list: sorted, found by the search.
  const { title } = must(many.songs[100], 'a song far down the list');
  search(title);
  assert.ok(listed().some((line) => line.startsWith(title)));
});

long.run();

// ---

const wishes = suite('wish list');
wishes.after.each(reset);

const wish = (title: string) => screen.getByRole('button', { name: new RegExp(`^Auf die Wunschliste: ${title}`) });
const box = () => screen.getByRole('region', { name: 'Ihre Wunschliste' });
/** The songs on the wish list, as it lists them (without its buttons). */
const wishLines = () =>
  within(box())
    .getAllByRole('listitem')
    .map((li) => textOf(li.firstElementChild!));
const mark = (what: 'Eröffnungstanz' | 'Bitte nicht spielen', title: string) =>
  within(box()).getByRole('button', { name: new RegExp(`^${what}: ${title}`) });
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

wishes('each song has a toggle; chosen songs are listed with a link to Kontakt', () => {
  visit('#/programm');
  assert.is(wish('Dancing Queen').getAttribute('aria-pressed'), 'false');
  assert.is(screen.queryByRole('heading', { name: 'Ihre Wunschliste' }), null);
  fireEvent.click(wish('Dancing Queen'));
  fireEvent.click(wish('Männer'));
  assert.is(wish('Dancing Queen').getAttribute('aria-pressed'), 'true');
  const box = screen.getByRole('region', { name: 'Ihre Wunschliste' });
  assert.equal(wishLines(), ['Dancing Queen - ABBA', 'Männer - Herbert Grönemeyer']);
  assert.is(within(box).getByRole('link', { name: 'Mit Wunschliste anfragen' }).getAttribute('href'), '#/kontakt');
  fireEvent.click(wish('Dancing Queen'));
  assert.equal(wishLines(), ['Männer - Herbert Grönemeyer']);
  assert.is(location.hash, '#/programm', 'the URL stays a plain route');
});

wishes('each song on the list can be the opening dance, one at most: marking another moves the mark', () => {
  visit('#/programm');
  for (const title of ['Dancing Queen', 'Männer', 'Freiheit']) fireEvent.click(wish(title));
  assert.match(textOf(box()), 'Markieren Sie Ihren Eröffnungstanz.');
  assert.equal(
    ['Dancing Queen', 'Männer', 'Freiheit'].map((t) => pressed(mark('Eröffnungstanz', t))),
    ['false', 'false', 'false'],
  );
  fireEvent.click(mark('Eröffnungstanz', 'Männer'));
  assert.equal(
    ['Dancing Queen', 'Männer', 'Freiheit'].map((t) => pressed(mark('Eröffnungstanz', t))),
    ['false', 'true', 'false'],
  );
  fireEvent.click(mark('Eröffnungstanz', 'Freiheit'));
  assert.equal(
    ['Dancing Queen', 'Männer', 'Freiheit'].map((t) => pressed(mark('Eröffnungstanz', t))),
    ['false', 'false', 'true'],
  );
  fireEvent.click(mark('Eröffnungstanz', 'Freiheit'));
  assert.equal(
    ['Dancing Queen', 'Männer', 'Freiheit'].map((t) => pressed(mark('Eröffnungstanz', t))),
    ['false', 'false', 'false'],
    'again clears it',
  );
  assert.is(mark('Eröffnungstanz', 'Männer').tagName, 'BUTTON', 'a real button: keyboard and focus as usual');
  assert.is(mark('Eröffnungstanz', 'Männer').textContent, 'Eröffnungstanz', 'the name starts with what the button shows');
});

wishes('a song is either wished or "Bitte nicht spielen": the opening dance is not one not to play', () => {
  visit('#/programm');
  for (const title of ['Dancing Queen', 'Männer']) fireEvent.click(wish(title));
  fireEvent.click(mark('Eröffnungstanz', 'Dancing Queen'));
  fireEvent.click(mark('Bitte nicht spielen', 'Dancing Queen'));
  assert.is(pressed(mark('Bitte nicht spielen', 'Dancing Queen')), 'true');
  assert.is(pressed(mark('Eröffnungstanz', 'Dancing Queen')), 'false', 'not to play: no longer the opening dance');
  assert.is(box().querySelector('li')!.firstElementChild!.className, 'no-play', 'struck through');
  const heart = screen.getByRole('button', { name: 'Auf der Liste, nicht spielen: Dancing Queen - ABBA' });
  assert.is(pressed(heart), 'true', 'the heart says it is on the list, and not as a wish');
  assert.is(screen.queryByRole('button', { name: /^Auf die Wunschliste: Dancing Queen/ }), null);
  fireEvent.click(mark('Eröffnungstanz', 'Dancing Queen'));
  assert.equal(
    [pressed(mark('Eröffnungstanz', 'Dancing Queen')), pressed(mark('Bitte nicht spielen', 'Dancing Queen'))],
    ['true', 'false'],
  );
  assert.is(pressed(wish('Dancing Queen')), 'true', 'a wish again');
  // off the list and on again: a plain wish, without its old mark
  fireEvent.click(wish('Dancing Queen'));
  fireEvent.click(wish('Dancing Queen'));
  assert.equal(
    [pressed(mark('Eröffnungstanz', 'Dancing Queen')), pressed(mark('Bitte nicht spielen', 'Dancing Queen'))],
    ['false', 'false'],
  );
});

wishes.run();

// ---

const inquiry = suite("the Mail button's inquiry");
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
  assert.match(
    body,
    'Unsere Wunschliste:\r\n- Männer – Herbert Grönemeyer\r\n- Dancing Queen – ABBA\r\n- Freiheit – Marius Müller-Westernhagen',
  );
  assert.match(textOf(screen.getByRole('main')), 'samt Ihrer Wunschliste (3 Songs)');
});

inquiry('the marks in the mail: the opening dance on its own line, the songs not to play in their own list', () => {
  visit('#/programm');
  for (const title of ['Männer', 'Dancing Queen', 'Freiheit', 'Highway to Hell']) fireEvent.click(wish(title));
  fireEvent.click(mark('Eröffnungstanz', 'Dancing Queen'));
  fireEvent.click(mark('Bitte nicht spielen', 'Highway to Hell'));
  go('#/kontakt');
  const { body } = mail();
  assert.match(
    body,
    'Uhrzeit: \r\n\r\nEröffnungstanz: Dancing Queen - ABBA\r\n\r\nUnsere Wunschliste:\r\n- Männer – Herbert Grönemeyer\r\n- Freiheit – Marius Müller-Westernhagen\r\n\r\n',
  );
  assert.match(body, '\r\nBitte nicht spielen:\r\n- Highway to Hell – AC/DC\r\n\r\nViele Grüße');
  assert.not.match(body.slice(0, body.indexOf('Bitte nicht spielen:')), 'Highway to Hell');
});

inquiry('with every song wished, a date and an opening dance: the link stays short enough, cut with the note, date and dance kept', () => {
  visit('#/programm');
  const buttons = screen.getAllByRole('button', { name: /^Auf die Wunschliste/ });
  for (const button of buttons) fireEvent.click(button);
  fireEvent.click(mark('Eröffnungstanz', 'Männer'));
  fireEvent.click(mark('Bitte nicht spielen', 'Dancing Queen'));
  go('#/kontakt');
  fireEvent.input(screen.getByLabelText('Ihr Wunschtermin'), { target: { value: '2026-06-20' } });
  const { body, length } = mail();
  assert.ok(length <= 1800, String(length));
  assert.match(body, /… und \d+ weitere Songs \(die ganze Liste schicken wir gern nach\)/);
  assert.match(body, '\r\nDatum: 20.06.2026\r\n');
  assert.match(body, '\r\nEröffnungstanz: Männer - Herbert Grönemeyer\r\n');
  assert.match(body, '\r\nBitte nicht spielen:\r\n- Dancing Queen – ABBA\r\n');
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
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async () => Promise.reject(new Error('denied')) },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Adresse kopieren' }));
  const field = (await screen.findByLabelText(/Bitte kopieren Sie die Adresse hier/)) as HTMLInputElement;
  assert.is(field.value, band.email);
  assert.ok(field.readOnly);
});

inquiry.run();
