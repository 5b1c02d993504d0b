// Auftritte, the home box and the partner list with data sets made for each case.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { render as preactRender } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { App } from '../../src/ui/App';
import { BandDataContext } from '../../src/ui/BandDataContext';
import { FIRST_SCREEN_GIGS, firstScreen } from '../../src/ui/GigSections';
import { Widget } from '../../src/ui/Widget';
import { WholeLists } from '../../src/ui/useWholeList';
import { DEFAULTS } from '../../src/domain/options';
import { splitGigs } from '../../src/domain/gigs';
import { calendarFileName } from '../../src/domain/ics';
import { dayAfter, manyGigs, withGigs } from '../fixtures/data';
import { tenYearsOfGigs } from '../fixtures/tenYears';
import { must } from '../setup/must';
import { recordedData } from '../setup/recordedHistory';
import { reset, textOf, visit } from '../setup/visit';

const NOW = new Date(2030, 4, 10, 12, 0); // 10.5.2030, noon: far from any shipped date
const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;
const items = (name: string) => within(section(name)).queryAllByRole('listitem');
/** The list's `n`th gig (from 0). */
const item = (name: string, n = 0) => must(items(name)[n], `gig ${n + 1} of ${name}`);

const data = withGigs([
  { date: dayAfter(NOW, 0), location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
  { date: dayAfter(NOW, 1), location: 'Musikkeller, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: dayAfter(NOW, 2), location: 'Stadtpark, Baunatal', info: 'Abgesagt (Unwetter)' },
  { date: dayAfter(NOW, 3), location: 'Schloss Wilhelmsthal, Calden', info: 'Beginn 18 Uhr', private: true },
  { date: dayAfter(NOW, -1), location: 'Festsaal, Vellmar', info: 'ab 22 Uhr' },
]);

const auftritte = suite('Auftritte with fixtures');
auftritte.after.each(reset);

auftritte('each public upcoming gig links to its place on OpenStreetMap in a new tab; private and past gigs do not', () => {
  visit('#/auftritte', NOW, data);
  const maps = (name: string) => items(name).map((li) => within(li).queryByRole('link', { name: /^Karte:/ }));
  const upcoming = maps('Kommende Auftritte');
  const places = ['Kulturbahnhof, Kassel', 'Musikkeller, Kassel', 'Stadtpark, Baunatal'];
  places.forEach((place, i) => {
    const link = upcoming[i]!;
    assert.is(link.getAttribute('href'), `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`);
    assert.is(link.getAttribute('target'), '_blank');
    assert.is(link.getAttribute('rel'), 'noopener noreferrer');
    assert.is(link.getAttribute('aria-label'), `Karte: ${place} (öffnet in neuem Tab)`);
  });
  assert.is(upcoming[3], null, 'the private party');
  assert.equal(maps('Vergangene Auftritte'), [null]);
});

auftritte('a gig today is upcoming, listed first, with its information and a calendar link', () => {
  visit('#/auftritte', NOW, data);
  const first = item('Kommende Auftritte');
  assert.is(first.querySelector('time')!.getAttribute('datetime'), dayAfter(NOW, 0));
  assert.match(textOf(first), 'Kulturbahnhof, Kassel Beginn 21\u00a0Uhr');
  assert.ok(within(first).getByRole('link', { name: /^In den Kalender/ }));
});

auftritte('a cancelled gig stays listed with its note and calendar link (the file cancels it)', () => {
  visit('#/auftritte', NOW, data);
  const cancelled = items('Kommende Auftritte').find((li) => textOf(li).includes('Stadtpark'))!;
  assert.match(textOf(cancelled), 'Abgesagt (Unwetter)');
  assert.ok(within(cancelled).getByRole('link', { name: /^In den Kalender/ }));
});

auftritte('a private party is listed as "Private Feier": no details, no calendar link', () => {
  visit('#/auftritte', NOW, data);
  const party = items('Kommende Auftritte').find((li) => textOf(li).includes('Calden'))!;
  assert.match(textOf(party), /Schloss Wilhelmsthal, Calden Private Feier$/);
  assert.not.match(textOf(party), 'Beginn 18 Uhr');
  assert.is(within(party).queryByRole('link'), null);
});

auftritte('yesterday’s gig is past and shows no information', () => {
  visit('#/auftritte', NOW, data);
  assert.equal(items('Vergangene Auftritte').map(textOf), [`${dayAfter(NOW, -1).split('-').reverse().join('.')} Festsaal, VellmarTeilen`]);
});

auftritte('no gig ahead: a sentence pointing to Kontakt instead of an empty list', () => {
  visit('#/auftritte', NOW, withGigs([{ date: dayAfter(NOW, -30), location: 'Festsaal, Vellmar' }]));
  const upcoming = section('Kommende Auftritte');
  assert.is(upcoming.querySelector('ul'), null);
  assert.match(textOf(upcoming), 'keine öffentlichen Termine');
  assert.is(within(upcoming).getByRole('link').getAttribute('href'), '#/kontakt');
});

auftritte('three hundred gigs: every one listed once, in order', () => {
  visit('#/auftritte', NOW, withGigs(manyGigs(300, new Date(2030, 0, 1))));
  const day = (li: HTMLElement) => li.querySelector('time')!.getAttribute('datetime')!;
  const upcoming = items('Kommende Auftritte').map(day);
  const dates = [...upcoming, ...items('Vergangene Auftritte').map(day)];
  assert.is(dates.length, 300);
  assert.is(new Set(dates).size, 300);
  assert.equal(upcoming, [...upcoming].sort());
});

auftritte.run();

// ---

const shared = suite('each public gig: its own page, and "Teilen"');
/** The browser's share sheet and clipboard as a test sets them; undefined removes one. */
const give = (name: 'share' | 'clipboard', value: unknown) => Object.defineProperty(navigator, name, { configurable: true, value });
shared.after.each(() => {
  give('share', undefined);
  give('clipboard', undefined);
  reset();
});

const pageOf = (date: string, place: string) => `${data.band.siteUrl}auftritte/${date}-${place}.html`;
const KULTURBAHNHOF = pageOf(dayAfter(NOW, 0), 'kulturbahnhof-kassel');
const share = (li: HTMLElement) => fireEvent.click(within(li).getByRole('button', { name: /^Teilen/ }));
/** The list's one live region (not one per gig): there is exactly one on the page. */
const status = () => screen.getByRole('status');

shared(
  'links each public gig’s place to its page on the band’s site, upcoming and past, on Auftritte and in the partner list; a private party has neither link nor "Teilen"',
  () => {
    const expected = [
      KULTURBAHNHOF,
      pageOf(dayAfter(NOW, 1), 'musikkeller-kassel'),
      pageOf(dayAfter(NOW, 2), 'stadtpark-baunatal'),
      null,
      pageOf(dayAfter(NOW, -1), 'festsaal-vellmar'),
    ];
    const pages = () =>
      [...items('Kommende Auftritte'), ...items('Vergangene Auftritte')].map(
        (li) =>
          within(li)
            .queryByRole('link', { name: li.querySelector('.gig-location')!.textContent! })
            ?.getAttribute('href') ?? null,
      );
    const buttons = () =>
      [...items('Kommende Auftritte'), ...items('Vergangene Auftritte')].map(
        (li) => within(li).queryByRole('button', { name: `Teilen: ${li.querySelector('time')!.textContent}` }) !== null,
      );
    visit('#/auftritte', NOW, data);
    assert.equal(pages(), expected);
    assert.equal(buttons(), [true, true, true, false, true]);
    reset();
    render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'all' }} now={NOW} data={data} />);
    assert.equal(pages(), expected, 'the partner list links to the band’s site');
    assert.equal(buttons(), [true, true, true, false, true]);
  },
);

