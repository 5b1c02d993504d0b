// Programm, Auftritte, Kontakt and Impressum with the band's real data and a pinned clock;
// the home page's and the Impressum's lists of names with one, two and three names.
import { keepTogether } from '../../src/domain/typography';
import { readTime } from '../../src/domain/gigTimes';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import ICAL from 'ical.js';
import { readDataOrThrow } from '../../src/data/readData';
import { fixture } from '../fixtures/data';
import { band as fixtureBand } from '../fixtures/data/band';
import { gigs as fixtureGigs } from '../fixtures/data/gigs';
import { songs as fixtureSongs } from '../fixtures/data/songs';

const { band } = fixture;
import { must } from '../setup/must';
import { reset, textOf, visit } from '../setup/visit';

// ---

const programm = suite('Programm');
programm.after.each(reset);

programm('lists 38 songs as "title - artist", sorted by title the German way', () => {
  visit('#/programm');
  assert.ok(screen.getByText(/wächst/));
  assert.ok(screen.getByText(/Sonderwünsche/));
  assert.is(screen.getByRole('heading', { level: 2 }).textContent, 'Alphabetisch Sortiert');
  const lists = screen.getAllByRole('list').filter((l) => l.tagName === 'OL');
  assert.is(lists.length, 1);
  const items = within(must(lists[0], 'the song list')).getAllByRole('listitem').map(textOf);
  assert.is(items.length, 38);
  assert.is(items[0], '99 Luftballons - Nena');
  assert.ok(items.includes('Upgrade your Event - Upgrade'));
  const u = items.findIndex((t) => t.startsWith('Über den Wolken'));
  assert.ok(u > items.findIndex((t) => t.startsWith('Twist and Shout')) && u < items.findIndex((t) => t.startsWith('Upgrade')));
  assert.is(items[items.length - 1], 'Wahnsinn - Wolfgang Petry');
});

programm.run();

// ---

const gigs = suite('Auftritte');
gigs.after.each(reset);

const section = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  return heading.closest('section')!;
};
const items = (name: string) => [...section(name).querySelectorAll('li')];

gigs('shows upcoming gigs ascending, with dd.MM.yyyy dates and information', () => {
  visit('#/auftritte', new Date(2025, 8, 1, 12, 0));
  const upcoming = items('Kommende Auftritte');
  assert.equal(
    upcoming.map((li) => li.querySelector('time')!.getAttribute('datetime')),
    ['2025-09-13', '2025-10-18', '2025-11-29', '2025-12-13'],
  );
  const next = must(upcoming[0], 'the next gig');
  assert.equal(textOf(must(next.querySelector('time'), 'its date')), '13.09.2025');
  assert.match(textOf(next), 'Weinfest am Marktplatz, Wolfhagen');
  assert.match(textOf(next), 'ca. 15:00\u00a0Uhr');
  assert.match(textOf(must(upcoming[2], 'the third gig')), 'Eintritt 6\u00a0€, Beginn 21\u00a0Uhr');
  // the list follows its heading
  assert.is(section('Kommende Auftritte').querySelector('h2')!.nextElementSibling!.tagName, 'UL');
});

/** Opens every earlier year's group of a section, as a visitor clicking each summary would. */
const openYears = (name: string) =>
  section(name)
    .querySelectorAll('summary')
    .forEach((summary) => fireEvent.click(summary));

gigs('shows this year’s past gigs descending, without information; each earlier year closed, its gigs there once opened', () => {
  visit('#/auftritte', new Date(2025, 8, 1, 12, 0));
  const thisYear = items('Vergangene Auftritte').map((li) => li.querySelector('time')!.getAttribute('datetime')!);
  assert.equal(thisYear, ['2025-08-02', '2025-06-21', '2025-04-26', '2025-03-15']);
  assert.equal([...section('Vergangene Auftritte').querySelectorAll('summary')].map(textOf), [
    '2024 · 9 Auftritte',
    '2023 · 8 Auftritte',
    '2022 · 8 Auftritte',
    '2021 · 5 Auftritte',
  ]);
  openYears('Vergangene Auftritte');
  const past = items('Vergangene Auftritte');
  const dates = past.map((li) => li.querySelector('time')!.getAttribute('datetime')!);
  assert.is(dates[dates.length - 1], '2021-07-10');
  assert.equal(dates, [...dates].sort().reverse());
  assert.is(past.length + items('Kommende Auftritte').length, 38);
  const fete = past.find((li) => li.textContent!.includes('Fête de la Musique'))!;
  // Day and place, and what a visitor can do with the gig ("Teilen"), no information.
  assert.is(textOf(fete), '21.06.2025 Fête de la Musique, KasselTeilen');
  assert.is(fete.querySelector('.gig-info'), null);
  const hoffest = past.find((li) => li.textContent!.includes('Hoffest'))!;
  assert.is(textOf(hoffest), '25.09.2021 Hoffest Gut Ellenbach, FuldabrückTeilen', 'an earlier year’s gig the same');
});

