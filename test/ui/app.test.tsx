// The site as a visitor meets it: pages, links, the next-event box, the menu.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { reset, textOf, visit } from '../setup/visit';
import { withGigs } from '../fixtures/data';
import { H1, ROUTES } from '../setup/routes';

const h1 = () => screen.getByRole('heading', { level: 1 });
const nav = () => within(screen.getByRole('navigation'));
const texts = (elements: HTMLElement[]) => elements.map(textOf);

// ---

const home = suite('Home');
home.after.each(reset);

home('shows the logo, the slogan and the way to the contact page', () => {
  visit('');
  assert.is(h1().textContent, 'Upgrade your Event');
  assert.ok(screen.getByRole('img', { name: 'Logo von Upgrade' }));
  assert.ok(screen.getByText('Wir freuen uns auf Ihre Anfrage!'));
  assert.is(screen.getByRole('link', { name: 'Kontakt Aufnehmen' }).getAttribute('href'), '#/kontakt');
  const main = within(screen.getByRole('main'));
  assert.is(main.getByRole('link', { name: 'Programm' }).getAttribute('href'), '#/programm');
  assert.is(main.getByRole('link', { name: 'Auftritte' }).getAttribute('href'), '#/auftritte');
  assert.match(screen.getByRole('main').textContent!, /50er/);
});

home('shows the next gig with date, days left, location and information', () => {
  visit('#/', new Date(2025, 8, 1, 12, 0)); // 1.9.2025, noon
  const box = within(screen.getByRole('region', { name: 'Nächster Auftritt' }));
  const time = box.getByText('13.9.2025');
  assert.is(time.tagName, 'TIME');
  assert.is(time.getAttribute('datetime'), '2025-09-13');
  assert.ok(box.getByText('in 11 Tage(n):'));
  assert.ok(box.getByText('Weinfest am Marktplatz, Wolfhagen'));
  assert.is(box.getByRole('heading', { level: 3 }).textContent, 'ca. 15:00\u00a0Uhr');
});

home('counts days from midnight and writes the date without leading zeros', () => {
  visit('#/', new Date(2025, 9, 8, 0, 0)); // 8.10.2025, midnight: next is 18.10.2025
  const box = within(screen.getByRole('region', { name: 'Nächster Auftritt' }));
  assert.ok(box.getByText('18.10.2025'));
  assert.ok(box.getByText('in 10 Tage(n):'));
});

home('hides the box when the next gig has no information', () => {
  const now = new Date(2025, 7, 1, 9, 0);
  const data = withGigs([
    { date: '2025-08-02', location: 'Biergarten Zur Linde, Baunatal' },
    { date: '2025-08-09', location: 'Kulturbahnhof, Kassel', info: 'Beginn 21 Uhr' },
  ]);
  visit('#/', now, data); // next is 2.8.2025, a gig without information
  assert.is(screen.queryByRole('region', { name: 'Nächster Auftritt' }), null);
  assert.is(h1().textContent, 'Upgrade your Event');
});

home('hides the box when no gig is ahead', () => {
  visit('#/', new Date(2026, 10, 22, 12, 0));
  assert.is(screen.queryByRole('region', { name: 'Nächster Auftritt' }), null);
  assert.is(screen.queryByText(/Tage\(n\)/), null);
});

home.run();

// ---

const routing = suite('routing and navigation');
routing.after.each(reset);

routing('every route shows its page with exactly one h1', () => {
  for (const [hash, heading] of [
    ...ROUTES,
    // no route, an unknown or malformed one: Home; a trailing slash is the route without it
    ['', H1['#/']],
    ['#', H1['#/']],
    ['#/unbekannt', H1['#/']],
    ['#/%E0%A4%A', H1['#/']],
    ['#/programm/', H1['#/programm']],
  ]) {
    visit(hash);
    assert.is(screen.getAllByRole('heading', { level: 1 }).length, 1, hash);
    assert.is(h1().textContent, heading, hash);
    cleanup();
  }
});