shared('with a share sheet: it gets the gig’s title and page; nothing is copied', async () => {
  const sheets: ShareData[] = [];
  const copied: string[] = [];
  give('share', async (data: ShareData) => void sheets.push(data));
  give('clipboard', { writeText: async (text: string) => void copied.push(text) });
  visit('#/auftritte', NOW, data);
  const first = item('Kommende Auftritte');
  share(first);
  // Once the sheet has it, nothing else can happen: only a refused sheet copies.
  await waitFor(() => assert.is(sheets.length, 1));
  assert.equal(sheets, [
    { title: `${data.band.name} live am ${dayAfter(NOW, 0).split('-').reverse().join('.')}: Kulturbahnhof, Kassel`, url: KULTURBAHNHOF },
  ]);
  assert.equal(copied, []);
  assert.is(textOf(status()), '');
});

shared('without a share sheet: the link is copied, and the list’s one status says so', async () => {
  const copied: string[] = [];
  give('clipboard', { writeText: async (text: string) => void copied.push(text) });
  visit('#/auftritte', NOW, data);
  assert.is(screen.getAllByRole('status').length, 1, 'one live region for the whole list');
  const first = item('Kommende Auftritte');
  const second = item('Kommende Auftritte', 1);
  share(first);
  await within(status()).findByText(`Link kopiert: ${KULTURBAHNHOF}`);
  assert.equal(copied, [KULTURBAHNHOF]);
  // Another gig's link replaces the first: one message at a time.
  share(second);
  await within(status()).findByText(`Link kopiert: ${pageOf(dayAfter(NOW, 1), 'musikkeller-kassel')}`);
  assert.is(screen.getAllByText(/^Link kopiert: /).length, 1);
});