gigs('counts a gig as upcoming for the whole of its day', () => {
  visit('#/auftritte', new Date(2025, 8, 13, 23, 59));
  assert.is(must(items('Kommende Auftritte')[0]?.querySelector('time'), 'the next gig').getAttribute('datetime'), '2025-09-13');
  cleanup();
  visit('#/auftritte', new Date(2025, 8, 14, 0, 0));
  assert.is(must(items('Vergangene Auftritte')[0]?.querySelector('time'), 'the last gig').getAttribute('datetime'), '2025-09-13');
});

gigs('says so in a sentence when no gig is ahead, pointing to Kontakt', () => {
  visit('#/auftritte', new Date(2026, 10, 22, 12, 0));
  const upcoming = section('Kommende Auftritte');
  assert.is(upcoming.querySelector('ul'), null);
  assert.match(textOf(upcoming), /keine öffentlichen Termine/);
  assert.is(within(upcoming).getByRole('link').getAttribute('href'), '#/kontakt');
  // Nothing played yet this year: the earlier years alone, every gig in one of them.
  assert.is(items('Vergangene Auftritte').length, 0);
  openYears('Vergangene Auftritte');
  assert.is(items('Vergangene Auftritte').length, 38);
});

gigs.run();

// ---

const kontakt = suite('Kontakt');
kontakt.after.each(reset);

kontakt('offers mail, Instagram in a new tab, and a portrait', () => {
  visit('#/kontakt');
  assert.match(textOf(screen.getByRole('main')), `ich bin ${band.contact.firstName}`);
  const mail = screen.getByRole('link', { name: 'Mail' });
  assert.match(mail.getAttribute('href')!, new RegExp(`^mailto:${band.email}\\?subject=`));
  const instagram = screen.getByRole('link', { name: 'Instagram' });
  assert.is(instagram.getAttribute('href'), band.instagram);
  assert.is(instagram.getAttribute('target'), '_blank');
  assert.is(instagram.getAttribute('rel'), 'noopener noreferrer');
  const img = screen.getByRole('img', { name: /Porträt/ }) as HTMLImageElement;
  assert.match(img.getAttribute('src')!, /^data:image\/svg\+xml,/);
});

kontakt.run();

// ---

const impressum = suite('Impressum');
impressum.after.each(reset);

impressum('names the GbR and every partner, the address, phone, e-mail and the tax id, under § 5 DDG', () => {
  visit('#/impressum');
  const main = textOf(screen.getByRole('main'));
  assert.match(main, 'Angaben nach §\u00a05 DDG');
  assert.not.match(main, /TMG/);
  assert.match(main, band.company);
  for (const partner of band.partners) assert.match(main, partner);
  assert.match(main, band.address.street);
  assert.match(main, `${band.taxId.label}: ${band.taxId.value}`);
  assert.ok(screen.getAllByRole('link', { name: band.phone.display })[0]?.getAttribute('href')?.startsWith('tel:'));
  assert.ok(screen.getAllByRole('link', { name: band.email })[0]?.getAttribute('href')?.startsWith('mailto:'));
});

impressum('headings separate the § 5 details, liability and copyright, and the privacy statement', () => {
  visit('#/impressum');
  const h2 = screen.getAllByRole('heading', { level: 2 }).map(textOf);
  assert.equal(h2, ['Angaben nach §\u00a05 DDG', 'Haftung und Urheberrecht', 'Datenschutzerklärung']);
});

impressum('the privacy statement names phone requests, the legal bases, recipients, Meta, the authority and its date', () => {
  visit('#/impressum');
  const main = textOf(screen.getByRole('main'));
  for (const fact of [
    'per E-Mail oder Telefon',
    'lit.\u00a0b',
    'lit.\u00a0c DSGVO in Verbindung mit §\u00a0147 AO',
    band.providers.webHost.name,
    band.providers.mail.name,
    'Meta Platforms Ireland Limited',
    'Der Hessische Beauftragte für Datenschutz und Informationsfreiheit',
    'Postfach 3163, 65021 Wiesbaden',
    'Gustav-Stresemann-Ring 1, 65189 Wiesbaden',
    `Stand: ${band.privacyDate}`,
    `nach ${band.logDays}\u00a0Tagen`,
  ]) {
    assert.match(main, fact, fact);
  }
  assert.not.match(main, /§\s*257 HGB|Urteil vom|\d+ O \d+\/\d+|I ZR/, 'no court file numbers, no § 257 HGB');
});

impressum('every §, Art., Abs., Nr. and lit. and every number with its unit is kept together', () => {
  visit('#/impressum');
  const main = textOf(screen.getByRole('main'));
  assert.is(keepTogether(main), main);
  assert.ok((main.match(/Art\.\u00a0\d/g) ?? []).length > 10);
});

