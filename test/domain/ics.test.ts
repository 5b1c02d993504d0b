// RFC 5545 output, read back with a real iCalendar parser (ical.js).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ICAL from 'ical.js';
import { isoDate, parseDate } from '../../src/domain/dates';
import type { Gig } from '../../src/domain/gigs';
import { calendar, calendarFileName, escapeText, foldLine, gigUid } from '../../src/domain/ics';
import { fixture } from '../fixtures/data';
import { feed } from '../../src/static/feed';

const gig = (date: string, location: string, info = ''): Gig => ({ date: parseDate(date), location, info });
const options = { band: 'Upgrade', domain: 'upgrade-band.example', stamp: () => new Date(Date.UTC(2025, 8, 1, 10, 30, 5)) };
const octets = (line: string) => new TextEncoder().encode(line).length;

/** Every VEVENT of an .ics text as plain values, via ical.js. */
function parse(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  return {
    component,
    events: component.getAllSubcomponents('vevent').map((vevent) => {
      const value = (name: string) => vevent.getFirstPropertyValue(name);
      const start = value('dtstart') as ICAL.Time;
      const end = value('dtend') as ICAL.Time;
      return {
        uid: value('uid'),
        start: start.toString(),
        startIsDate: start.isDate,
        end: end.toString(),
        summary: value('summary'),
        location: value('location'),
        description: value('description'),
        status: value('status'),
        stamp: (value('dtstamp') as ICAL.Time).toString(),
      };
    }),
  };
}

// ---

const text = suite('escapeText and foldLine');

text('escapes backslash, semicolon, comma and newlines', () => {
  assert.is(escapeText('a\\b;c,d\ne\r\nf'), 'a\\\\b\\;c\\,d\\ne\\nf');
  assert.is(escapeText('ca. 20:00 Uhr'), 'ca. 20:00 Uhr');
});

text('folds at 75 octets without splitting a UTF-8 character', () => {
  for (const line of [
    'SUMMARY:' + 'ä'.repeat(100),
    'DESCRIPTION:' + 'Grüße aus Kassel – Einlass ab 19 Uhr, Eintritt 6 €; '.repeat(5),
    'LOCATION:' + 'x'.repeat(67),
    'LOCATION:' + 'x'.repeat(66) + '€€',
    'X:' + '🎸'.repeat(40),
  ]) {
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    assert.ok(parts.every((part) => octets(part) <= 75), line);
    assert.ok(parts.slice(1).every((part) => part.startsWith(' ')));
    assert.is(parts.map((part, i) => (i ? part.slice(1) : part)).join(''), line, 'unfolds to the original');
    assert.not.match(folded, '\uFFFD');
  }
  assert.is(foldLine('VERSION:2.0'), 'VERSION:2.0');
  assert.is(foldLine('X:' + 'a'.repeat(73)), 'X:' + 'a'.repeat(73));
  assert.is(foldLine('X:' + 'a'.repeat(74)).split('\r\n').length, 2);
});

text.run();

// ---

const cal = suite('calendar');