shared('a share sheet that is refused (a frame without the permission) copies instead; one the visitor closes does nothing', async () => {
  const copied: string[] = [];
  give('clipboard', { writeText: async (text: string) => void copied.push(text) });
  give('share', async () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
  visit('#/auftritte', NOW, data);
  const first = item('Kommende Auftritte');
  share(first);
  await within(status()).findByText(`Link kopiert: ${KULTURBAHNHOF}`);
  reset();
  copied.length = 0;
  // Closed first, then refused: the refused one's message is the sign that the closed one has had its
  // turn (the two run the same steps, one after the other), so no guessed wait is needed to see it did nothing.
  const answers = [new DOMException('closed', 'AbortError'), new DOMException('not allowed', 'NotAllowedError')];
  give('share', async () => Promise.reject(answers.shift()));
  visit('#/auftritte', NOW, data);
  share(item('Kommende Auftritte'));
  assert.is(textOf(status()), '');
  share(item('Kommende Auftritte'));
  await within(status()).findByText(`Link kopiert: ${KULTURBAHNHOF}`);
  assert.equal(copied, [KULTURBAHNHOF], 'copied once, for the refused sheet; the closed one copied nothing');
});

shared('where the clipboard is refused, the link shows selected in a field to copy by hand', async () => {
  give('clipboard', { writeText: async () => Promise.reject(new Error('denied')) });
  visit('#/auftritte', NOW, data);
  const past = item('Vergangene Auftritte');
  share(past);
  const field = (await within(past).findByLabelText('Link zum Kopieren:')) as HTMLInputElement;
  assert.is(textOf(status()), 'Bitte kopieren Sie den Link aus dem markierten Feld.');
  assert.is(document.querySelectorAll('input').length, 1, 'one field, under the shared gig');
  assert.is(field.value, pageOf(dayAfter(NOW, -1), 'festsaal-vellmar'));
  assert.ok(field.readOnly);
  await waitFor(() => assert.is(document.activeElement, field));
  assert.is([field.selectionStart, field.selectionEnd].join(), `0,${field.value.length}`);
});

shared.run();

// ---

const home = suite('the home box with fixtures');
home.after.each(reset);

home('counts down to tomorrow’s gig: "in 0 Tage(n):" at noon, since today’s has begun', () => {
  visit('#/', NOW, data);
  const box = within(screen.getByRole('region', { name: 'Nächster Auftritt' }));
  assert.ok(box.getByText('in 0 Tage(n):'));
  assert.ok(box.getByText('Musikkeller, Kassel'));
});

home('never announces a private party, even one with information', () => {
  const party = withGigs([
    { date: dayAfter(NOW, 1), location: 'Schloss Wilhelmsthal, Calden', info: 'Beginn 18 Uhr', private: true },
    { date: dayAfter(NOW, 5), location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
  ]);
  visit('#/', NOW, party);
  const box = within(screen.getByRole('region', { name: 'Nächster Auftritt' }));
  assert.ok(box.getByText('Kulturbahnhof, Kassel'));
  assert.is(screen.queryByText(/Wilhelmsthal/), null);
});

home.run();

// ---

const partner = suite('the partner list with fixtures');
partner.after.each(() => reset());

partner('shows the data it is given, limit per section', () => {
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'all', limit: 2 }} now={NOW} data={data} />);
  assert.is(items('Kommende Auftritte').length, 2);
  assert.is(items('Vergangene Auftritte').length, 1);
  const more = screen.getByRole('link', { name: /buchen/ });
  assert.is(more.getAttribute('href'), `${data.band.siteUrl}#/kontakt`);
});