impressum('has a privacy statement in 10 numbered sections, in order', () => {
  visit('#/impressum');
  const numbered = screen
    .getAllByRole('heading', { level: 3 })
    .map(textOf)
    .filter((t) => /^\d+\. /.test(t));
  assert.equal(
    numbered.map((t) => parseInt(t, 10)),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  );
  assert.match(must(numbered[0], 'section 1'), 'Begriffsbestimmungen');
  assert.match(must(numbered[9], 'section 10'), /automatisierte/);
});

impressum.run();

// ---

const calendarLinks = suite('In den Kalender');
calendarLinks.after.each(reset);

calendarLinks('each upcoming gig offers an .ics built in the page when the link is used; past gigs do not', () => {
  visit('#/auftritte', new Date(2025, 8, 1, 12, 0));
  const upcoming = items('Kommende Auftritte');
  // Pointer (click, middle-click), keyboard focus (focusin, as browsers fire it), the context menu, and a bare
  // click (a screen reader's activation sends nothing else) build the file first.
  const uses = [fireEvent.pointerDown, fireEvent.focusIn, fireEvent.contextMenu, fireEvent.click];
  upcoming.forEach((li, i) => {
    const link = within(li).getByRole('link', { name: /^In den Kalender/ });
    const date = li.querySelector('time')!.textContent!;
    assert.is(textOf(link), 'In den Kalender');
    assert.is(link.getAttribute('aria-label'), `In den Kalender: ${date}`);
    // Before it is used the link is a real one, to the band's public feed.
    assert.is(link.getAttribute('href'), new URL('auftritte.ics', fixture.band.siteUrl).href);
    must(uses[i % uses.length], 'a way to use the link')(link);
    assert.match(link.getAttribute('href')!, /^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
    assert.match(link.getAttribute('download')!, /^\d{8}-[a-z0-9-]+\.ics$/);
    const ics = decodeURIComponent(link.getAttribute('href')!.split(',').slice(1).join(','));
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    // On the gig's day; at the start its information names, in Berlin's zone (src/domain/gigTimes.ts), or all day.
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    assert.is(start.toString().slice(0, 10), li.querySelector('time')!.getAttribute('datetime'));
    assert.is(
      start.isDate ? 'all day' : start.zone!.tzid,
      readTime(li.querySelector('.gig-info')?.textContent ?? '') ? 'Europe/Berlin' : 'all day',
    );
    assert.is(event.getFirstPropertyValue('location'), li.querySelector('.gig-location')!.textContent);
    assert.is(event.getFirstPropertyValue('description'), li.querySelector('.gig-info')?.textContent ?? null);
  });
  assert.is(upcoming.length, 4);
  for (const li of items('Vergangene Auftritte')) assert.is(li.querySelector('.gig-calendar'), null);
});

calendarLinks.run();

// ---

const names = suite('lists of names');
names.after.each(reset);

/** The fixture data with other band details, read as the build reads them. */
const withBand = (changes: Partial<typeof fixtureBand>) =>
  readDataOrThrow({ band: { ...fixtureBand, ...changes }, gigs: fixtureGigs, songs: fixtureSongs });

const LINEUPS: [typeof fixtureBand.lineup, string][] = [
  [[{ name: 'Miriam', part: 'Gesang' }], 'Miriam (Gesang)'],
  [
    [
      { name: 'Miriam', part: 'Gesang' },
      { name: 'Jonas', part: 'Gitarre' },
    ],
    'Miriam (Gesang) und Jonas (Gitarre)',
  ],
  [
    [
      { name: 'Miriam', part: 'Gesang' },
      { name: 'Jonas', part: 'Gitarre' },
      { name: 'Lea', part: 'Keyboard' },
    ],
    'Miriam (Gesang), Jonas (Gitarre) und Lea (Keyboard)',
  ],
];

for (const [lineup, members] of LINEUPS) {
  names(`the home page introduces ${lineup.length} member(s): "${members}"`, () => {
    visit('#/', undefined, withBand({ lineup }));
    const band = screen.getByRole('heading', { level: 2, name: 'Die Band' }).nextElementSibling!;
    assert.match(textOf(band), `Hinter Upgrade stehen Musikerinnen und Musiker aus Kassel und Umgebung: ${members}. Wir stimmen`);
  });
}

const PARTNERS: [string[], string][] = [
  [['Miriam Muster'], 'Miriam Muster'],
  [['Miriam Muster', 'Jonas Beispiel'], 'Miriam Muster und Jonas Beispiel'],
  [['Miriam Muster', 'Jonas Beispiel', 'Lea Platzhalter'], 'Miriam Muster, Jonas Beispiel und Lea Platzhalter'],
];

for (const [partners, named] of PARTNERS) {
  names(`the Impressum names ${partners.length} partner(s): "${named}"`, () => {
    visit('#/impressum', undefined, withBand({ partners }));
    assert.match(textOf(screen.getByRole('main')), `die die GbR gemeinsam vertreten: ${named}.`);
  });
}

names.run();