routing('an unknown hash shows Home and stays in the URL', () => {
  visit('#kapitel-3');
  assert.is(h1().textContent, 'Upgrade your Event');
  assert.is(window.location.hash, '#kapitel-3');
});

routing('nav links are real links in order, and only the active one is marked', () => {
  for (const [hash, active] of [
    ['#/', 'Home'],
    ['#/unbekannt', 'Home'],
    ['#/programm', 'Programm'],
    ['#/auftritte', 'Auftritte'],
    ['#/kontakt', 'Kontakt'],
    ['#/impressum', null],
  ] as [string, string | null][]) {
    visit(hash);
    const links = nav().getAllByRole('link');
    assert.equal(texts(links).slice(1), ['Home', 'Programm', 'Auftritte', 'Kontakt']);
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      ['#/', '#/', '#/programm', '#/auftritte', '#/kontakt'],
    );
    const current = links.filter((a) => a.getAttribute('aria-current') === 'page');
    assert.equal(texts(current), active ? [active] : [], hash);
    cleanup();
  }
});

routing('the logo links home with an accessible name', () => {
  visit('#/kontakt');
  assert.is(nav().getByRole('link', { name: 'Upgrade – Startseite' }).getAttribute('href'), '#/');
});

routing('following a link changes the page and moves focus to its heading', async () => {
  visit('#/');
  fireEvent.click(nav().getByRole('link', { name: 'Programm' }));
  window.location.hash = '#/programm'; // happy-dom does not navigate on click; a browser does
  await waitFor(() => assert.is(h1().textContent, 'Aktuelle Songauswahl'));
  await waitFor(() => assert.is(document.activeElement, h1()));
  assert.is(nav().getByRole('link', { name: 'Programm' }).getAttribute('aria-current'), 'page');
  assert.is(nav().getByRole('link', { name: 'Home' }).getAttribute('aria-current'), null);
});

routing('does not move focus on first load', () => {
  visit('#/auftritte');
  assert.is.not(document.activeElement, h1());
});

routing('the footer links home and to the legal notice', () => {
  visit('#/programm');
  const footer = within(screen.getByRole('contentinfo'));
  assert.is(footer.getByRole('link', { name: '© 2024 Upgrade' }).getAttribute('href'), '#/');
  assert.is(footer.getByRole('link', { name: 'Impressum / Datenschutz' }).getAttribute('href'), '#/impressum');
});

routing.run();

// ---

const menu = suite('menu toggle');
menu.after.each(reset);

const toggle = () => screen.getByRole('button', { name: 'Menü' });
const menuList = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

menu('controls the link list and starts collapsed', () => {
  visit('#/');
  assert.is(toggle().getAttribute('aria-expanded'), 'false');
  assert.is(menuList().tagName, 'UL');
  assert.is(menuList().dataset.open, 'false');
  fireEvent.click(toggle());
  assert.is(toggle().getAttribute('aria-expanded'), 'true');
  assert.is(menuList().dataset.open, 'true');
  fireEvent.click(toggle());
  assert.is(toggle().getAttribute('aria-expanded'), 'false');
});

menu('closes after a choice', () => {
  visit('#/');
  fireEvent.click(toggle());
  fireEvent.click(nav().getByRole('link', { name: 'Kontakt' }));
  assert.is(toggle().getAttribute('aria-expanded'), 'false');
});

menu('closes on Escape and gives focus back to the toggle', () => {
  visit('#/');
  fireEvent.click(toggle());
  const link = nav().getByRole('link', { name: 'Auftritte' });
  link.focus();
  fireEvent.keyDown(link, { key: 'Escape' });
  assert.is(toggle().getAttribute('aria-expanded'), 'false');
  assert.is(document.activeElement, toggle());
});

menu('closes on Escape even when focus has left the menu', () => {
  visit('#/');
  fireEvent.click(toggle());
  (document.activeElement as HTMLElement | null)?.blur();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  assert.is(toggle().getAttribute('aria-expanded'), 'false');
  // and a stray Escape with the menu closed changes nothing
  fireEvent.keyDown(document.body, { key: 'Escape' });
  assert.is(toggle().getAttribute('aria-expanded'), 'false');
});

menu.run();
