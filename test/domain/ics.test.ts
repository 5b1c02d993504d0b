// RFC 5545 output, read back with a real iCalendar parser (ical.js).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ICAL from 'ical.js';
import { isoDate, parseDate } from '../../src/domain/dates';
import { isCancelled, type Gig } from '../../src/domain/gigs';
import { eventTimes, readTime } from '../../src/domain/gigTimes';
import { calendar, calendarFileName, escapeText, foldLine, gigUid } from '../../src/domain/ics';
import { fixture, withGigs } from '../fixtures/data';
import { gigs as rawGigs } from '../fixtures/data/gigs';
import { feed } from '../../src/static/feed';
import { makeGig } from '../../src/data/makeGig';
import { must } from '../setup/must';

const gig = (date: string, location: string, info = ''): Gig => makeGig({ date: parseDate(date), location, info });
const options = { band: 'Upgrade', domain: 'upgrade-band.example', stamp: new Date(Date.UTC(2025, 8, 1, 10, 30, 5)) };
const octets = (line: string) => new TextEncoder().encode(line).length;

/** Every VEVENT of an .ics text as plain values, via ical.js. */
function parse(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  return {
    component,
    events: component.getAllSubcomponents('vevent').map((vevent) => {
      const value = (name: string) => vevent.getFirstPropertyValue(name);
      const start = value('dtstart') as ICAL.Time;
      const end = value('dtend') as ICAL.Time | null;
      return {
        uid: value('uid'),
        start: start.toString(),
        startIsDate: start.isDate,
        end: end?.toString(),
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
    assert.ok(
      parts.every((part) => octets(part) <= 75),
      line,
    );
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

cal('writes a gig whose information names no start as an all-day event with every field of the gig', () => {
  const { events } = parse(calendar([gig('2025-09-13', 'Weinfest am Marktplatz, Wolfhagen', 'Eintritt frei; am Nachmittag')], options));
  assert.equal(events, [
    {
      uid: '20250913-weinfest-am-marktplatz-wolfhagen@upgrade-band.example',
      start: '2025-09-13',
      startIsDate: true,
      end: '2025-09-14',
      summary: 'Upgrade live: Weinfest am Marktplatz, Wolfhagen',
      location: 'Weinfest am Marktplatz, Wolfhagen',
      description: 'Eintritt frei; am Nachmittag',
      status: 'CONFIRMED',
      stamp: '2025-09-01T10:30:05Z',
    },
  ]);
});

cal('writes a gig whose information names its start as a timed event in Europe/Berlin, at the instant the search engines are told', () => {
  // [day, information, start as written, start and end in UTC]; without a named end the event lasts three hours.
  for (const [date, info, start, utcStart, utcEnd] of [
    [
      '2027-07-14',
      'Eintritt 6 €, Beginn 21 Uhr',
      'DTSTART;TZID=Europe/Berlin:20270714T210000',
      '2027-07-14T19:00:00Z',
      '2027-07-14T22:00:00Z',
    ],
    ['2027-01-15', 'Beginn 21:30 Uhr', 'DTSTART;TZID=Europe/Berlin:20270115T213000', '2027-01-15T20:30:00Z', '2027-01-15T23:30:00Z'],
    [
      '2025-09-13',
      'Weinfest, Beginn ca. 15 Uhr',
      'DTSTART;TZID=Europe/Berlin:20250913T150000',
      '2025-09-13T13:00:00Z',
      '2025-09-13T16:00:00Z',
    ],
    [
      '2027-04-30',
      'Tanz in den Mai ab 22 Uhr',
      'DTSTART;TZID=Europe/Berlin:20270430T220000',
      '2027-04-30T20:00:00Z',
      '2027-04-30T23:00:00Z',
    ],
    ['2027-06-12', 'Hoffest, 16–18 Uhr', 'DTSTART;TZID=Europe/Berlin:20270612T160000', '2027-06-12T14:00:00Z', '2027-06-12T16:00:00Z'],
    ['2026-03-28', '22–4 Uhr', 'DTSTART;TZID=Europe/Berlin:20260328T220000', '2026-03-28T21:00:00Z', '2026-03-29T02:00:00Z'],
    ['2026-03-29', 'Beginn 3 Uhr', 'DTSTART;TZID=Europe/Berlin:20260329T030000', '2026-03-29T01:00:00Z', '2026-03-29T04:00:00Z'],
    ['2026-10-24', '22–2 Uhr', 'DTSTART;TZID=Europe/Berlin:20261024T220000', '2026-10-24T20:00:00Z', '2026-10-25T01:00:00Z'],
    ['2026-10-25', 'Beginn 3 Uhr', 'DTSTART;TZID=Europe/Berlin:20261025T030000', '2026-10-25T02:00:00Z', '2026-10-25T05:00:00Z'],
    [
      '2026-12-31',
      'Beginn 20 Uhr, bis 24 Uhr',
      'DTSTART;TZID=Europe/Berlin:20261231T200000',
      '2026-12-31T19:00:00Z',
      '2026-12-31T23:00:00Z',
    ],
  ] as const) {
    const g = gig(date, 'Kulturbahnhof, Kassel', info);
    const ics = calendar([g], options);
    assert.ok(ics.split('\r\n').includes(start), `${date} ${info}`);
    const vevent = parse(ics).component.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    assert.is(event.startDate.zone!.tzid, 'Europe/Berlin');
    assert.not.ok(event.startDate.isDate);
    const utc = (time: ICAL.Time) => time.toJSDate().toISOString().replace('.000', '');
    assert.equal([utc(event.startDate), utc(event.endDate)], [utcStart, utcEnd], `${date} ${info}`);
    const times = eventTimes(g);
    assert.is(new Date(times.startDate).toISOString().replace('.000', ''), utcStart, 'the same instant as in the JSON-LD');
    if (times.endDate) assert.is(new Date(times.endDate).toISOString().replace('.000', ''), utcEnd);
    assert.ok(vevent.hasProperty(times.endDate ? 'dtend' : 'duration'), 'DTEND for a named end, DURATION otherwise');
    assert.not.ok(vevent.hasProperty(times.endDate ? 'duration' : 'dtend'));
  }
});

cal('defines Europe/Berlin once, before the events, when a timed event refers to it, and not otherwise', () => {
  const allDay = calendar([gig('2027-07-14', 'Kulturbahnhof, Kassel'), gig('2027-07-15', 'Halle, Kassel', 'Abgesagt')], options);
  assert.not.match(allDay, 'VTIMEZONE');
  assert.not.match(allDay, 'TZID');
  const mixed = calendar(
    [
      gig('2027-07-14', 'Kulturbahnhof, Kassel', 'Beginn 21 Uhr'),
      gig('2027-07-15', 'Halle, Kassel'),
      gig('2027-12-04', 'Saal, Kassel', 'ab 22 Uhr'),
    ],
    options,
  );
  assert.is(mixed.match(/BEGIN:VTIMEZONE/g)!.length, 1);
  assert.ok(mixed.indexOf('END:VTIMEZONE') < mixed.indexOf('BEGIN:VEVENT'));
  const zone = must(parse(mixed).component.getFirstSubcomponent('vtimezone'), 'VTIMEZONE');
  assert.is(zone.getFirstPropertyValue('tzid'), 'Europe/Berlin');
  assert.equal(
    zone
      .getAllSubcomponents()
      .map((part) => [part.name, part.getFirstPropertyValue('tzoffsetto')?.toString(), part.getFirstPropertyValue('rrule')?.toString()]),
    [
      ['daylight', '+02:00', 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU'],
      ['standard', '+01:00', 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'],
    ],
  );
});

cal('without a stamp, stamps each event with its gig’s day at midnight UTC: from the data, never from the clock', () => {
  const { stamp, ...unstamped } = options;
  const { events } = parse(
    calendar([gig('2021-07-10', 'Sportplatz, Ahnatal'), gig('2030-01-01', 'Halle, Kassel', 'Beginn 20 Uhr')], unstamped),
  );
  assert.ok(stamp, 'the other tests’ stamp is not used here');
  assert.equal(
    events.map((e) => e.stamp),
    ['2021-07-10T00:00:00Z', '2030-01-01T00:00:00Z'],
  );
});

cal('stamps every event with the stamp it is given (a visitor’s download: now)', () => {
  const stamp = new Date(Date.UTC(2026, 10, 23));
  const { events } = parse(
    calendar([gig('2021-07-10', 'Sportplatz, Ahnatal'), gig('2030-01-01', 'Halle, Kassel', 'Beginn 20 Uhr')], { ...options, stamp }),
  );
  assert.equal(
    events.map((e) => e.stamp),
    ['2026-11-23T00:00:00Z', '2026-11-23T00:00:00Z'],
  );
});

cal('ends the day after, across months, years, leap days and daylight-saving changes', () => {
  for (const [date, end] of [
    ['2025-01-31', '2025-02-01'],
    ['2024-12-31', '2025-01-01'],
    ['2024-02-28', '2024-02-29'],
    ['2024-02-29', '2024-03-01'],
    ['2025-03-30', '2025-03-31'],
    ['2025-10-26', '2025-10-27'],
  ] as const) {
    const event = must(parse(calendar([gig(date, 'Halle, Kassel')], options)).events[0], `the event on ${date}`);
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
  const event = must(parse(ics).events[0], 'the event');
  assert.is(event.description, info);
  assert.is(event.location, location);
  assert.is(event.summary, `Upgrade live: ${location}`);
  assert.is(event.uid, '20250517-schuetzenhalle-zur-froehlichen-ueberraschung-gruenberg-weissenbach@upgrade-band.example');
});

cal('marks a cancelled gig CANCELLED, and its title says so for calendars that ignore the status', () => {
  const { events } = parse(
    calendar(
      [
        gig('2022-07-23', 'Betriebsfest, Lohfelden', 'Abgesagt wegen Unwetterwarnung'),
        gig('2022-07-30', 'Fest, Kassel', 'Das Fest fällt aus'),
        gig('2022-08-06', 'Kulturbahnhof, Kassel', 'Abgesagt! Beginn 21 Uhr'),
        gig('2022-08-13', 'Stadtpark, Baunatal', 'Beginn 21 Uhr'),
      ],
      options,
    ),
  );
  assert.equal(
    events.map((e) => [e.status, e.summary]),
    [
      ['CANCELLED', 'Abgesagt: Upgrade live: Betriebsfest, Lohfelden'],
      ['CANCELLED', 'Abgesagt: Upgrade live: Fest, Kassel'],
      ['CANCELLED', 'Abgesagt: Upgrade live: Kulturbahnhof, Kassel'],
      ['CONFIRMED', 'Upgrade live: Stadtpark, Baunatal'],
    ],
  );
});

cal('gives the same gig the same UID every time, and different gigs different ones', () => {
  const a = gig('2025-06-21', 'Fête de la Musique, Kassel');
  assert.is(gigUid(a, 'x.example'), '20250621-fete-de-la-musique-kassel@x.example');
  assert.is(gigUid({ ...a }, 'x.example'), gigUid(a, 'x.example'));
  const uids = fixture.gigs.map((g) => gigUid(g, 'x.example'));
  assert.is(new Set(uids).size, uids.length);
});

cal("names a downloaded file after the gig's day and place, as in its UID", () => {
  for (const [date, location, name] of [
    ['2025-06-21', 'Fête de la Musique, Kassel', '20250621-fete-de-la-musique-kassel.ics'],
    ['2027-01-09', 'Große Straße 5, Fuldabrück', '20270109-grosse-strasse-5-fuldabrueck.ics'],
    ['2026-12-31', '  Bar „Zum Hirsch“ & Co. ', '20261231-bar-zum-hirsch-co.ics'],
  ] as const) {
    const g = gig(date, location);
    assert.is(calendarFileName(g), name);
    assert.is(gigUid(g, 'x.example'), `${name.slice(0, -'.ics'.length)}@x.example`);
  }
});

cal.run();

// ---

const subscribed = suite('the feed of all gigs');

subscribed('holds every public gig and no private party, each field equal to the data, and parses cleanly', () => {
  assert.ok(
    fixture.gigs.some((g) => g.private),
    'the fixture has private parties',
  );
  const ics = feed(fixture.gigs, fixture.band);
  const { component, events } = parse(ics);
  assert.is(component.getFirstPropertyValue('x-wr-calname'), 'Upgrade – Auftritte');
  const gigs = fixture.gigs.filter((g) => !g.private).sort((a, b) => a.date.getTime() - b.date.getTime());
  assert.is(events.length, gigs.length);
  events.forEach((event, i) => {
    const g = must(gigs[i], `the gig of event ${i + 1}`);
    const time = readTime(g.info);
    assert.is(event.start, time ? eventTimes(g).startDate.slice(0, 19) : isoDate(g.date));
    assert.is(event.startIsDate, !time);
    assert.is(event.location, g.location);
    assert.is(event.summary, `${isCancelled(g) ? 'Abgesagt: ' : ''}Upgrade live: ${g.location}`);
    assert.is(event.description, g.info || null);
    assert.is(event.status, isCancelled(g) ? 'CANCELLED' : 'CONFIRMED');
  });
  assert.ok(events.some((e) => !e.startIsDate) && events.some((e) => e.startIsDate), 'the fixture has timed and all-day gigs');
  assert.ok(ics.split('\r\n').every((line) => octets(line) <= 75));
});

subscribed('stamps each event with its own gig’s day: adding a gig leaves every other event as it was', () => {
  const before = parse(feed(fixture.gigs, fixture.band)).events;
  assert.ok(before.every((e) => e.stamp === `${e.start.slice(0, 10)}T00:00:00Z`));
  const added = withGigs([...rawGigs, { date: '2031-05-17', location: 'Stadthalle, Baunatal' }]);
  const after = parse(feed(added.gigs, added.band)).events;
  assert.equal(
    after.filter((e) => e.start !== '2031-05-17'),
    before,
  );
});

subscribed('gives every timed event of the built feed its zone and the instant the information names', () => {
  const ics = feed(fixture.gigs, fixture.band);
  const component = new ICAL.Component(ICAL.parse(ics));
  const byUid = new Map(fixture.gigs.map((g) => [gigUid(g, 'upgrade-band.example'), g]));
  let timed = 0;
  for (const vevent of component.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const g = byUid.get(event.uid)!;
    if (event.startDate.isDate) continue;
    timed++;
    assert.is(event.startDate.zone!.tzid, 'Europe/Berlin', event.uid);
    assert.is(event.startDate.toJSDate().getTime(), Date.parse(eventTimes(g).startDate), event.uid);
    assert.ok(event.endDate.compare(event.startDate) > 0, event.uid);
  }
  assert.ok(timed > 0);
});

subscribed.run();