const PLACES: [string, string[]][] = [
  ['kassel', ['Kulturbahnhof, Kassel', 'Musikkeller, Kassel']],
  ['KASSEL', ['Kulturbahnhof, Kassel', 'Musikkeller, Kassel']],
  ['musikkeller kassel', ['Musikkeller, Kassel']], // punctuation and spaces do not count
  ['Hofgeismar', []],
  ['Baunatal', ['Stadtpark, Baunatal']],
  ['stadtpark', ['Stadtpark, Baunatal']],
];

for (const [place, shown] of PLACES) {
  partner(`place "${place}" shows ${shown.length ? shown.join(' and ') : 'none'}`, () => {
    render(<Widget options={{ ...DEFAULTS, view: 'gigs', place }} now={NOW} data={data} />);
    const locations = items('Kommende Auftritte').map((li) => textOf(li.querySelector('.gig-location')!));
    assert.equal(locations, shown);
  });
}

partner('a place is found without its accents, and with them when typed plainly', () => {
  const accents = withGigs([{ date: dayAfter(NOW, 1), location: 'Bürgerhaus, Fuldabrück', info: 'Beginn 20 Uhr' }]);
  for (const place of ['fuldabruck', 'Fuldabrück', 'FULDABRUECK']) {
    render(<Widget options={{ ...DEFAULTS, view: 'gigs', place }} now={NOW} data={accents} />);
    assert.is(items('Kommende Auftritte').length, 1, place);
    reset();
  }
});

partner('no gig in the place: a friendly sentence naming it, for upcoming and for past', () => {
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'all', place: 'Hofgeismar' }} now={NOW} data={data} />);
  assert.match(textOf(section('Kommende Auftritte')), 'Zu „Hofgeismar“ ist gerade kein Auftritt geplant.');
  assert.match(textOf(section('Vergangene Auftritte')), 'Zu „Hofgeismar“ sind noch keine vergangenen Auftritte verzeichnet.');
  assert.equal(items('Kommende Auftritte'), []);
});

partner('headings: "none" shows no heading of the list’s own; each list keeps its name', () => {
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'all', headings: 'none' }} now={NOW} data={data} />);
  assert.equal(screen.queryAllByRole('heading'), []);
  const lists = screen.getAllByRole('list');
  assert.equal(
    lists.map((list) => list.getAttribute('aria-label')),
    ['Kommende Auftritte', 'Vergangene Auftritte'],
  );
  assert.is(within(screen.getByRole('list', { name: 'Kommende Auftritte' })).getAllByRole('listitem').length, 4);
  reset();
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'all' }} now={NOW} data={data} />);
  assert.equal(
    screen.getAllByRole('heading').map((heading) => heading.textContent),
    [`Live-Termine von ${data.band.name}`, 'Kommende Auftritte', 'Vergangene Auftritte'],
  );
});

partner('private: "hide" leaves clients’ parties out of the list, before the limit counts', () => {
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'all', private: 'hide' }} now={NOW} data={data} />);
  assert.not.match(textOf(document.body), 'Private Feier');
  assert.not.match(textOf(document.body), 'Calden');
  assert.is(items('Kommende Auftritte').length, 3);
  reset();
  const parties = withGigs([
    { date: dayAfter(NOW, 1), location: 'Gutshof, Habichtswald', private: true },
    { date: dayAfter(NOW, 2), location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
  ]);
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', limit: 1, private: 'hide' }} now={NOW} data={parties} />);
  assert.equal(
    items('Kommende Auftritte').map((li) => textOf(li.querySelector('.gig-location')!)),
    ['Kulturbahnhof, Kassel'],
  );
  reset();
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', limit: 1 }} now={NOW} data={parties} />);
  assert.match(textOf(item('Kommende Auftritte')), 'Private Feier');
});

partner.run();

// ---

const marks = suite('cancelled gigs and tickets');
marks.after.each(() => reset());

marks('a cancelled gig says "Abgesagt" in a badge, upcoming and past, on Auftritte and in the partner list', () => {
  const cancelled = withGigs([
    { date: dayAfter(NOW, 2), location: 'Stadtpark, Baunatal', info: 'Abgesagt (Unwetter)' },
    { date: dayAfter(NOW, -3), location: 'Marktplatz, Wolfhagen', info: 'Fällt aus' },
    { date: dayAfter(NOW, -5), location: 'Festsaal, Vellmar', info: 'ab 22 Uhr' },
  ]);
  const badges = () =>
    [...items('Kommende Auftritte'), ...items('Vergangene Auftritte')].map((li) => within(li).queryByText('Abgesagt') !== null);
  visit('#/auftritte', NOW, cancelled);
  assert.equal(badges(), [true, true, false]);
  reset();
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'all' }} now={NOW} data={cancelled} />);
  assert.equal(badges(), [true, true, false]);
});

