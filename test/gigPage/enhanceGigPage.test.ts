// A gig's own page with its script (src/gigPage/enhanceGigPage.ts), in happy-dom: the page as the
// build writes it from fixtures, then the script run for a visitor's moment. The page itself knows
// no day; the script says ahead or played on the visitor's, and makes "Teilen" work.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { enhanceGigPage } from '../../src/gigPage/enhanceGigPage';
import { gigPageDocument } from '../../src/static/gigPages';
import { withGigs } from '../fixtures/data';

const DAY = '2030-05-10';
const data = withGigs([
  { date: DAY, location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr', tickets: 'https://tickets.example/upgrade' },
  { date: '2030-05-11', location: 'Stadtpark, Baunatal', info: 'Abgesagt (Unwetter)' },
]);
const URL_OF = 'https://upgrade-band.example/auftritte/2030-05-10-kulturbahnhof-kassel.html';
const OPTIONS = { versions: { 'site.css': 'c', 'nojs.css': 'n', 'auftritt.css': 'g', 'auftritt.js': 's' }, bandDescription: 'Eine Band.' };

/** The built page of the gig on `day`, in a document of its own, enhanced at `now`. */
function pageAt(now: Date, day = DAY): Document {
  const gig = data.gigs.find((g) => g.iso === day);
  if (!gig) throw new Error(`no fixture gig on ${day}`);
  // Without its stylesheets, which happy-dom would try to fetch: the script works on the markup alone.
  const html = gigPageDocument(data, gig, OPTIONS).replace(/<link rel="stylesheet"[^>]*>/g, '');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  enhanceGigPage(doc, now);
  return doc;
}

/** What a visitor sees of the page's day-dependent parts: the sentence shown, and the links offered. */
function shown(doc: Document) {
  const visible = (selector: string) =>
    [...doc.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.closest('[hidden]')).map((el) => el.textContent?.trim());
  return { sentence: visible('[data-when]'), links: visible('.gig-links a') };
}

const AHEAD_LINKS = ['In den Kalender', 'Karte', 'Tickets'];
const day = suite('ahead or played, on the visitor’s day');

const cases: [moment: string, now: Date, sentence: string, links: string[]][] = [
  ['the evening before', new Date(2030, 4, 9, 23, 59), 'Kommen Sie vorbei und feiern Sie mit!', AHEAD_LINKS],
  ['the day itself, late at night', new Date(2030, 4, 10, 23, 59), 'Kommen Sie vorbei und feiern Sie mit!', AHEAD_LINKS],
  [
    'the next morning',
    new Date(2030, 4, 11, 0, 0),
    'Diesen Auftritt haben wir am 10.05.2030 gespielt – danke an alle, die dabei waren!',
    [],
  ],
  ['years later', new Date(2036, 0, 1, 12), 'Diesen Auftritt haben wir am 10.05.2030 gespielt – danke an alle, die dabei waren!', []],
];
for (const [moment, now, sentence, links] of cases) {
  day(`${moment}: “${sentence.slice(0, 24)}…”, ${links.length ? 'with' : 'without'} calendar, map and tickets`, () => {
    assert.equal(shown(pageAt(now)), { sentence: [sentence], links });
  });
}

day('a cancelled gig: falls out before its day, fell out after it', () => {
  assert.equal(shown(pageAt(new Date(2030, 4, 1), '2030-05-11')).sentence, ['Dieser Auftritt fällt leider aus.']);
  assert.equal(shown(pageAt(new Date(2030, 4, 12), '2030-05-11')).sentence, ['Dieser Auftritt ist leider ausgefallen.']);
});

day('a page without a gig’s day is left as it is', () => {
  const doc = new DOMParser().parseFromString('<p data-when="ahead" hidden>x</p>', 'text/html');
  enhanceGigPage(doc, new Date());
  assert.ok(doc.querySelector<HTMLElement>('[data-when]')?.hidden);
});

day.run();

// ---

const share = suite('“Teilen” on the gig’s page');
const original = { share: navigator.share, clipboard: navigator.clipboard };
const stub = (name: 'share' | 'clipboard', value: unknown) => Object.defineProperty(navigator, name, { configurable: true, value });
share.after.each(() => {
  stub('share', original.share);
  stub('clipboard', original.clipboard);
});

/** Presses "Teilen" and waits until the page's status says something or `done` holds. */
async function press(doc: Document, done: () => boolean = () => false) {
  doc.querySelector<HTMLButtonElement>('.gig-share')?.click();
  for (let turn = 0; turn < 50 && !done() && !doc.querySelector('[role="status"]')?.textContent; turn++) await Promise.resolve();
}
const statusOf = (doc: Document) => doc.querySelector('[role="status"]')?.textContent;
const manualOf = (doc: Document) => doc.querySelector<HTMLElement>('.copy-status label');

share('with a share sheet: it gets the page’s title and address, and the status stays quiet', async () => {
  const sent: ShareData[] = [];
  stub('share', async (what: ShareData) => void sent.push(what));
  const doc = pageAt(new Date(2030, 4, 1));
  await press(doc, () => sent.length > 0);
  assert.equal(sent, [{ title: 'Upgrade live am 10.05.2030: Kulturbahnhof, Kassel', url: URL_OF }]);
  assert.is(statusOf(doc), '');
});

share('the share sheet closed by the visitor: nothing copied, nothing said', async () => {
  const copied: string[] = [];
  stub('share', () => Promise.reject(Object.assign(new Error('closed'), { name: 'AbortError' })));
  stub('clipboard', { writeText: async (text: string) => void copied.push(text) });
  const doc = pageAt(new Date(2030, 4, 1));
  await press(doc);
  assert.equal(copied, []);
  assert.is(statusOf(doc), '');
});

share('without a share sheet: the link is copied and the status says so', async () => {
  const copied: string[] = [];
  stub('share', undefined);
  stub('clipboard', { writeText: async (text: string) => void copied.push(text) });
  const doc = pageAt(new Date(2030, 4, 1));
  await press(doc);
  assert.equal(copied, [URL_OF]);
  assert.is(statusOf(doc), `Link kopiert: ${URL_OF}`);
  assert.ok(manualOf(doc)?.hidden, 'no field to copy by hand');
});

share('clipboard refused too: the field with the link shows, selected, and the status says to copy it', async () => {
  stub('share', undefined);
  stub('clipboard', { writeText: () => Promise.reject(new Error('denied')) });
  const doc = pageAt(new Date(2030, 4, 1));
  await press(doc);
  assert.is(statusOf(doc), 'Bitte kopieren Sie den Link aus dem markierten Feld.');
  assert.not.ok(manualOf(doc)?.hidden);
  assert.is(manualOf(doc)?.querySelector('input')?.value, URL_OF);
});

share.run();