cal('is a VCALENDAR 2.0 with PRODID and CRLF line ends only', () => {
  const ics = calendar([gig('2025-09-13', 'Weinfest am Marktplatz, Wolfhagen', 'ca. 15:00 Uhr')], options);
  assert.ok(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Upgrade//Auftritte//DE\r\n'));
  assert.ok(ics.endsWith('END:VCALENDAR\r\n'));
  assert.not.match(ics.replace(/\r\n/g, ''), /[\r\n]/);
  const { component } = parse(ics);
  assert.is(component.getFirstPropertyValue('version'), '2.0');
  assert.is(component.getFirstPropertyValue('prodid'), '-//Upgrade//Auftritte//DE');
});

cal('writes all-day events with every field of the gig', () => {
  const { events } = parse(calendar([gig('2025-09-13', 'Weinfest am Marktplatz, Wolfhagen', 'ca. 15:00 Uhr')], options));
  assert.equal(events, [
    {
      uid: '20250913-weinfest-am-marktplatz-wolfhagen@upgrade-band.example',
      start: '2025-09-13',
      startIsDate: true,
      end: '2025-09-14',
      summary: 'Upgrade live: Weinfest am Marktplatz, Wolfhagen',
      location: 'Weinfest am Marktplatz, Wolfhagen',
      description: 'ca. 15:00 Uhr',
      status: 'CONFIRMED',
      stamp: '2025-09-01T10:30:05Z',
    },
  ]);
});

cal('ends the day after, across months, years, leap days and daylight-saving changes', () => {
  for (const [date, end] of [
    ['2025-01-31', '2025-02-01'],
    ['2024-12-31', '2025-01-01'],
    ['2024-02-28', '2024-02-29'],
    ['2024-02-29', '2024-03-01'],
    ['2025-03-30', '2025-03-31'],
    ['2025-10-26', '2025-10-27'],
  ]) {
    const [event] = parse(calendar([gig(date, 'Halle, Kassel')], options)).events;
    assert.is(event.start, date);
    assert.is(event.end, end, date);
  }
});

cal('keeps long German texts with umlauts and special characters intact through folding', () => {
  const info =
    'Einlass ab 19:30 Uhr; Beginn 21 Uhr, Eintritt 6 € (ermäßigt 4 €). Bitte beachten Sie: Die Straße vor der ' +
    'Schützenhalle ist gesperrt – Parkplätze gibt es am Sportplatz.\nFür Rückfragen: Tel. 069 90009 123';
  const location = 'Schützenhalle „Zur fröhlichen Überraschung“, Grünberg-Weißenbach';
  const ics = calendar([gig('2025-05-17', location, info)], options);
  assert.ok(ics.split('\r\n').every((line) => octets(line) <= 75));
  assert.ok(ics.split('\r\n').filter((line) => line.startsWith(' ')).length >= 4, 'long lines were folded');
  const [event] = parse(ics).events;
  assert.is(event.description, info);
  assert.is(event.location, location);
  assert.is(event.summary, `Upgrade live: ${location}`);
  assert.is(event.uid, '20250517-schuetzenhalle-zur-froehlichen-ueberraschung-gruenberg-weissenbach@upgrade-band.example');
});

cal('marks a cancelled gig CANCELLED', () => {
  const { events } = parse(
    calendar([gig('2022-07-23', 'Betriebsfest, Lohfelden', 'Abgesagt wegen Unwetterwarnung'), gig('2022-07-30', 'Fest, Kassel', 'Das Fest fällt aus')], options),
  );
  assert.equal(events.map((e) => e.status), ['CANCELLED', 'CANCELLED']);
});

cal('gives the same gig the same UID every time, and different gigs different ones', () => {
  const a = gig('2025-06-21', 'Fête de la Musique, Kassel');
  assert.is(gigUid(a, 'x.example'), '20250621-fete-de-la-musique-kassel@x.example');
  assert.is(gigUid({ ...a }, 'x.example'), gigUid(a, 'x.example'));
  const uids = fixture.gigs.map((g) => gigUid(g, 'x.example'));
  assert.is(new Set(uids).size, uids.length);
});

cal('names a downloaded file after the gig\'s day and place, as in its UID', () => {
  for (const [date, location, name] of [
    ['2025-06-21', 'Fête de la Musique, Kassel', '20250621-fete-de-la-musique-kassel.ics'],
    ['2027-01-09', 'Große Straße 5, Fuldabrück', '20270109-grosse-strasse-5-fuldabrueck.ics'],
    ['2026-12-31', '  Bar „Zum Hirsch“ & Co. ', '20261231-bar-zum-hirsch-co.ics'],
  ]) {
    const g = gig(date, location);
    assert.is(calendarFileName(g), name);
    assert.is(gigUid(g, 'x.example'), `${name.slice(0, -'.ics'.length)}@x.example`);
  }
});

cal.run();

// ---

const subscribed = suite('the feed of all gigs');

subscribed('holds every public gig and no private party, each field equal to the data, and parses cleanly', () => {
  assert.ok(fixture.gigs.some((g) => g.private), 'the fixture has private parties');
  const ics = feed(fixture.gigs, fixture.band);
  const { component, events } = parse(ics);
  assert.is(component.getFirstPropertyValue('x-wr-calname'), 'Upgrade – Auftritte');
  const gigs = fixture.gigs.filter((g) => !g.private).sort((a, b) => a.date.getTime() - b.date.getTime());
  assert.is(events.length, gigs.length);
  events.forEach((event, i) => {
    const g = gigs[i];
    const day = isoDate(g.date);
    assert.is(event.start, day);
    assert.is(event.location, g.location);
    assert.is(event.summary, `Upgrade live: ${g.location}`);
    assert.is(event.description, g.info || null);
    assert.is(event.status, /abgesagt/i.test(g.info) ? 'CANCELLED' : 'CONFIRMED');
    assert.is(event.stamp, `${day}T00:00:00Z`, 'DTSTAMP is fixed per gig');
  });
  assert.ok(ics.split('\r\n').every((line) => octets(line) <= 75));
});

subscribed.run();