marks('an upcoming gig with tickets links to them in a new tab, named after the gig; past gigs and gigs without do not', () => {
  const shop = 'https://tickets.example/upgrade';
  const withTickets = withGigs([
    { date: dayAfter(NOW, 1), location: 'Musikkeller, Kassel', info: 'Eintritt 6 €', tickets: shop },
    { date: dayAfter(NOW, 2), location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
    { date: dayAfter(NOW, -1), location: 'Festsaal, Vellmar', info: 'ab 22 Uhr', tickets: shop },
  ]);
  for (const show of ['auftritte', 'partner'] as const) {
    if (show === 'auftritte') visit('#/auftritte', NOW, withTickets);
    else render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'all' }} now={NOW} data={withTickets} />);
    const tickets = screen.getAllByRole('link', { name: /^Tickets/ });
    assert.is(tickets.length, 1, show);
    const ticket = must(tickets[0], 'the tickets link');
    const date = dayAfter(NOW, 1).split('-').reverse().join('.');
    assert.is(ticket.getAttribute('aria-label'), `Tickets: Musikkeller, Kassel, ${date} (öffnet in neuem Tab)`);
    assert.is(ticket.getAttribute('href'), shop);
    assert.is(ticket.getAttribute('target'), '_blank');
    assert.is(ticket.getAttribute('rel'), 'noopener noreferrer');
    assert.is(textOf(ticket), 'Tickets');
    reset();
  }
});

marks('a tickets value that is not an https address is not offered as a link', () => {
  const odd = withGigs([{ date: dayAfter(NOW, 1), location: 'Musikkeller, Kassel', info: 'Beginn 21 Uhr' }]);
  Object.assign(odd.gigs[0]!, { tickets: 'javascript:alert(1)' });
  visit('#/auftritte', NOW, odd);
  assert.is(screen.queryByRole('link', { name: /^Tickets/ }), null);
});

marks.run();

// ---

const years = suite('earlier years, by year (issue 31)');
years.after.each(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  reset();
});

