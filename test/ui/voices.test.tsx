// What decides between two bands (issue 47): Home's "Was unsere Gäste sagen" and "Referenzen", Kontakt's
// "Häufige Fragen" and "Besetzungen" and its link to the press page, from fixtures, each list full and empty.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fireEvent, screen, within } from '@testing-library/preact';
import type { BandData } from '../../src/data/readData';
import { fixture } from '../fixtures/data';
import { FAQ, LINEUPS, REFERENCES, TESTIMONIALS, withExtras } from '../fixtures/siteExtras';
import { must } from '../setup/must';
import { reset, textOf, visit } from '../setup/visit';

const full = withExtras();
const heading = (name: string) => screen.queryByRole('heading', { level: 2, name });
const section = (name: string) => must(heading(name)?.closest('section'), `the section ${name}`);
/** The h1 and h2 of the page, in order, as a screen reader's list of headings reads them. */
const outline = () => [...document.querySelectorAll('main h1, main h2, main h3')].map((h) => `${h.tagName} ${textOf(h)}`);

// ---

const home = suite('Home: Was unsere Gäste sagen, Referenzen');
home.after.each(reset);

home('shows each quote as a blockquote with who said it, the occasion, the day and the place, after "Live erleben"', () => {
  visit('#/', undefined, full);
  const quotes = section('Was unsere Gäste sagen');
  const figures = [...quotes.querySelectorAll('figure')];
  assert.equal(
    figures.map((f) => textOf(must(f.querySelector('blockquote'), 'the quote'))),
    TESTIMONIALS.map((t) => t.quote),
  );
  assert.equal(
    figures.map((f) => textOf(must(f.querySelector('figcaption'), 'its caption'))),
    ['Julia und Markus, Hochzeit, 14.06.2025, Kassel', 'Familie S.'],
  );
  assert.is(must(figures[0]?.querySelector('time'), 'the day').getAttribute('datetime'), '2025-06-14');
  // § 5b Abs. 3 UWG: one sentence beside the quotes on how they are checked.
  assert.match(textOf(quotes), 'Alle Stimmen stammen von Gastgeberinnen und Gastgebern, für die wir gespielt haben');
  assert.match(textOf(quotes), 'unverändert und mit ihrer Zustimmung');
});

home('lists the references as text with their years, in the data’s order (newest first)', () => {
  visit('#/', undefined, full);
  const list = within(section('Referenzen')).getAllByRole('listitem').map(textOf);
  assert.equal(list, ['Stadtfest Hofgeismar (2024)', 'Kulturbahnhof Kassel (2023)']);
  assert.is(section('Referenzen').querySelectorAll('img, svg').length, 0, 'names, never logos');
  assert.equal(outline().slice(-2), ['H2 Was unsere Gäste sagen', 'H2 Referenzen']);
});

home('shows neither heading where the lists are missing or empty', () => {
  for (const data of [fixture, { ...fixture, testimonials: [], references: [] } as BandData]) {
    visit('#/', undefined, data);
    assert.is(heading('Was unsere Gäste sagen'), null);
    assert.is(heading('Referenzen'), null);
    assert.is(document.querySelectorAll('blockquote').length, 0);
    reset();
  }
  visit('#/', undefined, { ...fixture, references: REFERENCES });
  assert.is(heading('Was unsere Gäste sagen'), null, 'one list without the other');
  assert.ok(heading('Referenzen'));
});

home.run();

// ---

const kontakt = suite('Kontakt: Häufige Fragen, Besetzungen');
kontakt.after.each(reset);

kontakt('shows each question as a closed native disclosure that opens by its summary, before the mail button', () => {
  visit('#/kontakt', undefined, full);
  const questions = section('Häufige Fragen');
  const details = [...questions.querySelectorAll('details')];
  assert.equal(
    details.map((d) => textOf(must(d.querySelector('summary'), 'its question'))),
    FAQ.map((q) => q.question),
  );
  assert.equal(
    details.map((d) => [...d.querySelectorAll('p')].map(textOf)),
    FAQ.map((q) => q.answer),
  );
  assert.ok(details.every((d) => !d.open));
  fireEvent.click(must(details[0]?.querySelector('summary'), 'the first question'));
  assert.ok(details[0]?.open);
  const mail = screen.getByRole('link', { name: 'Mail' });
  assert.ok(questions.compareDocumentPosition(mail) & Node.DOCUMENT_POSITION_FOLLOWING, 'the questions come before the mail button');
});

kontakt('shows each line-up with its name, its size and its description, before the mail button', () => {
  visit('#/kontakt', undefined, full);
  const lineups = section('Besetzungen');
  const names = within(lineups).getAllByRole('heading', { level: 3 });
  assert.equal(names.map(textOf), ['Volle Band (5\u00a0Musiker)', 'Akustik-Duo (2\u00a0Musiker)']);
  assert.equal(
    names.map((h3) => textOf(must(h3.nextElementSibling, 'its description'))),
    LINEUPS.map((l) => l.description),
  );
  assert.ok(lineups.compareDocumentPosition(screen.getByRole('link', { name: 'Mail' })) & Node.DOCUMENT_POSITION_FOLLOWING);
  assert.equal(outline(), [
    'H1 Kontakt',
    'H2 Häufige Fragen',
    'H2 Besetzungen',
    'H3 Volle Band (5\u00a0Musiker)',
    'H3 Akustik-Duo (2\u00a0Musiker)',
    // The date check and the mail buttons under a heading of their own, not under the last line-up.
    'H2 Ihre Anfrage',
  ]);
});

kontakt('links the press page where the band has press data, and only there', () => {
  visit('#/kontakt', undefined, full);
  assert.is(screen.getByRole('link', { name: 'Presse & Veranstalter' }).getAttribute('href'), '#/presse');
  reset();
  const { press: _, ...withoutPress } = full;
  visit('#/kontakt', undefined, withoutPress);
  assert.is(screen.queryByRole('link', { name: 'Presse & Veranstalter' }), null);
});

kontakt('shows neither heading where the lists are missing or empty', () => {
  for (const data of [fixture, { ...fixture, faq: [], lineups: [] } as BandData]) {
    visit('#/kontakt', undefined, data);
    assert.is(heading('Häufige Fragen'), null);
    assert.is(heading('Besetzungen'), null);
    assert.is(document.querySelectorAll('details').length, 0);
    assert.is(heading('Ihre Anfrage'), null, 'the request needs no heading of its own');
    reset();
  }
});

kontakt.run();