const THEN = new Date(2030, 4, 10, 12); // NOW: this year is 2030
const history = withGigs([
  { date: '2030-06-01', location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
  { date: '2030-02-01', location: 'Musikkeller, Kassel' },
  { date: '2029-12-31', location: 'Bürgerhaus, Vellmar', info: 'ab 22 Uhr' },
  { date: '2029-07-14', location: 'Stadtpark, Baunatal', info: 'Abgesagt (Unwetter)' },
  { date: '2029-05-05', location: 'Schloss Wilhelmsthal, Calden', private: true },
  { date: '2027-03-03', location: 'Festsaal, Vellmar' },
]);
const summaries = () => [...document.querySelectorAll('summary')].map(textOf);
const group = (year: number) =>
  [...document.querySelectorAll('details')].find((d) => d.querySelector('summary')!.textContent!.startsWith(`${year} `))!;
const days = (el: Element) => [...el.querySelectorAll('li time')].map((time) => time.getAttribute('datetime'));

years('this year’s past gigs in the open list; each earlier year a closed group, "1 Auftritt" or "N Auftritte", latest first', () => {
  visit('#/auftritte', THEN, history);
  assert.equal(days(section('Vergangene Auftritte').querySelector('ul')!), ['2030-02-01']);
  assert.equal(summaries(), ['2029 · 3 Auftritte', '2027 · 1 Auftritt']);
  for (const details of document.querySelectorAll('details')) assert.not.ok(details.open);
});

years('a closed year renders none of its gigs, only a link to the year’s page; opening it renders them, closing keeps them hidden', () => {
  visit('#/auftritte', THEN, history);
  const year = group(2029);
  assert.is(year.querySelectorAll('li').length, 0, 'nothing rendered before it is opened');
  const page = within(year).getByRole('link', { name: 'Auftritte 2029 ansehen' });
  assert.is(page.getAttribute('href'), `${history.band.siteUrl}auftritte/2029.html`);
  fireEvent.click(year.querySelector('summary')!);
  assert.ok(year.open);
  assert.equal(days(year), ['2029-12-31', '2029-07-14', '2029-05-05']);
  // The gigs as the list shows them: past (no information), the cancelled one marked, the party as a party.
  const [silvester, cancelled, party] = within(year).getAllByRole('listitem');
  assert.is(textOf(must(silvester, 'the first gig')), '31.12.2029 Bürgerhaus, VellmarTeilen');
  assert.ok(within(must(cancelled, 'the cancelled gig')).getByText('Abgesagt'));
  assert.is(textOf(must(party, 'the party')), '05.05.2029 Schloss Wilhelmsthal, Calden Private Feier');
  assert.is(group(2027).querySelectorAll('li').length, 0, 'the other year stays closed');
  fireEvent.click(year.querySelector('summary')!);
  assert.not.ok(year.open);
  // Opened again: the same items, rendered once.
  fireEvent.click(year.querySelector('summary')!);
  assert.equal(days(year), ['2029-12-31', '2029-07-14', '2029-05-05']);
});

years('"Teilen" in an opened year uses the list’s one status', async () => {
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
  visit('#/auftritte', THEN, history);
  fireEvent.click(group(2027).querySelector('summary')!);
  fireEvent.click(within(group(2027)).getByRole('button', { name: 'Teilen: 03.03.2027' }));
  const page = `${history.band.siteUrl}auftritte/2027-03-03-festsaal-vellmar.html`;
  await within(screen.getByRole('status')).findByText(`Link kopiert: ${page}`);
  assert.equal(copied, [page]);
  assert.is(screen.getAllByRole('status').length, 1);
});

years('nothing past this year yet: the groups alone, no empty sentence; no past at all: the sentence', () => {
  visit('#/auftritte', new Date(2031, 0, 1, 12), history);
  assert.is(section('Vergangene Auftritte').querySelector('ul'), null);
  assert.is(section('Vergangene Auftritte').querySelector('.gigs-empty'), null);
  assert.equal(summaries(), ['2030 · 2 Auftritte', '2029 · 3 Auftritte', '2027 · 1 Auftritt']);
  reset();
  visit('#/auftritte', new Date(2027, 0, 1, 12), history);
  assert.equal(summaries(), []);
  assert.match(textOf(section('Vergangene Auftritte')), 'sobald wir die ersten gespielt haben');
});

years('the partner list groups its past the same way, of the gigs it shows; a limit keeps one short list', () => {
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'past', private: 'hide' }} now={THEN} data={history} />);
  assert.equal(summaries(), ['2029 · 2 Auftritte', '2027 · 1 Auftritt']);
  reset();
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'past', limit: 3 }} now={THEN} data={history} />);
  assert.equal(summaries(), []);
  assert.equal(days(section('Vergangene Auftritte')), ['2030-02-01', '2029-12-31', '2029-07-14']);
  reset();
  render(<Widget options={{ ...DEFAULTS, view: 'gigs', show: 'all', headings: 'none' }} now={THEN} data={history} />);
  assert.equal(
    screen.getAllByRole('list').map((list) => list.getAttribute('aria-label')),
    ['Kommende Auftritte', 'Vergangene Auftritte'],
  );
  assert.equal(summaries(), ['2029 · 3 Auftritte', '2027 · 1 Auftritt']);
});

years('ten years: the page renders the gigs ahead and this year’s, and one closed group per earlier year', () => {
  const now = new Date(2026, 10, 25, 12);
  const ten = withGigs(tenYearsOfGigs(now));
  visit('#/auftritte', now, ten);
  const { upcoming, past } = splitGigs(ten.gigs, now);
  const thisYear = past.filter((gig) => gig.date.getFullYear() === 2026);
  assert.is(document.querySelectorAll('.gig').length, upcoming.length + thisYear.length);
  const earlier = new Set(past.filter((gig) => gig.date.getFullYear() < 2026).map((gig) => gig.date.getFullYear()));
  assert.is(summaries().length, earlier.size);
  assert.ok(earlier.size >= 9, `${earlier.size}`);
});

years(
  'ten years: the start-up renders the first screen’s gigs and the rest a frame later; a whole render (the prerendered page) all',
  async () => {
    const now = new Date(2026, 10, 25, 12);
    const ten = withGigs(tenYearsOfGigs(now));
    const { upcoming, past } = splitGigs(ten.gigs, now);
    const all = upcoming.length + past.filter((gig) => gig.date.getFullYear() === 2026).length;
    const first = firstScreen();
    assert.ok(all > first, `${all} gigs, ${first} at first`);
    const app = (whole: boolean) => (
      <BandDataContext.Provider value={ten}>
        <WholeLists.Provider value={whole}>
          <App now={now} route="auftritte" />
        </WholeLists.Provider>
      </BandDataContext.Provider>
    );
    const gigsIn = (html: string) => html.match(/<li class="gig\b/g)?.length ?? 0;
    // A render that runs no effects is the first render alone.
    assert.is(gigsIn(renderToString(app(false))), first);
    assert.is(gigsIn(renderToString(app(true))), all);
    // In a page: the first screen's gigs (the gigs ahead first), then every one once mounted.
    const host = document.body.appendChild(document.createElement('div'));
    preactRender(app(false), host);
    assert.equal(
      [...host.querySelectorAll('.gig time')].map((time) => time.getAttribute('datetime')),
      upcoming.slice(0, first).map((gig) => gig.iso),
    );
    await waitFor(() => assert.is(host.querySelectorAll('.gig').length, all));
    preactRender(null, host);
    host.remove();
  },
);

years('the first render’s gigs fill the window: at least 10, one per 100 px of height in the narrow layout, per 50 px in the wide', () => {
  const cases: [width: number, height: number, gigs: number][] = [
    [375, 740, FIRST_SCREEN_GIGS],
    [320, 1800, 18],
    [767, 1100, 11],
    [768, 900, 18],
    [1280, 900, 18],
    [1080, 1920, 39],
  ];
  const { innerWidth, innerHeight } = window;
  try {
    for (const [width, height, gigs] of cases) {
      Object.assign(window, { innerWidth: width, innerHeight: height });
      assert.is(firstScreen(), gigs, `${width} × ${height}`);
    }
  } finally {
    Object.assign(window, { innerWidth, innerHeight });
  }
});

years('ten years: each page makes the gigs it shows alone (issue 39), an earlier year when it is opened', async () => {
  const now = new Date(2026, 10, 25, 12);
  const ten = withGigs(tenYearsOfGigs(now));
  const { upcoming, past } = splitGigs(ten.gigs, now);
  const thisYear = past.filter((gig) => gig.date.getFullYear() === 2026).length;
  const made = (hash: string) => {
    reset();
    const recorded = recordedData(ten);
    visit(hash, now, recorded.data);
    return recorded.made;
  };
  // Home: today's and later gigs up to the next public one, which the box shows.
  const next = must(
    upcoming.find((gig) => !gig.private && gig.date >= now),
    'a public gig ahead',
  );
  const home = made('#/');
  assert.ok(within(screen.getByRole('region', { name: 'Nächster Auftritt' })).getByText(next.location));
  assert.is(home.size, upcoming.indexOf(next) + 1);
  assert.is(made('#/programm').size, 0);
  assert.is(made('#/kontakt').size, 0);
  const auftritte = made('#/auftritte');
  await waitFor(() => assert.is(document.querySelectorAll('.gig').length, upcoming.length + thisYear));
  assert.is(auftritte.size, upcoming.length + thisYear, 'those ahead and this year’s');
  // A tap on a gig's calendar link finds its gig by its day alone, and makes its file.
  const link = must(document.querySelectorAll<HTMLAnchorElement>('.gig-calendar')[1], 'a calendar link');
  fireEvent.pointerDown(link);
  const iso = link.closest('li')?.querySelector('time')?.getAttribute('dateTime');
  const place = link.closest('li')?.querySelector('.gig-location')?.textContent;
  assert.is(
    link.download,
    calendarFileName(
      must(
        upcoming.find((gig) => gig.iso === iso && gig.location === place),
        'its gig',
      ),
    ),
  );
  assert.is(auftritte.size, upcoming.length + thisYear, 'a tap makes no other gig');
  const [year] = document.querySelectorAll('details.gig-year');
  const count = Number(/· (\d+) Auftritt/.exec(must(year, 'a year').textContent!)?.[1]);
  (year as HTMLDetailsElement).open = true;
  fireEvent(must(year, 'a year'), new Event('toggle'));
  await waitFor(() => assert.is(year!.querySelectorAll('.gig').length, count));
  assert.is(auftritte.size, upcoming.length + thisYear + count, 'and the opened year’s');
});

years.run();
